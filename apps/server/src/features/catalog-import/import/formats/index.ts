import { amazonIn2023Format } from './amazon-in-2023.js';
import { amazonTrBestsellersFormat } from './amazon-tr-bestsellers.js';
import { asaniczka2023Categories, asaniczka2023Format } from './asaniczka-2023.js';
import { bestsellerTitlesFormat } from './bestseller-titles.js';
import { canonicalFormat } from './canonical.js';
import { helium10BlackBoxFormat } from './helium10-black-box.js';
import { helium10XrayFormat } from './helium10-xray.js';
import { jungleScoutDatabaseFormat, jungleScoutExtensionFormat } from './jungle-scout.js';
import { keepaFormat } from './keepa.js';
import { promptcloudToysFormat } from './promptcloud-toys.js';
import type { CategoryTableFormat, ProductFormat } from './product-format.js';

/** Most specific first: the canonical schema needs only `asin`, so it is tried last. */
export const PRODUCT_FORMATS: ProductFormat[] = [
  asaniczka2023Format,
  promptcloudToysFormat,
  amazonIn2023Format,
  amazonTrBestsellersFormat,
  bestsellerTitlesFormat,
  helium10XrayFormat,
  helium10BlackBoxFormat,
  jungleScoutDatabaseFormat,
  jungleScoutExtensionFormat,
  keepaFormat,
  canonicalFormat,
];
export const CATEGORY_TABLE_FORMATS: CategoryTableFormat[] = [asaniczka2023Categories];

const hasAll = (headers: string[], required: string[]) => required.every((name) => headers.includes(name));

export function detectFormat(
  headers: string[],
):
  | { kind: 'products'; format: ProductFormat }
  | { kind: 'categories'; format: CategoryTableFormat }
  | undefined {
  const table = CATEGORY_TABLE_FORMATS.find((f) => hasAll(headers, f.requiredHeaders));
  if (table && headers.length === table.requiredHeaders.length) return { kind: 'categories', format: table };
  const format = PRODUCT_FORMATS.find((f) => hasAll(headers, f.requiredHeaders));
  return format && { kind: 'products', format };
}
