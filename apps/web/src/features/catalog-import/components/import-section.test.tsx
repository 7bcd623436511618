import { API } from '@asinasin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { renderWithApp } from '../../../test/render';
import { settle } from '../../../test/settle';
import { fakeApi } from '../../../test/fake-api';
import { fakeImportServer, importRun, sizedFile, uploads } from '../test/fake-import-server';
import { ImportSection } from './import-section';

beforeEach(() => {
  authToken.set('tok-import');
});
afterEach(async () => {
  await changeLanguage('zh-CN');
});

const render = () => renderWithApp(<ImportSection />, '/data');
const chooseFile = (file: File) => {
  const input = screen.getByTestId('import-form').querySelector('input[type=file]')!;
  fireEvent.change(input, { target: { files: [file] } });
};
const submit = (name = '导入') => fireEvent.click(screen.getByRole('button', { name }));
const chooseOption = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
};
const calledRuns = () => fakeApi.calls(API.adminImportRuns).length > 0;

describe('import section: who sees what', () => {
  it('tells a seller what fills each screen and to ask the operator, with no form that would fail', async () => {
    fakeImportServer({ operator: false });
    render();
    expect(await screen.findByTestId('import-ask-operator')).toBeTruthy();
    expect(screen.getByText('数据由运营方导入')).toBeTruthy();
    // The guide is for everyone: kinds, the screens they fill, their formats, how to import.
    const searchTerms = screen.getByTestId('import-kind-search-terms');
    expect(within(searchTerms).getByRole('link', { name: '关键词挖掘' }).getAttribute('href')).toBe(
      '/keyword/miner',
    );
    expect(within(searchTerms).getByText(/ABA 搜索词报告，卖家中心下载的 CSV/)).toBeTruthy();
    expect(within(screen.getByTestId('import-kind-snapshots')).getByText('BSR 增长')).toBeTruthy();
    expect(screen.getAllByText(/npm run import --/).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('import-form')).toBeNull();
    expect(document.querySelector('input[type=file]')).toBeNull();
    expect(calledRuns()).toBe(false);
  });

  it('gives the operator the upload form and the latest runs', async () => {
    fakeImportServer({
      operator: true,
      list: [importRun({ runId: 3, file: 'keepa.csv', kind: 'products' })],
    });
    render();
    expect(await screen.findByTestId('import-form')).toBeTruthy();
    expect(screen.getByText('.csv · 最大 512 MB')).toBeTruthy();
    const runs = await screen.findByTestId('import-runs');
    expect(await within(runs).findByText('keepa.csv')).toBeTruthy();
    expect(within(runs).getByText('#3')).toBeTruthy();
    expect(screen.queryByTestId('import-ask-operator')).toBeNull();
  });

  it('reads in English too', async () => {
    await changeLanguage('en-US');
    fakeImportServer({ operator: false });
    render();
    expect(await screen.findByText('Importing is done by the operator')).toBeTruthy();
    expect(screen.getByText(/ask your operator to import it/)).toBeTruthy();
    expect(screen.getByText('What to import and how')).toBeTruthy();
  });
});

