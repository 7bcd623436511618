import type { MarketplaceCode, ProfitBody, ProfitData } from '@asinasin/contract';
import { App, Card, Col, Empty, Flex, Form, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCalcOptions, useProfit } from '../api/calc-calls';
import { AmazonFeesCompare } from '../components/amazon-fees-compare';
import { AsinPrefill } from '../components/asin-prefill';
import { convertPackage } from '../components/package-fields';
import { ProfitForm, type ProfitFormValues } from '../components/profit-form';
import { ProfitResult } from '../components/profit-result';
import { packageKeys, type UnitSystem } from '../components/unit-switch';

const DEFAULTS: Partial<ProfitFormValues> = {
  marketplace: 'US',
  costCurrency: 'CNY',
  storageMonths: 1,
  dutyPercent: 0,
  returnsPercent: 0,
  adsPercent: 0,
  dangerousGoods: false,
  vatRegistered: true,
};

/** The body of a calculation from the form, with the package in the chosen units. */
function toBody(values: ProfitFormValues, units: UnitSystem): ProfitBody {
  const keys = packageKeys(units);
  const optional = (v: unknown) => (typeof v === 'number' ? v : undefined);
  return {
    marketplace: values.marketplace,
    // where the seller types the referral rate there is no card category to name
    category: values.category ?? (values.referralPercent === undefined ? '' : 'seller-rate'),
    referralPercent: optional(values.referralPercent),
    price: values.price ?? 0,
    costCurrency: values.costCurrency ?? 'marketplace',
    costOfGoods: values.costOfGoods ?? 0,
    freightPerUnit: values.freightPerUnit ?? 0,
    dutyPercent: values.dutyPercent ?? 0,
    storageMonths: values.storageMonths ?? 0,
    returnsPercent: values.returnsPercent ?? 0,
    adsPercent: values.adsPercent ?? 0,
    monthlyUnits: optional(values.monthlyUnits),
    dangerousGoods: Boolean(values.dangerousGoods),
    vatRegistered: values.vatRegistered ?? true,
    freightMode: values.freightMode,
    [keys.length]: values[keys.length],
    [keys.width]: values[keys.width],
    [keys.height]: values[keys.height],
    [keys.weight]: values[keys.weight],
  } as ProfitBody;
}

/** /ai/profit/analysis: landed cost, fees, profit and margin of one product; open to visitors. */
export function ProfitPage() {
  const { t, i18n } = useTranslation('calculators');
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfitFormValues>();
  const [search] = useSearchParams();
  const [units, setUnits] = useState<UnitSystem>('metric');
  const [result, setResult] = useState<ProfitData>();
  // the product loaded by ASIN and the price calculated: what Amazon's own estimate is asked for
  const [asin, setAsin] = useState<string>();
  const [price, setPrice] = useState(0);
  const options = useCalcOptions(i18n.language);
  const profit = useProfit();
  const marketplace = Form.useWatch('marketplace', form) as string | undefined;
  const freightFromLink = Number(search.get('freightPerUnit'));
  // the freight calculator links here with the freight per unit it found (in CNY)
  const initial = { ...DEFAULTS, ...(freightFromLink > 0 && { freightPerUnit: freightFromLink }) };

  const calculate = async (values: ProfitFormValues) => {
    try {
      const body = toBody(values, units);
      setResult(await profit.mutateAsync(body));
      setPrice(body.price);
    } catch (error) {
      const field = error instanceof ApiError ? (error.data as { field?: string } | null)?.field : undefined;
      if (field) form.setFields([{ name: field, errors: [errorMessage(error)] }]);
      else void message.error(errorMessage(error));
    }
  };

  const onUnits = (next: UnitSystem) => {
    form.setFieldsValue(
      convertPackage(form.getFieldsValue(true) as Record<string, number | undefined>, next),
    );
    setUnits(next);
  };

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('profit.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('profit.subtitle')}</Typography.Text>
        <br />
        <Typography.Text type="secondary">{t('common.free')}</Typography.Text>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <Card>
            <AsinPrefill
              marketplace={(marketplace ?? 'US') as MarketplaceCode}
              onLoaded={(p) => {
                setAsin(p.asin);
                if (units !== 'metric') setUnits('metric');
                form.setFieldsValue({
                  ...(p.price !== null && { price: p.price }),
                  ...(p.category && { category: p.category }),
                  ...(p.lengthCm !== null && {
                    lengthCm: p.lengthCm,
                    widthCm: p.widthCm!,
                    heightCm: p.heightCm!,
                  }),
                  ...(p.weightKg !== null && { weightKg: p.weightKg }),
                });
              }}
            />
            <ProfitForm
              form={form}
              initialValues={initial}
              options={options.data}
              units={units}
              onUnits={onUnits}
              onSubmit={(v) => void calculate(v)}
              pending={profit.isPending}
            />
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <Card title={t('profit.result')}>
            {result ? (
              <Flex vertical gap={16}>
                <ProfitResult
                  result={result}
                  onPickPrice={(picked) => {
                    form.setFieldValue('price', picked);
                    void form.validateFields().then((v) => calculate({ ...form.getFieldsValue(true), ...v }));
                  }}
                />
                <AmazonFeesCompare
                  marketplace={result.marketplace as MarketplaceCode}
                  asin={asin}
                  result={result}
                  price={price}
                />
              </Flex>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.empty')} />
            )}
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
