import { useState } from 'react';
import type { SavedCardView } from './saved-display';
import type { SavedExportKind } from './saved-exports';
import { SharedMarker } from './share/shared-marker';

/** Longer descriptions are folded to three lines, with a toggle to read the rest. */
export const DESCRIPTION_FOLD_CHARS = 160;

interface SavedCardProps {
  view: SavedCardView;
  onLoad: () => void;
  onDelete: () => void;
  onExport?: (kind: SavedExportKind) => void;
  /** Compare selection: whether this card is chosen, and whether more can be chosen. */
  selected?: boolean;
  selectable?: boolean;
  onSelect?: (selected: boolean) => void;
  onShare?: () => void;
  /** The backtest has a live share link (issue 18): a "Shared" marker. */
  shared?: boolean;
}

/** One saved backtest: name, type badge, Strategy, Ticker, Year, Total P&L, description, Saved date. */
export function SavedCard({ view, onLoad, onDelete, onExport, selected = false, selectable = true, onSelect, onShare, shared = false }: SavedCardProps) {
  const titleId = `saved-${view.id}`;
  const [expanded, setExpanded] = useState(false);
  const long = (view.description?.length ?? 0) > DESCRIPTION_FOLD_CHARS;
  return (
    <article className="saved-card" aria-labelledby={titleId}>
      <header className="saved-card-head">
        <h2 id={titleId} className="saved-card-name">
          {view.name}
        </h2>
        <span className={view.mode === 'covered' ? 'badge badge-positive' : 'badge badge-info'}>{view.typeLabel}</span>
        <SharedMarker shared={shared} />
      </header>
      <dl className="saved-facts">
        <div>
          <dt>Strategy</dt>
          <dd>{view.strategyName}</dd>
        </div>
        <div>
          <dt>Ticker</dt>
          <dd>{view.ticker}</dd>
        </div>
        <div>
          <dt>Year</dt>
          <dd>{view.year}</dd>
        </div>
        <div>
          <dt>Total P&amp;L</dt>
          <dd className={`pnl pnl-${view.pnlSign}`}>{view.totalPnl}</dd>
        </div>
        {view.quotes && (
          <div>
            <dt>Quotes</dt>
            <dd>{view.quotes}</dd>
          </div>
        )}
      </dl>
      {view.description && (
        <div className="saved-description-block">
          <p className={long && !expanded ? 'saved-description saved-description--folded' : 'saved-description'}>{view.description}</p>
          {long && (
            <button type="button" className="link-button saved-more" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
              {expanded ? 'Show less' : 'Show more'}
            </button>
          )}
        </div>
      )}
      <div className="saved-tools">
        {onSelect && (
          <label className="saved-compare">
            <input type="checkbox" checked={selected} disabled={!selected && !selectable} onChange={(e) => onSelect(e.target.checked)} aria-label={`Compare ${view.name}`} />
            Compare
          </label>
        )}
        {onExport && (
          <span className="saved-exports" role="group" aria-label={`Export ${view.name}`}>
            <button type="button" className="btn btn-small saved-export" onClick={() => onExport('trades')}>Trades CSV</button>
            <button type="button" className="btn btn-small saved-export" onClick={() => onExport('equity')}>Equity CSV</button>
            <button type="button" className="btn btn-small saved-export" onClick={() => onExport('pnl')}>P&amp;L CSV</button>
            <button type="button" className="btn btn-small saved-export" onClick={() => onExport('json')}>JSON</button>
          </span>
        )}
        {onShare && (
          <button type="button" className="btn btn-small saved-share" onClick={onShare} aria-label={`Share ${view.name}`}>Share</button>
        )}
      </div>
      <footer className="saved-card-foot">
        <span className="saved-date">Saved {view.savedDate}</span>
        <div className="saved-actions">
          <button type="button" className="btn btn-ghost saved-delete" onClick={onDelete} aria-label={`Delete ${view.name}`}>
            Delete
          </button>
          <button type="button" className="btn btn-primary" onClick={onLoad} aria-label={`Load ${view.name}`}>
            Load
          </button>
        </div>
      </footer>
    </article>
  );
}
