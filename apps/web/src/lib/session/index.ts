export {
  USER_INFO_KEY,
  clearSession,
  saveProfileLanguage,
  useAuthToken,
  useLogout,
  useRefreshUser,
  useSession,
  useSetSessionUser,
  useStartSession,
  userInfoQueryOptions,
  type Session,
} from './session';
export { DEFAULT_USER, toSessionUser, type SessionUser } from './session-user';
