import type { CatalogSources } from '@asinasin/contract';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { curveName, loadSalesModel, type SalesModel } from '../../catalog/index.js';
import { readDemoManifest } from './demo-data.js';

interface DoneRun {
  id: number;
  kind: string;
  file_name: string;
  format: string | null;
  accepted: number;
  rejected: number;
  finished_at: Date | null;
}

/**
 * Every source of this instance's catalog: the shipped demo data with its licence and credit (and
 * how many rows this instance took from each file), then the operator's own imports; a seller's own
 * account's runs are theirs alone (decisions/0044) and are not listed.
 */
export async function describeSources(
  catalog: CatalogQueries,
  demoDir: string | undefined,
): Promise<CatalogSources> {
  const runs = await catalog.all<DoneRun>(
    `select id, kind, file_name, format, accepted, rejected, finished_at from import_runs
     where status = 'done' and owner_id is null order by id desc`,
  );
  const manifest = demoDir ? await readDemoManifest(demoDir) : { sources: [] };
  const shippedPaths = new Set(manifest.sources.flatMap((s) => s.files.map((f) => f.path)));
  const shipped = manifest.sources.map(({ files, ...source }) => ({
    ...source,
    files: files.map((file) => {
      const run = runs.find((r) => r.file_name === file.path && r.kind === file.kind);
      return {
        path: file.path,
        kind: file.kind,
        accepted: run?.accepted ?? null,
        importedAt: run?.finished_at?.toISOString() ?? null,
      };
    }),
  }));
  const imports = runs
    .filter((run) => !shippedPaths.has(run.file_name))
    .slice(0, 50)
    .map((run) => ({
      runId: run.id,
      kind: run.kind,
      file: run.file_name,
      format: run.format,
      accepted: run.accepted,
      rejected: run.rejected,
      importedAt: run.finished_at?.toISOString() ?? null,
    }));
  return { shipped, imports, salesModel: describeSalesModel(loadSalesModel()) };
}

function describeSalesModel(model: SalesModel): CatalogSources['salesModel'] {
  return {
    effectiveFrom: model.effectiveFrom,
    band: model.band,
    curves: model.curves.map((curve) => ({
      name: curveName(curve),
      a: curve.a,
      b: curve.b,
      source: curve.source,
      calibration: curve.calibration
        ? {
            calibratedAt: curve.calibration.calibratedAt,
            observations: curve.calibration.observations,
            medianApe: curve.calibration.medianApe,
            p90Ape: curve.calibration.p90Ape,
          }
        : null,
    })),
  };
}
