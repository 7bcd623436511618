import { ErrorCode, MARKETPLACES, type Language } from '@asinasin/contract';
import { AppError } from '../../platform/http/app-error.js';
import { translate, type MessageKey } from '../../platform/i18n/messages.js';
import type { RateCards } from './rate-cards/rate-card-store.js';

/** A refusal that names the field it concerns (envelope data.field), for the form to mark it. */
export function fieldError(field: string, key: MessageKey, params: Record<string, string | number> = {}) {
  return new AppError(ErrorCode.BAD_REQUEST, key, params, { field });
}

/** The marketplaces that have a fulfilment and a referral card in force on a day. */
export function coveredMarketplaces(cards: RateCards, date: string): string[] {
  return MARKETPLACES.map((m) => m.code).filter(
    (code) =>
      cards.pick('fulfilment', date, (c) => c.marketplace === code) &&
      cards.pick('referral', date, (c) => c.marketplace === code),
  );
}

/** A known marketplace code, or a refusal on the marketplace field. */
export function checkMarketplace(marketplace: string): void {
  if (!MARKETPLACES.some((m) => m.code === marketplace)) {
    throw fieldError('marketplace', 'calc.marketplaceUnknown', {
      marketplace,
      known: MARKETPLACES.map((m) => m.code).join(', '),
    });
  }
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;
export const translator =
  (lang: Language): Translate =>
  (key, params) =>
    translate(lang, key, params);

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
