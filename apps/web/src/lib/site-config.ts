import { API, type SiteConfig } from '@asinasin/contract';
import { useQuery } from '@tanstack/react-query';
import { defineCall } from './define-call';

const getSiteConfig = defineCall({
  path: API.siteConfig,
  response: () => import('./shell-schemas').then((m) => m.siteConfigResponse),
});

/**
 * The operator's details, set on the server at start (SITE_* variables). Missing values are shown
 * as "not configured" rather than invented contact details; while loading, nothing is claimed.
 */
export function useSiteConfig(): Partial<SiteConfig> {
  const { data } = useQuery({
    queryKey: ['site', 'config'],
    queryFn: ({ signal }) => getSiteConfig({ signal }),
    staleTime: Infinity,
  });
  return data ?? {};
}

/** Encoded by placeholder QR codes so that scanning one shows what it is. */
export const PLACEHOLDER_QR_TEXT = 'AsinAsin: placeholder QR code, not configured by the operator';
