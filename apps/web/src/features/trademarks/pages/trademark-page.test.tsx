import { API, type TrademarkRow } from '@asinasin/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authToken } from '../../../lib/auth-token';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { TrademarkSearchTab } from '../components/trademark-search-tab';
import { TrademarkPage } from './trademark-page';

const routes = [
  { path: '/trademark', element: <TrademarkPage /> },
  { path: '/patent', element: <TrademarkSearchTab /> },
];

const python: TrademarkRow = {
  id: 'USPTO:76044902',
  mark: 'PYTHON',
  office: 'USPTO',
  serialNumber: '76044902',
  registrationNumber: '2824281',
  status: 'live',
  statusCode: '702',
  classes: [9, 42],
  owner: 'PYTHON SOFTWARE FOUNDATION',
  goodsServices: null,
  filingDate: '2000-05-09',
  registrationDate: '2004-03-23',
  expiryDate: null,
  imageUrl: null,
  why: ['lookAlike', 'phonetic'],
  distance: 0,
};

beforeEach(() => {
  authToken.set('tok-tm');
  fakeApi.on(API.trademarkClasses, {
    classes: [{ number: 9, category: 'goods', heading: 'Scientific apparatus' }],
  });
});

describe('trademark page', () => {
  it('searches the brand of the address with its filters and shows why each mark matched', async () => {
    fakeApi.on(API.trademarkSearch, { row: [python], total: 1, imported: 1 });
    renderRoutes(routes, '/trademark?trademark=Pyth0n&office=USPTO&classes=9&status=live');
    expect(await screen.findByText('PYTHON')).toBeTruthy();
    expect(screen.getByText('字形相近')).toBeTruthy();
    expect(screen.getByText('PYTHON SOFTWARE FOUNDATION')).toBeTruthy();
    expect(screen.getByText('注册号 2824281')).toBeTruthy();
    expect(screen.getByText('申请 2000-05-09')).toBeTruthy();
    expect(fakeApi.bodies(API.trademarkSearch)[0]).toEqual({
      trademark: 'Pyth0n',
      page: 1,
      size: 20,
      office: 'USPTO',
      classes: [9],
      status: 'live',
    });
  });

  it('asks nothing for an empty brand and says what to type', async () => {
    renderRoutes(routes, '/trademark');
    fireEvent.click(await screen.findByTestId('trademark-submit'));
    expect(await screen.findByText('请输入要查询的品牌名')).toBeTruthy();
    expect(fakeApi.bodies(API.trademarkSearch)).toHaveLength(0);
  });

  it('tells an empty register apart from no match', async () => {
    fakeApi.on(API.trademarkSearch, { row: [], total: 0, imported: 0 });
    renderRoutes(routes, '/trademark?trademark=sunny');
    expect(await screen.findByTestId('trademark-none-imported')).toBeTruthy();
  });
});

describe('trademark tab of the /patent page', () => {
  it('keeps the button disabled while the brand is empty, then goes to /trademark?trademark={brand}', async () => {
    fakeApi.on(API.trademarkSearch, { row: [], total: 0, imported: 5 });
    const { router } = renderRoutes(routes, '/patent');
    const button = (await screen.findByTestId('trademark-tab-search')).closest('button')!;
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('trademark-tab-brand'), { target: { value: '  ' } });
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('trademark-tab-brand'), { target: { value: 'Sunny Home' } });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/trademark'));
    expect(router.state.location.search).toBe('?trademark=Sunny+Home');
    expect(await screen.findByTestId('trademark-no-match')).toBeTruthy();
  });
});
