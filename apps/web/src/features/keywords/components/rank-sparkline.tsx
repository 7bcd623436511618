import type { MinedTerm } from '@asinasin/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/chart';
import { periodText } from './shared-cells';

/**
 * A term's Search Frequency Rank over the periods of the same length, as a small line: the axis is
 * inverted (rank 1 on top), so a rising line is a term searched more; a gap where it was absent.
 */
export function RankSparkline({ term, trend }: { term: string; trend: MinedTerm['trend'] }) {
  const { t } = useTranslation('keywords');
  const option = useMemo(
    () => ({
      grid: { left: 2, right: 2, top: 4, bottom: 4 },
      xAxis: { type: 'category', show: false, data: trend.map((p) => periodText(p)) },
      yAxis: { type: 'value', show: false, inverse: true, scale: true },
      tooltip: {
        trigger: 'axis',
        confine: true,
        formatter: (params: { dataIndex: number }[]) => {
          const point = trend[params[0]?.dataIndex ?? 0]!;
          const period = periodText(point);
          return point.rank === null
            ? t('keywords.miner.trendAbsent', { period })
            : t('keywords.miner.trendTooltip', { period, rank: point.rank });
        },
      },
      series: [
        {
          type: 'line',
          data: trend.map((p) => p.rank),
          connectNulls: false,
          symbolSize: 4,
          lineStyle: { width: 1.5 },
        },
      ],
    }),
    [trend, t],
  );
  return (
    <div style={{ width: 110 }}>
      <EChart
        option={option}
        ariaLabel={t('keywords.miner.trendChart', { term })}
        height={36}
        data-testid="rank-sparkline"
      />
    </div>
  );
}
