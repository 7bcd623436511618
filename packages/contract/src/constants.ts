/** Header every API call carries so the server can tell our web client from other callers (SPEC §7). */
export const PLATFORM_HEADER = 'x-platform';
export const PLATFORM = 'asinasin-web';
/** The cookie that mirrors the session token for the route guard (SPEC §3, §5). */
export const TOKEN_COOKIE = 'asinasin';

/** The cookie that mirrors the chosen language, so the server can send a page already in it. */
export const LANGUAGE_COOKIE = 'asinasin_language';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
export function toLanguage(value: unknown): Language {
  return LANGUAGES.includes(value as Language) ? (value as Language) : DEFAULT_LANGUAGE;
}

export const MARKETPLACES = [
  { code: 'US', name: 'United States', domain: 'amazon.com', currency: 'USD' },
  { code: 'UK', name: 'United Kingdom', domain: 'amazon.co.uk', currency: 'GBP' },
  { code: 'DE', name: 'Germany', domain: 'amazon.de', currency: 'EUR' },
  { code: 'FR', name: 'France', domain: 'amazon.fr', currency: 'EUR' },
  { code: 'JP', name: 'Japan', domain: 'amazon.co.jp', currency: 'JPY' },
  { code: 'CA', name: 'Canada', domain: 'amazon.ca', currency: 'CAD' },
  { code: 'IT', name: 'Italy', domain: 'amazon.it', currency: 'EUR' },
  { code: 'ES', name: 'Spain', domain: 'amazon.es', currency: 'EUR' },
  { code: 'IN', name: 'India', domain: 'amazon.in', currency: 'INR' },
] as const;
export type MarketplaceCode = (typeof MARKETPLACES)[number]['code'];
/** The currency a marketplace prices in, by its code (undefined for an unknown code). */
export const MARKETPLACE_CURRENCY: Readonly<Record<string, string>> = Object.fromEntries(
  MARKETPLACES.map((m) => [m.code, m.currency]),
);
export const DEFAULT_MARKETPLACE: MarketplaceCode = 'US';

export const ASIN_PATTERN = /^B0[A-Z0-9]{8}$/;

export const LIMITS = {
  productName: 100,
  description: 400,
  keywords: 400,
  passwordMin: 6,
  passwordMax: 128,
  nickname: 32,
  asin: 10,
  verificationCodeLength: 6,
} as const;

/** The free trial's level (user.level); paid membership levels are above it. */
export const TRIAL_LEVEL = 1;

export const REPORT_STATE = { inProgress: 0, done: 1, failed: 2 } as const;
export const REPORT_PAGE = { page: 1, size: 20 } as const;
/** The job that makes a report: its cards follow it on GET /api/jobs/events?name= (docs/reports.md). */
export const REPORT_JOB_NAME = 'reports.generate';

export const EXTENSION_VERSION = '1.0.5';
export const NOTIFY_MS = 2000;
export const USER_INFO_DEBOUNCE_MS = 3000;
export const DRAWER_WIDTH = 190;
export const NARROW_BREAKPOINT = 700;
export const PARTICLE_COUNT = 160;
export const PATENT_PAGE_MAX_WIDTH = 1000;
