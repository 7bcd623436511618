import {
  accountKind,
  ErrorCode,
  normaliseAccount,
  TRIAL_LEVEL,
  type GetCodeBody,
  type Language,
  type LoginBody,
  type RegisterBody,
  type UpdatePasswordBody,
  type UpdateProfileBody,
  type User,
} from '@asinasin/contract';
import { normalizeIP } from '@fastify/rate-limit';
import { hash, verify } from '@node-rs/argon2';
import { can, toRole } from '../../platform/auth/policy.js';
import { isListedAccount } from '../../platform/auth/roles.js';
import type { RequestUser } from '../../platform/auth/auth-plugin.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/engine.js';
import type { UserUpdate } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/app-error.js';
import { credit } from '../../platform/power/power-ledger.js';
import {
  claimTrial,
  findUserByAccount,
  findUserById,
  findUserWithBalance,
  insertUser,
  updateUser,
} from './account.repository.js';
import { avatarFileKey, newAvatarUrl } from './avatar.js';
import { CodeGuard } from './code-guard.js';
import { fingerprintHash } from './fingerprint.js';
import { ACCOUNT_BRAKE, IP_BRAKE, accountKey, ipKey, type LoginBrake } from './login-brake.js';
import { toUserView } from './user-view.js';
import type { VerificationCodes } from '../../platform/codes/verification-codes.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface NewSession {
  id: number;
  token: string;
}

type ChangePasswordBody = Extract<UpdatePasswordBody, { oldPassword: string }>;
type ResetPasswordBody = Extract<UpdatePasswordBody, { code: string }>;

const codeInvalid = () => new AppError(ErrorCode.CODE_INVALID, 'auth.codeInvalid');
const accountExists = () => new AppError(ErrorCode.ACCOUNT_EXISTS, 'auth.accountExists');

// Verifying against a throwaway hash makes an unknown account cost as much time as a wrong password.
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hash('not-the-password-of-anyone');
  return dummyHash;
}

export class AccountService {
  private readonly codeGuard: CodeGuard;

  constructor(
    private readonly ctx: AppContext,
    private readonly brake: LoginBrake,
  ) {
    this.codeGuard = new CodeGuard(ctx, brake);
  }

  private get db(): Db {
    return this.ctx.db;
  }

  private get codes(): VerificationCodes {
    return this.ctx.codes;
  }

  /**
   * Every account gets the same answer whether it exists or not, and its code is recorded either
   * way (so the resend limits look the same), but a code goes only where it can be used: login and
   * forget codes to existing accounts, registration codes to new ones. An existing account asked
   * for a registration code gets a note that it is registered already. Returns the seconds until
   * this target may ask again.
   */
  async requestCode(body: GetCodeBody, ip: string, lang: Language, now = Date.now()): Promise<number> {
    await this.ctx.captcha.assertSolved(body.captcha, now);
    const target = normaliseAccount(body.account);
    const user = await findUserByAccount(this.db, target);
    // IPv6 by its /64 (as the route's rate limit counts it): one host usually holds the whole prefix.
    const request = { target, purpose: body.type, ip: normalizeIP(ip) };
    const issued = await this.codes.issue(this.db, request, now);
    if (body.type === 'register' && user) {
      await this.codes.deliverAccountExistsNote(this.db, issued, target, lang);
    } else if (body.type === 'register' || user) {
      await this.codes.deliver(this.db, issued, target, lang);
    }
    return issued.resendAfterSeconds;
  }

  /**
   * The code is checked before whether the account exists, so only the mailbox's holder learns
   * that (getCode sends an existing account a note instead of a code).
   */
  async register(body: RegisterBody, ip: string, lang: Language, now = Date.now()): Promise<NewSession> {
    await this.ctx.captcha.assertSolved(body.captcha, now);
    const account = normaliseAccount(body.account);
    const attempt = { target: account, purpose: 'register' as const, code: body.code, ip };
    const admitted = await this.codeGuard.admit({ ...attempt, isCaptchaVerified: true }, now);
    const passwordHash = await hash(body.password);
    const { FREE_TRIAL_DAYS, WELCOME_POWER } = this.ctx.config;
    const deviceHash = FREE_TRIAL_DAYS > 0 ? fingerprintHash(body.re) : undefined;
    try {
      const session = await this.codeGuard.spend(
        admitted,
        async (trx) => {
          if (await findUserByAccount(trx, account)) throw accountExists();
          const userId = await insertUser(trx, {
            password_hash: passwordHash,
            nickname: body.nickname ?? '',
            language: lang,
            start_time: null,
            end_time: null,
            birthday: null,
            phone: accountKind(account) === 'phone' ? account : null,
            email: accountKind(account) === 'email' ? account : null,
            // ADMIN_ACCOUNTS grants at start; an account listed there but registered later gets it here.
            ...(isListedAccount(this.ctx.config.ADMIN_ACCOUNTS, { email: account, phone: account }) && {
              role: 'admin',
            }),
            created_at: now,
            updated_at: now,
          });
          if (deviceHash && (await claimTrial(trx, { fingerprintHash: deviceHash, userId, now }))) {
            const end_time = now + FREE_TRIAL_DAYS * DAY_MS;
            await updateUser(trx, userId, { level: TRIAL_LEVEL, start_time: now, end_time });
          }
          if (WELCOME_POWER > 0) {
            const welcome = { userId, amount: WELCOME_POWER, reason: 'welcome', idempotencyKey: 'welcome' };
            await credit(trx, welcome, now);
          }
          return { id: userId, token: await this.ctx.sessions.create(userId, now, trx) };
        },
        now,
      );
      if (!session) throw codeInvalid();
      return session;
    } catch (error) {
      // Two registrations of one account racing past the check in the write: the unique index decides.
      if (isUniqueViolation(error)) throw accountExists();
      throw error;
    }
  }

