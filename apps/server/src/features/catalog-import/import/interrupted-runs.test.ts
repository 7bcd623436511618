import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMPORT_INTERRUPTED_MESSAGE } from '@asinasin/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { openCatalog } from '../../../platform/catalog/catalog.js';
import { csv } from '../../../../test/support/import-catalog.js';
import { importFile } from './import-file.js';
import { findRun } from './import-runs.repository.js';
import { insertRun } from './import.repository.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('an import the server stopped in the middle of', () => {
  it('is failed with its reason when the catalog is opened again; finished runs stay as they were', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-interrupted-'));
    dirs.push(dataDir);
    const first = await openCatalog(dataDir);
    const done = await importFile(first, {
      kind: 'products',
      fileName: 'done.csv',
      bytes: csv('marketplace,asin\nUS,B0TEST0001\n'),
    });
    // What a process killed during an import leaves in the file: a run that never ended.
    const left = await insertRun(first, {
      kind: 'products',
      fileName: 'big.csv',
      checksum: 'abc',
      marketplace: null,
      userId: null,
      startedAt: new Date('2026-01-01T00:00:00Z'),
    });
    expect((await findRun(first, left))?.status).toBe('running');
    first.close();

    const reopened = await openCatalog(dataDir);
    try {
      const interrupted = await findRun(reopened, left);
      expect(interrupted).toMatchObject({
        status: 'failed',
        message: IMPORT_INTERRUPTED_MESSAGE,
        accepted: 0,
        finishedAt: expect.any(String),
      });
      expect(Date.parse(interrupted!.finishedAt!)).toBeGreaterThan(Date.parse(interrupted!.startedAt));
      expect(await findRun(reopened, done.runId)).toMatchObject({
        status: 'done',
        accepted: 1,
        message: null,
      });
    } finally {
      reopened.close();
    }
  });
});
