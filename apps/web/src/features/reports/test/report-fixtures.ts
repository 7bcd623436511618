import { API, type AsinReportCard, type MarketReportCard, type ReportView } from '@asinasin/contract';
import { fakeApi } from '../../../test/fake-api';

/** Test code only: the modules the report calls are charged to, as /api/mold/index answers them. */
export function answerModules() {
  const mold = (key: string, id: number, path: string, cost: number) => ({
    key,
    id,
    path,
    value: key,
    name_zh: key,
    name_en: key,
    cost,
  });
  fakeApi.on(API.moduleIndex, {
    mold: [
      mold('asin_fx_update', 7, '/products/asin_fx/index', 10),
      mold('sc_fx_update', 8, '/products/sc_fx/index', 20),
    ],
  });
}

export const asinCard = (id: number, state: number, extra: Partial<AsinReportCard> = {}): AsinReportCard => ({
  id,
  asin: `B0REPORT0${id}`,
  state,
  url: '',
  product: JSON.stringify({ imageUrl: '', marketplace: 'US', title: `Product ${id}` }),
  failure: state === 2 ? '目录中没有这件商品' : null,
  updatedAt: '2026-11-26T10:00:00.000Z',
  ...extra,
});

export const marketCard = (id: number, state: number): MarketReportCard => ({
  id,
  niche_id: `us-${id}`,
  keyword: `keyword ${id}`,
  state,
  url: '',
  market: JSON.stringify({ nicheId: `us-${id}`, nicheTitle: `Niche ${id}`, referenceAsinImageUrl: '' }),
  failure: null,
  updatedAt: '2026-11-26T10:00:00.000Z',
});

export const started = (id: number) => ({ id, state: 0, jobId: `job-${id}`, cost: 10 });

/** A done ASIN report as the view call answers it: figures with sources, a band, a gap, a chart. */
export const asinView = (): ReportView => ({
  id: 3,
  kind: 'asin',
  state: 1,
  failure: null,
  url: '',
  content: {
    kind: 'asin',
    marketplace: 'US',
    subject: 'B0REPORT03',
    generatedAt: '2026-11-26T10:00:00.000Z',
    writing: { text: '这件商品价格为 19.99。', ruleBased: true, model: 'rule-based', flagged: [] },
    sections: [
      {
        key: 'overview',
        figures: [
          {
            key: 'price',
            value: 19.99,
            band: null,
            unit: null,
            source: { kind: 'import', detail: '#4 products.csv', date: '2026-11-20' },
            missing: null,
          },
          {
            key: 'productTop3',
            value: 0.8532,
            band: null,
            unit: 'share',
            source: { kind: 'import', detail: '#5 top sellers.csv', date: '2026-11-21' },
            missing: null,
          },
          {
            key: 'weightG',
            value: null,
            band: null,
            unit: null,
            source: null,
            missing: {
              key: 'reports.missing.field',
              params: {},
              text: '目录中没有这一项：导入含该字段的商品文件',
            },
          },
        ],
        tables: [],
        charts: [],
        missing: [],
      },
      {
        key: 'sales',
        figures: [
          {
            key: 'estimatedMonthlySales',
            value: 420,
            band: { low: 300, high: 560 },
            unit: null,
            source: { kind: 'estimate', detail: 'bsr curve', date: '2026-11-20' },
            missing: null,
          },
        ],
        tables: [],
        charts: [],
        missing: [{ key: 'reports.missing.bought', params: {}, text: '亚马逊未提供“过去一个月购买量”' }],
      },
      {
        key: 'history',
        figures: [],
        tables: [],
        charts: [
          {
            key: 'priceHistory',
            kind: 'line',
            series: [
              {
                name: 'price',
                points: [
                  ['2026-10-01', 21],
                  ['2026-11-01', 19.99],
                ],
              },
            ],
            source: { kind: 'import', detail: '2 snapshots', date: '2026-11-01' },
          },
        ],
        missing: [],
      },
    ],
  },
});
