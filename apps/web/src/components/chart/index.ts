export { EChart, type EChartProps } from './echart';
export type { EChartsCoreOption as ChartOption } from 'echarts/core';
