import { API } from '@asinasin/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  connectBody,
  fakeAccount,
  jobEnded,
  post,
  searchTermsDocument,
} from '../../../../test/support/amazon-account.js';
import { createSeller } from '../../../../test/support/factories.js';
import { startFakeSpApi, type FakeSpApi } from '../../../../test/support/fake-sp-api.js';
import { describeEachEngine, useTestApp } from '../../../../test/support/test-app.js';

const account = fakeAccount();
const fake = { server: undefined as unknown as FakeSpApi };
beforeAll(async () => {
  fake.server = await startFakeSpApi([account], { document: searchTermsDocument });
});
afterAll(() => fake.server.close());

describeEachEngine('Amazon connections', (engine) => {
  // The fake's address is known once it listens; the app is built after (in the next beforeAll).
  const env = {} as Record<string, string>;
  beforeAll(() => void (env.SP_API_ENDPOINT = fake.server.url));
  const t = useTestApp(engine, env);

  it('connects an account: tested at once, secrets sealed in the store and masked in every answer', async () => {
    const seller = await createSeller(t.app);
    const created = await post(t.app, API.amazonConnectionCreate, seller.headers, connectBody(account));
    const data = created.json().data;
    expect(created.json().code).toBe(1);
    expect(data).toMatchObject({
      name: 'My US store',
      region: 'na',
      marketplaces: ['US'],
      testProblem: null,
    });
    expect(data.testedAt).toEqual(expect.any(Number));
    expect(data.clientId).toBe(`${account.clientId.slice(0, 4)}••••${account.clientId.slice(-4)}`);
    expect(data.clientSecret).toBe('••••••••');
    expect(data.refreshToken).toBe('••••••••');
    const everything = JSON.stringify(
      (await t.app.inject({ url: API.amazonConnections, headers: seller.headers })).json(),
    );
    const stored = JSON.stringify(
      await t.app.context.db.selectFrom('amazon_connections').selectAll().execute(),
    );
    for (const secret of [account.clientId, account.clientSecret, account.refreshToken]) {
      expect(everything).not.toContain(secret);
      expect(stored).not.toContain(secret);
    }
    expect(fake.server.requests).toContain('POST /auth/o2/token');
    expect(fake.server.requests).toContain('GET /sellers/v1/marketplaceParticipations');
  });

  it('says what is wrong: a wrong secret, a revoked token, a marketplace the account does not sell in', async () => {
    const seller = await createSeller(t.app);
    const wrong = await post(t.app, API.amazonConnectionCreate, seller.headers, {
      ...connectBody(account),
      clientSecret: 'amzn1.oa2-cs.v1.not-the-secret',
    });
    expect(wrong.json().data.testProblem).toContain('亚马逊拒绝了这组凭证（invalid_client）');

    const other = fakeAccount();
    fake.server.accounts.push(other);
    const created = (await post(t.app, API.amazonConnectionCreate, seller.headers, connectBody(other))).json()
      .data;
    expect(created.testProblem).toBeNull();
    fake.server.revoke(other.refreshToken);
    const english = { ...seller.headers, 'x-lang': 'en-US' };
    const revoked = await post(t.app, API.amazonConnectionTest, english, { id: created.id });
    expect(revoked.json().data.testProblem).toMatch(/^Amazon refused these credentials \(invalid_grant\)/);

    const notSold = await post(t.app, API.amazonConnectionCreate, english, {
      ...connectBody(account),
      marketplaces: ['US', 'CA'],
    });
    expect(notSold.json().data.testProblem).toBe(
      'This account does not sell in CA. Choose only the marketplaces the account sells in',
    );
  });

  it('refuses a marketplace outside the region and a body without credentials, with a message', async () => {
    const seller = await createSeller(t.app);
    const outside = await post(t.app, API.amazonConnectionCreate, seller.headers, {
      ...connectBody(account),
      marketplaces: ['DE'],
    });
    expect(outside.json().code).toBe(400);
    const empty = await post(t.app, API.amazonConnectionCreate, seller.headers, { name: 'x', region: 'na' });
    expect(empty.json().code).toBe(400);
    expect(empty.json().msg).toEqual(expect.any(String));
  });

  it("shows a second seller nothing of another seller's connection, and lets them touch none of it", async () => {
    const owner = await createSeller(t.app);
    const id = (await post(t.app, API.amazonConnectionCreate, owner.headers, connectBody(account))).json()
      .data.id;
    const second = await createSeller(t.app);
    const list = await t.app.inject({ url: API.amazonConnections, headers: second.headers });
    expect(list.json().data.rows).toEqual([]);
    for (const url of [API.amazonConnectionTest, API.amazonConnectionSync, API.amazonConnectionDelete]) {
      const res = await post(t.app, url, second.headers, { id });
      expect(res.json().code).toBe(404);
    }
    const mine = await t.app.inject({ url: API.amazonConnections, headers: owner.headers });
    expect(mine.json().data.rows.map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await t.app.inject({ url: API.amazonConnections })).statusCode).toBe(401);
  });

  it("syncs a seller's own account into their own rows, never into the shared catalog", async () => {
    const seller = await createSeller(t.app);
    const id = (await post(t.app, API.amazonConnectionCreate, seller.headers, connectBody(account))).json()
      .data.id;
    const sync = await post(t.app, API.amazonConnectionSync, seller.headers, { id });
    expect(sync.json().code).toBe(1);
    expect(await jobEnded(t.app, sync.json().data.jobId)).toMatchObject({ state: 'done' });
    const catalog = await t.app.context.catalog();
    const [shared] = await catalog.all<{ n: number }>(
      `select count(*) as n from search_terms where run_id in (select id from import_runs where connection_id = ${id})`,
    );
    expect(Number(shared!.n)).toBe(0);
    const [own] = await catalog.all<{ n: number }>(
      `select count(*) as n from own_search_terms where owner_id = ${seller.user.id}`,
    );
    expect(Number(own!.n)).toBeGreaterThan(0);
    const removed = await post(t.app, API.amazonConnectionDelete, seller.headers, { id });
    expect(removed.json().code).toBe(1);
  });
});
