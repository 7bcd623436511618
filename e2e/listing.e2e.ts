import { describe, expect, it, type TestContext } from 'vitest';
import { VIEWPORTS } from './fixtures/browser.js';
import {
  BOTTLE,
  chooseRadio,
  clipboard,
  EN,
  fillProduct,
  generateByApi,
  recordStreamLengths,
  screenshot,
  sellerPage as sellerPageOf,
  slowNetwork,
  useListingProduct,
  type Viewport,
  waitForCatalogBrand,
  ZH,
} from './fixtures/listing.js';

/** The ai_listing module's 2.00 power a generation against the 10.00 of welcome power: five, then 996. */
const product = useListingProduct();
const sellerPage = (test: TestContext, viewport: Viewport, locale: 'zh-CN' | 'en-US') =>
  sellerPageOf(product, test, viewport, locale);

describe('AI listing assistant', () => {
  it('streams a listing, checks it live while editing, copies it and reopens it from the history (1440, zh-CN)', async (test) => {
    const { page } = await sellerPage(test, VIEWPORTS.wide, 'zh-CN');
    await page.goto(`${product.server.baseUrl}/ai/listing/edit`);
    await page.getByRole('heading', { name: 'AI Listing 助手' }).waitFor();
    const cost = page.getByTestId('cost-notice');
    await cost.getByText('本次生成消耗 2.00 算力，当前余额 10.00').waitFor();
    await cost.getByText(/规则生成器（离线）/).waitFor();

    await page.getByRole('button', { name: '开始生成' }).click();
    await page.getByText('产品名称不能为空').waitFor();

    await fillProduct(page, ZH);
    await page.getByText('已识别 3 个关键词').waitFor();
    const lengths = await recordStreamLengths(page);
    const restore = await slowNetwork(page, 600);
    await page.getByRole('button', { name: '开始生成' }).click();
    const streaming = page.locator('[data-testid="stream-text"][data-streaming="true"]');
    await streaming.waitFor();
    await page.getByRole('button', { name: '停止生成' }).waitFor();
    await screenshot(page, 'listing-streaming-wide-zh-CN');
    // The text grows piece by piece on screen while it streams.
    await expect.poll(async () => (await lengths()).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    const seen = await lengths();
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    await restore();
    const result = page.getByTestId('listing-result');
    await result.waitFor({ timeout: 30_000 });

    expect(await page.getByTestId('score-summary').getAttribute('data-passes')).toBe('true');
    await page.getByTestId('coverage-map').getByText('所有关键词均已覆盖').waitFor();
    await result
      .getByTestId('generator-tag')
      .getByText(/规则生成器/)
      .waitFor();
    await cost.getByText('本次生成消耗 2.00 算力，当前余额 8.00').waitFor();

    await result.getByRole('button', { name: '复制内容' }).click();
    await page.getByText('复制成功').waitFor();
    expect(await clipboard(page)).toMatch(/^标题\nStainless Steel Water Bottle 750ml/);

    // Live re-check in the browser: a promotional phrase is an error as soon as it is typed.
    const title = page.getByLabel('标题', { exact: true });
    await title.fill(`${await title.inputValue()} Free Shipping`);
    await page
      .getByTestId('findings-title')
      .getByText(/不能使用促销用语/)
      .waitFor();
    expect(await page.getByTestId('score-summary').getAttribute('data-passes')).toBe('false');
    await page.getByTestId('field-title').getByRole('button', { name: '复制标题' }).click();
    await page.getByText('复制成功').first().waitFor();
    expect(await clipboard(page)).toMatch(/Free Shipping$/);
    await page.getByRole('button', { name: '保存修改' }).click();
    await page.getByText('修改已保存').waitFor();
    await screenshot(page, 'listing-result-wide-zh-CN');

    await page.goto(`${product.server.baseUrl}/ai/listing/edit`);
    await page.getByRole('tab', { name: '历史记录' }).click();
    const row = page.getByTestId('history-row');
    await row.getByText(/Free Shipping/).waitFor();
    expect(await row.count()).toBe(1);
    await screenshot(page, 'listing-history-wide-zh-CN');
    await row.getByRole('button', { name: '打开' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('id')).toMatch(/^\d+$/);
    await expect.poll(() => page.getByLabel('标题', { exact: true }).inputValue()).toMatch(/Free Shipping$/);
    await page
      .getByTestId('findings-title')
      .getByText(/不能使用促销用语/)
      .waitFor();
    // Its inputs come back into the form, ready to generate again.
    expect(await page.getByLabel('产品名称').inputValue()).toBe(BOTTLE.name);
  });

  it('flags a catalog brand and asks before copying it (390, en-US)', async (test) => {
    const { page, user } = await sellerPage(test, VIEWPORTS.narrow, 'en-US');
    await waitForCatalogBrand(product.server, user.token, 'Crayola');
    await page.goto(`${product.server.baseUrl}/ai/listing/edit`);
    await page.getByRole('heading', { name: 'AI listing assistant' }).waitFor();
    await page.getByText('This generation costs 2.00 power; your balance is 10.00').waitFor();
    // By keyboard: the arrows move the creativity level, Enter in the name starts generating.
    await page.getByRole('radio', { name: 'Standard' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'Enhanced' }).isChecked()).toBe(true);
    await page.getByText('Adds synonyms buyers search for and the uses your features imply').waitFor();
    await page.getByText('Output language: English').waitFor();
    await fillProduct(page, EN, {
      name: 'Crayola Washable Markers 10 Pack',
      description:
        'Bright colours that wash off skin and most clothes. Conical tips draw thick and thin lines.',
      keywords: 'washable markers, kids markers',
    });
    await page.getByLabel('Product name').press('Enter');
    const result = page.getByTestId('listing-result');
    await result.waitFor({ timeout: 30_000 });
    // Another brand's mark is never generated (docs/ai/listing-rules.md "Brands"); a seller's edit
    // that brings it back is flagged once the server has looked at the edited text.
    const title = page.getByLabel('Title', { exact: true });
    expect(await title.inputValue()).not.toMatch(/Crayola/);
    await title.fill(`Crayola ${await title.inputValue()}`);
    const alert = page.getByTestId('brand-alert');
    await alert.getByText('Check the brands before copying').waitFor();
    await alert.getByText(/Crayola/).waitFor();
    // On a phone the coverage map lists each keyword's places instead of a wide table.
    const coverage = page.getByTestId('coverage-map');
    expect(await coverage.locator('table').count()).toBe(0);
    await coverage.getByText('title', { exact: true }).first().waitFor();
    await screenshot(page, 'listing-result-narrow-en-US');

    await result.getByRole('button', { name: 'Copy content' }).click();
    const confirm = page.getByRole('dialog', { name: 'Check the brands before copying' });
    await confirm.getByText(/Possible brand names found: .*Crayola/).waitFor();
    await screenshot(page, 'listing-brand-confirm-narrow-en-US');
    await confirm.getByRole('button', { name: 'Copy anyway' }).click();
    await page.getByText('Copy succeeded').waitFor();
    expect(await clipboard(page)).toMatch(/^Title\nCrayola Washable Markers/);

    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByTestId('history-row').first().waitFor();
    await screenshot(page, 'listing-history-narrow-en-US');
  });

  it('answers 996 with the top-up dialog when the balance is short, and charges nothing (1440, zh-CN)', async (test) => {
    const { page, user } = await sellerPage(test, VIEWPORTS.wide, 'zh-CN');
    for (let i = 0; i < 5; i++)
      expect(await generateByApi(product.server, user.token)).toMatch(/event: done/);
    await page.goto(`${product.server.baseUrl}/ai/listing/edit`);
    await page.getByText('本次生成消耗 2.00 算力，当前余额 0.00').waitFor();
    await page.getByText('算力不足，请先充值').waitFor();
    await fillProduct(page, ZH);
    await page.getByRole('button', { name: '开始生成' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('充值算力').first().waitFor();
    await page.getByTestId('stream-error').getByText('算力不足，请充值').waitFor();
    await screenshot(page, 'listing-996-wide-zh-CN');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await page.getByText('本次生成消耗 2.00 算力，当前余额 0.00').waitFor();
    await page.getByRole('tab', { name: '历史记录' }).click();
    await page.getByTestId('history-row').first().waitFor();
    expect(await page.getByTestId('history-row').count()).toBe(5);
  });

  it('answers 996 on a phone too (390, zh-CN)', async (test) => {
    const { page, user } = await sellerPage(test, VIEWPORTS.narrow, 'zh-CN');
    for (let i = 0; i < 5; i++) await generateByApi(product.server, user.token);
    await page.goto(`${product.server.baseUrl}/ai/listing/edit`);
    await fillProduct(page, ZH);
    await page.getByRole('button', { name: '开始生成' }).click();
    await page.getByRole('dialog').getByText('充值算力').first().waitFor();
    await screenshot(page, 'listing-996-narrow-zh-CN');
  });
});

describe('copywriting', () => {
  it('streams promotion texts, checks and copies them (1440, en-US)', async (test) => {
    const { page } = await sellerPage(test, VIEWPORTS.wide, 'en-US');
    await page.goto(`${product.server.baseUrl}/copywriting`);
    await page.getByRole('heading', { name: 'Copywriting' }).waitFor();
    await chooseRadio(page, 'Promotion text');
    await page.getByText('5 texts of at most 150 characters each').waitFor();
    await fillProduct(page, EN);
    await page.getByRole('button', { name: 'Start generating' }).click();
    const result = page.getByTestId('copy-result');
    await result.waitFor({ timeout: 30_000 });
    await result.getByText('Promotion text').waitFor();
    await result.getByRole('button', { name: 'Copy content' }).click();
    await page.getByText('Copy succeeded').waitFor();
    expect((await clipboard(page)).split('\n').length).toBeGreaterThan(1);
    await screenshot(page, 'copywriting-wide-en-US');
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByTestId('history-row').first().waitFor();
  });

  it('works on a phone (390, zh-CN)', async (test) => {
    const { page } = await sellerPage(test, VIEWPORTS.narrow, 'zh-CN');
    await page.goto(`${product.server.baseUrl}/copywriting`);
    await chooseRadio(page, 'A\\+ 模块标题');
    await fillProduct(page, ZH);
    await page.getByRole('button', { name: '开始生成' }).click();
    await page.getByTestId('copy-result').waitFor({ timeout: 30_000 });
    await screenshot(page, 'copywriting-narrow-zh-CN');
  });
});
