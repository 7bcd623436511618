import type { Page } from 'playwright-core';
import { describe, expect, it, type TestContext } from 'vitest';
import { openPage, screenshot, VIEWPORTS } from './fixtures/browser.js';
import { useListingProduct } from './fixtures/listing.js';
import { STORAGE } from './fixtures/seller.js';

/** The freight and profit calculators, used by a visitor who never logs in. */
const product = useListingProduct();

async function visitorPage(
  test: TestContext,
  viewport: { width: number; height: number },
  locale: 'zh-CN' | 'en-US',
) {
  const { page } = await openPage(product.browser, test, { viewport, locale });
  await page.goto(`${product.server.baseUrl}/healthz`);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    STORAGE.language,
    locale,
  ] as const);
  return page;
}

const fill = async (page: Page, label: string, value: string) => {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.blur();
};

/** Picks an option of a select; a searchable one (the long category list) is typed into first. */
const choose = async (page: Page, label: string, option: string, search = false) => {
  await page.getByLabel(label, { exact: true }).click();
  if (search) await page.getByLabel(label, { exact: true }).fill(option);
  await page.getByTitle(option, { exact: true }).last().click();
};

describe('profit analysis', () => {
  it('prices a typed US product in inches with costs in CNY, each line with its source (1440, zh-CN)', async (test) => {
    const page = await visitorPage(test, VIEWPORTS.wide, 'zh-CN');
    await page.goto(`${product.server.baseUrl}/ai/profit/analysis`);
    await page.getByRole('heading', { name: '利润分析' }).waitFor();
    expect(page.url()).toMatch(/\/ai\/profit\/analysis$/);
    await choose(page, '类目', '家居厨房', true);
    await fill(page, '售价（USD）', '25');
    await page.getByText('英寸 / 磅').click();
    await fill(page, '长 (in)', '10');
    await fill(page, '宽 (in)', '8');
    await fill(page, '高 (in)', '0.5');
    await fill(page, '重量 (lb)', '0.3125');
    await fill(page, '采购成本 (CNY)', '35.5');
    await fill(page, '月销量', '100');
    await page.getByRole('button', { name: '计算' }).click();
    const result = page.getByTestId('profit-result');
    await result.waitFor();
    expect(await result.getByTestId('size-tier').textContent()).toBe('small-standard');
    const fulfilment = result.getByRole('row', { name: /FBA 配送费/ });
    await fulfilment.getByText('3.45 USD').waitFor();
    await fulfilment.getByText(/us-fba-2026 · 2026-01-15/).waitFor();
    await fulfilment.getByText('单一来源').waitFor();
    await result
      .getByRole('row', { name: /燃油及物流附加费/ })
      .getByText(/运营者确认前不计入/)
      .waitFor();
    await result.getByTestId('per-month').waitFor();
    await result.getByTestId('margin-chart').locator('svg').waitFor();
    await screenshot(page, 'calculators-profit-wide-zh-CN');
  });

  it('prefills a UK product from the catalog by ASIN and says what the catalog lacks (390, en-US)', async (test) => {
    const page = await visitorPage(test, VIEWPORTS.narrow, 'en-US');
    await page.goto(`${product.server.baseUrl}/ai/profit/analysis`);
    await page.getByRole('heading', { name: 'Profit analysis' }).waitFor();
    await choose(page, 'Marketplace', 'UK');
    await page.getByLabel('Load from catalog by ASIN').fill('b002bcgre8');
    await page.getByRole('button', { name: 'Load' }).click();
    await page.getByText("The catalog does not know this product's category: type it in").waitFor();
    expect(Number(await page.getByLabel('Sale price (GBP)', { exact: true }).inputValue())).toBe(14);
    expect(Number(await page.getByLabel('Length (cm)', { exact: true }).inputValue())).toBe(10);
    expect(Number(await page.getByLabel('Weight (kg)', { exact: true }).inputValue())).toBe(0.068);
    await choose(page, 'Category', 'Everything Else', true);
    await fill(page, 'Cost of goods (CNY)', '20');
    await page.getByRole('button', { name: 'Calculate' }).click();
    const result = page.getByTestId('profit-result');
    await result.waitFor();
    expect(await result.getByTestId('size-tier').textContent()).toBe('small-parcel');
    await result
      .getByRole('row', { name: /FBA fulfilment fee/ })
      .getByText('2.67 GBP')
      .waitFor();
    await result
      .getByRole('row', { name: /VAT in the price/ })
      .getByText('2.33 GBP')
      .waitFor();
    await result.getByText(/No UK storage card yet/).waitFor();
    await screenshot(page, 'calculators-profit-prefill-narrow-en-US');
  });
});

