import { parseBsrText } from './bsr.js';
import { buyBoxPrice } from './buy-box.js';
import { parseDate } from './dates.js';
import { attr, firstOf, firstText, textOf, type HTMLElement } from './dom.js';
import { detailRows, detailValue, LABELS, type DetailRow } from './details.js';
import { AmazonPageError } from './errors.js';
import { parseDimensions, parseWeight } from './measures.js';
import { parseInteger, type DecimalMark } from './numbers.js';
import { parseRating, parseRatingCount, saysNoReviewYet } from './rating.js';
import type { ProductPage } from './schemas.js';

export interface PageContext {
  marketplace: string;
  /** The decimal mark of the page's language, for ambiguous measures such as "1.102 pounds". */
  decimalMark: DecimalMark;
  canonicalUrl: string | null;
}

const ITEM_ID = /^[0-9A-Z]{10}$/;

function asinOf(root: HTMLElement, rows: readonly DetailRow[], context: PageContext): string | null {
  const candidates = [
    attr(root.querySelector('input#ASIN'), 'value'),
    attr(root.querySelector('input[name="ASIN"]'), 'value'),
    attr(root.querySelector('input[name="ASIN.0"]'), 'value'),
    detailValue(rows, LABELS.asin),
    /\/(?:dp|gp\/product|gp\/aw\/d)\/([0-9A-Z]{10})(?:[/?#]|$)/.exec(context.canonicalUrl ?? '')?.[1] ?? null,
  ];
  return (
    candidates.map((value) => value?.trim().toUpperCase() ?? '').find((value) => ITEM_ID.test(value)) ?? null
  );
}

/** "Visit the Bosch Store", "Visita la tienda de Cecotec", "Brand: WMF" and their translations. */
const STORE_LINK: readonly RegExp[] = [
  /^visit the (.+?) store$/i,
  /^visita la tienda de (.+)$/i,
  /^besuchen sie den (.+?)-?\s?store$/i,
  /^besuche den (.+?)-?\s?store$/i,
  /^visitez la boutique (?:de )?(.+)$/i,
  /^visita lo store di (.+)$/i,
  /^(.+?)のストアを表示$/,
  /^(?:brand|marke|marque|marca|marchio|ブランド)\s*[:：]\s*(.+)$/i,
];

function brandOf(root: HTMLElement, rows: readonly DetailRow[]): string | null {
  const fromDetails = detailValue(rows, LABELS.brand);
  if (fromDetails) return fromDetails;
  const byline = root.querySelector('#bylineInfo');
  const text = textOf(byline);
  if (!text)
    return attr(root.querySelector('#brand'), 'value') ?? (textOf(root.querySelector('a#brand')) || null);
  for (const pattern of STORE_LINK) {
    const name = pattern.exec(text)?.[1]?.trim();
    if (name) return name;
  }
  // A book's byline names its contributors ("by David Baldacci (Author)", or a bare link to the author's
  // page on mobile) and a film's its rating and format ("Rated: Exempt Format: DVD"): neither is a brand.
  if (
    byline?.querySelector('.author, .contribution, a[href*="/author/"], a[href*="field-author="]') ||
    /\(.+\)|:\s/.test(text) ||
    /^(?:by|von|de|di|par)\s/i.test(text)
  )
    return null;
  return text;
}

function ratingOf(
  root: HTMLElement,
  rows: readonly DetailRow[],
): { rating: number | null; count: number | null } {
  const reviewsRow = detailValue(rows, LABELS.customerReviews) ?? '';
  const rating =
    parseRating(attr(root.querySelector('#acrPopover'), 'title')) ??
    parseRating(
      firstText(root, [
        '#acrPopover .a-icon-alt',
        '#averageCustomerReviews .a-icon-alt',
        // 2015-2018 mobile pages: the stars and "(58)" in one link to the reviews
        '#acrCustomerReviewLink .a-icon-alt',
      ]),
    ) ??
    parseRating(firstText(root, ['[data-hook="rating-out-of-text"]'])) ??
    parseRating(reviewsRow);
  let count = parseRatingCount(
    firstText(root, [
      '#acrCustomerReviewText',
      '[data-hook="total-review-count"]',
      '#acrCustomerReviewLink > .a-size-base',
    ]),
  );
  if (count === null && rating !== null) {
    // "4.8 out of 5 stars 11 customer reviews": the count follows the stars.
    const afterStars = /(?:stars?|sternen|étoiles|estrellas|stelle)\s*\(?([\d.,\s]+)/i.exec(reviewsRow)?.[1];
    count = parseRatingCount(afterStars);
  }
  if (rating === null && count === null) {
    const reviewArea = [textOf(root.querySelector('#averageCustomerReviews_feature_div')), reviewsRow].join(
      ' ',
    );
    if (saysNoReviewYet(reviewArea)) count = 0;
  }
  return { rating, count };
}

function bsrOf(root: HTMLElement, rows: readonly DetailRow[]): ProductPage['bsr'] {
  const text = detailValue(rows, LABELS.bestSellersRank) ?? textOf(root.querySelector('#SalesRank'));
  const entries = parseBsrText(text);
  return entries.length > 0 ? entries : null;
}

function weightOf(rows: readonly DetailRow[], mark: DecimalMark): ProductPage['weight'] {
  const sources: ReadonlyArray<readonly [readonly RegExp[], 'item' | 'package']> = [
    [LABELS.itemWeight, 'item'],
    [LABELS.itemDimensions, 'item'], // "22.5 x 8 x 4.8 cm; 70 g"
    [LABELS.packageWeight, 'package'],
    [LABELS.packageDimensions, 'package'],
  ];
  for (const [labels, of] of sources) {
    const weight = parseWeight(detailValue(rows, labels), mark);
    if (weight) return { ...weight, of };
  }
  return null;
}

function dimensionsOf(rows: readonly DetailRow[], mark: DecimalMark): ProductPage['dimensions'] {
  const item = parseDimensions(detailValue(rows, LABELS.itemDimensions), mark);
  if (item) return { ...item, of: 'item' };
  const box = parseDimensions(detailValue(rows, LABELS.packageDimensions), mark);
  return box ? { ...box, of: 'package' } : null;
}

/**
 * The product's title. A 2019 title carries its edition or format in a smaller grey span inside the
 * heading ("Anthem Of The Peaceful Army" + "Original recording"): that span is not the title.
 */
function titleOf(root: HTMLElement): string | null {
  // #ebooksTitle: 2018 mobile Kindle pages.
  for (const selector of ['#productTitle', '#ebooksProductTitle', '#ebooksTitle', '#btAsinTitle', '#title']) {
    for (const heading of root.querySelectorAll(selector)) {
      const own = heading.clone() as HTMLElement;
      for (const label of own.querySelectorAll('.a-color-secondary')) label.remove();
      const title = textOf(own) || textOf(heading);
      if (title) return title;
    }
  }
  return null;
}

/** The biggest picture of the main image: data-old-hires, else the largest of data-a-dynamic-image. */
function imageOf(root: HTMLElement): string | null {
  const image = firstOf(root, [
    '#landingImage',
    '#imgBlkFront',
    '#ebooksImgBlkFront',
    '#imgTagWrapperId img',
    '#main-image',
  ]);
  const hires = attr(image, 'data-old-hires');
  if (hires && /^https?:\/\//.test(hires)) return hires;
  const dynamic = attr(image, 'data-a-dynamic-image');
  if (dynamic) {
    try {
      const sizes = Object.entries(JSON.parse(dynamic) as Record<string, [number, number]>);
      sizes.sort(([, a], [, b]) => b[0] * b[1] - a[0] * a[1]);
      if (sizes[0]) return sizes[0][0];
    } catch {
      // a broken attribute: fall through to src
    }
  }
  const src = attr(image, 'src');
  return src && /^https?:\/\//.test(src) ? src : null;
}

/** "1K+ bought in past month", "Mehr als 1.000 Mal im letzten Monat gekauft", "過去1か月で1000点以上購入". */
export function parseBoughtPastMonth(text: string | null | undefined): number | null {
  if (!text) return null;
  return parseInteger(text.replace(/過去\s*1\s*か月で?/, ''));
}

/** A product page; throws when it shows no ASIN, since every other field hangs on it. */
export function parseProductPage(root: HTMLElement, context: PageContext): ProductPage {
  const rows = detailRows(root);
  const asin = asinOf(root, rows, context);
  if (!asin) throw new AmazonPageError('missing-asin');
  const { rating, count } = ratingOf(root, rows);
  const offer = buyBoxPrice(root, context.marketplace);
  return {
    kind: 'product',
    marketplace: context.marketplace,
    asin,
    title: titleOf(root),
    brand: brandOf(root, rows),
    price: offer?.price ?? null,
    priceCondition: offer?.condition ?? null,
    rating,
    ratingCount: count,
    bsr: bsrOf(root, rows),
    dateFirstAvailable: parseDate(detailValue(rows, LABELS.dateFirstAvailable)),
    weight: weightOf(rows, context.decimalMark),
    dimensions: dimensionsOf(rows, context.decimalMark),
    imageUrl: imageOf(root),
    boughtPastMonth: parseBoughtPastMonth(
      firstText(root, ['#social-proofing-faceout-title-tk_bought', '#socialProofingAsinFaceout_feature_div']),
    ),
  };
}
