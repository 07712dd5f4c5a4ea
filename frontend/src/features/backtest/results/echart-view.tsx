// The chart view is shared with the comparison screen (components/echart-view.tsx); this module
// stays the P&L chart's lazy import target.
export { EChartView } from '../../../components/echart-view';
