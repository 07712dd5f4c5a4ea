import { SavedFromAddress } from './common/saved-from-address';
import { CoveredBacktestPage } from './covered/covered-page';
import { SpreadsBacktestPage } from './spreads/spreads-page';

/** The builders as their routes show them: at a saved backtest's address, with its results (common/saved-from-address.tsx). */
export function CoveredRoutePage() {
  return <SavedFromAddress mode="covered"><CoveredBacktestPage /></SavedFromAddress>;
}

export function SpreadsRoutePage() {
  return <SavedFromAddress mode="spreads"><SpreadsBacktestPage /></SavedFromAddress>;
}
