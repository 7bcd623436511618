import { z } from 'zod';

/**
 * GET /api/jobs/events?token=&id=: one of the seller's jobs, followed (server-sent events).
 * Without `id`: every change of the seller's jobs (only those named `name` when given), until the
 * page closes the stream; one stream serves a page of many jobs (a browser opens few at once).
 */
export const jobEventsQuery = z.object({
  /** the session token: an EventSource cannot send headers */
  token: z.string().min(1).max(512),
  id: z.string().uuid({ message: 'jobs.idInvalid' }).optional(),
  /** a job definition's name, e.g. reports.generate */
  name: z
    .string()
    .max(100)
    .regex(/^[a-z0-9._-]+$/i, { message: 'jobs.nameInvalid' })
    .optional(),
});
export type JobEventsQuery = z.infer<typeof jobEventsQuery>;

/** Each message of the stream: the job's state now; the stream ends after done or dead. */
export const jobEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(['queued', 'running', 'done', 'dead']),
  /** what the job's handler last said of its work, e.g. { done, total } */
  progress: z.record(z.string(), z.unknown()).nullable(),
  /** why the job is dead (or why its last attempt failed) */
  error: z.string().nullable(),
});
export type JobEvent = z.infer<typeof jobEventSchema>;
