import { MARKETPLACES } from '@asinasin/contract';
import { PictureOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
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
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
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
      onError={() => setFailed(true)}
    />
  );
}

/** Title (a link to Amazon, in a new window), ASIN and badges of a product. */
export function ProductCell({ product }: { product: ProductIdentity }) {
  const url = amazonUrl(product);
  const domain = MARKETPLACES.find((m) => m.code === product.marketplace)?.domain ?? '';
  const title = product.title ?? product.asin;
  return (
    <Flex vertical gap={2}>
      {url ? (
        <Typography.Link
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="cv-title"
          title={t('catalogValues.openOnAmazon', { asin: product.asin, domain })}
        >
          {title}
        </Typography.Link>
      ) : (
        <span className="cv-title">{title}</span>
      )}
      <Flex gap={4} wrap align="center">
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {product.asin}
        </Typography.Text>
        {product.isBestSeller && <Tag color="gold">Best Seller</Tag>}
        {product.isAmazonsChoice && <Tag color="cyan">Amazon&apos;s Choice</Tag>}
      </Flex>
    </Flex>
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
    <Flex vertical>
      <span>#{format.number(rank)}</span>
      {category && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('catalogValues.inCategory', { category })}
        </Typography.Text>
      )}
    </Flex>
  );
}
