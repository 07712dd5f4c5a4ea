import { useState } from 'react';
import { Modal } from '../common/modal';
import { formatGreek, formatInteger, formatIv, formatText, formatUsd } from '../lib/format';
import type { DerivedLeg } from './derived-types';

interface ContractDetailsModalProps {
  entry: DerivedLeg;
  exit: DerivedLeg | null;
  onClose: () => void;
}

/** Every field of the full Contract (spec section 3); opens on Entry, Exit only with an exit leg. */
export function ContractDetailsModal({ entry, exit, onClose }: ContractDetailsModalProps) {
  const [view, setView] = useState<'entry' | 'exit'>('entry');
  const leg = view === 'exit' && exit ? exit : entry;
  const c = leg.contract;
  const rows: Array<[string, string]> = [
    ['Contract ID', formatText(c.id)],
    ['Type', formatText(c.call_or_put?.toUpperCase())],
    ['Side', `${leg.side} × ${leg.quantity}`],
    ['Strike', formatUsd(c.strike)],
    ['Expiry', formatText(c.expiry_date)],
    ['Last Price', formatUsd(c.last_trade_price)],
    // Shown when the fill differs from the quote: mid pricing, slippage, or a stop filled at its level.
    ...(leg.fillPrice !== undefined && leg.fillPrice !== c.last_trade_price
      ? ([['Fill Price', formatUsd(leg.fillPrice)]] as Array<[string, string]>)
      : []),
    ['Bid', formatUsd(c.bid_price)],
    ['Ask', formatUsd(c.ask_price)],
    ['Volume', formatInteger(c.volume)],
    ['Open Interest', formatInteger(c.open_interest)],
    ['Underlying Price', formatUsd(c.underlying_price)],
    ['Delta', formatGreek(c.delta)],
    ['Gamma', formatGreek(c.gamma)],
    ['Theta', formatGreek(c.theta)],
    ['Vega', formatGreek(c.vega)],
    ['Rho', formatGreek(c.rho)],
    ['Bid IV', formatIv(c.bid_implied_volatility)],
    ['Ask IV', formatIv(c.ask_implied_volatility)],
  ];
  return (
    <Modal title="Contract Details" onClose={onClose}>
      <div className="bt-segmented" role="group" aria-label="Contract side">
        <button type="button" aria-pressed={view === 'entry'} onClick={() => setView('entry')}>Entry</button>
        <button type="button" aria-pressed={view === 'exit'} disabled={!exit} onClick={() => setView('exit')}>Exit</button>
      </div>
      <dl className="bt-details" aria-label={view === 'entry' ? 'Entry contract' : 'Exit contract'}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
