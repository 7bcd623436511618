import { ASIN_PATTERN, type SearchThreeResult } from '@asinasin/contract';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { Params } from '../sql/statement.js';
import { keywordWords, productWordKeys } from '../products/product-selection.sql.js';
import { resolvePeriod } from './keywords.repository.js';

const LIMIT = 10;

/**
 * SPEC §7 `searchThree` (decisions/0023): what a seller types in a research search box, answered as
 * the three things it can mean — search terms of the latest period that contain it (those that
 * begin with it first, then by Search Frequency Rank), products (the ASIN itself, or every word in
 * the title or brand, best root rank first) and category paths that contain it (most products
 * first). Ten of each at most.
 */
export async function searchThree(
  catalog: CatalogQueries,
  field: string,
  marketplace: string,
): Promise<SearchThreeResult> {
  const text = field.trim().toLowerCase();
  const asin = field.trim().toUpperCase();
  const { period } = await resolvePeriod(catalog, { marketplace });
  const terms = period
    ? catalog.all<{ term: string; rank: number | null }>(
        `select search_term as term, min(search_frequency_rank) as rank from search_terms
         where marketplace = $1 and period_start = $2::date and period_end = $3::date and contains(search_term, $4)
         group by search_term
         order by not starts_with(search_term, $4), rank nulls last, term limit ${LIMIT}`,
        [marketplace, period.start, period.end, text],
      )
    : Promise.resolve([]);
  const words = keywordWords(text);
  const products = ASIN_PATTERN.test(asin)
    ? catalog.all<{ asin: string; title: string | null; imageUrl: string | null }>(
        `select asin, title, image_url as "imageUrl" from products where marketplace = $1 and asin = $2`,
        [marketplace, asin],
      )
    : titleMatches(catalog, marketplace, words);
  const categories = catalog.all<{ path: string; products: number }>(
    `select category_path as path, count(*) as products from products
     where marketplace = $1 and contains(lower(category_path), $2)
     group by category_path order by products desc, path limit ${LIMIT}`,
    [marketplace, text],
  );
  return { terms: await terms, products: await products, categories: await categories, period };
}

/**
 * Products of a marketplace whose text holds every word, best sellers first: the words are looked
 * up in the product word index, as product selection's keyword filter does (decisions/0037).
 */
function titleMatches(catalog: CatalogQueries, marketplace: string, words: string[]) {
  const params = new Params([marketplace]);
  const keys = productWordKeys(words, '$1', params);
  const from = keys ? `(${keys}) w join products p on p.product_key = w.r` : 'products p';
  return catalog.all<{ asin: string; title: string | null; imageUrl: string | null }>(
    `select p.asin, p.title, p.image_url as "imageUrl" from ${from} where p.marketplace = $1
     order by p.bsr nulls last, p.asin limit ${LIMIT}`,
    params.values,
  );
}
