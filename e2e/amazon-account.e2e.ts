import {
  fakeAccount,
  fakeDailySales,
  searchTermsDocument,
} from '../apps/server/test/support/fake-sp-account.js';
import { startFakeSpApi } from '../apps/server/test/support/fake-sp-api.js';
import { garlicPressItem } from '../apps/server/test/support/fake-sp-catalog.js';
import { US_MARKETPLACE_ID } from '../apps/server/test/support/search-terms-report.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSeller } from './fixtures/api.js';
import { screenshot, VIEWPORTS } from './fixtures/browser.js';
import { OPERATOR_ACCOUNT, OPERATOR_ENV } from './fixtures/catalog.js';
import { useProduct } from './fixtures/product.js';
import { signedInPage, type RegisteredSeller } from './fixtures/seller.js';

// A local LWA and SP-API that speak Amazon's protocol (apps/server/test/support/fake-sp-api.ts);
// the built server is pointed at it, as a real one is at Amazon. Its account is made up.
const account = fakeAccount();
// Catalog Items knows the account's first ASIN, so its product page exists after the sync.
const fake = await startFakeSpApi([account], {
  document: searchTermsDocument,
  catalog: { items: { B0SPAPI001: garlicPressItem('B0SPAPI001', US_MARKETPLACE_ID) } },
});
afterAll(() => fake.close());
const product = useProduct({ ...OPERATOR_ENV, SP_API_ENDPOINT: fake.url });
let operator: RegisteredSeller;
beforeAll(async () => {
  operator = await registerSeller(product.server.baseUrl, OPERATOR_ACCOUNT);
});

async function connect(page: Page, words: { add: string; connect: string }, secret = account.clientSecret) {
  await page.goto(`${product.server.baseUrl}/data#amazon-account`);
  await page.getByRole('button', { name: words.add }).click();
  await page.getByTestId('amazon-name').fill('My US store');
  await page.getByTestId('amazon-client-id').fill(account.clientId);
  await page.getByTestId('amazon-client-secret').fill(secret);
  await page.getByTestId('amazon-refresh-token').fill(account.refreshToken);
  await page.getByTestId('amazon-connect').click();
  const card = page.getByTestId('amazon-connection').last();
  await card.waitFor();
  return card;
}

/** The units the fake's one-day reports give B0SPAPI001 over a window of days (fakeDailySales). */
function unitsOver(from: string, to: string): number {
  let units = 0;
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) {
    const day = new Date(at).toISOString().slice(0, 10);
    units += fakeDailySales(day).find((row) => row.asin === 'B0SPAPI001')?.units ?? 0;
  }
  return units;
}

const fitsWidth = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

// A first sync pulls 35 reports, one import each: 17 s at a load average of 4, over 60 s at 15.
const SYNC_MS = 180_000;

