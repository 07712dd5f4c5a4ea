import { describe, expect, it } from 'vitest';
import { groupSkips } from './skip-groups';

// Days of the AAPL wheel of 2022-2023 (catch stop loss, credit-multiple stops; npm run -s backtest):
// its 76 skipped entries were 76 different lines, the cash and the strike changing every day.
const unsecured = (date: string, cash: string, strike: string, needed: string) => ({
  date,
  reason: `cash-secured put: cash $${cash} does not secure one put at the ${strike} strike ($${needed} needed): no trade`,
});
const wheelDays = [
  unsecured('2023-06-05', '17,039.42', '175', '17,500.00'),
  unsecured('2023-06-02', '17,031.72', '175', '17,500.00'),
  unsecured('2023-08-01', '17,221.49', '172.5', '17,250.00'),
  unsecured('2023-12-28', '17,555.73', '190', '19,000.00'),
  unsecured('2023-09-12', '17,516.54', '195', '19,500.00'),
];

describe('skipped entries grouped by reason', () => {
  it('read once per reason, the figures as the range they took, with the days and the first and last', () => {
    const [group, ...others] = groupSkips(wheelDays);
    expect(others).toEqual([]);
    expect(group).toMatchObject({
      reason: 'cash-secured put: cash $17,031.72–$17,555.73 does not secure one put at the 172.5–195 strike ($17,250.00–$19,500.00 needed): no trade',
      days: 5,
      first: '2023-06-02',
      last: '2023-12-28',
    });
    // Every day is kept in its own words, in date order.
    expect(group?.entries.map((e) => e.date)).toEqual(['2023-06-02', '2023-06-05', '2023-08-01', '2023-09-12', '2023-12-28']);
    expect(group?.entries[2]?.reason).toBe(wheelDays[2]?.reason);
  });

  it('keep different reasons apart, most days first, and figures that did not move as they are', () => {
    const rsi = (date: string, value: string) => ({ date, reason: `covered call: entry condition not met (RSI(14) ${value} within [0.00, 70.00])` });
    const groups = groupSkips([
      { date: '2022-01-03', reason: 'cash-secured put: no put within tolerance 0.05 of delta -0.3' },
      rsi('2022-02-01', '74.10'), rsi('2022-02-02', '71.35'), rsi('2022-02-03', '78.02'),
    ]);
    expect(groups.map((g) => [g.reason, g.days, g.first, g.last])).toEqual([
      ['covered call: entry condition not met (RSI(14) 71.35–78.02 within [0.00, 70.00])', 3, '2022-02-01', '2022-02-03'],
      ['cash-secured put: no put within tolerance 0.05 of delta -0.3', 1, '2022-01-03', '2022-01-03'],
    ]);
  });

  it('range negative figures and dates in words that read, and leave a contract id whole', () => {
    const groups = groupSkips([
      { date: '2022-03-01', reason: 'no put within tolerance 0.05 of delta -0.35 (nearest 2022-03-18)' },
      { date: '2022-03-02', reason: 'no put within tolerance 0.05 of delta -0.25 (nearest 2022-04-14)' },
      { date: '2022-03-03', reason: 'roll to SPY220318P00410000 not made' },
      { date: '2022-03-04', reason: 'roll to SPY220318P00415000 not made' },
    ]);
    expect(groups.map((g) => g.reason)).toEqual([
      'no put within tolerance 0.05 of delta -0.35 to -0.25 (nearest 2022-03-18 … 2022-04-14)',
      'roll to SPY220318P00410000 not made',
      'roll to SPY220318P00415000 not made',
    ]);
  });

  it('count a day once when it skipped twice for the same reason', () => {
    const [group] = groupSkips([unsecured('2023-06-02', '17,031.72', '175', '17,500.00'), unsecured('2023-06-02', '17,031.72', '180', '18,000.00')]);
    expect(group).toMatchObject({ days: 1, first: '2023-06-02', last: '2023-06-02' });
    expect(group?.entries).toHaveLength(2);
  });
});
