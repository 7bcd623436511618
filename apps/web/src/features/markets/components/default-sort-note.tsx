import type { MarketRanking } from '@asinasin/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Above the ranking when the seller chose no sort and the server passed over the preferred metrics
 * because no market of this marketplace has them (decisions/0038): which one ranks instead, and why.
 */
export function DefaultSortNote({ sortedBy }: { sortedBy: MarketRanking['sortedBy'] }) {
  const { t, i18n } = useTranslation('markets');
  if (!sortedBy || sortedBy.by !== 'default' || sortedBy.skipped.length === 0) return null;
  const list = new Intl.ListFormat(i18n.language, { style: 'long', type: 'disjunction' });
  const missing = list.format(sortedBy.skipped.map((metric) => t(`markets.metrics.${metric}`)));
  return (
    <Typography.Text type="secondary" data-testid="default-sort-note" role="status">
      {t('marketTruths.sortedBy', {
        column: t(`markets.metrics.${sortedBy.field}`),
        missing,
        interpolation: { escapeValue: false },
      })}{' '}
      <Link to="/data#import">{t('marketTruths.sortedByLink')}</Link>
    </Typography.Text>
  );
}
