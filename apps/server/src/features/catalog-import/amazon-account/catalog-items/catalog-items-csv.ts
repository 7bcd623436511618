import type { CatalogItemRow } from './catalog-item.js';

const cell = (value: string | number | undefined) =>
  value === undefined ? '' : `"${String(value).replaceAll('"', '""')}"`;
const csv = (header: string[], rows: (string | number | undefined)[][]) =>
  [header.map(cell).join(','), ...rows.map((row) => row.map(cell).join(','))].join('\n') + '\n';

/**
 * The items as the product file of the canonical schema (docs/data/catalog.md): an import of it
 * fills only the fields Amazon gave, and keeps every other value the product had.
 */
export function catalogProductsCsv(marketplace: string, rows: CatalogItemRow[]): string {
  const header = [
    'marketplace',
    'asin',
    'title',
    'brand',
    'category_path',
    'browse_node',
    'bsr',
    'bsr_category',
    'sub_bsr',
    'sub_bsr_category',
    'length_cm',
    'width_cm',
    'height_cm',
    'weight_g',
    'image_url',
  ];
  const lines = rows.map((r) => [
    marketplace,
    r.asin,
    r.title,
    r.brand,
    r.categoryPath,
    r.browseNode,
    r.bsr,
    r.bsrCategory,
    r.subBsr,
    r.subBsrCategory,
    r.lengthCm,
    r.widthCm,
    r.heightCm,
    r.weightG,
    r.imageUrl,
  ]);
  return csv(header, lines);
}

/** The items' ranks at the moment they were read: the dated snapshots the history charts draw. */
export function catalogSnapshotsCsv(marketplace: string, observedAt: Date, rows: CatalogItemRow[]): string {
  const header = ['sp_api_observed_at', 'marketplace', 'asin', 'root_rank', 'root_category', 'browse_node'];
  const at = observedAt.toISOString();
  const lines = rows.map((r) => [at, marketplace, r.asin, r.bsr, r.bsrCategory, r.browseNode]);
  return csv(header, lines);
}
