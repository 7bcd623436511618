import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { API } from '@asinasin/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { loadConfig } from '../../platform/config.js';
import { createSeller } from '../../../test/support/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';
import { openEventStream } from './sse-client.js';
import {
  balancesOf,
  pendingOrder,
  PLANS,
  postSandboxNotice,
  sandboxNotice,
} from '../../../test/support/billing.js';

const APP_SECRET = 'a-secret-both-processes-share-0123456789';

/**
 * Two server processes on one PostgreSQL database: the seller's browser listens to one, the
 * gateway's notification reaches the other, and the success event still arrives (LISTEN/NOTIFY).
 */
describeEachEngine('payment events across server processes', (engine) => {
  const first = useTestApp(engine, { APP_SECRET });
  let second: App | undefined;
  let secondDir = '';
  let base = '';
  beforeAll(async () => {
    await first.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(first.app.server.address() as AddressInfo).port}`;
    if (engine !== 'postgres') return;
    secondDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-second-'));
    second = await buildApp(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DEMO_DATA: 'false',
        DATA_DIR: secondDir,
        APP_SECRET,
        DATABASE_URL: first.app.context.config.DATABASE_URL!,
      }),
    );
  });
  afterAll(async () => {
    await second?.close();
    if (secondDir) fs.rmSync(secondDir, { recursive: true, force: true });
  });

  // SQLite serves one process by design; PostgreSQL is the multi-process path.
  it.skipIf(engine !== 'postgres')(
    'delivers the success event to the stream held by another process',
    async () => {
      if (!second) throw new Error('the second process did not start');
      const seller = await createSeller(first.app);
      const order = await pendingOrder(first.app, seller, { type: 0, id: PLANS.power100 });
      const stream = await openEventStream(`${base}${API.paymentEvents}?token=${seller.token}&type=alipay`);
      expect(await stream.next()).toEqual({ message: 'ready' });
      const res = await postSandboxNotice(second, sandboxNotice(order));
      expect(res.statusCode).toBe(200);
      expect(await stream.next()).toEqual({ message: 'success', order_no: order.order_no });
      stream.close();
      expect(await balancesOf(first.app, seller.user.id)).toEqual({ money: 0, power: 10_000 });
    },
  );

  it.skipIf(engine !== 'postgres')(
    'grants exactly once when 50 copies of a notification are split between the two processes',
    async () => {
      if (!second) throw new Error('the second process did not start');
      const seller = await createSeller(first.app);
      const order = await pendingOrder(first.app, seller, { type: 0, id: PLANS.monthly });
      const notice = sandboxNotice(order);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => postSandboxNotice(i % 2 === 0 ? first.app : second!, notice)),
      );
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      expect(await balancesOf(first.app, seller.user.id)).toEqual({ money: 0, power: 10_000 });
    },
  );
});
