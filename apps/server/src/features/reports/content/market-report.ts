import type { Figure, FigureSource, MarketDetail, Niche, ReportSection } from '@asinasin/contract';
import type { CatalogQueries } from '../../../platform/catalog/catalog-db.js';
import { findNiches, MARKET_SAMPLE_SIZE, marketDetail } from '../../../catalog/index.js';
import { day, figure, marketGap, missing } from './figures.js';
import { loadScorecard, scorecardSection } from './scorecard.js';

type Known = { value: number | null; reason?: string; reasonParams?: Record<string, string | number> };
const TOP_PRODUCTS = 20;

/** A market figure the catalog gives, or its reason (market-metrics.ts) as what is missing. */
function known(key: string, value: Known, source: FigureSource): Figure {
  return figure(key, value.value, source, marketGap(value.reason ?? 'noSample', value.reasonParams));
}

const section = (key: string, parts: Partial<ReportSection>): ReportSection => ({
  key,
  figures: [],
  tables: [],
  charts: [],
  missing: [],
  ...parts,
});

function overview(
  detail: MarketDetail,
  niche: Niche | undefined,
  source: FigureSource,
  estimate: FigureSource,
): Figure[] {
  const m = detail.metrics;
  const units = figure(
    'estimatedMonthlyUnits',
    niche?.units ?? null,
    estimate,
    missing('reports.missing.sales'),
  );
  if (niche?.unitsLow != null && niche.unitsHigh != null)
    units.band = { low: niche.unitsLow, high: niche.unitsHigh };
  return [
    figure('productCount', m.sample.marketProducts, source),
    figure('sampleSize', m.sample.products, {
      kind: 'derived',
      detail: null,
      note: missing('reports.source.sampleRule', { size: MARKET_SAMPLE_SIZE }),
      date: source.date,
    }),
    known('averagePrice', m.average.price, source),
    figure('currency', m.average.currency, source),
    known('averageRating', m.average.rating, source),
    known('averageRatingCount', m.average.ratingCount, source),
    units,
    known('boughtPastMonthSum', m.amazonReported.boughtPastMonthSum, { ...source, kind: 'amazon' }),
  ];
}

/** A market figure that is a fraction of the sample (concentration, new products, fulfilment mix). */
const share = (key: string, value: Known, source: FigureSource): Figure => ({
  ...known(key, value, source),
  unit: 'share',
});

function concentration(detail: MarketDetail, source: FigureSource): Figure[] {
  const c = detail.metrics.concentration;
  return (['product', 'brand', 'seller'] as const).flatMap((by) =>
    (['top3', 'top5', 'top10', 'top20'] as const).map((top) =>
      share(`${by}${top.slice(0, 1).toUpperCase()}${top.slice(1)}`, c[by][top], source),
    ),
  );
}

function distributions(detail: MarketDetail, source: FigureSource): ReportSection[] {
  const m = detail.metrics;
  const bands = m.priceBands.bands.value ?? [];
  const label = (b: { from: number; to: number | null }) =>
    b.to === null ? `${b.from}+` : `${b.from}-${b.to}`;
  const countries = new Map<string, number>();
  for (const p of detail.products)
    if (p.sellerCountry) countries.set(p.sellerCountry, (countries.get(p.sellerCountry) ?? 0) + 1);
  return [
    section('newProducts', {
      figures: (['months1', 'months3', 'months6', 'months12'] as const).map((k) =>
        share(`newProducts${k.slice(6)}`, m.newProducts[k].productShare, source),
      ),
    }),
    section('priceBands', {
      charts: bands.length
        ? [
            {
              key: 'priceBands',
              kind: 'bar',
              series: [{ name: 'products', points: bands.map((b) => [label(b), b.products]) }],
              source,
            },
          ]
        : [],
      missing: bands.length ? [] : [marketGap(m.priceBands.bands.reason ?? 'noPrice')],
    }),
    section('ratings', {
      charts: detail.ratings.known
        ? [
            {
              key: 'ratingDistribution',
              kind: 'bar',
              series: [{ name: 'products', points: detail.ratings.bins.map((b) => [label(b), b.products]) }],
              source,
            },
          ]
        : [],
      missing: detail.ratings.known ? [] : [marketGap('noRating')],
    }),
    section('fulfilment', {
      figures: (['FBA', 'FBM', 'AMZ', 'unknown'] as const).map((k) =>
        share(`fulfilment${k}`, m.fulfilment[k], source),
      ),
      tables: countries.size
        ? [
            {
              key: 'sellerLocation',
              columns: ['country', 'products'],
              rows: [...countries].sort((a, b) => b[1] - a[1]),
              source,
            },
          ]
        : [],
      missing: countries.size ? [] : [marketGap('noSellerCountry')],
    }),
  ];
}

/** The market report's sections: a keyword's market as the catalog holds it (docs/reports.md). */
export async function buildMarketSections(
  catalog: CatalogQueries,
  subject: { marketplace: string; keyword: string },
): Promise<{ sections: ReportSection[]; detail: MarketDetail; niches: Niche[] }> {
  const [detail, found] = await Promise.all([
    marketDetail(catalog, { marketplace: subject.marketplace, keyword: subject.keyword }),
    findNiches(catalog, { marketplace: subject.marketplace, keyword: subject.keyword }),
  ]);
  const runs = detail.runs.map((r) => `#${r.id} ${r.fileName}`).join(', ');
  const source: FigureSource = { kind: 'import', detail: runs || null, date: day(detail.metrics.asOf.value) };
  const estimate: FigureSource = {
    kind: 'estimate',
    detail: null,
    note: missing('reports.source.unitsBasis'),
    date: source.date,
  };
  const own = found.niches.find((n) => n.source === 'keyword');
  const related = found.niches.filter((n) => n.source === 'search-term');
  const period = found.searchTermsPeriod
    ? `${found.searchTermsPeriod.start}/${found.searchTermsPeriod.end}`
    : null;
  const overviewFigures = overview(detail, own, source, estimate);
  const concentrationFigures = concentration(detail, source);
  const rest = distributions(detail, source);
  const all = [...overviewFigures, ...concentrationFigures, ...rest.flatMap((s) => s.figures)];
  const top = detail.products
    .slice(0, TOP_PRODUCTS)
    .map((p) => [
      p.asin,
      p.title,
      p.brand,
      p.price,
      p.rating,
      p.ratingCount,
      p.bsr,
      p.sales30d?.units ?? null,
    ]);
  const sections: ReportSection[] = [
    section('overview', { figures: overviewFigures }),
    section('concentration', { figures: concentrationFigures }),
    ...rest,
    section('topProducts', {
      tables: [
        {
          key: 'topProducts',
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
          rows: top,
          source,
        },
      ],
    }),
    section('relatedKeywords', {
      tables: related.length
        ? [
            {
              key: 'relatedKeywords',
              columns: ['term', 'searchFrequencyRank', 'products', 'estimatedMonthlyUnits', 'averagePrice'],
              rows: related.map((n) => [n.keyword, n.searchFrequencyRank, n.products, n.units, n.price]),
              source: { kind: 'amazon', detail: 'Brand Analytics', date: period },
            },
          ]
        : [],
      missing: related.length ? [] : [missing('reports.missing.relatedTerms')],
    }),
    scorecardSection(loadScorecard(), all),
  ];
  return { sections, detail, niches: found.niches };
}
