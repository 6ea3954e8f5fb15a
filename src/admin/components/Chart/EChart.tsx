/**
 * An echarts chart (on-demand build: line and bar charts with grid, tooltip and legend, SVG renderer). Its
 * accessible name is `label` (role img); pages also show the numbers as text. Import it only through `Chart` (React.lazy), so echarts stays out of every first-load bundle.
 */
import { useEffect, useRef } from 'react';
import { init, use as registerEcharts, type EChartsCoreOption, type EChartsType } from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

registerEcharts([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

export interface EChartProps {
  option: EChartsCoreOption;
  /** px, default 300 */
  height?: number;
  /** accessible name of the chart (role img) */
  label: string;
  className?: string;
}

export default function EChart({ option, height = 300, label, className }: EChartProps) {
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  // created on mount / when shown again by the tags view (<Activity> runs effect cleanups while hidden)
  useEffect(() => {
    const node = el.current;
    if (!node) return;
    const instance = init(node, undefined, { renderer: 'svg' });
    chart.current = instance;
    const ro = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(() => instance.resize()) : null;
    ro?.observe(node);
    return () => {
      ro?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [height]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option, height]);

  return <div ref={el} className={className} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
