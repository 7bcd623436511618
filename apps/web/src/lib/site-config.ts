import type { SiteConfig } from '@asinasin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, lazyEndpoint } from './define-call';

const getSiteConfig = defineCall(
  lazyEndpoint({ method: 'GET', path: '/api/site/config' }, () =>
    import('./shell-endpoints').then((m) => m.siteEndpoints.siteConfig),
  ),
);

export const getSiteConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'config'] as const,
    queryFn: ({ signal }) => getSiteConfig({ signal }),
    staleTime: Infinity,
  });

/**
 * The operator's details, set on the server at start (SITE_* variables). Missing values are shown
 * as "not configured" rather than invented contact details; while loading, nothing is claimed.
 */
export function useSiteConfig(): Partial<SiteConfig> {
  const { data } = useQuery(getSiteConfigQueryOptions());
  return data ?? {};
}

/** Encoded by placeholder QR codes so that scanning one shows what it is. */
export const PLACEHOLDER_QR_TEXT = 'AsinAsin: placeholder QR code, not configured by the operator';
