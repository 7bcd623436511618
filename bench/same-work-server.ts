import crypto from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';

/**
 * The same-work baseline: what GET /api/account/info must do, with the least code. A bare Fastify
 * route hashes the token, looks the session up and reads the same user row and power balance
 * from the product's own SQLite file with better-sqlite3, and answers the same envelope.
 */
const db = new SQLite(path.join(process.env.DATA_DIR!, 'app.sqlite'), { readonly: true });
const findSession = db.prepare(
  'select user_id from sessions where token_hash = ? and revoked_at is null and expires_at > ?',
);
const findUser = db.prepare(
  'select users.*, (select coalesce(sum(amount), 0) from power_ledger where user_id = users.id) as balance from users where id = ?',
);

interface UserRow {
  id: number;
  nickname: string;
  avatar: string;
  level: number;
  start_time: number | null;
  end_time: number | null;
  type: number;
  birthday: string | null;
  sex: number;
  language: string;
  money: number;
  balance: number;
  phone: string | null;
  email: string | null;
}

const iso = (millis: number | null) => (millis === null ? null : new Date(millis).toISOString());
const mask = (value: string | null) => (value === null ? null : `${value.slice(0, 3)}****${value.slice(-2)}`);

const app = Fastify({ logger: false });
app.get('/api/account/info', async (request, reply) => {
  const token = request.headers.authorization ?? '';
  const tokenHash = crypto.createHash('sha256').update(token).digest('hex');
  const session = findSession.get(tokenHash, Date.now()) as { user_id: number } | undefined;
  if (!session) return reply.status(401).send({ code: 401, msg: '您还未登录', data: null });
  const row = findUser.get(session.user_id) as UserRow;
  return {
    code: 1,
    msg: '',
    data: {
      user: {
        id: row.id,
        nickname: row.nickname || 'guest',
        avatar: row.avatar,
        token,
        level: row.level,
        level_text: row.level === 1 ? '试用会员' : '普通用户',
        start_time: iso(row.start_time),
        end_time: iso(row.end_time),
        type: row.type,
        birthday: row.birthday,
        sex: row.sex,
        language: row.language,
        mold: [],
        money: row.money / 100,
        power: row.balance / 100,
        phone: mask(row.phone),
        email: mask(row.email),
      },
    },
  };
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
