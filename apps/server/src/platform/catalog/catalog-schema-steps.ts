import { CATALOG_SCHEMA_LATER_STEPS } from './catalog-schema-later-steps.js';

/**
 * The catalog's tables, one step per schema version, applied in order and never edited once landed.
 * Units are fixed per column and documented in docs/data/catalog.md: prices in the marketplace's
 * currency (DECIMAL), lengths in centimetres, weights in grams, dates as DATE, times in UTC.
 * Every row names the import run that wrote it (`run_id`): provenance is never lost.
 */
export const CATALOG_SCHEMA_STEPS: string[] = [
  `
  create sequence import_runs_id start 1;
  create table import_runs (
    id integer primary key default nextval('import_runs_id'),
    kind varchar not null,            -- products | snapshots | search-terms | pages | business-report
    format varchar,                   -- the detected column set, e.g. canonical, asaniczka-2023
    file_name varchar not null,
    checksum varchar not null,        -- sha256 of the file's bytes
    marketplace varchar,
    status varchar not null,          -- running | done | failed | unchanged
    rows_read integer not null default 0,
    accepted integer not null default 0,
    rejected integer not null default 0,
    reasons varchar,                  -- JSON: [{line, reason}], the first 1,000
    error varchar,                    -- a file-level failure, in English for the operator
    started_at timestamp not null,
    finished_at timestamp,
    user_id integer                   -- who started it; null for the CLI and the demo data
  );
  create table products (
    marketplace varchar not null,
    asin varchar not null,
    title varchar,
    brand varchar,
    category_path varchar,            -- " > "-separated, root first
    browse_node varchar,
    price decimal(12, 2),
    list_price decimal(12, 2),
    currency varchar,
    rating double,
    rating_count integer,
    bsr integer,                      -- rank in the root category
    bsr_category varchar,
    sub_bsr integer,                  -- rank in the most specific category shown
    sub_bsr_category varchar,
    seller_count integer,
    fulfilment varchar,               -- FBA | FBM | AMZ
    seller_country varchar,           -- ISO 3166-1 alpha-2
    length_cm double,
    width_cm double,
    height_cm double,
    weight_g double,
    size_tier varchar,
    variant_count integer,
    is_best_seller boolean,
    is_amazons_choice boolean,
    is_new_release boolean,
    has_aplus boolean,
    has_video boolean,
    date_first_available date,
    image_url varchar,
    bought_past_month integer,        -- Amazon-reported lower bound ("1K+ bought in past month")
    run_id integer not null,
    updated_at timestamp not null,
    primary key (marketplace, asin)
  );
  -- Which import gave which fields of a product: the provenance of every stored value.
  create table product_sources (
    marketplace varchar not null,
    asin varchar not null,
    run_id integer not null,
    fields varchar[] not null,
    primary key (marketplace, asin, run_id)
  );
  -- A source's own category ids and their names (a dataset's category table).
  create table source_categories (
    source varchar not null,
    id varchar not null,
    name varchar not null,
    run_id integer not null,
    primary key (source, id)
  );
  create table product_snapshots (
    marketplace varchar not null,
    asin varchar not null,
    observed_at timestamp not null,
    price decimal(12, 2),
    currency varchar,
    bsr integer,
    bsr_category varchar,
    browse_node varchar,
    rating double,
    rating_count integer,
    bought_past_month integer,
    run_id integer not null,
    primary key (marketplace, asin, observed_at)
  );
  create table categories (
    marketplace varchar not null,
    node_id varchar not null,
    parent_node_id varchar,
    name varchar not null,
    path varchar,
    run_id integer not null,
    primary key (marketplace, node_id)
  );
  -- A seller's own Business Report (Detail Page Sales and Traffic by child item) for a date range.
  create table business_reports (
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
    primary key (marketplace, asin, period_start, period_end)
  );
  create table search_terms (
    marketplace varchar not null,
    department varchar not null,
    search_term varchar not null,
    period_start date not null,
    period_end date not null,
    search_frequency_rank integer,
    search_volume integer,            -- only where a source gives it
    asin_1 varchar, click_share_1 double, conversion_share_1 double,
    asin_2 varchar, click_share_2 double, conversion_share_2 double,
    asin_3 varchar, click_share_3 double, conversion_share_3 double,
    run_id integer not null,
    primary key (marketplace, department, search_term, period_start, period_end)
  );
  `,
  `
  -- The main seller's name where a source gives it (Keepa's Buy Box seller, a Jungle Scout export).
  alter table products add column seller_name varchar;
  -- Title and brand in lower case, written with them: keyword filters read it instead of lowering
  -- every title of a marketplace on every search.
  alter table products add column search_text varchar;
  -- What the catalog derives from a product's history and the sales model, recomputed after every
  -- import that touches products or snapshots. They live on the product row so that filters and
  -- sorts on them read a column, never a join (docs/decisions/0017). Nulls mean the history cannot
  -- give the value (docs/data/estimates.md says which history each needs).
  alter table products add column bsr_7d_ago integer;         -- root BSR of the snapshot nearest 7 days before the latest
  alter table products add column bsr_growth integer;         -- bsr_7d_ago minus today's BSR: positive when rising
  alter table products add column bsr_growth_rate double;     -- bsr_growth / bsr_7d_ago
  alter table products add column sales_30d integer;          -- estimated units in the last 30 days (the sales model)
  alter table products add column sales_low integer;          -- the estimate's band
  alter table products add column sales_high integer;
  alter table products add column sales_curve varchar;        -- the curve used: "<marketplace>/<root category>"
  alter table products add column sales_calibrated boolean;   -- whether that curve was fitted to a seller's own sales
  alter table products add column sales_growth_rate double;   -- last 30 days' estimate over the 30 days before, minus 1
  alter table products add column new_ratings_30d integer;    -- rating count now minus 30 days before
  alter table products add column metrics_at timestamp;       -- when the values above were computed
  -- Search terms without a primary key: a Brand Analytics week is millions of rows, and keeping an
  -- index of their long text keys took a fifth of an import (decisions/0017); the importer, the one
  -- writer of this table, keeps (marketplace, department, term, period) unique.
  create table search_terms_unindexed (
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
    run_id integer not null
  );
  insert into search_terms_unindexed select * from search_terms;
  drop table search_terms;
  alter table search_terms_unindexed rename to search_terms;
  -- A clickstream panel's daily top search terms (on-site search volume, not Brand Analytics).
  create table onsite_searches (
    marketplace varchar not null,
    search_term varchar not null,
    day date not null,
    rank integer,                     -- rank within the day's list of the source
    users double,                     -- the panel's calibrated estimate of searching users
    site_visits double,
    category varchar,                 -- the source's own label of the term
    run_id integer not null,
    primary key (marketplace, search_term, day)
  );
  -- A source's own niche label of a search term (the panel's hand-labelled keyword list).
  create table search_term_labels (
    marketplace varchar not null,
    search_term varchar not null,
    label varchar not null,
    run_id integer not null,
    primary key (marketplace, search_term)
  );
  `,
  `
  -- Every level of every category path of a marketplace is a market; its ranking figures over its
  -- top 100 (docs/data/markets.md), recomputed after each import that touches products and after a
  -- calibration, so the ranking reads rows instead of computing every node per request.
  create table category_markets (
    marketplace varchar not null,
    path varchar not null,            -- " > "-separated, root first
    level integer not null,           -- 1 for a root category
    parent_path varchar,
    name varchar not null,            -- the path's last level
    children integer not null,        -- sub-categories
    products integer not null,        -- every product of the node
    sample integer not null,          -- the products the figures rest on (at most 100)
    units double,                     -- sum of sales_30d over the sample (estimated)
    units_low double,
    units_high double,
    with_units integer not null,
    bought_past_month double,         -- Amazon-reported, summed; never mixed with the estimate
    bought_known integer not null,
    price double,                     -- average; null when the sample mixes currencies
    currency varchar,
    rating double,
    rating_count double,
    concentration_basis varchar,      -- units | ratings: what brand shares are measured by
    brand_top3 double,
    brand_top10 double,
    brand_known integer not null,
    new_share double,                 -- first available within 12 months of as_of
    first_available_known integer not null,
    as_of date,                       -- the newest snapshot of the sample's products
    fba_share double,
    fulfilment_known integer not null,
    aplus_share double,
    aplus_known integer not null,
    run_id integer,                   -- the newest import run among the node's products
    computed_at timestamp not null,
    primary key (marketplace, path)
  );
  `,
  `
  -- The durable job that carries a run out (decisions/0027); null for a run the CLI or the demo
  -- data imported in their own process.
  alter table import_runs add column job_id varchar;
  `,
  `
  -- 0030 trademarks: marks of the offices (USPTO, EUIPO, DPMA, WIPO) and owners' published lists,
  -- with the forms matching compares, computed at import (catalog/trademarks/mark-keys.ts,
  -- docs/data/trademarks.md). One row per office and number; a list without numbers keys by mark.
  create table trademarks (
    id varchar primary key,           -- "<office>:<serial>", or "list:<compact mark>" for an owner's list
    mark varchar not null,            -- the mark as filed
    norm varchar not null,            -- case, width, diacritics and punctuation folded
    compact varchar not null,         -- norm without spaces
    skeleton varchar not null,        -- compact with look-alike characters read as letters
    mark_length integer not null,     -- length of skeleton: the edit-distance window reads a column
    pinyin varchar,                   -- for a mark with Chinese characters
    phonetic1 varchar not null,       -- Double Metaphone, primary and alternate
    phonetic2 varchar not null,
    office varchar,                   -- USPTO | EUIPO | DPMA | WIPO; null for an owner's own list
    serial_number varchar,
    registration_number varchar,
    status varchar not null,          -- live | dead | unknown
    status_code varchar,              -- the office's own code or text
    owner varchar,
    classes integer[] not null,       -- Nice classes, 1-45
    goods_services varchar,
    filing_date date,
    registration_date date,
    expiry_date date,
    image_url varchar,                -- the office's mark image, when the record names one
    format varchar not null,          -- the import format that gave the row
    run_id integer not null,
    updated_at timestamp not null
  );
  `,
  `
  -- 0040 design patents (docs/data/design-patents.md). One row per grant; the Locarno class as
  -- "CC-SS" (class, subclass) where the grant gives it, else mapped from the USPC design class,
  -- else null with the USPC class kept. The drawing is a normalised copy (PNG, at most 512 px) and
  -- its image descriptors, written at import so a search reads, never computes, the index.
  create table design_patents (
    patent_number varchar primary key,   -- USD0534331
    title varchar not null,
    locarno_class varchar,               -- "01"
    locarno_subclass varchar,            -- "01" (of "01-01")
    locarno_edition varchar,
    locarno_mapped boolean not null default false, -- true when derived from the USPC class
    uspc_class varchar,                  -- "D1-121"
    application_number varchar,
    apply_date date,
    publication_date date,
    applicant varchar,
    designer varchar,
    agency varchar,
    agent varchar,
    applicant_address varchar,
    search_text varchar,                 -- lower-cased title and parties, for the keyword match
    run_id integer not null,
    updated_at timestamp not null
  );
  create table design_patent_drawings (
    patent_number varchar primary key,
    png blob not null,
    phash varchar not null,              -- 64-bit DCT hash, hex
    descriptor blob not null,            -- Float32 vector (docs/data/design-patents.md)
    run_id integer not null
  );
  `,
  ...CATALOG_SCHEMA_LATER_STEPS,
];
