import { usePatentTotals } from '../api/patents-api';
import { useTranslation } from 'react-i18next';

/** The Locarno classes of the API's list, named in the page's language, with their patent counts. */
export function useLocarnoOptions() {
  const totals = usePatentTotals();
  const { i18n } = useTranslation('patents');
  const english = i18n.language.startsWith('en');
  const options = (totals.data?.classes ?? []).map((c) => ({
    value: c.code,
    label: `${c.code} · ${english ? c.en : c.zh} (${c.count})`,
  }));
  return { totals, options };
}
