import { API, type RiskAnalysis } from '@asinasin/contract';
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

/** The fixture's analysis of an image, with figurative marks compared (or none imported). */
function withFigurative(indexed: number): RiskAnalysis {
  const analysis = doneAnalysis();
  const hit = {
    id: 'USPTO:76044902',
    mark: 'PYTHON',
    office: 'USPTO' as const,
    serialNumber: '76044902',
    registrationNumber: '2824281',
    status: 'live' as const,
    classes: [9, 42],
    owner: 'PYTHON SOFTWARE FOUNDATION',
    score: 0.992,
    why: ['image' as const],
    imageUrl: '/api/trademark/image/USPTO%3A76044902',
    level: 'high' as const,
  };
  const trademarks = { ...analysis.content!.trademarks, figurative: { indexed, hits: indexed ? [hit] : [] } };
  return { ...analysis, hasImage: true, content: { ...analysis.content!, trademarks } };
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

describe('figurative marks like the analysed image', () => {
  it('lists the mark with its similarity and why, beside the word marks', async () => {
    fakeApi.on(API.riskView, withFigurative(1));
    renderRoutes(ROUTES, '/products/ai_pantent/index?id=4');
    const table = await screen.findByTestId('risk-figurative');
    expect(screen.getByText('与图片相似的图形商标')).toBeTruthy();
    expect(within(table).getByText('PYTHON')).toBeTruthy();
    expect(within(table).getByText('99%')).toBeTruthy();
    expect(within(table).getByText('图样相似')).toBeTruthy();
    expect(screen.getByTestId('risk-trademarks')).toBeTruthy();
  });

  it('says in English which import adds mark images when none is imported', async () => {
    await changeLanguage('en-US');
    fakeApi.on(API.riskView, withFigurative(0));
    renderRoutes(ROUTES, '/products/ai_pantent/index?id=4');
    const empty = await screen.findByTestId('risk-figurative-empty');
    expect(empty.textContent).toContain('import TSDR records with their mark images');
  });
});
