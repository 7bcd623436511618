import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { AmazonPageError, parseAmazonPage, type AmazonPage } from '@asinasin/contract';
import { scorePage, type PageScore } from './parser-score.js';

/** data/amazon-pages/<source>/<set>/<page>.html.gz beside <page>.expected.json (see its SOURCE.md). */
export const SAVED_PAGES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../data/amazon-pages',
);

export type PageSet = 'development' | 'held-out';

export interface MeasuredPage {
  set: PageSet;
  /** "<source>/<set>/<page>.html.gz", relative to the data folder. */
  file: string;
  score: PageScore;
}

const SETS: readonly PageSet[] = ['development', 'held-out'];
const EXPECTED = '.expected.json';

async function readPage(file: string): Promise<string> {
  const bytes = await readFile(file);
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}

function parseOrError(html: string): AmazonPage | Error {
  try {
    return parseAmazonPage(html);
  } catch (error) {
    if (error instanceof AmazonPageError) return error;
    throw error;
  }
}

function nothingRead(kind: string): AmazonPage {
  return { kind: kind === 'product' ? 'search' : kind, marketplace: '', items: [] } as unknown as AmazonPage;
}

/** Parses every saved page that has an expected JSON and scores it; pages without one are skipped. */
export async function measureSavedPages(dataDir: string): Promise<MeasuredPage[]> {
  const measured: MeasuredPage[] = [];
  for (const source of (await readdir(dataDir, { withFileTypes: true })).filter((d) => d.isDirectory())) {
    for (const set of SETS) {
      const dir = path.join(dataDir, source.name, set);
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names.filter((n) => n.endsWith(EXPECTED)).sort()) {
        const base = name.slice(0, -EXPECTED.length);
        const pageName = names.find((n) => n === `${base}.html.gz` || n === `${base}.html`);
        if (!pageName) continue;
        const expected = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as {
          kind: string;
        } & Record<string, unknown>;
        const parsed = parseOrError(await readPage(path.join(dir, pageName)));
        // A refused page reads none of its known fields.
        const score = scorePage(expected, parsed instanceof Error ? nothingRead(expected.kind) : parsed);
        if (parsed instanceof Error) score.misses.unshift(`page refused: ${parsed.message}`);
        measured.push({ set, file: `${source.name}/${set}/${pageName}`, score });
      }
    }
  }
  return measured;
}
