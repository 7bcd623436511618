import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes/route-table';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { renderRoutes } from '../../../test/render';
import { settle } from '../../../test/settle';
import { fakeServer, product, selectionBodies } from '../test/fixtures';

// The whole app's routes (guard, shell, lazy pages): how the home page and the selection meet.

beforeEach(() => {
  fakeServer({ rows: [product({ title: 'Wooden puzzle' })] });
});
afterEach(async () => {
  await changeLanguage('zh-CN');
});

const isBefore = (a: Node, b: Node) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('product selection on the home page', () => {
  it('a visitor sees the landing content and the filters; searching asks them to log in first', async () => {
    const { router } = renderRoutes(routes, '/');
    const search = await screen.findByRole('button', { name: /搜索/ });
    expect(screen.getByRole('link', { name: '免费注册，开始试用' })).toBeTruthy();
    expect(isBefore(screen.getByRole('heading', { level: 1 }), search)).toBe(true);
    expect(screen.getByText('参考：BSR 在 500-5000 之间较为理想。')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: '包含关键词' }), { target: { value: 'puzzle' } });
    fireEvent.click(search);

    expect(await screen.findByText('请先登录')).toBeTruthy();
    const login = screen.getByRole('link', { name: '去登录' });
    const target = new URL(login.getAttribute('href')!, 'https://x.test');
    expect(target.pathname).toBe('/user/login');
    expect(target.searchParams.get('redirect')).toBe('/?marketplace=US&keyword=puzzle');
    expect(router.state.location.search).toBe('?marketplace=US&keyword=puzzle');
    expect(selectionBodies()).toEqual([]);
  });

  it('a signed-in seller sees the selection above the landing content, and a shared URL runs its search', async () => {
    authToken.set('tok-home');
    await changeLanguage('en-US');
    renderRoutes(routes, '/?marketplace=UK&price.max=40');
    expect(await screen.findByText('Wooden puzzle')).toBeTruthy();
    expect(selectionBodies()[0]).toMatchObject({ marketplace: 'UK', price: { max: 40 } });
    expect(
      isBefore(
        screen.getByRole('heading', { name: 'Find products' }),
        screen.getByRole('heading', { level: 1 }),
      ),
    ).toBe(true);
  });

  it('the home page waits for a seller to search before it asks the server', async () => {
    authToken.set('tok-home');
    renderRoutes(routes, '/');
    await screen.findByRole('button', { name: /搜索/ });
    await settle();
    expect(selectionBodies()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /搜索/ }));
    await waitFor(() => expect(selectionBodies()).toHaveLength(1));
  });

  it('/select/product loads its page with its messages', async () => {
    authToken.set('tok-home');
    renderRoutes(routes, '/select/product');
    expect(await screen.findByRole('heading', { name: '选产品' })).toBeTruthy();
    expect(await screen.findByText('Wooden puzzle')).toBeTruthy();
  });
});
