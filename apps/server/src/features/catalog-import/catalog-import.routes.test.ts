import { API } from '@asinasin/contract';
import { expect, it } from 'vitest';
import { LOCAL_ADMIN_HEADER, localAdminToken } from '../../platform/auth/admin.js';
import { createSeller, uniqueEmail } from '../../../test/support/factories.js';
import { multipartBody } from '../../../test/support/multipart.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';

const OPERATOR = uniqueEmail();
const CSV =
  'marketplace,asin,title,price,currency\nUS,B0TEST0001,Garlic press,12.99,USD\nUS,BAD,Nope,1,USD\n';

describeEachEngine('catalog import API', (engine) => {
  const t = useTestApp(engine, { ADMIN_ACCOUNTS: `13800000000, ${OPERATOR.toUpperCase()}` });

  const upload = async (headers: Record<string, string>, query = '?kind=products', data = CSV) => {
    const body = await multipartBody({ name: 'mine.csv', type: 'text/csv', data: Buffer.from(data) });
    return t.app.inject({
      method: 'POST',
      url: `${API.adminImport}${query}`,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const runOf = async (headers: Record<string, string>, id: number) => {
    // The run is a job now (decisions/0027): a loaded machine may take a while to start it.
    for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
      const res = await t.app.inject({ url: `${API.adminImportRun}?id=${id}`, headers });
      if (res.json().data?.status !== 'running') return res;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the import did not finish');
  };

  it('lets the operator import a file, answering at once and showing the run', async () => {
    const operator = await createSeller(t.app, { account: OPERATOR });
    const started = await upload(operator.headers);
    expect(started.json()).toMatchObject({ code: 1, data: { runId: expect.any(Number) } });
    const run = (await runOf(operator.headers, started.json().data.runId)).json().data;
    expect(run).toMatchObject({
      kind: 'products',
      file: 'mine.csv',
      status: 'done',
      format: 'canonical',
      read: 2,
      accepted: 1,
      rejected: 1,
      reasons: [{ line: 3, reason: 'asin: not a valid ASIN' }],
    });
    const list = await t.app.inject({
      url: `${API.adminImportRuns}?page=1&size=5`,
      headers: operator.headers,
    });
    expect(list.json().data.rows[0]).toMatchObject({ runId: run.runId, status: 'done' });
    expect(list.json().data.rows[0].reasons).toBeUndefined();
  });

  it('answers 401 without a login and 403 to a seller who is not the operator', async () => {
    expect((await upload({})).statusCode).toBe(401);
    const seller = await createSeller(t.app);
    const refused = await upload(seller.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 403 });
    for (const url of [`${API.adminImportRun}?id=1`, API.adminImportRuns]) {
      expect((await t.app.inject({ url, headers: seller.headers })).statusCode).toBe(403);
    }
  });

  it('takes the local token only from this machine', async () => {
    const token = { [LOCAL_ADMIN_HEADER]: localAdminToken(t.app.context.secret) };
    const body = await multipartBody({ name: 'x.csv', type: 'text/csv', data: Buffer.from(CSV) });
    const send = (remoteAddress: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `${API.adminImport}?kind=products`,
        remoteAddress,
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
    expect((await send('127.0.0.1', token)).json().code).toBe(1);
    expect((await send('203.0.113.9', token)).statusCode).toBe(401);
    expect((await send('127.0.0.1', { [LOCAL_ADMIN_HEADER]: 'guess' })).statusCode).toBe(401);
  });

  it('refuses bad input with a clear message and starts no run', async () => {
    const operator = await createSeller(t.app, { account: '13800000000' });
    const before = (await t.app.inject({ url: API.adminImportRuns, headers: operator.headers })).json().data
      .total;
    const badKind = await upload(operator.headers, '?kind=recipes');
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().msg).toContain('kind');
    expect((await upload(operator.headers, '?kind=products&marketplace=TR')).statusCode).toBe(400);
    const noFile = await t.app.inject({
      method: 'POST',
      url: `${API.adminImport}?kind=products`,
      headers: { ...operator.headers, 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{}',
    });
    expect(noFile.json()).toMatchObject({
      code: 400,
      msg: 'Choose a file to import (multipart field "file")',
    });
    // 2 GB declared: refused before the body is read.
    const huge = await t.app.inject({
      method: 'POST',
      url: `${API.adminImport}?kind=products`,
      headers: {
        ...operator.headers,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(2 * 1024 ** 3),
      },
      payload: '--x--',
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 413, msg: '文件太大，无法导入：最大 512 MB' });
    const missing = await t.app.inject({ url: `${API.adminImportRun}?id=99999`, headers: operator.headers });
    expect(missing.json()).toMatchObject({ code: 404, msg: '导入记录 99999 不存在' });
    const after = (await t.app.inject({ url: API.adminImportRuns, headers: operator.headers })).json().data
      .total;
    expect(after).toBe(before);
  });
});