describe('profit analysis where the research has no fee table', () => {
  it('asks a DE seller for the referral rate and takes VAT and duty from the DE card (390, en-US)', async (test) => {
    const page = await visitorPage(test, VIEWPORTS.narrow, 'en-US');
    await page.goto(`${product.server.baseUrl}/ai/profit/analysis`);
    await page.getByRole('heading', { name: 'Profit analysis' }).waitFor();
    await choose(page, 'Marketplace', 'DE (not yet verified)');
    await page.getByText('This marketplace has no verified referral card yet', { exact: false }).waitFor();
    await fill(page, 'Referral rate (%)', '15');
    await fill(page, 'Sale price (EUR)', '30');
    await fill(page, 'Length (cm)', '20');
    await fill(page, 'Width (cm)', '15');
    await fill(page, 'Height (cm)', '8');
    await fill(page, 'Weight (kg)', '0.3');
    await fill(page, 'Cost of goods (CNY)', '41');
    await page.getByRole('button', { name: 'Calculate' }).click();
    const result = page.getByTestId('profit-result');
    await result.waitFor();
    // 30 − 30 / 1.19 = 4.79 of DE VAT; 15% of the VAT-inclusive 30 = 4.50
    await result
      .getByRole('row', { name: /VAT in the price/ })
      .getByText('4.79 EUR')
      .waitFor();
    await result
      .getByRole('row', { name: /Referral fee/ })
      .getByText('4.50 EUR')
      .waitFor();
    await result.getByText(/the rate you typed/).waitFor();
    await result.getByText(/No DE fulfilment card yet/).waitFor();
    await result.getByText(/1 EUR = 8\.2 CNY on 2026-01-01/).waitFor();
    await result
      .getByRole('row', { name: /VAT on Amazon fees/ })
      .getByText(/reverse charge/)
      .waitFor();
    // a seller not registered for VAT in Germany pays 19% on Amazon's fees: 19% of 4.50
    await page.getByRole('checkbox', { name: 'VAT-registered in this marketplace' }).uncheck();
    await page.getByRole('button', { name: 'Calculate' }).click();
    await result
      .getByRole('row', { name: /VAT on Amazon fees/ })
      .getByText('0.86 EUR')
      .waitFor();
    await screenshot(page, 'calculators-profit-de-narrow-en-US');
  });
});

describe('freight calculator', () => {
  it('prices cartons per mode and hands the freight per unit to the profit analysis (1440, en-US)', async (test) => {
    const page = await visitorPage(test, VIEWPORTS.wide, 'en-US');
    await page.goto(`${product.server.baseUrl}/ai/freight/calculation`);
    await page.getByRole('heading', { name: 'Freight calculator' }).waitFor();
    await fill(page, 'Length (cm)', '50');
    await fill(page, 'Width (cm)', '40');
    await fill(page, 'Height (cm)', '30');
    await fill(page, 'Weight (kg)', '11');
    await fill(page, 'Cartons', '2');
    await fill(page, 'Units per carton', '20');
    await page.getByRole('button', { name: 'Calculate' }).click();
    const result = page.getByTestId('freight-result');
    await result.getByText('2 cartons, 40 units, 22 kg, 0.12 CBM').waitFor();
    expect(await result.getByTestId('chargeable-express').textContent()).toMatch(/^24 kg/);
    expect(await result.getByTestId('chargeable-rail').textContent()).toMatch(/^40 kg/);
    await result
      .getByRole('row', { name: /Rail/ })
      .getByText(/type your forwarder quote/)
      .waitFor();
    await result
      .getByRole('row', { name: /Sea LCL/ })
      .getByText('20-42 days')
      .waitFor();
    await result
      .getByTestId('freight-cny-rate')
      .getByText(/1 USD = 7\.1 CNY on 2026-01-01/)
      .waitFor();
    await screenshot(page, 'calculators-freight-wide-en-US');
    await result.getByTestId('per-unit-air').getByRole('button', { name: 'Use in profit analysis' }).click();
    await page.getByRole('heading', { name: 'Profit analysis' }).waitFor();
    expect(
      Number(await page.getByLabel('Freight per unit (CNY)', { exact: true }).inputValue()),
    ).toBeGreaterThan(0);
  });

  it('takes inches and pounds and a quote of its own (390, zh-CN)', async (test) => {
    const page = await visitorPage(test, VIEWPORTS.narrow, 'zh-CN');
    await page.goto(`${product.server.baseUrl}/ai/freight/calculation`);
    await page.getByRole('heading', { name: '运费计算' }).waitFor();
    await page.getByText('英寸 / 磅').click();
    await fill(page, '长 (in)', '20');
    await fill(page, '宽 (in)', '16');
    await fill(page, '高 (in)', '12');
    await fill(page, '重量 (lb)', '22');
    await fill(page, '您的报价（可选） 快递', '10');
    await page.getByRole('button', { name: '计算' }).click();
    const result = page.getByTestId('freight-result');
    await result.waitFor();
    // 50.8 × 40.64 × 30.48 cm → 51 × 41 × 30 / 5000 = 12.55 kg over 9.98 kg actual → 13 kg
    expect(await result.getByTestId('chargeable-express').textContent()).toMatch(/^13 kg/);
    await result.getByRole('row', { name: /快递/ }).getByText('您的报价', { exact: false }).first().waitFor();
    await screenshot(page, 'calculators-freight-narrow-zh-CN');
  });
});
