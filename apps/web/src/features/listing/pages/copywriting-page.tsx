import { useTranslation } from 'react-i18next';
import { GenerationWorkspace } from '../components/generation-workspace';
import { PageHeader } from '../components/page-header';

/** /copywriting: A+ headlines, store-front copy and promotion text from the listing's inputs. */
export function CopywritingPage() {
  const { t } = useTranslation('listing');
  return (
    <>
      <PageHeader title={t('listing.copywriting.title')} subtitle={t('listing.copywriting.subtitle')} />
      <GenerationWorkspace kind="copywriting" />
    </>
  );
}
