import {
  abaBrowseQuery,
  abaMoversQuery,
  abaProductsQuery,
  hotProductsQuery,
  keywordMineQuery,
  keywordReverseQuery,
  marketRankingQuery,
  productSelectionQuery,
} from '@asinasin/contract';
import { describe, expect, it } from 'vitest';
import { productsFromTermsStatement } from './aba/aba-products.repository.js';
import { moversStatement } from './aba/aba-movers.repository.js';
import { termsPageStatement } from './aba/aba-terms.repository.js';
import {
  mineAllStatement,
  minePageStatement,
  periodsStatement,
  reverseAllStatement,
  reversePageStatement,
  rootsStatement,
  trendStatement,
} from './keywords/keywords.sql.js';
import { rankingStatement } from './markets/markets.repository.js';
import { hotProductsStatement } from './products/hot-products.sql.js';
import { selectionStatement } from './products/product-selection.sql.js';
import type { Statement } from './sql/statement.js';

/**
 * The SQL each statement builder writes for one sample query, committed in ./queries (like a
 * generated query file): a change to a statement shows in review as a change of SQL, and this test
 * fails until the files are regenerated with `npm run catalog:queries`.
 */
const period = { start: '2026-06-01', end: '2026-06-07' };
const earlier = { start: '2026-05-25', end: '2026-05-31' };
const mine = keywordMineQuery.parse({
  marketplace: 'US',
  seed: 'phone case',
  exclude: ['leather'],
  rank: { max: 50_000 },
  clickConcentration: { max: 0.6 },
  sort: 'clickConcentration',
  order: 'desc',
  page: 2,
  size: 20,
});
const reverse = keywordReverseQuery.parse({
  marketplace: 'US',
  asins: ['B0AAAAAAA1', 'B0AAAAAAA2'],
  view: 'intersection',
  page: 1,
  size: 20,
});

const STATEMENTS: Record<string, () => Statement> = {
  'product-selection': () =>
    selectionStatement({
      ...productSelectionQuery.parse({
        marketplace: 'US',
        category: 'Beauty > Bath',
        keyword: 'body wash',
        price: { min: 5, max: 30 },
        fulfilment: ['FBA'],
        bestSeller: true,
        source: 'connection:7',
        page: 3,
        size: 50,
      }),
      sort: 'boughtPastMonth',
      order: 'desc',
    }),
  'hot-products-bought-leaders': () =>
    hotProductsStatement(hotProductsQuery.parse({ marketplace: 'US', price: { max: 20 } })),
  'hot-products-new-entrants': () =>
    hotProductsStatement(
      hotProductsQuery.parse({ marketplace: 'US', kind: 'newEntrants', category: 'Toys' }),
    ),
  'keywords-mine-page': () => minePageStatement(mine, period),
  'keywords-mine-all': () => mineAllStatement(mine, period),
  'keywords-roots': () => rootsStatement(mine, period),
  'keywords-periods': () => periodsStatement('US'),
  'keywords-trend': () => trendStatement('US', period, ['phone case', 'iphone case']),
  'keywords-reverse-page': () => reversePageStatement(reverse, period),
  'keywords-reverse-all': () => reverseAllStatement(reverse, period),
  'markets-ranking': () =>
    rankingStatement({
      ...marketRankingQuery.parse({ marketplace: 'US', parent: 'Toys', unitsMin: 100 }),
      sort: 'price',
      order: 'asc',
    }),
  'aba-terms-page': () =>
    termsPageStatement({
      ...abaBrowseQuery.parse({
        marketplace: 'US',
        department: 'Amazon.com',
        period,
        term: 'case',
        rankMax: 10_000,
        maxClickConcentration: 0.5,
      }),
      sort: 'clickConcentration',
      order: 'asc',
    }),
  'aba-movers-up': () =>
    moversStatement(
      abaMoversQuery.parse({ marketplace: 'US', department: 'Amazon.com', from: earlier, to: period }),
    ),
  'aba-movers-new': () =>
    moversStatement(
      abaMoversQuery.parse({
        marketplace: 'US',
        department: 'Amazon.com',
        from: earlier,
        to: period,
        direction: 'new',
      }),
    ),
  'aba-products-from-terms': () =>
    productsFromTermsStatement(
      abaProductsQuery.parse({ marketplace: 'US', department: 'Amazon.com', period, sort: 'clickShare' }),
    ),
};

/** The file: the parameters as a comment, then the statement with its indentation trimmed. */
function fileOf({ sql, params }: Statement): string {
  const lines = sql
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');
  const indent = Math.min(...lines.slice(1).map((line) => line.length - line.trimStart().length));
  const body = [lines[0]!.trim(), ...lines.slice(1).map((line) => line.slice(indent))].join('\n');
  return `-- params: ${JSON.stringify(params)}\n${body};\n`;
}

describe('the catalog statements, as committed in ./queries', () => {
  it.each(Object.keys(STATEMENTS))('%s.sql is what the builder writes', async (name) => {
    await expect(fileOf(STATEMENTS[name]!())).toMatchFileSnapshot(`./queries/${name}.sql`);
  });
});
