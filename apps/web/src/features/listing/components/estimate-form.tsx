import { AuditOutlined } from '@ant-design/icons';
import {
  DEFAULT_MARKETPLACE,
  graphemeLength,
  LIMITS,
  LISTING_LIMITS,
  LISTING_MARKETS,
  utf8Length,
  type MarketplaceCode,
} from '@asinasin/contract';
import { Button, Form, Input, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { CatalogLoader } from './catalog-loader';
import { CategoryField } from './category-field';
import { useMarketplaceOptions, useOutputLanguage } from './market-labels';

export interface EstimateValues {
  marketplace: MarketplaceCode;
  /** the seller's own brand: the listing may name it, other brands are flagged */
  brand: string;
  /** the product's category: the brand-word scan flags marks of its Nice classes only */
  category?: string;
  keywords: string;
  title: string;
  bullets: string[];
  description: string;
  searchTerms: string;
}

export const EMPTY_ESTIMATE: EstimateValues = {
  marketplace: DEFAULT_MARKETPLACE,
  brand: '',
  keywords: '',
  title: '',
  bullets: Array.from({ length: LISTING_LIMITS.bullets }, () => ''),
  description: '',
  searchTerms: '',
};

const chars = (max: number) => ({ show: true, max, strategy: graphemeLength });

interface Props {
  form: FormInstance<EstimateValues>;
  isChecking: boolean;
  onCheck: (values: EstimateValues) => void;
}

/** A listing to check: pasted, or its title and keywords loaded from the catalog by ASIN. */
export function EstimateForm({ form, isChecking, onCheck }: Props) {
  const { t } = useTranslation('listing');
  const marketplaces = useMarketplaceOptions();
  const marketplace = Form.useWatch('marketplace', form) ?? DEFAULT_MARKETPLACE;
  const outputLanguage = useOutputLanguage(marketplace);
  const maxBytes = LISTING_MARKETS[marketplace].searchTermsBytes - 1;

  return (
    <Form<EstimateValues>
      form={form}
      name="estimate"
      layout="vertical"
      initialValues={EMPTY_ESTIMATE}
      onFinish={onCheck}
    >
      <Form.Item name="marketplace" label={t('listing.form.marketplace')} extra={outputLanguage}>
        <Select options={marketplaces} aria-label={t('listing.form.marketplace')} />
      </Form.Item>
      <CatalogLoader
        marketplace={marketplace}
        onLoaded={(product) =>
          form.setFieldsValue({
            title: product.title,
            keywords: product.keywords.join(', '),
            ...(product.category ? { category: product.category } : {}),
          })
        }
      />
      <CategoryField form={form} />
      <Form.Item
        name="brand"
        label={t('listing.form.brand')}
        extra={t('listing.estimate.brandHelp')}
        rules={[
          { max: LIMITS.productName, message: t('listing.form.brandTooLong', { max: LIMITS.productName }) },
        ]}
      >
        <Input placeholder={t('listing.form.brandPlaceholder')} />
      </Form.Item>
      <Form.Item name="keywords" label={t('listing.estimate.keywords')}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder={t('listing.form.keywordsPlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="title"
        label={t('listing.fields.title')}
        rules={[{ required: true, whitespace: true, message: t('listing.estimate.needsTitle') }]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} count={chars(LISTING_LIMITS.titleMax)} />
      </Form.Item>
      {EMPTY_ESTIMATE.bullets.map((_, i) => (
        <Form.Item key={i} name={['bullets', i]} label={t('listing.fields.bullet', { n: i + 1 })}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} count={chars(LISTING_LIMITS.bulletMax)} />
        </Form.Item>
      ))}
      <Form.Item name="description" label={t('listing.fields.description')}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} count={chars(LISTING_LIMITS.descriptionMax)} />
      </Form.Item>
      <Form.Item name="searchTerms" label={t('listing.fields.searchTerms')}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 6 }}
          count={{
            max: maxBytes,
            strategy: utf8Length,
            show: ({ count }: { count: number }) => t('listing.fields.bytes', { count, max: maxBytes }),
          }}
        />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={isChecking}
        icon={<AuditOutlined aria-hidden />}
      >
        {t('listing.estimate.check')}
      </Button>
    </Form>
  );
}
