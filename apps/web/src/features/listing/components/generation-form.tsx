import { StopOutlined, ThunderboltOutlined } from '@ant-design/icons';
import {
  COPY_KINDS,
  COPY_LIMITS,
  CREATIVITY_LEVELS,
  DEFAULT_CREATIVITY,
  DEFAULT_MARKETPLACE,
  graphemeLength,
  LIMITS,
  splitKeywords,
  type CopyKind,
  type CreativityLevel,
  type MarketplaceCode,
} from '@asinasin/contract';
import { App, Button, Form, Input, Radio, Select, Typography, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { authToken } from '../../../lib/auth-token';
import { CategoryField } from './category-field';
import { CostNotice } from './cost-notice';
import { useMarketplaceOptions, useOutputLanguage } from './market-labels';

export interface GenerationValues {
  productName: string;
  description: string;
  keywords: string;
  marketplace: MarketplaceCode;
  creativity: CreativityLevel;
  kind?: CopyKind;
  /** the seller's own brand: the copy may name it, other brands never */
  brand?: string;
  /** the product's category: the brand-word scan flags marks of its Nice classes only */
  category?: string;
}

export const DEFAULT_VALUES: GenerationValues = {
  productName: '',
  description: '',
  keywords: '',
  marketplace: DEFAULT_MARKETPLACE,
  creativity: DEFAULT_CREATIVITY,
  kind: 'aplusHeadline',
  brand: '',
};

/** Characters as a person counts them (Chinese and emoji included), as the server counts. */
const counter = (max: number) => ({ show: true, max, strategy: graphemeLength });

interface Props {
  form: FormInstance<GenerationValues>;
  isStreaming: boolean;
  onStart: (values: GenerationValues) => void;
  onStop: () => void;
  /** the copywriting screen also asks which texts to write */
  withKind?: boolean;
}

/** SPEC §2 AI listing assistant: creativity, product name, description, keywords; Start generating. */
export function GenerationForm({ form, isStreaming, onStart, onStop, withKind = false }: Props) {
  const { t } = useTranslation('listing');
  const { message } = App.useApp();
  const marketplaces = useMarketplaceOptions();
  const marketplace = Form.useWatch('marketplace', form);
  const creativity = Form.useWatch('creativity', form) ?? DEFAULT_CREATIVITY;
  const keywords = Form.useWatch('keywords', form) ?? '';
  const kind = Form.useWatch('kind', form) ?? 'aplusHeadline';
  const outputLanguage = useOutputLanguage(marketplace);
  const keywordCount = splitKeywords(keywords).length;

  const maxRule = (
    max: number,
    key: 'productNameTooLong' | 'descriptionTooLong' | 'keywordsTooLong' | 'brandTooLong',
  ): Rule => ({
    validator: (_, value: string | undefined) =>
      graphemeLength((value ?? '').trim()) > max
        ? Promise.reject(new Error(t(`listing.form.${key}`, { max })))
        : Promise.resolve(),
  });

  const onFinish = (values: GenerationValues) => {
    // SPEC §5: login is required before generation (the session may have ended in another tab).
    if (!authToken.get()) return void message.warning(t('auth.pleaseLogin'));
    onStart({
      ...values,
      productName: values.productName.trim(),
      description: (values.description ?? '').trim(),
      keywords: (values.keywords ?? '').trim(),
      brand: (values.brand ?? '').trim() || undefined,
      category: values.category || undefined,
    });
  };

  return (
    <Form<GenerationValues>
      form={form}
      name={withKind ? 'copywriting' : 'listing'}
      layout="vertical"
      initialValues={DEFAULT_VALUES}
      onFinish={onFinish}
      requiredMark
    >
      {withKind && (
        <Form.Item
          name="kind"
          label={t('listing.form.kind')}
          extra={t('listing.copywriting.kindHelp', COPY_LIMITS[kind as CopyKind])}
        >
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={COPY_KINDS.map((k) => ({ value: k, label: t(`listing.kinds.${k}`) }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="creativity"
        label={t('listing.form.creativity')}
        extra={t(`listing.creativityHelp.${creativity}`)}
      >
        <Radio.Group
          optionType="button"
          options={CREATIVITY_LEVELS.map((level) => ({
            value: level,
            label: t(`listing.creativity.${level}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="marketplace" label={t('listing.form.marketplace')} extra={outputLanguage}>
        <Select options={marketplaces} aria-label={t('listing.form.marketplace')} />
      </Form.Item>
      <Form.Item
        name="productName"
        label={t('listing.form.productName')}
        rules={[
          { required: true, whitespace: true, message: t('messages.productNameRequired') },
          maxRule(LIMITS.productName, 'productNameTooLong'),
        ]}
      >
        {/* A counter and an error, never maxLength: that would cut a long paste without a word. */}
        <Input count={counter(LIMITS.productName)} placeholder={t('listing.form.productNamePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('listing.form.description')}
        rules={[maxRule(LIMITS.description, 'descriptionTooLong')]}
      >
        <Input.TextArea
          count={counter(LIMITS.description)}
          autoSize={{ minRows: 3, maxRows: 8 }}
          placeholder={t('listing.form.descriptionPlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="keywords"
        label={t('listing.form.keywords')}
        extra={keywordCount > 0 ? t('listing.form.keywordsCount', { count: keywordCount }) : undefined}
        rules={[
          maxRule(LIMITS.keywords, 'keywordsTooLong'),
          {
            validator: (_, value: string | undefined) =>
              value?.trim() && splitKeywords(value).length === 0
                ? Promise.reject(new Error(t('listing.form.keywordsOnlyCommas')))
                : Promise.resolve(),
          },
        ]}
      >
        <Input.TextArea
          count={counter(LIMITS.keywords)}
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder={t('listing.form.keywordsPlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="brand"
        label={t('listing.form.brand')}
        extra={t('listing.form.brandHelp')}
        rules={[maxRule(LIMITS.productName, 'brandTooLong')]}
      >
        <Input count={counter(LIMITS.productName)} placeholder={t('listing.form.brandPlaceholder')} />
      </Form.Item>
      <CategoryField form={form} />
      <CostNotice />
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 12 }}>
        {t('listing.cost.chargeNote')}
      </Typography.Paragraph>
      {isStreaming ? (
        <Button danger block size="large" icon={<StopOutlined aria-hidden />} onClick={onStop}>
          {t('listing.form.stop')}
        </Button>
      ) : (
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          icon={<ThunderboltOutlined aria-hidden />}
        >
          {t('listing.form.start')}
        </Button>
      )}
    </Form>
  );
}
