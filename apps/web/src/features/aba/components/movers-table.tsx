import type { AbaMoverRow } from '@asinasin/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../components/catalog-values';
import { PagedTable, type PageView } from './paged-table';
import { ShareValue, TermCell } from './value-bits';
import type { ServerColumns } from '../../../components/server-table';

interface MoversTableProps {
  marketplace: string;
  rows: AbaMoverRow[];
  total: number;
  view: PageView;
  loading: boolean;
  onViewChange: (view: PageView) => void;
}

/** Terms that moved between two periods: both ranks, places gained or lost, and the rate. */
export function MoversTable({ marketplace, rows, total, view, loading, onViewChange }: MoversTableProps) {
  const { t } = useTranslation('aba');
  const format = useFormatters();
  const columns = useMemo((): ServerColumns<AbaMoverRow> => {
    const newTag = <Tag color="green">{t('aba.values.new')}</Tag>;
    return [
      {
        key: 'term',
        title: t('aba.columns.term'),
        render: (_, row) => <TermCell marketplace={marketplace} term={row.term} />,
      },
      {
        key: 'fromRank',
        title: t('aba.columns.fromRank'),
        sorter: true,
        align: 'right',
        render: (_, row) => (row.fromRank === null ? newTag : format.number(row.fromRank)),
      },
      {
        key: 'toRank',
        title: t('aba.columns.toRank'),
        sorter: true,
        align: 'right',
        render: (_, row) => format.number(row.toRank),
      },
      {
        key: 'change',
        title: t('aba.columns.change'),
        sorter: true,
        align: 'right',
        render: (_, row) => (row.change === null ? newTag : format.signed(row.change)),
      },
      {
        key: 'changeRate',
        title: t('aba.columns.changeRate'),
        sorter: true,
        align: 'right',
        render: (_, row) => (row.changeRate === null ? newTag : format.percent(row.changeRate)),
      },
      {
        key: 'clickConcentration',
        title: t('aba.columns.clickConcentration'),
        align: 'right',
        render: (_, row) => <ShareValue value={row.clickConcentration} />,
      },
    ];
  }, [t, format, marketplace]);
  return (
    <PagedTable
      testId="aba-movers-table"
      rowKey={(row) => row.term}
      columns={columns}
      rows={rows}
      total={total}
      view={view}
      loading={loading}
      onViewChange={onViewChange}
    />
  );
}
