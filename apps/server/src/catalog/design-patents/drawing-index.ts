import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { DESCRIPTOR_LENGTH, similarity } from './drawing-descriptor.js';

/*
 * The drawings' descriptors, read once from the catalog into one Float32Array and read again only
 * when an import changed them (the newest run and the count): a search then scans memory, never
 * the catalog's blobs (docs/data/design-patents.md has the scan's cost).
 */
interface LoadedIndex {
  version: string;
  numbers: string[];
  vectors: Float32Array;
}

let cached: LoadedIndex | undefined;

async function versionOf(catalog: CatalogQueries): Promise<string> {
  const [row] = await catalog.all<{ runs: number | null; count: number }>(
    'select max(run_id) as runs, count(*) as count from design_patent_drawings',
  );
  return `${row?.runs ?? 0}/${row?.count ?? 0}`;
}

async function loadIndex(catalog: CatalogQueries): Promise<LoadedIndex> {
  const version = await versionOf(catalog);
  if (cached?.version === version) return cached;
  const rows = await catalog.all<{ patent_number: string; descriptor: Uint8Array }>(
    'select patent_number, descriptor from design_patent_drawings order by patent_number',
  );
  const vectors = new Float32Array(rows.length * DESCRIPTOR_LENGTH);
  rows.forEach((row, i) => {
    const bytes = row.descriptor;
    vectors.set(
      new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)),
      i * DESCRIPTOR_LENGTH,
    );
  });
  cached = { version, numbers: rows.map((row) => row.patent_number), vectors };
  return cached;
}

/** Every indexed drawing's best similarity to the query (over its rotations): patent number → 0..1. */
export async function scoreDrawings(
  catalog: CatalogQueries,
  queries: Float32Array[],
): Promise<Map<string, number>> {
  const index = await loadIndex(catalog);
  const scores = new Map<string, number>();
  for (let i = 0; i < index.numbers.length; i++) {
    const vector = index.vectors.subarray(i * DESCRIPTOR_LENGTH, (i + 1) * DESCRIPTOR_LENGTH);
    let best = 0;
    for (const query of queries) best = Math.max(best, similarity(query, vector));
    scores.set(index.numbers[i]!, best);
  }
  return scores;
}

/** How many drawings the index holds. */
export async function indexedDrawings(catalog: CatalogQueries): Promise<number> {
  return (await loadIndex(catalog)).numbers.length;
}
