import type { JobHandler } from '../../../platform/jobs/job-definition.js';
import { continueRun } from './import-file.js';
import type { RunProgress } from './import-types.js';
import { removeUpload, type ImportJobPayload, type ImportJobServices } from './import-job-payload.js';
import { findRun } from './import-runs.repository.js';
import { writeRunCounts } from './import.repository.js';

/** The counts are written at most this often: the panel asks once a second. */
const WRITE_EVERY_MS = 500;

/**
 * Settles the run at start (decisions/0027): a run already ended (its job was re-run after the end
 * was recorded) is left as it is; a run still "running" is imported from the start again, since a
 * stopped attempt committed nothing (a file's rows go into the catalog in one transaction).
 */
const runImportJob: JobHandler<ImportJobPayload, ImportJobServices> = async (payload, job, { catalog }) => {
  const run = await findRun(catalog, payload.runId);
  if (!run) throw new Error(`import run ${payload.runId} is not in the catalog`);
  if (run.status !== 'running') return removeUpload(payload);

  let last: RunProgress | undefined;
  let writtenAt = 0;
  let writing = Promise.resolve();
  const onProgress = (progress: RunProgress) => {
    last = progress;
    const now = Date.now();
    if (progress.phase === 'checking' && progress.read > 0 && now - writtenAt < WRITE_EVERY_MS) return;
    writtenAt = now;
    writing = writing
      .then(() => writeRunCounts(catalog, payload.runId, progress))
      .then(() => job.progress({ ...progress }))
      .catch(() => undefined);
  };
  await continueRun(
    catalog,
    { ...payload, runId: payload.runId },
    new Date(),
    // An error that is not the file's fault leaves the run to the job's next attempt.
    { onProgress, keepRunOnError: true },
  );
  await writing;
  if (last) await job.progress({ ...last, phase: 'done' });
  await removeUpload(payload);
};
export default runImportJob;
