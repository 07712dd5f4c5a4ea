/**
 * Audit 24: prints the far-put note for small counts of each kind (opened/closed, under or over 12
 * days, bought or sold), built from a real contract quote shape, to read every sentence form for
 * English (singular/plural, 'both', 'all', 'the other N'). Usage: npx tsx note-forms.ts
 */
import { farPutNote, type OpenedPosition } from '../../../shared/engine/strategy/far-put-note';
import type { Contract } from '../../../shared/contracts/contract';

const put = (expiry: string): Contract => ({
  id: 'SPXW-AUDIT', call_or_put: 'put', strike: 3000, expiry_date: expiry, last_trade_price: 0.1, bid_price: 0.05, ask_price: 0.15,
  volume: 0, open_interest: 0, underlying_price: 4700, delta: -0.004, gamma: 0, theta: 0, vega: 0, rho: 0,
  bid_implied_volatility: 0.3, ask_implied_volatility: 0.31,
}) as Contract;
const pos = (date: string, expiry: string, side: 'long' | 'short', quantity: number): OpenedPosition => ({ contract: put(expiry), side, quantity, date });
const far = (side: 'long' | 'short', n: number): OpenedPosition[] => (n ? [pos('2024-01-02', '2024-02-16', side, n)] : []);
const near = (side: 'long' | 'short', n: number, expiry = '2024-01-05'): OpenedPosition[] => (n ? [pos('2024-01-02', expiry, side, n)] : []);

const cases: Array<[string, OpenedPosition[], OpenedPosition[]]> = [
  ['1 late open long', near('long', 1), []],
  ['2 late open long', near('long', 2), []],
  ['1 late + 1 far open long', [...near('long', 1), ...far('long', 1)], []],
  ['1 late + 2 far open long', [...near('long', 1), ...far('long', 2)], []],
  ['2 late long + 1 far short', [...near('long', 2), ...far('short', 1)], []],
  ['1 late short + 1 far long', [...near('short', 1), ...far('long', 1)], []],
  ['1 late open, 1 late close', near('long', 1), near('long', 1)],
  ['1 late open, 1 far close', near('long', 1), far('short', 1)],
  ['1 far open, 1 late close on expiry', far('long', 1), near('short', 1, '2024-01-02')],
  ['2 far open, 1 late close + 1 far close', far('long', 2), [...near('short', 1, '2024-01-02'), ...far('short', 1)]],
  ['3 late open, 2 of 3 closes late, 1 on expiry', near('long', 3), [...near('long', 1, '2024-01-02'), ...near('long', 1), ...far('long', 1)]],
  ['closes only: 1 late', [], near('short', 1)],
  ['closes only: 2 late', [], near('short', 2)],
  ['closes only: 1 late of 2', [], [...near('short', 1), ...far('short', 1)]],
  ['far only open + far close', far('long', 1), far('short', 1)],
];
for (const [name, opened, closed] of cases) {
  console.log(`--- ${name}\n${farPutNote('SPX', opened, closed)}`);
}
console.log(`--- SPY: 1 late + 1 far open long\n${farPutNote('SPY', [...near('long', 1), ...far('long', 1)], [])}`);
