/** Run errors: dismissible (spec section 2, 'Error banner'). */
export function ErrorBanner({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  if (!message) return null;
  return (
    <div role="alert" className="bt-error">
      <span className="bt-error__text">{message}</span>
      <button type="button" className="bt-icon-btn" aria-label="Dismiss error" onClick={onDismiss}>×</button>
    </div>
  );
}
