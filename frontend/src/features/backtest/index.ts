// Public surface of the backtest feature: the two builder pages the router renders.
export { CoveredBacktestPage } from './covered/covered-page';
export { SpreadsBacktestPage } from './spreads/spreads-page';
export { CoveredRoutePage, SpreadsRoutePage } from './route-pages';
