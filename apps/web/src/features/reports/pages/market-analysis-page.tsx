import { DEFAULT_MARKETPLACE, MARKETPLACES } from '@asinasin/contract';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { MarketplaceSelect } from '../components/marketplace-select';
import { ReportGrid } from '../components/report-grid';
import { useCreateReportFromAddress, type ReportRequest } from '../components/use-create-report';

/** Two category keywords the US demo catalog holds (data/demo), to show what a keyword looks like. */
export const EXAMPLE_KEYWORDS = ['toy', 'watch'] as const;
const KEYWORD_MAX = 200;

/** The keyword asked for at `/market?market=…` (SPEC §2). */
function useMarketRequest(): ReportRequest | null {
  const [search] = useSearchParams();
  const keyword = search.get('market')?.trim() ?? '';
  const marketplace = search.get('marketplace');
  return useMemo(
    () =>
      keyword
        ? {
            subject: keyword,
            marketplace: MARKETPLACES.some((m) => m.code === marketplace)
              ? marketplace!
              : DEFAULT_MARKETPLACE,
          }
        : null,
    [keyword, marketplace],
  );
}

/** /products/sc_fx/index and /market: ask for a market report, and the seller's market reports. */
export function MarketAnalysisPage() {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [marketplace, setMarketplace] = useState<string>(DEFAULT_MARKETPLACE);
  const [error, setError] = useState<string | null>(null);
  useCreateReportFromAddress('market', useMarketRequest());

  const analyze = () => {
    const value = keyword.trim();
    if (!value) return setError(t('reports.market.required'));
    setError(null);
    void navigate(`/market?${new URLSearchParams({ market: value, marketplace }).toString()}`);
  };

  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('reports.market.title')} intro={t('reports.market.intro')} />
      <Form layout="inline" onFinish={analyze} style={{ rowGap: 8 }} aria-label={t('reports.market.title')}>
        <Form.Item validateStatus={error ? 'error' : undefined} help={error} style={{ minWidth: 240 }}>
          <Input
            aria-label={t('reports.market.placeholder')}
            value={keyword}
            maxLength={KEYWORD_MAX}
            placeholder={t('reports.market.placeholder')}
            onChange={(event) => setKeyword(event.target.value)}
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
      <Flex gap={8} align="center" wrap>
        <Typography.Text type="secondary">{t('reports.market.examples')}</Typography.Text>
        {EXAMPLE_KEYWORDS.map((example) => (
          <Button key={example} size="small" type="dashed" onClick={() => setKeyword(example)}>
            {example}
          </Button>
        ))}
      </Flex>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('reports.market.listTitle')}
      </Typography.Title>
      <ReportGrid kind="market" />
    </Flex>
  );
}
