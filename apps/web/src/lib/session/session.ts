import { USER_INFO_DEBOUNCE_MS, type Language, type User } from '@asinasin/contract';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { changeLanguage, hasStoredLanguage } from '../../i18n';
import { authToken } from '../auth-token';
import { debounce } from '../debounce';
import { defineCall, lazyEndpoint } from '../define-call';
import { toSessionUser, type SessionUser } from './session-user';

export const USER_INFO_KEY = ['account', 'info'] as const;

const endpoints = () => import('../shell-endpoints').then((m) => m.accountEndpoints);
const getInfo = defineCall(
  lazyEndpoint({ method: 'GET', path: '/api/account/info' }, () => endpoints().then((e) => e.info)),
);
const logout = defineCall(
  lazyEndpoint({ method: 'GET', path: '/api/account/logout' }, () => endpoints().then((e) => e.logout)),
);
const updateProfile = defineCall(
  lazyEndpoint({ method: 'POST', path: '/api/account/update' }, () =>
    endpoints().then((e) => e.updateProfile),
  ),
);

/** Saves the language to the profile (the top bar's switch); answers with the user. */
export function saveProfileLanguage(language: Language): Promise<User> {
  return updateProfile({ language }).then((data) => data.user);
}

export function userInfoQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...USER_INFO_KEY, token],
    queryFn: ({ signal }) => getInfo({ signal }).then((d) => d.user),
    enabled: token !== '',
    staleTime: USER_INFO_DEBOUNCE_MS,
    retry: false,
  });
}

export function useAuthToken(): string {
  return useSyncExternalStore(authToken.subscribe, authToken.get, authToken.get);
}

export interface Session {
  token: string;
  isLogin: boolean;
  user: SessionUser;
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => void;
}

export function useSession(): Session {
  const token = useAuthToken();
  const query = useQuery(userInfoQueryOptions(token));
  const { refetch } = query;
  const user = useMemo(() => toSessionUser(query.data, token), [query.data, token]);
  return {
    token,
    isLogin: token !== '',
    user,
    isLoading: query.isLoading,
    isError: query.isError,
    error: query.error,
    refetch: useCallback(() => void refetch(), [refetch]),
  };
}

/** Forgets the session on this device: user state back to the defaults of SPEC §3. */
export function clearSession(queryClient: QueryClient): void {
  authToken.clear();
  queryClient.removeQueries({ queryKey: USER_INFO_KEY });
}

/** Stores the session a login or registration returned. */
export function useStartSession(): (user: User) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (user: User) => {
      queryClient.setQueryData(userInfoQueryOptions(user.token).queryKey, user);
      authToken.set(user.token);
      // Everything else on screen was fetched as a visitor (the footer's user count, too).
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== USER_INFO_KEY[0] });
      // A fresh device adopts the profile's language; an explicit choice on this device wins.
      if (!hasStoredLanguage()) void changeLanguage(user.language);
    },
    [queryClient],
  );
}

/** Replaces the cached user after a profile change. */
export function useSetSessionUser(): (user: User) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (user: User) => queryClient.setQueryData(userInfoQueryOptions(authToken.get()).queryKey, user),
    [queryClient],
  );
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } catch {
        // Logged out locally even when the server cannot be reached or the session already ended.
      }
      clearSession(queryClient);
    },
  });
}

/** Re-reads the user (power balance, membership) at most once per USER_INFO_DEBOUNCE_MS burst. */
export function useRefreshUser(): () => void {
  const queryClient = useQueryClient();
  const refresh = useMemo(
    () =>
      debounce(() => void queryClient.invalidateQueries({ queryKey: USER_INFO_KEY }), USER_INFO_DEBOUNCE_MS),
    [queryClient],
  );
  useEffect(() => () => refresh.cancel(), [refresh]);
  return refresh;
}
