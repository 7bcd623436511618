import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The UTC day a time falls in, as the budget's key. */
export function budgetDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The next UTC midnight: when a spent daily budget opens again. */
export function nextBudgetDay(at: Date): Date {
  const next = new Date(at);
  next.setUTCHours(24, 0, 0, 0);
  return next;
}

/** Keepa tokens spent per UTC day, in the app store: every process of the instance shares one budget. */
export interface KeepaBudget {
  spent(day: string): Promise<number>;
  spend(day: string, tokens: number): Promise<void>;
}

export function keepaBudgetStore(db: Kysely<Database>): KeepaBudget {
  return {
    async spent(day) {
      const row = await db
        .selectFrom('keepa_token_days')
        .select('spent')
        .where('day', '=', day)
        .executeTakeFirst();
      return row?.spent ?? 0;
    },
    async spend(day, tokens) {
      await db
        .insertInto('keepa_token_days')
        .values({ day, spent: tokens })
        .onConflict((oc) => oc.column('day').doUpdateSet({ spent: sql`keepa_token_days.spent + ${tokens}` }))
        .execute();
    },
  };
}
