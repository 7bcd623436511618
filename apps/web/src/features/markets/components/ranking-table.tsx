import { MARKET_METRICS, type CategoryMarket, type MarketMetric } from '@asinasin/contract';
import { Button, Flex, Table, Typography, type TableColumnType, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../components/catalog-values';
import { useIsNarrow } from '../../../lib/use-media-query';
import { DEFAULT_SORT, PAGE_SIZES, type RankingState } from '../model/ranking-url';
import { marketDetailPath } from '../../../lib/research-links';
import { figureCell, useShare } from './figure-cells';

export interface RankingTableProps {
  rows: CategoryMarket[];
  total: number;
  state: RankingState;
  loading: boolean;
  onChange: (next: Partial<RankingState>) => void;
}

const isMetric = (key: unknown): key is MarketMetric => (MARKET_METRICS as readonly unknown[]).includes(key);

/** One page of ranked category markets, sorted and paged on the server; a row drills down or opens. */
export function RankingTable({ rows, total, state, loading, onChange }: RankingTableProps) {
  const { t } = useTranslation('markets');
  const format = useFormatters();
  const share = useShare();
  const isNarrow = useIsNarrow();

  const columns: (TableColumnType<CategoryMarket> & { key: string })[] = [
    {
      key: 'market',
      title: t('markets.columns.market'),
      fixed: isNarrow ? undefined : 'left',
      width: 240,
      render: (_, row) => (
        <Flex vertical gap={2}>
          <Link
            to={marketDetailPath(state.marketplace, { node: row.path })}
            aria-label={`${t('markets.openDetail')}: ${row.path}`}
          >
            {row.name}
          </Link>
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
      sortOrder:
        state.sort === metric ? (state.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
      sortDirections: ['descend' as const, 'ascend' as const, 'descend' as const],
      render: (_: unknown, row: CategoryMarket) => figureCell(metric, row, t, format, share),
    })),
  ];

  const handle: TableProps<CategoryMarket>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const sorted = one?.order && isMetric(one.columnKey);
      onChange({
        sort: sorted ? (one.columnKey as MarketMetric) : DEFAULT_SORT,
        order: sorted && one.order === 'ascend' ? 'asc' : 'desc',
        page: 1,
      });
    } else if (action === 'paginate') {
      const size = pagination.pageSize ?? state.size;
      onChange({ size, page: size === state.size ? (pagination.current ?? 1) : 1 });
    }
  };

  return (
    <Table<CategoryMarket>
      rowKey="path"
      // rows have a `children` count: antd would take it for tree data
      expandable={{ childrenColumnName: 'subTree' }}
      columns={columns}
      dataSource={rows}
      loading={loading}
      size="middle"
      scroll={{ x: 'max-content' }}
      showSorterTooltip={false}
      onChange={handle}
      data-testid="ranking-table"
      pagination={{
        current: state.page,
        pageSize: state.size,
        total,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        showTotal: (all, [start, end]) =>
          t('markets.page', {
            start: format.number(start),
            end: format.number(end),
            total: format.number(all),
          }),
        simple: isNarrow,
      }}
    />
  );
}
