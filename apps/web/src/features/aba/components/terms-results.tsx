import type { AbaTermRow } from '@asinasin/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CatalogEmpty, useFormatters } from '../../../components/catalog-values';
import type { PageView } from './paged-table';
import { ResultsError, ResultsLoading } from '../../../components/catalog-values';
import { TermsTable } from './terms-table';

interface TermsResultsProps {
  marketplace: string;
  result: UseQueryResult<{ rows: AbaTermRow[]; total: number }>;
  view: PageView;
  sortable: boolean;
  onViewChange: (view: PageView) => void;
}

/** A terms call's answer: skeleton, error with retry, nothing matching, or the table. */
export function TermsResults({ marketplace, result, view, sortable, onViewChange }: TermsResultsProps) {
  const { t } = useTranslation('aba');
  const format = useFormatters();
  if (result.isError) return <ResultsError error={result.error} onRetry={() => void result.refetch()} />;
  if (!result.data) return <ResultsLoading />;
  if (result.data.total === 0 && !result.isPlaceholderData) return <CatalogEmpty need="matches" />;
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>
        {t('aba.results.total', { total: format.number(result.data.total) })}
      </Typography.Text>
      <TermsTable
        marketplace={marketplace}
        rows={result.data.rows}
        total={result.data.total}
        view={view}
        loading={result.isFetching}
        sortable={sortable}
        onViewChange={onViewChange}
      />
    </Flex>
  );
}
