import { API } from '@asinasin/contract';
import { IMPORT_INTERRUPTED_MESSAGE } from '@asinasin/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { renderWithApp } from '../../../test/render';
import { RUN_POLL_MS } from '../api/imports';
import { fakeApi } from '../../../test/fake-api';
import { fakeImportServer, importRun } from '../test/fake-import-server';
import { ImportRunPanel } from './import-run-panel';

beforeEach(() => {
  authToken.set('tok-import');
  // The run is asked again on an interval: the tests move that clock, so "asked again" and "never
  // asked again" do not depend on how fast this machine is. Other timers stay real.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(async () => {
  vi.useRealTimers();
  await changeLanguage('zh-CN');
});

const show = async (run: ReturnType<typeof importRun>) => {
  fakeImportServer({ operator: true, runs: [run] });
  renderWithApp(<ImportRunPanel runId={run.runId} />, '/data');
  return screen.findByTestId('import-run');
};
const runCalls = () => fakeApi.calls(API.adminImportRun);
const pollIntervalsPass = (count: number) => act(() => vi.advanceTimersByTimeAsync(RUN_POLL_MS * count));

describe('import run panel', () => {
  it('a running run: the checking step, the rows counted so far, asked again until it ends', async () => {
    const panel = await show(
      importRun({
        status: 'running',
        read: 12000,
        accepted: 11990,
        rejected: 10,
        reasons: [],
        finishedAt: null,
      }),
    );
    expect(within(panel).getByText('进行中')).toBeTruthy();
    expect(
      within(panel).getByText('目前已读取 12,000 行：接受 11,990 行，拒绝 10 行。导入结束时这些行一起生效。'),
    ).toBeTruthy();
    expect(within(panel).getByText('12,000')).toBeTruthy(); // rows read
    expect(within(panel).getByText('11,990')).toBeTruthy(); // accepted
    const process = panel.querySelector('.ant-steps-item-process');
    expect(process?.textContent).toContain('读取并检查各行');
    const before = runCalls().length;
    await pollIntervalsPass(1);
    expect(runCalls().length).toBeGreaterThan(before);
  });

  it('a failed run: the importer’s message, an error step, nothing counted, and no more polling', async () => {
    const panel = await show(
      importRun({
        status: 'failed',
        format: null,
        read: 0,
        accepted: 0,
        rejected: 0,
        reasons: [],
        message: 'the columns match no known format',
      }),
    );
    expect(within(panel).getByText('没有导入任何数据')).toBeTruthy();
    expect(within(panel).getByText('the columns match no known format')).toBeTruthy();
    expect(panel.querySelector('.ant-steps-item-error')).toBeTruthy();
    expect(within(panel).queryByTestId('import-reasons')).toBeNull();
    const after = runCalls().length;
    await pollIntervalsPass(3);
    expect(runCalls().length).toBe(after);
  });

  it('a run the server stopped in the middle of says so in the reader’s language', async () => {
    const panel = await show(
      importRun({
        status: 'failed',
        format: null,
        read: 0,
        accepted: 0,
        rejected: 0,
        reasons: [],
        message: IMPORT_INTERRUPTED_MESSAGE,
      }),
    );
    expect(
      within(panel).getByText('导入过程中服务器停止了（重启、崩溃或磁盘已满）。请重新导入。'),
    ).toBeTruthy();
    expect(within(panel).queryByText(IMPORT_INTERRUPTED_MESSAGE)).toBeNull();
  });

  it('an unchanged run says the same file was imported before, and which run holds it', async () => {
    const panel = await show(
      importRun({
        status: 'unchanged',
        reasons: [],
        read: 0,
        accepted: 0,
        rejected: 0,
        message: 'already imported by run 4; nothing changed',
      }),
    );
    expect(within(panel).getByText('同一文件之前已导入，数据没有变化。')).toBeTruthy();
    expect(within(panel).getByText('already imported by run 4; nothing changed')).toBeTruthy();
  });

  it('a done run lists its refused rows by line and reason, a page at a time, in English too', async () => {
    await changeLanguage('en-US');
    const reasons = Array.from({ length: 12 }, (_, i) => ({
      line: i + 2,
      reason: `price: "x${i}" is not a number`,
    }));
    // The server keeps the first reasons only (at most 1,000): the title says how many there were.
    const panel = await show(importRun({ read: 1528, accepted: 28, rejected: 1500, reasons }));
    expect(within(panel).getByText('Imported: the screens read the new rows now.')).toBeTruthy();
    expect(within(panel).getByText('Refused rows: the first 12 of 1,500')).toBeTruthy();
    const table = within(panel).getByTestId('import-reasons');
    expect(within(table).getByRole('columnheader', { name: 'Line' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: /^2 price: "x0" is not a number$/ })).toBeTruthy();
    // 10 a page: line 13 is on the second page.
    expect(within(table).queryByText('price: "x11" is not a number')).toBeNull();
    expect(within(table).getAllByRole('row')).toHaveLength(11); // the header and 10 rows
    expect(within(panel).getByText('28')).toBeTruthy();
  });

  it('says so when the run cannot be loaded', async () => {
    fakeApi.fail(API.adminImportRun, 404, '导入记录 999 不存在', 404);
    renderWithApp(<ImportRunPanel runId={999} />, '/data');
    expect(await screen.findByText('导入记录加载失败')).toBeTruthy();
    expect(screen.getByText('导入记录 999 不存在')).toBeTruthy();
  });
});
