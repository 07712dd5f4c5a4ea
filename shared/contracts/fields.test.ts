import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIELD, fieldPath, firstIssueMessage, isIsoDate, isoDate, issueMessages, num, str, ticker } from './fields';
import { expectRejected } from './test-support/expect-issue';

describe('fieldPath', () => {
  it('joins keys with dots and indices with brackets', () => {
    expect(fieldPath(['strategy', 'legs', 0, 'dte_target'])).toBe('strategy.legs[0].dte_target');
    expect(fieldPath([])).toBe('value');
  });
});

describe('fieldErrorMap', () => {
  const S = z.object(
    {
      a: z.object({ n: num().min(0).max(10), k: z.enum(['x', 'y'], FIELD), m: z.int(FIELD).multipleOf(100), s: z.string(FIELD).min(1).max(3) }, FIELD),
      list: z.array(num(), FIELD).min(1),
      u: z.discriminatedUnion('type', [z.object({ type: z.literal('p', FIELD) }, FIELD), z.object({ type: z.literal('q', FIELD) }, FIELD)], FIELD),
    },
    FIELD,
  );
  const valid = { a: { n: 1, k: 'x', m: 200, s: 'ab' }, list: [1], u: { type: 'p' } };

  it.each([
    [{ ...valid, a: { ...valid.a, n: -1 } }, 'a.n must be >= 0'],
    [{ ...valid, a: { ...valid.a, n: 11 } }, 'a.n must be <= 10'],
    [{ ...valid, a: { ...valid.a, n: 'x' } }, 'a.n must be a number'],
    [{ ...valid, a: { ...valid.a, n: undefined } }, 'a.n is required'],
    [{ ...valid, a: { ...valid.a, k: 'z' } }, "a.k must be one of 'x', 'y'"],
    [{ ...valid, a: { ...valid.a, m: 150 } }, 'a.m must be a multiple of 100'],
    [{ ...valid, a: { ...valid.a, m: 1.5 } }, 'a.m must be an integer'],
    [{ ...valid, a: { ...valid.a, s: '' } }, 'a.s is required'],
    [{ ...valid, a: { ...valid.a, s: 'abcd' } }, 'a.s must be at most 3 characters'],
    [{ ...valid, list: [] }, 'list must have at least 1 item'],
    [{ ...valid, u: { type: 'r' } }, "u.type must be one of 'p', 'q'"],
    [5, 'value must be an object'],
  ])('names the field and the bound (%#)', (input, message) => {
    expectRejected(S, input, message);
  });

  it('firstIssueMessage gives the first message', () => {
    const r = S.safeParse({ ...valid, a: { ...valid.a, n: -1 } });
    expect(r.success).toBe(false);
    if (!r.success) expect(firstIssueMessage(r.error)).toBe('a.n must be >= 0');
  });
});

describe('dates and tickers', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-1-05')).toBe(false);
    expectRejected(z.object({ d: isoDate() }), { d: '2021-13-01' }, 'd must be a date YYYY-MM-DD');
  });

  it('trims and uppercases tickers', () => {
    expect(ticker().parse('  spy ')).toBe('SPY');
    expectRejected(z.object({ t: ticker() }), { t: 'sp y' }, 't must be a ticker symbol (letters, digits, . ^ -)');
    expectRejected(z.object({ t: ticker() }), { t: 'ABCDEFGHIJK' }, 't must be at most 10 characters');
    const blank = z.object({ t: ticker() }, FIELD).safeParse({ t: '  ' });
    // Before: 't is required' and 't must be a ticker symbol …' for the one fault.
    expect(blank.success ? [] : issueMessages(blank.error)).toEqual(['t is required']);
  });
});

describe('a misspelt key names the key it most likely means', () => {
  const S = z.strictObject(
    { ticker: str(), start_date: str(), DTE_target: num().optional(), inner: z.strictObject({ max_days: num().optional(), tp: num().optional() }, FIELD).optional() },
    FIELD,
  );
  const fail = (input: unknown) => {
    const parsed = S.safeParse(input);
    if (parsed.success) throw new Error('expected a rejection');
    return parsed.error;
  };

  it('puts the unknown key with its twin first and leaves out the twin it explains', () => {
    // zod reports 'ticker is required' first; that alone hid the typo.
    const error = fail({ tickr: 'SPY', start_date: 'x' });
    expect(firstIssueMessage(error)).toBe('Unknown field tickr (did you mean ticker?)');
    expect(issueMessages(error)).toEqual(['Unknown field tickr (did you mean ticker?)']);
  });

  it('keeps every other problem', () => {
    expect(issueMessages(fail({ tickr: 'SPY' }))).toEqual(['Unknown field tickr (did you mean ticker?)', 'start_date is required']);
  });

  it('suggests a known key that is present, ignores case, and works at any depth', () => {
    expect(firstIssueMessage(fail({ ticker: 'SPY', start_date: 'x', dte_target: 3 }))).toBe('Unknown field dte_target (did you mean DTE_target?)');
    expect(firstIssueMessage(fail({ ticker: 'SPY', start_date: 'x', inner: { max_dayz: 3 } }))).toBe('Unknown field inner.max_dayz (did you mean max_days?)');
  });

  it('suggests nothing for a key far from every known one, or a short key two edits away', () => {
    expect(firstIssueMessage(fail({ ticker: 'SPY', start_date: 'x', colour: 1 }))).toBe('Unknown field colour');
    expect(firstIssueMessage(fail({ ticker: 'SPY', start_date: 'x', inner: { sl: 1 } }))).toBe('Unknown field inner.sl');
    expect(issueMessages(fail({ colour: 1, start_date: 'x' }))).toEqual(['ticker is required', 'Unknown field colour']);
  });

  it('names each of several unknown keys with its own suggestion', () => {
    expect(firstIssueMessage(fail({ tickr: 'SPY', start_dat: 'x', colour: 1 }))).toBe(
      'Unknown fields tickr (did you mean ticker?), start_dat (did you mean start_date?), colour',
    );
  });
});
