import { afterAll, describe, expect, it } from 'vitest';
import { findWebDist } from '../http/web-assets.js';
import { PdfPrinter } from './pdf-printer.js';

describe('the PDF printer’s browser', () => {
  const printer = new PdfPrinter({
    chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    webDist: findWebDist({}),
    maxPages: 1,
    idleCloseMs: 300,
  });
  afterAll(() => printer.close());
  // The report page refuses what is not a report: the browser is launched and used all the same.
  const printNothing = () =>
    printer.print({ path: '/report-print', language: 'en-US', data: 'not a report', footer: '{page}' });

  it('is launched on demand, closed when idle, and launched again for the next printout', async () => {
    expect(printer.unavailable()).toBeUndefined();
    expect(printer.isBrowserOpen).toBe(false);
    // Three printouts, one page at a time, all through the browser.
    const results = await Promise.allSettled([printNothing(), printNothing(), printNothing()]);
    for (const result of results) {
      expect(result).toMatchObject({
        status: 'rejected',
        reason: { message: expect.stringMatching(/refused the data/) },
      });
    }
    // Nothing left to print: it is closed once idle.
    await expect.poll(() => printer.isBrowserOpen, { timeout: 30_000 }).toBe(false);
    // The next printout launches it again.
    await expect(printNothing()).rejects.toThrow(/refused the data/);
    await expect.poll(() => printer.isBrowserOpen, { timeout: 30_000 }).toBe(false);
  }, 120_000);
});
