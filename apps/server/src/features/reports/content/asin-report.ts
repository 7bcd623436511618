import {
  checkText,
  describeFinding,
  LISTING_LIMITS,
  LISTING_MARKETS,
  type Language,
  type MarketplaceCode,
  type ProductHistory,
  type ReportSection,
  type SelectedProduct,
} from '@asinasin/contract';
import type { CatalogQueries } from '../../../platform/catalog/catalog-db.js';
import { marketDetail, productHistories, reverseAsins, type SalesModel } from '../../../catalog/index.js';
import { day, figure, importSource, missing } from './figures.js';

/** How many competitors and terms a report lists: a page, never the whole catalog. */
const COMPETITORS = 20;
const TERMS = 20;

function overview(h: ProductHistory): ReportSection {
  const p = h.product;
  const src = (field: string) => importSource(h, field);
  return {
    key: 'overview',
    figures: [
      figure('imageUrl', p.imageUrl, src('imageUrl')),
      figure('title', p.title, src('title')),
      figure('brand', p.brand, src('brand')),
      figure('price', p.price, src('price')),
      figure('currency', p.currency, src('currency')),
      figure('rating', p.rating, src('rating')),
      figure('ratingCount', p.ratingCount, src('ratingCount')),
      figure('bsr', p.bsr, src('bsr')),
      figure('bsrCategory', p.bsrCategory, src('bsrCategory')),
      figure('categoryPath', p.categoryPath, src('categoryPath')),
      figure('volumeCm3', p.volumeCm3, src('lengthCm')),
      figure('weightG', p.weightG, src('weightG')),
      figure('sizeTier', p.sizeTier, src('sizeTier')),
      figure('fulfilment', p.fulfilment, src('fulfilment')),
      figure('dateFirstAvailable', p.dateFirstAvailable, src('dateFirstAvailable')),
    ],
    tables: [],
    charts: [],
    missing: [],
  };
}

function history(h: ProductHistory): ReportSection {
  const points = (pick: (s: ProductHistory['series'][number]) => number | null) =>
    h.series.flatMap((s) => {
      const value = pick(s);
      return value === null ? [] : [[day(s.observedAt)!, value] as [string, number]];
    });
  const first = h.series[0];
  const last = h.series[h.series.length - 1];
  const source = last
    ? {
        kind: 'import' as const,
        detail: null,
        note: missing('reports.source.snapshots', { count: h.series.length }),
        date: day(last.observedAt),
      }
    : null;
  const charts = [
    { key: 'priceHistory', name: 'price', points: points((s) => s.price) },
    { key: 'bsrHistory', name: 'bsr', points: points((s) => s.bsr) },
    { key: 'ratingHistory', name: 'rating', points: points((s) => s.rating) },
  ]
    .filter((c) => c.points.length > 0)
    .map((c) => ({
      key: c.key,
      kind: 'line' as const,
      series: [{ name: c.name, points: c.points }],
      source,
    }));
  return {
    key: 'history',
    figures: first
      ? [
          figure('historyFrom', day(first.observedAt), source),
          figure('historyTo', day(last!.observedAt), source),
        ]
      : [],
    tables: [],
    charts,
    missing: charts.length ? [] : [missing('reports.missing.history')],
  };
}

function sales(h: ProductHistory): ReportSection {
  const p = h.product;
  const estimate = p.sales30d;
  const units = figure(
    'estimatedMonthlySales',
    estimate?.units,
    estimate
      ? {
          kind: 'estimate',
          detail: estimate.curve,
          note: missing(`reports.source.${estimate.calibrated ? 'calibrated' : 'estimated'}`, {
            curve: estimate.curve,
            observations: h.salesMethod.observations,
          }),
          date: day(h.salesMethod.computedAt),
        }
      : null,
    missing('reports.missing.sales'),
  );
  if (estimate) units.band = { low: estimate.low, high: estimate.high };
  const bought = figure(
    'boughtPastMonth',
    p.boughtPastMonth,
    p.boughtPastMonth === null
      ? null
      : {
          kind: 'amazon',
          detail: importSource(h, 'boughtPastMonth')?.detail ?? null,
          date: importSource(h, 'boughtPastMonth')?.date ?? day(p.updatedAt),
        },
    missing('reports.missing.bought'),
  );
  return { key: 'sales', figures: [units, bought], tables: [], charts: [], missing: [] };
}

