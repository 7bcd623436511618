import { CONFIDENCE_MARKS } from '@asinasin/contract';
import { latestRow } from './exchange-rates.js';
import type { ExchangeRateCard, ExchangeRateRow } from './rate-card-schema.js';
import { readCardFiles, writeCardIfValid } from './rate-card-store.js';

export const FX_USAGE = `  fx list [--date YYYY-MM-DD]   each currency's CNY rate in force on a day (default today), its date and source
  fx set <CUR> <CNY per unit> [--date YYYY-MM-DD] [--source text] [--confidence verified|one-source|unverified]
                                add a dated rate (default: today, entered by the operator, verified);
                                a row of the same currency and date is replaced; older rows stay as history`;

type Print = (line: string) => void;

/** Takes `--name value` out of args; undefined when absent. */
function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/**
 * The operator's exchange-rate command (docs/calculators.md): the rates are a dated table in
 * data/rate-cards/exchange-rates.json, never fetched from the network (decisions/0033). `set` adds
 * a row and writes the card only when it stays valid, so a typo never reaches a calculation.
 */
export function runFxCommand(argv: readonly string[], dir: string, print: Print, printError: Print): number {
  const args = [...argv];
  const date = option(args, 'date') ?? new Date().toISOString().slice(0, 10);
  const source = option(args, 'source') ?? `entered by the operator on ${date}`;
  const confidence = option(args, 'confidence') ?? 'verified';
  if (!isDay(date)) {
    printError(`--date ${date} is not a day (YYYY-MM-DD)`);
    return 2;
  }
  const found = readCardFiles(dir).find((f) => f.card?.kind === 'exchange-rates');
  if (!found?.card || found.card.kind !== 'exchange-rates') {
    printError('no valid exchange-rates card in this folder (npm run rate-cards -- validate)');
    return 2;
  }
  const card: ExchangeRateCard = found.card;
  const [command, currency, raw] = args;
  if (command === 'list') {
    const currencies = [...new Set(card.rates.map((r) => r.currency))].sort();
    for (const cur of currencies) {
      const row = latestRow(card.rates, cur, date);
      print(
        row
          ? [cur, row.cnyPer, row.asOf, row.confidence, row.source].join('\t')
          : `${cur}\t(no rate on or before ${date})`,
      );
    }
    return 0;
  }
  if (command !== 'set' || !currency || raw === undefined) {
    printError(`usage: npm run rate-cards -- fx …\n${FX_USAGE}`);
    return 2;
  }
  if (!(CONFIDENCE_MARKS as readonly string[]).includes(confidence)) {
    printError(`--confidence must be one of ${CONFIDENCE_MARKS.join(', ')}`);
    return 2;
  }
  const row = {
    currency: currency.toUpperCase(),
    cnyPer: Number(raw),
    asOf: date,
    source,
    confidence,
  } as ExchangeRateRow;
  const rates = card.rates.filter((r) => !(r.currency === row.currency && r.asOf === row.asOf));
  const next = { ...card, rates: [...rates, row] };
  const problems = writeCardIfValid(found.file, next);
  if (problems.length) {
    for (const problem of problems) printError(`not written: ${problem}`);
    return 1;
  }
  print(`${row.currency}: 1 = ${row.cnyPer} CNY from ${row.asOf} (${row.confidence}; ${row.source})`);
  return 0;
}
