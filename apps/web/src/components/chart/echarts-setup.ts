import { BarChart, LineChart, PieChart, ScatterChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/**
 * The parts of ECharts the research screens use, registered once. Importing `echarts/core` with
 * only these keeps the chart code to what is drawn (the full build is ~1 MB); it loads with the
 * pages that draw charts, never with the shell. SVG, not canvas: text stays selectable and
 * searchable, screenshots are crisp at any scale, and the charts here hold hundreds of points, not
 * the hundreds of thousands where canvas wins.
 */
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  ScatterChart,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TitleComponent,
  TooltipComponent,
  SVGRenderer,
]);

export { echarts };
