import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clampPercentage, PROGRESS_COLORS, progressColor, UploadProgress } from './progress';

describe('upload progress (SPEC §9)', () => {
  it('clamps the percentage to 0–100', () => {
    expect(clampPercentage(-5)).toBe(0);
    expect(clampPercentage(140)).toBe(100);
    expect(clampPercentage(42.5)).toBe(42.5);
    expect(clampPercentage(Number.NaN)).toBe(0);
    render(<UploadProgress percentage={180} label="p" />);
    expect(screen.getByRole('progressbar', { name: 'p' }).getAttribute('aria-valuenow')).toBe('100');
  });

  it('colours each status as the spec says, and a given colour wins', () => {
    expect(PROGRESS_COLORS).toEqual({
      '': '#20a0ff',
      success: '#13ce66',
      exception: '#ff4949',
      warning: '#e6a23c',
    });
    expect(progressColor('warning')).toBe('#e6a23c');
    expect(progressColor('success', '#000000')).toBe('#000000');
  });

  it('draws a line 6 px thick with a 3 s sweep by default', () => {
    const { container } = render(<UploadProgress percentage={30} status="exception" label="p" />);
    const bar = container.querySelector<HTMLElement>('[data-part="bar"]')!;
    expect(bar.style.width).toBe('30%');
    expect(bar.style.background).toBe('#ff4949');
    expect(bar.style.animationDuration).toBe('3s');
    expect(bar.parentElement!.style.height).toBe('6px');
  });

  it('draws a circle 126 px wide with a stroke of 6 by default', () => {
    render(<UploadProgress type="circle" percentage={50} label="c" />);
    const svg = screen.getByRole('progressbar', { name: 'c' });
    expect(svg.getAttribute('width')).toBe('126');
    const arc = svg.querySelectorAll('circle')[1]!;
    expect(arc.getAttribute('stroke-width')).toBe('6');
    expect(arc.getAttribute('stroke')).toBe('#20a0ff');
  });
});
