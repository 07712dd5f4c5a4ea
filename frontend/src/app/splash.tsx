/** The app-wide loading splash (until the auth state is known and 1 second has passed). */
export function Splash() {
  return (
    <div className="splash" role="status" aria-label="Loading">
      <div className="splash-logo" aria-hidden="true">
        <span className="logo-mark">◆</span>
      </div>
      <p className="splash-title">Options Backtester</p>
      <div className="splash-bar" aria-hidden="true" />
    </div>
  );
}
