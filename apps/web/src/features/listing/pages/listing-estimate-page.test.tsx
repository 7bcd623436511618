import { API } from '@asinasin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { listingApi, ok } from '../test/listing-api';
import { listingGeneration } from '../test/generation';
import { ListingEstimatePage } from './listing-estimate-page';

const BAD = {
  title: 'Water Bottle!!! Free Shipping',
  bullets: ['Keeps drinks cold.', '', '', '', ''],
  description: '',
  searchTerms: '',
};
/** What the server answers for BAD: the same contract code, run here. */
const REPORT = listingGeneration({ listing: BAD, keywords: 'water bottle, yoga mat' }).report!;

beforeEach(() => authToken.set('tok-estimate'));
afterEach(async () => {
  await changeLanguage('zh-CN');
});

function setup(handlers: Parameters<typeof listingApi>[0] = {}) {
  const api = listingApi({ [API.listingCheck]: () => ok(REPORT), ...handlers });
  renderRoutes([{ path: '/ai/listing/estimate', element: <ListingEstimatePage /> }], '/ai/listing/estimate');
  return api;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('listing check (/ai/listing/estimate)', () => {
  it('asks for at least a title before checking', async () => {
    const { calls } = setup();
    fireEvent.click(screen.getByRole('button', { name: '开始评估' }));
    expect(await screen.findByText('请至少填写标题')).toBeTruthy();
    expect(calls(API.listingCheck)).toHaveLength(0);
    expect(screen.getByText('填写或载入一份 Listing 后点击「开始评估」')).toBeTruthy();
  });

  it('checks a pasted listing: score, findings by field, coverage, rewrites; applies them', async () => {
    const { calls } = setup();
    type('标题', BAD.title);
    type('五点描述 1', BAD.bullets[0]!);
    type('要覆盖的关键词', 'water bottle, yoga mat');
    fireEvent.click(screen.getByRole('button', { name: '开始评估' }));
    const report = await screen.findByTestId('estimate-report');
    expect(calls(API.listingCheck)[0]).toEqual({
      marketplace: 'US',
      keywords: 'water bottle, yoga mat',
      ...BAD,
    });
    expect(within(report).getByTestId('score-summary').getAttribute('data-score')).toBe(String(REPORT.score));
    const title = within(report).getByTestId('estimate-findings-title');
    expect(within(title).getByText('标题不能使用这些字符：!')).toBeTruthy();
    expect(within(title).getByText('不能使用促销用语：free shipping')).toBeTruthy();
    expect(within(within(report).getByTestId('coverage-missing')).getByText('yoga mat')).toBeTruthy();
    expect(within(report).getByTestId('repairs').textContent).toContain('Water Bottle!!! Free Shipping');

    fireEvent.click(within(report).getByRole('button', { name: '全部采用' }));
    await waitFor(() =>
      expect((screen.getByLabelText('标题', { exact: true }) as HTMLTextAreaElement).value).toBe(
        REPORT.repaired.title,
      ),
    );
    expect((screen.getByLabelText('五点描述 1') as HTMLTextAreaElement).value).toBe(
      REPORT.repaired.bullets[0],
    );
    expect(await screen.findByText('内容已修改，评估结果可能已过时')).toBeTruthy();
  });

  it('refuses a wrong ASIN before asking the catalog', async () => {
    const { calls } = setup();
    fireEvent.click(screen.getByRole('button', { name: '从目录载入' }));
    expect(await screen.findByText('ASIN不能为空')).toBeTruthy();
    type('ASIN', 'B12345');
    fireEvent.click(screen.getByRole('button', { name: '从目录载入' }));
    expect(await screen.findByText('错误的ASIN')).toBeTruthy();
    expect(calls(API.listingFromCatalog)).toHaveLength(0);
  });

  it('loads a catalog product by ASIN: its title and the catalog keywords', async () => {
    const { lastCall } = setup({
      [API.listingFromCatalog]: (url) =>
        url.searchParams.get('asin') === 'B00IF1W7NE'
          ? ok({
              asin: 'B00IF1W7NE',
              title: 'Playmobil 5497 Advent Calendar',
              brand: 'Playmobil',
              category: "Women's Clothing",
              keywords: ['advent calendar', 'playmobil'],
            })
          : jsonResponse({ code: 404, msg: '目录中没有这个 ASIN 的产品', data: null }, 404),
    });
    type('ASIN', 'b00if1w7ne');
    fireEvent.click(screen.getByRole('button', { name: '从目录载入' }));
    expect(await screen.findByText('已载入 B00IF1W7NE 的标题和目录中的相关搜索词')).toBeTruthy();
    expect((screen.getByLabelText('标题', { exact: true }) as HTMLTextAreaElement).value).toBe(
      'Playmobil 5497 Advent Calendar',
    );
    expect((screen.getByLabelText('要覆盖的关键词') as HTMLTextAreaElement).value).toBe(
      'advent calendar, playmobil',
    );
    expect(screen.getByText('品牌：Playmobil')).toBeTruthy();
    // the product's category from the catalog narrows the brand-word scan to its classes
    expect(screen.getByText('只检查注册在第 25 类（该类别商品所属的尼斯分类）的商标。')).toBeTruthy();
    expect(lastCall(API.listingFromCatalog).url.searchParams.get('marketplace')).toBe('US');

    type('ASIN', 'B000000000');
    fireEvent.click(screen.getByRole('button', { name: '从目录载入' }));
    expect(await screen.findByText('目录中没有这个 ASIN 的产品')).toBeTruthy();
  });

  it('scans every class until a category is picked, then only that category’s classes', async () => {
    const { calls } = setup();
    type('标题', BAD.title);
    expect(await screen.findByText(/未选类别：品牌词扫描检查所有尼斯分类的商标，范围更宽/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '开始评估' }));
    await screen.findByTestId('estimate-report');
    expect(calls(API.listingCheck)[0]).not.toHaveProperty('category');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '商品类别（品牌词扫描）' }));
    fireEvent.click(await screen.findByTitle('Kitchen Utensils & Gadgets · 第 8, 21 类'));
    expect(
      await screen.findByText('只检查注册在第 8, 21 类（该类别商品所属的尼斯分类）的商标。'),
    ).toBeTruthy();
    expect(await screen.findByText('内容已修改，评估结果可能已过时')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '开始评估' }));
    await waitFor(() => expect(calls(API.listingCheck)).toHaveLength(2));
    expect(calls(API.listingCheck)[1]).toMatchObject({ category: 'Kitchen Utensils & Gadgets' });
  });

  it('speaks English', async () => {
    await changeLanguage('en-US');
    setup();
    type('Title', BAD.title);
    fireEvent.click(screen.getByRole('button', { name: 'Check listing' }));
    const report = await screen.findByTestId('estimate-report');
    // Findings are worded from their rule in the UI language, whatever language the server used.
    expect(within(report).getByText('The title cannot use these characters: !')).toBeTruthy();
    expect(
      screen.getByText(/No category: the brand-word scan checks marks of every Nice class/),
    ).toBeTruthy();
  });
});
