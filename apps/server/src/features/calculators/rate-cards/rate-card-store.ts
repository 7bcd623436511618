import fs from 'node:fs';
import path from 'node:path';
import { findShippedData } from '../../../platform/shipped-data.js';
import { rateCardSchema, type RateCard, type RateCardKind } from './rate-card-schema.js';

/** data/rate-cards as shipped with this installation (the source tree or beside the bundle). */
export function rateCardsDir(): string {
  const dir = findShippedData('rate-cards', 'exchange-rates.json');
  if (!dir) throw new Error('data/rate-cards is missing from this installation');
  return dir;
}

export interface CardFile {
  file: string;
  card: RateCard | null;
  problems: string[];
}

/** What a card says beyond its schema: its bands name its tiers, its default band exists. */
export function crossCheck(card: RateCard): string[] {
  const problems: string[] = [];
  if (card.effectiveTo !== null && card.effectiveTo < card.effectiveFrom) {
    problems.push('effectiveTo is before effectiveFrom');
  }
  if (card.kind === 'fulfilment') {
    const tiers = new Set(card.tiers.map((t) => t.id));
    const priceBands = new Set(card.priceBands.map((b) => b.id));
    if (!priceBands.has(card.defaultPriceBand))
      problems.push(`defaultPriceBand ${card.defaultPriceBand} is not a price band`);
    card.bands.forEach((band, i) => {
      if (!tiers.has(band.tier)) problems.push(`bands[${i}] names unknown tier ${band.tier}`);
      for (const id of Object.keys(band.fees)) {
        if (!priceBands.has(id)) problems.push(`bands[${i}] has a fee for unknown price band ${id}`);
      }
      if (band.fees[card.defaultPriceBand] === undefined)
        problems.push(`bands[${i}] has no ${card.defaultPriceBand} fee`);
    });
  }
  if (card.kind === 'referral') {
    const ids = card.categories.map((c) => c.id);
    const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
    if (twice.length) problems.push(`categories named twice: ${twice.join(', ')}`);
    for (const c of card.categories) {
      if (c.tiers.at(-1)!.upTo !== null) problems.push(`category ${c.id}: the last tier must have upTo null`);
    }
  }
  if (card.kind === 'exchange-rates') {
    const keys = card.rates.map((r) => `${r.currency} ${r.asOf}`);
    const twice = keys.filter((key, i) => keys.indexOf(key) !== i);
    if (twice.length) problems.push(`rates given twice for one day: ${twice.join(', ')}`);
  }
  return problems;
}

/** Reads and checks every card file of a folder; a bad file is reported, never half-used. */
export function readCardFiles(dir = rateCardsDir()): CardFile[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      let json: unknown;
      try {
        json = JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch (error) {
        return { file, card: null, problems: [`not JSON: ${(error as Error).message}`] };
      }
      const parsed = rateCardSchema.safeParse(json);
      if (!parsed.success) {
        return {
          file,
          card: null,
          problems: parsed.error.issues.map((i) => `${i.path.join('.') || '(card)'}: ${i.message}`),
        };
      }
      return { file, card: parsed.data, problems: crossCheck(parsed.data) };
    });
}

export class RateCards {
  constructor(readonly cards: readonly RateCard[]) {}

  /** The valid cards of a folder (read per call, so an operator's edit counts at once). */
  static load(dir = rateCardsDir()): RateCards {
    return new RateCards(readCardFiles(dir).flatMap((f) => (f.card && !f.problems.length ? [f.card] : [])));
  }

  /** The card of a kind in force on a day: the latest effectiveFrom on or before it, not expired. */
  pick<K extends RateCardKind>(
    kind: K,
    date: string,
    where: (card: Extract<RateCard, { kind: K }>) => boolean = () => true,
  ): Extract<RateCard, { kind: K }> | undefined {
    return this.cards
      .filter((c): c is Extract<RateCard, { kind: K }> => c.kind === kind)
      .filter((c) => where(c) && c.effectiveFrom <= date && (c.effectiveTo === null || date <= c.effectiveTo))
      .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))[0];
  }
}

/** How an answer names a card: its id, title, date and the confidence of the line used. */
export function sourceOf(
  card: { id: string; title: string; effectiveFrom: string },
  confidence: 'verified' | 'one-source' | 'unverified',
) {
  return { card: card.id, title: card.title, effectiveFrom: card.effectiveFrom, confidence };
}

/**
 * Writes a card file only when the card stays valid (schema and cross-checks), so a typo in an
 * operator's command never reaches a calculation; the problems otherwise, the file untouched.
 */
export function writeCardIfValid(file: string, card: unknown): string[] {
  const parsed = rateCardSchema.safeParse(card);
  const problems = parsed.success
    ? crossCheck(parsed.data)
    : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (problems.length === 0) fs.writeFileSync(file, `${JSON.stringify(card, null, 2)}\n`);
  return problems;
}
