import { CloudDownloadOutlined } from '@ant-design/icons';
import { ASIN_PATTERN, LIMITS, type MarketplaceCode } from '@asinasin/contract';
import { App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useCatalogListing } from '../api/listing-calls';

interface Loaded {
  title: string;
  /** the product's category as the class map names it; null when not mapped */
  category: string | null;
  keywords: string[];
}

/**
 * Loads a catalog product's title and the catalog's search terms around it, by ASIN. The ASIN is
 * not part of the listing form: checking a pasted listing never asks for one.
 */
export function CatalogLoader({
  marketplace,
  onLoaded,
}: {
  marketplace: MarketplaceCode;
  onLoaded: (loaded: Loaded) => void;
}) {
  const { t } = useTranslation('listing');
  const { message } = App.useApp();
  const load = useCatalogListing();
  const [asin, setAsin] = useState('');
  const [error, setError] = useState<string>();
  const [brand, setBrand] = useState<string | null>(null);

  const onLoad = async () => {
    // SPEC §5: trimmed and upper-cased, required, B0 and eight letters or digits.
    const value = asin.trim().toUpperCase();
    const problem = !value
      ? t('messages.asinRequired')
      : ASIN_PATTERN.test(value)
        ? undefined
        : t('messages.asinInvalid');
    setError(problem);
    if (problem) return;
    try {
      const product = await load.mutateAsync({ asin: value, marketplace });
      setBrand(product.brand);
      onLoaded(product);
      void message.success(t('listing.estimate.loaded', { asin: product.asin }));
    } catch (failure) {
      void message.error(errorMessage(failure));
    }
  };

  return (
    <Form.Item
      label={t('listing.estimate.asin')}
      htmlFor="catalog-asin"
      validateStatus={error ? 'error' : undefined}
      help={error ?? (brand ? t('listing.estimate.loadedBrand', { brand }) : undefined)}
    >
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id="catalog-asin"
          value={asin}
          maxLength={LIMITS.asin}
          placeholder={t('listing.estimate.asinPlaceholder')}
          onChange={(e) => setAsin(e.target.value.toUpperCase())}
          onPressEnter={(e) => {
            e.preventDefault();
            void onLoad();
          }}
          aria-invalid={Boolean(error)}
        />
        <Button
          icon={<CloudDownloadOutlined aria-hidden />}
          loading={load.isPending}
          onClick={() => void onLoad()}
        >
          {t('listing.estimate.load')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
