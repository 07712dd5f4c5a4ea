import { useCallback, useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { SelectField } from '../common/fields';
import { ContractDetailsModal } from './contract-details-modal';
import { ExitReasonModal } from './exit-reason-modal';
import { TradeRow } from './trade-row';
import type { BacktestMode, DerivedLeg, DerivedTrade } from './derived-types';
import './trade-log-compact.css';

export type TradeSort = 'newest' | 'oldest';

const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
] as const;

/** Newest First orders by entry date descending; ties keep the server order reversed. */
export function sortTrades(trades: readonly DerivedTrade[], sort: TradeSort): DerivedTrade[] {
  const sorted = [...trades].sort((a, b) => (a.entryDate === b.entryDate ? a.index - b.index : a.entryDate < b.entryDate ? -1 : 1));
  return sort === 'newest' ? sorted.reverse() : sorted;
}

interface TradeLogProps {
  trades: readonly DerivedTrade[];
  mode: BacktestMode;
  dataSource?: 'modeled' | 'imported' | 'mixed' | null;
}

/** Virtualised so thousands of trades scroll smoothly: only the visible rows are in the DOM. */
export function TradeLog({ trades, mode, dataSource = null }: TradeLogProps) {
  const [sort, setSort] = useState<TradeSort>('newest');
  const [reason, setReason] = useState<string | null>(null);
  const [legs, setLegs] = useState<{ entry: DerivedLeg; exit: DerivedLeg | null; exitDate: string | null } | null>(null);
  const sorted = useMemo(() => sortTrades(trades, sort), [trades, sort]);
  const openLegs = useCallback((entry: DerivedLeg, exit: DerivedLeg | null, exitDate: string | null) => setLegs({ entry, exit, exitDate }), []);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const virtualizer = useVirtualizer({
    count: sorted.length,
    getScrollElement: () => scrollRef.current,
    // Close to a row's height (header, chips, one line per leg when wrapped, the commissions line),
    // so measuring rows barely moves the total size while scrolling.
    estimateSize: (i) => 98 + 30 * Math.max(1, sorted[i]?.entry_contracts.length ?? 1),
    overscan: 6,
    getItemKey: (i) => sorted[i]?.index ?? i,
  });

  return (
    <section aria-label="Trade Log" className="bt-log-section">
      <div className="bt-log-header">
        <h3>Trade Log</h3>
        <SelectField label="Sort trades" value={sort} options={SORT_OPTIONS} onChange={setSort} />
      </div>
      {sorted.length === 0 ? (
        <p className="bt-empty">No trades were opened in this period.</p>
      ) : (
        <div ref={scrollRef} className="bt-log" role="list" aria-label="Trades">
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const trade = sorted[item.index];
              if (!trade) return null;
              return (
                <div
                  key={item.key}
                  role="listitem"
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }}
                >
                  <TradeRow trade={trade} mode={mode} dataSource={dataSource} onReason={setReason} onLeg={openLegs} />
                </div>
              );
            })}
          </div>
        </div>
      )}
      {reason !== null ? <ExitReasonModal reason={reason} onClose={() => setReason(null)} /> : null}
      {legs ? <ContractDetailsModal entry={legs.entry} exit={legs.exit} exitDate={legs.exitDate} dataSource={dataSource} onClose={() => setLegs(null)} /> : null}
    </section>
  );
}
