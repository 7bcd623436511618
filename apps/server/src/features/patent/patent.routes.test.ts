import { API } from '@asinasin/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { importIntoCatalog } from '../../../test/support/catalog.js';
import { createSeller } from '../../../test/support/factories.js';
import { hasSharedData, sharedFile } from '../../../test/support/shared-data.js';
import { useTestApp } from '../../../test/support/test-app.js';

const dataUrl = (bytes: Buffer, type = 'png') => `data:image/${type};base64,${bytes.toString('base64')}`;

describe.skipIf(!hasSharedData)('design-patent search', () => {
  const t = useTestApp('sqlite');
  let headers: Record<string, string>;

  beforeAll(async () => {
    const grants = sharedFile('design_patents', 'ipgb20221025_sample.xml').toString('utf8');
    expect(await importIntoCatalog(t.app, 'design-patents', grants, { fileName: 'ipgb.xml' })).toMatchObject({
      accepted: 1,
    });
    headers = { ...(await createSeller(t.app)).headers, 'x-lang': 'en-US' };
  });

  const search = (payload: object, lang = 'en-US') =>
    t.app.inject({ method: 'POST', url: API.patentSearch, headers: { ...headers, 'x-lang': lang }, payload });

  it('finds a grant by title words and a party, saying why', async () => {
    const res = await search({ title: 'waffle', applyer: 'mark', locLarge: '01' });
    expect(res.json()).toMatchObject({
      code: 1,
      data: {
        total: 1,
        row: [
          {
            patentNumber: 'USD0967598',
            score: 1,
            why: ['title:waffle', 'applicant', 'class'],
            drawingUrl: null,
          },
        ],
      },
    });
    expect((await search({ title: 'teapot' })).json().data.total).toBe(0);
  });

  it('lists the newest by Locarno class and counts them', async () => {
    const list = await t.app.inject({
      method: 'POST',
      url: API.newLocList,
      headers,
      payload: { locLarge: '01' },
    });
    expect(list.json().data).toMatchObject({
      total: 1,
      row: [{ patentNumber: 'USD0967598', publicationDate: '2022-10-25' }],
    });
    const totals = await t.app.inject({ method: 'GET', url: API.newLocTotal, headers });
    expect(totals.json().data).toMatchObject({ total: 1, newest: '2022-10-25' });
    expect(totals.json().data.classes).toContainEqual(expect.objectContaining({ code: '01', count: 1 }));
  });

  it.each([
    [
      { locLarge: '77' },
      'Locarno class 77 does not exist; choose a class from the list',
      'zh-CN',
      '洛迦诺分类 77 不存在，请从列表中选择',
    ],
    [
      { image: 'data:text/plain;base64,aGVsbG8=' },
      'Only .jpg and .png images can be searched',
      'zh-CN',
      '只能上传 .jpg 和 .png 格式的图片',
    ],
    [
      { image: dataUrl(Buffer.from('GIF89a not really')) },
      'Only .jpg and .png images can be searched',
      'zh-CN',
      '只能上传 .jpg 和 .png 格式的图片',
    ],
  ])('refuses %j with a clear message in both languages', async (payload, en, lang, zh) => {
    const english = (await search(payload)).json();
    expect(english.code).not.toBe(1);
    expect(english.msg).toBe(en);
    expect((await search(payload, lang)).json().msg).toBe(zh);
  });

  it('refuses a decompression bomb before decoding it', async () => {
    // 7,000 x 7,000 white pixels (over the 40 megapixel limit) compress to a small PNG.
    const bomb = await sharp({
      create: { width: 7_000, height: 7_000, channels: 3, background: '#ffffff' },
    } as never)
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = (await search({ image: dataUrl(bomb) })).json();
    expect(res.msg).toBe('The image cannot be read (damaged, or too many pixels)');
  });

  it('refuses a damaged PNG (checked through the one image intake) in both languages', async () => {
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#336699' },
    } as never)
      .png()
      .toBuffer();
    const truncated = png.subarray(0, png.length - 20);
    const damaged = (await search({ image: dataUrl(truncated) })).json();
    expect(damaged.code).not.toBe(1);
    expect(damaged.msg).toBe('The image cannot be read (damaged, or too many pixels)');
    expect((await search({ image: dataUrl(truncated) }, 'zh-CN')).json().msg).toBe(
      '图片无法读取（已损坏或像素过多）',
    );
  });

  it('asks a seller to sign in', async () => {
    const res = await t.app.inject({ method: 'POST', url: API.patentSearch, payload: { title: 'waffle' } });
    expect(res.json().code).not.toBe(1);
  });
});
