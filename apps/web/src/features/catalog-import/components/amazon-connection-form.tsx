import { REGION_MARKETPLACES, SP_API_REGIONS, type SpApiRegion } from '@asinasin/contract';
import { Alert, Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreateConnection } from '../api/amazon-connections';

interface Values {
  name: string;
  region: SpApiRegion;
  marketplaces: string[];
  clientId: string;
  clientSecret: string;
  refreshToken: string;
}

/** Connect an account: the LWA credentials of the seller's own SP-API app, region and marketplaces. */
export function AmazonConnectionForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('catalog-import');
  const [form] = Form.useForm<Values>();
  const region = Form.useWatch('region', form) ?? 'na';
  const create = useCreateConnection();
  const required = [{ required: true, message: t('amazon.form.required') }];
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 560 }}
      initialValues={{ region: 'na', marketplaces: ['US'], name: '' }}
      onFinish={(values) => create.mutate(values, { onSuccess: () => (form.resetFields(), onDone()) })}
    >
      <Form.Item name="name" label={t('amazon.form.name')} rules={required}>
        <Input maxLength={60} data-testid="amazon-name" />
      </Form.Item>
      <Form.Item name="region" label={t('amazon.form.region')}>
        <Select
          options={SP_API_REGIONS.map((value) => ({ value, label: t(`amazon.region.${value}`) }))}
          onChange={(value: SpApiRegion) =>
            form.setFieldValue('marketplaces', [REGION_MARKETPLACES[value][0]])
          }
        />
      </Form.Item>
      <Form.Item name="marketplaces" label={t('amazon.form.marketplaces')} rules={required}>
        <Select
          mode="multiple"
          options={REGION_MARKETPLACES[region].map((code) => ({ value: code, label: code }))}
        />
      </Form.Item>
      <Form.Item name="clientId" label={t('amazon.form.clientId')} rules={required}>
        <Input autoComplete="off" data-testid="amazon-client-id" />
      </Form.Item>
      <Form.Item name="clientSecret" label={t('amazon.form.clientSecret')} rules={required}>
        <Input.Password autoComplete="new-password" data-testid="amazon-client-secret" />
      </Form.Item>
      <Form.Item
        name="refreshToken"
        label={t('amazon.form.refreshToken')}
        extra={t('amazon.form.refreshTokenHelp')}
        rules={required}
      >
        <Input.Password autoComplete="new-password" data-testid="amazon-refresh-token" />
      </Form.Item>
      {create.isError && (
        <Alert type="error" showIcon title={(create.error as Error).message} style={{ marginBottom: 16 }} />
      )}
      <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="amazon-connect">
        {t('amazon.form.connect')}
      </Button>
    </Form>
  );
}
