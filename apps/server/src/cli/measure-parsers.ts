/**
 * `npm run measure:parsers [-- --misses]`: the share of known fields the page parsers read on the
 * saved pages of data/amazon-pages, development and held-out pages apart (docs/data/amazon-pages.md).
 * Prints one line per page and a total per set; with --misses, every field missed or invented.
 */
import { addScores, type PageScore } from './parser-score.js';
import { measureSavedPages, SAVED_PAGES_DIR, type MeasuredPage } from './saved-pages.js';

function percent(score: PageScore): string {
  return score.known === 0 ? '-' : `${((100 * score.read) / score.known).toFixed(1)} %`;
}

function line(label: string, score: PageScore): string {
  return `${label.padEnd(72)} ${String(score.read).padStart(4)}/${String(score.known).padEnd(4)} ${percent(score).padStart(7)}  invented ${score.invented}`;
}

function report(pages: readonly MeasuredPage[], showMisses: boolean): string[] {
  const lines: string[] = [];
  for (const set of ['development', 'held-out'] as const) {
    const inSet = pages.filter((page) => page.set === set);
    lines.push(`\n${set} (${inSet.length} pages)`);
    for (const page of inSet) {
      lines.push(line(`  ${page.file}`, page.score));
      if (showMisses) for (const miss of page.score.misses) lines.push(`      ${miss}`);
    }
    lines.push(line(`  total ${set}`, addScores(inSet.map((page) => page.score))));
  }
  return lines;
}

const pages = await measureSavedPages(SAVED_PAGES_DIR);
process.stdout.write(`${report(pages, process.argv.includes('--misses')).join('\n')}\n`);
