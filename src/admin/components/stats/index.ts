export { useStatsOverview, type StatsState } from './useStatsOverview';
export { StatCard, type StatCardProps } from './StatCard';
export { loginsLineOption, loginsBarOption, countLineOption, shortDate, sum, CHART_COLORS } from './chartOptions';