  /**
   * Password login needs the robot check; quick login spends a 'login' code, braked apart from
   * passwords and asking for a robot check only after a wrong code (CodeGuard).
   */
  async login(body: LoginBody, ip: string, now = Date.now()): Promise<NewSession> {
    const account = normaliseAccount(body.account);
    if ('password' in body) {
      await this.ctx.captcha.assertSolved(body.captcha, now);
      return this.passwordLogin(account, body.password, ip, now);
    }
    const attempt = {
      target: account,
      purpose: 'login' as const,
      code: body.code,
      ip,
      captcha: body.captcha,
    };
    const session = await this.codeGuard.use(
      attempt,
      async (trx) => {
        const user = await findUserByAccount(trx, account);
        return user && { id: user.id, token: await this.ctx.sessions.create(user.id, now, trx) };
      },
      now,
    );
    if (!session) throw codeInvalid();
    // The code proved the seller owns the account: wrong passwords before it no longer count.
    await this.brake.clear(accountKey(account));
    return session;
  }

  /**
   * Braked per account (unknown accounts too, so a lock reveals nothing) and per address; the
   * account's count is taken before the slow hash check and given back when the password is right.
   */
  private async passwordLogin(account: string, password: string, ip: string, now: number) {
    await this.brake.assertOpen(ipKey(ip), now);
    await this.brake.reserve(accountKey(account), ACCOUNT_BRAKE, now);
    const user = await findUserByAccount(this.db, account);
    const isMatch = await verify(user?.password_hash ?? (await getDummyHash()), password);
    if (!user || !isMatch) {
      await this.brake.recordFailure(ipKey(ip), IP_BRAKE, now);
      throw new AppError(ErrorCode.BAD_CREDENTIALS, 'auth.badCredentials');
    }
    await this.brake.clear(accountKey(account));
    return { id: user.id, token: await this.ctx.sessions.create(user.id, now) };
  }

  /** Changing the password signs out every other device; this one stays signed in. */
  async changePassword(auth: RequestUser, body: ChangePasswordBody, now = Date.now()): Promise<void> {
    const user = await this.getUserRow(auth.id);
    if (!(await verify(user.password_hash, body.oldPassword))) {
      // 400, not 401: the seller is logged in and a 401 would sign the client out.
      throw AppError.badRequest('auth.oldPasswordWrong');
    }
    const passwordHash = await hash(body.password);
    await this.db.transaction().execute(async (trx) => {
      await updateUser(trx, user.id, { password_hash: passwordHash, updated_at: now });
      await this.ctx.sessions.revokeAllOf(user.id, { now, keepSessionId: auth.sessionId, db: trx });
    });
  }

  /** Resetting a forgotten password signs out every device: whoever knew the old one is out. */
  async resetPassword(body: ResetPasswordBody, ip: string, now = Date.now()): Promise<void> {
    const account = normaliseAccount(body.account);
    const attempt = {
      target: account,
      purpose: 'forget' as const,
      code: body.code,
      ip,
      captcha: body.captcha,
    };
    const admitted = await this.codeGuard.admit(attempt, now);
    const passwordHash = await hash(body.password);
    const isReset = await this.codeGuard.spend(
      admitted,
      async (trx) => {
        const user = await findUserByAccount(trx, account);
        if (!user) return undefined;
        await updateUser(trx, user.id, { password_hash: passwordHash, updated_at: now });
        await this.ctx.sessions.revokeAllOf(user.id, { now, db: trx });
        return true;
      },
      now,
    );
    if (!isReset) throw codeInvalid();
    await this.brake.clear(accountKey(account));
  }

  async logout(auth: RequestUser, now = Date.now()): Promise<void> {
    await this.ctx.sessions.revoke(auth.sessionId, now);
  }

  async getUser(auth: Pick<RequestUser, 'id' | 'token'>, lang: Language, now = Date.now()): Promise<User> {
    const row = await findUserWithBalance(this.db, auth.id);
    // A session whose user is gone is no session at all.
    if (!row) throw AppError.notLoggedIn();
    return toUserView(row, {
      token: auth.token,
      balance: Number(row.balance),
      money: Number(row.money),
      lang,
      now,
      operator: can({ id: row.id, role: toRole(row.role) }, 'import', 'catalog'),
    });
  }

  async updateProfile(auth: RequestUser, body: UpdateProfileBody, now = Date.now()): Promise<void> {
    const patch: UserUpdate = { updated_at: now };
    if (body.nickname !== undefined) patch.nickname = body.nickname;
    if (body.sex !== undefined) patch.sex = body.sex;
    if (body.birthday !== undefined) patch.birthday = body.birthday;
    if (body.language !== undefined) patch.language = body.language;
    await updateUser(this.db, auth.id, patch);
  }

  /**
   * Keeps the new avatar, then points the user at it. A failed database write removes the new
   * file again, and the previous file goes only once nothing points at it any more.
   */
  async replaceAvatar(auth: RequestUser, webp: Buffer, now = Date.now()): Promise<void> {
    const url = newAvatarUrl();
    const key = avatarFileKey(url)!;
    await this.ctx.files.put(key, webp);
    let previous: string;
    try {
      previous = (await this.getUserRow(auth.id)).avatar;
      await updateUser(this.db, auth.id, { avatar: url, updated_at: now });
    } catch (error) {
      await this.ctx.files.delete(key);
      throw error;
    }
    const previousKey = avatarFileKey(previous);
    if (previousKey) await this.ctx.files.delete(previousKey);
  }

  private async getUserRow(userId: number) {
    const row = await findUserById(this.db, userId);
    // A session whose user is gone is no session at all.
    if (!row) throw AppError.notLoggedIn();
    return row;
  }
}
