import { API, REPORT_STATE } from '@asinasin/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importIntoCatalog } from '../../../test/support/catalog.js';
import { createSeller, type Seller } from '../../../test/support/factories.js';
import { startFakeChatServer } from '../../../test/support/fake-chat-server.js';
import { givePower, ledgerRows } from '../../../test/support/listing.js';
import { moldsOf, REPORT_CSV, waitForEnd } from '../../../test/support/reports.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';
import { getBalance } from '../../platform/power/power-ledger.js';
import { failReport } from './report-failure.js';

// The writer is a model endpoint that fails: the report cannot be written and must end failed.
const fake = await startFakeChatServer([{ status: 500 }]);
afterAll(() => fake.close());

describeEachEngine('a report that fails', (engine) => {
  const t = useTestApp(engine, { LLM_BASE_URL: fake.url, LLM_MODEL: 'test-model', LLM_MAX_RETRIES: '0' });
  let seller: Seller;
  let molds: Awaited<ReturnType<typeof moldsOf>>;

  beforeAll(async () => {
    await importIntoCatalog(t.app, 'products', REPORT_CSV, { fileName: 'reports.csv' });
    seller = await createSeller(t.app);
    await givePower(t.app, seller.user.id, 10_000);
    molds = await moldsOf(t.app);
  });

  it('ends in state 2 with its reason and refunds once, with a row naming the debit; recreate makes it again', async () => {
    fake.script([{ status: 500 }]);
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, payload, headers: { ...seller.headers, 'x-lang': 'en-US' } });
    const res = await post(API.asinReportCreate, {
      mold_id: molds.asin.mold_id,
      path: molds.asin.path,
      asin: 'B0REPORT01',
    });
    const { id } = res.json().data;
    expect(await waitForEnd(t.app, seller.headers, 'asin', id)).toBe(REPORT_STATE.failed);

    const rows = await ledgerRows(t.app, seller.user.id);
    const debit = rows.find((r) => r.idempotency_key === `report:${id}:1`)!;
    const refunds = rows.filter((r) => r.reason === 'refund:report');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amount: -Number(debit.amount),
      reference: `power_ledger:${debit.id}`,
    });
    expect(await getBalance(t.app.context.db, seller.user.id)).toBe(10_000);

    // Told again (a dead job's notice repeated): nothing moves, nothing is refunded twice.
    expect(await failReport(t.app.context.db, { reportId: id, generation: 1 }, 'again')).toBe(false);
    expect(
      (await ledgerRows(t.app, seller.user.id)).filter((r) => r.reason === 'refund:report'),
    ).toHaveLength(1);

    const card = (
      await t.app.inject({
        method: 'GET',
        url: API.asinReportList,
        headers: { ...seller.headers, 'x-lang': 'en-US' },
      })
    ).json().data.row[0];
    expect(card.failure).toMatch(/^The report could not be generated: .+ Your power was refunded\.$/);
    const update = { mold_id: molds.asin.mold_id, path: molds.asin.path, id };
    expect((await post(API.asinReportUpdate, update)).json().msg).toBe(
      'The report failed to be created and cannot be updated',
    );

    fake.script([{ chunks: ['It sells at 19.99 USD. ', 'It sells 9,999 units a month.'] }]);
    expect((await post(API.asinReportUpdate, { ...update, action: 'recreate' })).json()).toMatchObject({
      code: 1,
      data: { state: 0 },
    });
    expect(await waitForEnd(t.app, seller.headers, 'asin', id)).toBe(REPORT_STATE.done);
    expect(await getBalance(t.app.context.db, seller.user.id)).toBe(10_000 - molds.asin.cost);
    const view = await t.app.inject({
      method: 'GET',
      url: API.asinReportView,
      query: { marketplace: 'US', asin: 'B0REPORT01' },
      headers: seller.headers,
    });
    // The model named a number the figures do not hold: that sentence is flagged.
    expect(view.json().data.content.writing).toMatchObject({
      ruleBased: false,
      flagged: ['It sells 9,999 units a month.'],
    });
  }, 120_000);
});