describe('import section: the upload', () => {
  it('sends the file with its kind and marketplace, then follows the run until it is done', async () => {
    fakeImportServer({
      operator: true,
      runs: [
        importRun({
          status: 'running',
          read: 0,
          accepted: 0,
          rejected: 0,
          reasons: [],
          finishedAt: null,
          format: null,
        }),
        importRun(),
      ],
    });
    render();
    await screen.findByTestId('import-form');
    fireEvent.click(screen.getByRole('radio', { name: '历史快照' }));
    await chooseOption('站点', 'US · 美国');
    chooseFile(sizedFile('bestsellers.csv', 15_195));
    expect(await screen.findByText('bestsellers.csv（14.8 KB）')).toBeTruthy();
    submit();

    const run = await screen.findByTestId('import-run');
    const [upload] = uploads();
    expect(upload!.url.searchParams.get('kind')).toBe('snapshots');
    expect(upload!.url.searchParams.get('marketplace')).toBe('US');
    expect((upload!.body.get('file') as File).name).toBe('bestsellers.csv');
    // First answer: running, no counts yet (the server has none to give during a run).
    expect(run.dataset.status).toBe('running');
    expect(within(run).getByText('正在读取并检查各行，行数随之增加。')).toBeTruthy();
    // The next poll: done, with its counts and the refused rows.
    await waitFor(() => expect(screen.getByTestId('import-run').dataset.status).toBe('done'));
    const done = screen.getByTestId('import-run');
    expect(within(done).getByText('已导入：页面现在读取新的数据。')).toBeTruthy();
    expect(within(done).getByText('198')).toBeTruthy();
    expect(within(done).getByText('bestseller-list')).toBeTruthy();
    const reasons = within(done).getByTestId('import-reasons');
    expect(within(reasons).getByRole('row', { name: /14 asin: not a valid ASIN/ })).toBeTruthy();
    expect(within(reasons).getByRole('row', { name: /90 duplicate row/ })).toBeTruthy();
    expect(within(done).getByText('被拒绝的行')).toBeTruthy(); // all of them are listed
    // Another file starts from an empty form.
    fireEvent.click(screen.getByRole('button', { name: '导入另一个文件' }));
    expect(await screen.findByTestId('import-form')).toBeTruthy();
    expect(screen.queryByTestId('import-chosen-file')).toBeNull();
  });

  it('refuses a missing, empty, too large or wrongly typed file before sending anything', async () => {
    fakeImportServer({ operator: true });
    render();
    await screen.findByTestId('import-form');
    submit();
    expect(await screen.findByText('请选择要导入的文件')).toBeTruthy();
    chooseFile(sizedFile('huge.csv', 600 * 1024 * 1024));
    expect(await screen.findByText('文件过大：最大 512 MB')).toBeTruthy();
    chooseFile(sizedFile('empty.csv', 0, ''));
    expect(await screen.findByText('文件是空的')).toBeTruthy();
    chooseFile(sizedFile('report.json', 10));
    expect(await screen.findByText('此类型只接受 .csv 文件')).toBeTruthy();
    // The same file suits the search terms kind (SP-API JSON): the problem goes with the kind.
    fireEvent.click(screen.getByRole('radio', { name: '搜索词' }));
    await waitFor(() => expect(screen.queryByText('此类型只接受 .csv 文件')).toBeNull());
    fireEvent.click(screen.getByRole('radio', { name: '亚马逊页面' }));
    expect(await screen.findByText('此类型只接受 .html .htm 文件')).toBeTruthy();
    submit();
    await settle();
    expect(uploads()).toHaveLength(0);
  });

  it('takes a file dropped on the zone or pasted, and opens the picker from the keyboard', async () => {
    fakeImportServer({ operator: true });
    render();
    const zone = await screen.findByRole('button', { name: '将文件拖到此处，或点击选择' });
    fireEvent.drop(zone, { dataTransfer: { files: [sizedFile('dropped.csv', 2048)] } });
    expect(await screen.findByText('dropped.csv（2.0 KB）')).toBeTruthy();
    fireEvent.paste(zone, { clipboardData: { files: [sizedFile('pasted.csv', 1024)] } });
    expect(await screen.findByText('pasted.csv（1.0 KB）')).toBeTruthy();
    const input = screen.getByTestId('import-form').querySelector('input[type=file]') as HTMLInputElement;
    const opened = vi.spyOn(input, 'click').mockImplementation(() => undefined);
    fireEvent.keyDown(zone, { key: 'Enter' });
    expect(opened).toHaveBeenCalledOnce();
  });

  it('asks a Business Report for its marketplace and dates, and sends them', async () => {
    fakeImportServer({
      operator: true,
      runs: [importRun({ kind: 'business-report', reasons: [] })],
    });
    render();
    await screen.findByTestId('import-form');
    fireEvent.click(screen.getByRole('radio', { name: '业务报告' }));
    // The report never names its marketplace: "from the file" is not offered.
    expect(await screen.findByText('请选择站点')).toBeTruthy();
    expect(screen.queryByText('从文件读取')).toBeNull();
    chooseFile(sizedFile('BusinessReport.csv', 100));
    submit();
    expect(await screen.findByText('请选择报告所属的站点')).toBeTruthy();
    expect(screen.getByText('请选择报告覆盖的日期')).toBeTruthy();
    // An end before the start is no period either.
    await chooseOption('站点', 'UK · 英国');
    fireEvent.change(screen.getByLabelText('开始'), { target: { value: '2026-10-30' } });
    fireEvent.change(screen.getByLabelText('结束'), { target: { value: '2026-10-01' } });
    submit();
    expect(await screen.findByText('请选择报告覆盖的日期')).toBeTruthy();
    expect(uploads()).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('结束'), { target: { value: '2026-10-31' } });
    submit();
    await screen.findByTestId('import-run');
    const query = uploads()[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      kind: 'business-report',
      marketplace: 'UK',
      from: '2026-10-30',
      to: '2026-10-31',
    });
  });

  it('shows the server refusing the upload (not the operator any more, too large) in the language of the page', async () => {
    await changeLanguage('en-US');
    fakeImportServer({
      operator: true,
      uploadFails: { status: 403, code: 403, msg: 'You do not have access to this resource' },
    });
    render();
    await screen.findByTestId('import-form');
    chooseFile(sizedFile('mine.csv', 40));
    submit('Import');
    expect(
      await screen.findByText('The file was not imported: You do not have access to this resource'),
    ).toBeTruthy();
    expect(screen.queryByTestId('import-run')).toBeNull();
    chooseFile(sizedFile('huge.csv', 513 * 1024 * 1024));
    expect(await screen.findByText('The file is too large: at most 512 MB')).toBeTruthy();
  });
});
