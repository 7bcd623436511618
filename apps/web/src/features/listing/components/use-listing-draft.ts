import { LISTING_LIMITS, type Generation, type ListingDraft } from '@asinasin/contract';
import { useDeferredValue, useMemo, useState } from 'react';
import { checkListingLive, flaggedBrands, sameListing } from '../model/live-check';
import { useKnownBrands } from './use-known-brands';

/** Five bullet boxes even when a model wrote fewer: the seller can fill the rest. */
function withBulletBoxes(listing: ListingDraft): ListingDraft {
  const bullets = [...listing.bullets];
  while (bullets.length < LISTING_LIMITS.bullets) bullets.push('');
  return { ...listing, bullets };
}

/** What is saved: empty bullet boxes are not bullets. */
export function toSaved(draft: ListingDraft): ListingDraft {
  return { ...draft, bullets: draft.bullets.filter((b) => b.trim()) };
}

/** A generated listing being edited: the draft, its live check, brands and whether it changed. */
export function useListingDraft(generation: Generation) {
  const saved = useMemo(
    () => withBulletBoxes(generation.listing ?? { title: '', bullets: [], description: '', searchTerms: '' }),
    [generation.listing],
  );
  const [draft, setDraft] = useState(saved);
  const isDirty = !sameListing(draft, saved);
  const marketplace = generation.input.marketplace;
  const brands = useKnownBrands(
    generation.report?.findings ?? [],
    isDirty ? toSaved(draft) : undefined,
    marketplace,
    generation.input.category,
  );
  // Typing stays smooth on long texts: the check follows a render behind when it must. Empty
  // bullet boxes stay in place (the checker skips them), so finding indexes match the boxes.
  const checked = useDeferredValue(draft);
  const report = useMemo(
    () => checkListingLive(checked, generation.input.keywords, marketplace, brands),
    [checked, generation.input.keywords, marketplace, brands],
  );
  const setField = <K extends keyof ListingDraft>(key: K, value: ListingDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const setBullet = (index: number, value: string) =>
    setDraft((d) => ({ ...d, bullets: d.bullets.map((b, i) => (i === index ? value : b)) }));
  return {
    draft,
    isDirty,
    report,
    brands: flaggedBrands(report.findings),
    setField,
    setBullet,
    reset: () => setDraft(saved),
  };
}
