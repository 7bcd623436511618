import { normaliseAccount } from '@asinasin/contract';
import type { Db } from '../db/database.js';

/** Whether a user's email or phone is one of `accounts` (as ADMIN_ACCOUNTS lists them). */
export function isListedAccount(
  accounts: readonly string[],
  user: { email: string | null; phone: string | null },
): boolean {
  const listed = new Set(accounts.map(normaliseAccount));
  return [user.email, user.phone].some((account) => account !== null && listed.has(account));
}

/**
 * ADMIN_ACCOUNTS grants `admin` to the accounts it lists: at start to those that exist, and at
 * registration to one that comes later (account.service). Removing an account from the list does
 * not take the role back; the database is the source of truth (decisions/0029).
 */
export async function grantListedAdmins(db: Db, accounts: readonly string[]): Promise<number> {
  const listed = [...new Set(accounts.map(normaliseAccount))];
  if (listed.length === 0) return 0;
  const result = await db
    .updateTable('users')
    .set({ role: 'admin' })
    .where((eb) => eb.or([eb('email', 'in', listed), eb('phone', 'in', listed)]))
    .where('role', '!=', 'admin')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
