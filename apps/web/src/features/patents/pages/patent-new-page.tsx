import { Alert, Empty, Flex, Pagination, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { QueryResult } from '../../../components/query-result';
import { useNewestPatents } from '../api/patents-api';
import { PatentCard } from '../components/patent-card';
import { useLocarnoOptions } from '../model/locarno-options';

const SIZE = 20;

function stateOf(params: URLSearchParams) {
  const locLarge = params.get('locLarge') ?? '';
  const page = Number(params.get('page'));
  return {
    locLarge: /^\d{2}$/.test(locLarge) ? locLarge : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 100 ? page : 1,
  };
}

/** /patent-new (SPEC §2): the newest design patents, of one Locarno class or all, paged with the total. */
export function PatentNewPage() {
  const { t } = useTranslation('patents');
  const [params, setParams] = useSearchParams();
  const state = stateOf(params);
  const { totals, options } = useLocarnoOptions();
  const result = useNewestPatents({ ...state, size: SIZE });
  const go = (next: { locLarge?: string; page: number }) => {
    const search = new URLSearchParams();
    if (next.locLarge) search.set('locLarge', next.locLarge);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  return (
    <Flex vertical gap={16} style={{ maxWidth: 1000, width: '100%', margin: '0 auto' }}>
      <PageHeader
        title={t('patents.newest.title')}
        intro={t('patents.newest.intro')}
        links={<Link to="/patent">{t('patents.title')}</Link>}
      />
      {totals.data?.total === 0 && (
        <Alert type="info" showIcon title={t('patents.noneImported')} data-testid="patent-none-imported" />
      )}
      <Flex gap={12} wrap align="center">
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          aria-label={t('patents.newest.class')}
          placeholder={t('patents.anyClass')}
          value={state.locLarge}
          options={options}
          onChange={(locLarge?: string) => go({ locLarge, page: 1 })}
          style={{ flex: '1 1 240px', maxWidth: 480 }}
          data-testid="patent-new-class"
        />
        {totals.data?.newest && (
          <Typography.Text type="secondary">
            {t('patents.newest.newestDate', { date: totals.data.newest })}
          </Typography.Text>
        )}
      </Flex>
      <QueryResult
        result={result}
        errorTitle={t('patents.loadFailed')}
        loading={<Skeleton active paragraph={{ rows: 6 }} />}
      >
        {(data) =>
          data.total === 0 ? (
            totals.data?.total === 0 ? null : (
              <Empty description={t('patents.newest.empty')} data-testid="patent-new-empty" />
            )
          ) : (
            <Flex vertical gap={8} data-testid="patent-new-list">
              <Typography.Text strong data-testid="patent-new-total">
                {t('patents.newest.total', { total: data.total })}
              </Typography.Text>
              {data.row.map((patent) => (
                <PatentCard key={patent.patentNumber} patent={patent} />
              ))}
              <Pagination
                align="end"
                size="small"
                current={state.page}
                pageSize={SIZE}
                total={Math.min(data.total, 100 * SIZE)}
                showSizeChanger={false}
                onChange={(page) => go({ ...state, page })}
              />
            </Flex>
          )
        }
      </QueryResult>
    </Flex>
  );
}
