import type { AppContext } from '../../platform/context.js';
import { bindJob, type JobBinding } from '../../platform/jobs/jobs.js';
import { imageJob } from './image-job.js';

/** The image tools' job with what its handler needs: run by the worker role (tasks.ts). */
export function imageJobBinding(context: AppContext): JobBinding {
  return bindJob(imageJob, { db: context.db, files: context.files, log: context.log });
}
