import { Card } from 'antd';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { CATALOG_MESSAGES } from '../../../components/catalog-values/i18n';
import { loadNamespace } from '../../../i18n/namespaces';
import { afterPaint } from '../../../lib/after-paint';
import { useIsNarrow } from '../../../lib/use-media-query';

/** What the home page places as its product selection (features never import each other). */
export interface HomeSlots {
  productSelection: ReactNode;
}

// The panel (its form, fields and their antd parts) is most of the home page's code: it loads
// after the home page's own heading and cards have painted (docs/speed.md, "Cold load of /").
const SelectionPanel = lazy(() =>
  Promise.all([import('../components/selection-panel'), loadNamespace(CATALOG_MESSAGES)]).then(([m]) => ({
    default: m.SelectionPanel,
  })),
);

/** Holds the panel's place while its code loads, so the page below does not jump much. */
function PanelPlaceholder() {
  const isNarrow = useIsNarrow();
  return (
    <div aria-busy="true" data-testid="home-selection-loading" style={{ minHeight: isNarrow ? 420 : 220 }} />
  );
}

function HomeSelectionCard() {
  const { t } = useTranslation('product-selection');
  const isNarrow = useIsNarrow();
  const [isPainted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  return (
    <Card
      size={isNarrow ? 'small' : 'default'}
      title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>{t('productSelection.homeTitle')}</h2>}
      styles={{ body: { paddingBottom: 12 } }}
    >
      <Suspense fallback={<PanelPlaceholder />}>
        {isPainted ? <SelectionPanel /> : <PanelPlaceholder />}
      </Suspense>
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
