import type { FigureSource as Source } from '@asinasin/contract';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<Source['kind'], string> = {
  import: 'blue',
  amazon: 'orange',
  estimate: 'purple',
  derived: 'default',
};

/** Where a figure comes from (docs/reports.md): an import, Amazon, the sales estimate or a rule. */
export function FigureSource({ source }: { source: Source | null }) {
  const { t } = useTranslation('reports');
  if (!source) return null;
  const detail = [source.detail, source.date].filter(Boolean).join(' · ');
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="figure-source">
      <Tag color={COLORS[source.kind]} style={{ marginInlineEnd: 4 }}>
        {t(`reports.online.sourceKind.${source.kind}`)}
      </Tag>
      {detail}
    </Typography.Text>
  );
}
