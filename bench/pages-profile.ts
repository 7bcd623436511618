/**
 * npm run bench:pages-profile — where the page's main thread goes, to find what bench:pages' figures
 * are made of (docs/speed.md). In Chromium throttled 4× on the demo catalog, through the DevTools
 * profiler (CDP `Profiler`) and the renderer's task metrics (`Performance.getMetrics`):
 *   - the home page left alone for 10 s;
 *   - product selection, from the search click to the new rows, and which functions ran before
 *     the request left.
 * Prints the main-thread split (script, layout, style) and the functions with the most self time.
 * Needs `npm run build` (`vite build --minify false` in apps/web names the functions);
 * PROFILE_SEARCH_ONLY=1 profiles the search alone.
 */
import { API } from '@asinasin/contract';
import type { CDPSession, Page } from 'playwright-core';
import { registerSeller } from '../e2e/fixtures/api.js';
import { launchBrowser, VIEWPORTS } from '../e2e/fixtures/browser.js';
import { startServer } from '../e2e/fixtures/server.js';
import {
  apiCallsSince,
  armClick,
  armWatch,
  clicked,
  loadEnded,
  mouseClick,
  throttle,
  watched,
} from './pages-probes.js';
import { demoReady, ROW, signedIn } from './pages-setup.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/**
 * The profile's clock (µs) and the page's (performance.now(), ms) have different origins: a named
 * function busy for 3 ms, run in the page while the profiler samples, ties them together.
 */
const ANCHOR = `(function benchAnchor() {
  const at = performance.now();
  while (performance.now() - at < 3);
  return at;
})()`;

function anchorTime(profile: Profile): number {
  const ids = new Set(
    profile.nodes.filter((n) => n.callFrame.functionName === 'benchAnchor').map((n) => n.id),
  );
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (ids.has(profile.samples[i]!)) return at;
  }
  throw new Error('the anchor was not sampled');
}

const METRICS = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'] as const;

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

const where = (frame: ProfileNode['callFrame']) => {
  const file = frame.url.split('/').pop() || '(native)';
  return `${frame.functionName || '(anonymous)'}  ${file}:${frame.lineNumber + 1}`;
};

/** Self time per function, in ms, over the samples whose time lies in [from, to) (profile µs). */
function selfTimes(profile: Profile, from = -Infinity, to = Infinity): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    const delta = profile.timeDeltas[i + 1] ?? 0;
    if (at < from || at >= to) return;
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') return;
    const key = frame.functionName === '(garbage collector)' ? '(garbage collector)' : where(frame);
    totals.set(key, (totals.get(key) ?? 0) + delta / 1000);
  });
  return totals;
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
  ts: number;
}

/**
 * The main thread's time by kind of work (the trace's events directly under each task), so work
 * that is not script (paint, style, animation frames) shows too.
 */
function printTraceSplit(trace: Buffer, ms: number) {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = events.find(
    (e) =>
      e.name === 'thread_name' && (e as unknown as { args: { name: string } }).args.name === 'CrRendererMain',
  );
  const onMain = events.filter((e) => e.ph === 'X' && main && e.tid === main.tid && e.pid === main.pid);
  const isTask = (e: TraceEvent) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask';
  const sorted = [...onMain].sort((x, y) => x.ts - y.ts || (y.dur ?? 0) - (x.dur ?? 0));
  const tasks = sorted.filter(isTask);
  const byName = new Map<string, number>();
  const open: TraceEvent[] = [];
  for (const event of sorted) {
    while (open.length > 0 && open.at(-1)!.ts + (open.at(-1)!.dur ?? 0) <= event.ts) open.pop();
    // only the outermost work inside a task: its time includes its children's
    if (!isTask(event) && open.length > 0 && isTask(open.at(-1)!)) {
      byName.set(event.name, (byName.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
    }
    open.push(event);
  }
  const busy = tasks.reduce((sum, t) => sum + (t.dur ?? 0) / 1000, 0);
  console.log(
    `main-thread tasks: ${Math.round(busy)} ms of ${Math.round(ms)} ms (${((busy / ms) * 100).toFixed(1)} %), ${tasks.length} tasks; top work in them:`,
  );
  for (const [name, time] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.log(`  ${String(Math.round(time)).padStart(6)} ms  ${name}`);
  }
}

/** Script time in each second of the profile: a page still loading shows as a falling line. */
function perSecond(profile: Profile): string {
  const buckets: number[] = [];
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    const node = profile.nodes.find((n) => n.id === id)!;
    if (node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)') return;
    const second = Math.floor((at - profile.startTime) / 1e6);
    buckets[second] = (buckets[second] ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000;
  });
  return Array.from(buckets, (ms) => Math.round(ms ?? 0)).join(' ');
}

/**
 * PROFILE_STACKS=<function name>: the call stacks (root first) the samples of that function ran
 * under, most sampled first, to see what started the work.
 */
function printStacks(profile: Profile, name: string, count = 6) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const stacks = new Map<string, number>();
  for (const id of profile.samples) {
    const chain: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      chain.unshift(byId.get(at)!.callFrame.functionName || '(anonymous)');
    }
    const i = chain.indexOf(name);
    if (i < 0) continue;
    const key = chain
      .slice(0, i + 1)
      .slice(-14)
      .join(' > ');
    stacks.set(key, (stacks.get(key) ?? 0) + 1);
  }
  console.log(`stacks of ${name}:`);
  for (const [key, hits] of [...stacks].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(`  ${hits} × ${key}`);
  }
}

