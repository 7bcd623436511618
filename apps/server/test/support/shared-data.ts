import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The project's shared public data sits beside the checkout (../shared/data) on the developers'
 * machines and in CI. Tests of the files that may not ship read it from there and skip, saying why,
 * where it is absent.
 */
export const SHARED_DATA = path.resolve(repoRoot, '../shared/data');
export const hasSharedData = fs.existsSync(SHARED_DATA);
if (!hasSharedData) console.warn(`skipping shared-data tests: ${SHARED_DATA} is absent`);

export function sharedFile(...parts: string[]): Buffer {
  return fs.readFileSync(path.join(SHARED_DATA, ...parts));
}
