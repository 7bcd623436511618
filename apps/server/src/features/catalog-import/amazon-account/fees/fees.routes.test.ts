import { API } from '@asinasin/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectBody, fakeAccount, post } from '../../../../../test/support/amazon-account.js';
import { searchTermsDocument } from '../../../../../test/support/fake-sp-account.js';
import { createSeller, uniqueEmail, type Seller } from '../../../../../test/support/factories.js';
import { startFakeSpApi, type FakeSpApi } from '../../../../../test/support/fake-sp-api.js';
import { describeEachEngine, useTestApp } from '../../../../../test/support/test-app.js';

/*
 * Amazon's own fee estimate (Product Fees v0, getMyFeesEstimateForASIN). The fake SP-API answers
 * as selling-partner-api-models, models/product-fees-api-model/productFeesV0.json describes
 * (test/support/fake-sp-fees.ts).
 */
const OPERATOR = uniqueEmail();
const fake = { server: undefined as unknown as FakeSpApi };
beforeAll(async () => {
  fake.server = await startFakeSpApi([], {
    document: searchTermsDocument,
    fees: { fbaFee: { B0FEESITEM: 5.4 } },
  });
});
afterAll(() => fake.server.close());

describeEachEngine("Amazon's own fee estimate (/api/amazon/fees-estimate)", (engine) => {
  const env: Record<string, string> = { ADMIN_ACCOUNTS: OPERATOR };
  // Accounts of this engine's run alone: the other run revokes its own tokens.
  const ownAccount = fakeAccount();
  const operatorAccount = fakeAccount();
  beforeAll(() => {
    env.SP_API_ENDPOINT = fake.server.url;
    fake.server.accounts.push(ownAccount, operatorAccount);
  });
  const t = useTestApp(engine, env);
  const state = {} as { owner: Seller; other: Seller; operator: Seller };
  beforeAll(async () => {
    state.owner = await createSeller(t.app);
    state.other = await createSeller(t.app);
    state.operator = await createSeller(t.app, { account: OPERATOR });
  });
  const estimate = async (seller: Seller, body: Record<string, unknown>, lang = 'en-US') => {
    const res = await post(
      t.app,
      API.amazonFeesEstimate,
      { ...seller.headers, 'x-lang': lang },
      {
        marketplace: 'US',
        asin: 'B0FEESITEM',
        price: 20,
        fulfilment: 'FBA',
        ...body,
      },
    );
    return res.json() as { code: number; msg: string; data: Record<string, unknown> };
  };

  it('says when no connection serves the marketplace', async () => {
    const answer = await estimate(state.owner, {});
    expect(answer.code).toBe(1);
    expect(answer.data).toMatchObject({ connection: null, estimate: null });
    expect(answer.data.unavailable).toMatch(/No Amazon account connected for US/);
    const zh = await estimate(state.owner, {}, 'zh-CN');
    expect(zh.data.unavailable).toContain('尚未连接 US 站点的亚马逊账号');
  });

  it("gives Amazon's fees through the seller's own connection, and never lends it to a second seller", async () => {
    const created = await post(
      t.app,
      API.amazonConnectionCreate,
      state.owner.headers,
      connectBody(ownAccount),
    );
    expect(created.json().code).toBe(1);
    const fba = await estimate(state.owner, {});
    expect(fba.data).toMatchObject({
      connection: { name: 'My US store', own: true },
      estimate: {
        currency: 'USD',
        total: 8.4,
        lines: [
          { type: 'ReferralFee', amount: 3 },
          { type: 'VariableClosingFee', amount: 0 },
          { type: 'FBAFees', amount: 5.4 },
        ],
      },
      unavailable: null,
    });
    const fbm = await estimate(state.owner, { fulfilment: 'FBM', price: 40 });
    expect(fbm.data).toMatchObject({ estimate: { total: 6 } });
    const other = await estimate(state.other, {});
    expect(other.data).toMatchObject({ connection: null, estimate: null });
  });

  it("answers a seller without their own connection through the operator's", async () => {
    const created = await post(t.app, API.amazonConnectionCreate, state.operator.headers, {
      ...connectBody(operatorAccount),
      name: 'Operator US',
    });
    expect(created.json().data.feedsSharedCatalog).toBe(true);
    const answer = await estimate(state.other, {});
    expect(answer.data).toMatchObject({
      connection: { name: 'Operator US', own: false },
      estimate: { total: 8.4 },
    });
  });

  it('says why Amazon gave no estimate: an unknown ASIN, a revoked token; refuses bad input', async () => {
    const unknown = await estimate(state.owner, { asin: 'B0NOSUCH00' });
    expect(unknown.code).toBe(1);
    expect(unknown.data.unavailable).toMatch(/Amazon gave no fee estimate: InvalidParameterValue/);
    fake.server.revoke(ownAccount.refreshToken);
    const revoked = await estimate(state.owner, {});
    expect(revoked.data).toMatchObject({ estimate: null, connection: { own: true } });
    expect(revoked.data.unavailable).toMatch(/Amazon refused these credentials \(invalid_grant\)/);
    for (const body of [{ asin: 'garlic' }, { price: -1 }, { fulfilment: 'AFN' }]) {
      const bad = await estimate(state.owner, body);
      expect(bad.code).not.toBe(1);
      expect(bad.msg).toMatch(/asin|price|fulfilment/);
    }
  });
});
