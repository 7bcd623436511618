import type { ReverseTerm } from '@asinasin/contract';
import { Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../components/catalog-values';
import {
  ServerTable,
  TableLink,
  type ServerColumns,
  type TableChange,
} from '../../../components/server-table';
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
  const columns = useMemo(
    (): ServerColumns<ReverseTerm> => [
      {
        key: 'term',
        title: t('keywords.reverse.columns.term'),
        sorter: true,
        fixed: 'left',
        width: 180,
        render: (_, row) => (
          <TableLink to={termResearchPath(state.marketplace, row.term)}>{row.term}</TableLink>
        ),
      },
      {
        key: 'rank',
        title: t('keywords.reverse.columns.rank'),
        sorter: true,
        align: 'right',
        render: (_, row) => (row.rank === null ? '—' : format.number(row.rank)),
      },
      {
        key: 'asinCount',
        title: t('keywords.reverse.columns.asins'),
        sorter: true,
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
    ],
    [t, format, state.marketplace, asins],
  );
  // a cleared sort is the rank's, ascending; a new sort starts on page 1
  const onTableChange = useCallback(
    (change: TableChange) =>
      onChange(
        change.kind === 'page'
          ? { page: change.page }
          : {
              sort: change.sort === 'term' || change.sort === 'asinCount' ? change.sort : 'rank',
              order: change.order ?? 'asc',
              page: 1,
            },
      ),
    [onChange],
  );
  return (
    <ServerTable<ReverseTerm>
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
      testId="reverse-table"
      onTableChange={onTableChange}
    />
  );
}
