import type { User } from '@asinasin/contract';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useStartSession } from '../../../lib/session';
import { safeRedirect } from './form-rules';

/** After login or registration: store the session, greet, and go where the guard sent us from. */
export function useFinishLogin(successKey: 'auth.loginSuccess' | 'auth.registerSuccess') {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const startSession = useStartSession();
  return useCallback(
    (user: User) => {
      startSession(user);
      void message.success(t(successKey));
      void navigate(safeRedirect(search), { replace: true });
    },
    [startSession, message, t, successKey, navigate, search],
  );
}
