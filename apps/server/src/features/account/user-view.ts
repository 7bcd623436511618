import { toLanguage, TRIAL_LEVEL, type Language, type User } from '@asinasin/contract';
import type { UserRow } from '../../platform/db/schema.js';
import { translate } from '../../platform/i18n/messages.js';
import { maskTarget } from '../../platform/mail/mask.js';

/** SPEC §3: a seller who never set a nickname is shown as "guest". */
export const DEFAULT_NICKNAME = 'guest';

function isoOrNull(millis: number | null): string | null {
  return millis === null ? null : new Date(millis).toISOString();
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** A paid level's name in the seller's language, as the plan that granted it named it. */
function paidLevelText(row: UserRow, lang: Language): string {
  const names = parseJson<Partial<Record<Language, string>>>(row.level_names, {});
  return names[lang] || translate(lang, 'billing.memberLevel');
}

/**
 * The user as the client sees it (userSchema). A trial or membership past its end date reads as
 * level 0 with no modules, so the client never needs the clock to decide what the seller may use.
 * Paid levels are above TRIAL_LEVEL (a plan's level); `mold` lists the membership's module ids.
 */
export function toUserView(
  row: UserRow,
  view: { token: string; balance: number; money: number; lang: Language; now: number; operator: boolean },
): User {
  const isActive = row.level > 0 && row.end_time !== null && row.end_time > view.now;
  const isTrialActive = isActive && row.level === TRIAL_LEVEL;
  const isPaidActive = isActive && row.level > TRIAL_LEVEL;
  const level = isActive ? row.level : 0;
  const levelText = isPaidActive
    ? paidLevelText(row, view.lang)
    : translate(view.lang, isTrialActive ? 'level.trial' : 'level.none');
  const mold = isPaidActive ? parseJson<number[]>(row.modules, []).filter(Number.isInteger) : [];
  return {
    id: row.id,
    nickname: row.nickname || DEFAULT_NICKNAME,
    avatar: row.avatar,
    token: view.token,
    level,
    level_text: levelText,
    start_time: isoOrNull(row.start_time),
    end_time: isoOrNull(row.end_time),
    type: row.type,
    birthday: row.birthday,
    sex: row.sex,
    language: toLanguage(row.language),
    mold,
    money: view.money / 100,
    power: view.balance / 100,
    phone: row.phone === null ? null : maskTarget(row.phone),
    email: row.email === null ? null : maskTarget(row.email),
    operator: view.operator,
  };
}
