import { MARKETPLACES } from '@asinasin/contract';
import { Button, Flex, Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkFilters, type HotFilters } from '../model/hot-url';

export interface HotFiltersFormProps {
  filters: HotFilters;
  onApply: (filters: HotFilters) => void;
}

const EMPTY = { category: '', priceMin: '', priceMax: '', minRatingCount: '' };

/** Marketplace, category, price range and minimum ratings; a wrong field says why and nothing runs. */
export function HotFiltersForm({ filters, onApply }: HotFiltersFormProps) {
  const { t } = useTranslation('hot-products');
  const [draft, setDraft] = useState(filters);
  const [shown, setShown] = useState<ReturnType<typeof checkFilters>>({});
  useEffect(() => setDraft(filters), [filters]);

  const set = (key: keyof HotFilters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const apply = () => {
    const problems = checkFilters(draft);
    setShown(problems);
    if (Object.keys(problems).length === 0) onApply(draft);
  };
  const field = (key: 'category' | 'priceMin' | 'priceMax' | 'minRatingCount', width: number) => {
    const problem = shown[key];
    return (
      <Form.Item
        key={key}
        label={t(`hot.filters.${key}`)}
        htmlFor={`hot-${key}`}
        validateStatus={problem ? 'error' : undefined}
        help={problem ? t(`hot.filters.${problem}`) : undefined}
        style={{ marginBottom: 8 }}
      >
        <Input
          id={`hot-${key}`}
          aria-label={t(`hot.filters.${key}`)}
          value={draft[key]}
          inputMode={key === 'category' ? undefined : 'decimal'}
          placeholder={key === 'category' ? t('hot.filters.categoryPlaceholder') : undefined}
          style={{ width: `min(${width}px, 100%)` }}
          onChange={(e) => set(key)(e.target.value)}
          onPressEnter={apply}
          allowClear={key === 'category'}
        />
      </Form.Item>
    );
  };

  return (
    <Form layout="vertical" component="div" className="hot-filters">
      <Flex wrap gap={12} align="flex-end">
        <Form.Item label={t('hot.filters.marketplace')} htmlFor="hot-marketplace" style={{ marginBottom: 8 }}>
          <Select
            id="hot-marketplace"
            aria-label={t('hot.filters.marketplace')}
            value={draft.marketplace}
            style={{ width: 110 }}
            options={MARKETPLACES.map((m) => ({ value: m.code, label: m.code }))}
            onChange={(value) => {
              const next = { ...draft, marketplace: value };
              setDraft(next);
              if (Object.keys(checkFilters(next)).length === 0) onApply(next);
            }}
          />
        </Form.Item>
        {field('category', 300)}
        {field('priceMin', 120)}
        {field('priceMax', 120)}
        {field('minRatingCount', 130)}
        <Flex gap={8} style={{ marginBottom: 8 }}>
          <Button type="primary" onClick={apply}>
            {t('hot.filters.apply')}
          </Button>
          <Button
            onClick={() => {
              const next = { ...draft, ...EMPTY };
              setDraft(next);
              setShown({});
              onApply(next);
            }}
          >
            {t('hot.filters.reset')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
