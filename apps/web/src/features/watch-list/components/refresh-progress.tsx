import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useJobEvent } from '../../../lib/use-job-event';

interface Waiting {
  tokensLeft: number;
  needed: number;
  until: string;
}

/** What a running refresh does now, from its progress (docs/data/keepa.md, "Watched categories"). */
function progressKey(progress: Record<string, unknown>) {
  const waiting = progress.waiting as Waiting | null | undefined;
  if (waiting)
    return {
      key: 'progressWaiting',
      values: { ...waiting, until: new Date(waiting.until).toLocaleTimeString() },
    } as const;
  if (progress.phase === 'categories') {
    const done = Number(progress.done ?? 0);
    return {
      key: 'progressCategory',
      values: { category: progress.category, n: done + 1, total: progress.total },
    } as const;
  }
  if (progress.phase === 'refreshing') return { key: 'progressProducts', values: {} } as const;
  return null;
}

/** A refresh's progress in words while it runs: which category, or the wait for Keepa's tokens. */
export function RefreshProgress({ jobId }: { jobId: string | null }) {
  const { t } = useTranslation('watch-toggle');
  const event = useJobEvent(jobId);
  const said = event?.state === 'running' && event.progress ? progressKey(event.progress) : null;
  if (!said) return null;
  return (
    <Typography.Text type="secondary" data-testid="watch-refresh-progress" style={{ fontSize: 12 }}>
      {t(said.key, said.values)}
    </Typography.Text>
  );
}
