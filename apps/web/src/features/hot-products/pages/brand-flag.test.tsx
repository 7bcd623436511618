import { API } from '@asinasin/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProductDetailPage } from './product-detail-page';
import { history, historyServer, point } from '../test/fixtures';
import { changeLanguage } from '../../../i18n';
import { brandFlag } from '../../../test/brand-flag-fixture';
import { authToken } from '../../../lib/auth-token';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';

beforeEach(() => {
  authToken.set('tok-flags');
});
afterEach(async () => {
  await changeLanguage('zh-CN');
});

describe('brand-word flags on the product page', () => {
  it('flags the product page too', async () => {
    const A = 'B014TMV5YE';
    historyServer([history(A, [point('2026-08-31T03:03:04.000Z')])]);
    fakeApi.on(API.brandFlags, { row: [brandFlag(A, true)] });
    renderRoutes(
      [{ path: '/products/hot-product-detail', element: <ProductDetailPage /> }],
      `/products/hot-product-detail?marketplace=US&asins=${A}`,
    );
    expect((await screen.findByTestId('brand-flag', {}, { timeout: 30_000 })).textContent).toBe(
      '品牌词：Sion',
    );
    expect(fakeApi.bodies(API.brandFlags)).toEqual([{ marketplace: 'US', asins: [A] }]);
  });
});
