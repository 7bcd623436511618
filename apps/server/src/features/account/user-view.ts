import { toLanguage, type Language, type User } from '@asinasin/contract';
import type { UserRow } from '../../platform/db/schema.js';
import { translate } from '../../platform/i18n/messages.js';
import { maskTarget } from '../../platform/mail/mask.js';

/** SPEC §3: a seller who never set a nickname is shown as "guest". */
export const DEFAULT_NICKNAME = 'guest';
export const TRIAL_LEVEL = 1;

function isoOrNull(millis: number | null): string | null {
  return millis === null ? null : new Date(millis).toISOString();
}

/**
 * The user as the client sees it (userSchema). A trial past its end date reads as level 0, so
 * the client never needs the clock to decide what the seller may use.
 */
export function toUserView(
  row: UserRow,
  view: { token: string; balance: number; lang: Language; now: number },
): User {
  const isTrialActive = row.level === TRIAL_LEVEL && row.end_time !== null && row.end_time > view.now;
  const level = row.level === TRIAL_LEVEL && !isTrialActive ? 0 : row.level;
  return {
    id: row.id,
    nickname: row.nickname || DEFAULT_NICKNAME,
    avatar: row.avatar,
    token: view.token,
    level,
    level_text: translate(view.lang, isTrialActive ? 'level.trial' : 'level.none'),
    start_time: isoOrNull(row.start_time),
    end_time: isoOrNull(row.end_time),
    type: row.type,
    birthday: row.birthday,
    sex: row.sex,
    language: toLanguage(row.language),
    mold: [],
    money: row.money / 100,
    power: view.balance / 100,
    phone: row.phone === null ? null : maskTarget(row.phone),
    email: row.email === null ? null : maskTarget(row.email),
  };
}
