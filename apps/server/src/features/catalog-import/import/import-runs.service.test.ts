import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { IMPORT_INTERRUPTED_MESSAGE } from '@asinasin/contract';
import { expect, it } from 'vitest';
import { describeEachEngine, useTestApp } from '../../../../test/support/test-app.js';
import { recordRun } from './import-file.js';
import { findRun } from './import-runs.repository.js';
import { importJob } from './import-job.js';
import { ensureImportWorker } from './import-runs.service.js';

/**
 * The runs (in the catalog) and their jobs (in the app store) cannot commit together; what a stop
 * between the two leaves is reconciled when the process holding the catalog starts its import jobs.
 */
describeEachEngine('import runs reconciled with their jobs', (engine) => {
  const t = useTestApp(engine);

  it('fails a run whose job never got queued, and lets a queued one finish', async () => {
    const { context } = t.app;
    const catalog = await context.catalog();
    const dir = fs.mkdtempSync(path.join(t.dataDir, 'upload-'));
    const file = path.join(dir, 'upload');
    fs.writeFileSync(file, 'marketplace,asin,title\nUS,B0RECON001,Garlic press\n');
    // What a stop between recording the run and queueing its job leaves: a run naming no job.
    const orphan = await recordRun(
      catalog,
      { kind: 'products', fileName: 'lost.csv', path: file },
      {
        jobId: '00000000-0000-4000-8000-000000000000',
      },
    );
    // A run whose job was queued before the process stopped: left to its job.
    const jobId = crypto.randomUUID();
    const kept = await recordRun(catalog, { kind: 'products', fileName: 'kept.csv', path: file }, { jobId });
    const payload = { kind: 'products' as const, fileName: 'kept.csv', path: file, uploadDir: dir };
    await context.jobs.enqueue(
      importJob,
      { ...payload, runId: kept.runId, checksum: kept.checksum },
      { id: jobId },
    );
    const queued = kept.runId;
    await ensureImportWorker(context);

    expect(await findRun(catalog, orphan.runId)).toMatchObject({
      status: 'failed',
      message: IMPORT_INTERRUPTED_MESSAGE,
    });
    await expect
      .poll(() => findRun(catalog, queued).then((run) => run?.status), { timeout: 30_000 })
      .toBe('done');
    expect(await findRun(catalog, queued)).toMatchObject({ read: 1, accepted: 1 });
    // The upload goes when its run is settled.
    await expect.poll(() => fs.existsSync(dir), { timeout: 30_000 }).toBe(false);
  });
});
