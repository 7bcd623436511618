import type { OwnFunnelPeriod, OwnFunnelRow } from '@asinasin/contract';
import { Card, Flex, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../components/catalog-values';
import { QueryResult } from '../../../components/query-result';
import { useOwnFunnel } from '../api/keywords-api';
import { FunnelEmpty, FunnelPeriodSwitch, StageCell, STAGES } from './funnel-parts';
import { periodText } from './shared-cells';

/**
 * The seller's own search funnel of one of their ASINs (Amazon's Search Query Performance, pulled
 * through their own connection and seen by them alone, decisions/0044): impressions, clicks, cart
 * adds and purchases of each search query, the ASIN's beside every ASIN's. Several ASINs asked: a
 * select picks whose funnel shows; weekly, monthly or quarterly: the newest report of that period.
 */
export function OwnFunnel({ asins, marketplace }: { asins: string[]; marketplace: string }) {
  const { t } = useTranslation('keywords');
  const format = useFormatters();
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const [period, setPeriod] = useState<OwnFunnelPeriod>('week');
  const asin = picked && asins.includes(picked) ? picked : asins[0]!;
  const result = useOwnFunnel({ asin, marketplace, period });
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
      <Flex gap={8} wrap style={{ marginBottom: 8 }}>
        {asins.length > 1 && (
          <Select
            size="small"
            value={asin}
            onChange={setPicked}
            options={asins.map((value) => ({ value, label: value }))}
            aria-label={t('keywords.funnel.pickAsin')}
            style={{ width: 130 }}
            data-testid="own-funnel-asin"
          />
        )}
        <FunnelPeriodSwitch value={period} onChange={setPeriod} kinds={result.data?.kinds} />
      </Flex>
      <QueryResult result={result} errorTitle={t('keywords.loadFailed')}>
        {(data) =>
          data.period === null ? (
            <FunnelEmpty what={t('keywords.funnel.empty')} kinds={data.kinds} />
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
