import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { renderRoutes } from '../../../test/render';
import { settle } from '../../../test/settle';
import { fakeServer, product, selectionBodies, type FakeServer } from '../test/fixtures';
import { ProductSelectionPage } from './product-selection-page';

const routes = [{ path: '/select/product', element: <ProductSelectionPage /> }];

beforeEach(() => {
  authToken.set('tok-ps');
});
afterEach(async () => {
  await changeLanguage('zh-CN');
});

const box = (name: string) => screen.getByRole('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(box(name), { target: { value } });
const search = (label = '搜索') => fireEvent.click(screen.getByRole('button', { name: new RegExp(label) }));

describe('product selection: validation', () => {
  it('names a min above its max, a non-number and a negative value, and does not search', async () => {
    fakeServer({ rows: [product()] });
    renderRoutes(routes, '/select/product');
    await screen.findByText('Wooden puzzle'); // the default search of the page
    const before = selectionBodies().length;

    type('价格最小值', '40');
    type('价格最大值', '15');
    type('大类 BSR最小值', '12abc');
    type('估算月销量最大值', '-5');
    search();

    expect(await screen.findByText('最小值不能大于最大值')).toBeTruthy();
    expect(screen.getByText('请输入数字')).toBeTruthy();
    expect(screen.getByText('不能为负数')).toBeTruthy();
    await settle();
    expect(selectionBodies()).toHaveLength(before);
  });

  it('says what is wrong in English too, and opens the folded filters that have the problem', async () => {
    await changeLanguage('en-US');
    fakeServer({ rows: [] });
    renderRoutes(routes, '/select/product');
    await screen.findByRole('button', { name: /Search/ });
    expect(screen.getByTestId('more-filters').hidden).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /More filters/ }));
    type('Weight (g) minimum', 'heavy');
    type('Ratings minimum', '-1');
    fireEvent.click(screen.getByRole('button', { name: /Fewer filters/ }));
    search('Search');
    expect(await screen.findByText('Enter a number')).toBeTruthy();
    expect(screen.getByText('Cannot be negative')).toBeTruthy();
    expect(screen.getByTestId('more-filters').hidden).toBe(false);
  });

  it('a language switch keeps what was typed and says the problems again in the new language', async () => {
    fakeServer({ rows: [product()] });
    renderRoutes(routes, '/select/product');
    await screen.findByText('Wooden puzzle');
    type('包含关键词', 'wooden');
    type('价格最小值', 'cheap');
    search();
    expect(await screen.findByText('请输入数字')).toBeTruthy();
    await act(() => changeLanguage('en-US'));
    expect(await screen.findByText('Enter a number')).toBeTruthy();
    expect((box('Keywords to include') as HTMLInputElement).value).toBe('wooden');
  });

  it('a URL with a bad filter shows the problem on its field and runs nothing', async () => {
    fakeServer({ rows: [product()] });
    renderRoutes(routes, '/select/product?marketplace=UK&price.min=50&price.max=10');
    expect(await screen.findByText('最小值不能大于最大值')).toBeTruthy();
    expect((box('价格最小值') as HTMLInputElement).value).toBe('50');
    await settle();
    expect(selectionBodies()).toEqual([]);
  });
});

