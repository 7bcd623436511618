import { z } from 'zod';
import { LANGUAGES, LIMITS } from './constants.js';
import { envelopeOf } from './envelope.js';

/** Mainland China mobile numbers, or any international number written with a leading +. */
export const PHONE_PATTERN = /^(1[3-9]\d{9}|\+[1-9]\d{6,14})$/;

/** A seller signs up with a phone number or an email address; each has its own unique column. */
export type AccountKind = 'phone' | 'email';

export function accountKind(account: string): AccountKind {
  return account.includes('@') ? 'email' : 'phone';
}

/** Emails compare case-insensitively; phone numbers are kept as typed (the schema allows no spaces). */
export function normaliseAccount(account: string): string {
  const trimmed = account.trim();
  return accountKind(trimmed) === 'email' ? trimmed.toLowerCase() : trimmed;
}

/** A phone number or an email address: the one identifier a seller registers with. */
export const accountSchema = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .refine((v) => PHONE_PATTERN.test(v) || z.email().safeParse(v).success, { message: 'auth.accountInvalid' });

/** Messages that are server i18n keys are shown to the seller as they are, translated. */
export const passwordSchema = z
  .string()
  .min(LIMITS.passwordMin, { message: 'auth.passwordTooShort' })
  .max(LIMITS.passwordMax);
export const codeSchema = z
  .string()
  .max(LIMITS.verificationCodeLength, { message: 'auth.codeFormat', abort: true })
  .regex(/^\d{6}$/, { message: 'auth.codeFormat' });
/** altcha payload: base64 of the solved challenge. */
export const captchaSchema = z.string().min(1).max(4096);

/** C0 and C1 control characters, DEL included. Tab and newline too: a nickname is one line. */
const CONTROL_CHARACTER = /\p{Cc}/u;
/** Embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069): they make text lie about its order. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/** Half of a UTF-16 pair without its other half: not text at all. (With /u a pair is one code point.) */
const LONE_SURROGATE = /\p{Cs}/u;
/**
 * What renders as nothing: spaces, format characters (zero-width space, joiners, BOM…), Hangul
 * and Braille fillers, variation selectors.
 */
const INVISIBLE = /[\s\p{Cf}\u115F\u1160\u2800\u3164\uFFA0]|\p{Variation_Selector}/gu;

/** A nickname others will see: one trimmed line of visible text that cannot disguise itself. */
export const nicknameSchema = z
  .string()
  .trim()
  .min(1, { message: 'account.nicknameBlank' })
  .max(LIMITS.nickname, { message: 'account.nicknameTooLong' })
  .refine((v) => !CONTROL_CHARACTER.test(v), { message: 'account.nicknameControl' })
  .refine((v) => !BIDI_CONTROL.test(v), { message: 'account.nicknameBidi' })
  .refine((v) => !LONE_SURROGATE.test(v), { message: 'account.nicknameBroken' })
  .refine((v) => v.replace(INVISIBLE, '').length > 0, { message: 'account.nicknameInvisible' });

export const CODE_PURPOSES = ['register', 'login', 'forget'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** SPEC §7 names the target field `phone`; `account` (phone or email) is accepted too. */
export const getCodeBody = z.preprocess(
  (raw) =>
    raw && typeof raw === 'object' && !('account' in raw) && 'phone' in raw
      ? { ...raw, account: (raw as { phone: unknown }).phone }
      : raw,
  z.object({ account: accountSchema, type: z.enum(CODE_PURPOSES), captcha: captchaSchema }),
);
export type GetCodeBody = z.infer<typeof getCodeBody>;
export const getCodeResponse = envelopeOf(z.object({ resendAfterSeconds: z.number().int() }));

export const registerBody = z.object({
  account: accountSchema,
  code: codeSchema,
  password: passwordSchema,
  nickname: nicknameSchema.optional(),
  captcha: captchaSchema,
  /** device fingerprint, AES-encrypted and base64 encoded (SPEC §3, §7) */
  re: z.string().max(2048).optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

/**
 * Password login, or quick login with a code sent by getCode (type login). A code needs a robot
 * check only once a wrong code was tried for the account or from the address (CAPTCHA_REQUIRED).
 */
export const loginBody = z.union([
  z.object({ account: accountSchema, password: passwordSchema, captcha: captchaSchema }),
  z.object({ account: accountSchema, code: codeSchema, captcha: captchaSchema.optional() }),
]);
export type LoginBody = z.infer<typeof loginBody>;

/** Change with the old password when logged in, or reset with a code (type forget; robot check as for login). */
export const updatePasswordBody = z.union([
  z.object({ oldPassword: z.string().min(1).max(LIMITS.passwordMax), password: passwordSchema }),
  z.object({
    account: accountSchema,
    code: codeSchema,
    password: passwordSchema,
    captcha: captchaSchema.optional(),
  }),
]);
export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>;

export const SEXES = [0, 1, 2] as const; // 0 unknown, 1 male, 2 female

export const updateProfileBody = z
  .object({
    nickname: nicknameSchema,
    sex: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    birthday: z.iso.date().max(10).nullable(),
    language: z.enum(LANGUAGES),
  })
  .partial();
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** The user of SPEC §3 as the server sends it. Dates are ISO strings; power has two decimals. */
export const userSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  token: z.string(),
  level: z.number().int(),
  level_text: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  type: z.number().int(),
  birthday: z.string().nullable(),
  sex: z.number().int(),
  language: z.enum(LANGUAGES),
  mold: z.array(z.number().int()),
  money: z.number(),
  power: z.number(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** the account's role may import into the catalog (operator or admin; decisions/0029) */
  operator: z.boolean().default(false),
});
export type User = z.infer<typeof userSchema>;

export const sessionResponse = envelopeOf(z.object({ user: userSchema }));
export const infoResponse = sessionResponse;

export const getWechatQrBody = z.object({ ticket: z.string().max(256).optional() });
