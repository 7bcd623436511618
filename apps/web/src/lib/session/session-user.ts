import { DEFAULT_LANGUAGE, toLanguage, type User } from '@asinasin/contract';

/** The session user of SPEC §3: the server's user plus client-side flags. */
export interface SessionUser extends User {
  isLogin: boolean;
  /** device fingerprint string (SPEC §3) */
  re: string;
  needLogout: boolean;
}

/** What logout resets the user to (SPEC §3, §4). */
export const DEFAULT_USER: SessionUser = {
  id: 0,
  nickname: 'guest',
  avatar: '',
  token: '',
  level: 0,
  level_text: '',
  start_time: null,
  end_time: null,
  type: -1,
  isLogin: false,
  birthday: null,
  sex: 0,
  language: DEFAULT_LANGUAGE,
  mold: [],
  re: '',
  needLogout: false,
  money: 0,
  power: 0,
  phone: null,
  email: null,
  operator: false,
};

export function toSessionUser(user: User | null | undefined, token: string): SessionUser {
  if (!user || !token) return DEFAULT_USER;
  return {
    ...DEFAULT_USER,
    ...user,
    token,
    language: toLanguage(user.language),
    isLogin: true,
  };
}
