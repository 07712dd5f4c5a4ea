/** A file name from a backtest name: letters, digits, dash and underscore only, at most 60 characters. */
export function fileSlug(name: string): string {
  const slug = name.trim().replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return slug || 'backtest';
}
