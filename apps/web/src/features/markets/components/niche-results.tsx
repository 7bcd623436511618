import { MARKET_METRICS, type MarketMetric, type Niche } from '@asinasin/contract';
import { Flex, Input, Select, Table, Typography, type TableColumnType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CatalogEmpty, useFormatters } from '../../../components/catalog-values';
import { QueryResult } from '../../../components/query-result';
import { MARKETPLACES } from '@asinasin/contract';

import { useIsNarrow } from '../../../lib/use-media-query';
import { useNiches } from '../api/markets-api';
import { type RankingState } from '../model/ranking-url';
import { marketDetailPath } from '../../../lib/research-links';
import { figureCell, useShare } from './figure-cells';
import { Loading } from './loading';

/** Sorts nulls last whichever the direction (antd flips the comparator for descending). */
const compareBy = (metric: MarketMetric) => (a: Niche, b: Niche) =>
  (a[metric] ?? -Infinity) - (b[metric] ?? -Infinity);

/** The keyword tab: a keyword box (Enter searches) and its niches with the ranking figures. */
export function NicheResults({
  state,
  onChange,
}: {
  state: RankingState;
  onChange: (next: Partial<RankingState>) => void;
}) {
  const { t } = useTranslation('markets');
  const format = useFormatters();
  const share = useShare();
  const isNarrow = useIsNarrow();
  const [text, setText] = useState(state.keyword ?? '');
  useEffect(() => setText(state.keyword ?? ''), [state.keyword]);
  const result = useNiches(state.keyword ? { keyword: state.keyword, marketplace: state.marketplace } : null);

  const columns: (TableColumnType<Niche> & { key: string })[] = [
    {
      key: 'keyword',
      title: t('markets.columns.keyword'),
      fixed: isNarrow ? undefined : 'left',
      render: (_, niche) => (
        <Flex vertical gap={2}>
          <Link to={marketDetailPath(state.marketplace, { keyword: niche.keyword })}>{niche.keyword}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {niche.source === 'keyword'
              ? t('markets.sourceKeyword')
              : niche.searchFrequencyRank === null
                ? t('markets.sourceTermNoRank')
                : t('markets.sourceTerm', { rank: format.number(niche.searchFrequencyRank) })}
          </Typography.Text>
        </Flex>
      ),
    },
    ...MARKET_METRICS.map((metric) => ({
      key: metric,
      title: t(`markets.metrics.${metric}`),
      align: 'right' as const,
      sorter: compareBy(metric),
      sortDirections: ['descend' as const, 'ascend' as const],
      render: (_: unknown, niche: Niche) => figureCell(metric, niche, t, format, share),
    })),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="end">
        <Select
          aria-label={t('markets.marketplace')}
          value={state.marketplace}
          style={{ width: 96 }}
          onChange={(marketplace) => onChange({ marketplace })}
          options={MARKETPLACES.map((m) => ({ value: m.code, label: m.code }))}
        />
        <Input.Search
          aria-label={t('markets.keywordLabel')}
          placeholder={t('markets.keywordPlaceholder')}
          enterButton={t('markets.search')}
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
          onSearch={(value) => onChange({ keyword: value.trim() || undefined })}
          style={{ maxWidth: 480, flex: '1 1 240px' }}
        />
      </Flex>
      <Typography.Text type="secondary">{t('markets.keywordHint')}</Typography.Text>
      {!state.keyword ? (
        <Typography.Text>{t('markets.enterKeyword')}</Typography.Text>
      ) : (
        <QueryResult
          result={result}
          errorTitle={t('markets.loadFailed')}
          loading={<Loading />}
          isEmpty={(data) => data.niches.every((n) => n.products === 0)}
          empty={<CatalogEmpty need="matches" />}
        >
          {(data) => (
            <>
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="niche-basis">
                {data.searchTermsPeriod
                  ? t('markets.termsPeriod', data.searchTermsPeriod)
                  : t('markets.noSearchTerms')}
              </Typography.Text>
              <Table<Niche>
                rowKey="keyword"
                columns={columns}
                dataSource={data.niches}
                size="middle"
                scroll={{ x: 'max-content' }}
                pagination={false}
                data-testid="niche-table"
              />
            </>
          )}
        </QueryResult>
      )}
    </Flex>
  );
}
