import { Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FeatureKey } from '../i18n/keys';
import { LinkButton } from './link-button';

/** The page of a route whose feature a later version builds: says so plainly, never fakes data. */
export function NotBuiltYet({ feature }: { feature: FeatureKey }) {
  const { t } = useTranslation();
  const name = t(`features.${feature}`);
  return (
    <Result
      status="info"
      title={<Typography.Title level={3}>{t('notBuilt.title', { feature: name })}</Typography.Title>}
      subTitle={t('notBuilt.body', { feature: name })}
      extra={<LinkButton to="/dashboard">{t('notBuilt.back')}</LinkButton>}
    />
  );
}
