import { describe, expect, it } from 'vitest';
import { addScores } from './parser-score.js';
import { measureSavedPages, SAVED_PAGES_DIR } from './saved-pages.js';

/**
 * The saved pages of data/amazon-pages against their expected JSON (docs/data/amazon-pages.md).
 * Development pages were read while the parsers were fixed, so every field must be read; the
 * held-out pages guard against a fix that breaks what already worked: their share may not fall
 * below the one measured when they were last looked at.
 */
describe('parsers on the saved pages', () => {
  it('read every known field of the development pages and of at least 99 % of the held-out ones', async () => {
    const pages = await measureSavedPages(SAVED_PAGES_DIR);
    const development = addScores(
      pages.filter((page) => page.set === 'development').map((page) => page.score),
    );
    const heldOut = addScores(pages.filter((page) => page.set === 'held-out').map((page) => page.score));
    expect(pages.filter((page) => page.set === 'development').length).toBeGreaterThanOrEqual(28);
    expect(pages.filter((page) => page.set === 'held-out').length).toBeGreaterThanOrEqual(20);
    expect(development.misses).toEqual([]);
    expect(heldOut.read / heldOut.known).toBeGreaterThanOrEqual(0.99);
  });
});
