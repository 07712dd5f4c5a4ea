import { describe, expect, expectTypeOf, it } from 'vitest';
import type { OptionQuote } from '../engine/market/market-data';
import { ContractSchema, type Contract } from './contract';
import { exampleContract } from './test-support/examples';
import { expectParsed, expectRejected } from './test-support/expect-issue';

describe('ContractSchema', () => {
  it('is the same type as the engine OptionQuote, both ways', () => {
    expectTypeOf<Contract>().toEqualTypeOf<OptionQuote>();
    const quote: OptionQuote = exampleContract();
    const contract: Contract = quote;
    expect(contract).toBe(quote);
  });

  it('round-trips a full contract', () => {
    const full = exampleContract();
    expect(expectParsed(ContractSchema, JSON.parse(JSON.stringify(full)))).toEqual(full);
  });

  it('requires every field of the full Contract', () => {
    for (const key of Object.keys(exampleContract())) {
      const input: Record<string, unknown> = exampleContract();
      delete input[key];
      expectRejected(ContractSchema, input, `${key} is required`);
    }
  });

  it.each([
    [{ call_or_put: 'both' }, "call_or_put must be one of 'call', 'put'"],
    [{ strike: 0 }, 'strike must be > 0'],
    [{ expiry_date: '2022-02-31' }, 'expiry_date must be a date YYYY-MM-DD'],
    [{ last_trade_price: -0.01 }, 'last_trade_price must be >= 0'],
    [{ bid_price: -1 }, 'bid_price must be >= 0'],
    [{ ask_price: -1 }, 'ask_price must be >= 0'],
    [{ volume: 1.5 }, 'volume must be an integer'],
    [{ open_interest: -1 }, 'open_interest must be >= 0'],
    [{ underlying_price: 0 }, 'underlying_price must be > 0'],
    [{ delta: -1.01 }, 'delta must be >= -1'],
    [{ gamma: Number.NaN }, 'gamma must be a number'],
    [{ bid_implied_volatility: -0.1 }, 'bid_implied_volatility must be >= 0'],
    [{ ask_implied_volatility: -0.1 }, 'ask_implied_volatility must be >= 0'],
    [{ id: '' }, 'id is required'],
  ])('rejects %j', (over, message) => {
    expectRejected(ContractSchema, { ...exampleContract(), ...over }, message);
  });
});
