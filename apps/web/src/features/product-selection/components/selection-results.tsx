import type { ProductSelectionQuery } from '@asinasin/contract';
import { Empty, Flex, Typography } from 'antd';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteStats } from '../../../components/site-stats';
import { ApiError } from '../../../lib/api-client';
import { useProductSelection } from '../api/select-products';
import type { ResultView } from '../model/filters';
import { LoginPrompt } from './results-placeholders';
import { ResultsTable } from './results-table';
import { useFormatters } from '../../../components/catalog-values';
import { QueryResult } from '../../../components/query-result';
import { useColumnChoice } from '../model/column-prefs';
import { useColumnChooser } from './column-chooser';
import { CompareButton } from './compare-button';
import { DefaultSortNote } from './default-sort-note';
import { useCsvExport } from './export-button';

function NoProducts() {
  const { t } = useTranslation('product-selection');
  const stats = useSiteStats();
  const catalogIsEmpty = stats.data?.products === 0;
  return (
    <Empty
      description={
        <Flex vertical gap={4} align="center">
          <span>
            {t(catalogIsEmpty ? 'productSelection.results.emptyCatalog' : 'productSelection.results.empty')}
          </span>
          <Link to="/data">{t('productSelection.results.dataLink')}</Link>
        </Flex>
      }
    />
  );
}

export interface SelectionResultsProps {
  query: ProductSelectionQuery;
  view: ResultView;
  onViewChange: (view: ResultView) => void;
}

/**
 * The answer to one search: skeleton, error with retry, empty, or the table with its tools
 * (compare the ticked products, choose columns, export the whole result). Memoised: a search's
 * busy state re-renders the panel around it at once, never this table of hundreds of cells
 * (docs/decisions/0037-speed.md).
 */
export const SelectionResults = memo(function SelectionResults({
  query,
  view,
  onViewChange,
}: SelectionResultsProps) {
  const { t } = useTranslation('product-selection');
  const { t: tValues } = useTranslation('catalog-values');
  const format = useFormatters();
  const result = useProductSelection(query);
  const { visible, choose, reset } = useColumnChoice();
  const chooser = useColumnChooser({ visible, onChange: choose, onReset: reset });
  const [selected, setSelected] = useState<string[]>([]);
  const total = result.data?.total ?? 0;
  const exporter = useCsvExport({ query, columns: visible, total });

  return (
    <QueryResult
      result={result}
      errorTitle={t('productSelection.results.loadFailed')}
      // The session ended on the server (expired, logged out elsewhere): the way forward is to log in.
      renderError={(error) =>
        error instanceof ApiError && error.status === 401 ? <LoginPrompt /> : undefined
      }
      isEmpty={(data) => data.total === 0}
      empty={<NoProducts />}
    >
      {(data) => (
        <Flex vertical gap={8}>
          <Flex gap={8} wrap align="center" justify="space-between">
            <Typography.Text strong>
              {t('productSelection.results.total', { total: format.number(data.total) })}
            </Typography.Text>
            <Flex gap={8} wrap align="center">
              <CompareButton
                marketplace={query.marketplace}
                selected={selected}
                onClear={() => setSelected([])}
              />
              {exporter.button}
              {/* last, so Tab goes from it straight into the list of columns it opens */}
              {chooser.button}
            </Flex>
          </Flex>
          {exporter.note}
          {chooser.panel}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('productSelection.results.provenance')}{' '}
            <Link to="/data">{tValues('catalogValues.methodLink')}</Link>
          </Typography.Text>
          <DefaultSortNote sortedBy={data.sortedBy} />
          <ResultsTable
            rows={data.rows}
            total={data.total}
            view={view}
            sortedBy={data.sortedBy}
            loading={result.isFetching}
            onViewChange={onViewChange}
            columns={visible}
            marketplace={query.marketplace}
            selected={selected}
            onSelect={setSelected}
          />
        </Flex>
      )}
    </QueryResult>
  );
});
