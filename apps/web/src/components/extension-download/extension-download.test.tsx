import { API, EXTENSION_VERSION } from '@asinasin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import { ExtensionDownload } from './extension-download';
import { ExtensionPanel } from './extension-panel';

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  writeText.mockReset();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
const originalExecCommand = document.execCommand;
afterEach(() => {
  vi.unstubAllGlobals();
  document.execCommand = originalExecCommand;
});

/** The server this widget talks to: its site config, and the zip answered with `zip`. */
function serve(zip: Response) {
  fakeApi.on(API.siteConfig, {
    companyAddress: null,
    contactEmail: null,
    supportUrl: null,
    miniProgramUrl: null,
    extensionName: 'asinasin-extension',
  });
  fakeApi.file(ZIP, zip);
}
const ZIP = '/download/asinasin-extension.zip';

async function openBrowser(name: string) {
  renderWithApp(<ExtensionDownload />);
  fireEvent.click(await screen.findByRole('button', { name: /插件下载/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: name }));
  return screen.findByRole('dialog');
}

describe('ExtensionDownload', () => {
  it('lists the three browsers, Chrome recommended', async () => {
    renderWithApp(<ExtensionDownload />);
    fireEvent.click(await screen.findByRole('button', { name: /插件下载/ }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Chrome（推荐）', 'Edge', '360极速浏览器X']);
  });

  it('shows the address, version, five steps and two warnings, and copies the address', async () => {
    writeText.mockResolvedValue();
    const dialog = await openBrowser('Edge');
    expect(within(dialog).getByDisplayValue('edge://extensions')).toBeTruthy();
    expect(within(dialog).getByText(`最新版本：${EXTENSION_VERSION}`)).toBeTruthy();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
    expect(within(dialog).getByText('安装后请勿删除插件安装包，否则插件将无法使用。')).toBeTruthy();
    expect(within(dialog).getByText('安装新版本前，请先移除旧版本插件。')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: /复制地址/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('edge://extensions'));
    expect(await screen.findByText('复制成功')).toBeTruthy();
  });

  it('says "not available yet" instead of linking a zip that does not exist', async () => {
    serve(new Response(null, { status: 404 }));
    const dialog = await openBrowser('360极速浏览器X');
    expect(within(dialog).getByDisplayValue('se://extensions')).toBeTruthy();
    expect(await within(dialog).findByText('暂未提供下载：当前版本尚未发布插件压缩包')).toBeTruthy();
    expect(within(dialog).queryByRole('link')).toBeNull();
    expect(fakeApi.calls(ZIP).map((call) => call.method)).toContain('HEAD');
  });

  it('links the zip when the server has it', async () => {
    serve(new Response(null, { status: 200, headers: { 'content-type': 'application/zip' } }));
    const dialog = await openBrowser('Chrome（推荐）');
    const link = await within(dialog).findByRole('link', { name: /下载插件压缩包/ });
    expect(link.getAttribute('href')).toBe('/download/asinasin-extension.zip');
  });

  it('reports a failed copy', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    document.execCommand = () => false;
    const dialog = await openBrowser('Edge');
    fireEvent.click(within(dialog).getByRole('button', { name: /复制地址/ }));
    expect(await screen.findByText('复制失败')).toBeTruthy();
  });
});

describe('ExtensionPanel', () => {
  it('switches browser inline', async () => {
    renderWithApp(<ExtensionPanel />);
    expect(await screen.findByDisplayValue('chrome://extensions')).toBeTruthy();
    fireEvent.click(screen.getByText('Edge'));
    expect(await screen.findByDisplayValue('edge://extensions')).toBeTruthy();
  });
});
