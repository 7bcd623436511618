import type { AbaTermRow } from '@asinasin/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CatalogEmpty, useFormatters } from '../../../components/catalog-values';
import type { PageView } from './paged-table';
import { QueryResult } from '../../../components/query-result';
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
  return (
    <QueryResult result={result} isEmpty={(data) => data.total === 0} empty={<CatalogEmpty need="matches" />}>
      {(data) => (
        <Flex vertical gap={8}>
          <Typography.Text strong>
            {t('aba.results.total', { total: format.number(data.total) })}
          </Typography.Text>
          <TermsTable
            marketplace={marketplace}
            rows={data.rows}
            total={data.total}
            view={view}
            loading={result.isFetching}
            sortable={sortable}
            onViewChange={onViewChange}
          />
        </Flex>
      )}
    </QueryResult>
  );
}
