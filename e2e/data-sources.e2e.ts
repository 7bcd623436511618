import { describe, expect, it } from 'vitest';
import { screenshot, VIEWPORTS } from './fixtures/browser.js';
import { useProduct } from './fixtures/product.js';
import { signedInPage } from './fixtures/seller.js';

const product = useProduct();

describe('about the data', () => {
  it('lists every shipped source with its licence and the rows this site took, from the footer link', async (test) => {
    const { page } = await signedInPage(product.browser, product.server, test, { viewport: VIEWPORTS.wide });
    await page.goto(`${product.server.baseUrl}/dashboard`);
    await page.getByRole('link', { name: '关于数据' }).click();
    await page.getByRole('heading', { name: '关于数据' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/data');
    // The demo data is imported beside the server at its first start: its rows show once there.
    const rowsShown = async () => {
      await page.reload();
      await page.getByText('CC BY-SA 4.0').waitFor();
      return page.getByText('导入 506 行').count();
    };
    await expect.poll(rowsShown).toBe(1);
    await page.getByText('导入 3,920 行').waitFor();
    await page.getByText(/运营方还没有导入自己的数据/).waitFor();
    // Every curve an estimate can name, with whether it is a default one and its band.
    const model = page.locator('#sales-model');
    await model.getByText('月销量如何估算').waitFor();
    await model.getByRole('row', { name: /\*\/\*.*30,000 × BSR\^-0\.82.*默认/ }).waitFor();
    await screenshot(page, 'data-sources-wide-zh-CN');
  });

  it('reads in English on a phone', async (test) => {
    const { page } = await signedInPage(product.browser, product.server, test, {
      viewport: VIEWPORTS.narrow,
      locale: 'en-US',
    });
    await page.goto(`${product.server.baseUrl}/data`);
    await page.getByRole('heading', { name: 'About the data' }).waitFor();
    await page.getByText('Amazon Products Dataset 2023 (sample)').waitFor();
    await page.getByText('506 rows imported', { exact: false }).waitFor();
    await page.getByText('How monthly sales are estimated').scrollIntoViewIfNeeded();
    await page.locator('#sales-model').getByText('Default').first().waitFor();
    await screenshot(page, 'data-sources-narrow-en-US');
  });
});
