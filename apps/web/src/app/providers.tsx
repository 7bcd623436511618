import { LoadingOutlined } from '@ant-design/icons';
import { ErrorCode, NOTIFY_MS, type Language } from '@asinasin/contract';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, type ConfigProviderProps } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useMemo, type ReactNode } from 'react';
import { useLanguage } from '../i18n';
import { ApiError } from '../lib/api-client';
import { authToken } from '../lib/auth-token';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../lib/use-media-query';
import { USER_INFO_KEY } from '../lib/session';
import { antdTheme } from '../theme';

type Locale = NonNullable<ConfigProviderProps['locale']>;

const ANTD_LOCALES: Record<Language, Locale> = { 'zh-CN': zhCN, 'en-US': enUS };

const BUTTON_CONFIG: ConfigProviderProps['button'] = {
  autoInsertSpace: false,
  loadingIcon: <LoadingOutlined aria-hidden />,
};

/**
 * No click ripple: antd's wave draws a React root of its own and animates it on every click, and
 * on a slowed laptop it ran in front of the click's answer (docs/speed.md, "Search click → rows").
 */
const WAVE_CONFIG: ConfigProviderProps['wave'] = { disabled: true };

export function createQueryClient(): QueryClient {
  // A 401 from any call means the session is gone on the server: forget it here too.
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.code === ErrorCode.NOT_LOGGED_IN && authToken.get()) {
      authToken.clear();
      queryClient.removeQueries({ queryKey: USER_INFO_KEY });
    }
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (count, error) => !(error instanceof ApiError) && count < 2,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const language = useLanguage();
  // Sellers who ask their system for less motion get no Ant Design animations either.
  const isReducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const theme = useMemo(
    () => (isReducedMotion ? { ...antdTheme, token: { ...antdTheme.token, motion: false } } : antdTheme),
    [isReducedMotion],
  );
  return (
    <QueryClientProvider client={queryClient}>
      {/*
        autoInsertSpace off: antd would render 登录 as "登 录" and break accessible names.
        loadingIcon: antd's default one grows and shrinks with a CSS transition. When loading ends
        while it is still growing (an answer within a frame or two, as a wrong password after the
        robot check), the transition never ends and the icon stays in the button for good, invisible
        but named "loading". A plain icon appears and goes with the loading state.
      */}
      <ConfigProvider theme={theme} locale={ANTD_LOCALES[language]} button={BUTTON_CONFIG} wave={WAVE_CONFIG}>
        <AntApp
          message={{ duration: NOTIFY_MS / 1000, maxCount: 3 }}
          notification={{ duration: NOTIFY_MS / 1000 }}
        >
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
