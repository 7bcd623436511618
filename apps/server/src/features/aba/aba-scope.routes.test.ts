import { API } from '@asinasin/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectBody, fakeAccount, jobEnded, post } from '../../../test/support/amazon-account.js';
import { importAbaFixture, WEEK_1 } from '../../../test/support/aba-catalog.js';
import { searchTermsDocument } from '../../../test/support/fake-sp-account.js';
import { createSeller, type Seller } from '../../../test/support/factories.js';
import { startFakeSpApi, type FakeSpApi } from '../../../test/support/fake-sp-api.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';

/*
 * The ABA screens' Data switch (decisions/0044): a seller's own account's Search Terms, synced
 * through their own SP-API connection, show on the ABA screens under "all" and "mine", never
 * under "shared", and never to another seller whatever the scope.
 */
const ownAccount = fakeAccount();
const fake = { server: undefined as unknown as FakeSpApi };
beforeAll(async () => {
  fake.server = await startFakeSpApi([ownAccount], { document: searchTermsDocument });
});
afterAll(() => fake.server.close());

interface Period {
  department: string;
  start: string;
  end: string;
  terms: number;
  sources: { fileName: string }[];
}

describeEachEngine('The ABA screens by data scope', (engine) => {
  const env: Record<string, string> = {};
  beforeAll(() => void (env.SP_API_ENDPOINT = fake.server.url));
  const t = useTestApp(engine, env);
  const state = {} as { owner: Seller; other: Seller; connection: number; own: Period };

  const call = async (seller: Seller, url: string, body: Record<string, unknown>) => {
    const res = await post(t.app, url, seller.headers, body);
    expect(res.json().code).toBe(1);
    return res.json().data;
  };
  const periods = async (seller: Seller, scope?: string): Promise<Period[]> =>
    (await call(seller, API.abaPeriods, scope ? { scope } : {})).periods;
  const ownReport = () => ({
    department: state.own.department,
    period: { start: state.own.start, end: state.own.end },
  });
  const fromOwnAccount = (rows: { source: { fileName: string } }[]) =>
    rows.some((r) => r.source.fileName.includes('SP-API #'));
  const terms = (data: { rows: { term: string }[] }) => data.rows.map((r) => r.term);

  beforeAll(async () => {
    await importAbaFixture(t.app);
    state.owner = await createSeller(t.app);
    state.other = await createSeller(t.app);
    const created = await post(
      t.app,
      API.amazonConnectionCreate,
      state.owner.headers,
      connectBody(ownAccount),
    );
    state.connection = created.json().data.id;
    const started = await post(t.app, API.amazonConnectionSync, state.owner.headers, {
      id: state.connection,
    });
    expect((await jobEnded(t.app, started.json().data.jobId)).state).toBe('done');
  });

  it("lists the seller's own periods under mine and all, the shared ones under shared and all", async () => {
    const own = await periods(state.owner, 'mine');
    expect(own).toHaveLength(2);
    expect(own.every((p) => p.terms === 2)).toBe(true);
    expect(own[0]!.sources[0]!.fileName).toContain(`SP-API #${state.connection} `);
    state.own = own[0]!;
    const shared = await periods(state.owner, 'shared');
    expect(shared.map((p) => p.start)).toEqual(['2024-06-16', '2024-06-09', '2024-06-09', '2024-06-02']);
    const all = await periods(state.owner);
    expect(all).toHaveLength(own.length + shared.length);
  });

  it('browses, finds opportunities, products and one term in the own report under mine and all', async () => {
    for (const scope of ['mine', 'all']) {
      const browse = await call(state.owner, API.abaBrowse, { ...ownReport(), scope });
      expect(terms(browse)).toEqual(['garlic press', 'garlic crusher']);
      expect(browse.rows[0].clicked[0]).toMatchObject({ asin: 'B0SPAPI001' });
      expect(browse.sources[0].fileName).toContain(`SP-API #${state.connection} `);
      const sorted = await call(state.owner, API.abaBrowse, { ...ownReport(), scope, sort: 'term' });
      expect(terms(sorted)).toEqual(['garlic crusher', 'garlic press']);
      // the top three take 43 % of the press's clicks and 40 % of the crusher's
      const chances = await call(state.owner, API.abaOpportunities, {
        ...ownReport(),
        scope,
        maxClickConcentration: 0.42,
      });
      expect(terms(chances)).toEqual(['garlic crusher']);
      const products = await call(state.owner, API.abaProducts, { ...ownReport(), scope });
      expect(products.rows.map((r: { asin: string; terms: number }) => [r.asin, r.terms])).toEqual([
        ['B0SPAPI001', 2],
        ['B0SPAPI002', 1],
      ]);
    }
    const term = await call(state.owner, API.abaTerm, { term: 'garlic press', scope: 'mine' });
    expect(term.periods).toHaveLength(2);
    expect(term.related.map((r: { term: string }) => r.term)).toEqual(['garlic crusher']);
    const withShared = await call(state.owner, API.abaTerm, {
      term: 'garlic press',
      department: term.department,
    });
    expect(withShared.periods.map((p: { start: string }) => p.start)).toEqual(
      expect.arrayContaining(term.periods.map((p: { start: string }) => p.start)),
    );
  });

  it('shows the shared catalog alone under shared', async () => {
    const browse = await call(state.owner, API.abaBrowse, { ...ownReport(), scope: 'shared' });
    expect(browse.total).toBe(0);
    const term = await call(state.owner, API.abaTerm, { term: 'garlic press', scope: 'shared' });
    expect(fromOwnAccount(term.periods)).toBe(false);
    const week1 = { department: 'Amazon.com', period: WEEK_1 };
    const sharedWeek = await call(state.owner, API.abaBrowse, { ...week1, scope: 'shared' });
    expect(sharedWeek.total).toBe(6);
    expect((await call(state.owner, API.abaBrowse, { ...week1, scope: 'mine' })).total).toBe(0);
    expect((await call(state.owner, API.abaBrowse, week1)).total).toBe(6);
  });

  it("never shows a second seller the first seller's rows, whatever the scope", async () => {
    for (const scope of [undefined, 'all', 'mine', 'shared']) {
      const body = scope ? { scope } : {};
      const seen = await periods(state.other, scope);
      expect(seen.some((p) => p.sources.some((s) => s.fileName.includes('SP-API #')))).toBe(false);
      expect((await call(state.other, API.abaBrowse, { ...ownReport(), ...body })).total).toBe(0);
      expect((await call(state.other, API.abaOpportunities, { ...ownReport(), ...body })).total).toBe(0);
      expect((await call(state.other, API.abaProducts, { ...ownReport(), ...body })).total).toBe(0);
      const term = await call(state.other, API.abaTerm, { term: 'garlic press', ...body });
      expect(fromOwnAccount(term.periods)).toBe(false);
    }
    expect(await periods(state.other, 'mine')).toEqual([]);
  });

  it('answers a scope it does not know with a validation message, not a crash', async () => {
    const res = await post(t.app, API.abaBrowse, state.owner.headers, { ...ownReport(), scope: 'everyone' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).not.toBe(1);
    expect(res.json().msg.length).toBeGreaterThan(0);
  });
});
