/**
 * Operator settings baked in at build time (VITE_* variables). Missing values are shown as
 * "not configured" rather than invented contact details.
 */
function env(name: string): string | undefined {
  const value = (import.meta.env as Record<string, string | undefined>)[name];
  return value && value.trim() ? value.trim() : undefined;
}

export const siteConfig = {
  companyAddress: env('VITE_COMPANY_ADDRESS'),
  contactEmail: env('VITE_CONTACT_EMAIL'),
  /** what the floating customer-service QR encodes (e.g. a WeChat Work contact link) */
  supportUrl: env('VITE_SUPPORT_URL'),
  miniProgramUrl: env('VITE_MINI_PROGRAM_URL'),
  /** the file name (without .zip) of the browser extension under /download/ */
  extensionName: env('VITE_EXTENSION_NAME') ?? 'asinasin-extension',
} as const;

/** Encoded by placeholder QR codes so that scanning one shows what it is. */
export const PLACEHOLDER_QR_TEXT = 'AsinAsin: placeholder QR code, not configured by the operator';
