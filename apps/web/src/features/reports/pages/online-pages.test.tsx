import { API } from '@asinasin/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { fakeApi } from '../../../test/fake-api';
import { FakeEventSource } from '../../../test/payment-fakes';
import { renderRoutes } from '../../../test/render';
import { asinView } from '../test/report-fixtures';
import { AsinOnlinePage } from './asin-online-page';
import { MarketOnlinePage } from './market-online-page';

beforeEach(() => {
  authToken.set('tok-reports');
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('zh-CN');
});

const ROUTES = [
  { path: '/product/online/:marketplace?/:asin?', element: <AsinOnlinePage /> },
  { path: '/market/online/:nicheId?', element: <MarketOnlinePage /> },
];

describe('report online views', () => {
  it('shows every section: figures with their sources, the band, what is missing, charts, rule-based writing', async () => {
    fakeApi.on(API.asinReportView, asinView());
    renderRoutes(ROUTES, '/product/online/US/B0REPORT03');
    const view = await screen.findByTestId('report-view');
    expect(fakeApi.calls(API.asinReportView)[0]!.url.search).toBe('?marketplace=US&asin=B0REPORT03');
    const overview = within(view).getByTestId('report-section-overview');
    expect(within(overview).getByText('概况')).toBeTruthy();
    expect(within(overview).getByTestId('figure-price').textContent).toBe('19.99');
    // a share (a fraction of 1) reads as a percentage
    expect(within(overview).getByTestId('figure-productTop3').textContent).toBe('85.3%');
    expect(within(overview).getByText('#4 products.csv · 2026-11-20')).toBeTruthy();
    expect(within(overview).getByTestId('figure-missing-weightG').textContent).toContain('导入含该字段');
    const sales = within(view).getByTestId('report-section-sales');
    expect(within(sales).getByTestId('figure-estimatedMonthlySales').textContent).toContain('区间 300 – 560');
    expect(within(sales).getByText('估算')).toBeTruthy();
    expect(within(sales).getByText('亚马逊未提供“过去一个月购买量”')).toBeTruthy();
    expect(within(view).getByTestId('report-chart-priceHistory')).toBeTruthy();
    expect(within(view).getByTestId('writing-author').textContent).toBe('由内置规则撰写（未使用大语言模型）');
  });

  it('waits on a report in progress and shows it when its job ends, without a reload', async () => {
    let isDone = false;
    fakeApi.on(API.asinReportView, () => (isDone ? asinView() : { ...asinView(), state: 0, content: null }));
    renderRoutes(ROUTES, '/product/online/US/B0REPORT03');
    expect(await screen.findByTestId('report-in-progress')).toBeTruthy();
    isDone = true;
    const done = { id: 'j2', name: 'reports.generate', state: 'done', progress: null, error: null };
    act(() => FakeEventSource.latest().emit(done));
    expect(await screen.findByTestId('report-view')).toBeTruthy();
  });

  it('says why a market report failed, in English on request', async () => {
    await changeLanguage('en-US');
    fakeApi.on(API.marketReportView, {
      id: 5,
      kind: 'market',
      state: 2,
      failure: 'The catalog holds no product for this keyword. The power was returned.',
      url: '',
      content: null,
    });
    renderRoutes(ROUTES, '/market/online/us-abc');
    const failed = await screen.findByTestId('report-failed');
    expect(within(failed).getByText('The report failed')).toBeTruthy();
    expect(within(failed).getByText(/power was returned/)).toBeTruthy();
    expect(fakeApi.calls(API.marketReportView)[0]!.url.search).toBe('?nicheId=us-abc');
  });
});
