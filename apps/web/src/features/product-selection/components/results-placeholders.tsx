import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** SPEC §8 'please log in first', with the way back to this very search after logging in. */
export function LoginPrompt() {
  const { t } = useTranslation('product-selection');
  const { pathname, search } = useLocation();
  const to = `/user/login?redirect=${encodeURIComponent(pathname + search)}`;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      message={t('auth.pleaseLogin')}
      description={
        <Flex gap={8} wrap align="center">
          <span>{t('productSelection.login.body')}</span>
          <Link to={to}>{t('productSelection.login.action')}</Link>
        </Flex>
      }
    />
  );
}
