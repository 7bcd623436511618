import { isPublicPath } from '@asinasin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { authToken } from '../lib/auth-token';
import { clearSession, useAuthToken } from '../lib/session';
import type { RouteHandle } from '../lib/routing/route-handle';

export type GuardDecision = { kind: 'allow' } | { kind: 'mismatch' } | { kind: 'login'; to: string };

export interface GuardInput {
  pathname: string;
  search: string;
  token: string;
  cookieToken: string;
  /** a route that only redirects: the guard judges where it lands instead */
  isRedirect?: boolean;
}

const LOGIN_NOTICE_KEY = 'route-guard-login';

export function loginPathFor(pathname: string, search: string): string {
  return `/user/login?redirect=${encodeURIComponent(pathname + search)}`;
}

/**
 * SPEC §5: every path but the public ones needs login. A cookie token that differs from the stored
 * token means the session ended elsewhere (another tab, cleared cookies): log out first.
 */
export function decideRoute({ pathname, search, token, cookieToken, isRedirect }: GuardInput): GuardDecision {
  if (token !== cookieToken) return { kind: 'mismatch' };
  if (isRedirect || isPublicPath(pathname) || token) return { kind: 'allow' };
  return { kind: 'login', to: loginPathFor(pathname, search) };
}

export function RouteGuard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const location = useLocation();
  const matches = useMatches();
  const token = useAuthToken();
  const leaf = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const decision = decideRoute({
    pathname: location.pathname,
    search: location.search,
    token,
    cookieToken: authToken.getCookie(),
    isRedirect: leaf?.isRedirect === true,
  });

  // The mismatch already said '您还未登录'; the redirect to login that follows says nothing more.
  const hasSaidNotLoggedIn = useRef(false);

  useEffect(() => {
    if (decision.kind !== 'mismatch') return;
    // Re-read: a second run (StrictMode, quick navigation) must not log out or warn twice.
    if (authToken.get() === authToken.getCookie()) return;
    hasSaidNotLoggedIn.current = true;
    clearSession(queryClient);
    void message.warning(t('auth.notLoggedIn'));
  }, [decision.kind, queryClient, message, t, location.key]);

  useEffect(() => {
    if (decision.kind === 'allow') hasSaidNotLoggedIn.current = false;
    if (decision.kind !== 'login' || hasSaidNotLoggedIn.current) return;
    // SPEC §8 'please log in first': a visitor learns why the page they asked for became login.
    // The key keeps a second run (StrictMode) to one notice.
    void message.open({ key: LOGIN_NOTICE_KEY, type: 'warning', content: t('auth.pleaseLogin') });
  }, [decision.kind, message, t, location.key]);

  if (decision.kind === 'mismatch') return null;
  if (decision.kind === 'login') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
