import { useState } from 'react';
import type { SavedCardView } from './saved-display';
import type { SavedExportKind } from './saved-exports';
import { SharedMarker } from './share/shared-marker';
import { SentCopyMarker, SentCopyNote } from './sent-copy-marker';
import type { ResultsOrigin } from '../../../../shared/contracts/saved';

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
  /** Where the results came from: a copy the browser sent is marked (sent-copy-marker.tsx). */
  resultsOrigin?: ResultsOrigin | undefined;
}

/** One saved backtest: name, type badge, Strategy, Ticker, Year, Total P&L, description, Saved date. */
export function SavedCard({ view, onLoad, onDelete, onExport, selected = false, selectable = true, onSelect, onShare, shared = false, resultsOrigin }: SavedCardProps) {
  const titleId = `saved-${view.id}`;
  const [expanded, setExpanded] = useState(false);
  const [sentOpen, setSentOpen] = useState(false);
  const sentNoteId = `${titleId}-sent`;
  const long = (view.description?.length ?? 0) > DESCRIPTION_FOLD_CHARS;
  return (
    <article className="saved-card" aria-labelledby={titleId}>
      <header className="saved-card-head">
        <h2 id={titleId} className="saved-card-name">
          {view.name}
        </h2>
        <span className={view.mode === 'covered' ? 'badge badge-positive' : 'badge badge-info'}>{view.typeLabel}</span>
        <SharedMarker shared={shared} />
        <SentCopyMarker origin={resultsOrigin} open={sentOpen} onToggle={() => setSentOpen((o) => !o)} noteId={sentNoteId} />
      </header>
      <SentCopyNote origin={resultsOrigin} open={sentOpen} noteId={sentNoteId} />
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
        {onExport && (
          // One row at any card width (four 'X CSV' buttons wrapped one or two to a line): the
          // format is said once in front ('CSV'), each button names its file; the names stay whole
          // ('Trades CSV') for a screen reader and a voice user (WCAG 2.5.3: the visible word is in it).
          <div className="saved-exports" role="group" aria-label={`Export ${view.name}`}>
            <span className="saved-exports-format" aria-hidden="true">CSV</span>
            <button type="button" className="btn btn-small saved-export" onClick={() => onExport('trades')}>Trades<span className="visually-hidden"> CSV</span></button>
            <button type="button" className="btn btn-small saved-export" onClick={() => onExport('equity')}>Equity<span className="visually-hidden"> CSV</span></button>
            <button type="button" className="btn btn-small saved-export" onClick={() => onExport('pnl')}>P&amp;L<span className="visually-hidden"> CSV</span></button>
            <button type="button" className="btn btn-small saved-export saved-export--json" onClick={() => onExport('json')}>JSON</button>
          </div>
        )}
        {(onSelect || onShare) && (
          <div className="saved-tools-row">
            {onSelect && (
              <label className="saved-compare">
                <input type="checkbox" checked={selected} disabled={!selected && !selectable} onChange={(e) => onSelect(e.target.checked)} aria-label={`Compare ${view.name}`} />
                Compare
              </label>
            )}
            {onShare && (
              <button type="button" className="btn btn-small saved-share" onClick={onShare} aria-label={`Share ${view.name}`}>Share</button>
            )}
          </div>
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
