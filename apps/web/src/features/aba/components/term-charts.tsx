import type { AbaTermPeriod } from '@asinasin/contract';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart, type ChartOption } from '../../../components/chart';
import { useFormatters } from '../../../components/catalog-values';
import { useIsNarrow } from '../../../lib/use-media-query';
import { useShare } from './value-bits';

const periodLabel = (p: AbaTermPeriod, narrow: boolean) => (narrow ? p.start.slice(5) : p.start);

/** The term's Search Frequency Rank per period, the axis inverted: up the chart is more searched. */
export function RankChart({ term, periods }: { term: string; periods: AbaTermPeriod[] }) {
  const { t } = useTranslation('aba');
  const format = useFormatters();
  const narrow = useIsNarrow();
  const option = useMemo<ChartOption>(
    () => ({
      grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (value: unknown) => (typeof value === 'number' ? `#${format.number(value)}` : '—'),
      },
      xAxis: {
        type: 'category',
        data: periods.map((p) => periodLabel(p, narrow)),
        axisLabel: { hideOverlap: true },
      },
      yAxis: {
        type: 'value',
        inverse: true,
        name: t('aba.research.rankAxis'),
        // inverted: the start of the axis is its top, above rank 1
        nameLocation: 'start',
        min: 1,
        axisLabel: { formatter: (value: number) => format.number(value) },
      },
      series: [
        {
          type: 'line',
          name: term,
          data: periods.map((p) => p.rank),
          symbolSize: 8,
          connectNulls: false,
          label: {
            show: periods.length <= 12,
            position: 'top',
            formatter: ({ value }: { value: unknown }) =>
              typeof value === 'number' ? `#${format.number(value)}` : '',
          },
        },
      ],
    }),
    [periods, term, narrow, format, t],
  );
  return (
    <section>
      <Typography.Title level={4}>{t('aba.research.rankChart')}</Typography.Title>
      <EChart
        option={option}
        height={narrow ? 240 : 300}
        ariaLabel={t('aba.research.rankChartAria', { term, count: periods.length })}
        data-testid="aba-rank-chart"
      />
    </section>
  );
}

/** Each period's top three click shares stacked: how concentrated the term's clicks are over time. */
export function ClickShareChart({ term, periods }: { term: string; periods: AbaTermPeriod[] }) {
  const { t } = useTranslation('aba');
  const share = useShare();
  const narrow = useIsNarrow();
  const option = useMemo<ChartOption>(() => {
    const asins = [...new Set(periods.flatMap((p) => p.clicked.map((c) => c.asin)))];
    return {
      grid: { left: 8, right: 16, top: narrow ? 64 : 40, bottom: 8, containLabel: true },
      legend: { type: 'scroll', top: 0 },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (value: unknown) => (typeof value === 'number' ? share(value) : '—'),
      },
      xAxis: {
        type: 'category',
        data: periods.map((p) => periodLabel(p, narrow)),
        axisLabel: { hideOverlap: true },
      },
      yAxis: { type: 'value', axisLabel: { formatter: (value: number) => share(value) } },
      series: asins.map((asin) => ({
        type: 'bar',
        stack: 'clicks',
        name: asin,
        data: periods.map((p) => p.clicked.find((c) => c.asin === asin)?.clickShare ?? null),
      })),
    };
  }, [periods, narrow, share]);
  return (
    <section>
      <Typography.Title level={4}>{t('aba.research.clickChart')}</Typography.Title>
      <EChart
        option={option}
        height={narrow ? 260 : 300}
        ariaLabel={t('aba.research.clickChartAria', { term })}
        data-testid="aba-click-chart"
      />
    </section>
  );
}
