import type { KeywordSortField, MinedTerm } from '@asinasin/contract';
import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MissingValue, useFormatters } from '../../../components/catalog-values';
import { PAGE_SIZE, type MineState } from '../model/mine-url';
import { RankSparkline } from './rank-sparkline';
import { termResearchPath } from '../../../lib/research-links';
import { ClickedList, ShareCell } from './shared-cells';

const SORTABLE: Partial<Record<string, KeywordSortField>> = {
  term: 'term',
  rank: 'rank',
  clickConcentration: 'clickConcentration',
  conversionShare: 'conversionShare',
  wordCount: 'wordCount',
};

/** The mined terms: server-side sort and paging (the URL holds both). */
export function MinedTable({
  rows,
  total,
  state,
  loading,
  onChange,
}: {
  rows: MinedTerm[];
  total: number;
  state: MineState;
  loading: boolean;
  onChange: (next: Partial<MineState>) => void;
}) {
  const { t } = useTranslation('keywords');
  const format = useFormatters();
  const sortOrder = (field: KeywordSortField) =>
    state.sort === field ? (state.order === 'asc' ? 'ascend' : 'descend') : null;
  const columns: TableProps<MinedTerm>['columns'] = [
    {
      key: 'term',
      title: t('keywords.miner.columns.term'),
      sorter: true,
      sortOrder: sortOrder('term'),
      fixed: 'left',
      width: 200,
      render: (_, row) => (
        <Link to={termResearchPath(state.marketplace, row.term)} title={t('keywords.miner.research')}>
          {row.term}
        </Link>
      ),
    },
    {
      key: 'rank',
      title: t('keywords.miner.columns.rank'),
      sorter: true,
      sortOrder: sortOrder('rank'),
      align: 'right',
      render: (_, row) => (row.rank === null ? '—' : format.number(row.rank)),
    },
    {
      key: 'volume',
      title: t('keywords.miner.columns.volume'),
      align: 'right',
      responsive: ['md'],
      render: (_, row) =>
        row.searchVolume === null ? (
          <MissingValue reason={t('keywords.noVolume')} />
        ) : (
          format.number(row.searchVolume)
        ),
    },
    {
      key: 'trend',
      title: t('keywords.miner.columns.trend'),
      render: (_, row) => <RankSparkline term={row.term} trend={row.trend} />,
    },
    {
      key: 'clickConcentration',
      title: t('keywords.miner.columns.click'),
      sorter: true,
      sortOrder: sortOrder('clickConcentration'),
      align: 'right',
      render: (_, row) => <ShareCell value={row.clickConcentration} />,
    },
    {
      key: 'conversionShare',
      title: t('keywords.miner.columns.conversion'),
      sorter: true,
      sortOrder: sortOrder('conversionShare'),
      align: 'right',
      render: (_, row) => <ShareCell value={row.conversionShare} />,
    },
    {
      key: 'wordCount',
      title: t('keywords.miner.columns.words'),
      sorter: true,
      sortOrder: sortOrder('wordCount'),
      align: 'right',
      dataIndex: 'wordCount',
    },
    {
      key: 'clicked',
      title: t('keywords.miner.columns.clicked'),
      render: (_, row) => <ClickedList marketplace={state.marketplace} clicked={row.clicked} />,
    },
  ];
  return (
    <Table<MinedTerm>
      rowKey={(row) => `${row.department}\u0000${row.term}`}
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 'max-content' }}
      data-testid="mined-table"
      pagination={{
        current: state.page,
        pageSize: PAGE_SIZE,
        total,
        showSizeChanger: false,
        simple: typeof window !== 'undefined' && window.innerWidth < 576,
      }}
      onChange={(pagination, _filters, sorter) => {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        const field = one?.order ? SORTABLE[String(one.columnKey)] : undefined;
        const sort = field ?? 'rank';
        const order = one?.order === 'descend' ? 'desc' : 'asc';
        const sortChanged = sort !== state.sort || order !== state.order;
        onChange({ sort, order, page: sortChanged ? 1 : (pagination.current ?? 1) });
      }}
    />
  );
}
