import type { OwnFunnelPeriod, OwnTermFunnelRow } from '@asinasin/contract';
import { Card, Flex, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../components/catalog-values';
import { QueryResult } from '../../../components/query-result';
import { productDetailPath } from '../../../lib/research-links';
import { useOwnTermFunnel } from '../api/keywords-api';
import { FunnelEmpty, FunnelPeriodSwitch, StageCell, STAGES } from './funnel-parts';
import { periodText } from './shared-cells';

/**
 * The seller's own funnel of a mined keyword (Amazon's Search Query Performance of their own ASINs,
 * seen by them alone, decisions/0044): which of their ASINs the query showed, and how many of its
 * clicks, cart adds and purchases each got. The seed is asked first; the select offers the page's
 * terms.
 */
export function OwnTermFunnel({ terms, marketplace }: { terms: string[]; marketplace: string }) {
  const { t } = useTranslation('keywords');
  const format = useFormatters();
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const [period, setPeriod] = useState<OwnFunnelPeriod>('week');
  const searchTerm = picked && terms.includes(picked) ? picked : terms[0]!;
  const result = useOwnTermFunnel({ searchTerm, marketplace, period });
  const columns: ColumnsType<OwnTermFunnelRow> = [
    {
      title: t('keywords.funnel.asin'),
      dataIndex: 'asin',
      fixed: 'left',
      width: 130,
      render: (asin: string) => <Link to={productDetailPath(marketplace, [asin])}>{asin}</Link>,
    },
    ...STAGES.map((stage) => ({
      key: stage,
      title: t(`keywords.funnel.${stage}`),
      width: 140,
      render: (_: unknown, row: OwnTermFunnelRow) => <StageCell row={row} stage={stage} />,
    })),
  ];
  return (
    <Card
      size="small"
      title={t('keywords.funnel.termTitle', { term: searchTerm })}
      data-testid="own-term-funnel"
    >
      <Flex gap={8} wrap style={{ marginBottom: 8 }}>
        <Select
          size="small"
          showSearch
          value={searchTerm}
          onChange={setPicked}
          options={terms.map((value) => ({ value, label: value }))}
          aria-label={t('keywords.funnel.pickTerm')}
          style={{ width: 180 }}
          data-testid="own-term-funnel-term"
        />
        <FunnelPeriodSwitch value={period} onChange={setPeriod} kinds={result.data?.kinds} />
      </Flex>
      <QueryResult result={result} errorTitle={t('keywords.loadFailed')}>
        {(data) =>
          data.period === null ? (
            <FunnelEmpty what={t('keywords.funnel.termEmpty')} kinds={data.kinds} />
          ) : (
            <Flex vertical gap={8}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="own-funnel-source">
                {t('keywords.funnel.termSource', {
                  period: periodText(data.period),
                  total: format.number(data.total),
                  volume: data.rows[0]?.volume === null ? '—' : format.number(data.rows[0]?.volume ?? 0),
                })}
              </Typography.Text>
              <Table<OwnTermFunnelRow>
                rowKey="asin"
                size="small"
                columns={columns}
                dataSource={data.rows}
                pagination={false}
                scroll={{ x: 700 }}
              />
            </Flex>
          )
        }
      </QueryResult>
    </Card>
  );
}
