import type { FeeLine, ProfitData } from '@asinasin/contract';
import { Alert, Card, Col, Descriptions, Flex, Row, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MarginChart } from './margin-chart';
import { SourceTag } from './source-tag';

const FEE_LINES = [
  'fulfilment',
  'surcharge',
  'referral',
  'closing',
  'storage',
  'duty',
  'customsFees',
  'vat',
  'feesVat',
] as const;
const COST_LINES = ['costOfGoods', 'freight', 'returns', 'ads'] as const;

interface Row {
  key: string;
  amount: number | null;
  line: FeeLine | null;
}

const fmt = (v: number, currency: string) => `${v.toFixed(2)} ${currency}`;
const pct = (v: number | null) => (v === null ? '-' : `${(v * 100).toFixed(1)}%`);

/** The answer: headline figures, per month, each line with its source, and the margin chart. */
export function ProfitResult({
  result,
  onPickPrice,
}: {
  result: ProfitData;
  onPickPrice: (price: number) => void;
}) {
  const { t } = useTranslation('calculators');
  const c = result.currency;
  const cny = result.cny;
  const rows: Row[] = [
    ...FEE_LINES.map((key) => ({ key, amount: result.fees[key].amount, line: result.fees[key] })),
    ...COST_LINES.map((key) => ({ key, amount: result.costs[key], line: null })),
  ];
  return (
    <Flex vertical gap={16} data-testid="profit-result">
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Statistic title={t('profit.profit')} value={fmt(result.profit, c)} data-testid="profit-value" />
          {cny && <Typography.Text type="secondary">¥{cny.profit.toFixed(2)}</Typography.Text>}
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('profit.margin')} value={pct(result.margin)} data-testid="margin-value" />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('profit.roi')} value={pct(result.roi)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={t('profit.breakEven')}
            value={result.breakEvenPrice === null ? '-' : fmt(result.breakEvenPrice, c)}
            data-testid="break-even-value"
          />
        </Col>
      </Row>
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('profit.sizeTier')}>
          <Tag data-testid="size-tier">{result.sizeTier ?? '-'}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('profit.shippingWeight')}>
          {result.shippingWeight.value === null
            ? '-'
            : `${result.shippingWeight.value} ${result.shippingWeight.unit} (${t(`profit.basis.${result.shippingWeight.basis}`)})`}
        </Descriptions.Item>
        <Descriptions.Item label={t('profit.totalCost')}>
          {fmt(result.totalCost, c)}
          {cny && ` · ¥${cny.totalCost.toFixed(2)}`}
        </Descriptions.Item>
        <Descriptions.Item
          label={
            result.perMonth
              ? t('profit.perMonth', { units: result.perMonth.units })
              : t('profit.perMonth', { units: '-' })
          }
        >
          {result.perMonth ? (
            <span data-testid="per-month">
              {t('profit.revenue')} {fmt(result.perMonth.revenue, c)} · {t('profit.profit')}{' '}
              {fmt(result.perMonth.profit, c)}
              {cny?.profitPerMonth != null && ` · ¥${cny.profitPerMonth.toFixed(2)}`}
            </span>
          ) : (
            <Typography.Text type="secondary">{t('profit.perMonthMissing')}</Typography.Text>
          )}
        </Descriptions.Item>
      </Descriptions>
      <Card size="small" title={t('profit.fees')}>
        <Table<Row>
          size="small"
          pagination={false}
          rowKey="key"
          scroll={{ x: 640 }}
          dataSource={rows}
          columns={[
            {
              title: t('profit.line'),
              dataIndex: 'key',
              render: (key: string) => t(`profit.lines.${key}` as 'profit.lines.fulfilment'),
            },
            {
              title: t('profit.amount'),
              dataIndex: 'amount',
              render: (amount: number | null) =>
                amount === null ? (
                  '-'
                ) : (
                  <span>
                    {fmt(amount, c)}
                    {cny && (
                      <Typography.Text type="secondary">
                        {' '}
                        · ¥{(amount * cny.cnyPerUnit).toFixed(2)}
                      </Typography.Text>
                    )}
                  </span>
                ),
            },
            {
              title: t('profit.detail'),
              key: 'detail',
              render: (_, row) =>
                row.line ? (
                  row.line.missing ? (
                    <Typography.Text type="warning">{row.line.missing}</Typography.Text>
                  ) : (
                    row.line.detail
                  )
                ) : (
                  <Typography.Text type="secondary">{t('profit.yours')}</Typography.Text>
                ),
            },
            {
              title: t('common.source'),
              key: 'source',
              render: (_, row) => (row.line ? <SourceTag source={row.line.source} /> : '-'),
            },
          ]}
        />
      </Card>
      <Card size="small" title={t('profit.chart')}>
        <MarginChart result={result} onPickPrice={onPickPrice} />
      </Card>
      {cny && (
        <Typography.Text type="secondary">
          {t('common.cnyRate', {
            currency: c,
            rate: cny.cnyPerUnit,
            date: cny.asOf,
            confidence: t(`common.confidence.${cny.source.confidence}`),
          })}
        </Typography.Text>
      )}
      {result.notices.map((notice) => (
        <Alert key={notice} type="info" showIcon message={notice} />
      ))}
    </Flex>
  );
}
