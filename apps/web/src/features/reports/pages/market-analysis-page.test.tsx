import { API } from '@asinasin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authToken } from '../../../lib/auth-token';
import { moduleStore } from '../../../lib/module-store';
import { failure, fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { answerModules, marketCard, started } from '../test/report-fixtures';
import { MarketAnalysisPage } from './market-analysis-page';

beforeEach(() => {
  authToken.set('tok-reports');
  answerModules();
});
afterEach(() => moduleStore.reset());

const ROUTES = [
  { path: '/products/sc_fx/index', element: <MarketAnalysisPage /> },
  { path: '/market', element: <MarketAnalysisPage /> },
];

describe('market analysis (/products/sc_fx/index, /market)', () => {
  it('requires a category keyword', async () => {
    fakeApi.on(API.marketReportList, { row: [], total: 0 });
    renderRoutes(ROUTES, '/products/sc_fx/index');
    fireEvent.click(screen.getByRole('button', { name: 'AI 分析' }));
    expect(await screen.findByText('类目词不能为空')).toBeTruthy();
    expect(fakeApi.calls(API.marketReportCreate)).toHaveLength(0);
  });

  it('fills the box from an example, lands on /market and creates the report after the cost', async () => {
    fakeApi.on(API.marketReportList, { row: [], total: 0 });
    fakeApi.on(API.marketReportCreate, started(4));
    const { router } = renderRoutes(ROUTES, '/products/sc_fx/index');
    fireEvent.click(screen.getByRole('button', { name: 'watch' }));
    expect((screen.getByLabelText('请输入类目词') as HTMLInputElement).value).toBe('watch');
    fireEvent.click(screen.getByRole('button', { name: 'AI 分析' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/market'));
    expect(router.state.location.search).toBe('?market=watch&marketplace=US');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/消耗 20\.00 算力/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '生成' }));
    expect(await screen.findByText('创建市场报告任务成功')).toBeTruthy();
    expect(fakeApi.bodies(API.marketReportCreate)).toEqual([
      { mold_id: 8, path: '/products/sc_fx/index', marketplace: 'US', keyword: 'watch' },
    ]);
  });

  it('says a refused create in the server words and creates nothing on cancel', async () => {
    fakeApi.on(API.marketReportList, { row: [marketCard(5, 1)], total: 1 });
    fakeApi.on(API.marketReportCreate, failure(400, '目录中没有标题含这个类目词的商品，未扣算力'));
    renderRoutes(ROUTES, '/market?market=nothing');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '生成' }));
    expect(await screen.findByText('目录中没有标题含这个类目词的商品，未扣算力')).toBeTruthy();
    const card = await screen.findByTestId('report-card-5');
    expect(within(card).getByRole('link', { name: '查看报告' }).getAttribute('href')).toBe(
      '/market/online/us-5',
    );
    expect(within(card).getByText('Niche 5')).toBeTruthy();
  });

  it('skips an update when the module has no id, saying so', async () => {
    fakeApi.on(API.moduleIndex, { mold: [] });
    fakeApi.on(API.marketReportList, { row: [marketCard(5, 1)], total: 1 });
    renderRoutes(ROUTES, '/products/sc_fx/index');
    const card = await screen.findByTestId('report-card-5');
    fireEvent.click(within(card).getByRole('button', { name: '更新' }));
    expect(await screen.findByText(/模块/)).toBeTruthy();
    expect(fakeApi.calls(API.marketReportUpdate)).toHaveLength(0);
  });
});
