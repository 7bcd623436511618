import { API, type RiskAnalysis } from '@asinasin/contract';
import { fakeApi } from '../../../test/fake-api';

/** The module list with the risk analysis' mold (data/plans/modules.json: id 3, cost 5.00). */
export function answerRiskModule() {
  fakeApi.on(API.moduleIndex, {
    mold: [
      {
        key: 'ai_pantent',
        id: 3,
        path: '/products/ai_pantent/index',
        value: 'ai_pantent',
        name_zh: '侵权风险分析',
        name_en: 'Infringement risk analysis',
        cost: 5,
      },
    ],
  });
}

const base: Omit<RiskAnalysis, 'state' | 'progress' | 'content' | 'level'> = {
  id: 4,
  marketplace: 'US',
  asin: 'B0REPORT01',
  title: 'Garlic Press Stainless Steel',
  brand: 'Acme',
  hasImage: false,
  failure: null,
  createdAt: '2026-11-27T00:00:00.000Z',
};

export const runningAnalysis = (progress: number): RiskAnalysis => ({
  ...base,
  state: 0,
  progress,
  level: null,
  content: null,
});

export const doneAnalysis = (imported = 3, indexed = 12): RiskAnalysis => ({
  ...base,
  state: 1,
  progress: 100,
  level: 'high',
  content: {
    level: 'high',
    generatedAt: '2026-11-27T00:00:05.000Z',
    trademarks: {
      imported,
      words: ['acme', 'garlic', 'press'],
      hits: imported
        ? [
            {
              word: 'acme',
              mark: 'ACME',
              office: 'USPTO',
              serialNumber: '97000001',
              registrationNumber: null,
              status: 'live',
              classes: [8, 21],
              owner: 'Acme Holdings LLC',
              why: ['exact'],
              level: 'high',
            },
          ]
        : [],
    },
    patents: {
      indexed,
      by: 'image',
      hits: indexed
        ? [
            {
              patentNumber: 'USD0534342',
              title: 'Lamp',
              locarnoClass: '26',
              publicationDate: null,
              score: 0.97,
              imageScore: 0.97,
              why: ['image'],
              hasDrawing: false,
              level: 'high',
            },
          ]
        : [],
    },
    writing: {
      text: '综合侵权风险：高。\n- 商标「ACME」（USPTO 97000001）风险高。',
      ruleBased: true,
      model: 'offline-rules',
    },
  },
});