describe('product selection: the search lives in the URL', () => {
  it('searching writes the filters into the URL and sends them, per cent as fractions', async () => {
    fakeServer({ rows: [product()] });
    const { router } = renderRoutes(routes, '/select/product');
    await screen.findByText('Wooden puzzle');

    type('包含关键词', 'wooden');
    type('价格最小值', '15');
    type('价格最大值', '40');
    fireEvent.click(screen.getByRole('button', { name: /更多筛选/ }));
    type('BSR 增长率（%）最小值', '25');
    search();

    await waitFor(() => expect(router.state.location.search).toContain('keyword=wooden'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('price.min')).toBe('15');
    expect(params.get('bsrGrowthRate.min')).toBe('25');
    await waitFor(() => expect(selectionBodies().at(-1)).toMatchObject({ keyword: 'wooden' }));
    expect(selectionBodies().at(-1)).toMatchObject({
      marketplace: 'US',
      price: { min: 15, max: 40 },
      bsrGrowthRate: { min: 0.25 },
      page: 1,
    });
    // no sort chosen: the server picks the default one (decisions/0038)
    expect(selectionBodies().at(-1)).not.toHaveProperty('sort');
  });

  it('opening a URL runs its search and shows its filters; back shows the one before', async () => {
    fakeServer({ rows: [product()], total: 120 });
    const { router } = renderRoutes(
      routes,
      '/select/product?marketplace=UK&keyword=puzzle&price.max=40&bestSeller=yes&sort=price&order=desc&page=2',
    );
    await screen.findByText('Wooden puzzle');
    expect(selectionBodies()[0]).toEqual({
      marketplace: 'UK',
      keyword: 'puzzle',
      price: { max: 40 },
      bestSeller: true,
      sort: 'price',
      order: 'desc',
      page: 2,
      size: 50,
    });
    expect((box('包含关键词') as HTMLInputElement).value).toBe('puzzle');
    const bestSeller = screen.getByRole('radiogroup', { name: 'Best Seller 标志', hidden: true });
    expect(
      (within(bestSeller).getByRole('radio', { name: '有', hidden: true }) as HTMLInputElement).checked,
    ).toBe(true);

    type('包含关键词', 'robot');
    search();
    await waitFor(() => expect(selectionBodies().at(-1)).toMatchObject({ keyword: 'robot', page: 1 }));
    // the request leaves before the page has moved to the new URL: wait until it has shown it
    await waitFor(() => expect(router.state.location.search).toContain('keyword=robot'));
    const button = screen.getByRole('button', { name: /搜\s*索/ });
    await waitFor(() => expect(button.classList.contains('ant-btn-loading')).toBe(false));

    await router.navigate(-1);
    await waitFor(() => expect((box('包含关键词') as HTMLInputElement).value).toBe('puzzle'));
  });

  it('keeps the URL the seller went to while a search was on its way', async () => {
    let answer = () => {};
    fakeServer({ rows: [product()] });
    const { router } = renderRoutes(routes, '/select/product?marketplace=UK');
    await screen.findByText('Wooden puzzle');
    fakeServer({
      rows: [product({ asin: 'B0ROBOT001', title: 'Robot kit' })],
      answerAfter: new Promise<void>((resolve) => (answer = resolve)),
    });
    type('包含关键词', 'robot');
    search();
    await waitFor(() => expect(selectionBodies().at(-1)).toMatchObject({ keyword: 'robot' }));

    await act(() => router.navigate('/select/product?marketplace=UK&keyword=kite'));
    answer();
    await waitFor(() => expect(selectionBodies().at(-1)).toMatchObject({ keyword: 'kite' }));
    const button = screen.getByRole('button', { name: /搜\s*索/ });
    await waitFor(() => expect(button.classList.contains('ant-btn-loading')).toBe(false));
    await settle(); // the robot search's answer has come and gone
    expect(router.state.location.search).toBe('?marketplace=UK&keyword=kite');
  });

  it('asks for the answer as the search button is pressed; the click then sends nothing twice', async () => {
    fakeServer({ rows: [product()] });
    const { router } = renderRoutes(routes, '/select/product?marketplace=UK');
    await screen.findByText('Wooden puzzle');
    let answer = () => {};
    fakeServer({
      rows: [product({ asin: 'B0ROBOT001', title: 'Robot kit' })],
      answerAfter: new Promise<void>((resolve) => (answer = resolve)),
    });
    type('包含关键词', 'robot');
    const button = screen.getByRole('button', { name: /搜\s*索/ });

    fireEvent.pointerDown(button);
    await waitFor(() => expect(selectionBodies().at(-1)).toMatchObject({ keyword: 'robot', page: 1 }));
    expect(router.state.location.search).not.toContain('keyword=robot'); // a press is not a search
    const asked = selectionBodies().length;
    // the press's answer on its way does not make the button busy: busy, antd's button would
    // swallow the click that comes as the seller lets go
    await settle();
    expect(button.classList.contains('ant-btn-loading')).toBe(false);

    fireEvent.click(button);
    await waitFor(() => expect(button.classList.contains('ant-btn-loading')).toBe(true));
    answer();
    expect(await screen.findByText('Robot kit')).toBeTruthy();
    expect(router.state.location.search).toContain('keyword=robot');
    expect(selectionBodies()).toHaveLength(asked);
  });

  it('a search says it is busy and is on its way at once; the new URL comes with its answer', async () => {
    let answer = () => {};
    fakeServer({ rows: [product()] });
    const { router } = renderRoutes(routes, '/select/product?marketplace=UK');
    await screen.findByText('Wooden puzzle');
    const button = screen.getByRole('button', { name: /搜\s*索/ });
    await waitFor(() => expect(button.classList.contains('ant-btn-loading')).toBe(false));
    fakeServer({
      rows: [product({ asin: 'B0ROBOT001', title: 'Robot kit' })],
      answerAfter: new Promise<void>((resolve) => (answer = resolve)),
    });

    type('包含关键词', 'robot');
    search();
    // the server has not answered: the button shows the search is running, the request is sent
    await waitFor(() => expect(button.classList.contains('ant-btn-loading')).toBe(true));
    expect(selectionBodies().at(-1)).toMatchObject({ keyword: 'robot', page: 1 });
    expect(router.state.location.search).not.toContain('keyword=robot');
    expect(screen.getByText('Wooden puzzle')).toBeTruthy(); // the last answer stays until the new one

    answer();
    expect(await screen.findByText('Robot kit')).toBeTruthy();
    expect(router.state.location.search).toContain('keyword=robot');
    await waitFor(() => expect(button.classList.contains('ant-btn-loading')).toBe(false));
    expect(selectionBodies().filter((body) => body.keyword === 'robot')).toHaveLength(1);
  });

  it('sorting and paging in the table go to the server and into the URL', async () => {
    fakeServer({ rows: [product()], total: 120 });
    const { router } = renderRoutes(routes, '/select/product?marketplace=UK');
    await screen.findByText('Wooden puzzle');

    type('包含关键词', 'half-typed'); // not searched yet: sorting keeps it in the box
    fireEvent.click(screen.getByRole('columnheader', { name: /价格/ }));
    await waitFor(() => expect(selectionBodies().at(-1)).toMatchObject({ sort: 'price', order: 'asc' }));
    expect(router.state.location.search).toContain('sort=price');
    expect(selectionBodies().at(-1)).not.toHaveProperty('keyword');
    expect((box('包含关键词') as HTMLInputElement).value).toBe('half-typed');

    fireEvent.click(screen.getByRole('columnheader', { name: /价格/ }));
    await waitFor(() => expect(selectionBodies().at(-1)).toMatchObject({ sort: 'price', order: 'desc' }));

    fireEvent.click(within(screen.getByRole('list')).getByText('2'));
    await waitFor(() =>
      expect(selectionBodies().at(-1)).toMatchObject({ sort: 'price', order: 'desc', page: 2 }),
    );
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
  });
});

describe('product selection: a search shows it is busy at once', () => {
  it('dims the old count and rows while the new answer is on its way, and shows the answer after', async () => {
    const server: FakeServer = { rows: [product()] };
    fakeServer(server);
    renderRoutes(routes, '/select/product');
    await screen.findByText('Wooden puzzle');
    const results = () => screen.getByTestId('selection-results');
    expect(results().getAttribute('aria-busy')).toBe('false');
    let answer!: () => void;
    server.answerAfter = new Promise<void>((resolve) => (answer = resolve));
    server.rows = [product({ asin: 'B0NEWANSWR', title: 'Magnetic tiles' })];

    type('价格最小值', '3');
    search();
    await waitFor(() => expect(results().getAttribute('aria-busy')).toBe('true'));
    expect(results().className).toContain('ps-results-busy');
    // the old answer stays on screen, marked busy, until the new one is in
    expect(within(results()).getByText('Wooden puzzle')).toBeTruthy();

    answer();
    expect(await screen.findByText('Magnetic tiles')).toBeTruthy();
    await waitFor(() => expect(results().getAttribute('aria-busy')).toBe('false'));
    expect(results().className).not.toContain('ps-results-busy');
  });
});
