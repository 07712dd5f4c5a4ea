import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnyBacktestResultSchema } from '../lib/shared';
import { deriveResults } from './derive-results';
import { TradeRow } from './trade-row';

/**
 * A wheel result as the engine wrote it before 2026-11-25, when an expiration read 'close 263.41 vs
 * the 249 put strike' (test/golden/results/wheel-spy-2019-catch-stop.json at de734bb~1, unchanged).
 * The trade log read those as 'Expired worthless: …', words the engine never wrote, while a result
 * run since reads 'Expired out of the money: PM-settled at the close $263.41, vs the $249 put strike …'.
 */
const fixture = (name: string) => readFileSync(join(import.meta.dirname, '..', name), 'utf8');
const OLD = fixture('test/wheel-saved-before-2026-11-25.json');
const TODAY = readFileSync(join(import.meta.dirname, '../../../../../test/golden/results/wheel-spy-2019-catch-stop.json'), 'utf8');

function shownReasons(json: string): string[] {
  return deriveResults(AnyBacktestResultSchema.parse(JSON.parse(json))).trades.map((trade) => {
    const view = render(<TradeRow trade={trade} mode="covered" onReason={() => {}} onLeg={() => {}} />);
    const text = view.container.querySelector('.bt-trade__reason')?.textContent ?? '';
    view.unmount();
    return text;
  });
}

describe('expirations saved before 2026-11-25 read in the engine\'s words of today', () => {
  it('an old expiry and assignment open as a new one does, and say only what the old words told (a close)', () => {
    const old = shownReasons(OLD);
    const expired = old.filter((r) => r.startsWith('Expired'));
    const assigned = old.filter((r) => r.startsWith('Assigned at expiration'));
    expect(expired.length).toBeGreaterThan(5);
    expect(assigned.length).toBeGreaterThan(3);
    expect(old.some((r) => r.includes('worthless'))).toBe(false);
    for (const r of expired) expect(r).toMatch(/^Expired out of the money: settled at the close \$[\d,]+\.\d\d, vs the \$\d+(\.\d\d)? (call|put) strike on \d{4}-\d\d-\d\d$/);
    for (const r of assigned) expect(r).toMatch(/^Assigned at expiration: settled at the close \$[\d,]+\.\d\d, (above|below) the \$\d+(\.\d\d)? strike; 100 shares (called away|bought) at \$\d+/);
    expect(expired[0]).toBe('Expired out of the money: settled at the close $263.41, vs the $249 put strike on 2019-01-23');
    // The same frame as a run of today's engine (whose words also say how the option settled).
    const today = shownReasons(TODAY).filter((r) => r.startsWith('Expired'));
    expect(today.length).toBeGreaterThan(5);
    for (const r of today) expect(r.replace('PM-settled at the close', 'settled at the close')).toMatch(/^Expired out of the money: settled at the close \$[\d,]+\.\d\d, vs the \$\d+(\.\d\d)? (call|put) strike on \d{4}-\d\d-\d\d$/);
  });

  it('the saved result itself is not rewritten', () => {
    const saved: unknown = JSON.parse(OLD);
    const before = JSON.stringify(saved);
    const parsed = AnyBacktestResultSchema.parse(saved);
    for (const trade of deriveResults(parsed).trades) render(<TradeRow trade={trade} mode="covered" onReason={() => {}} onLeg={() => {}} />).unmount();
    expect(JSON.stringify(saved)).toBe(before);
    expect(JSON.stringify(parsed)).toContain('"Expired out of the money: close 263.41 vs the 249 put strike on 2019-01-23"');
  });
});
