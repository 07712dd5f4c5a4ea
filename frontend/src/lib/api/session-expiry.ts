/**
 * A session that ended mid-use: the server answered 401 (the ID token expired or was revoked) or
 * the identity service had no token left to give (its refresh failed). The API client reports it;
 * the auth provider listens, signs out and asks to sign in again. Every builder form is kept in
 * local storage on each edit, so signing back in on the same page finds the form as it was.
 */
type Listener = () => void;

const none: Listener = () => {};
let listener: Listener = none;

/** Installs the one listener (the auth provider); returns its removal. */
export function onSessionExpired(next: Listener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = none;
  };
}

export function reportSessionExpired(): void {
  listener();
}
