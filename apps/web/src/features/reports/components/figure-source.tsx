import type { FigureSource as Source } from '@asinasin/contract';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFootnoteNumber } from './footnotes';

const COLORS: Record<Source['kind'], string> = {
  import: 'blue',
  amazon: 'orange',
  estimate: 'purple',
  derived: 'default',
};

/**
 * Where a figure comes from (docs/reports.md): an import, Amazon, the sales estimate or a rule.
 * Printed, it is the number of the section's footnote that says so.
 */
export function FigureSource({ source }: { source: Source | null }) {
  const { t } = useTranslation('reports');
  const note = useFootnoteNumber(source);
  if (!source) return null;
  if (note !== undefined) {
    return (
      <sup className="report-footnote-ref" data-testid="figure-footnote">
        [{note}]
      </sup>
    );
  }
  const detail = [source.note?.text ?? source.detail, source.date].filter(Boolean).join(' · ');
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="figure-source">
      <Tag color={COLORS[source.kind]} style={{ marginInlineEnd: 4 }}>
        {t(`reports.online.sourceKind.${source.kind}`)}
      </Tag>
      {detail}
    </Typography.Text>
  );
}
