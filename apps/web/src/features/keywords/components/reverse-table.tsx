import type { ReverseTerm } from '@asinasin/contract';
import { Table, Typography, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../components/catalog-values';
import { PAGE_SIZE } from '../model/mine-url';
import type { ReverseState } from '../model/reverse-url';
import { termResearchPath } from '../../../lib/research-links';
import { ClickedList, ShareCell } from './shared-cells';

/** One asked ASIN's place in a term: click rank, click share, conversion share; "—" when absent. */
function AsinCell({ row, asin }: { row: ReverseTerm; asin: string }) {
  const { t } = useTranslation('keywords');
  const product = row.clicked.find((c) => c.asin === asin);
  if (!product) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {t('keywords.reverse.rankOf', { rank: product.clickRank })} · <ShareCell value={product.clickShare} /> ·{' '}
      <ShareCell value={product.conversionShare} />
    </span>
  );
}

/** The reverse lookup's terms; one column per asked ASIN (click rank · click share · conversion share). */
export function ReverseTable({
  rows,
  total,
  asins,
  state,
  loading,
  onChange,
}: {
  rows: ReverseTerm[];
  total: number;
  asins: string[];
  state: ReverseState;
  loading: boolean;
  onChange: (next: Partial<ReverseState>) => void;
}) {
  const { t } = useTranslation('keywords');
  const format = useFormatters();
  const sortOrder = (field: ReverseState['sort']) =>
    state.sort === field ? (state.order === 'asc' ? 'ascend' : 'descend') : null;
  const columns: TableProps<ReverseTerm>['columns'] = [
    {
      key: 'term',
      title: t('keywords.reverse.columns.term'),
      sorter: true,
      sortOrder: sortOrder('term'),
      fixed: 'left',
      width: 180,
      render: (_, row) => <Link to={termResearchPath(state.marketplace, row.term)}>{row.term}</Link>,
    },
    {
      key: 'rank',
      title: t('keywords.reverse.columns.rank'),
      sorter: true,
      sortOrder: sortOrder('rank'),
      align: 'right',
      render: (_, row) => (row.rank === null ? '—' : format.number(row.rank)),
    },
    {
      key: 'asinCount',
      title: t('keywords.reverse.columns.asins'),
      sorter: true,
      sortOrder: sortOrder('asinCount'),
      render: (_, row) => row.asins.join(', '),
    },
    ...asins.slice(0, 5).map((asin) => ({
      key: `asin-${asin}`,
      title: (
        <span
          title={`${t('keywords.reverse.columns.clickRank')} · ${t('keywords.reverse.columns.clickShare')} · ${t('keywords.reverse.columns.conversionShare')}`}
        >
          {asin}
        </span>
      ),
      render: (_: unknown, row: ReverseTerm) => <AsinCell row={row} asin={asin} />,
    })),
    {
      key: 'clicked',
      title: t('keywords.reverse.columns.clicked'),
      render: (_, row) => (
        <ClickedList marketplace={state.marketplace} clicked={row.clicked} highlight={row.asins} />
      ),
    },
  ];
  return (
    <Table<ReverseTerm>
      rowKey={(row) => `${row.department}\u0000${row.term}`}
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 'max-content' }}
      data-testid="reverse-table"
      pagination={{ current: state.page, pageSize: PAGE_SIZE, total, showSizeChanger: false }}
      onChange={(pagination, _filters, sorter) => {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        const key = one?.order ? String(one.columnKey) : 'rank';
        const sort = key === 'term' || key === 'asinCount' ? key : 'rank';
        const order = one?.order === 'descend' ? 'desc' : 'asc';
        const sortChanged = sort !== state.sort || order !== state.order;
        onChange({ sort, order, page: sortChanged ? 1 : (pagination.current ?? 1) });
      }}
    />
  );
}
