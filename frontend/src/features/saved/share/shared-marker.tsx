/**
 * The Saved card's "Shared" marker (issue 18): the backtest has a live read-only link, so anyone
 * holding it can see the strategy and results. Nothing is shown for a backtest that is not shared.
 */
export function SharedMarker({ shared }: { shared: boolean }) {
  if (!shared) return null;
  return (
    <span className="badge badge-shared" title="Anyone with the link can view this backtest (read-only)">
      Shared
    </span>
  );
}
