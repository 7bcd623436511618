import { Alert, Empty, Flex, Pagination, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryResult } from '../../../components/query-result';
import { usePatentSearch, type PatentQuery } from '../api/patents-api';
import { PatentCard } from './patent-card';

/** The ranked hits of one search: cards with drawing, similarity and why, paged. */
export function PatentResults({
  query,
  onPage,
}: {
  query: PatentQuery;
  onPage: (page: number, size: number) => void;
}) {
  const { t } = useTranslation('patents');
  const result = usePatentSearch(query);
  return (
    <QueryResult
      result={result}
      errorTitle={t('patents.loadFailed')}
      loading={<Skeleton active paragraph={{ rows: 6 }} />}
    >
      {(data) => (
        <Flex vertical gap={8} data-testid="patent-results">
          {query.image && data.indexed === 0 && (
            <Alert type="warning" showIcon title={t('patents.noDrawings')} data-testid="patent-no-drawings" />
          )}
          {data.total === 0 && !result.isPlaceholderData ? (
            <Empty description={t('patents.noMatch')} data-testid="patent-no-match" />
          ) : (
            <>
              <Typography.Text strong data-testid="patent-total">
                {t('patents.total', { total: data.total })}
              </Typography.Text>
              {data.row.map((hit) => (
                <PatentCard key={hit.patentNumber} patent={hit} />
              ))}
              <Pagination
                align="end"
                size="small"
                current={query.page}
                pageSize={query.size}
                total={Math.min(data.total, 100 * query.size)}
                showSizeChanger={false}
                onChange={onPage}
              />
            </>
          )}
        </Flex>
      )}
    </QueryResult>
  );
}
