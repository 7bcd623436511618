import {
  MARKET_METRICS,
  type CategoryMarket,
  type MarketMetric,
  type MarketRanking,
} from '@asinasin/contract';
import { Button, Flex, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../components/catalog-values';
import { rememberText } from '../../../i18n/remembered-text';
import {
  ServerTable,
  TableLink,
  useTotalText,
  type TableChange,
  type ServerColumn,
} from '../../../components/server-table';
import { useIsNarrow } from '../../../lib/use-media-query';
import type { RankingState } from '../model/ranking-url';
import { marketDetailPath } from '../../../lib/research-links';
import { figureCell, useShare } from './figure-cells';

export interface RankingTableProps {
  rows: CategoryMarket[];
  total: number;
  state: RankingState;
  /** the sort the server read the page in (its default when the state has none) */
  sortedBy?: MarketRanking['sortedBy'];
  loading: boolean;
  onChange: (next: Partial<RankingState>) => void;
}

const isMetric = (key: unknown): key is MarketMetric => (MARKET_METRICS as readonly unknown[]).includes(key);

/** One page of ranked category markets, sorted and paged on the server; a row drills down or opens. */
export function RankingTable({ rows, total, state, sortedBy, loading, onChange }: RankingTableProps) {
  const { t } = useTranslation('markets');
  const format = useFormatters();
  const share = useShare();
  const isNarrow = useIsNarrow();

  const marketplace = state.marketplace;
  const columns = useMemo((): ServerColumn<CategoryMarket>[] => {
    // the cells ask for the same few words in every row: each is looked up once
    const text = rememberText(t);
    return [
      {
        key: 'market',
        title: t('markets.columns.market'),
        fixed: isNarrow ? undefined : 'left',
        width: 240,
        render: (_, row) => (
          <Flex vertical gap={2}>
            <TableLink
              to={marketDetailPath(marketplace, { node: row.path })}
              aria-label={`${t('markets.openDetail')}: ${row.path}`}
            >
              {row.name}
            </TableLink>
            {row.parentPath && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {row.parentPath}
              </Typography.Text>
            )}
            {row.children > 0 && (
              <Button
                size="small"
                type="link"
                style={{ padding: 0, height: 'auto', alignSelf: 'flex-start' }}
                onClick={() => onChange({ parent: row.path, level: undefined, page: 1 })}
              >
                {t('markets.drillDown', { count: row.children })}
              </Button>
            )}
          </Flex>
        ),
      },
      ...MARKET_METRICS.map((metric) => ({
        key: metric,
        title: t(`markets.metrics.${metric}`),
        align: 'right' as const,
        width: metric === 'units' || metric === 'boughtPastMonth' ? 150 : 110,
        sorter: true,
        sortDirections: ['descend' as const, 'ascend' as const, 'descend' as const],
        render: (_: unknown, row: CategoryMarket) => figureCell(metric, row, text, format, share),
      })),
    ];
  }, [t, format, share, isNarrow, marketplace, onChange]);

  const handle = useCallback(
    (change: TableChange) => {
      if (change.kind === 'page') return onChange({ size: change.size, page: change.page });
      const sorted = change.order && isMetric(change.sort);
      onChange({
        sort: sorted ? (change.sort as MarketMetric) : undefined,
        order: sorted ? (change.order === 'asc' ? 'asc' : 'desc') : undefined,
        page: 1,
      });
    },
    [onChange],
  );
  const totalText = useTotalText(t, 'markets.page');

  return (
    <ServerTable<CategoryMarket>
      rowKey="path"
      columns={columns}
      rows={rows}
      total={total}
      page={state.page}
      pageSize={state.size}
      sort={state.sort ?? sortedBy?.field}
      order={state.sort ? (state.order ?? 'desc') : sortedBy?.order}
      loading={loading}
      onTableChange={handle}
      totalText={totalText}
      testId="ranking-table"
    />
  );
}
