import type { ImportRun } from '@asinasin/contract';

const SHOWN_REASONS = 10;
const SHOWN_LINES = 5;

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * Refused rows told once per reason, the commonest first: how many rows, and the first lines
 * ("3 rows: asin: not a valid ASIN (lines 2, 3, 5)"), instead of the same sentence a thousand times.
 */
export function describeRefusedRows(reasons: ImportRun['reasons'], rejected: number): string[] {
  const linesByReason = new Map<string, number[]>();
  for (const { line, reason } of reasons) {
    const lines = linesByReason.get(reason) ?? [];
    linesByReason.set(reason, [...lines, line]);
  }
  const groups = [...linesByReason].sort((a, b) => b[1].length - a[1].length || a[1][0]! - b[1][0]!);
  const told = groups.slice(0, SHOWN_REASONS).map(([reason, lines]) => {
    const first = lines.slice(0, SHOWN_LINES).join(', ');
    const more = lines.length > SHOWN_LINES ? ', …' : '';
    return `${plural(lines.length, 'row', 'rows')}: ${reason} (${lines.length === 1 ? 'line' : 'lines'} ${first}${more})`;
  });
  const others = groups.slice(SHOWN_REASONS);
  if (others.length > 0) {
    const rows = others.reduce((sum, [, lines]) => sum + lines.length, 0);
    told.push(`… ${plural(others.length, 'other reason', 'other reasons')} (${plural(rows, 'row', 'rows')})`);
  }
  if (rejected > reasons.length) {
    told.push(
      `(the run keeps the reasons of the first ${plural(reasons.length, 'refused row', 'refused rows')} of ${rejected.toLocaleString('en-US')})`,
    );
  }
  return told;
}
