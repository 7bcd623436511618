/**
 * npm run calibrate -- --marketplace US --category "Home & Kitchen" [--write] [--model file]
 * Fits the BSR → monthly units curve of one marketplace and root category to the seller's own
 * Business Reports (imported as `business-report`) and prints it with its held-out error; --write
 * puts it into the model file (data/models/bsr-sales.json), where every estimate then uses it.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { MARKETPLACES } from '@asinasin/contract';
import { loadConfig } from '../platform/config.js';
import type { CatalogDb } from '../platform/catalog/catalog-db.js';
import { openCatalog } from '../platform/catalog/catalog.js';
import {
  calibrateCurve,
  findSalesObservations,
  refreshCategoryMarkets,
  refreshProductMetrics,
  loadSalesModel,
  salesModelFile,
  type SalesCurve,
} from '../catalog/index.js';
import { runCommand } from './run-command.js';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      marketplace: { type: 'string' },
      category: { type: 'string' },
      write: { type: 'boolean', default: false },
      model: { type: 'string' },
    },
  });
  const marketplace = values.marketplace?.toUpperCase();
  if (!marketplace || !MARKETPLACES.some((m) => m.code === marketplace) || !values.category) {
    console.error(
      'usage: npm run calibrate -- --marketplace <US|UK|…> --category "<root category>" [--write] [--model file]',
    );
    return 2;
  }
  const config = loadConfig();
  const catalog = await openCatalog(config.dataDir, config.CATALOG_MEMORY_LIMIT);
  try {
    return await calibrate(catalog, marketplace, values.category, values.write, values.model);
  } finally {
    catalog.close();
  }
}

async function calibrate(
  catalog: CatalogDb,
  marketplace: string,
  category: string,
  write: boolean,
  modelFile: string | undefined,
): Promise<number> {
  const observations = await findSalesObservations(catalog, marketplace, category);
  const fitted = calibrateCurve(observations);
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
  console.log(
    `${marketplace} / ${category}: units per 30 days = ${fitted.a.toFixed(1)} × BSR^-${fitted.b.toFixed(4)}\n` +
      `fitted on ${fitted.observations} products, error on ${fitted.heldOut} held-out products: median ${percent(fitted.medianApe)}, 90th percentile ${percent(fitted.p90Ape)}`,
  );
  if (!write) return 0;
  const file = modelFile ?? salesModelFile();
  const model = loadSalesModel(file);
  const today = new Date().toISOString().slice(0, 10);
  const curve: SalesCurve = {
    marketplace,
    rootCategory: category,
    a: Number(fitted.a.toFixed(3)),
    b: Number(fitted.b.toFixed(5)),
    source: `Calibrated on ${today} by npm run calibrate from this instance's Business Reports (${fitted.observations} products fitted, ${fitted.heldOut} held out)`,
    calibration: {
      calibratedAt: today,
      observations: fitted.observations,
      heldOut: fitted.heldOut,
      medianApe: Number(fitted.medianApe.toFixed(4)),
      p90Ape: Number(fitted.p90Ape.toFixed(4)),
    },
  };
  const others = model.curves.filter((c) => c.marketplace !== marketplace || c.rootCategory !== category);
  const updated = { ...model, curves: [...others, curve] };
  fs.writeFileSync(file, `${JSON.stringify(updated, null, 2)}\n`);
  console.log(`written to ${file}`);
  // The stored estimates of this marketplace now follow the new curve.
  const { products } = await refreshProductMetrics(catalog, { marketplaces: [marketplace], model: updated });
  console.log(`product metrics of ${marketplace} recomputed (${products} products)`);
  const { markets } = await refreshCategoryMarkets(catalog, { marketplaces: [marketplace] });
  console.log(`category markets of ${marketplace} recomputed (${markets} markets)`);
  return 0;
}

runCommand(main);
