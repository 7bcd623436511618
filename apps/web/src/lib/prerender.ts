/**
 * What a page rendered ahead of time at build (build/prerender-home.ts) assumes of the device it
 * will be shown on. Set only by that build; in a browser it stays inactive.
 */
export const prerender = { active: false, mediaMatches: new Set<string>() };

export function prerenderFor(mediaQueries: readonly string[]): void {
  prerender.active = true;
  prerender.mediaMatches = new Set(mediaQueries);
}
