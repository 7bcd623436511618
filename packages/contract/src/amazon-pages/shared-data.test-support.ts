import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's shared public data sits beside the checkout (../shared/data from the repo root), on
 * developer machines and in CI alike. Tests that need it skip, saying why, when it is absent.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const SHARED_DATA = path.resolve(repoRoot, '../shared/data');
export const hasSharedData = existsSync(path.join(SHARED_DATA, 'product_pages_html_intl'));

if (!hasSharedData) console.warn(`skipping Amazon page tests on shared pages: ${SHARED_DATA} is absent`);

export function sharedPage(relativePath: string): string {
  return readFileSync(path.join(SHARED_DATA, relativePath), 'utf8');
}
