import { API } from '@asinasin/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { moduleStore } from '../../../lib/module-store';
import { topUpDialog } from '../../../lib/top-up-store';
import { failure, fakeApi } from '../../../test/fake-api';
import { FakeEventSource } from '../../../test/payment-fakes';
import { renderRoutes } from '../../../test/render';
import { answerModules, asinCard, started } from '../test/report-fixtures';
import { AsinAnalysisPage } from './asin-analysis-page';

beforeEach(() => {
  authToken.set('tok-reports');
  answerModules();
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  moduleStore.reset();
  topUpDialog.close();
  await changeLanguage('zh-CN');
});

const ROUTES = [
  { path: '/products/asin_fx/index', element: <AsinAnalysisPage /> },
  { path: '/product', element: <AsinAnalysisPage /> },
];

function typeAsin(value: string) {
  fireEvent.change(screen.getByLabelText('ASIN'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: /AI 分析|AI analysis/ }));
}

describe('ASIN analysis (/products/asin_fx/index, /product)', () => {
  it('says an empty or malformed ASIN in SPEC words and asks nothing', async () => {
    fakeApi.on(API.asinReportList, { row: [], total: 0 });
    const { router } = renderRoutes(ROUTES, '/products/asin_fx/index');
    typeAsin('');
    expect(await screen.findByText('ASIN不能为空')).toBeTruthy();
    typeAsin('b0123');
    expect(await screen.findByText('错误的ASIN')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/products/asin_fx/index');
    expect(screen.getByLabelText('ASIN').getAttribute('maxlength')).toBe('10');
  });

  it('analyses a typed ASIN: lands on /product, shows the power cost, creates the report once', async () => {
    fakeApi.on(API.asinReportList, { row: [], total: 0 });
    fakeApi.on(API.asinReportCreate, started(9));
    const { router } = renderRoutes(ROUTES, '/products/asin_fx/index');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '站点' }));
    fireEvent.click(await screen.findByText('DE · Germany'));
    typeAsin(' b0report01 ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/product'));
    expect(router.state.location.search).toBe('?asin=B0REPORT01&marketplace=DE');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/消耗 10\.00 算力/)).toBeTruthy();
    expect(fakeApi.calls(API.asinReportCreate)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '生成' }));
    expect(await screen.findByText('创建ASIN报告任务成功')).toBeTruthy();
    expect(fakeApi.bodies(API.asinReportCreate)).toEqual([
      { mold_id: 7, path: '/products/asin_fx/index', marketplace: 'DE', asin: 'B0REPORT01' },
    ]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens the top-up dialog when the power is short (996) and says the server message', async () => {
    fakeApi.on(API.asinReportList, { row: [], total: 0 });
    fakeApi.on(API.asinReportCreate, failure(996, '算力不足，请充值'));
    renderRoutes(ROUTES, '/product?asin=B0REPORT01&marketplace=US');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '生成' }));
    expect(await screen.findByText('算力不足，请充值')).toBeTruthy();
    expect(topUpDialog.isOpen()).toBe(true);
  });

  it('shows each card by its state: update only when done, recreate only when failed, neither in progress', async () => {
    fakeApi.on(API.asinReportList, { row: [asinCard(1, 0), asinCard(2, 1), asinCard(3, 2)], total: 3 });
    renderRoutes(ROUTES, '/products/asin_fx/index');
    const running = await screen.findByTestId('report-card-1');
    const done = screen.getByTestId('report-card-2');
    const failed = screen.getByTestId('report-card-3');
    expect(within(running).queryByRole('button')).toBeNull();
    expect(within(running).getByText('生成中…')).toBeTruthy();
    expect(within(done).getByRole('button', { name: '更新' })).toBeTruthy();
    expect(within(done).queryByRole('button', { name: '重新创建' })).toBeNull();
    expect(within(done).getByLabelText('PDF报告完成，可直接下载')).toBeTruthy();
    expect(within(failed).getByRole('button', { name: '重新创建' })).toBeTruthy();
    expect(within(failed).queryByRole('button', { name: '更新' })).toBeNull();
    expect(within(failed).getByLabelText('PDF报告失败，需重新创建')).toBeTruthy();
    expect(within(done).getByRole('link', { name: '查看报告' }).getAttribute('href')).toBe(
      '/product/online/US/B0REPORT02',
    );
  });

  it('refuses a download without a file, updates a done report and recreates a failed one', async () => {
    fakeApi.on(API.asinReportList, { row: [asinCard(2, 1), asinCard(3, 2)], total: 2 });
    fakeApi.on(API.asinReportUpdate, (body: { id: number }) => started(body.id));
    renderRoutes(ROUTES, '/products/asin_fx/index');
    const done = await screen.findByTestId('report-card-2');
    fireEvent.click(within(done).getByRole('button', { name: '下载报告' }));
    expect(await screen.findByText('创建报告失败，请重新创建')).toBeTruthy();
    fireEvent.click(within(done).getByRole('button', { name: '更新' }));
    expect(await screen.findByText('创建更新ASIN报告任务成功')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('report-card-3')).getByRole('button', { name: '重新创建' }));
    await waitFor(() => expect(fakeApi.bodies(API.asinReportUpdate)).toHaveLength(2));
    expect(fakeApi.bodies(API.asinReportUpdate)).toEqual([
      { mold_id: 7, path: '/products/asin_fx/index', id: 2, action: 'update' },
      { mold_id: 7, path: '/products/asin_fx/index', id: 3, action: 'recreate' },
    ]);
  });

  it('downloads a done report through a fresh signed link', async () => {
    const link = '/api/report/download?id=4&expires=1&sig=ab';
    fakeApi.on(API.asinReportList, { row: [asinCard(4, 1, { url: '/api/report/download?old' })], total: 1 });
    fakeApi.on(API.reportDownloadLink, { url: link });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    renderRoutes(ROUTES, '/products/asin_fx/index');
    fireEvent.click(
      within(await screen.findByTestId('report-card-4')).getByRole('button', { name: '下载报告' }),
    );
    await waitFor(() => expect(clicked).toEqual([link]));
    expect(fakeApi.calls(API.reportDownloadLink)[0]!.url.search).toBe('?id=4');
    click.mockRestore();
  });

  it('turns a card from in progress to done when its job ends, over the job events, without polling', async () => {
    let isDone = false;
    fakeApi.on(API.asinReportList, () => ({ row: [asinCard(1, isDone ? 1 : 0)], total: 1 }));
    renderRoutes(ROUTES, '/products/asin_fx/index');
    expect((await screen.findByTestId('report-card-1')).dataset.state).toBe('0');
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('/api/jobs/events?token=tok-reports&name=reports.generate');
    act(() => stream.open());
    // The list is read again once the stream is up (a job may have ended before it was).
    await waitFor(() => expect(fakeApi.calls(API.asinReportList)).toHaveLength(2));
    // Progress is no end: nothing is read; neither is it while time passes with the stream up.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() =>
      stream.emit({ id: 'j1', name: 'reports.generate', state: 'running', progress: null, error: null }),
    );
    act(() => void vi.advanceTimersByTime(60_000));
    expect(fakeApi.calls(API.asinReportList)).toHaveLength(2);
    isDone = true;
    act(() =>
      stream.emit({ id: 'j1', name: 'reports.generate', state: 'done', progress: null, error: null }),
    );
    await waitFor(() => expect(screen.getByTestId('report-card-1').dataset.state).toBe('1'));
    expect(within(screen.getByTestId('report-card-1')).getByRole('button', { name: '更新' })).toBeTruthy();
    // Nothing is in progress any more: the stream is closed.
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('reads the list every 15 s, and only then, while the job events stream is down', async () => {
    let isDone = false;
    fakeApi.on(API.asinReportList, () => ({ row: [asinCard(1, isDone ? 2 : 0)], total: 1 }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderRoutes(ROUTES, '/products/asin_fx/index');
    expect((await screen.findByTestId('report-card-1')).dataset.state).toBe('0');
    act(() => FakeEventSource.latest().fail());
    act(() => void vi.advanceTimersByTime(14_000));
    expect(fakeApi.calls(API.asinReportList)).toHaveLength(1);
    isDone = true;
    act(() => void vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(screen.getByTestId('report-card-1').dataset.state).toBe('2'));
    expect(fakeApi.calls(API.asinReportList)).toHaveLength(2);
  });

  it('speaks English on request', async () => {
    await changeLanguage('en-US');
    fakeApi.on(API.asinReportList, { row: [asinCard(2, 1)], total: 1 });
    renderRoutes(ROUTES, '/products/asin_fx/index');
    expect(await screen.findByText('ASIN analysis')).toBeTruthy();
    typeAsin('');
    expect(await screen.findByText('The ASIN cannot be empty')).toBeTruthy();
    const card = await screen.findByTestId('report-card-2');
    expect(within(card).getByRole('button', { name: 'Update' })).toBeTruthy();
  });
});
