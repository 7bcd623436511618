import { API } from '@asinasin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { ApiFailure, fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { OPTIONS, PROFIT } from '../test/fixtures';
import { ProfitPage } from './profit-page';

afterEach(async () => {
  await changeLanguage('zh-CN');
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

function setup() {
  fakeApi.on(API.calcOptions, OPTIONS);
  fakeApi.on(API.calcPrefill, {
    asin: 'B0CALCPRE1',
    marketplace: 'US',
    title: 'Press',
    price: 25,
    currency: 'USD',
    lengthCm: 25.4,
    widthCm: 20.32,
    heightCm: 1.27,
    weightKg: null,
    categoryPath: 'Home & Kitchen > Presses',
    category: 'home-kitchen',
    missing: ['weight'],
  });
  fakeApi.on(API.calcProfit, PROFIT);
  renderRoutes([{ path: '/ai/profit/analysis', element: <ProfitPage /> }], '/ai/profit/analysis');
}

describe('profit analysis (/ai/profit/analysis)', () => {
  it('prefills from an ASIN, says what the catalog lacks, and shows each line with its source', async () => {
    setup();
    type('按 ASIN 从数据库载入', 'b0calcpre1');
    fireEvent.click(screen.getByText('载入').closest('button')!);
    expect(await screen.findByText('数据库中没有该产品的重量：请手动填写')).toBeTruthy();
    expect((screen.getByLabelText('长 (cm)', { exact: true }) as HTMLInputElement).value).toBe('25.4');
    type('重量 (kg)', '0.1417');
    type('采购成本 (CNY)', '35.5');
    fireEvent.click(screen.getByRole('button', { name: '计算' }));
    const result = await screen.findByTestId('profit-result');
    const body = fakeApi.bodies(API.calcProfit)[0]!;
    expect(body).toMatchObject({
      marketplace: 'US',
      category: 'home-kitchen',
      price: 25,
      costCurrency: 'CNY',
      costOfGoods: 35.5,
      lengthCm: 25.4,
      weightKg: 0.1417,
    });
    expect(body).not.toHaveProperty('lengthIn');
    expect(within(result).getByTestId('size-tier').textContent).toBe('small-standard');
    // the row by its label: a role query over the whole result table is slow in jsdom
    const fulfilment = within(result).getByText('FBA 配送费').closest('tr')!;
    expect(within(fulfilment).getByText('3.45 USD')).toBeTruthy();
    expect(within(fulfilment).getByText('单一来源')).toBeTruthy();
    expect(within(result).getByText('No US storage card yet (not yet verified)')).toBeTruthy();
    expect(within(result).getByText('填写月销量后显示每月数据')).toBeTruthy();
  });

  it('converts what was typed when the seller switches to inches and pounds', async () => {
    setup();
    type('长 (cm)', '25.4');
    fireEvent.click(screen.getByText('英寸 / 磅'));
    await waitFor(() =>
      expect(Number((screen.getByLabelText('长 (in)', { exact: true }) as HTMLInputElement).value)).toBe(10),
    );
  });

  it('marks the field a refusal names', async () => {
    setup();
    fakeApi.on(
      API.calcProfit,
      new ApiFailure(2, '类目 x 不在 US 佣金表中：请从列表中选择', 400, { field: 'category' }),
    );
    type('按 ASIN 从数据库载入', 'B0CALCPRE1');
    fireEvent.click(screen.getByText('载入').closest('button')!);
    await screen.findByText('数据库中没有该产品的重量：请手动填写');
    type('重量 (kg)', '0.2');
    type('采购成本 (CNY)', '10');
    fireEvent.click(screen.getByRole('button', { name: '计算' }));
    expect(await screen.findByText('类目 x 不在 US 佣金表中：请从列表中选择')).toBeTruthy();
  });

  it('asks for the referral rate where the marketplace has no referral card, and sends it', async () => {
    setup();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '站点' }));
    const ca = await screen.findByTitle('CA（尚未核实）');
    expect(ca.getAttribute('aria-disabled') ?? ca.className).toMatch(/true|disabled/);
    fireEvent.click(await screen.findByTitle('DE（尚未核实）'));
    expect(
      await screen.findByText('该站点的佣金表尚未核实：请填写卖家中心显示的您所在类目的佣金比例'),
    ).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: '类目' })).toBeNull();
    type('佣金比例（%）', '15');
    type('售价（EUR）', '30');
    type('长 (cm)', '20');
    type('宽 (cm)', '15');
    type('高 (cm)', '8');
    type('重量 (kg)', '0.3');
    type('采购成本 (CNY)', '20');
    fireEvent.click(screen.getByRole('button', { name: '计算' }));
    await waitFor(() => expect(fakeApi.bodies(API.calcProfit)).toHaveLength(1));
    expect(fakeApi.bodies(API.calcProfit)[0]).toMatchObject({
      marketplace: 'DE',
      referralPercent: 15,
      category: 'seller-rate',
      price: 30,
    });
  });
});
