import type { SortedBy } from '@asinasin/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Above the table when the seller chose no sort and the server passed over the preferred columns
 * because this marketplace's catalog has no value in them (decisions/0038): which column the page
 * is sorted by instead, and why.
 */
export function DefaultSortNote({ sortedBy }: { sortedBy: SortedBy | undefined }) {
  const { t, i18n } = useTranslation('product-selection');
  if (!sortedBy || sortedBy.by !== 'default' || sortedBy.skipped.length === 0) return null;
  const list = new Intl.ListFormat(i18n.language, { style: 'long', type: 'disjunction' });
  const missing = list.format(sortedBy.skipped.map((field) => t(`productSelection.columns.${field}`)));
  return (
    <Typography.Text type="secondary" data-testid="default-sort-note" role="status">
      {t('selectionTruths.sortedBy', {
        column: t(`productSelection.columns.${sortedBy.field}`),
        missing,
        interpolation: { escapeValue: false },
      })}{' '}
      <Link to="/data#import">{t('selectionTruths.sortedByLink')}</Link>
    </Typography.Text>
  );
}
