import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';

export type UnitSystem = 'metric' | 'imperial';

/** cm and kg, or inches and pounds: the form's package fields follow it. */
export function UnitSwitch({
  value,
  onChange,
}: {
  value: UnitSystem;
  onChange: (value: UnitSystem) => void;
}) {
  const { t } = useTranslation('calculators');
  return (
    <Segmented<UnitSystem>
      aria-label={t('common.units')}
      value={value}
      onChange={onChange}
      options={[
        { value: 'metric', label: t('common.metric') },
        { value: 'imperial', label: t('common.imperial') },
      ]}
    />
  );
}

/** The body's field names for a package in the chosen units. */
export function packageKeys(units: UnitSystem) {
  return units === 'metric'
    ? ({ length: 'lengthCm', width: 'widthCm', height: 'heightCm', weight: 'weightKg' } as const)
    : ({ length: 'lengthIn', width: 'widthIn', height: 'heightIn', weight: 'weightLb' } as const);
}

export const unitLabels = (units: UnitSystem) =>
  units === 'metric' ? { length: 'cm', weight: 'kg' } : { length: 'in', weight: 'lb' };
