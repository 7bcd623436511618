/**
 * npm run bench:cold-load — what a cold load of the home page spends its time on (docs/speed.md),
 * in Chromium with its CPU slowed 4× as bench:pages: the first content in <main> (bench:pages'
 * "cold load"), FCP and LCP; how many requests, how many of them scripts, and the depth of the
 * request waterfall (a script found only after another arrived and ran is one level deeper: each
 * level costs at least one round trip and one parse); the main thread's script and style time up
 * to the first content; and which API calls were made before it.
 * Needs `npm run build`. BENCH_ROUNDS (default 3) repeats the load; the median is printed, and the
 * waterfall of the last round.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser, VIEWPORTS } from '../e2e/fixtures/browser.js';
import { startServer, type RunningServer } from '../e2e/fixtures/server.js';
import { CPU_THROTTLING, paintProbe, throttle } from './pages-probes.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Sent {
  url: string;
  type: string;
  initiator?: string;
  at: number;
}

/** The URL a request was started from: the parser's document or the top frame of the script stack. */
function initiatorUrl(initiator: {
  url?: string;
  stack?: { callFrames: { url: string }[]; parent?: unknown };
}): string | undefined {
  if (initiator.url) return initiator.url;
  return initiator.stack?.callFrames.find((frame) => frame.url)?.url;
}

async function coldLoad(browser: Browser, server: RunningServer) {
  const context = await browser.newContext({ viewport: VIEWPORTS.wide, locale: 'zh-CN' });
  const page = await context.newPage();
  const cdp = await throttle(page);
  await cdp.send('Network.enable');
  await cdp.send('Performance.enable');
  const sent: Sent[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    sent.push({
      url: event.request.url,
      type: event.type ?? 'Other',
      initiator: initiatorUrl(event.initiator),
      at: event.timestamp,
    });
  });
  await page.addInitScript(paintProbe);
  await page.goto(server.baseUrl + '/', { waitUntil: 'load' });
  await page.waitForFunction(() => {
    const paints = (window as unknown as { __paints: { content?: number; fcp?: number } }).__paints;
    return paints.content !== undefined && paints.fcp !== undefined;
  });
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  const cpu = {
    script: metric('ScriptDuration'),
    style: metric('RecalcStyleDuration') + metric('LayoutDuration'),
    task: metric('TaskDuration'),
  };
  await page.waitForLoadState('networkidle');
  const paints = await page.evaluate(() => {
    const p = (window as unknown as { __paints: { content: number; lcp?: number; fcp?: number } }).__paints;
    const apiBeforeContent = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.name.includes('/api/') && e.startTime < p.content)
      .map((e) => new URL(e.name).pathname);
    return { ...p, apiBeforeContent };
  });
  await context.close();

  const depth = new Map<string, number>();
  const depthOf = (url: string, seen = new Set<string>()): number => {
    const known = depth.get(url);
    if (known !== undefined) return known;
    const request = sent.find((s) => s.url === url);
    if (!request?.initiator || request.initiator === url || seen.has(url)) return 1;
    seen.add(url);
    const level = depthOf(request.initiator, seen) + 1;
    depth.set(url, level);
    return level;
  };
  const scripts = sent.filter((s) => s.type === 'Script');
  const waterfall = scripts.map((s) => ({ url: new URL(s.url).pathname, depth: depthOf(s.url) }));
  return {
    ...paints,
    cpu,
    requests: sent.length,
    scripts: scripts.length,
    depth: Math.max(0, ...waterfall.map((w) => w.depth)),
    waterfall,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);

const server = await startServer();
let browser: Browser | undefined;
try {
  // the new headless mode: the old one reports no paint timings (FCP, LCP)
  browser = await launchBrowser(['--headless=new']);
  const loads: Awaited<ReturnType<typeof coldLoad>>[] = [];
  for (let round = 0; round < ROUNDS; round++) loads.push(await coldLoad(browser, server));
  const last = loads[loads.length - 1]!;
  const levels = new Map<number, string[]>();
  for (const { url, depth } of last.waterfall) levels.set(depth, [...(levels.get(depth) ?? []), url]);
  console.log(`\nbench:cold-load — Chromium, CPU throttled ${CPU_THROTTLING}×, median of ${ROUNDS}`);
  console.log(`waterfall of the last load, scripts by level (1 = named by index.html):`);
  for (const [level, urls] of [...levels].sort((a, b) => a[0] - b[0])) {
    const names = urls.map((u) => u.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, ''));
    console.log(`  ${String(level).padStart(2)}: ${urls.length} — ${names.join(' ')}`);
  }
  const of = (pick: (l: (typeof loads)[number]) => number) => median(loads.map(pick));
  console.log(
    `requests ${of((l) => l.requests)}, scripts ${of((l) => l.scripts)}, depth ${of((l) => l.depth)}`,
  );
  console.log(`API calls before the first content: ${last.apiBeforeContent.join(', ') || 'none'}`);
  console.log(
    `main thread to first content: tasks ${ms(of((l) => l.cpu.task))}, script ${ms(of((l) => l.cpu.script))}, ` +
      `style+layout ${ms(of((l) => l.cpu.style))}`,
  );
  console.log(`cold load → first content in <main> ${ms(of((l) => l.content))}   aim ≤ 2500 ms`);
  console.log(`cold load → first contentful paint  ${ms(of((l) => l.fcp ?? NaN))}`);
  console.log(`cold load → largest contentful paint ${ms(of((l) => l.lcp ?? NaN))}`);
} finally {
  await browser?.close();
  await server.stop();
}
