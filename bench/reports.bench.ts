/**
 * npm run bench:reports — one ASIN report and one market report on the demo catalog, five times
 * each (p50 from the create call to state 1, and of each stage: data, writing, rendering and PDF,
 * as the job logs them), then 20 queued at once: total time, failures, and the peak RSS of the
 * server's process tree (the server and the Chromium that prints the PDFs), sampled: PSS and RSS.
 */
import fs from 'node:fs';
import { API, REPORT_STATE } from '@asinasin/contract';
import { call, registerSeller } from '../e2e/fixtures/api.js';
import { startServer } from '../e2e/fixtures/server.js';

const ASIN = { asin: 'B014TMV5YE', marketplace: 'US' };
const KEYWORD = { keyword: 'luggage', marketplace: 'US' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const server = await startServer({
  WELCOME_POWER: '100000',
  // info: the job's 'report made' lines carry each report's stages
  LOG_LEVEL: 'info',
  RATE_LIMIT_PER_MINUTE: '100000',
});
const pid = Number(/"pid":(\d+)/.exec(fs.readFileSync(`${server.dataDir}/server.json`, 'utf8'))?.[1]);

/** One process's memory in kB: resident (RSS) and its proportional share of pages shared with others (PSS). */
function memoryOfKb(pid: number): { rss: number; pss: number } {
  try {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return {
      rss: Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0),
      pss: Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0),
    };
  } catch {
    return { rss: 0, pss: 0 }; // a process that ended while being read
  }
}

/**
 * The server and every process under it (Chromium's), by their parent links in /proc: the sum of
 * RSS counts a page shared by Chromium's processes once per process (an upper bound), the sum of
 * PSS counts it once in all (what the tree really holds).
 */
function treeMemoryKb(root: number): { rss: number; pss: number; serverPss: number } {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      const parent = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // a process that ended while being read
    }
  }
  const total = { rss: 0, pss: 0, serverPss: memoryOfKb(root).pss };
  const todo = [root];
  while (todo.length > 0) {
    const pid = todo.pop()!;
    const memory = memoryOfKb(pid);
    total.rss += memory.rss;
    total.pss += memory.pss;
    todo.push(...(children.get(pid) ?? []));
  }
  return total;
}
const peak = { rss: 0, pss: 0, serverPss: 0 };
const sampler = setInterval(() => {
  const now = treeMemoryKb(pid);
  peak.rss = Math.max(peak.rss, now.rss);
  peak.pss = Math.max(peak.pss, now.pss);
  peak.serverPss = Math.max(peak.serverPss, now.serverPss);
}, 250);

type Stages = { dataMs: number; writingMs: number; renderingMs: number; pdfMs: number };
/** The stages of each report made, from the server's log lines. */
function stagesOf(kind: 'asin' | 'market', ids: number[]): Stages[] {
  return server
    .logs()
    .split('\n')
    .filter((line) => line.includes('"report made"'))
    .map((line) => JSON.parse(line) as { reportId: number; kind: string; stages: Stages })
    .filter((line) => line.kind === kind && ids.includes(line.reportId))
    .map((line) => line.stages);
}

try {
  const { user } = await registerSeller(server.baseUrl);
  const token = user.token;
  const molds = (
    await call<{ mold: { id: number; path: string; key: string }[] }>(server.baseUrl, API.moduleIndex)
  ).data.mold;
  const mold = (key: string) => molds.find((m) => m.key === key)!;
  const asinBody = { mold_id: mold('asin_fx_update').id, path: mold('asin_fx_update').path, ...ASIN };
  const marketBody = { mold_id: mold('sc_fx_update').id, path: mold('sc_fx_update').path, ...KEYWORD };

  const stateOf = async (kind: 'asin' | 'market', id: number) => {
    const list = await call<{ row: { id: number; state: number }[] }>(
      server.baseUrl,
      `${kind === 'asin' ? API.asinReportList : API.marketReportList}?size=100`,
      undefined,
      token,
    );
    if (list.code !== 1) throw new Error(`list: ${list.msg}`);
    return list.data.row.find((r) => r.id === id)?.state;
  };
  const create = async (kind: 'asin' | 'market') => {
    for (;;) {
      const res = await call<{ id: number }>(
        server.baseUrl,
        kind === 'asin' ? API.asinReportCreate : API.marketReportCreate,
        kind === 'asin' ? asinBody : marketBody,
        token,
      );
      if (res.code === 1) return res.data.id;
      if (res.code !== 404) throw new Error(`create ${kind}: ${res.msg}`);
      await sleep(500); // the demo catalog is still importing
    }
  };
  const untilEnd = async (kind: 'asin' | 'market', id: number) => {
    for (;;) {
      const state = await stateOf(kind, id);
      if (state !== REPORT_STATE.inProgress) return state;
      await sleep(100);
    }
  };
  const timed = async (kind: 'asin' | 'market', ids: number[]) => {
    const started = performance.now();
    const id = await create(kind);
    ids.push(id);
    const state = await untilEnd(kind, id);
    if (state !== REPORT_STATE.done) throw new Error(`${kind} report ended in state ${state}`);
    return performance.now() - started;
  };

  await create('asin'); // waits out the demo import
  const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  for (const kind of ['asin', 'market'] as const) {
    const runs: number[] = [];
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) runs.push(await timed(kind, ids));
    const stages = stagesOf(kind, ids);
    const stage = (name: keyof Stages) =>
      `${name.replace('Ms', '')} ${(p50(stages.map((s) => s[name])) / 1000).toFixed(2)} s`;
    console.log(
      `${kind} report p50 of 5: ${(p50(runs) / 1000).toFixed(2)} s (aim < 10 s); ` +
        (['dataMs', 'writingMs', 'renderingMs', 'pdfMs'] as const).map(stage).join(', '),
    );
  }

  const started = performance.now();
  const ids = await Promise.all(
    Array.from({ length: 20 }, (_, i) => (i % 2 ? create('market') : create('asin'))),
  );
  const states = await Promise.all(ids.map((id, i) => untilEnd(i % 2 ? 'market' : 'asin', id)));
  const failures = states.filter((s) => s !== REPORT_STATE.done).length;
  console.log(
    `20 queued: ${((performance.now() - started) / 1000).toFixed(2)} s, failures ${failures} (must be 0)`,
  );
  const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
  console.log(
    `peak memory of the server and its Chromium: PSS ${mb(peak.pss)} (aim < 1536 MB), ` +
      `RSS summed ${mb(peak.rss)} (shared pages counted per process); the server alone PSS ${mb(peak.serverPss)}`,
  );
  if (failures > 0) process.exitCode = 1;
} finally {
  clearInterval(sampler);
  await server.stop();
}
