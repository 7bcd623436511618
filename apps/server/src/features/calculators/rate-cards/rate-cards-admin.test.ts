import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RateCards, rateCardsDir } from './rate-card-store.js';
import { runRateCardsCommand } from './rate-cards-admin.js';

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
    expect(run('set', 'exchange-rates', 'cnyPer.USD', '7.25')).toBe(0);
    const cards = RateCards.load(dir);
    expect(cards.pick('surcharge', '2026-06-01')?.enabled).toBe(true);
    expect(cards.pick('exchange-rates', '2026-06-01')?.cnyPer.USD).toBe(7.25);
  });

  it('refuses a change that breaks the card and leaves the file as it was', () => {
    const file = path.join(dir, 'exchange-rates.json');
    const before = fs.readFileSync(file, 'utf8');
    expect(run('set', 'exchange-rates', 'cnyPer.USD', '-1')).toBe(1);
    expect(err.join('\n')).toMatch(/not written: cnyPer\.USD/);
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
