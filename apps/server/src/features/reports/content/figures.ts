import type { Figure, FigureSource, Missing, ProductHistory } from '@asinasin/contract';

/**
 * Figures with their sources (docs/reports.md): a value the catalog holds names the import that
 * gave it; a value it lacks is null with what is missing and how to add it. Nothing is filled in.
 */
export const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : null);

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function missing(key: string, params: Record<string, string | number> = {}): Missing {
  return { key, params };
}

/** A market figure the data cannot give, and why: the reason is itself said in the reader's language. */
export function marketGap(reason: string, params: Record<string, string | number> = {}): Missing {
  return missing('reports.missing.marketFigure', { ...params, reason: `market.why.${reason}` });
}

/** The import that last gave a product's column, as a figure's source. */
export function importSource(history: ProductHistory, field: string): FigureSource | null {
  const runId = history.fieldSources[snake(field)] ?? history.fieldSources[field];
  const run = history.sources.find((s) => s.runId === runId);
  return run ? { kind: 'import', detail: `#${run.runId} ${run.fileName}`, date: day(run.importedAt) } : null;
}

export function figure(
  key: string,
  value: string | number | boolean | null | undefined,
  source: FigureSource | null,
  gap: Missing = missing('reports.missing.field'),
): Figure {
  const known = value !== null && value !== undefined && value !== '';
  const shown = typeof value === 'boolean' ? (value ? 'yes' : 'no') : (value ?? null);
  return {
    key,
    value: known ? shown : null,
    band: null,
    unit: null,
    source: known ? source : null,
    missing: known ? null : gap,
  };
}

/** Every number a figure, table or chart holds: what the written parts may name. */
export function numbersOf(value: unknown, into = new Set<number>()): Set<number> {
  if (typeof value === 'number' && Number.isFinite(value)) into.add(value);
  else if (Array.isArray(value)) for (const item of value) numbersOf(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) numbersOf(item, into);
  return into;
}
