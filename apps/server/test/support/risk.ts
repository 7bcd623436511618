import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API, REPORT_STATE, type RiskAnalysis } from '@asinasin/contract';
import { expect } from 'vitest';
import type { App } from '../../src/app.js';
import { importFile } from '../../src/features/catalog-import/import/import-file.js';
import { SHARED_DATA } from './images.js';

// Hand-made word marks (never shown to a seller) beside the reports' fixture products (brand Acme).
export const RISK_MARKS_CSV = `mark,owner,office,classes,status,serial
ACME,Acme Holdings LLC,USPTO,8;21,live,97000001
AKMEE,Other Owner Inc,USPTO,21,live,97000002
GARLICO,Garlico Ltd,USPTO,21,dead,97000003
`;

/** The module id and path of the risk analysis as /api/mold/index gives them to the web. */
export async function riskMold(app: App) {
  const row = await app.context.db
    .selectFrom('modules')
    .selectAll()
    .where('key', '=', 'ai_pantent')
    .executeTakeFirstOrThrow();
  return { mold_id: row.id, path: row.path, cost: row.cost };
}

/**
 * Imports `count` shared drawings with their class table as a drawing folder (the design-patents
 * import's drawing-table format), as the CLI would; the shared set's licence is in its SOURCE.md.
 */
export async function importSharedDrawings(app: App, count: number): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'risk-drawings-'));
  try {
    const lines = fs
      .readFileSync(path.join(SHARED_DATA, 'design_patents', 'us_design_2007_metadata.csv'), 'utf8')
      .trim()
      .split('\n');
    fs.mkdirSync(path.join(dir, 'us_design_2007_images'));
    for (const line of lines.slice(1, count + 1)) {
      const file = line.split(',').at(-2)!;
      fs.copyFileSync(path.join(SHARED_DATA, 'design_patents', file), path.join(dir, file));
    }
    fs.writeFileSync(path.join(dir, 'table.csv'), lines.slice(0, count + 1).join('\n'));
    const summary = await importFile(await app.context.catalog(), {
      kind: 'design-patents',
      fileName: 'drawings',
      path: dir,
    });
    expect(summary).toMatchObject({ status: 'done', accepted: count });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Waits (for as long as the job takes on a loaded machine) until the analysis leaves state 0. */
export async function waitForAnalysis(
  app: App,
  headers: Record<string, string>,
  id: number,
): Promise<RiskAnalysis> {
  let body = { state: REPORT_STATE.inProgress } as RiskAnalysis;
  await expect
    .poll(
      async () => {
        const res = await app.inject({
          method: 'GET',
          url: API.riskView,
          query: { id: String(id) },
          headers,
        });
        body = res.json().data;
        return body.state;
      },
      { timeout: 60_000, interval: 100 },
    )
    .not.toBe(REPORT_STATE.inProgress);
  return body;
}
