import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A folder of data/ that ships with the product (demo data, model coefficients), found from where
 * this code runs: the source tree (tsx, tests) or the built bundle (apps/server/dist).
 */
export function findShippedData(folder: string, marker: string): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    const candidate = path.join(dir, 'data', folder);
    if (existsSync(path.join(candidate, marker))) return candidate;
    dir = path.dirname(dir);
  }
  return undefined;
}
