import crypto from 'node:crypto';
import type { Db } from '../db/database.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Sessions are random tokens stored only as hashes; revocation is a timestamp, never a delete. */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly lifetimeDays: number,
  ) {}

  async create(userId: number, now = Date.now()): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    await this.db
      .insertInto('sessions')
      .values({
        user_id: userId,
        token_hash: hashToken(token),
        created_at: now,
        expires_at: now + this.lifetimeDays * DAY_MS,
        revoked_at: null,
      })
      .execute();
    return token;
  }

  async findActive(
    token: string,
    now = Date.now(),
  ): Promise<{ sessionId: number; userId: number } | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .select(['id', 'user_id'])
      .where('token_hash', '=', hashToken(token))
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row && { sessionId: row.id, userId: row.user_id };
  }

  async revoke(sessionId: number, now = Date.now()): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).execute();
  }

  async revokeAllOf(userId: number, now = Date.now()): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
