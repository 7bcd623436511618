import { API } from '../api-paths.js';
import { defineEndpoint } from '../endpoint.js';
import { jobEventsQuery } from '../jobs.js';

export const jobsEndpoints = {
  /** server-sent: the job's state now, then every change until it is done or dead (decisions/0027) */
  jobEvents: defineEndpoint({
    method: 'GET',
    path: API.jobEvents,
    summary: 'Server-sent changes of one of the seller’s jobs: its state, progress and failure',
    query: jobEventsQuery,
  }),
};
