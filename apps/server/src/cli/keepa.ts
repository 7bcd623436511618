/**
 * npm run keepa -- bestsellers <marketplace> <category> [--json]
 * A category's best-seller list from Keepa into this instance's catalog (docs/data/keepa.md): a
 * dated best-seller snapshot, then the history of its best products, within the daily token
 * budget. Without a server it does the work here; with one holding the catalog, it hands the work
 * to that server as a job. Exit code 0 when the list was read (or handed over), 2 otherwise.
 */
import { parseArgs } from 'node:util';
import { API, keepaBestSellersBody, keepaBestSellersResponse, MARKETPLACES } from '@asinasin/contract';
import {
  importKeepaBestSellers,
  type BestSellersResult,
} from '../features/catalog-import/keepa/keepa-bestsellers.js';
import { LOCAL_ADMIN_HEADER, localAdminToken } from '../platform/auth/admin.js';
import { resolveAppSecret } from '../platform/captcha/app-secret.js';
import { openCatalog } from '../platform/catalog/catalog.js';
import { loadConfig, type Config } from '../platform/config.js';
import { createDatabase, migrateToLatest } from '../platform/db/database.js';
import { keepaBudgetStore } from '../platform/keepa/keepa-budget.js';
import { KeepaClient } from '../platform/keepa/keepa-client.js';
import { findServerAddress } from '../platform/server-address.js';
import { runCommand } from './run-command.js';

const USAGE = 'usage: npm run keepa -- bestsellers <marketplace> <category id> [--json]';

function parseCommandLine(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { json: { type: 'boolean', default: false } },
  });
  const [command, marketplace, category] = positionals;
  if (command !== 'bestsellers') throw new Error(`unknown command ${command ?? '(none)'}; ${USAGE}`);
  const body = keepaBestSellersBody.safeParse({ marketplace: marketplace?.toUpperCase(), category });
  if (!body.success) {
    const codes = MARKETPLACES.map((m) => m.code).join(', ');
    throw new Error(`a marketplace (${codes}) and a category id (a browse node number) are needed; ${USAGE}`);
  }
  return { ...body.data, json: values.json };
}

function describe(result: BestSellersResult, category: string): string {
  const lines = [
    result.listed === 0
      ? `Keepa has no best-seller list for category ${category}`
      : `${result.listed} best sellers of category ${category} imported (run ${result.runId}); ` +
        `${result.products.imported.length} products' history read from Keepa, ${result.products.unknown.length} unknown to Keepa`,
  ];
  if (result.stopped) {
    const resumes = result.stopped.resumesAt ? `; goes on after ${result.stopped.resumesAt}` : '';
    lines.push(`stopped: ${result.stopped.message}${resumes}`);
  }
  return lines.join('\n');
}

/** The server holding the catalog does the work as its job; the job's progress is in its log. */
async function throughServer(
  config: Config,
  body: { marketplace: string; category: string },
): Promise<string> {
  const address = await findServerAddress(config.dataDir);
  if (!address) throw new Error('the catalog is open in another process that serves no HTTP');
  const res = await fetch(`${address.url}${API.keepaBestSellers}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [LOCAL_ADMIN_HEADER]: localAdminToken(resolveAppSecret(config)),
    },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { code: number; msg?: string };
  if (answer.code !== 1) throw new Error(answer.msg ?? `the server answered ${res.status}`);
  return keepaBestSellersResponse.parse(answer).data.jobId;
}

async function main(): Promise<number> {
  const command = parseCommandLine(process.argv.slice(2));
  const config = loadConfig();
  if (!config.KEEPA_API_KEY) throw new Error('KEEPA_API_KEY is not set: nothing can ask Keepa');
  const request = { marketplace: command.marketplace, category: command.category };
  let catalog;
  try {
    catalog = await openCatalog(config.dataDir, config.CATALOG_MEMORY_LIMIT);
  } catch (error) {
    if (!(error instanceof Error && /Could not set lock/.test(error.message))) throw error;
    const jobId = await throughServer(config, request);
    console.log(command.json ? JSON.stringify({ jobId }) : `handed to the running server as job ${jobId}`);
    return 0;
  }
  const db = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await migrateToLatest(db);
    const keepa = new KeepaClient({
      apiKey: config.KEEPA_API_KEY,
      baseUrl: config.KEEPA_BASE_URL,
      dailyTokens: config.KEEPA_DAILY_TOKENS,
      budget: keepaBudgetStore(db),
    });
    const result = await importKeepaBestSellers(catalog, keepa, request, {
      onProgress: async (p) => {
        if (command.json) return;
        if (p.phase === 'list') process.stderr.write(`reading category ${p.category}'s list from Keepa…\n`);
        else if (p.waiting) process.stderr.write(`waiting for Keepa tokens until ${p.waiting.until}\n`);
        else process.stderr.write(`${p.done} of ${p.total} products read\n`);
      },
    });
    console.log(command.json ? JSON.stringify(result) : describe(result, command.category));
    return result.listed > 0 && !result.stopped ? 0 : 2;
  } finally {
    catalog.close();
    await db.destroy();
  }
}

runCommand(main);
