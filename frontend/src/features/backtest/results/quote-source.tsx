import { QUOTE_SOURCE_LABELS } from '../lib/shared';
import type { DerivedLeg, DerivedResults, DerivedTrade } from './derived-types';

// Issue 20: whether real quotes (an imported vendor chain) or the chain model priced a trade, a
// run, a saved backtest. A modeled quote is a rule, not a print: the trader must see which is which.

export type QuoteSourceKind = 'imported' | 'modeled' | 'mixed';
type DataSource = DerivedResults['dataSource'];

const LABELS: Record<QuoteSourceKind, string> = QUOTE_SOURCE_LABELS;

const EXPLAINED: Record<QuoteSourceKind, string> = {
  imported: 'Priced from an imported real option chain (vendor end-of-day quotes).',
  modeled: 'Priced from the modeled option chain: bid, ask, volume and open interest follow the model, not real prints.',
  mixed: 'Priced partly from an imported real option chain and partly from the modeled chain where the import lacked the contract or day.',
};

export const quoteSourceLabel = (kind: QuoteSourceKind): string => LABELS[kind];

/**
 * Which quotes priced a trade: its contracts' own `quote_source` (entry and exit), else the run's
 * data source when that is one kind; null when nothing says (a mixed run whose contracts predate
 * per-contract sources).
 */
export function tradeQuoteSource(trade: Pick<DerivedTrade, 'entry_contracts' | 'exit_contracts'>, dataSource: DataSource): QuoteSourceKind | null {
  const legs = [...trade.entry_contracts, ...trade.exit_contracts].filter((leg): leg is DerivedLeg => leg !== null);
  const kinds = new Set(legs.map((leg) => leg.contract.quote_source ?? (dataSource === 'mixed' ? undefined : dataSource ?? undefined)));
  if (kinds.has(undefined)) return null;
  if (kinds.has('imported') && kinds.has('modeled')) return 'mixed';
  if (kinds.has('imported')) return 'imported';
  if (kinds.has('modeled')) return 'modeled';
  return dataSource === 'imported' || dataSource === 'modeled' ? dataSource : null;
}

/** A trade's chip: 'Real quotes' or 'Modeled quotes' (or both), explained in its title. */
export function TradeQuoteChip({ kind }: { kind: QuoteSourceKind | null }) {
  if (!kind) return null;
  return <span className={`bt-chip bt-quote bt-quote--${kind}`} title={EXPLAINED[kind]}>{LABELS[kind]}</span>;
}

/**
 * What the run's line and the trades' chips mean, for the line's disclosure: their titles said it
 * alone, and a phone shows no hover. A mixed run's chips are of each kind, so each is named.
 */
export function quoteSourceMeaning(kind: QuoteSourceKind): string {
  const chips = kind === 'mixed'
    ? `Each trade's chip says which priced it: ${LABELS.imported}, ${LABELS.modeled} or ${LABELS.mixed}.`
    : "Each trade's chip says the same.";
  return `${EXPLAINED[kind]} ${chips} Tap a leg for its contract's quote.`;
}

/**
 * The results header's line: which quotes priced the run, and how many trades used the model when
 * mixed; beside it, closed, what that means (the title keeps it on hover), in the line's room until opened.
 */
export function RunQuoteSource({ dataSource, trades }: { dataSource: DataSource; trades: DerivedResults['trades'] }) {
  if (!dataSource) return null;
  const touchedByModel = dataSource === 'mixed'
    ? trades.filter((trade) => { const kind = tradeQuoteSource(trade, dataSource); return kind === 'modeled' || kind === 'mixed'; }).length
    : 0;
  const detail = dataSource === 'mixed' && trades.length > 0 ? ` (${touchedByModel} of ${trades.length} trades used modeled quotes)` : '';
  // The note stays the line alone (what the e2e journeys and the share page read); its meaning sits beside it, closed.
  return (
    <div className="bt-quote-run">
      <span className={`bt-quote bt-quote--${dataSource} bt-quote--run`} role="note" aria-label="Quote source" title={EXPLAINED[dataSource]}>
        {LABELS[dataSource]}{detail}
      </span>
      <details className="bt-quote-run__more">
        <summary>What this means</summary>
        <p className="bt-muted">{quoteSourceMeaning(dataSource)}</p>
      </details>
    </div>
  );
}
