import type { ProfitData } from '@asinasin/contract';
import { Slider, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart, type ChartOption } from '../../../components/chart';

/**
 * Margin (and profit per unit) against the price, from half to one and a half times the price:
 * the current price and the break-even price marked, values on hover; the slider under it
 * recalculates at another price.
 */
export function MarginChart({
  result,
  onPickPrice,
}: {
  result: ProfitData;
  onPickPrice: (price: number) => void;
}) {
  const { t } = useTranslation('calculators');
  const option = useMemo<ChartOption>(() => {
    const marks: { xAxis: number; name: string }[] = [
      { xAxis: result.sensitivity[20]!.price, name: t('profit.current') },
    ];
    const first = result.sensitivity[0]!.price;
    const last = result.sensitivity.at(-1)!.price;
    if (result.breakEvenPrice !== null && result.breakEvenPrice >= first && result.breakEvenPrice <= last) {
      marks.push({ xAxis: result.breakEvenPrice, name: t('profit.breakEvenMark') });
    }
    return {
      grid: { left: 48, right: 48, top: 36, bottom: 36 },
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      xAxis: { type: 'value', min: first, max: last, name: result.currency },
      yAxis: [
        { type: 'value', axisLabel: { formatter: (v: number) => `${Math.round(v * 100)}%` } },
        { type: 'value', splitLine: { show: false } },
      ],
      series: [
        {
          name: t('profit.margin'),
          type: 'line',
          showSymbol: true,
          symbolSize: 6,
          data: result.sensitivity.map((p) => [p.price, p.margin]),
          markLine: {
            symbol: 'none',
            label: { formatter: '{b}' },
            data: marks,
          },
          tooltip: { valueFormatter: (v: unknown) => `${((v as number) * 100).toFixed(1)}%` },
        },
        {
          name: t('profit.profit'),
          type: 'line',
          yAxisIndex: 1,
          showSymbol: false,
          lineStyle: { type: 'dashed' },
          data: result.sensitivity.map((p) => [p.price, p.profit]),
        },
      ],
    };
  }, [result, t]);
  const first = result.sensitivity[0]!.price;
  const last = result.sensitivity.at(-1)!.price;
  return (
    <>
      <EChart option={option} ariaLabel={t('profit.chartLabel')} height={300} data-testid="margin-chart" />
      <Typography.Text type="secondary">{t('profit.chartHint')}</Typography.Text>
      <Slider
        aria-label={t('profit.chartHint')}
        min={first}
        max={last}
        step={0.01}
        defaultValue={result.sensitivity[20]!.price}
        key={`${first}-${last}`}
        tooltip={{ formatter: (v) => `${v} ${result.currency}` }}
        onChangeComplete={(v) => onPickPrice(v)}
      />
    </>
  );
}
