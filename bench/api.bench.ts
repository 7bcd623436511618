/**
 * npm run bench:api — requests per second and p99 latency of GET /api/account/info with a valid
 * token, against two baselines measured in the same run on the same machine: a bare Fastify route
 * that does no work, and a bare Fastify route that does the same work with the least code (hash the
 * token, read the session and the user row with better-sqlite3 from the product's own database).
 * Every server runs in its own process; autocannon drives them over loopback with the same settings.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { registerSeller } from '../e2e/fixtures/api.js';
import { freePort, startServer } from '../e2e/fixtures/server.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;

interface Measurement {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(url: string, headers: Record<string, string> = {}): Promise<Measurement> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 }); // warm-up
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function startBaseline(script: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, script)], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}/api/account/info`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop: () => child.kill() };
}

const bare = await startBaseline('bare-server.ts');
const empty = await measure(bare.url);
bare.stop();

// The limiter stays in the path (its cost is measured) but must not trip: autocannon sends thousands
// of requests a second from one address, far over a seller's per-minute allowance.
const server = await startServer({ LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '1000000000' });
const { user } = await registerSeller(server.baseUrl);
const auth = { authorization: user.token };
// /healthz passes the same plugins and headers without auth or database: it splits the cost.
const plumbing = await measure(`${server.baseUrl}/healthz`);
const product = await measure(`${server.baseUrl}/api/account/info`, auth);
const sameWorkServer = await startBaseline('same-work-server.ts', { DATA_DIR: server.dataDir });
const sameWork = await measure(sameWorkServer.url, auth);
sameWorkServer.stop();
await server.stop();

const row = (name: string, m: Measurement) =>
  `${name.padEnd(34)} ${m.rps.toFixed(0).padStart(8)} req/s   p99 ${String(m.p99).padStart(4)} ms   errors ${m.errors + m.non2xx}`;
const ratio = (a: Measurement, b: Measurement) =>
  `throughput ${(a.rps / b.rps).toFixed(2)}   p99 ${(a.p99 / Math.max(b.p99, 1)).toFixed(2)}`;
console.log(`\nGET /api/account/info, ${CONNECTIONS} connections, ${DURATION_S} s each, loopback`);
console.log(row('bare Fastify route, no work', empty));
console.log(row('bare Fastify + better-sqlite3, same work', sameWork));
console.log(row('/healthz (same plugins)', plumbing));
console.log(row('/api/account/info (token)', product));
console.log(`plugins alone keep ${(plumbing.rps / empty.rps).toFixed(2)} of the empty route's throughput`);
console.log(`ratio to the same-work baseline:  ${ratio(product, sameWork)}   (aim throughput ≥ 0.70)`);
console.log(`ratio to the empty route:         ${ratio(product, empty)}`);
if (product.errors + product.non2xx + sameWork.errors + sameWork.non2xx > 0) {
  console.error('a server answered errors during the run: the ratios are not meaningful');
  process.exitCode = 1;
}
