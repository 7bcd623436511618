import { ASIN_PATTERN, MARKETPLACES, productRefOf, type Language } from '@asinasin/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import { translate } from '../../platform/i18n/messages.js';
import { productOf } from './risk.service.js';

/*
 * SPEC §7 getQueryId and getImgUrl, served under their SPEC names for outside checks
 * (decisions/0040): a link is read, never fetched, and only the nine marketplaces' hosts count.
 */

const queryCode = (marketplace: string, asin: string) => `${marketplace}-${asin}`;

/** A product link or ASIN to its query id; a link elsewhere, or text without an ASIN, says so. */
export function queryIdOf(url: string): { code: string; asin: string; marketplace: string } {
  const ref = productRefOf(url);
  if (!ref) {
    const isLink = /^(?:https?:)?\/\//i.test(url.trim());
    throw AppError.badRequest(isLink ? 'risk.queryLinkNotAmazon' : 'risk.queryNoAsin', {
      hosts: MARKETPLACES.map((m) => m.domain).join(', '),
    });
  }
  const marketplace = ref.marketplace ?? 'US';
  return { code: queryCode(marketplace, ref.asin), asin: ref.asin, marketplace };
}

/** The catalog's image URL of a query id (a bare ASIN is the US one), or why there is none. */
export async function imageOfQueryId(context: AppContext, code: string, lang: Language) {
  const [marketplace, asin] = code.includes('-') ? code.split('-') : ['US', code];
  if (!MARKETPLACES.some((m) => m.code === marketplace) || !ASIN_PATTERN.test(asin ?? ''))
    throw AppError.badRequest('risk.queryCodeInvalid');
  const product = await productOf(context, marketplace!, asin!);
  return {
    code: queryCode(marketplace!, asin!),
    asin: asin!,
    marketplace: marketplace!,
    img: product.img,
    why: product.img
      ? null
      : translate(lang, 'risk.productNoImage', { asin: asin!, marketplace: marketplace! }),
  };
}
