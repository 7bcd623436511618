import { describe, expect, it, type TestContext } from 'vitest';
import { VIEWPORTS } from './fixtures/browser.js';
import {
  BOTTLE,
  fillProduct,
  screenshot,
  sellerPage as sellerPageOf,
  useListingProduct,
  type Viewport,
  waitForCatalogBrand,
  ZH,
} from './fixtures/listing.js';

/** The listing check, and input the offline generator refuses before any charge. */
const product = useListingProduct();
const sellerPage = (test: TestContext, viewport: Viewport, locale: 'zh-CN' | 'en-US') =>
  sellerPageOf(product, test, viewport, locale);

describe('input the offline generator cannot write from', () => {
  it('refuses a Chinese description for the US store before any charge, naming the field (1440, zh-CN)', async (test) => {
    const { page } = await sellerPage(test, VIEWPORTS.wide, 'zh-CN');
    await page.goto(`${product.server.baseUrl}/ai/listing/edit`);
    const cost = page.getByTestId('cost-notice');
    await cost.getByText('本次生成消耗 2.00 算力，当前余额 10.00').waitFor();
    await fillProduct(page, ZH, { ...BOTTLE, description: '双层真空保温，冷饮保冷 24 小时，防漏杯盖。' });
    await page.getByRole('button', { name: '开始生成' }).click();
    await page
      .getByText(/离线生成器不会翻译：产品描述不是英语/)
      .first()
      .waitFor();
    await page.reload();
    await cost.getByText('本次生成消耗 2.00 算力，当前余额 10.00').waitFor();
    expect(await page.getByTestId('listing-result').count()).toBe(0);
  });
});

describe('listing check', () => {
  it('loads a catalog listing by ASIN, scores it, flags its brand and applies the rewrites (390, zh-CN)', async (test) => {
    const { page, user } = await sellerPage(test, VIEWPORTS.narrow, 'zh-CN');
    await waitForCatalogBrand(product.server, user.token, 'Playmobil');
    await page.goto(`${product.server.baseUrl}/ai/listing/estimate`);
    await page.getByRole('heading', { name: 'Listing 评估' }).waitFor();
    await page.getByLabel('站点').click();
    await page.getByTitle('英国 (UK)').click();
    await page.getByText('输出语言：英语').waitFor();
    await page.getByLabel('ASIN', { exact: true }).fill('b00if1w7ne');
    await page.getByRole('button', { name: '从目录载入' }).click();
    await page.getByText('已载入 B00IF1W7NE 的标题和目录中的相关搜索词').waitFor();
    expect(await page.getByLabel('标题', { exact: true }).inputValue()).toMatch(/^Playmobil 5497/);
    await page.getByLabel('五点描述 1').fill('Twenty four doors with forest animals to unwrap!');
    await page.getByLabel('要覆盖的关键词').fill('advent calendar, forest animals, toy train');
    await page.getByRole('button', { name: '开始评估' }).click();
    const report = page.getByTestId('estimate-report');
    await report.waitFor();
    await report
      .getByTestId('brand-alert')
      .getByText(/Playmobil/)
      .waitFor();
    await report.getByTestId('coverage-missing').getByText('toy train').waitFor();
    await report
      .getByTestId('estimate-findings-bullets')
      .getByText(/五点描述结尾不要加标点/)
      .waitFor();
    await screenshot(page, 'listing-check-narrow-zh-CN');
    await report.getByRole('button', { name: '全部采用' }).click();
    await page.getByText('内容已修改，评估结果可能已过时').waitFor();
    expect(await page.getByLabel('五点描述 1').inputValue()).not.toMatch(/!$/);
  });

  it('checks a pasted listing and says what breaks which rule (1440, en-US)', async (test) => {
    const { page } = await sellerPage(test, VIEWPORTS.wide, 'en-US');
    await page.goto(`${product.server.baseUrl}/ai/listing/estimate`);
    await page.getByRole('button', { name: 'Check listing' }).click();
    await page.getByText('Fill in at least the title').waitFor();
    await page
      .getByLabel('Title', { exact: true })
      .fill('BEST Water Bottle!!! Best Seller, 100% Money Back Guarantee');
    await page.getByLabel('Keywords to cover').fill('water bottle, gym bottle');
    await page.getByLabel('Backend search terms').fill('bottle, bottle, flask');
    await page.getByRole('button', { name: 'Check listing' }).click();
    const report = page.getByTestId('estimate-report');
    await report.waitFor();
    expect(await report.getByTestId('score-summary').getAttribute('data-passes')).toBe('false');
    await report.getByText(/The title cannot use these characters: !/).waitFor();
    await report
      .getByText(/Guarantee or refund claims are not allowed/)
      .first()
      .waitFor();
    await report.getByTestId('coverage-missing').getByText('gym bottle').waitFor();
    await report.getByTestId('repairs').waitFor();
    await screenshot(page, 'listing-check-wide-en-US');
  });

  it('flags another brand’s mark, and not the seller’s own once named (1440, en-US)', async (test) => {
    const { page } = await sellerPage(test, VIEWPORTS.wide, 'en-US');
    await page.goto(`${product.server.baseUrl}/ai/listing/estimate`);
    await page
      .getByLabel('Title', { exact: true })
      .fill('Yeti Insulated Water Bottle 750ml with Leak Proof Lid');
    await page.getByRole('button', { name: 'Check listing' }).click();
    const report = page.getByTestId('estimate-report');
    await report.getByTestId('brand-alert').getByText(/YETI/i).waitFor();
    await page.getByLabel('Your brand (optional)').fill('Yeti');
    await page.getByRole('button', { name: 'Check listing' }).click();
    await expect.poll(() => report.getByTestId('brand-alert').count()).toBe(0);
    await report.getByTestId('score-summary').waitFor();
  });
});
