import { CloudDownloadOutlined } from '@ant-design/icons';
import { ASIN_PATTERN, LIMITS, type CalcPrefillData, type MarketplaceCode } from '@asinasin/contract';
import { App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { usePrefill } from '../api/calc-calls';

/**
 * Loads a catalog product's price, package and category by ASIN; what the catalog lacks is said
 * under the field, for the seller to type.
 */
export function AsinPrefill({
  marketplace,
  onLoaded,
}: {
  marketplace: MarketplaceCode;
  onLoaded: (product: CalcPrefillData) => void;
}) {
  const { t } = useTranslation('calculators');
  const { message } = App.useApp();
  const prefill = usePrefill();
  const [asin, setAsin] = useState('');
  const [error, setError] = useState<string>();
  const [lacks, setLacks] = useState<string>();

  const load = async () => {
    const value = asin.trim().toUpperCase();
    if (!ASIN_PATTERN.test(value)) {
      setError(t('prefill.asinInvalid'));
      return;
    }
    setError(undefined);
    try {
      const product = await prefill.mutateAsync({ marketplace, asin: value });
      onLoaded(product);
      const fields = product.missing.map((f) => t(`prefill.fields.${f}`)).join(', ');
      setLacks(fields ? t('prefill.lacks', { fields }) : undefined);
      void message.success(t('prefill.loaded', { asin: product.asin }));
    } catch (failure) {
      setLacks(undefined);
      setError(errorMessage(failure));
    }
  };

  return (
    <Form.Item
      label={t('prefill.asin')}
      htmlFor="calc-asin"
      validateStatus={error ? 'error' : lacks ? 'warning' : undefined}
      help={error ?? lacks}
    >
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id="calc-asin"
          value={asin}
          maxLength={LIMITS.asin}
          placeholder={t('prefill.placeholder')}
          onChange={(e) => setAsin(e.target.value.toUpperCase())}
          onPressEnter={(e) => {
            e.preventDefault();
            void load();
          }}
        />
        <Button
          icon={<CloudDownloadOutlined aria-hidden />}
          loading={prefill.isPending}
          onClick={() => void load()}
        >
          {t('prefill.load')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
