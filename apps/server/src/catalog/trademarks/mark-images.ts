import type { TrademarkOffice, TrademarkStatus } from '@asinasin/contract';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { DESCRIPTOR_LENGTH as L } from '../design-patents/drawing-descriptor.js';

/*
 * Figurative marks by image (docs/data/trademarks.md, "Mark images"): each mark image imported
 * with its TSDR record is described like a design-patent drawing (drawing-descriptor.ts), and a
 * product image is compared with all of them at its four rotations. Marks with an image are few
 * beside word marks (TSDR records, not the bulk files, bring them), so every one is scored: the
 * results are brute force's. The descriptors are read into memory once and again only when an
 * import changed them (the newest run and the count), as the drawing index does.
 */
interface LoadedImages {
  version: string;
  ids: string[];
  vectors: Float32Array;
}

let cached: LoadedImages | undefined;

async function loadImages(catalog: CatalogQueries): Promise<LoadedImages> {
  const [row] = await catalog.all<{ runs: number | null; count: number }>(
    'select max(run_id) as runs, count(*) as count from trademark_images',
  );
  const version = `${row?.runs ?? 0}/${row?.count ?? 0}`;
  if (cached?.version === version) return cached;
  const rows = await catalog.all<{ trademark_id: string; descriptor: Uint8Array }>(
    'select trademark_id, descriptor from trademark_images order by trademark_id',
  );
  const vectors = new Float32Array(rows.length * L);
  rows.forEach((r, i) => {
    const bytes = r.descriptor;
    vectors.set(
      new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)),
      i * L,
    );
  });
  cached = { version, ids: rows.map((r) => r.trademark_id), vectors };
  return cached;
}

/** The descriptor's two parts are unit length each: a cosine is the dot product over 2. */
function bestSimilarity(vectors: Float32Array, at: number, queries: Float32Array[]): number {
  let best = 0;
  for (const query of queries) {
    let dot = 0;
    for (let j = 0; j < L; j++) dot += query[j]! * vectors[at + j]!;
    best = Math.max(best, dot / 2);
  }
  return best;
}

/** A figurative mark found by its image: the mark's record and how alike the images are (0..1). */
export interface MarkImageMatch {
  id: string;
  mark: string;
  office: TrademarkOffice | null;
  serialNumber: string | null;
  registrationNumber: string | null;
  status: TrademarkStatus;
  classes: number[];
  owner: string | null;
  score: number;
}

/**
 * The marks whose image is closest to the query's (its descriptors at four rotations, best
 * counts), best first, each at least `min` alike; and how many mark images there are at all.
 */
export async function closestMarkImages(
  catalog: CatalogQueries,
  queries: Float32Array[],
  options: { k: number; min: number },
): Promise<{ indexed: number; hits: MarkImageMatch[] }> {
  const images = await loadImages(catalog);
  const best = images.ids
    .map((id, i) => ({ id, score: bestSimilarity(images.vectors, i * L, queries) }))
    .filter((hit) => hit.score >= options.min)
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
    .slice(0, options.k);
  if (best.length === 0) return { indexed: images.ids.length, hits: [] };
  const rows = await catalog.all<Omit<MarkImageMatch, 'score'>>(
    `select id, mark, office, serial_number as "serialNumber", registration_number as "registrationNumber",
       status, classes, owner from trademarks where id in (${best.map((_, i) => `$${i + 1}`).join(', ')})`,
    best.map((hit) => hit.id),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const hits = best.flatMap(({ id, score }) => {
    const row = byId.get(id);
    return row ? [{ ...row, classes: [...row.classes], score: Math.round(score * 1000) / 1000 }] : [];
  });
  return { indexed: images.ids.length, hits };
}

/** The stored image of a mark (grey PNG), or undefined when its record came without one. */
export async function markImagePng(catalog: CatalogQueries, id: string): Promise<Buffer | undefined> {
  const [row] = await catalog.all<{ png: Uint8Array }>(
    'select png from trademark_images where trademark_id = $1',
    [id],
  );
  return row ? Buffer.from(row.png) : undefined;
}
