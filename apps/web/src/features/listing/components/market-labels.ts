import { LISTING_MARKETS, MARKETPLACES, type MarketplaceCode } from '@asinasin/contract';
import { useTranslation } from 'react-i18next';

/** The nine marketplaces as choices, each named in the UI language with its code. */
export function useMarketplaceOptions() {
  const { t } = useTranslation('listing');
  return MARKETPLACES.map((m) => ({
    value: m.code,
    label: `${t(`listing.marketplaces.${m.code}`)} (${m.code})`,
  }));
}

/** "Output language: English": the language the generator writes for a marketplace. */
export function useOutputLanguage(marketplace: MarketplaceCode | undefined): string {
  const { t } = useTranslation('listing');
  const language = LISTING_MARKETS[marketplace ?? 'US'].language;
  return t('listing.form.outputLanguage', { language: t(`listing.languages.${language}`) });
}
