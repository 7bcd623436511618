import { useTranslation } from 'react-i18next';

/**
 * A sales curve's name for a seller: the server names it "marketplace/root category", with "*"
 * for the generic curve's any (catalog/estimates/sales-model.ts); "*" is said in words.
 */
export function useCurveLabel(): (curve: string) => string {
  const { t } = useTranslation('catalog-values');
  return (curve) => {
    const cut = curve.indexOf('/');
    const marketplace = cut < 0 ? curve : curve.slice(0, cut);
    const category = cut < 0 ? '*' : curve.slice(cut + 1);
    return [
      marketplace === '*' ? t('catalogValues.anyMarketplace') : marketplace,
      category === '*' ? t('catalogValues.anyCategory') : category,
    ].join(' · ');
  };
}
