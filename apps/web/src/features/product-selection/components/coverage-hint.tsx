import type { CoverageField } from '@asinasin/contract';
import { Alert, Form, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { coverageGap } from '../../../components/catalog-values';
import { useAuthToken } from '../../../lib/session';
import { useCatalogCoverage } from '../api/catalog-coverage';
import type { FilterValues } from '../model/filters';

/**
 * Where each column's values come from, so a hint can say how to fill it (docs/data/catalog.md):
 * ranks from a products file or saved product pages, the estimate from the rank, growth from
 * snapshots over time, "bought in past month" from saved Amazon pages, the rest from a products file.
 */
type Source = 'rank' | 'estimate' | 'history' | 'bought' | 'product';
const SOURCE: Partial<Record<CoverageField, Source>> = {
  bsr: 'rank',
  subBsr: 'rank',
  sales30d: 'estimate',
  bsrGrowth: 'history',
  bsrGrowthRate: 'history',
  salesGrowthRate: 'history',
  newRatings30d: 'history',
  boughtPastMonth: 'bought',
};
export const sourceOf = (field: CoverageField): Source => SOURCE[field] ?? 'product';

/**
 * Next to a filter: nothing when the marketplace's products have its value, a warning with the way
 * to fill it when none has, the share when few have (decisions/0038). A visitor sees no hint.
 */
export function CoverageHint({ form, field }: { form: FormInstance<FilterValues>; field: CoverageField }) {
  const { t } = useTranslation('product-selection');
  const isLogin = useAuthToken() !== '';
  const marketplace = Form.useWatch('marketplace', form) as string | undefined;
  const coverage = useCatalogCoverage(isLogin && marketplace ? marketplace : null);
  const data = coverage.data;
  const percent = data ? coverageGap(data.values[field] ?? 0, data.products) : null;
  if (percent === null) return null;
  const how = (
    <>
      {t(`selectionTruths.how.${sourceOf(field)}`)} <Link to="/data#import">{t('selectionTruths.link')}</Link>
    </>
  );
  if (percent === 0) {
    return (
      <Alert
        type="warning"
        showIcon
        className="ps-coverage-hint"
        data-testid={`coverage-hint-${field}`}
        title={t('selectionTruths.none')}
        description={how}
      />
    );
  }
  return (
    <Typography.Text type="warning" className="ps-coverage-hint" data-testid={`coverage-hint-${field}`}>
      {t('selectionTruths.partial', { percent })} {how}
    </Typography.Text>
  );
}
