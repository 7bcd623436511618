import { riskEndpoints, type BrandFlag } from '@asinasin/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { defineCall } from '../../lib/define-call';

export const getBrandFlags = defineCall(riskEndpoints.brandFlags);

/** A page's flags stay this long: marks change only with a trademark import. */
const STALE_MS = 5 * 60_000;

/**
 * The brand-word flags of a table's page (docs/risk.md, "Brand-word flags"): one call for the
 * rows shown, read after the rows, so the table never waits for it; cached per page.
 */
export function useBrandFlags(marketplace: string | undefined, asins: readonly string[]) {
  const page = [...new Set(asins)].slice(0, 100);
  const query = useQuery({
    queryKey: ['brand-flags', marketplace, page],
    queryFn: ({ signal }) => getBrandFlags({ marketplace: marketplace!, asins: page }, { signal }),
    enabled: Boolean(marketplace) && page.length > 0,
    staleTime: STALE_MS,
  });
  const row = query.data?.row;
  return useMemo(() => new Map<string, BrandFlag>((row ?? []).map((flag) => [flag.asin, flag])), [row]);
}
