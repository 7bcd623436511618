import type { AbaTermRow } from '@asinasin/contract';
import { Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MissingValue, useFormatters } from '../../../components/catalog-values';
import { PagedTable, type PageView } from './paged-table';
import { ClickedList, ShareValue, TermCell } from './value-bits';
import type { ServerColumns } from '../../../components/server-table';

interface TermsTableProps {
  marketplace: string;
  rows: AbaTermRow[];
  total: number;
  view: PageView;
  loading: boolean;
  /** the columns the server sorts on; none for a fixed order */
  sortable: boolean;
  onViewChange: (view: PageView) => void;
}

/** Terms of a report: term, rank, top 3 clicked products, click concentration and conversion share. */
export function TermsTable({
  marketplace,
  rows,
  total,
  view,
  loading,
  sortable,
  onViewChange,
}: TermsTableProps) {
  const { t } = useTranslation('aba');
  const format = useFormatters();
  const columns = useMemo((): ServerColumns<AbaTermRow> => {
    return [
      {
        key: 'term',
        title: t('aba.columns.term'),
        sorter: sortable,
        render: (_, row) => <TermCell marketplace={marketplace} term={row.term} />,
      },
      {
        key: 'rank',
        title: t('aba.columns.rank'),
        sorter: sortable,
        align: 'right',
        render: (_, row) =>
          row.rank === null ? <MissingValue reason={t('aba.values.noRank')} /> : format.number(row.rank),
      },
      {
        key: 'clicked',
        title: t('aba.columns.clicked'),
        render: (_, row) => <ClickedList marketplace={marketplace} clicked={row.clicked} />,
      },
      {
        key: 'clickConcentration',
        title: (
          <Tooltip title={t('aba.columns.clickConcentrationHelp')}>
            <span>{t('aba.columns.clickConcentration')}</span>
          </Tooltip>
        ),
        sorter: sortable,
        align: 'right',
        render: (_, row) => <ShareValue value={row.clickConcentration} />,
      },
      {
        key: 'conversionConcentration',
        title: t('aba.columns.conversionConcentration'),
        sorter: sortable,
        align: 'right',
        render: (_, row) => <ShareValue value={row.conversionConcentration} />,
      },
    ];
  }, [t, format, marketplace, sortable]);
  return (
    <PagedTable
      testId="aba-terms-table"
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
