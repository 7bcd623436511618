import type { KeywordSortField, MinedTerm } from '@asinasin/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MissingValue, useFormatters } from '../../../components/catalog-values';
import {
  ServerTable,
  TableLink,
  type ServerColumns,
  type TableChange,
} from '../../../components/server-table';
import { PAGE_SIZE, type MineState } from '../model/mine-url';
import { RankSparkline } from './rank-sparkline';
import { termResearchPath } from '../../../lib/research-links';
import { ClickedList, ShareCell } from './shared-cells';
import { WatchToggle } from '../../../components/watch-toggle/watch-toggle';

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
  const columns = useMemo(
    (): ServerColumns<MinedTerm> => [
      {
        key: 'term',
        title: t('keywords.miner.columns.term'),
        sorter: true,
        fixed: 'left',
        width: 200,
        render: (_, row) => (
          <span>
            <TableLink
              to={termResearchPath(state.marketplace, row.term)}
              title={t('keywords.miner.research')}
            >
              {row.term}
            </TableLink>
            <WatchToggle
              iconOnly
              item={{ kind: 'keyword', marketplace: state.marketplace, target: row.term }}
            />
          </span>
        ),
      },
      {
        key: 'rank',
        title: t('keywords.miner.columns.rank'),
        sorter: true,
        align: 'right',
        render: (_, row) => (row.rank === null ? '—' : format.number(row.rank)),
      },
      {
        key: 'volume',
        title: t('keywords.miner.columns.volume'),
        align: 'right',
        hiddenWhenNarrow: true,
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
        align: 'right',
        render: (_, row) => <ShareCell value={row.clickConcentration} />,
      },
      {
        key: 'conversionShare',
        title: t('keywords.miner.columns.conversion'),
        sorter: true,
        align: 'right',
        render: (_, row) => <ShareCell value={row.conversionShare} />,
      },
      {
        key: 'wordCount',
        title: t('keywords.miner.columns.words'),
        sorter: true,
        align: 'right',
        render: (_, row) => row.wordCount,
      },
      {
        key: 'clicked',
        title: t('keywords.miner.columns.clicked'),
        render: (_, row) => <ClickedList marketplace={state.marketplace} clicked={row.clicked} />,
      },
    ],
    [t, format, state.marketplace],
  );
  // a cleared sort is the rank's, ascending; a new sort starts on page 1
  const onTableChange = useCallback(
    (change: TableChange) =>
      onChange(
        change.kind === 'page'
          ? { page: change.page }
          : { sort: SORTABLE[change.sort ?? ''] ?? 'rank', order: change.order ?? 'asc', page: 1 },
      ),
    [onChange],
  );
  return (
    <ServerTable<MinedTerm>
      rowKey={(row) => `${row.department}\u0000${row.term}`}
      size="small"
      columns={columns}
      rows={rows}
      total={total}
      page={state.page}
      pageSize={PAGE_SIZE}
      sizeChanger={false}
      sort={state.sort}
      order={state.order}
      loading={loading}
      testId="mined-table"
      onTableChange={onTableChange}
    />
  );
}
