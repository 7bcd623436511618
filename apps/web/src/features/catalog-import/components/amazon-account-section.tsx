import type { AmazonConnection } from '@asinasin/contract';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Popconfirm,
  Progress,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import {
  useAmazonConnections,
  useDeleteConnection,
  useSyncConnection,
  useTestConnection,
} from '../api/amazon-connections';
import { AmazonConnectionForm } from './amazon-connection-form';
import { SalesSeries } from './sales-series';

const when = (ms: number | null) => (ms === null ? null : new Date(ms).toLocaleString());

function ConnectionCard({ connection }: { connection: AmazonConnection }) {
  const { t } = useTranslation('catalog-import');
  const test = useTestConnection();
  const sync = useSyncConnection();
  const remove = useDeleteConnection();
  const progress = connection.syncProgress as { done?: number; total?: number } | null;
  const failure = (test.error ?? sync.error) as Error | null;
  return (
    <Card size="small" title={connection.name} data-testid="amazon-connection">
      <Flex vertical gap={12}>
        <Descriptions size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('amazon.form.region')}>
            {t(`amazon.region.${connection.region}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('amazon.form.marketplaces')}>
            {connection.marketplaces.join(', ')}
          </Descriptions.Item>
          <Descriptions.Item label={t('amazon.form.clientId')}>{connection.clientId}</Descriptions.Item>
          <Descriptions.Item label={t('amazon.form.clientSecret')}>
            {connection.clientSecret}
          </Descriptions.Item>
          <Descriptions.Item label={t('amazon.form.refreshToken')}>
            {connection.refreshToken}
          </Descriptions.Item>
          <Descriptions.Item label={t('amazon.feeds')}>
            {connection.feedsSharedCatalog ? t('amazon.feedsShared') : t('amazon.feedsOwn')}
          </Descriptions.Item>
          <Descriptions.Item label={t('amazon.lastSuccess')}>
            <span data-testid="amazon-last-success">
              {when(connection.lastSuccessAt) ?? t('amazon.never')}
            </span>
          </Descriptions.Item>
          {connection.salesSeries && (
            <Descriptions.Item label={t('amazon.salesSeries.label')}>
              <SalesSeries series={connection.salesSeries} />
            </Descriptions.Item>
          )}
        </Descriptions>
        {connection.testProblem ? (
          <Alert
            type="warning"
            showIcon
            title={t('amazon.testFailed')}
            description={connection.testProblem}
          />
        ) : (
          connection.testedAt !== null && (
            <Tag color="success">{t('amazon.testPassed', { at: when(connection.testedAt) })}</Tag>
          )
        )}
        {connection.lastError && (
          <Alert
            type="error"
            showIcon
            data-testid="amazon-last-error"
            title={t('amazon.lastError', { at: when(connection.lastErrorAt) })}
            description={connection.lastError}
          />
        )}
        {/* a report the app may not read (its role): which one, and what still syncs */}
        {connection.syncNotice && (
          <Alert
            type="warning"
            showIcon
            data-testid="amazon-sync-notice"
            title={t('amazon.syncNotice')}
            description={connection.syncNotice}
          />
        )}
        {connection.syncing && (
          <div data-testid="amazon-syncing">
            <Typography.Text>{t('amazon.syncing')}</Typography.Text>
            <Progress
              percent={progress?.total ? Math.round((100 * (progress.done ?? 0)) / progress.total) : 0}
            />
          </div>
        )}
        {failure && <Alert type="error" showIcon title={failure.message} />}
        <Flex gap={8} wrap>
          <Button
            onClick={() => test.mutate(connection.id)}
            loading={test.isPending}
            data-testid="amazon-test"
          >
            {t('amazon.test')}
          </Button>
          <Button
            type="primary"
            onClick={() => sync.mutate(connection.id)}
            loading={sync.isPending}
            disabled={connection.syncing}
            data-testid="amazon-sync"
          >
            {t('amazon.syncNow')}
          </Button>
          <Popconfirm title={t('amazon.removeConfirm')} onConfirm={() => remove.mutate(connection.id)}>
            <Button danger>{t('amazon.remove')}</Button>
          </Popconfirm>
        </Flex>
      </Flex>
    </Card>
  );
}

/**
 * /data#amazon-account: a signed-in seller connects their own Amazon account (decisions/0035) and
 * sees each connection's test, sync progress, last success and last error; credentials only masked.
 */
export function AmazonAccountSection() {
  const { t } = useTranslation('catalog-import');
  const { isLogin } = useSession();
  const connections = useAmazonConnections(isLogin);
  const [isAdding, setAdding] = useState(false);
  const rows = connections.data ?? [];
  return (
    <Card title={t('amazon.title')} id="amazon-account">
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ maxWidth: 860, marginBottom: 0 }}>
          {t('amazon.intro')}
        </Typography.Paragraph>
        {!isLogin ? (
          <Alert type="info" showIcon title={t('amazon.signIn')} />
        ) : connections.isPending ? (
          <Skeleton active />
        ) : connections.isError ? (
          <Alert type="error" showIcon title={(connections.error as Error).message} />
        ) : (
          <>
            {rows.length === 0 && !isAdding && <Empty description={t('amazon.none')} />}
            {rows.map((connection) => (
              <ConnectionCard key={connection.id} connection={connection} />
            ))}
            {isAdding ? (
              <AmazonConnectionForm onDone={() => setAdding(false)} />
            ) : (
              <div>
                <Button onClick={() => setAdding(true)} data-testid="amazon-add">
                  {t('amazon.add')}
                </Button>
              </div>
            )}
          </>
        )}
      </Flex>
    </Card>
  );
}
