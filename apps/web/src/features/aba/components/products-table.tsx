import type { AbaProductRow } from '@asinasin/contract';
import { Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  AmazonReported,
  EstimatedSales,
  MissingValue,
  ProductCell,
  Thumbnail,
  useFormatters,
} from '../../../components/catalog-values';
import { useIsNarrow } from '../../../lib/use-media-query';
import { PagedTable, type PageView } from './paged-table';
import { productDetailPath, termResearchPath } from '../../../lib/research-links';
import { useShare } from './value-bits';
import { readScope } from '../model/url-state';
import { TableLink, type ServerColumns } from '../../../components/server-table';

interface ProductsTableProps {
  marketplace: string;
  rows: AbaProductRow[];
  total: number;
  view: PageView;
  loading: boolean;
  onViewChange: (view: PageView) => void;
}

/**
 * The products chosen from terms: the ABA figures (terms, best rank, click share) and the catalog's
 * own values where it has the product; "—" with the reason where it does not.
 */
export function ProductsTable({ marketplace, rows, total, view, loading, onViewChange }: ProductsTableProps) {
  const { t } = useTranslation('aba');
  const format = useFormatters();
  const share = useShare();
  const isNarrow = useIsNarrow();
  // the best term's research opens in the screen's data scope
  const scope = readScope(useSearchParams()[0]);
  const columns = useMemo((): ServerColumns<AbaProductRow> => {
    const missing = <MissingValue reason={t('aba.values.notInCatalog')} />;
    return [
      {
        key: 'product',
        title: t('aba.columns.product'),
        width: isNarrow ? 220 : 360,
        render: (_, row) => (
          <Flex gap={8} align="start">
            <Thumbnail src={row.product?.imageUrl ?? null} />
            <Flex vertical gap={2}>
              {row.product ? (
                <ProductCell product={{ marketplace, asin: row.asin, ...row.product }} />
              ) : (
                <Flex vertical>
                  <Typography.Text>{row.asin}</Typography.Text>
                  <Flex gap={4} align="center">
                    {missing}
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('aba.values.notInCatalogShort')}
                    </Typography.Text>
                  </Flex>
                </Flex>
              )}
              <TableLink to={productDetailPath(marketplace, [row.asin])} style={{ fontSize: 12 }}>
                {t('aba.links.detail')}
              </TableLink>
            </Flex>
          </Flex>
        ),
      },
      {
        key: 'terms',
        title: t('aba.columns.terms'),
        sorter: true,
        align: 'right',
        render: (_, row) => format.number(row.terms),
      },
      {
        key: 'bestRank',
        title: t('aba.columns.bestRank'),
        sorter: true,
        render: (_, row) => (
          <Flex vertical>
            <span>{row.bestRank === null ? '—' : format.number(row.bestRank)}</span>
            <TableLink to={termResearchPath(marketplace, row.bestTerm, scope)} style={{ fontSize: 12 }}>
              {t('aba.values.bestTerm', { term: row.bestTerm })}
            </TableLink>
          </Flex>
        ),
      },
      {
        key: 'clickShare',
        title: t('aba.columns.clickShare'),
        sorter: true,
        align: 'right',
        render: (_, row) => share(row.clickShare),
      },
      {
        key: 'price',
        title: t('aba.columns.price'),
        align: 'right',
        render: (_, { product: p }) =>
          !p ? (
            missing
          ) : p.price === null ? (
            <MissingValue reason={t('aba.values.noPrice')} />
          ) : (
            format.price(p.price, p.currency)
          ),
      },
      {
        key: 'rating',
        title: t('aba.columns.rating'),
        align: 'right',
        render: (_, { product: p }) =>
          !p ? (
            missing
          ) : p.rating === null ? (
            <MissingValue reason={t('aba.values.noRating')} />
          ) : (
            `${format.decimal(p.rating, 1)} (${p.ratingCount === null ? '—' : format.number(p.ratingCount)})`
          ),
      },
      {
        key: 'bsr',
        title: t('aba.columns.bsr'),
        align: 'right',
        render: (_, { product: p }) =>
          !p ? (
            missing
          ) : p.bsr === null ? (
            <MissingValue reason={t('aba.values.noBsr')} />
          ) : (
            `#${format.number(p.bsr)}`
          ),
      },
      {
        key: 'sales',
        title: t('aba.columns.sales'),
        align: 'right',
        render: (_, { product: p }) =>
          !p ? (
            missing
          ) : p.sales30d ? (
            <EstimatedSales estimate={p.sales30d} />
          ) : (
            <MissingValue reason={t('aba.values.noSales')} />
          ),
      },
      {
        key: 'bought',
        title: t('aba.columns.bought'),
        align: 'right',
        render: (_, { product: p }) =>
          !p ? (
            missing
          ) : p.boughtPastMonth === null ? (
            <MissingValue reason={t('aba.values.noBought')} />
          ) : (
            <AmazonReported value={p.boughtPastMonth} />
          ),
      },
    ];
  }, [t, format, share, isNarrow, marketplace, scope]);
  return (
    <PagedTable
      testId="aba-products-table"
      rowKey={(row) => row.asin}
      columns={columns}
      rows={rows}
      total={total}
      view={view}
      loading={loading}
      onViewChange={onViewChange}
    />
  );
}
