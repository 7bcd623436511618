import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { findShippedData } from '../../../../platform/shipped-data.js';
import type { TrademarkStatus } from './trademark-record.js';

/** data/trademarks: the USPTO status code table and the Nice class headings (NOTICE.md there). */
function tablesDir(): string {
  const dir = findShippedData('trademarks', 'uspto-status-codes.csv');
  if (!dir) throw new Error('data/trademarks is missing from this installation');
  return dir;
}

let statusCodes: Map<string, TrademarkStatus> | undefined;
let niceClasses: Set<number> | undefined;

/** USPTO status code → live or dead, as the table's live/dead indicator says ("Indifferent": unknown). */
export function usptoStatus(code: string | null): TrademarkStatus {
  if (!code) return 'unknown';
  statusCodes ??= new Map(
    (
      parse(fs.readFileSync(path.join(tablesDir(), 'uspto-status-codes.csv'), 'utf8'), {
        columns: true,
      }) as { code: string; live_dead_indicator: string }[]
    ).map((row) => [
      row.code,
      row.live_dead_indicator.startsWith('Live')
        ? 'live'
        : row.live_dead_indicator.startsWith('Dead')
          ? 'dead'
          : 'unknown',
    ]),
  );
  return statusCodes.get(code.trim().padStart(3, '0')) ?? 'unknown';
}

/** The Nice classes the shipped headings list (1-45 in the 12th edition). */
export function niceClassNumbers(): ReadonlySet<number> {
  niceClasses ??= new Set(
    (
      JSON.parse(fs.readFileSync(path.join(tablesDir(), 'nice-class-headings.json'), 'utf8')) as {
        class_number: number;
      }[]
    ).map((heading) => heading.class_number),
  );
  return niceClasses;
}
