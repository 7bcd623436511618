import { API, type KeywordMineInput } from '@asinasin/contract';
import { beforeAll, expect, it } from 'vitest';
import { heldIndexes } from '../../catalog/index.js';
import { importIntoCatalog } from '../../../test/support/catalog.js';
import { createSeller, type Seller } from '../../../test/support/factories.js';
import { importKeywordReports } from '../../../test/support/keywords-catalog.js';
import { searchTermsReport, type ReportTerm } from '../../../test/support/search-terms-report.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';
import { importFile } from '../catalog-import/import/import-file.js';

// Weeks after every period of the shared fixture, so each becomes the newest in turn.
const WEEK_4 = { start: '2024-02-04', end: '2024-02-10' };
const WEEK_5 = { start: '2024-02-11', end: '2024-02-17' };
const clicked: ReportTerm['clicked'] = [['B0GARLIC01', 0.3, 0.2]];

/*
 * Keyword mining reads the newest period from memory (decisions/0065): never stale after an import,
 * and never for a seller's own rows, which only their owner sees.
 */
describeEachEngine('keyword mining from memory, through the API', (engine) => {
  const t = useTestApp(engine);
  const state = {} as { owner: Seller; other: Seller };

  const mine = async (seller: Seller, body: KeywordMineInput) => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.keywordMine,
      headers: seller.headers,
      payload: body,
    });
    expect(res.json().code).toBe(1);
    return res.json().data as { period: { start: string }; total: number; rows: { term: string }[] };
  };
  const terms = (data: { rows: { term: string }[] }) => data.rows.map((row) => row.term).sort();

  beforeAll(async () => {
    await importKeywordReports(t.app);
    state.owner = await createSeller(t.app);
    state.other = await createSeller(t.app);
  });

  it("answers right after an import's commit with its rows, not the period read before", async () => {
    const week4 = (extra: ReportTerm[]) =>
      searchTermsReport(WEEK_4, [{ term: 'garlic press', rank: 10, clicked }, ...extra]);
    await importIntoCatalog(t.app, 'search-terms', week4([]), { fileName: 'week-4.json' });
    const before = await mine(state.owner, { seed: 'garlic' });
    expect(before.period.start).toBe(WEEK_4.start);
    expect(terms(before)).toEqual(['garlic press']);

    // the same week again, one more term: the next call sees it, whatever the warm-up is doing
    const again = [{ term: 'garlic roaster clay', rank: 20, clicked }];
    await importIntoCatalog(t.app, 'search-terms', week4(again), { fileName: 'week-4-again.json' });
    expect(terms(await mine(state.owner, { seed: 'garlic' }))).toEqual([
      'garlic press',
      'garlic roaster clay',
    ]);

    // a newer week takes the older one's place in memory
    const week5 = searchTermsReport(WEEK_5, [{ term: 'garlic mincer', rank: 5, clicked }]);
    await importIntoCatalog(t.app, 'search-terms', week5, { fileName: 'week-5.json' });
    const after = await mine(state.other, { seed: 'garlic' });
    expect(after.period.start).toBe(WEEK_5.start);
    expect(terms(after)).toEqual(['garlic mincer']);
    const held = await heldIndexes(await t.app.context.catalog());
    expect(held.map((index) => index.period.start)).toContain(WEEK_5.start);
    expect(held.map((index) => index.period.start)).not.toContain(WEEK_4.start);
  });

  it("shows a seller's own rows to that seller alone, by SQL, and the shared rows from memory", async () => {
    const own = searchTermsReport(WEEK_5, [{ term: 'garlic own secret', rank: 3, clicked }]);
    const summary = await importFile(await t.app.context.catalog(), {
      kind: 'search-terms',
      fileName: 'own-week-5.json',
      bytes: Buffer.from(own),
      ownerId: state.owner.user.id,
    });
    expect(summary.status).toBe('done');
    // "all" with the seller's own report of the week reads their rows for it
    expect(terms(await mine(state.owner, { seed: 'garlic' }))).toEqual(['garlic own secret']);
    expect(terms(await mine(state.owner, { seed: 'garlic', scope: 'shared' }))).toEqual(['garlic mincer']);
    for (const scope of ['all', 'shared', 'mine'] as const) {
      expect(terms(await mine(state.other, { seed: 'garlic', scope })), scope).not.toContain(
        'garlic own secret',
      );
    }
  });
});
