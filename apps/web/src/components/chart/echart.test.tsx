import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EChart } from './echart';
import { echarts } from './echarts-setup';

describe('EChart', () => {
  it('draws the option without animation when the browser is automated, and disposes on unmount', () => {
    Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true });
    const option = {
      xAxis: { type: 'category', data: ['a', 'b'] },
      yAxis: {},
      series: [{ type: 'line', data: [1, 2] }],
    };
    const { unmount } = render(<EChart option={option} ariaLabel="BSR history" />);
    const element = screen.getByRole('img', { name: 'BSR history' });
    const chart = echarts.getInstanceByDom(element)!;
    expect(chart.getOption()).toMatchObject({ animation: false, series: [{ type: 'line', data: [1, 2] }] });
    unmount();
    expect(echarts.getInstanceByDom(element)).toBeUndefined();
  });
});
