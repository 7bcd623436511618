import type { OwnFunnelRow } from '@asinasin/contract';
import { Card, Empty, Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../components/catalog-values';
import { QueryResult } from '../../../components/query-result';
import { useOwnFunnel } from '../api/keywords-api';
import { periodText, ShareCell } from './shared-cells';

type Stage = 'impressions' | 'clicks' | 'cartAdds' | 'purchases';
const STAGES: Stage[] = ['impressions', 'clicks', 'cartAdds', 'purchases'];

/** One funnel stage: the ASIN's count of all ASINs' count, and its share. */
function StageCell({ row, stage }: { row: OwnFunnelRow; stage: Stage }) {
  const format = useFormatters();
  const { total, asin, share } = row[stage];
  const count = (n: number | null) => (n === null ? '—' : format.number(n));
  return (
    <Flex vertical>
      <span>
        {count(asin)} / {count(total)}
      </span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <ShareCell value={share} />
      </Typography.Text>
    </Flex>
  );
}

/**
 * The seller's own search funnel of one of their ASINs (Amazon's Search Query Performance, pulled
 * through their own connection and seen by them alone, decisions/0044): impressions, clicks, cart
 * adds and purchases of each search query, the ASIN's beside every ASIN's.
 */
export function OwnFunnel({ asin, marketplace }: { asin: string; marketplace: string }) {
  const { t } = useTranslation('keywords');
  const format = useFormatters();
  const result = useOwnFunnel({ asin, marketplace });
  const columns: ColumnsType<OwnFunnelRow> = [
    { title: t('keywords.funnel.query'), dataIndex: 'searchQuery', fixed: 'left', width: 180 },
    {
      title: t('keywords.funnel.volume'),
      dataIndex: 'volume',
      width: 100,
      render: (v: number | null) => (v === null ? '—' : format.number(v)),
    },
    ...STAGES.map((stage) => ({
      key: stage,
      title: t(`keywords.funnel.${stage}`),
      width: 140,
      render: (_: unknown, row: OwnFunnelRow) => <StageCell row={row} stage={stage} />,
    })),
  ];
  return (
    <Card size="small" title={t('keywords.funnel.title', { asin })} data-testid="own-funnel">
      <QueryResult result={result} errorTitle={t('keywords.loadFailed')}>
        {(data) =>
          data.period === null ? (
            <Empty
              data-testid="own-funnel-empty"
              description={
                <>
                  <Typography.Text strong>{t('keywords.funnel.empty')}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{t('keywords.funnel.how')}</Typography.Text>
                  <br />
                  <Link to="/data#amazon-account">{t('keywords.funnel.connect')}</Link>
                </>
              }
            />
          ) : (
            <Flex vertical gap={8}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="own-funnel-source">
                {t('keywords.funnel.source', {
                  period: periodText(data.period),
                  total: format.number(data.total),
                  shown: format.number(data.rows.length),
                })}
              </Typography.Text>
              <Table<OwnFunnelRow>
                rowKey="searchQuery"
                size="small"
                columns={columns}
                dataSource={data.rows}
                pagination={false}
                scroll={{ x: 880 }}
              />
            </Flex>
          )
        }
      </QueryResult>
    </Card>
  );
}
