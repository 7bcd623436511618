import type { SalesEstimate } from '@asinasin/contract';
import type { ServerColumn } from '../server-table/server-column';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format';
import { ProductCell, Rank, Thumbnail, type ProductIdentity } from './product-cells';
import type { Formatters } from './use-formatters';
import { AmazonReported, EstimatedSales, MissingValue } from './value-cells';

/** What every research table's product rows carry (product selection, hot products, a market's top). */
export interface CatalogProductRow extends ProductIdentity {
  imageUrl: string | null;
  price: number | null;
  currency: string | null;
  rating: number | null;
  ratingCount: number | null;
  bsr: number | null;
  bsrCategory: string | null;
  sales30d: SalesEstimate | null;
  boughtPastMonth: number | null;
  dateFirstAvailable: string | null;
}

export type CatalogColumnKey =
  | 'image'
  | 'product'
  | 'price'
  | 'rating'
  | 'ratingCount'
  | 'bsr'
  | 'sales30d'
  | 'boughtPastMonth'
  | 'dateFirstAvailable';
export type CatalogColumn<P> = ServerColumn<P>;

/** The words a table gives its columns: its own titles and reasons, in its own namespace. */
export interface CatalogColumnText {
  title: (key: CatalogColumnKey) => ReactNode;
  /** a value the imported data does not have */
  missing: string;
  /** no estimate: the product has no root-category BSR */
  noEstimate: string;
  /** Amazon shows no "bought in past month" for the product */
  notShown: string;
}

/** A value, or a dash with the reason it is missing. */
export const orMissing = <V,>(value: V | null, show: (value: V) => ReactNode, reason: string): ReactNode =>
  value === null ? <MissingValue reason={reason} /> : show(value);

/**
 * The catalog values' columns as every research table shows them, estimated and Amazon-reported
 * apart; a table picks the ones it needs and adds its sorting and widths.
 */
export function catalogColumns<P extends CatalogProductRow>(
  format: Formatters,
  text: CatalogColumnText,
): Record<CatalogColumnKey, CatalogColumn<P>> {
  const { title, missing } = text;
  return {
    image: {
      key: 'image',
      title: title('image'),
      width: 72,
      render: (_, p) => <Thumbnail src={p.imageUrl} />,
    },
    product: {
      key: 'product',
      title: title('product'),
      width: 280,
      render: (_, p) => <ProductCell product={p} />,
    },
    price: {
      key: 'price',
      title: title('price'),
      width: 110,
      align: 'right',
      render: (_, p) => orMissing(p.price, (v) => format.price(v, p.currency), missing),
    },
    rating: {
      key: 'rating',
      title: title('rating'),
      width: 90,
      align: 'right',
      render: (_, p) => orMissing(p.rating, (v) => format.decimal(v, 1), missing),
    },
    ratingCount: {
      key: 'ratingCount',
      title: title('ratingCount'),
      width: 110,
      align: 'right',
      render: (_, p) => orMissing(p.ratingCount, (v) => format.number(v), missing),
    },
    bsr: {
      key: 'bsr',
      title: title('bsr'),
      width: 170,
      render: (_, p) =>
        orMissing(p.bsr, (v) => <Rank rank={v} category={p.bsrCategory} format={format} />, missing),
    },
    sales30d: {
      key: 'sales30d',
      title: title('sales30d'),
      width: 170,
      render: (_, p) => orMissing(p.sales30d, (v) => <EstimatedSales estimate={v} />, text.noEstimate),
    },
    boughtPastMonth: {
      key: 'boughtPastMonth',
      title: title('boughtPastMonth'),
      width: 190,
      render: (_, p) => orMissing(p.boughtPastMonth, (v) => <AmazonReported value={v} />, text.notShown),
    },
    dateFirstAvailable: {
      key: 'dateFirstAvailable',
      title: title('dateFirstAvailable'),
      width: 120,
      render: (_, p) => orMissing(formatDate(p.dateFirstAvailable) ?? null, (v) => v, missing),
    },
  };
}
