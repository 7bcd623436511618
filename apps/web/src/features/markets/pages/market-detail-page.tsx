import { marketplaceOf } from '../../../lib/url-codec';
import { Breadcrumb, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CatalogEmpty } from '../../../components/catalog-values';
import { QueryResult } from '../../../components/query-result';

import { useMarketDetail } from '../api/markets-api';
import { DetailFigures } from '../components/detail-figures';
import { Loading } from '../components/loading';
import { MarketCharts } from '../components/market-charts';
import { TopProducts } from '../components/top-products';

export interface MarketDetailProps {
  marketplace?: string;
  node?: string;
  keyword?: string;
}

/** /products/hot-market-detail: the route passes its query string as props (route handle `queryAsProps`). */
export function MarketDetailRoute() {
  const [params] = useSearchParams();
  return (
    <MarketDetailPage
      marketplace={params.get('marketplace') ?? undefined}
      node={params.get('node')?.trim() || undefined}
      keyword={params.get('keyword')?.trim() || undefined}
    />
  );
}

/** One market: its figures with their basis, the charts, and its top products. */
export function MarketDetailPage({ marketplace: asked, node, keyword }: MarketDetailProps) {
  const { t } = useTranslation('markets');
  const marketplace = marketplaceOf(asked);
  const market = node ? { node } : keyword ? { keyword } : null;
  const result = useMarketDetail(market ? { marketplace, ...market } : null);
  const title = node
    ? t('markets.detail.titleNode', { name: node })
    : keyword
      ? t('markets.detail.titleKeyword', { keyword })
      : t('markets.detail.titlePick');
  const back = `/products/hot-market?${new URLSearchParams(
    node
      ? { marketplace, parent: node.split(' > ').slice(0, -1).join(' > ') }
      : { marketplace, tab: 'keyword', keyword: keyword ?? '' },
  ).toString()}`;

  const body = !market ? (
    <MarketPicker marketplace={marketplace} />
  ) : (
    <QueryResult
      result={result}
      errorTitle={t('markets.detail.loadFailed')}
      loading={<Loading />}
      isEmpty={(detail) => detail.products.length === 0}
      empty={<CatalogEmpty need="matches" />}
    >
      {(detail) => (
        <Flex vertical gap={16}>
          <DetailFigures detail={detail} />
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('markets.detail.charts')}
          </Typography.Title>
          <MarketCharts detail={detail} />
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('markets.detail.top')}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t('markets.detail.topHint', { count: detail.products.length })}
          </Typography.Text>
          <TopProducts products={detail.products} marketplace={marketplace} />
        </Flex>
      )}
    </QueryResult>
  );

  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: <Link to={back}>{t('markets.detail.back')}</Link> }, { title }]} />
      <div>
        <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 4, overflowWrap: 'anywhere' }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('markets.detail.marketplaceLabel', { marketplace })}
        </Typography.Text>
      </div>
      {body}
    </Flex>
  );
}

/** Opened without a market: a niche keyword to look at, or the ranking to choose a category from. */
function MarketPicker({ marketplace }: { marketplace: string }) {
  const { t } = useTranslation('markets');
  const navigate = useNavigate();
  const open = (value: string) => {
    const keyword = value.trim();
    if (keyword) void navigate(`?${new URLSearchParams({ marketplace, keyword }).toString()}`);
  };
  return (
    <Flex vertical gap={8} style={{ maxWidth: 480 }}>
      <Input.Search
        aria-label={t('markets.detail.pickKeyword')}
        placeholder={t('markets.detail.pickKeyword')}
        enterButton={t('markets.detail.pickOpen')}
        maxLength={100}
        onSearch={open}
      />
      <Typography.Text type="secondary">
        {t('markets.detail.noMarket')}{' '}
        <Link to={`/products/hot-market?marketplace=${marketplace}`}>{t('markets.detail.back')}</Link>
      </Typography.Text>
    </Flex>
  );
}
