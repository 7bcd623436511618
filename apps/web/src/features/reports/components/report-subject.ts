import type { AsinReportCard, MarketReportCard } from '@asinasin/contract';

/** What a card shows and links to, from SPEC §3's card (its product or market JSON string). */
export interface CardSubject {
  id: number;
  state: number;
  url: string;
  failure: string | null;
  title: string;
  caption: string;
  imageUrl: string | null;
  /** the online view's address */
  viewPath: string;
}

function parseObject(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function asinCardSubject(card: AsinReportCard): CardSubject {
  const product = parseObject(card.product);
  const marketplace = text(product.marketplace) ?? 'US';
  return {
    id: card.id,
    state: card.state,
    url: card.url,
    failure: card.failure,
    title: card.asin,
    caption: text(product.title) ?? marketplace,
    imageUrl: text(product.imageUrl),
    viewPath: `/product/online/${marketplace}/${card.asin}`,
  };
}

export function marketCardSubject(card: MarketReportCard): CardSubject {
  const market = parseObject(card.market);
  return {
    id: card.id,
    state: card.state,
    url: card.url,
    failure: card.failure,
    title: card.keyword,
    // the niche's title when it says more than the keyword, else the niche (its marketplace first)
    caption:
      text(market.nicheTitle) && market.nicheTitle !== card.keyword
        ? String(market.nicheTitle)
        : card.niche_id,
    imageUrl: text(market.referenceAsinImageUrl),
    viewPath: `/market/online/${encodeURIComponent(card.niche_id)}`,
  };
}
