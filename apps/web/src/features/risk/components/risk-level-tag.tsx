import type { RiskLevel } from '@asinasin/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<RiskLevel, string> = { high: 'red', medium: 'orange', low: 'blue', none: 'green' };

export function RiskLevelTag({ level }: { level: RiskLevel }) {
  const { t } = useTranslation('risk');
  return (
    <Tag color={COLORS[level]} data-testid={`risk-level-${level}`}>
      {t(`risk.level.${level}`)}
    </Tag>
  );
}
