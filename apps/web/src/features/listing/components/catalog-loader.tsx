import { CloudDownloadOutlined } from '@ant-design/icons';
import { ASIN_PATTERN, LIMITS, type MarketplaceCode } from '@asinasin/contract';
import { App, Button, Form, Input, Space, Typography, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useCatalogListing } from '../api/listing-calls';

interface Loaded {
  title: string;
  keywords: string[];
}

interface Props<V> {
  form: FormInstance<V>;
  marketplace: MarketplaceCode;
  onLoaded: (loaded: Loaded) => void;
}

/** Loads a catalog product's title and the catalog's search terms around it, by ASIN. */
export function CatalogLoader<V>({ form, marketplace, onLoaded }: Props<V>) {
  const { t } = useTranslation('listing');
  const { message } = App.useApp();
  const load = useCatalogListing();
  const [brand, setBrand] = useState<string | null>(null);

  const onLoad = async () => {
    let asin: string;
    try {
      const values = (await form.validateFields(['asin'])) as { asin: string };
      asin = values.asin.trim().toUpperCase();
    } catch {
      return;
    }
    try {
      const product = await load.mutateAsync({ asin, marketplace });
      setBrand(product.brand);
      onLoaded(product);
      void message.success(t('listing.estimate.loaded', { asin: product.asin }));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Form.Item label={t('listing.estimate.asin')} required={false} style={{ marginBottom: 12 }}>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item
          name="asin"
          noStyle
          normalize={(v: string) => v.toUpperCase()}
          rules={[
            { required: true, whitespace: true, message: t('messages.asinRequired') },
            { pattern: ASIN_PATTERN, message: t('messages.asinInvalid'), transform: (v: string) => v.trim() },
          ]}
        >
          <Input
            maxLength={LIMITS.asin}
            placeholder={t('listing.estimate.asinPlaceholder')}
            aria-label={t('listing.estimate.asin')}
            onPressEnter={(e) => {
              e.preventDefault();
              void onLoad();
            }}
          />
        </Form.Item>
        <Button
          icon={<CloudDownloadOutlined aria-hidden />}
          loading={load.isPending}
          onClick={() => void onLoad()}
        >
          {t('listing.estimate.load')}
        </Button>
      </Space.Compact>
      {brand && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('listing.estimate.loadedBrand', { brand })}
        </Typography.Text>
      )}
    </Form.Item>
  );
}
