import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { scanBrandWordsBatch, type BrandWordHit } from './brand-word-scan-batch.js';

export type { BrandWordHit } from './brand-word-scan-batch.js';

/**
 * The brand-word scan other screens use (listing generator, research tables, risk analysis): the
 * words and phrases of a title and keywords that are a mark that is not dead, in the given Nice
 * classes (any class when none are given). One text's run of the batched scan, so every screen
 * flags the same words.
 */
export async function scanBrandWords(
  catalog: CatalogQueries,
  input: { texts: string[]; classes?: number[] },
): Promise<BrandWordHit[]> {
  const found = await scanBrandWordsBatch(catalog, [{ key: '', ...input }]);
  return found.get('')!;
}
