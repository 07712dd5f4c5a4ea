/**
 * Where the API client gets the bearer ID token. The auth provider installs the identity service's
 * getter on sign-in; without one (or without a user) every call fails with 'User not authenticated'.
 */
export type TokenSource = () => Promise<string | null>;

let source: TokenSource = async () => null;

export function setTokenSource(next: TokenSource): void {
  source = next;
}

export function getIdToken(): Promise<string | null> {
  return source();
}
