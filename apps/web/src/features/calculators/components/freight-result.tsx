import type { FreightData, FreightModeData } from '@asinasin/contract';
import { Button, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SourceTag } from './source-tag';

const range = (r: { low: number; high: number } | null, digits = 2) =>
  r === null
    ? '-'
    : r.low === r.high
      ? r.low.toFixed(digits)
      : `${r.low.toFixed(digits)}–${r.high.toFixed(digits)}`;

/** Per mode: chargeable weight and why, what is billed, rate, cost, per unit (and in CNY), transit. */
export function FreightResult({ result }: { result: FreightData }) {
  const { t } = useTranslation('calculators');
  const navigate = useNavigate();
  const c = result.currency;
  return (
    <Flex vertical gap={12} data-testid="freight-result">
      <Typography.Text strong>
        {t('freight.totals', {
          cartons: result.cartons,
          units: result.units,
          kg: result.actualKg,
          cbm: result.volumeCbm,
        })}
      </Typography.Text>
      <Table<FreightModeData>
        size="small"
        rowKey="mode"
        pagination={false}
        scroll={{ x: 900 }}
        dataSource={result.modes}
        columns={[
          {
            title: t('freight.mode'),
            dataIndex: 'mode',
            render: (m: FreightModeData['mode']) => t(`freight.modes.${m}`),
          },
          {
            title: t('freight.chargeable'),
            key: 'chargeable',
            render: (_, m) => (
              <span data-testid={`chargeable-${m.mode}`}>
                {m.chargeableKg} kg
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {m.basis === 'actual'
                    ? t('freight.basisActual')
                    : t('freight.basisVolumetric', { divisor: m.divisor ?? '1:1000' })}
                </Typography.Text>
              </span>
            ),
          },
          {
            title: t('freight.billed'),
            key: 'billed',
            render: (_, m) => `${m.billedQuantity} ${m.billedUnit === 'cbm' ? 'CBM' : 'kg'}`,
          },
          {
            title: t('freight.rate'),
            key: 'rate',
            render: (_, m) => (
              <span>
                {range(m.rate)} {m.rate && c}
                {m.rateSource === 'quote' && (
                  <Typography.Text type="secondary"> ({t('freight.quote')})</Typography.Text>
                )}
                {m.fuelPercent !== null && m.rate && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    <br />
                    {t('freight.fuel', { percent: m.fuelPercent })}
                  </Typography.Text>
                )}
              </span>
            ),
          },
          {
            title: t('freight.cost'),
            key: 'cost',
            render: (_, m) =>
              m.cost ? (
                `${range(m.cost)} ${c}`
              ) : (
                <Typography.Text type="warning">{m.missing}</Typography.Text>
              ),
          },
          {
            title: t('freight.perUnit'),
            key: 'perUnit',
            render: (_, m) =>
              m.perUnit ? (
                <span data-testid={`per-unit-${m.mode}`}>
                  {range(m.perUnit)} {c}
                  {m.perUnitCny && (
                    <Typography.Text type="secondary"> · ¥{range(m.perUnitCny)}</Typography.Text>
                  )}
                  <br />
                  <Button
                    size="small"
                    type="link"
                    style={{ padding: 0 }}
                    onClick={() => {
                      const mid = m.perUnitCny ?? m.perUnit!;
                      const value = Math.round(((mid.low + mid.high) / 2) * 100) / 100;
                      void navigate(`/ai/profit/analysis?freightPerUnit=${value}`);
                    }}
                  >
                    {t('freight.useInProfit')}
                  </Button>
                </span>
              ) : (
                '-'
              ),
          },
          {
            title: t('freight.transit'),
            key: 'transit',
            render: (_, m) => t('freight.days', { min: m.transit.minDays, max: m.transit.maxDays }),
          },
          { title: t('common.source'), key: 'source', render: (_, m) => <SourceTag source={m.source} /> },
        ]}
      />
      {result.exchange && (
        <Typography.Text type="secondary" data-testid="freight-cny-rate">
          {t('common.cnyRate', {
            currency: c,
            rate: result.exchange.cnyPerUnit,
            date: result.exchange.asOf,
            confidence: t(`common.confidence.${result.exchange.source.confidence}`),
          })}
        </Typography.Text>
      )}
    </Flex>
  );
}
