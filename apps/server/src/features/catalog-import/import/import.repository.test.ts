import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openCatalog } from '../../../platform/catalog/catalog.js';
import { findRun } from './import-runs.repository.js';
import { finishRun, insertRun, writeRunCounts } from './import.repository.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

// DuckDB refuses to update a row that another connection has updated and not committed yet. Counts
// written while an import goes on used to meet its end that way, and the import failed.
it("writes a run's end while its counts are still being written, and keeps the end", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-run-row-'));
  dirs.push(dataDir);
  const catalog = await openCatalog(dataDir);
  try {
    const id = await insertRun(catalog, {
      kind: 'search-terms',
      fileName: 'week.json',
      checksum: 'abc',
      marketplace: 'US',
      userId: null,
      startedAt: new Date('2026-01-01T00:00:00Z'),
    });
    const counts = Array.from({ length: 40 }, (_, read) =>
      writeRunCounts(catalog, id, { read, accepted: read, rejected: 0 }),
    );
    const end = finishRun(catalog, id, {
      status: 'done',
      format: 'sp-api-json',
      read: 100,
      accepted: 99,
      rejected: 1,
      reasons: [{ line: 7, reason: 'no term' }],
      error: null,
      finishedAt: new Date('2026-01-01T00:00:01Z'),
    });
    const later = Array.from({ length: 10 }, () =>
      writeRunCounts(catalog, id, { read: 1, accepted: 1, rejected: 0 }),
    );
    await Promise.all([...counts, end, ...later]);
    expect(await findRun(catalog, id)).toMatchObject({
      status: 'done',
      read: 100,
      accepted: 99,
      rejected: 1,
    });
  } finally {
    catalog.close();
  }
});
