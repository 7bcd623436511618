import { ABA_PRODUCT_SORTS, type AbaProductsQuery } from '@asinasin/contract';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CatalogEmpty, useFormatters } from '../../../components/catalog-values';
import { useAbaProducts } from '../api/aba-calls';
import { PageHeader } from '../../../components/page-header';
import { ProductsTable } from '../components/products-table';
import { ReportScope, useUrlState } from '../components/report-scope';
import { QueryResult } from '../../../components/query-result';
import { TermFilters } from '../components/term-filters';
import { productDetailPath } from '../../../lib/research-links';
import {
  periodKey,
  rankRangeError,
  readChoice,
  readInt,
  readOrder,
  readPaging,
  readPercent,
  type ResolvedReport,
} from '../model/url-state';
import '../components/aba.css';

/** Products of all 2M terms of a week take seconds; the top 100,000 terms answer at once (decisions/0024). */
export const DEFAULT_PRODUCTS_RANK_MAX = 100_000;

function ProductsResults({ report }: { report: ResolvedReport }) {
  const { t } = useTranslation('aba');
  const format = useFormatters();
  const { params, update } = useUrlState();
  const maxConc = readPercent(params, 'maxConc');
  const filters = {
    term: params.get('term') ?? undefined,
    rankMin: readInt(params, 'rankMin'),
    rankMax: readInt(params, 'rankMax') ?? DEFAULT_PRODUCTS_RANK_MAX,
  };
  const sort = readChoice(params, 'sort', ABA_PRODUCT_SORTS, 'terms');
  const view = { ...readPaging(params), sort, order: readOrder(params) };
  // what the server sorts by when the URL names no order, so the header shows the real one
  const shownView = {
    ...view,
    order: view.order ?? (sort === 'bestRank' ? ('asc' as const) : ('desc' as const)),
  };
  const query: AbaProductsQuery | null = rankRangeError(filters.rankMin, filters.rankMax)
    ? null
    : {
        marketplace: report.marketplace,
        scope: report.scope,
        department: report.department,
        period: report.period,
        ...filters,
        maxClickConcentration: maxConc,
        ...view,
      };
  const result = useAbaProducts(query);

  // the page's first ten products, to compare
  const pageAsins = (data: { rows: { asin: string }[] }) => data.rows.slice(0, 10).map((r) => r.asin);
  const body = (
    <QueryResult result={result} isEmpty={(data) => data.total === 0} empty={<CatalogEmpty need="matches" />}>
      {(data) => (
        <Flex vertical gap={8}>
          <Flex gap={16} wrap align="baseline">
            <Typography.Text strong>
              {t('aba.results.totalProducts', { total: format.number(data.total) })}
            </Typography.Text>
            {pageAsins(data).length > 1 && (
              <Link to={productDetailPath(report.marketplace, pageAsins(data))}>
                {t('aba.links.compare')}
              </Link>
            )}
          </Flex>
          <ProductsTable
            marketplace={report.marketplace}
            rows={data.rows}
            total={data.total}
            view={shownView}
            loading={result.isFetching}
            onViewChange={(v) => update({ page: v.page, size: v.size, sort: v.sort, order: v.order })}
          />
        </Flex>
      )}
    </QueryResult>
  );
  return (
    <Flex vertical gap={8}>
      <TermFilters
        values={{
          ...filters,
          maxConcentration: maxConc === undefined ? undefined : Math.round(maxConc * 1e4) / 100,
        }}
        fields={['term', 'rankMin', 'rankMax', 'maxConcentration']}
        onApply={(v) =>
          update({ term: v.term, rankMin: v.rankMin, rankMax: v.rankMax, maxConc: v.maxConcentration })
        }
      />
      {body}
    </Flex>
  );
}

/** /select/abaSelectProduct: products chosen from the filtered terms' top clicked ASINs. */
export function SelectProductPage() {
  const { t } = useTranslation('aba');
  const { params } = useUrlState();
  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={t('aba.selectProduct.title')}
        intro={t('aba.selectProduct.intro')}
        links={<Link to={`/search/aba?${params.toString()}`}>{t('aba.links.browse')}</Link>}
      />
      <ReportScope>
        {(report) => <ProductsResults key={periodKey(report.period)} report={report} />}
      </ReportScope>
    </Flex>
  );
}
