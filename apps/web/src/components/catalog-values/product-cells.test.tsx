import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Thumbnail } from './product-cells';

describe('Thumbnail', () => {
  it('shows the no-image icon for an image that failed, and the next product’s image again', () => {
    const { container, rerender } = render(<Thumbnail src="https://m.media-amazon.com/images/I/a.jpg" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img')).toBeTruthy();
    // a table row drawn by position hands the same Thumbnail another product's image
    rerender(<Thumbnail src="https://m.media-amazon.com/images/I/b.jpg" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      'https://m.media-amazon.com/images/I/b.jpg',
    );
  });
});
