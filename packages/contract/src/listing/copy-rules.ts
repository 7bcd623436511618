import type { MarketplaceCode } from '../constants.js';
import type { BrandIndex } from './brands.js';
import type { Finding } from './findings.js';
import { LISTING_MARKETS } from './marketplaces.js';
import { checkText } from './text-rules.js';
import { graphemeLength } from './text.js';

/** Short marketing texts of the copywriting screen (/copywriting). */
export const COPY_KINDS = ['aplusHeadline', 'storefront', 'promotion'] as const;
export type CopyKind = (typeof COPY_KINDS)[number];

/**
 * Our own length limits (Amazon's vary by A+ module and store template and are not confirmed in
 * domain.md): a headline that fits one line of a module, a store-front paragraph, a promotion line.
 */
export const COPY_LIMITS: Record<CopyKind, { max: number; items: number }> = {
  aplusHeadline: { max: 80, items: 5 },
  storefront: { max: 400, items: 3 },
  promotion: { max: 150, items: 5 },
};

/**
 * The detail-page rules for every text (claims, contact details, HTML, emojis, script, brands),
 * plus the kind's length. A promotion text may speak of a deal: its promotional wording is a
 * warning to check against the promotion it announces, not an error.
 */
export function checkCopy(
  items: string[],
  kind: CopyKind,
  marketplace: MarketplaceCode,
  brands?: BrandIndex,
  ownBrand?: string,
): Finding[] {
  const market = LISTING_MARKETS[marketplace];
  const { max } = COPY_LIMITS[kind];
  return items.flatMap((text, index) => {
    const findings = checkText(text, 'copy', { market, brands, ownBrand }, index).map((f) =>
      kind === 'promotion' && f.rule === 'text.promotional' ? { ...f, severity: 'warning' as const } : f,
    );
    const count = graphemeLength(text);
    if (count > max)
      findings.unshift({
        rule: 'copy.length',
        severity: 'error',
        field: 'copy',
        index,
        params: { count, max },
      });
    return findings;
  });
}
