import { useTranslation } from 'react-i18next';
import { GenerationWorkspace } from '../components/generation-workspace';
import { PageHeader } from '../components/page-header';

/** /ai/listing/edit: the AI listing assistant (SPEC §2) and the seller's listing history. */
export function ListingEditPage() {
  const { t } = useTranslation('listing');
  return (
    <>
      <PageHeader title={t('listing.edit.title')} subtitle={t('listing.edit.subtitle')} />
      <GenerationWorkspace kind="listing" />
    </>
  );
}
