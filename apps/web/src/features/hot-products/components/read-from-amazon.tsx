import { amazonAccountEndpoints } from '@asinasin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Progress, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { defineCall } from '../../../lib/define-call';
import { useJobEvent } from '../../../lib/use-job-event';

const startCatalogItems = defineCall(amazonAccountEndpoints.amazonCatalogItems);
/** Amazon's Catalog Items call takes at most this many ASINs at once (contract amazonCatalogItemsBody). */
const MOST_AT_ONCE = 20;

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * "Read from Amazon": the page's ASINs read from Amazon's Catalog Items API through the operator's
 * connection (docs/data/amazon-account.md), as a job followed over its event stream; when it ends
 * the page reads the products again. Without an operator connection the server says so, and how.
 */
export function ReadFromAmazon({ marketplace, asins }: { marketplace: string; asins: string[] }) {
  const { t } = useTranslation('hot-products');
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: () => startCatalogItems({ marketplace, asins: asins.slice(0, MOST_AT_ONCE) }),
  });
  const job = useJobEvent(start.data?.jobId ?? null);
  const ended = job?.state === 'done' || job?.state === 'dead';
  useEffect(() => {
    if (job?.state === 'done')
      void queryClient.invalidateQueries({ queryKey: ['research', 'product-history'] });
  }, [job?.state, queryClient]);

  const progress = job?.progress ?? {};
  const total = numberOr(progress.total, asins.length);
  const percent = Math.round((100 * numberOr(progress.done, 0)) / Math.max(total, 1));
  const failed = job?.state === 'dead' || progress.phase === 'failed';
  const busy = start.isPending || (start.isSuccess && !ended);
  return (
    <Flex vertical gap={8} data-testid="read-from-amazon">
      <Flex gap={8} align="center" wrap>
        <Button onClick={() => start.mutate()} loading={busy} disabled={busy}>
          {t('amazon.read')}
        </Button>
        <Typography.Text type="secondary">{t('amazon.hint')}</Typography.Text>
      </Flex>
      {busy && start.isSuccess && (
        <Progress percent={percent} size="small" aria-label={t('amazon.reading')} status="active" />
      )}
      {start.isError && <Alert type="warning" showIcon title={errorMessage(start.error)} />}
      {ended && (
        <Alert
          type={failed ? 'error' : 'success'}
          showIcon
          title={textOf(progress.message) ?? job?.error ?? t(failed ? 'amazon.failed' : 'amazon.done')}
        />
      )}
    </Flex>
  );
}
