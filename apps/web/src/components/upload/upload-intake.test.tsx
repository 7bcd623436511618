import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n';
import { renderWithApp } from '../../test/render';
import { Upload } from './upload';
import { acceptsFile } from './upload-checks';
import { UploadError, type UploadRequestOptions } from './upload-request';

const file = (name: string, type: string, bytes = 1) => new File([new Uint8Array(bytes)], name, { type });
const pick = (files: File[]) => fireEvent.change(screen.getByTestId('upload-input'), { target: { files } });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('Upload: what it takes, from the picker, a drop or a paste', () => {
  it('reads an accept list as the file input does: types, families and name endings', () => {
    expect(acceptsFile('image/png,image/jpeg', file('a.png', 'image/png'))).toBe(true);
    expect(acceptsFile('image/png,image/jpeg', file('a.gif', 'image/gif'))).toBe(false);
    expect(acceptsFile('image/*', file('a.webp', 'image/webp'))).toBe(true);
    expect(acceptsFile('.csv, .json', file('Rows.CSV', ''))).toBe(true);
    expect(acceptsFile('.csv', file('rows.xlsx', ''))).toBe(false);
    expect(acceptsFile(undefined, file('any', ''))).toBe(true);
  });

  it('refuses a wrong type or an oversized file before sending, saying why in the seller’s language', async () => {
    const httpRequest = vi.fn(() => ({ abort: () => undefined }));
    const onRefuse = vi.fn();
    renderWithApp(
      <Upload action="/x" accept="image/png" checkType maxBytes={1024} {...{ httpRequest, onRefuse }} />,
    );
    pick([file('a.gif', 'image/gif')]);
    expect((await screen.findByRole('alert')).textContent).toBe('a.gif 的类型不支持：请选择 image/png');
    pick([file('big.png', 'image/png', 1025)]);
    expect((await screen.findByRole('alert')).textContent).toBe('big.png 超过 1 KB，请选择更小的文件');
    expect(onRefuse.mock.calls.map(([reason]) => reason)).toEqual(['type', 'size']);
    await act(() => changeLanguage('en-US'));
    pick([file('big.png', 'image/png', 2048)]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'big.png is larger than 1 KB: choose a smaller file',
    );
    expect(httpRequest).not.toHaveBeenCalled();
    pick([file('ok.png', 'image/png', 1024)]);
    await waitFor(() => expect(httpRequest).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => changeLanguage('zh-CN'));
  });

  it('takes a dropped and a pasted file through the same checks', async () => {
    const onPick = vi.fn();
    renderWithApp(<Upload action="" drag accept=".csv" checkType triggerTestId="zone" onPick={onPick} />);
    const zone = screen.getByTestId('zone');
    fireEvent.drop(zone, { dataTransfer: { files: [file('rows.csv', 'text/csv')] } });
    fireEvent.paste(zone, { clipboardData: { files: [file('shot.png', 'image/png')] } });
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.paste(zone, { clipboardData: { files: [file('more.csv', 'text/csv')] } });
    expect(onPick.mock.calls.map(([files]) => (files as File[])[0]!.name)).toEqual(['rows.csv', 'more.csv']);
    // onPick: the place sends the file itself, so the Upload keeps no list
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('shows the server’s message when an upload fails', async () => {
    let started: UploadRequestOptions | undefined;
    const httpRequest = (options: UploadRequestOptions) => {
      started = options;
      return { abort: () => undefined };
    };
    renderWithApp(<Upload action="/x" httpRequest={httpRequest} />);
    pick([file('a.png', 'image/png')]);
    await waitFor(() => expect(started).toBeDefined());
    act(() => started!.onError(new UploadError('图片已损坏', 400, 'post', '/x')));
    expect((await screen.findByRole('alert')).textContent).toBe('图片已损坏');
  });
});
