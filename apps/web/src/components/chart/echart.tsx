import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';
import { echarts } from './echarts-setup';

export interface EChartProps {
  option: EChartsCoreOption;
  /** what the chart shows, for screen readers (the chart itself is a canvas) */
  ariaLabel: string;
  height?: number;
  'data-testid'?: string;
}

/**
 * Animations make screenshots and printouts catch a chart half-drawn: off when a browser is
 * driven by automation (navigator.webdriver) and while printing.
 */
function shouldAnimate(): boolean {
  if (typeof navigator !== 'undefined' && navigator.webdriver) return false;
  return !(typeof window !== 'undefined' && window.matchMedia?.('print').matches);
}

/**
 * One ECharts chart, sized by its container's width (it follows resizes) and `height`. The option
 * is applied whole (`notMerge`), so a series that disappears is removed.
 */
export function EChart({ option, ariaLabel, height = 320, 'data-testid': testId }: EChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = echarts.init(element, undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    const beforePrint = () => instance.setOption({ animation: false });
    window.addEventListener('beforeprint', beforePrint);
    return () => {
      window.removeEventListener('beforeprint', beforePrint);
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption({ animation: shouldAnimate(), ...option }, { notMerge: true });
  }, [option]);

  return (
    <div
      ref={container}
      role="img"
      aria-label={ariaLabel}
      data-testid={testId}
      style={{ width: '100%', height }}
    />
  );
}
