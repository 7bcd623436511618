import type { CalcSource, ConfidenceMark } from '@asinasin/contract';
import { Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOUR: Record<ConfidenceMark, string> = {
  verified: 'green',
  'one-source': 'blue',
  unverified: 'orange',
};

/** How sure a line is, as the domain research marks it. */
export function ConfidenceTag({ confidence }: { confidence: ConfidenceMark }) {
  const { t } = useTranslation('calculators');
  return (
    <Tag color={COLOUR[confidence]} data-confidence={confidence}>
      {t(`common.confidence.${confidence}`)}
    </Tag>
  );
}

/** The rate card a figure comes from, its date, and its confidence mark. */
export function SourceTag({ source }: { source: CalcSource | null }) {
  if (!source) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <Space size={4} wrap>
      <Tooltip title={source.title}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {source.card} · {source.effectiveFrom}
        </Typography.Text>
      </Tooltip>
      <ConfidenceTag confidence={source.confidence} />
    </Space>
  );
}
