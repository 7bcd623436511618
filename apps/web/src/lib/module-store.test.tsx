import { HttpResponse } from 'msw';
import { API, DEFAULT_MODULE_KEY } from '@asinasin/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { renderWithApp } from '../test/render';
import { INITIAL_MODULE_STATE, moduleStore, useModuleIdLookup } from './module-store';

const MOLD = [
  {
    key: 'asin_fx_update',
    id: 1,
    path: '/products/asin_fx/index',
    value: 'ASIN 分析报告',
    name_zh: 'ASIN 分析报告',
    name_en: 'ASIN analysis report',
    cost: 10,
  },
  {
    key: 'ai_pantent',
    id: 3,
    path: '/products/ai_pantent/index',
    value: '侵权风险分析',
    name_zh: '侵权风险分析',
    name_en: 'Infringement risk analysis',
    cost: 5,
  },
];

beforeEach(() => {
  // The lookup loads the modules; these tests answer with none unless they say otherwise.
  fakeApi.on(API.moduleIndex, { mold: [] });
});
afterEach(() => {
  moduleStore.reset();
});

describe('module store', () => {
  it('starts with the defaults of SPEC §3', () => {
    expect(INITIAL_MODULE_STATE.activeName).toBe(DEFAULT_MODULE_KEY);
    expect(DEFAULT_MODULE_KEY).toBe('ai_pantent');
    expect(INITIAL_MODULE_STATE.asinReport).toBe(1);
    expect(INITIAL_MODULE_STATE.marketReport).toBe(1);
    expect(INITIAL_MODULE_STATE.menu).toHaveLength(8);
  });

  it('takes the active module from the enName query parameter', () => {
    expect(moduleStore.applyEnNameQuery(new URLSearchParams('enName=asin_fx'))).toBe(true);
    expect(moduleStore.getState().activeName).toBe('asin_fx');
  });

  it('ignores a missing or unknown enName', () => {
    moduleStore.applyEnNameQuery(new URLSearchParams('enName=sc_fx'));
    expect(moduleStore.applyEnNameQuery(new URLSearchParams(''))).toBe(false);
    expect(moduleStore.applyEnNameQuery(new URLSearchParams('enName=<script>'))).toBe(false);
    expect(moduleStore.getState().activeName).toBe('sc_fx');
  });

  it('finds a module id, and says "module ID does not exist" when there is none', async () => {
    moduleStore.setEnNameObj({ asin_fx: { id: 7, path: '/products/asin_fx/index', value: 'asin_fx' } });
    const found: (number | undefined)[] = [];
    function Probe() {
      const lookup = useModuleIdLookup();
      return (
        <>
          <button onClick={() => found.push(lookup('asin_fx'))}>known</button>
          <button onClick={() => found.push(lookup('sc_fx'))}>unknown</button>
        </>
      );
    }
    renderWithApp(<Probe />);
    fireEvent.click(await screen.findByRole('button', { name: 'known' }));
    expect(found).toEqual([7]);
    expect(screen.queryByText('模块ID不存在')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'unknown' }));
    expect(found).toEqual([7, undefined]);
    expect(await screen.findByText('模块ID不存在')).toBeTruthy();
  });

  it('fills enNameObj from GET /api/mold/index, once', async () => {
    fakeApi.on(API.moduleIndex, { mold: MOLD });
    await Promise.all([moduleStore.load(), moduleStore.load()]);
    expect(fakeApi.calls().map((call) => call.path)).toEqual([API.moduleIndex]);
    expect(moduleStore.findModuleId('asin_fx_update')).toBe(1);
    expect(moduleStore.findModuleId('sc_fx_update')).toBeUndefined();
    expect(moduleStore.getState().enNameObj.ai_pantent).toEqual({
      id: 3,
      path: '/products/ai_pantent/index',
      value: '侵权风险分析',
      name_zh: '侵权风险分析',
      name_en: 'Infringement risk analysis',
      cost: 5,
    });
  });

  it('lets the next caller try again after a failed load', async () => {
    fakeApi.on(API.moduleIndex, HttpResponse.error()); // the network is down
    await expect(moduleStore.load()).rejects.toMatchObject({ code: -1 });
    expect(moduleStore.getState().enNameObj).toEqual({});
    fakeApi.on(API.moduleIndex, { mold: MOLD });
    await moduleStore.load();
    expect(moduleStore.findModuleId('asin_fx_update')).toBe(1);
  });
});
