import type { HistoryPoint, ProductHistory } from '@asinasin/contract';
import type { EChartsCoreOption } from 'echarts/core';

/**
 * The prices one observation may carry: the one price every source gives (the price a seller
 * pays), and Keepa's own series of it (docs/data/keepa.md): Amazon's own offer, the lowest new
 * offer, the lowest FBA offer.
 */
export const PRICE_KINDS = ['price', 'amazonPrice', 'newPrice', 'fbaPrice'] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];

/** Observations that have this kind of price. */
export const pointsWithPrice = (history: ProductHistory, kind: PriceKind): HistoryPoint[] =>
  history.series.filter((p) => p[kind] !== null);

/** The kinds with a line (two points or more) and those without, for the chart and its notes. */
export function priceKindsOf(history: ProductHistory): { drawn: PriceKind[]; empty: PriceKind[] } {
  const drawn = PRICE_KINDS.filter((kind) => pointsWithPrice(history, kind).length >= 2);
  return { drawn, empty: PRICE_KINDS.filter((kind) => !drawn.includes(kind)) };
}

export interface PriceText {
  label: (kind: PriceKind) => string;
  format: (value: number) => string;
  date: (iso: string) => string;
}

/**
 * One product's prices, a line per kind, the legend toggling each. Keepa writes a point only when a
 * price changes and the price holds until its next point, so the lines step rather than slope.
 */
export function priceSeriesOption(
  history: ProductHistory,
  kinds: PriceKind[],
  text: PriceText,
): EChartsCoreOption {
  return {
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    legend: { type: 'scroll', top: 0, data: kinds.map(text.label) },
    tooltip: {
      trigger: 'axis',
      confine: true,
      formatter: (params: unknown) => {
        const items = params as { seriesName: string; value: [string, number]; marker: string }[];
        if (!items.length) return '';
        const lines = [text.date(items[0]!.value[0])];
        for (const item of items)
          lines.push(`${item.marker}${item.seriesName}: ${text.format(item.value[1])}`);
        return lines.join('<br/>');
      },
    },
    xAxis: { type: 'time', axisLabel: { hideOverlap: true, formatter: '{MM}-{dd}' } },
    yAxis: { type: 'value', scale: true, axisLabel: { formatter: (value: number) => text.format(value) } },
    series: kinds.map((kind) => ({
      name: text.label(kind),
      type: 'line',
      step: 'end',
      showSymbol: true,
      symbolSize: 6,
      data: pointsWithPrice(history, kind).map((p) => [p.observedAt, p[kind]]),
    })),
  };
}
