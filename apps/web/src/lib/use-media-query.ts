import { NARROW_BREAKPOINT } from '@asinasin/contract';
import { useSyncExternalStore } from 'react';
import { prerender } from './prerender';

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : false;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matches(query),
    () => prerender.mediaMatches.has(query),
  );
}

/** Narrow layout below NARROW_BREAKPOINT px (SPEC §1): different top bar, menu in a drawer. */
export const NARROW_QUERY = `(max-width: ${NARROW_BREAKPOINT - 0.02}px)`;

export function useIsNarrow(): boolean {
  return useMediaQuery(NARROW_QUERY);
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
