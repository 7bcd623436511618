import { API } from '@asinasin/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { PROFIT } from '../test/fixtures';
import { AmazonFeesCompare } from './amazon-fees-compare';

afterEach(async () => {
  authToken.set('');
  await changeLanguage('zh-CN');
});

const compare = (asin: string | undefined) =>
  renderWithApp(<AmazonFeesCompare marketplace="US" asin={asin} result={PROFIT} price={25} />);
const oursOf = () => {
  const f = PROFIT.fees;
  return [f.referral, f.closing, f.fulfilment, f.surcharge].reduce((s, l) => s + (l.amount ?? 0), 0);
};

describe("Amazon's own fee estimate beside ours", () => {
  it('shows Amazon’s total, its lines, ours and the difference', async () => {
    authToken.set('tok-fees');
    fakeApi.on(API.amazonFeesEstimate, {
      connection: { name: 'My US store', own: true },
      estimate: {
        currency: 'USD',
        total: 9.9,
        lines: [
          { type: 'ReferralFee', amount: 3.75 },
          { type: 'FBAFees', amount: 6.15 },
        ],
      },
      unavailable: null,
    });
    compare('B0CALCPRE1');
    const box = await screen.findByTestId('amazon-fees');
    expect(within(box).getByText('9.90 USD')).toBeTruthy();
    expect(within(box).getByText('FBA 配送费')).toBeTruthy();
    const difference = 9.9 - oursOf();
    const sign = difference >= 0 ? '+' : '−';
    expect(within(box).getByText(`${sign}${Math.abs(difference).toFixed(2)} USD`)).toBeTruthy();
    expect(within(box).getByText('通过您的连接“My US store”查询。')).toBeTruthy();
    expect(fakeApi.bodies(API.amazonFeesEstimate)[0]).toEqual({
      marketplace: 'US',
      asin: 'B0CALCPRE1',
      price: 25,
      fulfilment: 'FBA',
    });
  });

  it('says why there is no estimate: not signed in, no ASIN, no connection', async () => {
    await changeLanguage('en-US');
    const first = compare('B0CALCPRE1');
    expect(await screen.findByText(/Sign in and connect your Amazon account/)).toBeTruthy();
    first.unmount();
    authToken.set('tok-fees');
    const second = compare(undefined);
    expect(await screen.findByText(/Load a product by ASIN above/)).toBeTruthy();
    second.unmount();
    fakeApi.on(API.amazonFeesEstimate, {
      connection: null,
      estimate: null,
      unavailable: 'No Amazon account connected for US: connect yours under About the data',
    });
    compare('B0CALCPRE1');
    expect(await screen.findByText(/No Amazon account connected for US/)).toBeTruthy();
  });
});
