import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown when a page module fails to load (e.g. a new deployment replaced its chunk). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('common.loadFailed')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </Button>
      }
    />
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
