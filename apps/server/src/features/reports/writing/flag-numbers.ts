/**
 * A written sentence may name only numbers the report holds (docs/reports.md): each number in a
 * sentence must match a figure as written, rounded, or as a percentage of a share. A sentence
 * naming any other number is flagged and shown as such, never as fact.
 */
const NUMBER = /\d[\d,]*(?:\.\d+)?/g;

function variants(value: number): number[] {
  const out = [value, Math.round(value), Math.round(value * 10) / 10, Math.round(value * 100) / 100];
  if (Math.abs(value) <= 1) out.push(Math.round(value * 100), Math.round(value * 1000) / 10);
  return out;
}

/** The numbers a report's figures allow: every number, and every digit group of its texts (dates). */
export function allowedNumbers(values: Iterable<number>, texts: Iterable<string>): Set<number> {
  const allowed = new Set<number>();
  for (const value of values) for (const v of variants(value)) allowed.add(v);
  for (const text of texts)
    for (const match of text.match(NUMBER) ?? []) allowed.add(Number(match.replace(/,/g, '')));
  return allowed;
}

/** Splits on sentence ends in English and Chinese. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|(?<=[。！？])|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function flaggedSentences(text: string, allowed: Set<number>): string[] {
  return sentencesOf(text).filter((sentence) =>
    (sentence.match(NUMBER) ?? []).some((match) => !allowed.has(Number(match.replace(/,/g, '')))),
  );
}
