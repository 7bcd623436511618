import { SearchOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, InputNumber, Row } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rankRangeError } from '../model/url-state';

export interface TermFilterValues {
  term?: string;
  rankMin?: number;
  rankMax?: number;
  /** per cent, as typed */
  maxConcentration?: number;
}

interface TermFiltersProps {
  values: TermFilterValues;
  /** which fields the screen offers */
  fields: ('term' | 'rankMin' | 'rankMax' | 'maxConcentration')[];
  onApply: (values: TermFilterValues) => void;
}

const numberOrUndefined = (value: number | string | null) =>
  value === null || value === '' ? undefined : Number(value);

/**
 * The filters of a terms screen, applied together (Enter in any box, or Apply) into the URL; a
 * rank range running backwards says so and applies nothing.
 */
export function TermFilters({ values, fields, onApply }: TermFiltersProps) {
  const { t } = useTranslation('aba');
  const [draft, setDraft] = useState<TermFilterValues>(values);
  const [showError, setShowError] = useState(false);
  const key = JSON.stringify(values);
  // the URL changed (back, forward, another link): show its filters
  useEffect(() => {
    setDraft(JSON.parse(key) as TermFilterValues);
    setShowError(false);
  }, [key]);

  const backwards = rankRangeError(draft.rankMin, draft.rankMax);
  const apply = () => {
    if (backwards) return setShowError(true);
    onApply({ ...draft, term: draft.term?.trim() || undefined });
  };
  const set = (changes: TermFilterValues) => setDraft((d) => ({ ...d, ...changes }));
  const rankError = showError && backwards ? t('aba.filters.rankOrder') : undefined;

  return (
    <Form layout="vertical" onFinish={apply} className="aba-filters">
      <Row gutter={[12, 0]} align="bottom">
        {fields.includes('term') && (
          <Col xs={24} sm={12} lg={6}>
            <Form.Item label={t('aba.filters.term')} colon={false}>
              <Input
                aria-label={t('aba.filters.term')}
                placeholder={t('aba.filters.termPlaceholder')}
                value={draft.term ?? ''}
                maxLength={200}
                allowClear
                onChange={(e) => set({ term: e.target.value })}
                onPressEnter={apply}
              />
            </Form.Item>
          </Col>
        )}
        {fields.includes('rankMin') && (
          <Col xs={12} sm={6} lg={4}>
            <Form.Item
              label={t('aba.filters.rankMin')}
              colon={false}
              validateStatus={rankError ? 'error' : undefined}
              help={rankError}
            >
              <InputNumber
                aria-label={t('aba.filters.rankMin')}
                min={1}
                precision={0}
                style={{ width: '100%' }}
                value={draft.rankMin ?? null}
                onChange={(v) => set({ rankMin: numberOrUndefined(v) })}
                onPressEnter={apply}
              />
            </Form.Item>
          </Col>
        )}
        {fields.includes('rankMax') && (
          <Col xs={12} sm={6} lg={4}>
            <Form.Item label={t('aba.filters.rankMax')} colon={false}>
              <InputNumber
                aria-label={t('aba.filters.rankMax')}
                min={1}
                precision={0}
                style={{ width: '100%' }}
                value={draft.rankMax ?? null}
                onChange={(v) => set({ rankMax: numberOrUndefined(v) })}
                onPressEnter={apply}
              />
            </Form.Item>
          </Col>
        )}
        {fields.includes('maxConcentration') && (
          <Col xs={24} sm={12} lg={5}>
            <Form.Item label={t('aba.filters.maxConcentration')} colon={false}>
              <InputNumber
                aria-label={t('aba.filters.maxConcentration')}
                min={0}
                max={300}
                style={{ width: '100%' }}
                value={draft.maxConcentration ?? null}
                onChange={(v) => set({ maxConcentration: numberOrUndefined(v) })}
                onPressEnter={apply}
              />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} sm={6} lg={3}>
          <Form.Item>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} block>
              {t('aba.filters.apply')}
            </Button>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
