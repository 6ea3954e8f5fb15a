import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import type { EChartProps } from './EChart';

const EChart = lazy(() => import('./EChart'));

export type ChartProps = EChartProps & { /** shown when the chart code cannot be loaded */ fallback?: ReactNode };

class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A chart whose echarts code loads on demand (skeleton meanwhile). */
export function Chart({ fallback = null, ...props }: ChartProps) {
  const height = props.height ?? 300;
  return (
    <ChartBoundary fallback={fallback}>
      <Suspense fallback={<Skeleton.Node active className="admin-chart-skeleton" style={{ width: '100%', height }} />}>
        <EChart {...props} />
      </Suspense>
    </ChartBoundary>
  );
}

export default Chart;
