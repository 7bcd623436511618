import { API } from '@asinasin/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { failure, fakeApi } from '../../../test/fake-api';
import { FakeEventSource } from '../../../test/payment-fakes';
import { renderRoutes } from '../../../test/render';
import { history, historyBodies, historyServer, point } from '../test/fixtures';
import { ProductDetailPage } from './product-detail-page';

const routes = [{ path: '/products/hot-product-detail', element: <ProductDetailPage /> }];
const A = 'B0TESTAAA1';

beforeEach(() => {
  authToken.set('tok-amazon');
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('zh-CN');
});

describe('read from Amazon on the product detail', () => {
  it('reads a product the catalog lacks (the page says so), follows the job, and reads the page again when it is done', async () => {
    fakeApi.on(API.productHistory, failure(404, `US 站点的目录中没有 ${A}：请先导入含有它的数据`));
    fakeApi.on(API.amazonCatalogItems, { jobId: 'job-7' });
    renderRoutes(routes, `/products/hot-product-detail?marketplace=US&asins=${A}`);
    fireEvent.click(await screen.findByRole('button', { name: /从亚马逊读取/ }));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(fakeApi.bodies(API.amazonCatalogItems)).toEqual([{ marketplace: 'US', asins: [A] }]);
    const source = FakeEventSource.latest();
    expect(source.url).toContain('id=job-7');
    expect(source.url).toContain('token=tok-amazon');
    const asked = historyBodies().length;

    source.emit({
      id: 'job-7',
      name: 'amazon.catalog-items',
      state: 'running',
      progress: { phase: 'reading', done: 0, total: 1 },
      error: null,
    });
    expect(await screen.findByRole('progressbar', { name: '正在从亚马逊读取' })).toBeTruthy();

    historyServer([history(A, [point('2026-08-31T03:03:04.000Z')])]);
    const message = '从亚马逊读取了 1 个商品';
    source.emit({
      id: 'job-7',
      name: 'amazon.catalog-items',
      state: 'done',
      progress: { phase: 'done', done: 1, total: 1, message },
      error: null,
    });
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(historyBodies().length).toBeGreaterThan(asked));
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('says why when the instance has no operator connection, in English too', async () => {
    await changeLanguage('en-US');
    historyServer([history(A, [point('2026-08-31T03:03:04.000Z')])]);
    fakeApi.on(API.amazonCatalogItems, failure(400, 'No operator Amazon connection sells in US'));
    renderRoutes(routes, `/products/hot-product-detail?marketplace=US&asins=${A}`);
    fireEvent.click(await screen.findByRole('button', { name: /Read from Amazon/ }));
    expect(await screen.findByText('No operator Amazon connection sells in US')).toBeTruthy();
    expect(FakeEventSource.instances).toHaveLength(0);
  });
});
