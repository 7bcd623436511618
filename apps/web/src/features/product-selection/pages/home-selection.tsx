import { Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useIsNarrow } from '../../../lib/use-media-query';
import { SelectionPanel } from '../components/selection-panel';

/** What the home page places as its product selection (features never import each other). */
export interface HomeSlots {
  productSelection: ReactNode;
}

function HomeSelectionCard() {
  const { t } = useTranslation('product-selection');
  const isNarrow = useIsNarrow();
  return (
    <Card
      size={isNarrow ? 'small' : 'default'}
      title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>{t('productSelection.homeTitle')}</h2>}
      styles={{ body: { paddingBottom: 12 } }}
    >
      <SelectionPanel />
    </Card>
  );
}

/**
 * Around the home page (SPEC §2: the home page has the product-selection filters): hands it the
 * selection as outlet context, and the home page decides where it goes for visitors and sellers.
 */
export function HomeWithSelection() {
  const slots: HomeSlots = { productSelection: <HomeSelectionCard /> };
  return <Outlet context={slots} />;
}
