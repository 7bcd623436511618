import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API } from '@asinasin/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { importIntoCatalog } from '../../../test/support/catalog.js';
import { createSeller } from '../../../test/support/factories.js';
import { useTestApp } from '../../../test/support/test-app.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const PYTHON_ST66 = fs.readFileSync(
  path.join(repo, 'data/demo/trademarks/tsdr_sn76044902_PYTHON_st66.xml'),
  'utf8',
);

describe('trademark search API', () => {
  const t = useTestApp('sqlite');
  let headers: Record<string, string>;

  beforeAll(async () => {
    headers = (await createSeller(t.app)).headers;
  });

  const search = (payload: Record<string, unknown>, auth: Record<string, string> = headers) =>
    t.app.inject({ method: 'POST', url: API.trademarkSearch, headers: auth, payload });

  it('answers 401 to a visitor', async () => {
    const res = await search({ trademark: 'python' }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).not.toBe(1);
  });

  it('refuses an empty brand with a clear message in both languages', async () => {
    for (const trademark of ['', '   ']) {
      const zh = await search({ trademark });
      expect({ status: zh.statusCode, msg: zh.json().msg }).toEqual({
        status: 400,
        msg: '请输入要查询的品牌名',
      });
      expect(zh.json().code).not.toBe(1);
    }
    const en = await search({ trademark: '' }, { ...headers, 'accept-language': 'en-US' });
    expect(en.json().msg).toBe('Enter a brand to search for similar trademarks');
    expect((await search({ trademark: 'x'.repeat(101) })).statusCode).toBe(400);
    expect((await search({ trademark: 'x', size: 1000 })).statusCode).toBe(400);
    expect((await search({ trademark: 'x', classes: [46] })).statusCode).toBe(400);
    expect((await search({ trademark: 'x', office: 'JPO' })).statusCode).toBe(400);
  });

  it('says when nothing is imported, then finds the imported record with its class, owner and dates', async () => {
    const before = (await search({ trademark: 'python' })).json().data;
    expect(before).toEqual({ row: [], total: 0, imported: 0 });
    const summary = await importIntoCatalog(t.app, 'trademarks', PYTHON_ST66, { fileName: 'python.xml' });
    expect(summary).toMatchObject({ status: 'done', accepted: 1 });
    const res = await search({
      trademark: 'Pyth0n',
      page: 1,
      size: 20,
      classes: [9],
      status: 'live',
      office: 'USPTO',
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(1);
    expect(data.row[0]).toMatchObject({
      mark: 'PYTHON',
      office: 'USPTO',
      serialNumber: '76044902',
      registrationNumber: '2824281',
      status: 'live',
      classes: [9, 42],
      owner: 'PYTHON SOFTWARE FOUNDATION',
      filingDate: '2000-05-09',
      registrationDate: '2004-03-23',
      why: ['lookAlike', 'phonetic'],
    });
    expect((await search({ trademark: 'python', classes: [25] })).json().data.total).toBe(0);
  });

  it('lists the Nice class headings', async () => {
    const res = await t.app.inject({ url: API.trademarkClasses, headers });
    const classes = res.json().data.classes;
    expect(classes).toHaveLength(45);
    expect(classes[8]).toMatchObject({ number: 9, category: 'goods' });
  });
});
