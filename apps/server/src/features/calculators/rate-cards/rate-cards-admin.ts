import fs from 'node:fs';
import path from 'node:path';
import { rateCardsDir, readCardFiles, writeCardIfValid } from './rate-card-store.js';
import { FX_USAGE, runFxCommand } from './exchange-rates-admin.js';

const USAGE = `usage: npm run rate-cards -- <command>
  list                          every card: id, kind, where, dates, whether it is valid
  show <id>                     one card as JSON
  validate                      check every card file; exit code 1 when one is wrong
  set <id> <path> <value>       change one value (path like cnyPer.USD or enabled; value as JSON),
                                written only when the card stays valid
${FX_USAGE}
options: --dir <folder>         another folder of cards (default data/rate-cards)`;

type Print = (line: string) => void;

function where(card: Record<string, unknown>): string {
  return String(card.marketplace ?? card.destination ?? card.origin ?? '*');
}

/** Sets `value` at a dotted path of a JSON object; numbers in the path index arrays. */
function setPath(target: Record<string, unknown>, dotted: string, value: unknown): boolean {
  const keys = dotted.split('.');
  let node: unknown = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof node !== 'object' || node === null || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  if (typeof node !== 'object' || node === null) return false;
  (node as Record<string, unknown>)[keys.at(-1)!] = value;
  return true;
}

function parseValue(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/**
 * The operator's rate-card command (docs/calculators.md): list, show, validate and set. Cards are
 * files, so an edit is also a diff the operator can review and keep in version control.
 */
export function runRateCardsCommand(argv: readonly string[], print: Print, printError: Print): number {
  const args = [...argv];
  const dirAt = args.indexOf('--dir');
  const dir = dirAt >= 0 ? path.resolve(args.splice(dirAt, 2)[1] ?? '') : rateCardsDir();
  const [command, ...rest] = args;
  const files = () => readCardFiles(dir);
  if (command === 'fx') return runFxCommand(rest, dir, print, printError);
  if (command === 'list') {
    for (const f of files()) {
      const c = f.card;
      const status = f.problems.length ? `INVALID (${f.problems.length} problems)` : 'ok';
      const dates = c ? `${c.effectiveFrom} → ${c.effectiveTo ?? 'current'}` : '';
      print(
        [c?.id ?? '?', c?.kind ?? '?', c ? where(c) : '', dates, path.basename(f.file), status].join('\t'),
      );
    }
    return 0;
  }
  if (command === 'validate') {
    let bad = 0;
    for (const f of files()) {
      for (const problem of f.problems) printError(`${path.basename(f.file)}: ${problem}`);
      if (f.problems.length) bad++;
    }
    print(bad ? `${bad} card file(s) have problems` : 'every card is valid');
    return bad ? 1 : 0;
  }
  if (command === 'show' || command === 'set') {
    const [id, dotted, raw] = rest;
    const found = files().find((f) => f.card?.id === id);
    if (!id || !found) {
      printError(id ? `no valid card with id ${id} (npm run rate-cards -- list)` : USAGE);
      return 2;
    }
    if (command === 'show') {
      print(JSON.stringify(found.card, null, 2));
      return 0;
    }
    if (!dotted || raw === undefined) {
      printError(USAGE);
      return 2;
    }
    const json = JSON.parse(fs.readFileSync(found.file, 'utf8')) as Record<string, unknown>;
    if (!setPath(json, dotted, parseValue(raw))) {
      printError(`${id} has no ${dotted}`);
      return 2;
    }
    const problems = writeCardIfValid(found.file, json);
    if (problems.length) {
      for (const problem of problems) printError(`not written: ${problem}`);
      return 1;
    }
    print(`${id}: ${dotted} = ${JSON.stringify(parseValue(raw))}`);
    return 0;
  }
  printError(USAGE);
  return 2;
}
