import { API } from '@asinasin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { moduleStore } from '../../../lib/module-store';
import { topUpDialog } from '../../../lib/top-up-store';
import { failure, fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { answerRiskModule, doneAnalysis, runningAnalysis } from '../test/risk-fixtures';
import { RiskPage } from './risk-page';

beforeEach(() => {
  authToken.set('tok-risk');
  answerRiskModule();
  fakeApi.on(API.riskList, { row: [], total: 0 });
});
afterEach(async () => {
  moduleStore.reset();
  topUpDialog.close();
  await changeLanguage('zh-CN');
});

const ROUTES = [
  { path: '/products/ai_pantent/index', element: <RiskPage /> },
  { path: '/ai/tort/query', element: <RiskPage /> },
];
const analyze = () => fireEvent.click(screen.getByTestId('risk-analyze'));

describe('the risk analysis page (/products/ai_pantent/index)', () => {
  it('asks for something to analyse, and refuses a link of another site, before any call', async () => {
    renderRoutes(ROUTES, '/products/ai_pantent/index');
    analyze();
    expect(await screen.findByText('请输入 ASIN、标题或上传图片')).toBeTruthy();
    fireEvent.change(screen.getByTestId('risk-asin'), {
      target: { value: 'https://shop.example.com/dp/B0REPORT01' },
    });
    analyze();
    expect(await screen.findByText('只支持九个亚马逊站点的商品链接（含 /dp/ASIN）')).toBeTruthy();
    fireEvent.change(screen.getByTestId('risk-asin'), { target: { value: 'B012' } });
    analyze();
    expect(await screen.findByText('错误的ASIN')).toBeTruthy();
    expect(fakeApi.calls(API.riskCreate)).toHaveLength(0);
  });

  it('shows the power cost first, starts once with the link’s marketplace, then follows the analysis to its verdict', async () => {
    fakeApi.on(API.riskCreate, { id: 4, state: 0, jobId: 'job-4', cost: 5 });
    fakeApi.on(API.riskView, runningAnalysis(40));
    const { router } = renderRoutes(ROUTES, '/products/ai_pantent/index');
    fireEvent.change(screen.getByTestId('risk-asin'), {
      target: { value: 'https://www.amazon.de/Garlic-Press/dp/B0REPORT01?th=1' },
    });
    analyze();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/消耗 5\.00 算力/)).toBeTruthy();
    expect(fakeApi.calls(API.riskCreate)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=4'));
    expect(fakeApi.bodies(API.riskCreate)).toEqual([
      { mold_id: 3, path: '/products/ai_pantent/index', marketplace: 'DE', asin: 'B0REPORT01' },
    ]);
    const bar = await screen.findByRole('progressbar', { name: '分析进度' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');

    fakeApi.on(API.riskView, doneAnalysis());
    const verdict = await screen.findByTestId('risk-verdict', {}, { timeout: 5000 });
    expect(within(verdict).getByText(/综合侵权风险：高/)).toBeTruthy();
    expect(within(verdict).getByText(/本结论由内置规则生成/)).toBeTruthy();
    expect(within(verdict).getByText(/不构成法律意见/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ACME' }).getAttribute('href')).toBe('/trademark?trademark=ACME');
    expect(screen.getByRole('link', { name: 'USD0534342' }).getAttribute('href')).toBe(
      '/patent?patentNumber=USD0534342',
    );
    expect(screen.getByText('97000001')).toBeTruthy();
    expect(screen.getByText('97%')).toBeTruthy();
  });

  it('says which import fills an empty catalog, in English too', async () => {
    await changeLanguage('en-US');
    fakeApi.on(API.riskView, doneAnalysis(0, 0));
    renderRoutes(ROUTES, '/ai/tort/query?id=4');
    expect(await screen.findByText(/The catalog has no trademarks yet.*kind trademarks/)).toBeTruthy();
    expect(screen.getByText(/no design-patent drawings yet.*kind design-patents/)).toBeTruthy();
  });

  it('opens the top-up dialog when the power is short (996)', async () => {
    fakeApi.on(API.riskCreate, failure(996, '算力不足，请充值'));
    renderRoutes(ROUTES, '/products/ai_pantent/index');
    fireEvent.change(screen.getByTestId('risk-title'), { target: { value: 'Acme garlic press' } });
    analyze();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('算力不足，请充值')).toBeTruthy();
    expect(topUpDialog.isOpen()).toBe(true);
  });

  it('pasting an ASIN into the image box looks the product up and fills its title', async () => {
    fakeApi.on(API.riskAsinImage, {
      asin: 'B0REPORT01',
      marketplace: 'US',
      img: null,
      title: 'Garlic Press Stainless Steel',
      brand: 'Acme',
    });
    renderRoutes(ROUTES, '/products/ai_pantent/index');
    fireEvent.paste(screen.getByTestId('risk-image-input'), {
      clipboardData: { files: [], getData: () => 'see B0REPORT01 please' },
    });
    await waitFor(() =>
      expect((screen.getByTestId('risk-title') as HTMLInputElement).value).toBe(
        'Garlic Press Stainless Steel',
      ),
    );
    expect((screen.getByTestId('risk-asin') as HTMLInputElement).value).toBe('B0REPORT01');
    expect(fakeApi.bodies(API.riskAsinImage)).toEqual([{ asin: 'B0REPORT01', marketplace: 'US' }]);
  });
});
