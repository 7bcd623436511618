import { MARKETPLACES } from '@asinasin/contract';
import { PictureOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { catalogText as t } from './catalog-text';
import type { Formatters } from './use-formatters';
import './catalog-values.css';

/** What a product cell needs of any of the research screens' product rows. */
export interface ProductIdentity {
  marketplace: string;
  asin: string;
  title: string | null;
  isBestSeller?: boolean | null;
  isAmazonsChoice?: boolean | null;
}

/** The product's page on its own marketplace's Amazon. */
export function amazonUrl(product: Pick<ProductIdentity, 'marketplace' | 'asin'>): string | undefined {
  const domain = MARKETPLACES.find((m) => m.code === product.marketplace)?.domain;
  return domain ? `https://www.${domain}/dp/${encodeURIComponent(product.asin)}` : undefined;
}

/** The product's image from Amazon's servers (no referrer sent), or an icon when there is none. */
export function Thumbnail({ src }: { src: string | null }) {
  // the image that failed, not a flag: a table row drawn by position shows another product next
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || src === failedSrc) {
    return (
      <PictureOutlined
        aria-label={t('catalogValues.noImage')}
        role="img"
        style={{ fontSize: 32, opacity: 0.35 }}
      />
    );
  }
  return (
    <img
      className="cv-thumb"
      src={src}
      alt=""
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(src)}
    />
  );
}

/*
 * Product and rank cells are drawn from plain elements styled by the theme's CSS variables
 * (catalog-values.css), not antd's Flex, Typography and Tag: a results page draws them in every
 * row, and each antd instance runs its own style hooks (docs/speed.md, "Search click → rows").
 */

/** Title (a link to Amazon, in a new window), ASIN and badges of a product. */
export function ProductCell({ product }: { product: ProductIdentity }) {
  const url = amazonUrl(product);
  const domain = MARKETPLACES.find((m) => m.code === product.marketplace)?.domain ?? '';
  const title = product.title ?? product.asin;
  return (
    <div className="cv-stack cv-product">
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="cv-title cv-link"
          title={t('catalogValues.openOnAmazon', { asin: product.asin, domain })}
        >
          {title}
        </a>
      ) : (
        <span className="cv-title">{title}</span>
      )}
      <div className="cv-product-meta">
        <span className="cv-secondary">{product.asin}</span>
        {product.isBestSeller && <span className="cv-tag cv-tag-gold">Best Seller</span>}
        {product.isAmazonsChoice && <span className="cv-tag cv-tag-cyan">Amazon&apos;s Choice</span>}
      </div>
    </div>
  );
}

/** A Best Sellers Rank with the category it ranks in. */
export function Rank({
  rank,
  category,
  format,
}: {
  rank: number;
  category: string | null;
  format: Formatters;
}) {
  return (
    <div className="cv-stack">
      <span>#{format.number(rank)}</span>
      {category && <span className="cv-secondary">{t('catalogValues.inCategory', { category })}</span>}
    </div>
  );
}
