import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ImageInput } from './image-input';

// A 1×1 PNG: happy-dom never loads it, which is the "confirmed before the image loaded" case.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('the image input (SPEC §2, §4, §5)', () => {
  it('refuses a file that is not .jpg or .png and keeps no value', async () => {
    const onChange = vi.fn();
    renderWithApp(<ImageInput onChange={onChange} />);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.getAttribute('accept')).toBe('.jpg,.jpeg,.png');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('只能上传 .jpg 和 .png 格式的图片')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('with an image: edit opens the crop dialog with rotation, confirm before loading says so; delete clears', async () => {
    const onChange = vi.fn();
    renderWithApp(<ImageInput value={PNG} onChange={onChange} />);
    expect(screen.getByTestId('risk-image-preview').getAttribute('src')).toBe(PNG);
    fireEvent.click(screen.getByTestId('risk-image-edit'));
    expect(await screen.findByText('裁剪图片')).toBeTruthy();
    expect(screen.getByTestId('risk-rotate-left')).toBeTruthy();
    expect(screen.getByTestId('risk-rotate-right')).toBeTruthy();
    fireEvent.click(screen.getByTestId('risk-crop-confirm'));
    expect(await screen.findByText('图片未加载完成')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByText('裁剪图片')).toBeNull());
    fireEvent.click(screen.getByTestId('risk-image-remove'));
    expect(onChange).toHaveBeenCalledWith(undefined);
  });
});