function printTop(title: string, totals: Map<string, number>, count = 12) {
  const sum = [...totals.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${title}: ${Math.round(sum)} ms of script`);
  for (const [name, time] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(`  ${String(Math.round(time)).padStart(6)} ms  ${name}`);
  }
  // by bundle file too: which library's code (React's, the table's, the screen's) the time is in
  const byFile = new Map<string, number>();
  for (const [name, time] of totals) {
    const file = name.split('  ')[1]?.split(':')[0] ?? name;
    byFile.set(file, (byFile.get(file) ?? 0) + time);
  }
  const files = [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 8);
  console.log(`  by file: ${files.map(([file, time]) => `${file} ${Math.round(time)}`).join(', ')}`);
}

function printSplit(
  title: string,
  before: Record<string, number>,
  after: Record<string, number>,
  ms: number,
) {
  const parts = METRICS.map(
    (m) => `${m.replace('Duration', '')} ${((((after[m]! - before[m]!) * 1000) / ms) * 100).toFixed(1)} %`,
  );
  console.log(`${title} (share of ${Math.round(ms)} ms): ${parts.join(', ')}`);
}

async function profileHome(page: Page, baseUrl: string, isPointerMoving: boolean) {
  const cdp = await throttle(page);
  await page.goto(baseUrl + '/');
  // after the load's tail, as bench:pages measures it
  await loadEnded(page);
  let x = 200;
  const mover = isPointerMoving
    ? setInterval(() => void page.mouse.move((x = (x + 37) % 1200), 400).catch(() => undefined), 500)
    : undefined;
  const what = isPointerMoving ? 'home page, pointer moving' : 'idle home page';
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const before = await metrics(cdp);
  const started = Date.now();
  await page
    .context()
    .browser()!
    .startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await cdp.send('Profiler.start');
  await new Promise((resolve) => setTimeout(resolve, Number(process.env.PROFILE_HOME_MS ?? 10_000)));
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const trace = await page.context().browser()!.stopTracing();
  clearInterval(mover);
  printSplit(`\n${what}, main thread`, before, await metrics(cdp), Date.now() - started);
  printTraceSplit(trace, Date.now() - started);
  console.log(`script ms per second: ${perSecond(profile)}`);
  printTop(`${what}, functions by self time`, selfTimes(profile));
  if (process.env.PROFILE_STACKS) printStacks(profile, process.env.PROFILE_STACKS);
}

async function profileSearch(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/select/product?marketplace=UK`);
  await page.locator(ROW).first().waitFor({ timeout: 60_000 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await page.getByLabel('价格最小值').fill('3');
  const since = await page.evaluate(() => performance.now());
  await armClick(page);
  await armWatch(page, `#main-content ${ROW}`, API.productSelection);
  const before = await metrics(cdp);
  await cdp.send('Profiler.start');
  const anchorAt = (await page.evaluate(ANCHOR)) as number;
  const startedAt = Date.now();
  await mouseClick(page, page.getByRole('button', { name: /搜\s*索/ }));
  const [clickAt, rowsAt] = [await clicked(page), await watched(page)];
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const call = (await apiCallsSince(page, since, API.productSelection))[0];
  printSplit('\nsearch click → rows, main thread', before, await metrics(cdp), Date.now() - startedAt);
  if (!call) throw new Error('the search sent no request');
  console.log(
    `click → request ${Math.round(call.start - clickAt)} ms, server ${Math.round(call.server)} ms, ` +
      `answer → rows ${Math.round(rowsAt - call.end)} ms, click → rows ${Math.round(rowsAt - clickAt)} ms`,
  );
  const anchor = anchorTime(profile);
  const toProfile = (pageMs: number) => anchor + (pageMs - anchorAt) * 1000;
  printTop(
    'click → request leaves, functions by self time',
    selfTimes(profile, toProfile(clickAt), toProfile(call.start)),
  );
  printTop(
    'answer → rows shown, functions by self time',
    selfTimes(profile, toProfile(call.end), toProfile(rowsAt)),
  );
}

const server = await startServer({ DEMO_DATA: 'true' });
const browser = await launchBrowser(['--headless=new']);
try {
  const seller = await registerSeller(server.baseUrl);
  await demoReady(server.baseUrl, seller.user.token);
  // PROFILE_SEARCH_ONLY: the search alone (the home page's profiles take a minute more)
  for (const isPointerMoving of process.env.PROFILE_SEARCH_ONLY ? [] : [false, true]) {
    const home = await (await browser.newContext({ viewport: VIEWPORTS.wide, locale: 'zh-CN' })).newPage();
    await profileHome(home, server.baseUrl, isPointerMoving);
    await home.context().close();
  }
  if (process.env.PROFILE_HOME_ONLY) process.exit(0);
  const page = await signedIn(browser, server, seller.user.token);
  await profileSearch(page, server.baseUrl);
  await page.context().close();
} finally {
  await browser.close();
  await server.stop();
}
