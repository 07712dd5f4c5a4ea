import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../../domain/presets';
import { BacktestResultSchema } from '../../../contracts';
import { intrinsicValue } from '../../market/black-scholes';
import { maxLossAtExpiration } from '../../portfolio/margin-model';
import { createSyntheticMarket } from '../../testing/synthetic-market';
import { expiryChain, linearChain } from '../../testing/linear-chain';
import { multiLegRequest } from '../../testing/multileg-fixtures';
import { runMultiLegBacktest } from './run-multileg';

const ENTRY = '2024-01-02';
const EXPIRY = '2024-02-01';
const market = (close: number) =>
  createSyntheticMarket({
    bars: [
      { date: ENTRY, close: 100 },
      { date: EXPIRY, close },
      { date: '2024-02-02', close },
    ],
    quotes: [...linearChain(ENTRY, EXPIRY), ...expiryChain(EXPIRY, close)],
  });

const COMMISSION = 0.65;

describe.each(PRESETS.map((p) => [p.name, p] as const))('preset %s held to expiration', (_name, preset) => {
  it.each([85, 97, 100, 103, 115])('P&L at a close of %d is the payoff formula minus costs, never beyond max loss', (close) => {
    const request = multiLegRequest({ legs: [...preset.legs], max_units_per_position: 1 }, { commission_per_contract: COMMISSION });
    const result = runMultiLegBacktest(request, market(close));
    expect(() => BacktestResultSchema.parse(result)).not.toThrow();
    expect(result.trades).toHaveLength(1);
    const t = result.trades[0]!;
    expect(t.exit_scenario).toBe('EXPIRATION');
    expect(t.exit_date).toBe(EXPIRY);
    const legs = t.entry_contracts.map((c) => ({
      side: c.side,
      type: c.contract.call_or_put,
      strike: c.contract.strike,
      quantity: c.quantity,
      price: c.contract.last_trade_price,
    }));
    const contracts = legs.reduce((s, l) => s + l.quantity, 0);
    const payoff = legs.reduce((s, l) => s + (l.side === 'long' ? 1 : -1) * l.quantity * 100 * (intrinsicValue(l.type, l.strike, close) - l.price), 0);
    expect(t.pnl).toBeCloseTo(payoff - COMMISSION * contracts, 2);
    const maxLoss = maxLossAtExpiration(legs);
    if (maxLoss !== null) expect(t.pnl).toBeGreaterThanOrEqual(-maxLoss - COMMISSION * contracts - 0.01);
    expect(result.end_balance).toBeCloseTo(100_000 + t.pnl, 2);
  });
});

describe('preset structures', () => {
  it('the iron condor opens the textbook strikes: 0.20-delta shorts with $5 wings', () => {
    const preset = PRESETS.find((p) => p.name === 'Iron Condor')!;
    const result = runMultiLegBacktest(multiLegRequest({ legs: [...preset.legs], max_units_per_position: 1 }), market(100));
    const strikes = result.trades[0]!.entry_contracts.map((c) => `${c.side} ${c.contract.call_or_put} ${c.contract.strike}`);
    expect(strikes).toEqual(['short put 88', 'long put 83', 'short call 112', 'long call 117']);
    // credit a share: 2 × (0.91 − 0.37) = 1.08 (time values 0.2 + 3e^{-1.44}, 0.2 + 3e^{-2.89});
    // defined risk: one $5 wing − the credit = (5 − 1.08) × 100
    expect(result.trades[0]!.entry_margin_required).toBe(392);
    expect(result.trades[0]!.entry_capital_required).toBe(392);
  });
});
