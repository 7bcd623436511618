import type { COST_CURRENCIES } from '@asinasin/contract';
import { CALC_FREIGHT_MODES, CALC_LIMITS, type CalcOptionsData } from '@asinasin/contract';
import {
  Button,
  Checkbox,
  Col,
  Divider,
  Form,
  InputNumber,
  Row,
  Segmented,
  Select,
  type FormInstance,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { PackageFields } from './package-fields';
import { UnitSwitch, type UnitSystem } from './unit-switch';

export interface ProfitFormValues {
  marketplace: string;
  category?: string;
  /** the seller's own referral rate where the marketplace has no referral card yet */
  referralPercent?: number;
  price?: number;
  costCurrency: (typeof COST_CURRENCIES)[number];
  costOfGoods?: number;
  freightPerUnit?: number;
  dutyPercent?: number;
  storageMonths?: number;
  returnsPercent?: number;
  adsPercent?: number;
  monthlyUnits?: number;
  dangerousGoods?: boolean;
  vatRegistered?: boolean;
  freightMode?: (typeof CALC_FREIGHT_MODES)[number];
  [packageKey: string]: unknown;
}

const number = (
  name: string,
  label: string,
  max: number,
  extra: { hint?: string; required?: boolean; step?: number } = {},
) => (
  <Col xs={12} md={8} key={name}>
    <Form.Item
      name={name}
      label={label}
      extra={extra.hint}
      rules={[{ required: extra.required ?? false }, { type: 'number', min: 0, max }]}
    >
      <InputNumber style={{ width: '100%' }} min={0} max={max} step={extra.step ?? 1} aria-label={label} />
    </Form.Item>
  </Col>
);

/** The profit form: marketplace and category, price, package in either units, and every cost. */
export function ProfitForm({
  form,
  initialValues,
  options,
  units,
  onUnits,
  onSubmit,
  pending,
}: {
  form: FormInstance<ProfitFormValues>;
  initialValues: Partial<ProfitFormValues>;
  options: CalcOptionsData | undefined;
  units: UnitSystem;
  onUnits: (units: UnitSystem) => void;
  onSubmit: (values: ProfitFormValues) => void;
  pending: boolean;
}) {
  const { t } = useTranslation('calculators');
  const marketplace = Form.useWatch('marketplace', form);
  const costCurrency = Form.useWatch('costCurrency', form);
  const market = options?.marketplaces.find((m) => m.code === marketplace);
  const currency = market?.currency ?? '';
  // a marketplace with its VAT and duty rules but no referral card: the seller types the rate
  const typesReferral = Boolean(market && !market.cards.referral);
  const costUnit = costCurrency === 'CNY' ? 'CNY' : currency;
  return (
    <Form
      form={form}
      initialValues={initialValues}
      layout="vertical"
      onFinish={onSubmit}
      requiredMark="optional"
    >
      <Row gutter={8}>
        <Col xs={12} md={8}>
          <Form.Item name="marketplace" label={t('profit.marketplace')} rules={[{ required: true }]}>
            <Select
              aria-label={t('profit.marketplace')}
              options={options?.marketplaces.map((m) => ({
                value: m.code,
                label: m.cards.referral ? m.code : t('common.notVerified', { code: m.code }),
                disabled: !m.currency,
              }))}
              onChange={() => form.setFieldValue('category', undefined)}
            />
          </Form.Item>
        </Col>
        {typesReferral ? (
          number('referralPercent', t('profit.referralPercent'), 100, {
            required: true,
            step: 0.5,
            hint: t('profit.referralHint'),
          })
        ) : (
          <Col xs={12} md={8}>
            <Form.Item name="category" label={t('profit.category')} rules={[{ required: true }]}>
              <Select
                aria-label={t('profit.category')}
                showSearch
                optionFilterProp="label"
                options={market?.categories.map((c) => ({ value: c.id, label: c.name }))}
              />
            </Form.Item>
          </Col>
        )}
        {number('price', t('profit.price', { currency }), CALC_LIMITS.price, { required: true, step: 0.01 })}
      </Row>
      <Divider titlePlacement="start">{t('profit.package')}</Divider>
      <Form.Item>
        <UnitSwitch value={units} onChange={onUnits} />
      </Form.Item>
      <PackageFields units={units} />
      <Divider titlePlacement="start">{t('profit.costs')}</Divider>
      <Form.Item name="costCurrency" label={t('profit.costCurrency')}>
        <Segmented
          options={[
            { value: 'CNY', label: 'CNY' },
            { value: 'marketplace', label: currency || '-' },
          ]}
        />
      </Form.Item>
      <Row gutter={8}>
        {number('costOfGoods', `${t('profit.costOfGoods')} (${costUnit})`, CALC_LIMITS.price, {
          required: true,
          step: 0.01,
        })}
        {number('freightPerUnit', `${t('profit.freightPerUnit')} (${costUnit})`, CALC_LIMITS.price, {
          hint: t('profit.freightHint'),
          step: 0.01,
        })}
        {number('dutyPercent', t('profit.dutyPercent'), 500, { hint: t('profit.dutyHint'), step: 0.1 })}
        {number('storageMonths', t('profit.storageMonths'), CALC_LIMITS.storageMonths, { step: 0.5 })}
        {number('returnsPercent', t('profit.returnsPercent'), 100, { step: 0.5 })}
        {number('adsPercent', t('profit.adsPercent'), 100, { step: 0.5 })}
        {number('monthlyUnits', t('profit.monthlyUnits'), CALC_LIMITS.monthlyUnits)}
        <Col xs={12} md={8}>
          <Form.Item name="freightMode" label={t('profit.freightMode')}>
            <Select
              allowClear
              aria-label={t('profit.freightMode')}
              placeholder={t('profit.none')}
              options={CALC_FREIGHT_MODES.map((m) => ({ value: m, label: t(`freight.modes.${m}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="dangerousGoods" valuePropName="checked" label=" ">
            <Checkbox>{t('profit.dangerousGoods')}</Checkbox>
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item
            name="vatRegistered"
            valuePropName="checked"
            label=" "
            tooltip={t('profit.vatRegisteredHint')}
          >
            <Checkbox>{t('profit.vatRegistered')}</Checkbox>
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={pending} block>
        {t('common.calculate')}
      </Button>
    </Form>
  );
}
