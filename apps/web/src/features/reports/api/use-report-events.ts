import { API, REPORT_JOB_NAME, type JobEvent } from '@asinasin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { buildUrl } from '../../../lib/api-client';
import { authToken } from '../../../lib/auth-token';
import { parseJobEvent } from '../../../lib/use-job-event';

/** While the event stream is down, a report in progress is read this often instead (docs/reports.md). */
export const STREAM_DOWN_POLL_MS = 15_000;

const ENDED = new Set<JobEvent['state']>(['done', 'dead']);

/**
 * While `isFollowing` (a report of the page is in progress), follows the seller's report jobs over
 * one event stream (GET /api/jobs/events?name=, decisions/0027) and reads the reports again when
 * one ends, so a card turns done or failed without a reload and without polling. The reports are
 * read again when the stream opens too: a job that ended before it did is not missed. While the
 * stream is down (not yet open, refused, or the server gone) they are polled, slowly, instead.
 * Returns whether the stream is up.
 */
export function useReportEvents(isFollowing: boolean): boolean {
  const queryClient = useQueryClient();
  const [isUp, setUp] = useState(false);
  useEffect(() => {
    if (!isFollowing) return;
    const readAgain = () => void queryClient.invalidateQueries({ queryKey: ['reports'] });
    const source = new EventSource(
      buildUrl(API.jobEvents, { token: authToken.get(), name: REPORT_JOB_NAME }),
    );
    source.onopen = () => {
      setUp(true);
      readAgain();
    };
    source.onmessage = (event: MessageEvent) => {
      const change = parseJobEvent(event.data);
      if (change && ENDED.has(change.state)) readAgain();
    };
    // The browser retries by itself (or gives up): either way the stream is down meanwhile.
    source.onerror = () => setUp(false);
    return () => {
      source.close();
      setUp(false);
    };
  }, [isFollowing, queryClient]);
  useEffect(() => {
    if (!isFollowing || isUp) return;
    const poll = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: ['reports'] }),
      STREAM_DOWN_POLL_MS,
    );
    return () => clearInterval(poll);
  }, [isFollowing, isUp, queryClient]);
  return isUp;
}