describe('the seller’s Amazon account', { timeout: SYNC_MS + 120_000 }, () => {
  it('the operator connects an account, syncs it and the ABA screen fills in (1440, zh-CN)', async (test) => {
    const { page } = await signedInPage(product.browser, product.server, test, {
      viewport: VIEWPORTS.wide,
      as: operator,
    });
    const card = await connect(page, { add: '连接亚马逊账户', connect: '连接并测试' });
    await card.getByText(/^连接测试通过/).waitFor();
    // Masked: the first and last four characters of the client id, nothing of the secrets.
    await card.getByText(`${account.clientId.slice(0, 4)}••••${account.clientId.slice(-4)}`).waitFor();
    expect(await page.content()).not.toContain(account.clientSecret);
    expect(await page.content()).not.toContain(account.refreshToken);
    await card.getByText('共享数据（运营方账户）').waitFor();
    await screenshot(page, 'amazon-account-connected-wide-zh-CN');

    await card.getByTestId('amazon-sync').click();
    const lastSuccess = card.getByTestId('amazon-last-success');
    await expect.poll(() => lastSuccess.textContent(), { timeout: SYNC_MS }).not.toBe('尚未成功同步');
    // Sales and Traffic day by day: the last 30 days, none missing.
    await card
      .getByTestId('amazon-sales-series')
      .getByText(/^US：已同步至 \d{4}-\d{2}-\d{2}，近 30 天缺 0 天/)
      .waitFor();
    await screenshot(page, 'amazon-account-synced-wide-zh-CN');

    // The operator's own product: their daily units and sessions, summed and drawn.
    await page.goto(`${product.server.baseUrl}/products/hot-product-detail?marketplace=US&asins=B0SPAPI001`);
    const total = page.getByTestId('own-sales-total');
    await total.waitFor();
    const [, from, to, units] =
      /^(\S+) 至 (\S+)：共订购 (\d+) 件/.exec((await total.textContent()) ?? '') ?? [];
    expect(Number(units)).toBe(unitsOver(from!, to!));
    await page
      .getByTestId('own-daily-sales')
      .getByRole('img', { name: 'B0SPAPI001 的每日订购件数与会话数' })
      .waitFor();
    await page.getByTestId('own-daily-sales').scrollIntoViewIfNeeded();
    await screenshot(page, 'own-daily-sales-wide-zh-CN');

    await page.goto(`${product.server.baseUrl}/search/aba`);
    await page.getByRole('heading', { name: 'ABA 搜索词' }).waitFor();
    await page.getByTestId('aba-terms-table').getByText('garlic press', { exact: true }).first().waitFor();
    expect(await page.getByTestId('aba-provenance').textContent()).toMatch(/^来源：SP-API #1 My US store/);
    await screenshot(page, 'amazon-account-aba-wide-zh-CN');

    // The ABA Data switch: the operator's sync is the shared catalog, not "my account" (decisions/0044).
    await page.getByTestId('terms-scope').getByText('我的账户').click();
    await page.waitForURL(/scope=mine/);
    await page.getByTestId('own-account-empty').getByText('连接并同步我的亚马逊账户').waitFor();
    await screenshot(page, 'aba-scope-mine-empty-wide-zh-CN');
    await page.getByTestId('terms-scope').getByText('共享数据').click();
    await page.waitForURL(/scope=shared/);
    await page.getByTestId('aba-terms-table').getByText('garlic press', { exact: true }).first().waitFor();

    // The operator's sync is the shared catalog: the miner's "shared data" shows it, "my account" not.
    await page.goto(`${product.server.baseUrl}/keyword/miner?marketplace=US&seed=garlic&scope=shared`);
    await page.getByText('garlic press', { exact: true }).first().waitFor();
    await page.getByTestId('terms-scope').getByText('我的账户').click();
    await page.waitForURL(/scope=mine/);
    await page.getByTestId('own-account-empty').getByText('连接并同步我的亚马逊账户').waitFor();
    await screenshot(page, 'keywords-scope-wide-zh-CN');
    // No Search Query Performance of the operator's own: the keyword's own funnel says how to get it,
    // with no period to choose (decisions/0067).
    const termFunnel = page.getByTestId('own-term-funnel');
    await termFunnel.getByText('你的 ASIN 还没有这个搜索词的搜索查询绩效数据').waitFor();
    expect(await termFunnel.getByTestId('own-funnel-period').count()).toBe(0);
    await screenshot(page, 'keywords-own-term-funnel-empty-wide-zh-CN');

    // The operator's connection pulls no Search Query Performance: the own funnel says how to get it.
    await page.goto(`${product.server.baseUrl}/keyword/reverse?marketplace=US&asins=B0SPAPI001`);
    await page.getByTestId('own-funnel-empty').getByText('还没有这个 ASIN 的搜索查询绩效数据').waitFor();
    await screenshot(page, 'keywords-own-funnel-empty-wide-zh-CN');
  });

  it('a seller connects their own account on a phone: told what is wrong, and that it stays theirs (390, en-US)', async (test) => {
    const { page } = await signedInPage(product.browser, product.server, test, {
      viewport: VIEWPORTS.narrow,
      locale: 'en-US',
    });
    const words = { add: 'Connect an Amazon account', connect: 'Connect and test' };
    const wrong = await connect(page, words, 'amzn1.oa2-cs.v1.not-the-secret');
    await wrong.getByText(/^Amazon refused these credentials \(invalid_client\)/).waitFor();
    const card = await connect(page, words);
    await card.getByText(/^Connection test passed/).waitFor();
    await card.getByText('Only you ("My account" on the keyword and ABA pages)').waitFor();
    await card.getByTestId('amazon-sync').click();
    const lastSuccess = card.getByTestId('amazon-last-success');
    await expect.poll(() => lastSuccess.textContent(), { timeout: SYNC_MS }).not.toBe('Not synced yet');
    await card
      .getByTestId('amazon-sales-series')
      .getByText(/^US: synced through \d{4}-\d{2}-\d{2}, 0 of the last 30 days missing/)
      .waitFor();
    await fitsWidth(page, 390);
    await screenshot(page, 'amazon-account-seller-phone-en-US');

    // Their own days (decisions/0044, 0060): their product page draws them, on a phone, in English.
    await page.goto(`${product.server.baseUrl}/products/hot-product-detail?marketplace=US&asins=B0SPAPI001`);
    const total = page.getByTestId('own-sales-total');
    await total.waitFor();
    const [, from, to, units] =
      /^(\S+) to (\S+): (\d+) units ordered/.exec((await total.textContent()) ?? '') ?? [];
    expect(Number(units)).toBe(unitsOver(from!, to!));
    await page
      .getByTestId('own-daily-sales')
      .getByRole('img', { name: 'Daily units ordered and sessions of B0SPAPI001' })
      .waitFor();
    await page.getByTestId('own-daily-sales').scrollIntoViewIfNeeded();
    await fitsWidth(page, 390);
    await screenshot(page, 'own-daily-sales-seller-phone-en-US');

    // Their own account's terms, under "My account" on the keyword miner (decisions/0044).
    await page.goto(`${product.server.baseUrl}/keyword/miner?marketplace=US&seed=garlic`);
    await page.getByText('garlic press', { exact: true }).first().waitFor();
    await page.getByTestId('terms-scope').getByText('My account').click();
    await page.waitForURL(/scope=mine/);
    await page.getByText('garlic press', { exact: true }).first().waitFor();
    // Their own connection's import (the operator's is #1; the wrong-secret one kept its number).
    const source = await page.getByTestId('keywords-source').textContent();
    expect(source).toMatch(/SP-API #\d+ My US store/);
    expect(source).not.toContain('SP-API #1 ');
    await fitsWidth(page, 390);
    await screenshot(page, 'keywords-own-account-phone-en-US');
    // Which of their ASINs the seed query found, by week, then by month, then by quarter.
    await page.getByTestId('own-term-funnel-term').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('garlic press', { exact: true }).click();
    const termFunnel = page.getByTestId('own-term-funnel');
    await termFunnel.getByText('51 / 1,000').waitFor();
    await termFunnel.getByTestId('own-funnel-period').getByText('Monthly', { exact: true }).click();
    await termFunnel.getByText('151 / 1,000').waitFor();
    await termFunnel.getByTestId('own-funnel-period').getByText('Quarterly', { exact: true }).click();
    await termFunnel.getByText('1,051 / 1,000').waitFor();
    await fitsWidth(page, 390);
    await screenshot(page, 'keywords-own-term-funnel-phone-en-US');

    // Their own ASIN's search funnel (Search Query Performance) on the reverse ASIN page.
    await page.goto(`${product.server.baseUrl}/keyword/reverse?marketplace=US&asins=B0SPAPI001,B0SPAPI002`);
    const funnel = page.getByTestId('own-funnel');
    await funnel.getByText('garlic press', { exact: true }).waitFor();
    await funnel.getByText('50 / 1,000').waitFor();
    // several ASINs asked: the select shows another one's funnel
    await page.getByTestId('own-funnel-asin').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('B0SPAPI002', { exact: true }).click();
    await funnel.getByText('51 / 1,000').waitFor();
    expect(await page.getByTestId('own-funnel-source').textContent()).toContain('only you can see them');
    await fitsWidth(page, 390);
    await screenshot(page, 'keywords-own-funnel-phone-en-US');

    // The operator's synced terms are on the ABA screen for every seller, in English on a phone.
    await page.goto(`${product.server.baseUrl}/search/aba?scope=shared`);
    await page.getByRole('heading', { name: 'ABA search terms' }).waitFor();
    await page.getByTestId('aba-terms-table').getByText('garlic press', { exact: true }).first().waitFor();
    expect(await page.getByTestId('aba-provenance').textContent()).toContain('SP-API #1 ');
    // and under "My account", the report their own connection pulled
    await page.getByTestId('terms-scope').getByText('My account').click();
    await page.waitForURL(/scope=mine/);
    await expect
      .poll(() => page.getByTestId('aba-provenance').textContent())
      .toMatch(/SP-API #\d+ My US store/);
    expect(await page.getByTestId('aba-provenance').textContent()).not.toContain('SP-API #1 ');
    await page.getByTestId('aba-terms-table').getByText('garlic press', { exact: true }).first().waitFor();
    await fitsWidth(page, 390);
    await screenshot(page, 'aba-own-account-phone-en-US');
  });
});
