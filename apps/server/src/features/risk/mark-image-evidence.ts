import {
  trademarkImageUrl,
  type ProductClasses,
  type RiskContent,
  type RiskLevel,
  type RiskMarkImageHit,
} from '@asinasin/contract';
import { closestMarkImages, describeQuery } from '../../catalog/index.js';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { patentLevel } from './risk-evidence.js';

const MARK_IMAGE_HITS = 5;
/** Below a medium likeness an image says nothing a seller can act on (docs/risk.md, "Mark images"). */
const LISTED_FROM = 0.7;
const STEP_DOWN: Record<RiskLevel, RiskLevel> = { high: 'medium', medium: 'low', low: 'low', none: 'none' };

/**
 * Figurative marks whose image is close to the product image, beside the word-mark hits: the
 * drawing descriptor's similarity in the drawings' bands (docs/risk.md, "Drawing bands"), a dead
 * mark low, and a mark outside the product's classes a step lower, as a word
 * mark is (docs/risk.md). Without an image there is nothing to compare.
 */
export async function markImageEvidence(
  catalog: CatalogQueries,
  image: Uint8Array | undefined,
  productClasses?: ProductClasses,
): Promise<NonNullable<RiskContent['trademarks']['figurative']>> {
  if (!image) return { indexed: 0, hits: [] };
  const { descriptors } = await describeQuery(image);
  const found = await closestMarkImages(catalog, descriptors, { k: MARK_IMAGE_HITS, min: LISTED_FROM });
  const classes = productClasses?.classes ?? [];
  const hits = found.hits.map((match): RiskMarkImageHit => {
    const within = classes.length ? match.classes.some((c) => classes.includes(c)) : undefined;
    const level = match.status === 'dead' ? 'low' : patentLevel(match.score);
    return {
      ...match,
      why: within ? ['image', 'inClasses'] : ['image'],
      imageUrl: trademarkImageUrl(match.id),
      level: within === false ? STEP_DOWN[level] : level,
      ...(within === undefined ? {} : { inClasses: within }),
    };
  });
  return { indexed: found.indexed, hits };
}
