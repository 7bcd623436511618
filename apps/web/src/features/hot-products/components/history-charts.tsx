import type { HistoryPoint, ProductHistory } from '@asinasin/contract';
import { Alert, Card, Flex } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/chart';
import { useFormatters } from '../../../components/catalog-values';
import { formatDate } from '../../../lib/format';
import { measureOption, pointsWith, type ChartText, type Measure } from '../model/chart-options';

export interface HistoryChartsProps {
  histories: ProductHistory[];
  measures: Measure[];
  /** a chart of its own shown first in the same grid (the product page's prices) */
  lead?: ReactNode;
}

/** How the interface writes each measure's values, and what it says under a tooltip's value. */
function useChartText(histories: ProductHistory[]): Record<Measure, ChartText> {
  const { t } = useTranslation('hot-products');
  const format = useFormatters();
  return useMemo(() => {
    const currency = histories.find((h) => h.product.currency)?.product.currency ?? null;
    const date = (iso: string) => {
      const d = new Date(iso);
      return `${formatDate(iso) ?? iso} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
    };
    const rankKind = (p: HistoryPoint) =>
      p.rootBsr !== null
        ? t('detail.rankKind.root', { category: p.bsrCategory })
        : p.browseNode
          ? t('detail.rankKind.node', { node: p.browseNode })
          : t('detail.rankKind.other');
    return {
      price: { date, format: (v) => format.price(v, currency) },
      bsr: { date, format: (v) => `#${format.number(v)}`, note: rankKind },
      subBsr: {
        date,
        format: (v) => `#${format.number(v)}`,
        note: (p) =>
          p.subBsrCategory ? t('detail.rankKind.sub', { category: p.subBsrCategory }) : undefined,
      },
      rating: { date, format: (v) => format.decimal(v, 1) },
      ratingCount: { date, format: (v) => format.number(v) },
      estimatedSales: {
        date,
        format: (v) => format.number(v),
        note: (p) =>
          p.estimatedSales
            ? `${format.number(p.estimatedSales.low)}–${format.number(p.estimatedSales.high)}`
            : undefined,
      },
    };
  }, [histories, t, format]);
}

/**
 * One chart per measure, a line per product. A measure no product observed twice draws no line:
 * its card says why instead (a single point is not a trend).
 */
export function HistoryCharts({ histories, measures, lead }: HistoryChartsProps) {
  const { t } = useTranslation('hot-products');
  const text = useChartText(histories);
  const options = useMemo(
    () => Object.fromEntries(measures.map((m) => [m, measureOption(histories, m, text[m])])),
    [histories, measures, text],
  );
  return (
    <div className="hot-charts">
      {lead}
      {measures.map((measure) => {
        const drawable = histories.some((h) => pointsWith(h, measure).length >= 2);
        const title = t(`detail.charts.${measure}`);
        return (
          <Card key={measure} size="small" title={title} data-testid={`chart-${measure}`}>
            {drawable ? (
              <EChart
                option={options[measure]!}
                height={240}
                ariaLabel={
                  histories.length > 1
                    ? t('detail.charts.ariaMany', { count: histories.length, measure: title })
                    : t('detail.charts.ariaOne', { asin: histories[0]!.product.asin, measure: title })
                }
              />
            ) : (
              <Flex vertical>
                <Alert
                  type="info"
                  showIcon
                  message={
                    measure === 'estimatedSales'
                      ? t('detail.charts.noRootRank')
                      : measure === 'subBsr'
                        ? t('detail.charts.noSubRank')
                        : t('detail.singleObservationShort')
                  }
                />
              </Flex>
            )}
          </Card>
        );
      })}
    </div>
  );
}
