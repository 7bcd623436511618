import type { HistoryPoint, ProductHistory } from '@asinasin/contract';
import type { EChartsCoreOption } from 'echarts/core';

export type Measure = 'price' | 'bsr' | 'subBsr' | 'rating' | 'ratingCount' | 'estimatedSales';

/** The value of one observation for a measure; null where the observation lacks it. */
export function valueOf(point: HistoryPoint, measure: Measure): number | null {
  if (measure === 'estimatedSales') return point.estimatedSales?.units ?? null;
  return point[measure];
}

/** Observations that have the measure: a line needs two of them. */
export const pointsWith = (history: ProductHistory, measure: Measure) =>
  history.series.filter((p) => valueOf(p, measure) !== null);

export interface ChartText {
  /** the axis value as the interface writes it */
  format: (value: number) => string;
  /** a line under each tooltip value (the rank's list, the estimate's band) */
  note?: (point: HistoryPoint) => string | undefined;
  /** a date and time as the interface writes it */
  date: (iso: string) => string;
}

/**
 * One chart of one measure with a line per product (a legend when there are several). BSR's axis
 * is inverted: a better (smaller) rank is higher. Dates on a time axis, so uneven gaps stay uneven.
 */
export function measureOption(
  histories: ProductHistory[],
  measure: Measure,
  text: ChartText,
): EChartsCoreOption {
  const many = histories.length > 1;
  const byKey = new Map<string, HistoryPoint>();
  const series = histories.map((h) => ({
    name: h.product.asin,
    type: 'line',
    showSymbol: true,
    symbolSize: 7,
    connectNulls: true,
    data: pointsWith(h, measure).map((p) => {
      byKey.set(`${h.product.asin}@${p.observedAt}`, p);
      return [p.observedAt, valueOf(p, measure)];
    }),
  }));
  return {
    grid: { left: 8, right: 16, top: many ? 40 : 16, bottom: 8, containLabel: true },
    legend: many ? { type: 'scroll', top: 0 } : undefined,
    tooltip: {
      trigger: 'axis',
      confine: true,
      formatter: (params: unknown) => {
        const items = params as { seriesName: string; value: [string, number]; marker: string }[];
        if (!items.length) return '';
        const lines = [text.date(items[0]!.value[0])];
        for (const item of items) {
          const point = byKey.get(`${item.seriesName}@${item.value[0]}`);
          const note = point && text.note?.(point);
          lines.push(
            `${item.marker}${item.seriesName}: ${text.format(item.value[1])}${note ? ` (${note})` : ''}`,
          );
        }
        return lines.join('<br/>');
      },
    },
    xAxis: { type: 'time', axisLabel: { hideOverlap: true, formatter: '{MM}-{dd}' } },
    yAxis: {
      type: 'value',
      inverse: measure === 'bsr' || measure === 'subBsr',
      scale: true,
      // ranks and counts are whole numbers: no #2.5 between #2 and #3; ratings are shown to one
      // decimal, so steps finer than 0.1 would print the same label twice; stars stop at 5
      minInterval: measure === 'rating' ? 0.1 : measure === 'price' ? undefined : 1,
      max: measure === 'rating' ? 5 : undefined,
      axisLabel: { formatter: (value: number) => text.format(value) },
    },
    series,
  };
}
