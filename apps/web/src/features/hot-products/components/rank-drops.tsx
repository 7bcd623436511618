import type { ProductHistory } from '@asinasin/contract';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MissingValue, useFormatters } from '../../../components/catalog-values';
import { FieldSource } from './provenance';

/**
 * Keepa's rank drops over 30, 90 and 180 days (docs/data/keepa.md), marked as Keepa's with the
 * import and date they came from; a dash with the reason when no Keepa history was imported.
 */
export function RankDrops({ history }: { history: ProductHistory }) {
  const { t } = useTranslation('hot-products');
  const format = useFormatters();
  const { d30, d90, d180 } = history.rankDrops;
  if (d30 === null && d90 === null && d180 === null)
    return <MissingValue reason={t('detail.rankDrops.none')} />;
  const show = (v: number | null) => (v === null ? '–' : format.number(v));
  return (
    <Flex vertical data-testid="rank-drops">
      <span title={t('detail.rankDrops.hint')}>
        {t('detail.rankDrops.value', { d30: show(d30), d90: show(d90), d180: show(d180) })}{' '}
        <Tag bordered={false}>{t('detail.rankDrops.source')}</Tag>
      </span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('detail.rankDrops.hint')}
      </Typography.Text>
      <FieldSource history={history} column="rank_drops_30" />
    </Flex>
  );
}
