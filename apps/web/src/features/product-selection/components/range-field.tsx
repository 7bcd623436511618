import { Form, Input, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterValues, RangeField as RangeName } from '../model/filters';
import { filterRule } from './filter-rules';

/** A min–max pair of one filter, each box checked on its own and the pair together. */
export function RangeField({
  form,
  field,
  extra,
}: {
  form: FormInstance<FilterValues>;
  field: RangeName;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('product-selection');
  const label = t(`productSelection.range.${field}`);
  const side = (which: 'min' | 'max', other: 'min' | 'max') => (
    <Form.Item
      name={[field, which]}
      dependencies={[[field, other]]}
      rules={[filterRule(form, t, [field, which])]}
    >
      <Input
        inputMode="decimal"
        autoComplete="off"
        placeholder={t(`productSelection.${which}`)}
        aria-label={t(which === 'min' ? 'productSelection.minOf' : 'productSelection.maxOf', {
          field: label,
        })}
      />
    </Form.Item>
  );
  return (
    <Form.Item label={label} extra={extra} style={{ marginBottom: 12 }}>
      <div className="ps-range" role="group" aria-label={label}>
        {side('min', 'max')}
        <span className="ps-range-dash" aria-hidden>
          –
        </span>
        {side('max', 'min')}
      </div>
    </Form.Item>
  );
}
