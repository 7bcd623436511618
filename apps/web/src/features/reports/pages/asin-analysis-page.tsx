import { ASIN_PATTERN, DEFAULT_MARKETPLACE, LIMITS, MARKETPLACES } from '@asinasin/contract';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { MarketplaceSelect } from '../components/marketplace-select';
import { ReportGrid } from '../components/report-grid';
import { useCreateReportFromAddress, type ReportRequest } from '../components/use-create-report';

const isMarketplace = (code: string | null) => MARKETPLACES.some((m) => m.code === code);

/** The ASIN asked for at `/product?asin=…&marketplace=…`, when it is one (SPEC §2, §5). */
function useAsinRequest(): ReportRequest | null {
  const [search] = useSearchParams();
  const asin = search.get('asin')?.trim().toUpperCase() ?? '';
  const marketplace = search.get('marketplace');
  return useMemo(
    () =>
      ASIN_PATTERN.test(asin)
        ? { subject: asin, marketplace: isMarketplace(marketplace) ? marketplace! : DEFAULT_MARKETPLACE }
        : null,
    [asin, marketplace],
  );
}

/** /products/asin_fx/index and /product: ask for an ASIN report, and the seller's ASIN reports. */
export function AsinAnalysisPage() {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  const [asin, setAsin] = useState('');
  const [marketplace, setMarketplace] = useState<string>(DEFAULT_MARKETPLACE);
  const [error, setError] = useState<string | null>(null);
  useCreateReportFromAddress('asin', useAsinRequest());

  const analyze = () => {
    const value = asin.trim().toUpperCase();
    if (!value) return setError(t('reports.asin.required'));
    if (!ASIN_PATTERN.test(value)) return setError(t('reports.asin.invalid'));
    setError(null);
    void navigate(`/product?${new URLSearchParams({ asin: value, marketplace }).toString()}`);
  };

  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('reports.asin.title')} intro={t('reports.asin.intro')} />
      <Form layout="inline" onFinish={analyze} style={{ rowGap: 8 }} aria-label={t('reports.asin.title')}>
        <Form.Item validateStatus={error ? 'error' : undefined} help={error} style={{ minWidth: 240 }}>
          <Input
            aria-label="ASIN"
            value={asin}
            maxLength={LIMITS.asin}
            placeholder={t('reports.asin.placeholder')}
            onChange={(event) => setAsin(event.target.value.toUpperCase().trim())}
            allowClear
          />
        </Form.Item>
        <Form.Item>
          <MarketplaceSelect value={marketplace} onChange={setMarketplace} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t('reports.analyze')}
          </Button>
        </Form.Item>
      </Form>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('reports.asin.listTitle')}
      </Typography.Title>
      <ReportGrid kind="asin" />
    </Flex>
  );
}
