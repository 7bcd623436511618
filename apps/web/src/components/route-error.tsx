import { WarningFilled } from '@ant-design/icons';
import { Button, Flex, Spin, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Shown when a page module fails to load (e.g. a new deployment replaced its chunk). Part of the
 * entry, so it is plain on purpose: antd's Result would bring its illustrations along.
 */
export function RouteError() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" gap={16} role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <WarningFilled aria-hidden style={{ fontSize: 56, color: token.colorWarning }} />
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('common.loadFailed')}
      </Typography.Title>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </Button>
    </Flex>
  );
}

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Spin aria-label={t('common.loading')} />
    </div>
  );
}
