import { IMAGE_API, type ImageBatch, type ImageEntry } from '@asinasin/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { ImageOptimizerPage } from './image-optimizer-page';

const entry: ImageEntry = {
  id: 7,
  name: 'bottle.png',
  format: 'png',
  width: 800,
  height: 600,
  bytes: 1234,
  createdAt: 1,
  report: null,
  results: [],
};
const batch = (state: ImageBatch['state'], done: number): ImageBatch => ({
  id: '3b241101-e2bb-4255-8caf-4136c566a962',
  kind: 'optimize',
  state,
  done,
  total: 1,
  error: null,
  options: { whiten: true, size: 2000, format: 'jpeg', targetKb: null },
  createdAt: 1,
  items: [
    {
      ...entry,
      results:
        state === 'done'
          ? [
              {
                id: 8,
                name: 'bottle-2000.jpg',
                format: 'jpeg',
                width: 2000,
                height: 2000,
                bytes: 204800,
                createdAt: 2,
              },
            ]
          : [],
    },
  ],
});

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('the batch optimizer page', () => {
  it('uploads with the shared Upload, starts the job with the chosen options and offers the zip when done', async () => {
    fakeApi.on(IMAGE_API.list, { list: [], total: 0 });
    fakeApi.on(IMAGE_API.upload, entry);
    fakeApi.on(IMAGE_API.optimize, batch('queued', 0));
    fakeApi.on(IMAGE_API.batch, batch('done', 1));
    renderWithApp(<ImageOptimizerPage />);
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'bottle.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [file] } });
    await screen.findByText('已上传');
    fireEvent.click(screen.getByRole('button', { name: '开始优化' }));
    await screen.findByRole('button', { name: /下载 ZIP/ });
    expect(fakeApi.bodies(IMAGE_API.optimize)).toEqual([
      { imageIds: [7], options: { whiten: true, size: 2000, format: 'jpeg', targetKb: null } },
    ]);
    expect(screen.getByText('bottle-2000.jpg')).not.toBeNull();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('shows the server’s refusal of an upload and keeps the start button off', async () => {
    fakeApi.on(IMAGE_API.list, { list: [], total: 0 });
    fakeApi.fail(IMAGE_API.upload, 400, '这不是可用的图片：只接受 JPG / PNG / WebP 格式', 400);
    renderWithApp(<ImageOptimizerPage />);
    const file = new File(['not an image'], 'fake.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [file] } });
    await screen.findByText(/fake\.png 上传失败：这不是可用的图片/);
    await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull());
    expect(screen.getByRole('button', { name: '开始优化' }).hasAttribute('disabled')).toBe(true);
  });
});
