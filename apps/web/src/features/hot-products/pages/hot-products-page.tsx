import { HOT_PRODUCT_KINDS, type HotProductKind } from '@asinasin/contract';
import { Alert, Flex, Tabs } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useHotProducts } from '../api/hot-products-api';
import { HotFiltersForm } from '../components/hot-filters';
import { HotResults } from '../components/hot-results';
import '../components/hot-products.css';
import { readHotSearch, toQuery, writeHotSearch, type HotFilters, type HotView } from '../model/hot-url';
import { PageHeader } from '../../../components/page-header';

/** The note under the tabs: what the kind means; for new arrivals, the data's date it counts from. */
function KindNote({ kind, asOf }: { kind: HotProductKind; asOf: string | null | undefined }) {
  const { t } = useTranslation('hot-products');
  return (
    <Alert
      type="info"
      showIcon
      data-testid="kind-note"
      message={t(`hot.kindNotes.${kind}`, { asOf: asOf ?? '—' })}
    />
  );
}

/** /products/hot-product: hot products by kind, filters and page in the URL. */
export function HotProductsPage() {
  const { t } = useTranslation('hot-products');
  const [params, setParams] = useSearchParams();
  const { filters, view } = useMemo(() => readHotSearch(params), [params]);
  const query = toQuery(filters, view);
  const asOf = useHotProducts(view.kind === 'newlyAvailable' ? query : null).data?.asOf;
  const go = (next: { filters?: HotFilters; view?: HotView }) =>
    setParams(writeHotSearch(next.filters ?? filters, next.view ?? view));

  return (
    <Flex vertical gap={12} className="hot-products">
      <PageHeader title={t('hot.title')} intro={t('hot.intro')} />
      <HotFiltersForm
        filters={filters}
        onApply={(next) => go({ filters: next, view: { ...view, page: 1 } })}
      />
      <Tabs
        activeKey={view.kind}
        onChange={(kind) => go({ view: { kind: kind as HotProductKind, page: 1, size: view.size } })}
        items={HOT_PRODUCT_KINDS.map((kind) => ({ key: kind, label: t(`hot.kinds.${kind}`) }))}
      />
      <KindNote kind={view.kind} asOf={asOf} />
      {query && (
        <HotResults key={view.kind} query={query} view={view} onViewChange={(v) => go({ view: v })} />
      )}
    </Flex>
  );
}
