import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/platform/config.js';

export type Engine = 'sqlite' | 'postgres';

const hasPostgres = !!process.env.TEST_PG_URL;

/**
 * Store tests run on SQLite always and on PostgreSQL when the test command started one. Without
 * TEST_PG_URL the PostgreSQL half is reported as skipped, so a run never looks fuller than it was.
 */
export function describeEachEngine(name: string, body: (engine: Engine) => void) {
  describe(`${name} [sqlite]`, () => body('sqlite'));
  if (hasPostgres) describe(`${name} [postgres]`, () => body('postgres'));
  else describe.skip(`${name} [postgres] (TEST_PG_URL is not set)`, () => body('postgres'));
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_PG_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty PostgreSQL database for a test that starts servers of its own; `drop` removes it
 * (after the servers stopped).
 */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(process.env.TEST_PG_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(async (c) => void (await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  };
}

export interface TestApp {
  app: App;
  dataDir: string;
  close: () => Promise<void>;
}

/** A whole app on its own fresh database (a temp SQLite file, or a new PostgreSQL database). */
export async function createTestApp(engine: Engine, env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-test-'));
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (engine === 'postgres') {
    dbName = `t_${crypto.randomBytes(6).toString('hex')}`;
    await withAdmin((c) => c.query(`CREATE DATABASE ${dbName}`));
    const url = new URL(process.env.TEST_PG_URL!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CAPTCHA_DIFFICULTY: '1',
    DEMO_DATA: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const app = await buildApp(config);
  return {
    app,
    dataDir,
    close: async () => {
      await app.close();
      if (dbName) {
        await withAdmin(async (c) => {
          // pg-pool's end() resolves before its sockets close; FORCE would kill them mid-goodbye.
          for (let i = 0; i < 100; i++) {
            const { rows } = await c.query<{ n: number }>(
              'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
              [dbName],
            );
            if (rows[0]?.n === 0) break;
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        });
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh app for the tests of one describe block: built before them, closed after. */
export function useTestApp(engine: Engine, env: Record<string, string> = {}): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(engine, env));
  });
  afterAll(() => holder.close());
  return holder;
}
