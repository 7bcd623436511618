import { API } from '@asinasin/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProductSelectionPage } from '../pages/product-selection-page';
import { fakeServer, product } from '../test/fixtures';
import { changeLanguage } from '../../../i18n';
import { brandFlag } from '../../../test/brand-flag-fixture';
import { authToken } from '../../../lib/auth-token';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';

const SUITCASE = product({ asin: 'B014TMV5YE', marketplace: 'US', title: 'Sion Softside Roller Luggage' });
const LAMP = product({ asin: 'B000US0001', marketplace: 'US', title: 'Desk lamp' });

beforeEach(() => {
  authToken.set('tok-flags');
});
afterEach(async () => {
  await changeLanguage('zh-CN');
});

async function tooltipText(tag: HTMLElement): Promise<string> {
  fireEvent.mouseEnter(tag);
  const tip = await screen.findByTestId('brand-flag-tooltip', {}, { timeout: 30_000 });
  return tip.textContent ?? '';
}

describe('brand-word flags in the research tables', () => {
  it('asks once for the page’s rows and flags the product whose title holds a mark, naming it', async () => {
    fakeServer({ rows: [SUITCASE, LAMP] });
    fakeApi.on(API.brandFlags, {
      row: [brandFlag('B014TMV5YE', true), { ...brandFlag('B000US0001', true), hits: [] }],
    });
    renderRoutes(
      [{ path: '/select/product', element: <ProductSelectionPage /> }],
      '/select/product?marketplace=US',
    );
    const tag = await screen.findByTestId('brand-flag', {}, { timeout: 30_000 });
    expect(tag.textContent).toBe('品牌词：Sion');
    expect(screen.getAllByTestId('brand-flag')).toHaveLength(1);
    expect(fakeApi.bodies(API.brandFlags)).toEqual([
      { marketplace: 'US', asins: ['B014TMV5YE', 'B000US0001'] },
    ]);
    const text = await tooltipText(tag);
    expect(text).toContain('“Sion”与商标 SION 相同（USPTO 97100001，Sion Luggage Co，第 18 类）');
    expect(text).toContain('已对照第 18 类的商标（类目 Suitcases）');
  });

  it('says in English when the category is not mapped and every class was checked', async () => {
    await changeLanguage('en-US');
    fakeServer({ rows: [SUITCASE] });
    fakeApi.on(API.brandFlags, { row: [brandFlag('B014TMV5YE', false)] });
    renderRoutes(
      [{ path: '/select/product', element: <ProductSelectionPage /> }],
      '/select/product?marketplace=US',
    );
    const tag = await screen.findByTestId('brand-flag', {}, { timeout: 30_000 });
    expect(tag.textContent).toBe('Brand word: Sion');
    const text = await tooltipText(tag);
    expect(text).toContain(
      '“Sion” is the same word of the mark SION (USPTO 97100001, Sion Luggage Co, class 18)',
    );
    expect(text).toContain('marks of every class were checked');
  });

  it('shows the rows when the flags cannot be read, without a flag', async () => {
    fakeServer({ rows: [SUITCASE] });
    fakeApi.fail(API.brandFlags, 500, 'down', 500);
    renderRoutes(
      [{ path: '/select/product', element: <ProductSelectionPage /> }],
      '/select/product?marketplace=US',
    );
    await screen.findByText('Sion Softside Roller Luggage', {}, { timeout: 30_000 });
    await waitFor(() => expect(fakeApi.calls(API.brandFlags).length).toBeGreaterThan(0), { timeout: 30_000 });
    expect(screen.queryByTestId('brand-flag')).toBeNull();
  });
});
