import type { Migration } from 'kysely';
import * as accounts from './2026-11-22-0001-accounts.js';

/** Listed by hand so the bundled server carries them; names are dated and never edited once landed. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-0001-accounts': accounts,
};
