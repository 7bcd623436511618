/**
 * What bench:pages reads inside the page, in the page's own clock (performance.now()), so a
 * throttled renderer's delays are measured where a seller sees them.
 */
import type { CDPSession, Locator, Page } from 'playwright-core';

export const CPU_THROTTLING = 4;

/**
 * tsx compiles with esbuild's keepNames, which wraps the page functions below in calls to a
 * `__name` helper that exists only in Node: the page gets a stand-in that does nothing.
 */
const NAME_HELPER = 'globalThis.__name = (fn) => fn;';

/** Slows the page's renderer the way DevTools' "4× slowdown" does. */
export async function throttle(page: Page): Promise<CDPSession> {
  await page.addInitScript({ content: NAME_HELPER });
  await page.evaluate(NAME_HELPER);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  return cdp;
}

/**
 * Installed before any script of the page: the first paint of real content in <main> (a heading,
 * a table row, a chart; not a spinner or skeleton), the paint of the live page (the same once no
 * prerendered page is shown: decisions/0064), and the largest contentful paint.
 */
export function paintProbe() {
  type Paints = { content?: number; live?: number; lcp?: number; fcp?: number };
  const w = window as unknown as { __paints: Paints };
  w.__paints = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__paints.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') w.__paints.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  // the frame that shows it: the next animation frame's time
  const markNextFrame = (key: 'content' | 'live') =>
    requestAnimationFrame((now) => (w.__paints[key] ??= now));
  let marked = { content: false, live: false };
  const check = () => {
    if (!document.querySelector('#main-content h1, #main-content tr.server-table-row')) return;
    if (!marked.content) markNextFrame('content');
    if (!marked.live && !document.getElementById('prerendered')) markNextFrame('live');
    marked = { content: true, live: marked.live || !document.getElementById('prerendered') };
    if (marked.live) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true });
}

export interface CallTiming {
  url: string;
  /** when the page started the request (its clock) */
  start: number;
  /** the answer's first byte less the request's start: the server's time, loopback included */
  server: number;
  end: number;
}

/** API calls the page made since `since`, from its resource timing. */
export async function apiCallsSince(page: Page, since: number, pathPart = '/api/'): Promise<CallTiming[]> {
  return page.evaluate(
    ([from, part]) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.name.includes(part) && e.startTime >= from)
        .map((e) => ({
          url: new URL(e.name).pathname,
          start: e.startTime,
          server: e.responseStart - e.requestStart,
          end: e.responseEnd,
        })),
    [since, pathPart] as const,
  );
}

/**
 * Arms a watch in the page: `window.__until` resolves with the time at which the page has painted
 * `selector` matching, nothing in <main> showing it is busy, and (given `afterCall`) an answer to
 * that API path asked after this moment. Until 2026-11-28 it resolved when the DOM held them,
 * before the style, layout and paint that show them (docs/speed.md).
 */
export async function armWatch(page: Page, selector: string, afterCall?: string): Promise<void> {
  await page.evaluate(
    ([sel, call]) => {
      const w = window as unknown as { __until: Promise<number> };
      const armedAt = performance.now();
      const answered = () =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some(
          (e) => e.name.includes(call) && e.startTime >= armedAt && e.responseEnd > 0,
        );
      w.__until = new Promise<number>((resolve) => {
        const check = () => {
          if (!document.querySelector(sel)) return;
          if (document.querySelector('#main-content .ant-spin-spinning, #main-content .ant-btn-loading'))
            return;
          if (call && !answered()) return;
          observer.disconnect();
          // Shown means painted: a task posted from the next frame's callback runs once that frame's
          // style, layout and paint are done (a later slice of React's work, posted the same
          // way, may come first).
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now());
            channel.port2.postMessage(null);
          });
        };
        const observer = new MutationObserver(check);
        observer.observe(document, { subtree: true, childList: true, attributes: true });
      });
    },
    [selector, afterCall ?? ''] as const,
  );
}

export const watched = (page: Page) =>
  page.evaluate(() => (window as unknown as { __until: Promise<number> }).__until);

/** The time of the next click anywhere in the page, in its clock (the event's own time stamp). */
export async function armClick(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __click: Promise<number> };
    w.__click = new Promise((resolve) =>
      document.addEventListener('click', (event) => resolve(event.timeStamp), { capture: true, once: true }),
    );
  });
}

/**
 * Clicks the middle of `target` with the mouse, as a seller does. Playwright's own click also
 * checks, in the page's event listeners, that its target receives the events (elementsFromPoint):
 * about 25 ms of the page's time at 4× that a seller's click does not cost.
 */
export async function mouseClick(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the click target is not on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

export const clicked = (page: Page) =>
  page.evaluate(() => (window as unknown as { __click: Promise<number> }).__click);

/** How long the page must go without a long task (50 ms+) before its load counts as ended. */
export const QUIET_MS = 2000;

/**
 * Waits until the page's load has ended: the network idle, then QUIET_MS in a row without a long
 * task (the lazy modules' evaluation, the first queries' renders). An idle figure taken earlier
 * measures the load's tail, not the page at rest (docs/decisions/0037-speed.md). Returns how long
 * the quiet took to come, in the page's clock; throws when it has not come within `limitMs`.
 */
export async function loadEnded(page: Page, limitMs = 60_000): Promise<number> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    ([quiet, limit]) =>
      new Promise<number>((resolve, reject) => {
        const started = performance.now();
        let lastLong = started;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            lastLong = Math.max(lastLong, entry.startTime + entry.duration);
        }).observe({ type: 'longtask', buffered: true });
        const check = () => {
          const now = performance.now();
          if (now - lastLong >= quiet) return resolve(now - started);
          if (now - started > limit) return reject(new Error(`the page was still busy after ${limit} ms`));
          setTimeout(check, 250);
        };
        setTimeout(check, quiet);
      }),
    [QUIET_MS, limitMs] as const,
  );
}

/** Main-thread busy time of the page over `ms`, as a share of one core (CDP Performance metrics). */
export async function idleCpu(cdp: CDPSession, ms: number): Promise<number> {
  // Wall time of tasks: under throttling that is the share of the slowed core a seller's page takes.
  // (ThreadTime, the thread's CPU time, is no steadier: under CPU throttling it counted the
  // throttler's own time, 90 % of a core on a page whose tasks took 0.1 %.)
  await cdp.send('Performance.enable');
  const read = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
  };
  const before = await read();
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const busy = (await read()) - before;
  return busy / ((Date.now() - started) / 1000);
}
