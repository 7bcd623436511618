import { CALC_LIMITS } from '@asinasin/contract';
import { Col, Form, InputNumber, Row } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useTranslation } from 'react-i18next';
import { packageKeys, unitLabels, type UnitSystem } from './unit-switch';

/** Length, width, height and weight in the chosen units, each refused at zero and at absurd sizes. */
export function PackageFields({ units, prefix = [] }: { units: UnitSystem; prefix?: (string | number)[] }) {
  const { t } = useTranslation('calculators');
  const keys = packageKeys(units);
  const labels = unitLabels(units);
  const maxSide = units === 'metric' ? CALC_LIMITS.sideCm : CALC_LIMITS.sideIn;
  const maxWeight = units === 'metric' ? CALC_LIMITS.weightKg : CALC_LIMITS.weightLb;
  const field = (name: keyof typeof keys, max: number, unit: string) => (
    <Col xs={12} sm={6} key={name}>
      <Form.Item
        name={[...prefix, keys[name]] as NamePath}
        label={`${t(`common.${name}`)} (${unit})`}
        rules={[{ required: true }, { type: 'number', min: 0.01, max }]}
      >
        <InputNumber
          style={{ width: '100%' }}
          min={0}
          max={max}
          step={0.1}
          aria-label={`${t(`common.${name}`)} (${unit})`}
        />
      </Form.Item>
    </Col>
  );
  return (
    <Row gutter={8}>
      {field('length', maxSide, labels.length)}
      {field('width', maxSide, labels.length)}
      {field('height', maxSide, labels.length)}
      {field('weight', maxWeight, labels.weight)}
    </Row>
  );
}

const CM_PER_IN = 2.54;
const KG_PER_LB = 0.45359237;

/** Converts a package's values when the seller switches units, so nothing typed is lost. */
export function convertPackage(values: Record<string, number | undefined>, to: UnitSystem) {
  const from = to === 'metric' ? packageKeys('imperial') : packageKeys('metric');
  const into = packageKeys(to);
  const side = (v: number | undefined) =>
    v === undefined ? undefined : Math.round((to === 'metric' ? v * CM_PER_IN : v / CM_PER_IN) * 100) / 100;
  const weight = (v: number | undefined) =>
    v === undefined ? undefined : Math.round((to === 'metric' ? v * KG_PER_LB : v / KG_PER_LB) * 1000) / 1000;
  return {
    [into.length]: side(values[from.length]),
    [into.width]: side(values[from.width]),
    [into.height]: side(values[from.height]),
    [into.weight]: weight(values[from.weight]),
  };
}
