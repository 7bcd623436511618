import type { Finding, ListingDraft, MarketplaceCode } from '@asinasin/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { getBrandRecheckQueryOptions } from '../api/listing-calls';
import { brandIndexOf, flaggedBrands } from '../model/live-check';

/** How long typing must pause before the server looks at the edited text for brands. */
export const BRAND_RECHECK_MS = 800;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The brands the browser's checker knows: those the server flagged in the saved text, plus those
 * it flags in the edited text once typing pauses (the brand lists stay on the server; the check
 * call charges nothing). `texts` is the edited text when it differs from the saved one.
 */
export function useKnownBrands(
  saved: readonly Pick<Finding, 'rule' | 'params'>[],
  edited: ListingDraft | undefined,
  marketplace: MarketplaceCode,
  /** the product's category: only marks of its Nice classes are flagged (none: every class) */
  category?: string,
) {
  const settled = useDebounced(edited, BRAND_RECHECK_MS);
  const recheck = useQuery({
    ...getBrandRecheckQueryOptions(settled, marketplace, category),
    placeholderData: keepPreviousData,
  });
  const names = [...flaggedBrands(saved), ...flaggedBrands(recheck.data?.findings ?? [])];
  const key = [...new Set(names)].sort().join('\n');
  return useMemo(() => brandIndexOf(key ? key.split('\n') : []), [key]);
}

/** Copy texts are checked as a listing's description would be: a list of paragraphs. */
export function copyAsDraft(items: string[]): ListingDraft {
  return { title: '', bullets: [], description: items.join('\n'), searchTerms: '' };
}
