import { API } from '@asinasin/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectBody, fakeAccount, jobEnded, post } from '../../../../../test/support/amazon-account.js';
import { searchTermsDocument } from '../../../../../test/support/fake-sp-account.js';
import { createSeller, uniqueEmail, type Seller } from '../../../../../test/support/factories.js';
import { startFakeSpApi, type FakeSpApi } from '../../../../../test/support/fake-sp-api.js';
import { garlicPressItem } from '../../../../../test/support/fake-sp-catalog.js';
import { US_MARKETPLACE_ID } from '../../../../../test/support/search-terms-report.js';
import { describeEachEngine, useTestApp } from '../../../../../test/support/test-app.js';

/*
 * Researched products read from Catalog Items 2022-04-01 through the operator's connection. The
 * fake SP-API answers as selling-partner-api-models, models/catalog-items-api-model/
 * catalogItems_2022-04-01.json describes (test/support/fake-sp-catalog.ts).
 */
const OPERATOR = uniqueEmail();
const fake = { server: undefined as unknown as FakeSpApi };
beforeAll(async () => {
  fake.server = await startFakeSpApi([], {
    document: searchTermsDocument,
    catalog: { items: { B0CATITEM1: garlicPressItem('B0CATITEM1', US_MARKETPLACE_ID) } },
  });
});
afterAll(() => fake.server.close());

describeEachEngine("Catalog Items through the operator's Amazon connection", (engine) => {
  const env: Record<string, string> = { ADMIN_ACCOUNTS: OPERATOR };
  // Accounts of this engine's run alone: the other run revokes its own tokens.
  const operatorAccount = fakeAccount();
  const ownAccount = fakeAccount();
  beforeAll(() => {
    env.SP_API_ENDPOINT = fake.server.url;
    fake.server.accounts.push(operatorAccount, ownAccount);
  });
  const t = useTestApp(engine, env);
  const state = {} as { seller: Seller; operator: Seller };
  beforeAll(async () => {
    state.seller = await createSeller(t.app);
    state.operator = await createSeller(t.app, { account: OPERATOR });
  });

  const ask = (body: unknown, lang = 'en-US') =>
    post(t.app, API.amazonCatalogItems, { ...state.seller.headers, 'x-lang': lang }, body);
  const progressOf = async (jobId: string) => {
    const job = await jobEnded(t.app, jobId);
    expect(job.state).toBe('done');
    return job.progress as Record<string, unknown>;
  };
  const rows = async <T extends object>(sql: string) => (await t.app.context.catalog()).all<T>(sql);

  it('says so when no operator connection sells in the marketplace, even if the seller has their own', async () => {
    const own = await post(t.app, API.amazonConnectionCreate, state.seller.headers, connectBody(ownAccount));
    expect(own.json().code).toBe(1);
    const res = await ask({ marketplace: 'US', asins: ['B0CATITEM1'] });
    expect(res.json().code).not.toBe(1);
    expect(res.json().msg).toMatch(/No operator Amazon connection sells in US/);
    const zh = await ask({ marketplace: 'US', asins: ['B0CATITEM1'] }, 'zh-CN');
    expect(zh.json().msg).toContain('没有在 US 站点销售的运营者亚马逊连接');
  });

  it('stores sizes, weight, image, browse path and ranks as a dated SP-API snapshot, through throttling', async () => {
    const connected = await post(
      t.app,
      API.amazonConnectionCreate,
      state.operator.headers,
      connectBody(operatorAccount),
    );
    expect(connected.json().data.feedsSharedCatalog).toBe(true);
    fake.server.options.catalog!.throttle = 2;
    const before = fake.server.requests.filter((r) => r.startsWith('GET /catalog/')).length;
    const res = await ask({ marketplace: 'US', asins: ['b0catitem1', 'B0NOSUCH00'] });
    expect(res.json().code).toBe(1);
    expect(await progressOf(res.json().data.jobId)).toMatchObject({
      phase: 'done',
      imported: ['B0CATITEM1'],
      unknown: ['B0NOSUCH00'],
      message: '1 products read from Amazon; unknown to Amazon: B0NOSUCH00',
    });
    // Two 429s waited out and asked again, then one answer each.
    const asked = fake.server.requests.filter((r) => r.startsWith('GET /catalog/')).length - before;
    expect(asked).toBe(4);
    expect(fake.server.options.catalog!.throttle).toBe(0);
    const [product] = await rows<Record<string, unknown>>(
      "select * from products where marketplace = 'US' and asin = 'B0CATITEM1'",
    );
    expect(product).toMatchObject({
      title: 'Premium Garlic Press, Stainless Steel',
      brand: 'Zulay Kitchen',
      category_path: 'Kitchen & Dining > Kitchen Utensils & Gadgets > Garlic Presses',
      browse_node: '289773',
      bsr: 1842,
      bsr_category: 'Kitchen & Dining',
      sub_bsr: 3,
      sub_bsr_category: 'Garlic Presses',
      length_cm: 19.05,
      width_cm: 5.08,
      height_cm: 3.81,
      weight_g: 226.8,
      image_url: 'https://m.media-amazon.com/images/I/B0CATITEM1.jpg',
    });
    const snapshots = await rows<{
      bsr: number;
      browse_node: string;
      file_name: string;
      connection_id: number;
    }>(
      `select s.bsr, s.browse_node, r.file_name, r.connection_id from product_snapshots s
       join import_runs r on r.id = s.run_id where s.asin = 'B0CATITEM1'`,
    );
    expect(snapshots).toHaveLength(1);
    expect(snapshots[0]).toMatchObject({ bsr: 1842, browse_node: '289773' });
    expect(snapshots[0]!.file_name).toMatch(/^SP-API #\d+ My US store · Catalog Items ranks US /);
    const history = await post(t.app, API.productHistory, state.seller.headers, {
      marketplace: 'US',
      asins: ['B0CATITEM1'],
    });
    expect(history.json().code).toBe(1);
    expect(JSON.stringify(history.json().data)).toContain('SP-API #');
  });

  it('ends with a clear message when every ASIN is unknown, or the token was revoked', async () => {
    const unknown = await ask({ marketplace: 'US', asins: ['B0NOSUCH01'] });
    expect(await progressOf(unknown.json().data.jobId)).toMatchObject({
      phase: 'done',
      imported: [],
      unknown: ['B0NOSUCH01'],
    });
    fake.server.revoke(operatorAccount.refreshToken);
    const revoked = await ask({ marketplace: 'US', asins: ['B0CATITEM1'] }, 'zh-CN');
    const progress = await progressOf(revoked.json().data.jobId);
    expect(progress).toMatchObject({ phase: 'failed', problem: 'amazon.credentialsRejected' });
    expect(progress.message).toContain('亚马逊拒绝了这组凭证');
  });

  it('refuses what is not an ASIN, a marketplace it does not know, and more than 20 ASINs', async () => {
    for (const body of [
      { marketplace: 'US', asins: ['garlic press'] },
      { marketplace: 'XX', asins: ['B0CATITEM1'] },
      {
        marketplace: 'US',
        asins: Array.from({ length: 21 }, (_, i) => `B0CATIT${String(i).padStart(3, '0')}`),
      },
      { marketplace: 'US', asins: [] },
    ]) {
      const res = await ask(body);
      expect(res.json().code).not.toBe(1);
      expect(res.json().msg).toMatch(/asins|marketplace/);
    }
  });
});
