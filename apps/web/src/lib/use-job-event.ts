import { API, jobEventSchema, type JobEvent } from '@asinasin/contract';
import { useEffect, useState } from 'react';
import { buildUrl } from './api-client';
import { authToken } from './auth-token';

/** A job event's data as the server sends it; anything else is ignored. */
export function parseJobEvent(data: unknown): JobEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    return jobEventSchema.safeParse(JSON.parse(data)).data;
  } catch {
    return undefined;
  }
}

/**
 * One of the seller's jobs followed over GET /api/jobs/events?id= (decisions/0027): the server
 * sends its state now, then each change until it is done or dead, and ends the stream. Null until
 * the first event, and while no job is given.
 */
export function useJobEvent(jobId: string | null): JobEvent | null {
  const [event, setEvent] = useState<JobEvent | null>(null);
  useEffect(() => {
    setEvent(null);
    if (!jobId) return;
    const source = new EventSource(buildUrl(API.jobEvents, { token: authToken.get(), id: jobId }));
    source.onmessage = (message: MessageEvent) => {
      const change = parseJobEvent(message.data);
      if (!change) return;
      setEvent(change);
      if (change.state === 'done' || change.state === 'dead') source.close();
    };
    return () => source.close();
  }, [jobId]);
  return event;
}
