import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';

/** A research result's place while it loads. */
export function ResultsLoading({ testId = 'results-loading', rows = 6 }: { testId?: string; rows?: number }) {
  const { t } = useTranslation('catalog-values');
  return (
    <div aria-busy="true" aria-label={t('results.loading')} data-testid={testId}>
      <Skeleton active paragraph={{ rows }} />
    </div>
  );
}

/** A research call that failed: what the server said, and a retry. */
export function ResultsError({
  error,
  onRetry,
  title,
}: {
  error: unknown;
  onRetry: () => void;
  title?: string;
}) {
  const { t } = useTranslation('catalog-values');
  return (
    <Alert
      type="error"
      showIcon
      title={title ?? t('results.loadFailed')}
      description={errorMessage(error)}
      action={
        <Button size="small" onClick={onRetry}>
          {t('results.retry')}
        </Button>
      }
    />
  );
}
