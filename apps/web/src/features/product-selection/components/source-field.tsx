import type { ProductSource } from '@asinasin/contract';
import { Form, Select, type FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../components/catalog-values';
import { useAuthToken } from '../../../lib/session';
import { useProductSources } from '../api/product-sources';
import type { FilterValues } from '../model/filters';

type T = TFunction<'product-selection'>;

/** A source as a seller reads it: the connection's name, Keepa, or the file format. */
export function sourceLabel(t: T, source: ProductSource): string {
  if (source.kind === 'keepa') return t('productSelection.source.keepa');
  if (source.kind === 'file') return t('productSelection.source.file', { name: source.name ?? '' });
  return source.name === null
    ? t('productSelection.source.connectionRemoved', { id: source.source.replace('connection:', '') })
    : t('productSelection.source.connection', { name: source.name });
}

/**
 * "Data source" (decisions/0061): all sources, or only the products one source imported; the list
 * holds the sources the marketplace's products came from, each with its product count. A visitor
 * sees "all sources" alone.
 */
export function SourceField({ form }: { form: FormInstance<FilterValues> }) {
  const { t } = useTranslation('product-selection');
  const format = useFormatters();
  const isLogin = useAuthToken() !== '';
  const marketplace = Form.useWatch('marketplace', form) as string | undefined;
  const sources = useProductSources(isLogin && marketplace ? marketplace : null);
  const listed = sources.data?.sources ?? [];
  const options = [
    { value: '', label: t('productSelection.source.all') },
    ...listed.map((source) => ({
      value: source.source,
      label: t('productSelection.source.option', {
        label: sourceLabel(t, source),
        products: format.number(source.products),
        interpolation: { escapeValue: false },
      }),
    })),
  ];
  const extra = sources.isLoading
    ? t('productSelection.source.loading')
    : sources.data && listed.length === 0
      ? t('productSelection.source.none')
      : t('productSelection.source.help');
  return (
    <Form.Item name="source" label={t('productSelection.source.label')} extra={extra}>
      <Select options={options} data-testid="source-select" popupMatchSelectWidth={false} />
    </Form.Item>
  );
}
