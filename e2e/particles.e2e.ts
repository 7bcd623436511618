import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, VIEWPORTS } from './fixtures/browser.js';
import { useProduct } from './fixtures/product.js';

const product = useProduct();

/** Counts the particle canvas's frames: each frame starts by clearing it. */
function countFrames() {
  const w = window as unknown as { __particleFrames: number };
  w.__particleFrames = 0;
  const clear = CanvasRenderingContext2D.prototype.clearRect;
  CanvasRenderingContext2D.prototype.clearRect = function (...args) {
    if (this.canvas.dataset.testid === 'particles-canvas') w.__particleFrames++;
    return clear.apply(this, args);
  };
}

const frames = (page: Page) =>
  page.evaluate(() => (window as unknown as { __particleFrames: number }).__particleFrames);

/** Lets the page's own timers run ten times (about a second of its clock, longer when it is slow). */
const pageTicks = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let n = 0;
        const tick = () => (++n >= 10 ? resolve() : setTimeout(tick, 100));
        tick();
      }),
  );

/** Says the tab is hidden (or shown again) the way the browser does: document.hidden and the event. */
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((isHidden) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => isHidden });
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (isHidden ? 'hidden' : 'visible'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

/**
 * Waits until the home page has its final content: its selection panel loads after the first paint,
 * and a still background is drawn again when content moves (particle-background.tsx).
 */
async function homeSettled(page: Page) {
  await expect.poll(() => page.getByTestId('home-selection-loading').count(), { timeout: 30_000 }).toBe(0);
  await page.waitForLoadState('networkidle');
}

/** The home page with motion allowed and its frames counted, settled. */
async function openMovingHome(test: Parameters<typeof openPage>[1]) {
  const { page } = await openPage(product.browser, test, { reducedMotion: 'no-preference' });
  await page.addInitScript(countFrames);
  await page.goto(`${product.server.baseUrl}/`);
  const canvas = page.getByTestId('particles-canvas');
  await canvas.waitFor({ state: 'attached' });
  await homeSettled(page);
  return { page, canvas };
}

describe('the particle background costs nothing when nobody can see it', () => {
  it('draws while the seller moves, stops drawing while the tab is hidden, and draws again when shown', async (test) => {
    const { page, canvas } = await openMovingHome(test);
    let x = 200;
    const moveAndCount = async () => {
      await page.mouse.move((x = (x + 13) % 1200), 300);
      return frames(page);
    };
    const start = await frames(page);
    await expect.poll(moveAndCount, { timeout: 30_000 }).toBeGreaterThan(start + 3);

    await setHidden(page, true);
    expect(await canvas.getAttribute('data-animating')).toBe('false');
    const hiddenAt = await frames(page);
    for (let i = 0; i < 5; i++) {
      await page.mouse.move((x = (x + 13) % 1200), 300);
      await pageTicks(page);
    }
    expect(await frames(page)).toBe(hiddenAt);

    await setHidden(page, false);
    await expect.poll(moveAndCount, { timeout: 30_000 }).toBeGreaterThan(hiddenAt + 3);
  });

  it('holds still while the page answers a key or a click, then moves again', async (test) => {
    const { page, canvas } = await openMovingHome(test);
    let x = 200;
    const moveAndAnimating = async () => {
      await page.mouse.move((x = (x + 13) % 1200), 300);
      return canvas.getAttribute('data-animating');
    };
    await expect.poll(moveAndAnimating, { timeout: 30_000 }).toBe('true');
    await page.keyboard.press('Shift');
    expect(await canvas.getAttribute('data-animating')).toBe('false');
    await expect.poll(moveAndAnimating, { timeout: 30_000 }).toBe('true');
  });

  it('stops drawing when the page is scrolled past it', async (test) => {
    const { page } = await openPage(product.browser, test, {
      reducedMotion: 'no-preference',
      viewport: VIEWPORTS.narrow,
    });
    await page.addInitScript(countFrames);
    await page.goto(`${product.server.baseUrl}/`);
    const canvas = page.getByTestId('particles-canvas');
    await page.getByTestId('site-stats').waitFor();
    await homeSettled(page);
    // a phone's home page is several screens tall: the last one is far below the background
    expect(await page.evaluate(() => document.documentElement.scrollHeight > 2 * window.innerHeight)).toBe(
      true,
    );
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => canvas.getAttribute('data-animating'), { timeout: 30_000 }).toBe('false');
    const scrolledAt = await frames(page);
    for (let i = 0; i < 5; i++) {
      await page.mouse.move(100 + i * 20, 400);
      await pageTicks(page);
    }
    expect(await frames(page)).toBe(scrolledAt);
  });

  it('draws one still frame for a seller who prefers reduced motion', async (test) => {
    const { page } = await openPage(product.browser, test, { reducedMotion: 'reduce' });
    await page.addInitScript(countFrames);
    await page.goto(`${product.server.baseUrl}/`);
    const canvas = page.getByTestId('particles-canvas');
    await page.getByTestId('site-stats').waitFor();
    await homeSettled(page);
    // the still frame has its dots
    await expect
      .poll(() =>
        canvas.evaluate((element: HTMLCanvasElement) => {
          const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
          return data.some((value, i) => i % 4 === 3 && value > 0);
        }),
      )
      .toBe(true);
    const still = await frames(page);
    for (let i = 0; i < 5; i++) {
      await page.mouse.move(200 + i * 40, 300);
      await pageTicks(page);
    }
    expect(await canvas.getAttribute('data-animating')).toBe('false');
    expect(await frames(page)).toBe(still);
  });
});
