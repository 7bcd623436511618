import { MARKETPLACES, watchListEndpoints } from '@asinasin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { defineCall } from '../../../lib/define-call';

const startBestSellers = defineCall(watchListEndpoints.keepaBestSellers);
const CATEGORY = /^\d{1,20}$/;

/**
 * The operator's button for a category's best-seller list from Keepa (docs/data/keepa.md): a job
 * on the server; its list and its products' history arrive as runs in the list below.
 */
export function KeepaBestSellers() {
  const { t } = useTranslation('catalog-import');
  const queryClient = useQueryClient();
  const [marketplace, setMarketplace] = useState('US');
  const [category, setCategory] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: (body: { marketplace: string; category: string }) => startBestSellers(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalog', 'import-runs', 'list'] }),
  });
  const submit = () => {
    const node = category.trim();
    if (!CATEGORY.test(node)) return setProblem(t('keepa.notCategory'));
    setProblem(null);
    start.mutate({ marketplace, category: node });
  };
  return (
    <Card title={t('keepa.title')} data-testid="keepa-best-sellers">
      <Typography.Paragraph type="secondary">{t('keepa.intro')}</Typography.Paragraph>
      <Form layout="vertical" onFinish={submit}>
        <Flex gap={12} wrap align="flex-start">
          <Form.Item label={t('keepa.marketplace')} htmlFor="keepa-marketplace" style={{ minWidth: 160 }}>
            <Select
              id="keepa-marketplace"
              value={marketplace}
              onChange={setMarketplace}
              options={MARKETPLACES.map((m) => ({ value: m.code, label: m.code }))}
            />
          </Form.Item>
          <Form.Item
            label={t('keepa.category')}
            htmlFor="keepa-category"
            validateStatus={problem ? 'error' : undefined}
            help={problem ?? t('keepa.categoryHint')}
            style={{ flex: '1 1 220px' }}
          >
            <Input id="keepa-category" value={category} onChange={(e) => setCategory(e.target.value)} />
          </Form.Item>
        </Flex>
        <Button type="primary" htmlType="submit" loading={start.isPending}>
          {t('keepa.start')}
        </Button>
      </Form>
      {start.isSuccess && (
        <Alert
          style={{ marginTop: 12 }}
          type="success"
          showIcon
          data-testid="keepa-started"
          title={t('keepa.started', { job: start.data.jobId })}
        />
      )}
      {start.isError && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          title={t('keepa.failed', { message: errorMessage(start.error) })}
        />
      )}
    </Card>
  );
}
