import crypto from 'node:crypto';
import type { Db } from '../db/database.js';
import { toRole, type Role } from './policy.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long another process may still accept a session this process did not see revoked. */
const CACHE_TTL_MS = 30_000;
const CACHE_MAX_ENTRIES = 10_000;

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export interface ActiveSession {
  sessionId: number;
  userId: number;
  /** the account's role; a change reaches a cached session within CACHE_TTL_MS */
  role: Role;
}

interface CachedSession extends ActiveSession {
  expiresAt: number;
  cachedAt: number;
}

/**
 * Sessions are random tokens stored only as hashes; revocation is a timestamp, never a delete.
 * Every authenticated request looks its session up, so live sessions are cached in memory; all
 * revocation goes through this store, which evicts at once (see docs/decisions/0008).
 * Methods take the caller's transaction as `db` when the write belongs to a larger one.
 */
export class SessionStore {
  private readonly cache = new Map<string, CachedSession>();
  /**
   * Users and sessions revoked in the last CACHE_TTL_MS are never cached: a lookup that raced a
   * revocation still in an open transaction must not keep the old answer alive.
   */
  private readonly recentlyRevoked = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly lifetimeDays: number,
  ) {}

  async create(userId: number, now = Date.now(), db: Db = this.db): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    await db
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

  async findActive(token: string, now = Date.now()): Promise<ActiveSession | undefined> {
    const tokenHash = hashToken(token);
    const cached = this.cache.get(tokenHash);
    if (cached && cached.cachedAt + CACHE_TTL_MS > now && cached.expiresAt > now) {
      return { sessionId: cached.sessionId, userId: cached.userId, role: cached.role };
    }
    this.cache.delete(tokenHash);
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.id', 'sessions.user_id', 'sessions.expires_at', 'users.role'])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', now)
      .executeTakeFirst();
    if (!row) return undefined;
    const session: ActiveSession = { sessionId: row.id, userId: row.user_id, role: toRole(row.role) };
    if (!this.isRecentlyRevoked(session, now)) {
      this.remember(tokenHash, { ...session, expiresAt: row.expires_at, cachedAt: now });
    }
    return session;
  }

  async revoke(sessionId: number, now = Date.now(), db: Db = this.db): Promise<void> {
    this.tombstone(`s${sessionId}`, now);
    this.evict((s) => s.sessionId === sessionId);
    await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).execute();
  }

  /** Revokes every live session of the user, except `keepSessionId` when given. */
  async revokeAllOf(
    userId: number,
    { now = Date.now(), keepSessionId, db = this.db }: { now?: number; keepSessionId?: number; db?: Db } = {},
  ): Promise<void> {
    this.tombstone(`u${userId}`, now);
    this.evict((s) => s.userId === userId && s.sessionId !== keepSessionId);
    let query = db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
    await query.execute();
  }

  private tombstone(key: string, now: number) {
    if (this.recentlyRevoked.size >= CACHE_MAX_ENTRIES) {
      for (const [old, until] of this.recentlyRevoked) if (until <= now) this.recentlyRevoked.delete(old);
    }
    this.recentlyRevoked.set(key, now + CACHE_TTL_MS);
  }

  private isRecentlyRevoked({ sessionId, userId }: Omit<ActiveSession, 'role'>, now: number): boolean {
    for (const key of [`s${sessionId}`, `u${userId}`]) {
      const until = this.recentlyRevoked.get(key);
      if (until === undefined) continue;
      if (until > now) return true;
      this.recentlyRevoked.delete(key);
    }
    return false;
  }

  private remember(tokenHash: string, session: CachedSession) {
    if (this.cache.size >= CACHE_MAX_ENTRIES) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(tokenHash, session);
  }

  private evict(matches: (session: CachedSession) => boolean) {
    for (const [tokenHash, session] of this.cache) if (matches(session)) this.cache.delete(tokenHash);
  }
}
