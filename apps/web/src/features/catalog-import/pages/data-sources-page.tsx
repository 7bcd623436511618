import type { CatalogSources } from '@asinasin/contract';
import { Alert, Card, Empty, Flex, Skeleton, Table, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useCatalogSources } from '../api/get-sources';
import { AmazonAccountSection } from '../components/amazon-account-section';
import { ImportSection } from '../components/import-section';
import { SalesModelCard } from './sales-model-card';

type Shipped = CatalogSources['shipped'][number];
type Imported = CatalogSources['imports'][number];

/** The sources of every number in the catalog, with their licences and what this site took from each. */
export function DataSourcesPage() {
  const { t } = useTranslation('catalog-import');
  const { data, isPending, isError } = useCatalogSources();
  const { hash } = useLocation();
  // A link to a section (#sales-model from an estimate's tooltip, #import from an empty research
  // screen) lands on it once the tables above it are drawn (or failed to load).
  useEffect(() => {
    if (!isPending && hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [isPending, hash]);
  const count = (n: number) => n.toLocaleString();
  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={2}>{t('dataSources.title')}</Typography.Title>
        <Typography.Paragraph type="secondary" style={{ maxWidth: 860 }}>
          {t('dataSources.intro')}
        </Typography.Paragraph>
      </div>
      {isError && <Alert type="error" showIcon title={t('dataSources.loadFailed')} />}
      <Card title={t('dataSources.shipped')}>
        {isPending ? (
          <Skeleton active />
        ) : (
          <Table<Shipped>
            rowKey="id"
            pagination={false}
            scroll={{ x: 900 }}
            dataSource={data?.shipped ?? []}
            columns={[
              { title: t('dataSources.name'), dataIndex: 'name', width: 220 },
              { title: t('dataSources.marketplace'), dataIndex: 'marketplace', width: 90 },
              { title: t('dataSources.collected'), dataIndex: 'collected', width: 110 },
              { title: t('dataSources.licence'), dataIndex: 'licence', width: 180 },
              { title: t('dataSources.credit'), dataIndex: 'credit' },
              {
                title: t('dataSources.files'),
                key: 'files',
                width: 280,
                render: (_, source) => (
                  <Flex vertical gap={4}>
                    {source.files.map((file) => (
                      <Typography.Text key={file.path} type="secondary">
                        <Typography.Text code>{file.path}</Typography.Text>{' '}
                        {file.accepted === null || !file.importedAt
                          ? t('dataSources.notImported')
                          : t('dataSources.rows', {
                              rows: count(file.accepted),
                              date: formatDate(file.importedAt),
                            })}
                      </Typography.Text>
                    ))}
                  </Flex>
                ),
              },
            ]}
          />
        )}
      </Card>
      <Card title={t('dataSources.imports')}>
        {isPending ? (
          <Skeleton active />
        ) : data && data.imports.length > 0 ? (
          <Table<Imported>
            rowKey="runId"
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            scroll={{ x: 720 }}
            dataSource={data.imports}
            columns={[
              { title: t('dataSources.file'), dataIndex: 'file' },
              { title: t('dataSources.kind'), dataIndex: 'kind', width: 120 },
              { title: t('dataSources.format'), dataIndex: 'format', width: 180 },
              {
                title: t('dataSources.accepted'),
                dataIndex: 'accepted',
                width: 110,
                align: 'right',
                render: count,
              },
              {
                title: t('dataSources.rejected'),
                dataIndex: 'rejected',
                width: 110,
                align: 'right',
                render: count,
              },
              {
                title: t('dataSources.importedAt'),
                dataIndex: 'importedAt',
                width: 170,
                render: (at: string | null) => formatDate(at) ?? '—',
              },
            ]}
          />
        ) : (
          <Empty description={t('dataSources.noImports')} />
        )}
      </Card>
      <ImportSection />
      <AmazonAccountSection />
      {data && <SalesModelCard model={data.salesModel} />}
    </Flex>
  );
}
