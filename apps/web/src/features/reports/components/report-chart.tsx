import type { ReportChart as Chart } from '@asinasin/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart, type ChartOption } from '../../../components/chart';
import { reportLabel } from './report-label';

/** One chart of a report: dates as a line, bands as bars, two numbers as a scatter. */
export function ReportChart({ chart }: { chart: Chart }) {
  const { t } = useTranslation('reports');
  const title = reportLabel(t, 'sections', chart.key);
  const option = useMemo<ChartOption>(() => {
    const base = {
      tooltip: { trigger: chart.kind === 'scatter' ? 'item' : 'axis' },
      legend: { show: chart.series.length > 1 },
      grid: { left: 16, right: 16, top: 32, bottom: 16 },
    };
    if (chart.kind === 'scatter') {
      return {
        ...base,
        xAxis: { type: 'value', scale: true },
        yAxis: { type: 'value', scale: true },
        series: chart.series.map((s) => ({ type: 'scatter', name: s.name, data: s.points })),
      };
    }
    return {
      ...base,
      xAxis: { type: chart.kind === 'line' ? 'time' : 'category' },
      yAxis: { type: 'value', scale: chart.kind === 'line' },
      series: chart.series.map((s) => ({
        type: chart.kind,
        name: s.name,
        data: s.points,
        showSymbol: chart.kind === 'line' && s.points.length < 40,
      })),
    };
  }, [chart]);
  return <EChart option={option} ariaLabel={title} height={260} data-testid={`report-chart-${chart.key}`} />;
}
