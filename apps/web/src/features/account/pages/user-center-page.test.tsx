import { HttpResponse } from 'msw';
import { API } from '@asinasin/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { abandonPayment } from '../../billing';
import { moduleStore } from '../../../lib/module-store';
import {
  billingApi,
  FakeEventSource,
  fakePopup,
  SANDBOX_METHODS,
  stubWindowOpen,
} from '../../../test/payment-fakes';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { UserCenterPage } from './user-center-page';

const SELLER = {
  id: 5,
  nickname: '老王',
  avatar: '',
  token: 'tok-uc',
  level: 1,
  level_text: '免费试用',
  start_time: '2026-11-22T08:00:00.000Z',
  end_time: '2026-11-29T08:00:00.000Z',
  type: 0,
  birthday: '1990-05-04',
  sex: 1,
  language: 'zh-CN' as const,
  mold: [],
  money: 0,
  power: 3.1,
  phone: '138****8000',
  email: null,
};
const routes = [{ path: '/user-center', element: <UserCenterPage /> }];

/** The seller's own calls: the session, a new nickname, a new avatar, each answering the seller. */
function answerSeller() {
  for (const path of [API.info, API.updateProfile, API.uploadAvatar]) fakeApi.on(path, { user: SELLER });
}

beforeEach(() => {
  // the membership plans card's calls, answered apart from the profile calls each test sets
  billingApi({
    [API.planIndex]: { plan: [] },
    [API.payMethods]: SANDBOX_METHODS,
    [API.moduleIndex]: { mold: [] },
  });
  authToken.set('tok-uc');
});
afterEach(async () => {
  cleanup(); // unmounted first: the language reset below must not refetch
  vi.unstubAllGlobals();
  moduleStore.reset();
  await changeLanguage('zh-CN');
});

