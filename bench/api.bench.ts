/**
 * npm run bench:api — requests per second and p99 latency of GET /api/account/info with a valid
 * token, against a bare Fastify route measured in the same run on the same machine. Both servers run
 * in their own process; autocannon drives them over loopback with the same settings.
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

async function startBare(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'bare-server.ts')], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}/api/account/info`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(url)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop: () => child.kill() };
}

const bare = await startBare();
const baseline = await measure(bare.url);
bare.stop();

const server = await startServer({ LOG_LEVEL: 'warn' });
const { user } = await registerSeller(server.baseUrl);
// /healthz passes the same plugins and headers without auth or database: it splits the cost.
const plumbing = await measure(`${server.baseUrl}/healthz`);
const product = await measure(`${server.baseUrl}/api/account/info`, { authorization: user.token });
await server.stop();

const row = (name: string, m: Measurement) =>
  `${name.padEnd(28)} ${m.rps.toFixed(0).padStart(8)} req/s   p99 ${String(m.p99).padStart(4)} ms   errors ${m.errors + m.non2xx}`;
console.log(`\nGET /api/account/info, ${CONNECTIONS} connections, ${DURATION_S} s each, loopback`);
console.log(row('bare Fastify route', baseline));
console.log(row('/healthz (same plugins)', plumbing));
console.log(row('/api/account/info (token)', product));
const ratio = product.rps / baseline.rps;
console.log(`plugins alone keep ${(plumbing.rps / baseline.rps).toFixed(2)} of the bare throughput`);
console.log(
  `throughput ratio ${ratio.toFixed(2)} (aim ≥ 0.50)   p99 ratio ${(product.p99 / Math.max(baseline.p99, 1)).toFixed(2)}`,
);
if (product.errors + product.non2xx > 0) {
  console.error('the product answered errors during the run: the ratio is not meaningful');
  process.exitCode = 1;
}
