import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { Upload, type UploadFile, type UploadProps, type UploadRef } from './upload';
import type { UploadError, UploadRequestOptions } from './upload-request';
import { UploadError as UploadErrorClass } from './upload-request';

/** A request the test drives by hand: progress, success and failure happen when the test says. */
function manualRequests() {
  const started: (UploadRequestOptions & { aborted: boolean })[] = [];
  const httpRequest = (options: UploadRequestOptions) => {
    const entry = { ...options, aborted: false };
    started.push(entry);
    return { abort: () => void (entry.aborted = true) };
  };
  return { started, httpRequest };
}

const png = (name: string) => new File(['x'], name, { type: 'image/png' });
const pick = (files: File[]) => fireEvent.change(screen.getByTestId('upload-input'), { target: { files } });

let previews = 0;
beforeEach(() => {
  previews = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++previews}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

function setup(props: Partial<UploadProps<{ id: number }>> = {}) {
  const requests = manualRequests();
  const calls = {
    change: vi.fn<(file: UploadFile<{ id: number }>, list: UploadFile<{ id: number }>[]) => void>(),
    error: vi.fn<(error: UploadError, file: UploadFile<{ id: number }>) => void>(),
    success: vi.fn(),
    exceed: vi.fn(),
    remove: vi.fn(),
  };
  renderWithApp(
    <Upload<{ id: number }>
      action="/api/images"
      httpRequest={requests.httpRequest}
      onChange={calls.change}
      onError={calls.error}
      onSuccess={calls.success}
      onExceed={calls.exceed}
      onRemove={calls.remove}
      {...props}
    />,
  );
  return { ...requests, calls };
}

describe('Upload (SPEC §4, §9)', () => {
  it('goes ready → uploading with the percentage rounded from progress → success with the response stored', async () => {
    const { started, calls } = setup();
    pick([png('a.png')]);
    expect(calls.change.mock.calls[0]![0].status).toBe('ready');
    await waitFor(() => expect(started).toHaveLength(1));
    expect(screen.getByRole('listitem').getAttribute('data-status')).toBe('uploading');
    act(() => started[0]!.onProgress(33.6));
    expect((await screen.findByRole('progressbar', { name: /a\.png/ })).getAttribute('aria-valuenow')).toBe(
      '34',
    );
    act(() => started[0]!.onSuccess({ id: 7 }));
    expect(screen.getByRole('listitem').getAttribute('data-status')).toBe('success');
    const [response, file] = calls.success.mock.calls[0]!;
    expect(response).toEqual({ id: 7 });
    expect((file as UploadFile).response).toEqual({ id: 7 });
    expect(calls.change.mock.lastCall![0].status).toBe('success');
  });

  it('removes a failed file and fires the error and change callbacks, releasing its preview', async () => {
    const { started, calls } = setup();
    pick([png('bad.png')]);
    await waitFor(() => expect(started).toHaveLength(1));
    act(() => started[0]!.onError(new UploadErrorClass('不是图片', 400, 'post', '/api/images')));
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(calls.error.mock.calls[0]![0].message).toBe('不是图片');
    expect(calls.error.mock.calls[0]![1].status).toBe('fail');
    const [changed, list] = calls.change.mock.lastCall!;
    expect(changed.status).toBe('fail');
    expect(list).toEqual([]);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('aborts the upload of a removed file and releases its preview', async () => {
    const { started, calls } = setup();
    pick([png('a.png')]);
    await waitFor(() => expect(started).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: '删除 a.png' }));
    await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull());
    expect(started[0]!.aborted).toBe(true);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(calls.remove).toHaveBeenCalledOnce();
  });

  it('keeps the file when the confirm before removal says no', async () => {
    const beforeRemove = vi.fn(async () => false);
    const { started } = setup({ beforeRemove });
    pick([png('a.png')]);
    await waitFor(() => expect(started).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: '删除 a.png' }));
    await waitFor(() => expect(beforeRemove).toHaveBeenCalledOnce());
    expect(screen.getByRole('listitem')).not.toBeNull();
    expect(started[0]!.aborted).toBe(false);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
  });

  it('takes only the first file without multiple', async () => {
    const { started } = setup();
    pick([png('a.png'), png('b.png')]);
    await waitFor(() => expect(started).toHaveLength(1));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(started[0]!.file.name).toBe('a.png');
  });

  it('fires exceed, and takes none of the files, when they would pass the limit', async () => {
    const { started, calls } = setup({ multiple: true, limit: 2 });
    pick([png('a.png')]);
    await waitFor(() => expect(started).toHaveLength(1));
    pick([png('b.png'), png('c.png')]);
    expect(calls.exceed).toHaveBeenCalledOnce();
    expect(calls.exceed.mock.calls[0]![0].map((f: File) => f.name)).toEqual(['b.png', 'c.png']);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    pick([png('b.png')]);
    await waitFor(() => expect(started).toHaveLength(2));
  });

  it('waits for submit when autoUpload is off', async () => {
    const ref = { current: null as UploadRef | null };
    const requests = manualRequests();
    renderWithApp(<Upload action="/x" autoUpload={false} httpRequest={requests.httpRequest} ref={ref} />);
    pick([png('a.png')]);
    expect(screen.getByRole('listitem').getAttribute('data-status')).toBe('ready');
    expect(requests.started).toHaveLength(0);
    act(() => ref.current!.submit());
    await waitFor(() => expect(requests.started).toHaveLength(1));
  });
});
