import { API, REPORT_STATE } from '@asinasin/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importIntoCatalog } from '../../../test/support/catalog.js';
import { createSeller, type Seller } from '../../../test/support/factories.js';
import { startFakeChatServer } from '../../../test/support/fake-chat-server.js';
import { givePower, ledgerRows } from '../../../test/support/listing.js';
import { RISK_MARKS_CSV, riskMold, waitForAnalysis } from '../../../test/support/risk.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';
import { getBalance } from '../../platform/power/power-ledger.js';
import { failAnalysis } from './risk-failure.js';

// The verdict's writer is a model endpoint that fails: the analysis cannot be written and must end failed.
const fake = await startFakeChatServer([{ status: 500 }]);
afterAll(() => fake.close());

describeEachEngine('an analysis that fails', (engine) => {
  const t = useTestApp(engine, { LLM_BASE_URL: fake.url, LLM_MODEL: 'test-model', LLM_MAX_RETRIES: '0' });
  let seller: Seller;

  beforeAll(async () => {
    await importIntoCatalog(t.app, 'trademarks', RISK_MARKS_CSV, { fileName: 'marks.csv' });
    seller = await createSeller(t.app);
    await givePower(t.app, seller.user.id, 10_000);
  });

  it('ends in state 2 with its reason and refunds once, naming the debit; a model that answers writes the verdict', async () => {
    fake.script([{ status: 500 }, { status: 500 }, { status: 500 }]);
    const mold = await riskMold(t.app);
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: API.riskCreate,
        payload: { mold_id: mold.mold_id, path: mold.path, ...payload },
        headers: { ...seller.headers, 'x-lang': 'en-US' },
      });
    const { id } = (await post({ title: 'Acme garlic press' })).json().data;
    const failed = await waitForAnalysis(t.app, { ...seller.headers, 'x-lang': 'en-US' }, id);
    expect(failed.state).toBe(REPORT_STATE.failed);
    expect(failed.failure).toMatch(/^The analysis could not be completed: .+ Your power was refunded\.$/);

    const rows = await ledgerRows(t.app, seller.user.id);
    const debit = rows.find((r) => r.idempotency_key === `risk:${id}`)!;
    const refunds = rows.filter((r) => r.reason === 'refund:risk');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amount: -Number(debit.amount),
      reference: `power_ledger:${debit.id}`,
    });
    expect(await getBalance(t.app.context.db, seller.user.id)).toBe(10_000);

    // Told again (a dead job's notice repeated): nothing moves, nothing is refunded twice.
    expect(await failAnalysis(t.app.context.db, id, 'again')).toBe(false);
    expect((await ledgerRows(t.app, seller.user.id)).filter((r) => r.reason === 'refund:risk')).toHaveLength(
      1,
    );

    fake.script([{ chunks: ['Overall infringement risk: high. ', '- Mark ACME (USPTO 97000001).'] }]);
    const next = (await post({ title: 'Acme garlic press' })).json().data.id;
    const done = await waitForAnalysis(t.app, seller.headers, next);
    expect(done.state).toBe(REPORT_STATE.done);
    expect(done.content!.writing).toMatchObject({ ruleBased: false, model: 'test-model' });
    expect(done.content!.writing.text).toContain('97000001');
    expect(await getBalance(t.app.context.db, seller.user.id)).toBe(10_000 - mold.cost);
  }, 120_000);
});
