import { queryOptions, useQuery } from '@tanstack/react-query';
import { Button, Flex, Spin, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n';
import { defineCall, lazyEndpoint } from '../lib/define-call';

export const SITE_STATS_KEY = ['site', 'stats'] as const;

const getSiteStats = defineCall(
  lazyEndpoint({ method: 'GET', path: '/api/site/stats' }, () =>
    import('../lib/shell-endpoints').then((m) => m.siteEndpoints.siteStats),
  ),
);

export const getSiteStatsQueryOptions = () =>
  queryOptions({
    queryKey: SITE_STATS_KEY,
    queryFn: ({ signal }) => getSiteStats({ signal }),
    staleTime: 60_000,
  });

export function useSiteStats() {
  return useQuery(getSiteStatsQueryOptions());
}

const FIELDS = ['products', 'dimensions', 'marketplaces', 'users'] as const;

/** Live counts of this instance (not marketing claims), with loading and error states. */
export function SiteStats({ title, testId = 'site-stats' }: { title?: string; testId?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const stats = useSiteStats();
  const format = new Intl.NumberFormat(language);
  const { token } = theme.useToken();

  return (
    <section data-testid={testId} aria-label={t('stats.title')} aria-busy={stats.isLoading}>
      {title && (
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
      )}
      {stats.isLoading && (
        <Flex align="center" gap={8}>
          <Spin size="small" />
          <Typography.Text type="secondary">{t('stats.loading')}</Typography.Text>
        </Flex>
      )}
      {stats.isError && (
        <Flex align="center" gap={8} wrap>
          <Typography.Text type="danger" role="alert">
            {t('stats.error')}
          </Typography.Text>
          <Button size="small" onClick={() => void stats.refetch()}>
            {t('common.retry')}
          </Button>
        </Flex>
      )}
      {stats.data && (
        // Four figures as a description list: antd's Statistic would bring Skeleton along.
        <Flex component="dl" gap={32} wrap style={{ margin: 0 }}>
          {FIELDS.map((field) => (
            <div key={field}>
              <dt style={{ color: token.colorTextSecondary, fontSize: token.fontSize }}>
                {t(`stats.${field}`)}
              </dt>
              <dd style={{ margin: 0, fontSize: token.fontSizeHeading3, color: token.colorTextHeading }}>
                {format.format(stats.data[field])}
              </dd>
            </div>
          ))}
        </Flex>
      )}
    </section>
  );
}