async function keywords(catalog: CatalogQueries, p: SelectedProduct): Promise<ReportSection> {
  const found = await reverseAsins(catalog, {
    marketplace: p.marketplace,
    asins: [p.asin],
    // a report is built from the shared catalog alone (decisions/0044)
    scope: 'shared',
    view: 'union',
    sort: 'rank',
    order: 'asc',
    page: 1,
    size: TERMS,
  });
  const period = found.period ? `${found.period.start}/${found.period.end}` : null;
  const rows = found.rows.map((row) => {
    const own = row.clicked.find((c) => c.asin === p.asin);
    return [
      row.term,
      row.rank,
      own?.clickRank ?? null,
      own?.clickShare ?? null,
      own?.conversionShare ?? null,
    ];
  });
  return {
    key: 'keywords',
    figures: [
      figure('termsTopClicked', found.total, { kind: 'amazon', detail: 'Brand Analytics', date: period }),
    ],
    tables: rows.length
      ? [
          {
            key: 'terms',
            columns: ['term', 'searchFrequencyRank', 'clickRank', 'clickShare', 'conversionShare'],
            rows,
            source: { kind: 'amazon', detail: 'Brand Analytics', date: period },
          },
        ]
      : [],
    charts: [],
    missing: rows.length ? [] : [missing('reports.missing.terms')],
  };
}

async function competitors(catalog: CatalogQueries, p: SelectedProduct): Promise<ReportSection> {
  if (!p.categoryPath)
    return {
      key: 'competitors',
      figures: [],
      tables: [],
      charts: [],
      missing: [missing('reports.missing.competitors')],
    };
  const detail = await marketDetail(catalog, { marketplace: p.marketplace, node: p.categoryPath });
  const others = detail.products.filter((o) => o.asin !== p.asin).slice(0, COMPETITORS);
  const source = {
    kind: 'import' as const,
    detail: detail.runs.map((r) => `#${r.id} ${r.fileName}`).join(', ') || null,
    date: day(detail.metrics.asOf.value),
  };
  const rows = others.map((o) => [
    o.asin,
    o.title,
    o.brand,
    o.price,
    o.rating,
    o.ratingCount,
    o.bsr,
    o.sales30d?.units ?? null,
  ]);
  const positioned = (list: SelectedProduct[]) =>
    list.flatMap((o) =>
      o.price !== null && o.ratingCount !== null ? [[o.price, o.ratingCount] as [number, number]] : [],
    );
  // The positioning chart needs both axes: a competitor without a rating count (most of the US demo
  // data, whose source wrote 0 for "not recorded") cannot be placed, and the section says so.
  const points = positioned(others);
  const lacking = others.length - points.length;
  const gaps = !rows.length
    ? [missing('reports.missing.competitors')]
    : points.length === 0
      ? [missing('reports.missing.positioning', { total: others.length })]
      : lacking > 0
        ? [missing('reports.missing.positioningPartial', { lacking, total: others.length })]
        : [];
  return {
    key: 'competitors',
    figures: [figure('competitorCount', detail.metrics.sample.marketProducts - 1, source)],
    tables: rows.length
      ? [
          {
            key: 'competitors',
            columns: [
              'asin',
              'title',
              'brand',
              'price',
              'rating',
              'ratingCount',
              'bsr',
              'estimatedMonthlySales',
            ],
            rows,
            source,
          },
        ]
      : [],
    charts: points.length
      ? [
          {
            key: 'pricePositioning',
            kind: 'scatter',
            series: [
              { name: 'competitors', points },
              { name: p.asin, points: positioned([p]) },
            ],
            source,
          },
        ]
      : [],
    missing: gaps,
  };
}

function listingQuality(h: ProductHistory, language: Language): ReportSection {
  const p = h.product;
  const market = LISTING_MARKETS[p.marketplace as MarketplaceCode];
  const findings = p.title && market ? checkText(p.title, 'title', { market }) : [];
  return {
    key: 'listing',
    figures: [
      figure('titleLength', p.title?.length, importSource(h, 'title')),
      figure('titleAdvised', p.title ? LISTING_LIMITS.titleAdvised : null, {
        kind: 'derived',
        detail: null,
        note: missing('reports.source.listingRules'),
        date: null,
      }),
      figure('hasAplus', p.hasAplus, importSource(h, 'hasAplus')),
      figure('hasVideo', p.hasVideo, importSource(h, 'hasVideo')),
      figure('variantCount', p.variantCount, importSource(h, 'variantCount')),
    ],
    tables: findings.length
      ? [
          {
            key: 'findings',
            columns: ['severity', 'finding'],
            rows: findings.map((f) => [f.severity, describeFinding(f, language)]),
            source: {
              kind: 'derived',
              detail: null,
              note: missing('reports.source.listingRules'),
              date: null,
            },
          },
        ]
      : [],
    charts: [],
    missing: [],
  };
}

/** The ASIN report's sections, from the catalog alone (docs/reports.md). */
export async function buildAsinSections(
  catalog: CatalogQueries,
  model: SalesModel,
  subject: { marketplace: string; asin: string },
  language: Language,
): Promise<{ sections: ReportSection[]; product: SelectedProduct }> {
  const { products } = await productHistories(catalog, model, {
    marketplace: subject.marketplace,
    asins: [subject.asin],
  });
  const h = products[0]!;
  const sections = [
    overview(h),
    history(h),
    sales(h),
    await keywords(catalog, h.product),
    await competitors(catalog, h.product),
    listingQuality(h, language),
  ];
  return { sections, product: h.product };
}
