import { MARKETPLACES } from '@asinasin/contract';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** SPEC §3: the nine marketplaces, US by default, each by its code and name. */
export function MarketplaceSelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation('reports');
  return (
    <Select
      aria-label={t('reports.marketplace')}
      value={value}
      onChange={onChange}
      style={{ minWidth: 150 }}
      options={MARKETPLACES.map((m) => ({ value: m.code, label: `${m.code} · ${m.name}` }))}
    />
  );
}
