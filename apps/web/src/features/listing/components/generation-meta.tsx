import type { Generation } from '@asinasin/contract';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPowerBalance } from '../../../lib/format';

/** Who wrote it (the rule-based generator says so), what it cost and when. */
export function GenerationMeta({ generation }: { generation: Generation }) {
  const { t } = useTranslation('listing');
  const { generator } = generation;
  return (
    <Flex wrap gap={6} align="center">
      <Tag
        color={generator.ruleBased ? 'default' : 'purple'}
        data-testid="generator-tag"
        style={{ whiteSpace: 'normal', maxWidth: '100%', marginInlineEnd: 0 }}
      >
        {generator.ruleBased
          ? t('listing.cost.ruleBased')
          : t('listing.cost.model', { model: generator.model })}
      </Tag>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('listing.result.charged', { power: formatPowerBalance(generation.power) })} ·{' '}
        {t('listing.result.createdAt', { date: new Date(generation.createdAt).toLocaleString() })}
      </Typography.Text>
    </Flex>
  );
}
