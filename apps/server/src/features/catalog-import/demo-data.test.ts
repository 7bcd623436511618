import { API } from '@asinasin/contract';
import { expect, it } from 'vitest';
import { countCatalog, openCatalog } from '../../platform/catalog/catalog.js';
import { createTestApp } from '../../../test/support/test-app.js';
import { importFile } from './import/import-file.js';

it('imports the shipped demo data on first start, once', async () => {
  const first = await createTestApp('sqlite', { DEMO_DATA: 'true' });
  const catalog = await first.app.context.catalog();
  const runs = () =>
    catalog.all<{ file_name: string; status: string; accepted: number }>(
      'select file_name, status, accepted from import_runs order by id',
    );
  // Generous: each file is checked on a worker thread that starts with the first import, and the
  // machine may be loaded.
  await expect.poll(runs, { timeout: 60_000 }).toEqual([
    { file_name: 'products_us_2023/amazon_categories.csv', status: 'done', accepted: 248 },
    { file_name: 'products_us_2023/amazon_us_products_2023_subset.csv', status: 'done', accepted: 3920 },
    { file_name: 'products/toys_uk_detailed_512.csv', status: 'done', accepted: 506 },
    { file_name: 'trademarks/tsdr_sn76044902_PYTHON_st66.xml', status: 'done', accepted: 1 },
  ]);
  expect((await countCatalog(catalog)).products).toBe(3920 + 506);

  // The sources page lists each shipped source with its licence and what this instance took from it.
  await importFile(catalog, {
    kind: 'products',
    fileName: 'mine.csv',
    bytes: new TextEncoder().encode('marketplace,asin\nUS,B0TEST0001\n'),
  });
  const sources = (await first.app.inject({ url: API.catalogSources })).json().data;
  expect(sources.shipped.map((s: { id: string }) => s.id)).toEqual([
    'asaniczka-2023',
    'promptcloud-toys-uk',
    'uspto-tsdr-python',
  ]);
  expect(sources.shipped[1]).toMatchObject({
    licence: 'CC BY-SA 4.0',
    files: [{ path: 'products/toys_uk_detailed_512.csv', kind: 'products', accepted: 506 }],
  });
  // How sales are estimated: every curve an estimate can name, default or calibrated.
  expect(sources.salesModel.curves).toContainEqual(
    expect.objectContaining({ name: '*/*', a: 30000, b: 0.82, calibration: null }),
  );
  expect(sources.salesModel.band.relative).toBe(0.4);
  expect(sources.imports).toEqual([
    expect.objectContaining({ file: 'mine.csv', accepted: 1, format: 'canonical' }),
  ]);
  const config = first.app.context.config;
  await first.app.close();

  // A restart on the same folder finds an imported catalog and leaves it be.
  const { buildApp } = await import('../../app.js');
  const again = await buildApp(config);
  await again.close(); // waits for any demo import it started
  const reopened = await openCatalog(config.dataDir);
  expect(await reopened.all('select count(*) as n from import_runs')).toEqual([{ n: 5 }]);
  reopened.close();
  await first.close();
}, 90_000);
