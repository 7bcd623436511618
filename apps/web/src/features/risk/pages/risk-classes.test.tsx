import { API, type ProductClasses, type RiskAnalysis } from '@asinasin/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { moduleStore } from '../../../lib/module-store';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { answerRiskModule, doneAnalysis } from '../test/risk-fixtures';
import { RiskPage } from './risk-page';

const ROUTES = [{ path: '/products/ai_pantent/index', element: <RiskPage /> }];

/** The fixture's analysis with the product's classes known: one mark in them, one outside. */
function withClasses(classes: ProductClasses): RiskAnalysis {
  const analysis = doneAnalysis();
  const trademarks = analysis.content!.trademarks;
  const inside = { ...trademarks.hits[0]!, inClasses: classes.classes.length ? true : undefined };
  const outside = {
    ...inside,
    mark: 'ACME SOFT',
    serialNumber: '97000009',
    classes: [9],
    level: 'medium' as const,
    inClasses: classes.classes.length ? false : undefined,
  };
  return {
    ...analysis,
    content: { ...analysis.content!, trademarks: { ...trademarks, hits: [inside, outside], classes } },
  };
}

beforeEach(() => {
  authToken.set('tok-risk');
  answerRiskModule();
  fakeApi.on(API.riskList, { row: [], total: 0 });
});
afterEach(async () => {
  moduleStore.reset();
  await changeLanguage('zh-CN');
});

describe('the product’s Nice classes on the risk analysis', () => {
  it('says which classes ranked the marks and why, and marks each as in class or not', async () => {
    fakeApi.on(
      API.riskView,
      withClasses({
        categoryPath: 'Home & Kitchen > Kitchen & Dining > Kitchen Utensils & Gadgets',
        category: 'Kitchen Utensils & Gadgets',
        classes: [8, 21],
        basis: 'judgement',
        note: 'hand-operated kitchen utensils (21), kitchen knives and cutlery (8)',
      }),
    );
    renderRoutes(ROUTES, '/products/ai_pantent/index?id=4');
    const line = await screen.findByTestId('risk-classes');
    expect(line.textContent).toBe(
      '与商品尼斯分类第 8, 21 类相同的商标排在前面（类目 Kitchen Utensils & Gadgets，按我们的判断（理由见类目映射文件））；其他类别的商标风险降低一级。',
    );
    const table = screen.getByTestId('risk-trademarks');
    expect(within(table).getByText('同类')).toBeTruthy();
    expect(within(table).getByText('其他类')).toBeTruthy();
  });

  it('says in English that the category is not mapped, with no in-class column', async () => {
    await changeLanguage('en-US');
    fakeApi.on(
      API.riskView,
      withClasses({ categoryPath: 'Women', category: null, classes: [], basis: null, note: null }),
    );
    renderRoutes(ROUTES, '/products/ai_pantent/index?id=4');
    const line = await screen.findByTestId('risk-classes');
    expect(line.textContent).toContain('The product’s category “Women” is not mapped to Nice classes yet');
    expect(within(screen.getByTestId('risk-trademarks')).queryByText('In the product’s classes')).toBeNull();
  });
});
