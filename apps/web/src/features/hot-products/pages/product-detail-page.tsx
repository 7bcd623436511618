import { MARKETPLACES } from '@asinasin/contract';
import { marketplaceOf } from '../../../lib/url-codec';
import { Alert, Flex, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useProductHistories } from '../api/hot-products-api';
import { AsinBox } from '../components/asin-box';
import { CompetitorCompare } from '../components/competitor-compare';
import { ProductDetail } from '../components/product-detail';
import { ReadFromAmazon } from '../components/read-from-amazon';
import { asinsFromParam } from '../model/asins';
import '../components/hot-products.css';
import { QueryResult } from '../../../components/query-result';

/**
 * /products/hot-product-detail?marketplace=US&asins=B0…[,B0…]: one ASIN is the product's detail,
 * several are compared (competitor trends). The query is the page's props; the ASIN box edits it.
 */
export function ProductDetailPage() {
  const { t } = useTranslation('hot-products');
  const [params, setParams] = useSearchParams();
  const marketplace = marketplaceOf(params.get('marketplace'));
  const asins = asinsFromParam(params.get('asins'));
  const result = useProductHistories(marketplace, asins);
  const go = (next: { marketplace?: string; asins?: string[] }) => {
    const query = new URLSearchParams({ marketplace: next.marketplace ?? marketplace });
    const list = next.asins ?? asins;
    if (list.length) query.set('asins', list.join(','));
    setParams(query);
  };
  const compare = asins.length > 1;

  return (
    <Flex vertical gap={12} className="hot-products">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {compare ? t('detail.compareTitle') : t('detail.title')}
      </Typography.Title>
      <Flex gap={8} wrap align="flex-start">
        <Select
          aria-label={t('detail.marketplace')}
          value={marketplace}
          style={{ width: 90 }}
          options={MARKETPLACES.map((m) => ({ value: m.code, label: m.code }))}
          onChange={(value) => go({ marketplace: value })}
        />
        <div style={{ flex: '1 1 280px', minWidth: 0 }}>
          <AsinBox asins={asins} onChange={(list) => go({ asins: list })} />
        </div>
      </Flex>
      {asins.length === 0 && <Alert type="info" showIcon message={t('detail.pickAsins')} />}
      {asins.length > 0 && <ReadFromAmazon marketplace={marketplace} asins={asins} />}
      {asins.length > 0 && (
        <QueryResult
          result={result}
          errorTitle={t('detail.loadFailed')}
          loading={
            <div aria-busy="true" data-testid="detail-loading">
              <Skeleton active paragraph={{ rows: 8 }} />
            </div>
          }
        >
          {(data) => (
            <>
              {data.missing.length > 0 && (
                <Alert
                  type="warning"
                  showIcon
                  message={t('detail.missing', { asins: data.missing.join(', ') })}
                />
              )}
              {data.products.length > 1 ? (
                <CompetitorCompare histories={data.products} />
              ) : (
                data.products[0] && <ProductDetail history={data.products[0]} />
              )}
            </>
          )}
        </QueryResult>
      )}
    </Flex>
  );
}
