import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RateCards, rateCardsDir } from './rate-card-store.js';
import { runRateCardsCommand } from './rate-cards-admin.js';
import { cnyRate } from './exchange-rates.js';

describe('npm run rate-cards', () => {
  let dir: string;
  let out: string[];
  let err: string[];
  const run = (...args: string[]) =>
    runRateCardsCommand(
      [...args, '--dir', dir],
      (l) => out.push(l),
      (l) => err.push(l),
    );

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rate-cards-'));
    fs.cpSync(rateCardsDir(), dir, { recursive: true });
    out = [];
    err = [];
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('validates every shipped card', () => {
    expect(run('validate')).toBe(0);
    expect(out).toEqual(['every card is valid']);
    expect(err).toEqual([]);
  });

  it('lists the cards with their kind, place and dates', () => {
    expect(run('list')).toBe(0);
    expect(out).toContainEqual(
      expect.stringMatching(/^us-fba-2026\tfulfilment\tUS\t2026-01-15 → current\t.*\tok$/),
    );
    expect(out).toContainEqual(
      expect.stringMatching(/^us-fba-2025\tfulfilment\tUS\t2025-01-15 → 2026-01-14/),
    );
    expect(out).toHaveLength(fs.readdirSync(dir).length);
  });

  it('turns the fuel surcharge on and updates an exchange rate, and the calculation reads them', () => {
    expect(run('set', 'us-fuel-logistics-2026', 'enabled', 'true')).toBe(0);
    expect(run('fx', 'set', 'USD', '7.25', '--date', '2026-05-01', '--source', 'bank of test')).toBe(0);
    expect(out.at(-1)).toBe('USD: 1 = 7.25 CNY from 2026-05-01 (verified; bank of test)');
    const cards = RateCards.load(dir);
    expect(cards.pick('surcharge', '2026-06-01')?.enabled).toBe(true);
    expect(cnyRate(cards, 'USD', '2026-06-01')).toMatchObject({ cnyPerUnit: 7.25, asOf: '2026-05-01' });
    // the seed row stays as history: a day before the new rate still reads it, with its date
    expect(cnyRate(cards, 'USD', '2026-04-30')).toMatchObject({
      cnyPerUnit: 7.1,
      asOf: '2026-01-01',
      row: { confidence: 'unverified' },
    });
  });

  it('lists the rate of each currency in force on a day with its date and source', () => {
    expect(run('fx', 'set', 'EUR', '8.05', '--date', '2026-03-02', '--confidence', 'one-source')).toBe(0);
    out = [];
    expect(run('fx', 'list', '--date', '2026-03-02')).toBe(0);
    expect(out).toContainEqual('EUR\t8.05\t2026-03-02\tone-source\tentered by the operator on 2026-03-02');
    expect(out).toContainEqual(expect.stringMatching(/^USD\t7\.1\t2026-01-01\tunverified\tseed value/));
    out = [];
    expect(run('fx', 'list', '--date', '2025-12-31')).toBe(0);
    expect(out).toContainEqual('USD\t(no rate on or before 2025-12-31)');
  });

  it('refuses a change that breaks the card and leaves the file as it was', () => {
    const file = path.join(dir, 'exchange-rates.json');
    const before = fs.readFileSync(file, 'utf8');
    expect(run('fx', 'set', 'USD', '-1')).toBe(1);
    expect(err.join('\n')).toMatch(/not written: rates\.\d+\.cnyPer/);
    expect(run('fx', 'set', 'US', '7')).toBe(1);
    expect(run('fx', 'set', 'USD', '7', '--date', '2026-13-45')).toBe(2);
    expect(run('fx', 'set', 'USD', '7', '--confidence', 'sure')).toBe(2);
    expect(run('fx', 'set', 'USD')).toBe(2);
    expect(run('set', 'exchange-rates', 'rates.0.cnyPer', '"many"')).toBe(1);
    expect(run('set', 'us-fba-2026', 'defaultPriceBand', '"cheap"')).toBe(1);
    expect(run('set', 'exchange-rates', 'nothing.here', '1')).toBe(2);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
  });

  it('reports a broken file by name and does not use it', () => {
    fs.writeFileSync(path.join(dir, 'broken.json'), '{"kind":"referral"');
    fs.writeFileSync(path.join(dir, 'wrong.json'), JSON.stringify({ kind: 'surcharge', id: 'x' }));
    expect(run('validate')).toBe(1);
    expect(err.some((l) => l.startsWith('broken.json: not JSON'))).toBe(true);
    expect(err.some((l) => l.startsWith('wrong.json: '))).toBe(true);
    expect(RateCards.load(dir).cards).toHaveLength(fs.readdirSync(dir).length - 2);
  });

  it('picks the card in force on a day', () => {
    const cards = RateCards.load(dir);
    expect(cards.pick('fulfilment', '2026-01-14', (c) => c.marketplace === 'US')?.id).toBe('us-fba-2025');
    expect(cards.pick('fulfilment', '2026-01-15', (c) => c.marketplace === 'US')?.id).toBe('us-fba-2026');
    expect(cards.pick('fulfilment', '2024-06-01', (c) => c.marketplace === 'US')).toBeUndefined();
  });

  it('answers an unknown command with the usage', () => {
    expect(run('frobnicate')).toBe(2);
    expect(err.join('\n')).toMatch(/usage: npm run rate-cards/);
  });
});
