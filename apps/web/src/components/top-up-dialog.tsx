import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../lib/use-opened-once';
import { useTopUpDialogOpen } from '../lib/top-up-store';

const TopUpModal = lazy(() => import('./top-up-modal'));

/** The compute-power top-up dialog (SPEC §2), fetched the first time code 996 or a menu opens it. */
export function TopUpDialog() {
  const shouldMount = useOpenedOnce(useTopUpDialogOpen());
  if (!shouldMount) return null;
  return (
    <Suspense fallback={null}>
      <TopUpModal />
    </Suspense>
  );
}
