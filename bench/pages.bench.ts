/**
 * npm run bench:pages — how fast the built product feels in Chromium with its CPU slowed 4× through
 * the DevTools protocol (a busy seller's laptop), on the demo catalog. Prints, never asserts:
 *   - cold load of the home page (empty cache) to its first content in <main>, FCP and LCP, and to
 *     the live page (the prerendered one replaced, decisions/0064), with the requests and bytes it
 *     took and the server's time for the page;
 *   - product selection: search click → request leaves, and click → new rows, beside the server's
 *     time for that call;
 *   - in-app navigation: menu → hot markets ranking rows, ranking → market detail with its charts,
 *     selection row → product detail, each beside the longest API call on the way;
 *   - the home page's main-thread time over 10 s, as a share of one (slowed) core, once its load
 *     has ended (network idle and QUIET_MS without a long task): left alone, and with the pointer
 *     moving (the particle background runs only while the seller is there).
 * Needs `npm run build`. BENCH_ROUNDS (default 3) repeats each timed step; the median is printed.
 * BENCH_SEARCH_ROUNDS (default BENCH_ROUNDS) repeats the search alone.
 */
import { API } from '@asinasin/contract';
import type { Browser, Page } from 'playwright-core';
import { registerSeller } from '../e2e/fixtures/api.js';
import { launchBrowser, VIEWPORTS } from '../e2e/fixtures/browser.js';
import { startServer, type RunningServer } from '../e2e/fixtures/server.js';
import {
  apiCallsSince,
  armClick,
  armWatch,
  clicked,
  CPU_THROTTLING,
  idleCpu,
  loadEnded,
  mouseClick,
  paintProbe,
  QUIET_MS,
  throttle,
  watched,
} from './pages-probes.js';
import { demoReady, ROW, signedIn } from './pages-setup.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** the search alone, repeated more often: its rounds vary by ±100 ms on this machine */
const SEARCH_ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? ROUNDS);
const IDLE_MS = 10_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);
function line(what: string, value: string, server: string, aim: string) {
  console.log(`${what.padEnd(44)}${value.padStart(10)}   server ${server.padStart(8)}   aim ${aim}`);
}

async function coldLoad(browser: Browser, server: RunningServer) {
  const context = await browser.newContext({ viewport: VIEWPORTS.wide, locale: 'zh-CN' });
  const page = await context.newPage();
  await throttle(page);
  await page.addInitScript(paintProbe);
  let requests = 0;
  page.on('requestfinished', () => requests++);
  await page.goto(server.baseUrl + '/', { waitUntil: 'load' });
  // Content can show before the first contentful paint is reported: wait for both.
  await page.waitForFunction(() => {
    const paints = (window as unknown as { __paints: { live?: number; fcp?: number } }).__paints;
    return paints.live !== undefined && paints.fcp !== undefined;
  });
  await page.waitForLoadState('networkidle');
  const figures = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const bytes = resources.reduce((sum, e) => sum + e.transferSize, nav.transferSize);
    const paints = (
      window as unknown as { __paints: { content: number; live: number; lcp?: number; fcp?: number } }
    ).__paints;
    return { ...paints, bytes, server: nav.responseStart - nav.requestStart };
  });
  await context.close();
  return { ...figures, requests };
}

/** Click → the selection call leaves, and click → its rows, for a new minimum price each round. */
async function searchRounds(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/select/product?marketplace=UK`);
  await page.locator(ROW).first().waitFor({ timeout: 60_000 });
  const toRequest: number[] = [];
  const toRows: number[] = [];
  const server: number[] = [];
  for (let round = 0; round < SEARCH_ROUNDS; round++) {
    await page.getByLabel('价格最小值').fill(String(2 + round));
    const since = await page.evaluate(() => performance.now());
    await armClick(page);
    await armWatch(page, `#main-content ${ROW}`, API.productSelection);
    await mouseClick(page, page.getByRole('button', { name: /搜\s*索/ }));
    const [clickAt, rowsAt] = [await clicked(page), await watched(page)];
    const call = (await apiCallsSince(page, since, API.productSelection))[0];
    if (!call) throw new Error('the search sent no request');
    toRequest.push(call.start - clickAt);
    toRows.push(rowsAt - clickAt);
    server.push(call.server);
  }
  const rounds = [...toRows].sort((a, b) => a - b).map((time) => Math.round(time));
  return { toRequest: median(toRequest), toRows: median(toRows), server: median(server), rounds };
}

/** A click on `target` → `ready` in <main>, and the longest API call on the way. */
async function navigate(page: Page, click: () => Promise<void>, ready: string) {
  const since = await page.evaluate(() => performance.now());
  await armClick(page);
  await armWatch(page, ready);
  await click();
  const [clickAt, readyAt] = [await clicked(page), await watched(page)];
  const calls = await apiCallsSince(page, since);
  return { time: readyAt - clickAt, server: Math.max(0, ...calls.map((c) => c.server)) };
}

