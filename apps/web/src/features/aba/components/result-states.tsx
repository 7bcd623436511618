import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';

/** A result's place while it loads. */
export function ResultsLoading({ testId = 'aba-loading' }: { testId?: string }) {
  const { t } = useTranslation('aba');
  return (
    <div aria-busy="true" aria-label={t('aba.results.loading')} data-testid={testId}>
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}

/** A call that failed: what the server said, and a retry. */
export function ResultsError({
  error,
  onRetry,
  title,
}: {
  error: unknown;
  onRetry: () => void;
  title?: string;
}) {
  const { t } = useTranslation('aba');
  return (
    <Alert
      type="error"
      showIcon
      title={title ?? t('aba.results.loadFailed')}
      description={errorMessage(error)}
      action={
        <Button size="small" onClick={onRetry}>
          {t('aba.results.retry')}
        </Button>
      }
    />
  );
}
