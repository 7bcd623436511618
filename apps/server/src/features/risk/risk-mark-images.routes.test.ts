import fs from 'node:fs';
import path from 'node:path';
import { API, REPORT_STATE } from '@asinasin/contract';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { importFile } from '../catalog-import/import/import-file.js';
import { createSeller, type Seller } from '../../../test/support/factories.js';
import { givePower } from '../../../test/support/listing.js';
import { riskMold, waitForAnalysis } from '../../../test/support/risk.js';
import { hasSharedData, SHARED_DATA } from '../../../test/support/shared-data.js';
import { useTestApp } from '../../../test/support/test-app.js';

const DIR = path.join(SHARED_DATA, 'trademarks');
const read = (name: string) => fs.readFileSync(path.join(DIR, name));
const LOGO = 'tsdr_sn76044902_PYTHON_markImage.png';

describe.skipIf(!hasSharedData)('figurative marks in the risk analysis and on /trademark', () => {
  const t = useTestApp('sqlite');
  let seller: Seller;
  let other: Seller;
  let mold: Awaited<ReturnType<typeof riskMold>>;

  beforeAll(async () => {
    // the TSDR zip as USPTO serves it: the ST.66 record and its mark image (PNG data named .jpg)
    await importFile(await t.app.context.catalog(), {
      kind: 'trademarks',
      fileName: 'sn76044902.zip',
      bytes: zipSync({
        'status_st66.xml': read('tsdr_sn76044902_PYTHON_st66.xml'),
        'markImage.jpg': read(LOGO),
      }),
    });
    seller = await createSeller(t.app);
    other = await createSeller(t.app);
    await givePower(t.app, seller.user.id, 10_000);
    mold = await riskMold(t.app);
  }, 120_000);

  it('lists the mark whose image is like the product image, with score and why; only its owner sees it', async () => {
    const { width = 0, height = 0 } = await sharp(read(LOGO)).metadata();
    // the logo printed on a product: a white field around it, cropped, rescaled, re-encoded
    const onProduct = await sharp(
      await sharp(read(LOGO))
        .extend({ top: 60, bottom: 60, left: 80, right: 80, background: '#fff' })
        .png()
        .toBuffer(),
    )
      .extract({ left: 30, top: 20, width: width + 100, height: height + 70 })
      .resize(400)
      .jpeg({ quality: 80 })
      .toBuffer();
    const res = await t.app.inject({
      method: 'POST',
      url: API.riskCreate,
      headers: { ...seller.headers, 'x-lang': 'en-US' },
      payload: {
        mold_id: mold.mold_id,
        path: mold.path,
        title: 'snake sticker',
        image: `data:image/jpeg;base64,${onProduct.toString('base64')}`,
      },
    });
    expect(res.json().code).toBe(1);
    const { id } = res.json().data;
    const done = await waitForAnalysis(t.app, seller.headers, id);
    expect(done).toMatchObject({ state: REPORT_STATE.done, level: 'high' });
    const { figurative } = done.content!.trademarks;
    expect(figurative).toMatchObject({ indexed: 1 });
    expect(figurative!.hits[0]).toMatchObject({
      id: 'USPTO:76044902',
      mark: 'PYTHON',
      serialNumber: '76044902',
      status: 'live',
      why: ['image'],
      level: 'high',
      imageUrl: '/api/trademark/image/USPTO%3A76044902',
    });
    expect(figurative!.hits[0]!.score).toBeGreaterThanOrEqual(0.9);
    expect(done.content!.writing.text).toContain('76044902');

    // the mark's image is the shared catalog's: any signed-in seller may see it
    const image = await t.app.inject({ url: figurative!.hits[0]!.imageUrl, headers: other.headers });
    expect(image.headers['content-type']).toBe('image/png');
    expect((await sharp(image.rawPayload).metadata()).format).toBe('png');
    const none = await t.app.inject({
      url: API.trademarkImage.replace(':id', 'USPTO%3A1'),
      headers: { ...other.headers, 'x-lang': 'zh-CN' },
    });
    expect(none.json()).toMatchObject({ msg: '该商标在数据库中没有图样（只有连同图样导入的记录才有）' });
    expect(none.json().code).not.toBe(1);
    // the analysis is its owner's alone
    const view = await t.app.inject({
      url: API.riskView,
      query: { id: String(id) },
      headers: other.headers,
    });
    expect(view.json().code).not.toBe(1);
  }, 120_000);

  it('shows the mark’s image on its /trademark row', async () => {
    const found = await t.app.inject({
      method: 'POST',
      url: API.trademarkSearch,
      headers: seller.headers,
      payload: { trademark: 'pythn' },
    });
    expect(found.json().data.row[0]).toMatchObject({
      mark: 'PYTHON',
      imageUrl: '/api/trademark/image/USPTO%3A76044902',
    });
  });
});