async function navigationRounds(page: Page, baseUrl: string) {
  const markets: { time: number; server: number }[] = [];
  const marketDetail: { time: number; server: number }[] = [];
  const productDetail: { time: number; server: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await page.goto(`${baseUrl}/select/product?marketplace=UK`);
    await page.locator(ROW).first().waitFor({ timeout: 60_000 });
    productDetail.push(
      await navigate(
        page,
        () => mouseClick(page, page.locator(`#main-content ${ROW} a[href*="hot-product-detail"]`).first()),
        '[data-testid="product-detail"]',
      ),
    );
    markets.push(
      await navigate(
        page,
        () => mouseClick(page, page.locator('.shell-side a[href="/products/hot-market"]').first()),
        `[data-testid="ranking-table"] ${ROW}`,
      ),
    );
    marketDetail.push(
      await navigate(
        page,
        () => mouseClick(page, page.locator(`[data-testid="ranking-table"] ${ROW} a`).first()),
        '[data-testid="chart-price-bands"] svg',
      ),
    );
  }
  const summary = (runs: { time: number; server: number }[]) => ({
    time: median(runs.map((r) => r.time)),
    server: median(runs.map((r) => r.server)),
  });
  return {
    markets: summary(markets),
    marketDetail: summary(marketDetail),
    productDetail: summary(productDetail),
  };
}

/** The home page's CPU left alone, or with the seller's pointer moving every half second. */
async function homeCpu(browser: Browser, server: RunningServer, isPointerMoving: boolean) {
  const context = await browser.newContext({ viewport: VIEWPORTS.wide, locale: 'zh-CN' });
  const page = await context.newPage();
  const cdp = await throttle(page);
  await page.goto(server.baseUrl + '/');
  // after the load's tail (lazy modules, first renders): that is the load, not the page at rest
  const loadTail = await loadEnded(page);
  let x = 200;
  const mover = isPointerMoving
    ? setInterval(() => void page.mouse.move((x = (x + 37) % 1200), 400).catch(() => undefined), 500)
    : undefined;
  const share = await idleCpu(cdp, IDLE_MS);
  clearInterval(mover);
  await context.close();
  return { share, loadTail };
}

const server = await startServer({ DEMO_DATA: 'true' });
let browser: Browser | undefined;
try {
  const seller = await registerSeller(server.baseUrl);
  await demoReady(server.baseUrl, seller.user.token);
  // the new headless mode: the old one reports no paint timings (FCP, LCP)
  browser = await launchBrowser(['--headless=new']);
  console.log(
    `\nbench:pages — Chromium, CPU throttled ${CPU_THROTTLING}×, demo catalog, median of ${ROUNDS}`,
  );

  const loads: Awaited<ReturnType<typeof coldLoad>>[] = [];
  for (let round = 0; round < ROUNDS; round++) loads.push(await coldLoad(browser, server));
  const load = (key: 'content' | 'live' | 'fcp' | 'lcp') => median(loads.map((l) => l[key] ?? NaN));
  const first = loads[0]!;
  console.log(
    `cold load of /: ${first.requests} requests, ${(first.bytes / 1000).toFixed(0)} kB transferred`,
  );
  const docServer = ms(median(loads.map((l) => l.server)));
  line('cold load → first content in <main>', ms(load('content')), docServer, '≤ 2500 ms');
  line('cold load → first contentful paint', ms(load('fcp')), docServer, '');
  line('cold load → live page (usable)', ms(load('live')), docServer, '');
  line('cold load → largest contentful paint', ms(load('lcp')), docServer, '≤ 2500 ms');

  const page = await signedIn(browser, server, seller.user.token);
  const search = await searchRounds(page, server.baseUrl);
  line('product selection: click → request', ms(search.toRequest), ms(search.server), '≤ 50 ms');
  line('product selection: click → rows', ms(search.toRows), ms(search.server), '≤ server + 400 ms');
  console.log(`  click → rows, each of ${SEARCH_ROUNDS} rounds (ms): ${search.rounds.join(' ')}`);

  const nav = await navigationRounds(page, server.baseUrl);
  line('selection row → product detail', ms(nav.productDetail.time), ms(nav.productDetail.server), '');
  line('menu → hot markets rows', ms(nav.markets.time), ms(nav.markets.server), '');
  line('hot markets row → market detail charts', ms(nav.marketDetail.time), ms(nav.marketDetail.server), '');
  await page.context().close();

  const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
  const idle = await homeCpu(browser, server, false);
  console.log(
    `the home page's load ended (network idle, ${QUIET_MS / 1000} s without a long task) ${ms(idle.loadTail).trim()} after network idle`,
  );
  line(`idle home page CPU over ${IDLE_MS / 1000} s`, percent(idle.share), '—', '≤ 3 %');
  const active = await homeCpu(browser, server, true);
  line(`home page CPU, pointer moving, ${IDLE_MS / 1000} s`, percent(active.share), '—', '');
} finally {
  await browser?.close();
  await server.stop();
}