describe('UserCenterPage', () => {
  it('shows profile, membership dates and the power balance with two decimals', async () => {
    answerSeller();
    renderRoutes(routes, '/user-center');
    expect(await screen.findByDisplayValue('老王')).toBeTruthy();
    expect(screen.getByText('3.10')).toBeTruthy();
    expect(screen.getByText('免费试用')).toBeTruthy();
    expect(screen.getByText('2026-11-29')).toBeTruthy();
    expect(screen.getByText('138****8000')).toBeTruthy();
    expect((screen.getByRole('radio', { name: '男' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('原密码')).toBeTruthy();
  });

  it('shows the error with a retry when the profile cannot be loaded', async () => {
    fakeApi.on(API.info, HttpResponse.error()); // offline
    renderRoutes(routes, '/user-center');
    expect(await screen.findByText('个人信息加载失败')).toBeTruthy();
    expect(screen.getByText('请求超时，请稍后再试')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  describe('nickname', () => {
    const profileCalls = () => fakeApi.calls(API.updateProfile);

    beforeEach(() => {
      answerSeller();
    });

    it('refuses a blank nickname with a message instead of saving nothing', async () => {
      renderRoutes(routes, '/user-center');
      const input = await screen.findByDisplayValue('老王');
      fireEvent.change(input, { target: { value: '   ' } });
      fireEvent.click(screen.getByRole('button', { name: '保存资料' }));
      expect(await screen.findByText('请输入昵称')).toBeTruthy();
      expect(screen.queryByText('操作成功')).toBeNull();
      expect(profileCalls()).toHaveLength(0);
    });

    it('keeps a long paste whole, counts it against the limit and says it is too long', async () => {
      await changeLanguage('en-US');
      renderRoutes(routes, '/user-center');
      const input = (await screen.findByDisplayValue('老王')) as HTMLInputElement;
      fireEvent.change(input, { target: { value: 'x'.repeat(5000) } });
      expect(input.value).toHaveLength(5000);
      expect(screen.getByText('5000 / 32')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
      expect(await screen.findByText('The nickname cannot be longer than 32 characters')).toBeTruthy();
      expect(profileCalls()).toHaveLength(0);
    });

    it('shows the count while typing and saves a nickname within the limit', async () => {
      renderRoutes(routes, '/user-center');
      const input = await screen.findByDisplayValue('老王');
      expect(screen.getByText('2 / 32')).toBeTruthy();
      fireEvent.change(input, { target: { value: ' 跨境小李 ' } });
      fireEvent.click(screen.getByRole('button', { name: '保存资料' }));
      await waitFor(() => expect(profileCalls()).toHaveLength(1));
      expect(profileCalls()[0]!.body).toMatchObject({ nickname: '跨境小李' });
    });
  });

  describe('avatar', () => {
    const uploads = () => fakeApi.calls(API.uploadAvatar);
    const choose = (file: File) =>
      fireEvent.change(screen.getByLabelText(/上传头像|Upload avatar/, { selector: 'input' }), {
        target: { files: [file] },
      });

    beforeEach(() => {
      answerSeller();
    });

    it('refuses an image over 5 MB before uploading anything', async () => {
      renderRoutes(routes, '/user-center');
      await screen.findByDisplayValue('老王');
      expect(screen.getByText('支持 JPG、PNG、WebP 格式，不超过 5 MB')).toBeTruthy();
      choose(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
      expect(await screen.findByText('头像图片不能超过 5 MB')).toBeTruthy();
      expect(uploads()).toHaveLength(0);
    });

    it('refuses a file that is not JPG, PNG or WebP before uploading anything', async () => {
      await changeLanguage('en-US');
      renderRoutes(routes, '/user-center');
      await screen.findByDisplayValue('老王');
      for (const [name, type] of [
        ['anim.gif', 'image/gif'],
        ['photo.heic', ''],
        ['page.html', 'text/html'],
      ]) {
        choose(new File(['x'], name!, { type }));
      }
      expect(await screen.findAllByText('Only JPG, PNG and WebP images are supported')).not.toHaveLength(0);
      expect(uploads()).toHaveLength(0);
    });

    it('uploads an image of exactly 5 MB', async () => {
      renderRoutes(routes, '/user-center');
      await screen.findByDisplayValue('老王');
      choose(new File([new Uint8Array(5 * 1024 * 1024)], 'max.webp', { type: 'image/webp' }));
      await waitFor(() => expect(uploads()).toHaveLength(1));
      expect(await screen.findByText('头像已更新')).toBeTruthy();
    });
  });

  describe('membership plans', () => {
    const membership = (id: number, tag: string, discount: number, price: number, level_text: string) => ({
      id,
      kind: 'membership',
      tag,
      discount,
      price,
      currency: 'cny',
      num: 1,
      type: { unit: 'month', unit_text: '月' },
      data: '<ul><li>有效期 1 个月</li></ul>',
      level: 2,
      level_text,
      modules: [1, 3],
      power: 100,
    });

    it('lists the memberships cheapest first with their level, and buys one with a coupon', async () => {
      billingApi({
        [API.info]: { user: SELLER },
        [API.planIndex]: {
          plan: [
            membership(3, '年度会员', 899, 1668, '企业版会员'),
            membership(1, '月度会员', 99, 139, '专业版会员'),
          ],
        },
        [API.payMethods]: SANDBOX_METHODS,
        [API.couponCheck]: { price: 89.1, original: 99, discount: 9.9, currency: 'cny' },
        [API.createOrder]: {
          pay_status: false,
          info: '<form action="/pay/sandbox/M1"></form>',
          url: '/pay/sandbox/M1?sig=s',
          order_no: 'M1',
          amount: 89.1,
          gateway: 'sandbox',
        },
      });
      vi.stubGlobal('EventSource', FakeEventSource);
      stubWindowOpen(fakePopup());
      renderRoutes(routes, '/user-center');

      const plans = (await screen.findByText('会员套餐')).closest<HTMLElement>('.ant-card')!;
      await within(plans).findByText('月度会员');
      const titles = [...plans.querySelectorAll('.plan-option-title')].map((node) => node.textContent);
      expect(titles).toEqual(['月度会员', '年度会员']);
      expect(within(plans).getByText('专业版会员')).toBeTruthy();
      expect(fakeApi.bodies(API.planIndex)[0]).toEqual({ lang: 0 });

      fireEvent.change(within(plans).getByLabelText('优惠券'), { target: { value: 'SPRING' } });
      fireEvent.click(within(plans).getByRole('button', { name: '使用' }));
      expect(await within(plans).findByText('已使用优惠券 SPRING，立减 ¥9.90')).toBeTruthy();
      fireEvent.click(within(plans).getByRole('button', { name: '立即购买' }));
      await waitFor(() => expect(fakeApi.calls(API.createOrder)).not.toHaveLength(0));
      expect(fakeApi.bodies(API.createOrder)[0]).toEqual({
        form_type: true,
        type: 0,
        number: 1,
        id: 1,
        coupon: 'SPRING',
      });
      await abandonPayment();
    });

    it('links to the orders and to the plans', async () => {
      billingApi({
        [API.info]: { user: SELLER },
        [API.planIndex]: { plan: [] },
        [API.payMethods]: SANDBOX_METHODS,
      });
      renderRoutes(routes, '/user-center');
      expect((await screen.findByRole('link', { name: '我的订单' })).getAttribute('href')).toBe('/order');
      expect(screen.getByRole('link', { name: '购买或续费会员' }).getAttribute('href')).toBe(
        '#membership-plans',
      );
      expect(await screen.findByText('暂无可购买的会员套餐')).toBeTruthy();
    });
  });
});
