import type { OwnDailySales } from '@asinasin/contract';
import type { EChartsCoreOption } from 'echarts/core';

export interface DailySalesText {
  units: string;
  sessions: string;
  /** a day as the interface writes it */
  day: (iso: string) => string;
}

/** Every day of the window, oldest first (YYYY-MM-DD, UTC). */
export function windowDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/**
 * Units ordered as bars and sessions as a line, one slot per day of the window. A day Amazon's
 * report did not name the product on has no value (no bar, a gap), not a made-up zero.
 */
export function dailySalesOption(data: OwnDailySales, text: DailySalesText): EChartsCoreOption {
  const days = windowDays(data.from, data.to);
  const byDay = new Map(data.days.map((row) => [row.day, row]));
  return {
    grid: { left: 8, right: 8, top: 32, bottom: 8, containLabel: true },
    legend: { top: 0 },
    tooltip: { trigger: 'axis', confine: true },
    xAxis: { type: 'category', data: days.map(text.day) },
    // the legend names the two axes' series: axis names would be cut at a phone's width
    yAxis: [
      { type: 'value', minInterval: 1 },
      { type: 'value', minInterval: 1, splitLine: { show: false } },
    ],
    series: [
      { name: text.units, type: 'bar', data: days.map((day) => byDay.get(day)?.units ?? null) },
      {
        name: text.sessions,
        type: 'line',
        yAxisIndex: 1,
        connectNulls: false,
        data: days.map((day) => byDay.get(day)?.sessions ?? null),
      },
    ],
  };
}
