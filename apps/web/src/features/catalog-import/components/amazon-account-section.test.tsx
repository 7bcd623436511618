import { API, type AmazonConnection } from '@asinasin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authToken } from '../../../lib/auth-token';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { sessionUser } from '../test/fake-import-server';
import { AmazonAccountSection } from './amazon-account-section';

const connection = (overrides: Partial<AmazonConnection> = {}): AmazonConnection => ({
  id: 7,
  name: 'My US store',
  region: 'na',
  marketplaces: ['US'],
  clientId: 'amzn••••cdef',
  clientSecret: '••••••••',
  refreshToken: '••••••••',
  feedsSharedCatalog: false,
  testedAt: Date.UTC(2026, 10, 20),
  testProblem: null,
  syncJobId: null,
  syncing: false,
  syncProgress: null,
  lastSuccessAt: null,
  lastError: null,
  lastErrorAt: null,
  syncNotice: null,
  ...overrides,
});

beforeEach(() => {
  authToken.set('tok-import');
  fakeApi.on(API.info, { user: sessionUser(false) });
});

const render = () => renderWithApp(<AmazonAccountSection />, '/data');

describe('Amazon account section', () => {
  it('shows a connection masked, with its test problem and last error, and says why a sync was refused', async () => {
    fakeApi.on(API.amazonConnections, {
      rows: [
        connection({
          testProblem: '该账户未在这些站点销售：CA。请只选择账户实际销售的站点',
          lastError: '从亚马逊下载的报告文件不完整（unexpected end of file），未导入任何内容，请重新同步',
          lastErrorAt: Date.UTC(2026, 10, 21),
        }),
      ],
    });
    fakeApi.fail(API.amazonConnectionSync, 400, '你自己的账户数据只对你可见');
    render();
    const card = await screen.findByTestId('amazon-connection');
    expect(within(card).getByText('amzn••••cdef')).toBeTruthy();
    expect(within(card).getAllByText('••••••••')).toHaveLength(2);
    expect(within(card).getByText(/未在这些站点销售：CA/)).toBeTruthy();
    expect(within(card).getByTestId('amazon-last-error').textContent).toContain('报告文件不完整');
    expect(within(card).getByText('尚未成功同步')).toBeTruthy();
    expect(within(card).getByText('仅自己可见（关键词与 ABA 页“我的账户”）')).toBeTruthy();
    fireEvent.click(within(card).getByTestId('amazon-sync'));
    expect(await within(card).findByText('你自己的账户数据只对你可见')).toBeTruthy();
    expect(fakeApi.bodies(API.amazonConnectionSync)).toEqual([{ id: 7 }]);
  });

  it('says which report Amazon refused and what still syncs', async () => {
    const notice =
      '亚马逊拒绝了“销售和流量”报告（应用缺少读取该报告的角色）：品牌分析搜索词和搜索查询绩效照常同步';
    fakeApi.on(API.amazonConnections, {
      rows: [connection({ lastSuccessAt: Date.UTC(2026, 10, 22), syncNotice: notice })],
    });
    render();
    const alert = await screen.findByTestId('amazon-sync-notice');
    expect(alert.textContent).toContain('上次同步有报告未能读取');
    expect(alert.textContent).toContain(notice);
    expect(screen.queryByTestId('amazon-last-error')).toBeNull();
  });

  it("says how far a connection's daily Sales and Traffic goes in each marketplace", async () => {
    fakeApi.on(API.amazonConnections, {
      rows: [
        connection({
          feedsSharedCatalog: true,
          marketplaces: ['US', 'CA'],
          salesSeries: [
            { marketplace: 'US', lastDay: '2026-11-26', missingDays: 2, windowDays: 30 },
            { marketplace: 'CA', lastDay: null, missingDays: 30, windowDays: 30 },
          ],
        }),
        connection({ id: 8, name: 'Own store', salesSeries: null }),
      ],
    });
    render();
    const [series, ...others] = await screen.findAllByTestId('amazon-sales-series');
    expect(others).toHaveLength(0);
    expect(series!.textContent).toContain('US：已同步至 2026-11-26，近 30 天缺 2 天（下次同步补齐）');
    expect(series!.textContent).toContain('CA：尚未同步；“立即同步”会拉取近 30 天，每天一份报告');
    expect(screen.getAllByText('每日销售与流量')).toHaveLength(1);
  });

  it('connects an account with the form and lists it', async () => {
    let rows: AmazonConnection[] = [];
    fakeApi.on(API.amazonConnections, () => ({ rows }));
    fakeApi.on(API.amazonConnectionCreate, () => {
      rows = [connection()];
      return rows[0]!;
    });
    render();
    fireEvent.click(await screen.findByTestId('amazon-add'));
    fireEvent.change(screen.getByTestId('amazon-name'), { target: { value: 'My US store' } });
    fireEvent.change(screen.getByTestId('amazon-client-id'), {
      target: { value: 'amzn1.application-oa2-client.abc' },
    });
    fireEvent.change(screen.getByTestId('amazon-client-secret'), {
      target: { value: 'amzn1.oa2-cs.v1.secret' },
    });
    fireEvent.change(screen.getByTestId('amazon-refresh-token'), { target: { value: 'Atzr|refresh-token' } });
    fireEvent.click(screen.getByTestId('amazon-connect'));
    await waitFor(() => expect(fakeApi.bodies(API.amazonConnectionCreate)).toHaveLength(1));
    expect(fakeApi.bodies(API.amazonConnectionCreate)[0]).toEqual({
      name: 'My US store',
      region: 'na',
      marketplaces: ['US'],
      clientId: 'amzn1.application-oa2-client.abc',
      clientSecret: 'amzn1.oa2-cs.v1.secret',
      refreshToken: 'Atzr|refresh-token',
    });
    expect(await screen.findByTestId('amazon-connection')).toBeTruthy();
    expect(screen.getByText(/^连接测试通过/)).toBeTruthy();
  });
});
