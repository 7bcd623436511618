import { REBUILD_PRODUCT_SOURCE_KEYS } from './product-source-keys.js';
import { REBUILD_PRODUCT_WORDS } from './product-words.js';
import { REBUILD_TERM_WORDS } from './term-words.js';
import { REBUILD_TRADEMARK_GRAMS } from './trademark-grams.js';

/**
 * The catalog's schema steps after the first tables (CATALOG_SCHEMA_STEPS lists them last, in
 * this order): indexes, a seller's own rows, Keepa's series, mark images, run sources, the
 * sources' product keys. Append new steps here; a landed step is never edited.
 */
export const CATALOG_SCHEMA_LATER_STEPS: string[] = [
  `
  -- 0090 The word index of product titles and brands, written by every products import
  -- (product-words.ts, docs/decisions/0037-speed.md): keyword filters read it, not every title.
  -- a product's own number: DuckDB moves a row's id when it updates the row
  alter table products add column product_key bigint;
  update products set product_key = rowid + 1;
  create table product_words (marketplace varchar not null, word varchar not null, r bigint not null);
  create table product_vocabulary (marketplace varchar not null, word varchar not null);
  ${REBUILD_PRODUCT_WORDS}
  `,
  `
  -- 0130 A seller's own SP-API connection (decisions/0044): its Brand Analytics rows are that
  -- seller's alone, kept apart from the shared search_terms so no shared reader can show them; a
  -- run names the connection it pulled and the seller it belongs to (null: the shared catalog).
  alter table import_runs add column connection_id integer;
  alter table import_runs add column owner_id integer;
  create table own_search_terms (
    marketplace varchar not null,
    department varchar not null,
    search_term varchar not null,
    period_start date not null,
    period_end date not null,
    search_frequency_rank integer,
    search_volume integer,
    asin_1 varchar, click_share_1 double, conversion_share_1 double,
    asin_2 varchar, click_share_2 double, conversion_share_2 double,
    asin_3 varchar, click_share_3 double, conversion_share_3 double,
    run_id integer not null,
    owner_id integer not null
  );
  `,
  `
  -- 0120 The trademark candidate index (trademark-grams.ts, docs/decisions/0041-trademark-index.md):
  -- each mark's exact keys and skeleton trigrams, so a search tests a few marks, not every one.
  alter table trademarks add column mark_key bigint;
  update trademarks set mark_key = rowid + 1;
  create table trademark_grams (gram varchar not null, k bigint not null);
  ${REBUILD_TRADEMARK_GRAMS}
  `,
  `
  -- 0210 Trademark search looks marks up in memory (docs/decisions/0047-trademark-search-in-memory.md):
  -- the candidate index of 0120 is read by nothing, so imports no longer keep it.
  drop table trademark_grams;
  `,
  `
  -- 0240 The word index of the shared search terms (term-words.ts,
  -- docs/decisions/0050-search-term-word-index.md): keyword mining reads it, not every term.
  alter table search_terms add column term_key bigint;
  create table search_term_words (
    marketplace varchar not null, period_start date not null, period_end date not null,
    word varchar not null, k bigint not null);
  ${REBUILD_TERM_WORDS}
  `,
  `
  -- 0260 Search Query Performance of a seller's own ASINs (decisions/0044): one row per ASIN,
  -- search query and period, the query's totals beside the ASIN's counts and shares. Pulled
  -- through the seller's own connection only, so it is theirs alone, apart from Brand Analytics.
  create table own_search_query_performance (
    marketplace varchar not null,
    asin varchar not null,
    search_query varchar not null,
    period_start date not null,
    period_end date not null,
    query_score integer,
    query_volume bigint,
    total_impressions bigint, asin_impressions bigint, asin_impression_share double,
    total_clicks bigint, asin_clicks bigint, asin_click_share double,
    total_cart_adds bigint, asin_cart_adds bigint, asin_cart_add_share double,
    total_purchases bigint, asin_purchases bigint, asin_purchase_share double,
    run_id integer not null,
    owner_id integer not null
  );
  `,
  `
  -- 0350 Keepa's own series (docs/data/keepa.md): each moment's Amazon price, lowest new price and
  -- lowest FBA price beside the one price, and the sub-category rank then; on the product, Keepa's
  -- latest rank drops (times the rank improved in the last 30, 90 and 180 days).
  alter table product_snapshots add column amazon_price decimal(12, 2);
  alter table product_snapshots add column new_price decimal(12, 2);
  alter table product_snapshots add column fba_price decimal(12, 2);
  alter table product_snapshots add column sub_bsr integer;
  alter table product_snapshots add column sub_bsr_category varchar;
  alter table products add column rank_drops_30 integer;
  alter table products add column rank_drops_90 integer;
  alter table products add column rank_drops_180 integer;
  `,
  `
  -- 0320 Mark images (docs/data/trademarks.md, "Mark images"): a figurative mark's image as the
  -- TSDR record came with it, described by the drawing index's descriptor (drawing-descriptor.ts),
  -- so the risk analysis finds marks whose image is close to a product's image.
  create table trademark_images (
    trademark_id varchar primary key,    -- trademarks.id
    png blob not null,                   -- the image to show: grey PNG, at most 512 px a side
    phash varchar not null,
    descriptor blob not null,
    run_id integer not null
  );
  `,
  `
  -- 0410 A seller's own daily Sales and Traffic (docs/data/amazon-account.md, decisions/0044 and
  -- 0060): the columns of business_reports plus the owner, apart from the shared store that
  -- calibrates every seller's curves; read only by its owner.
  create table own_business_reports (
    owner_id integer not null,
    marketplace varchar not null,
    asin varchar not null,
    period_start date not null,
    period_end date not null,
    parent_asin varchar,
    title varchar,
    sessions integer,
    page_views integer,
    units_ordered integer,
    ordered_sales decimal(14, 2),
    currency varchar,
    run_id integer not null,
    primary key (owner_id, marketplace, asin, period_start, period_end)
  );
  `,
  `
  -- 0420 Which source a run's rows came from (decisions/0061): 'keepa' for Keepa's API, null for a
  -- file (its format names it) or an SP-API connection (connection_id names it). Runs before this
  -- step are read by the file names the Keepa import has always given its runs.
  alter table import_runs add column source varchar;
  update import_runs set source = 'keepa'
    where connection_id is null and (file_name like 'Keepa products %' or file_name like 'Keepa history %'
      or file_name like 'Keepa best sellers %');
  `,
  `
  -- 0440 Which source gave which product, by the product's key (product-source-keys.ts,
  -- docs/decisions/0070-source-filter-by-key.md): one row per marketplace, source and product,
  -- written by every products import; the data-source filter reads it, not product_sources' ASINs.
  create table product_source_keys (
    marketplace varchar not null,
    source varchar not null,          -- keepa | connection:<id> | file:<format> (decisions/0061)
    product_key bigint not null       -- once per marketplace and source: indexProductSources
  );
  ${REBUILD_PRODUCT_SOURCE_KEYS}
  `,
];
