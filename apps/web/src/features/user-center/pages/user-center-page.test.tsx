import { API } from '@asinasin/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { UserCenterPage } from './user-center-page';

const fetchMock = vi.fn<typeof fetch>();
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
  language: 'zh-CN',
  mold: [],
  money: 0,
  power: 3.1,
  phone: '138****8000',
  email: null,
};
const routes = [{ path: '/user-center', element: <UserCenterPage /> }];

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  authToken.set('tok-uc');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('zh-CN');
});

describe('UserCenterPage', () => {
  it('shows profile, membership dates and the power balance with two decimals', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        code: 1,
        msg: '',
        data: {
          user: SELLER,
        },
      }),
    );
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
    fetchMock.mockRejectedValue(new TypeError('offline'));
    renderRoutes(routes, '/user-center');
    expect(await screen.findByText('个人信息加载失败')).toBeTruthy();
    expect(screen.getByText('请求超时，请稍后再试')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  describe('nickname', () => {
    const profileCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === API.updateProfile);

    beforeEach(() => {
      fetchMock.mockImplementation(() =>
        Promise.resolve(jsonResponse({ code: 1, msg: '', data: { user: SELLER } })),
      );
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
      expect(JSON.parse(String(profileCalls()[0]![1]!.body))).toMatchObject({ nickname: '跨境小李' });
    });
  });

  describe('avatar', () => {
    const uploads = () => fetchMock.mock.calls.filter(([url]) => String(url) === API.uploadAvatar);
    const choose = (file: File) =>
      fireEvent.change(screen.getByLabelText(/上传头像|Upload avatar/, { selector: 'input' }), {
        target: { files: [file] },
      });

    beforeEach(() => {
      fetchMock.mockImplementation(() =>
        Promise.resolve(jsonResponse({ code: 1, msg: '', data: { user: SELLER } })),
      );
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
});
