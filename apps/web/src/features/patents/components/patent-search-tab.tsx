import { Alert, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocarnoOptions } from '../model/locarno-options';
import { PatentResults } from './patent-results';
import { PatentSearchForm } from './patent-search-form';
import type { PatentQuery } from '../api/patents-api';

/**
 * The /patent page's first tab: the search draft and its ranked results. When nothing is imported
 * the page says which import fills it (the design-patents import on /data) instead of searching.
 */
export function PatentSearchTab() {
  const { t } = useTranslation('patents');
  const { totals, options } = useLocarnoOptions();
  // `/patent?patentNumber=USD0967598` opens that patent (the risk analysis links its evidence here).
  const linked = useSearchParams()[0].get('patentNumber');
  const [query, setQuery] = useState<PatentQuery | null>(() =>
    linked ? { type: 1, patentNumber: linked, page: 1, size: 10 } : null,
  );
  if (totals.isPending) return <Skeleton active />;
  const noneImported = totals.data?.total === 0;
  return (
    <Flex vertical gap={16}>
      {noneImported && (
        <Alert
          type="info"
          showIcon
          title={t('patents.noneImported')}
          action={<Link to="/data">/data</Link>}
          data-testid="patent-none-imported"
        />
      )}
      <PatentSearchForm classes={options} onSearch={setQuery} />
      {query && !noneImported && (
        <PatentResults query={query} onPage={(page, size) => setQuery({ ...query, page, size })} />
      )}
    </Flex>
  );
}
