import type { Language, ReportSection } from '@asinasin/contract';

/**
 * The offline provider's text (docs/reports.md): sentences from templates over the report's own
 * figures, and recommendations from explicit rules. It names no number the figures do not hold.
 */
type Value = string | number | null;

function valueOf(sections: ReportSection[], key: string): Value {
  for (const s of sections) for (const f of s.figures) if (f.key === key) return f.value;
  return null;
}

const T = {
  'zh-CN': {
    asin: (v: (k: string) => Value) =>
      [
        v('price') !== null ? `售价 ${v('price')} ${v('currency') ?? ''}。` : '目录中没有售价。',
        v('rating') !== null
          ? `评分 ${v('rating')}，共 ${v('ratingCount') ?? '未知'} 条评价。`
          : '目录中没有评分。',
        v('bsr') !== null ? `大类 BSR 为 ${v('bsr')}（${v('bsrCategory') ?? ''}）。` : '目录中没有 BSR。',
        v('estimatedMonthlySales') !== null
          ? `按销量模型估算月销量 ${v('estimatedMonthlySales')} 件（估算值）。`
          : '无法估算月销量。',
        v('boughtPastMonth') !== null ? `亚马逊显示过去一个月购买量 ${v('boughtPastMonth')}+。` : '',
        v('competitorCount') !== null ? `同类目中有 ${v('competitorCount')} 个其他商品。` : '',
      ].join(''),
    market: (v: (k: string) => Value) =>
      [
        `该市场共有 ${v('productCount') ?? '未知数量的'} 个商品。`,
        v('averagePrice') !== null
          ? `平均售价 ${v('averagePrice')} ${v('currency') ?? ''}。`
          : '无法给出平均售价。',
        v('averageRating') !== null
          ? `平均评分 ${v('averageRating')}，平均评价数 ${v('averageRatingCount') ?? '未知'}。`
          : '',
        v('estimatedMonthlyUnits') !== null
          ? `估算月销量合计 ${v('estimatedMonthlyUnits')} 件（估算值）。`
          : '无法估算月销量。',
        v('checksPassed') !== null
          ? `机会评分卡通过 ${v('checksPassed')} 项（可判断 ${v('checksKnown')} 项）。`
          : '',
      ].join(''),
    tips: {
      rating: '- 评分低于同类常见水平，优先分析差评原因并改进产品或说明。',
      aplus: '- 目录显示没有 A+ 页面，建议补充 A+ 内容。',
      video: '- 目录显示没有视频，建议增加主图视频。',
      title: '- 标题长于建议长度，建议精简，把核心关键词放在前面。',
      terms: '- 导入品牌分析搜索词报告，以查看该商品在哪些搜索词中获得点击。',
      concentration: '- 头部商品集中度高，新卖家需要明确的差异化。',
      newcomers: '- 近 12 个月有新品进入并站稳，市场仍有进入空间。',
      default: '- 结合竞品表和价格分布确定定价与差异化方向。',
    },
  },
  'en-US': {
    asin: (v: (k: string) => Value) =>
      [
        v('price') !== null
          ? `It sells at ${v('price')} ${v('currency') ?? ''}. `
          : 'The catalog has no price. ',
        v('rating') !== null
          ? `It is rated ${v('rating')} from ${v('ratingCount') ?? 'an unknown number of'} ratings. `
          : 'The catalog has no rating. ',
        v('bsr') !== null
          ? `Its root BSR is ${v('bsr')} (${v('bsrCategory') ?? ''}). `
          : 'The catalog has no BSR. ',
        v('estimatedMonthlySales') !== null
          ? `The sales model estimates ${v('estimatedMonthlySales')} units a month (an estimate). `
          : 'Monthly sales cannot be estimated. ',
        v('boughtPastMonth') !== null
          ? `Amazon shows ${v('boughtPastMonth')}+ bought in the past month. `
          : '',
        v('competitorCount') !== null ? `The category holds ${v('competitorCount')} other products. ` : '',
      ]
        .join('')
        .trim(),
    market: (v: (k: string) => Value) =>
      [
        `The market holds ${v('productCount') ?? 'an unknown number of'} products. `,
        v('averagePrice') !== null
          ? `The average price is ${v('averagePrice')} ${v('currency') ?? ''}. `
          : 'No average price can be given. ',
        v('averageRating') !== null
          ? `The average rating is ${v('averageRating')} with ${v('averageRatingCount') ?? 'an unknown number of'} ratings on average. `
          : '',
        v('estimatedMonthlyUnits') !== null
          ? `Estimated monthly units add up to ${v('estimatedMonthlyUnits')} (an estimate). `
          : 'Monthly units cannot be estimated. ',
        v('checksPassed') !== null
          ? `The opportunity scorecard passes ${v('checksPassed')} of the ${v('checksKnown')} checks it can judge. `
          : '',
      ]
        .join('')
        .trim(),
    tips: {
      rating:
        '- The rating is below what the category usually holds: study the negative reviews and fix the product or its description first.',
      aplus: '- The catalog shows no A+ content: add it.',
      video: '- The catalog shows no video: add a product video.',
      title: '- The title is longer than advised: shorten it and put the main keywords first.',
      terms:
        '- Import the Brand Analytics search terms report to see which searches bring this product clicks.',
      concentration: '- The top products hold most of the market: a newcomer needs a clear difference.',
      newcomers: '- New products entered in the last 12 months and held on: there is room to enter.',
      default: '- Use the competitor table and the price bands to set the price and the difference.',
    },
  },
} as const;

/**
 * A number as a reader expects it: grouped, at most two decimals (a price keeps its cents), none
 * from a thousand up ("22.69", not "22.685757…"; "1,235"). flag-numbers.ts accepts both roundings.
 */
export function formatNumber(value: number, language: Language): string {
  const digits = Math.abs(value) >= 1000 ? 0 : 2;
  return new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);
}

export function offlineSummary(
  kind: 'asin' | 'market',
  sections: ReportSection[],
  language: Language,
): string {
  const t = T[language];
  const v = (key: string) => valueOf(sections, key);
  const shown = (key: string) => {
    const value = v(key);
    return typeof value === 'number' ? formatNumber(value, language) : value;
  };
  const num = (key: string) => (typeof v(key) === 'number' ? (v(key) as number) : null);
  const tips: string[] = [];
  if (kind === 'asin') {
    if ((num('rating') ?? 5) < 4.2) tips.push(t.tips.rating);
    if (v('hasAplus') === 'no') tips.push(t.tips.aplus);
    if (v('hasVideo') === 'no') tips.push(t.tips.video);
    if ((num('titleLength') ?? 0) > (num('titleAdvised') ?? Infinity)) tips.push(t.tips.title);
    if (!num('termsTopClicked')) tips.push(t.tips.terms);
  } else {
    if ((num('productTop10') ?? 0) > 0.6) tips.push(t.tips.concentration);
    if ((num('newProducts12') ?? 0) >= 0.1) tips.push(t.tips.newcomers);
  }
  tips.push(t.tips.default);
  return `${kind === 'asin' ? t.asin(shown) : t.market(shown)}\n${tips.join('\n')}`;
}
