import type { TermsScope } from '@asinasin/contract';

/**
 * Where the research screens link to one another: every screen builds these addresses
 * here, so a page that moves changes in one place. Lists of ASINs keep their commas readable.
 */
const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString().replace(/%2C/g, ',')}`;

/** One product's detail, or several products compared (competitor trends). */
export const productDetailPath = (marketplace: string, asins: readonly string[]) =>
  withQuery('/products/hot-product-detail', { marketplace, asins: asins.join(',') });

/** Hot products of one kind, within a category path when given. */
export const hotProductsPath = (marketplace: string, kind: string, category?: string | null) =>
  withQuery('/products/hot-product', { kind, marketplace, ...(category ? { category } : {}) });

/** A market's detail: a category path or a keyword. */
export const marketDetailPath = (marketplace: string, market: { node: string } | { keyword: string }) =>
  withQuery('/products/hot-market-detail', { marketplace, ...market });

/** Keyword mining from a seed word. */
export const keywordMinerPath = (marketplace: string, seed: string) =>
  withQuery('/keyword/miner', { marketplace, seed });

/** The terms for which products are top clicked. */
export const reverseAsinPath = (marketplace: string, asins: readonly string[]) =>
  withQuery('/keyword/reverse', { marketplace, asins: asins.join(',') });

/** One search term over every imported period; in a data scope other than "all" when given. */
export const termResearchPath = (marketplace: string, term: string, scope: TermsScope = 'all') =>
  withQuery('/search/research', { marketplace, term, ...(scope === 'all' ? {} : { scope }) });
