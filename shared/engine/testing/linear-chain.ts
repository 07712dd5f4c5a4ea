import type { QuoteRow } from './synthetic-market';

/**
 * A smooth hand-made chain around spot 100 on `date` for `expiry`: strikes 80..120 every 1, call
 * delta 0.5 − (K − 100)/40 (so 0.5 at 100, 0.30 at 108, 0.25 at 110, 0.20 at 112), put delta =
 * call delta − 1, prices intrinsic + a bell of time value. Not a pricing model: a fixed table a
 * test can recompute by hand.
 */
export function linearChain(date: string, expiry: string, spot = 100): QuoteRow[] {
  const rows: QuoteRow[] = [];
  for (let k = 80; k <= 120; k++) {
    const callDelta = Math.min(0.99, Math.max(0.01, 0.5 - (k - spot) / 40));
    const time = Math.round((0.2 + 3 * Math.exp(-(((k - spot) / 10) ** 2))) * 100) / 100;
    rows.push({ date, expiry, type: 'call', strike: k, price: Math.max(0, spot - k) + time, delta: callDelta });
    rows.push({ date, expiry, type: 'put', strike: k, price: Math.max(0, k - spot) + time, delta: callDelta - 1 });
  }
  return rows;
}

/** The same strikes at expiration: every contract at its intrinsic value against `close`. */
export function expiryChain(date: string, close: number): QuoteRow[] {
  const rows: QuoteRow[] = [];
  for (let k = 80; k <= 120; k++) {
    rows.push({ date, expiry: date, type: 'call', strike: k, price: Math.max(0, close - k), delta: close > k ? 1 : 0 });
    rows.push({ date, expiry: date, type: 'put', strike: k, price: Math.max(0, k - close), delta: close < k ? -1 : 0 });
  }
  return rows;
}
