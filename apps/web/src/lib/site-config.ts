import { API, type SiteConfig } from '@asinasin/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * The operator's details, set on the server at start (SITE_* variables). Missing values are shown
 * as "not configured" rather than invented contact details; while loading, nothing is claimed.
 */
export function useSiteConfig(): Partial<SiteConfig> {
  const { data } = useQuery({
    queryKey: ['site', 'config'],
    queryFn: ({ signal }) => apiRequest<SiteConfig>(API.siteConfig, { signal }),
    staleTime: Infinity,
  });
  return data ?? {};
}

/** Encoded by placeholder QR codes so that scanning one shows what it is. */
export const PLACEHOLDER_QR_TEXT = 'AsinAsin: placeholder QR code, not configured by the operator';
