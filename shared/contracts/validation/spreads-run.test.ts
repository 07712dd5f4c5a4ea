import { describe, expect, it } from 'vitest';
import { validateSpreadsRun, type SpreadsRunForm } from './spreads-run';

const leg = { target_strike_condition: { value: 0.3 }, dte_target: 30, quantity: 1 };
const valid: SpreadsRunForm = { name: 'IC', ticker: 'SPY', start_date: '2022-01-03', end_date: '2022-12-30', legs: [leg] };

describe('validateSpreadsRun (spec section 5, in order)', () => {
  it('passes a complete strategy', () => {
    expect(validateSpreadsRun(valid)).toBeNull();
  });

  it('walks the eight rules in the spec order', () => {
    const steps: Array<[SpreadsRunForm, string]> = [
      [{}, 'Strategy name is required'],
      [{ name: 'IC' }, 'Ticker symbol is required'],
      [{ name: 'IC', ticker: 'SPY' }, 'Please select a valid start and end date'],
      [{ name: 'IC', ticker: 'SPY', start_date: '2022-12-30', end_date: '2022-01-03' }, 'Start date must be before end date'],
      [{ ...valid, legs: [] }, 'Strategy must have at least one leg'],
      [{ ...valid, legs: [{ ...leg, target_strike_condition: { value: null }, dte_target: 0, quantity: 0 }] }, 'Leg 1 requires a target strike condition value'],
      [{ ...valid, legs: [{ ...leg, dte_target: 0, quantity: 0 }] }, 'Leg 1 requires a valid DTE target (>0)'],
      [{ ...valid, legs: [{ ...leg, quantity: 0 }] }, 'Leg 1 requires a valid quantity (>0)'],
    ];
    for (const [form, message] of steps) expect(validateSpreadsRun(form)).toBe(message);
  });

  it('treats blank and whitespace as missing', () => {
    expect(validateSpreadsRun({ ...valid, name: '   ' })).toBe('Strategy name is required');
    expect(validateSpreadsRun({ ...valid, ticker: ' ' })).toBe('Ticker symbol is required');
    expect(validateSpreadsRun({ ...valid, end_date: 'not a date' })).toBe('Please select a valid start and end date');
  });

  it('a date that is not YYYY-MM-DD is not a valid date, even when Date.parse reads it (before: passed on to the contract)', () => {
    for (const date of ['2022/12/30', '2022-12-3', 'Dec 30 2022', '2022-02-30']) {
      expect(validateSpreadsRun({ ...valid, end_date: date })).toBe('Please select a valid start and end date');
    }
  });

  it('a start equal to the end is not before it', () => {
    expect(validateSpreadsRun({ ...valid, end_date: valid.start_date })).toBe('Start date must be before end date');
  });

  it('numbers legs from 1 and checks them one after the other', () => {
    expect(validateSpreadsRun({ ...valid, legs: [leg, { ...leg, dte_target: -1 }] })).toBe('Leg 2 requires a valid DTE target (>0)');
    expect(validateSpreadsRun({ ...valid, legs: [leg, leg, { ...leg, target_strike_condition: null }] })).toBe('Leg 3 requires a target strike condition value');
    expect(validateSpreadsRun({ ...valid, legs: [{ ...leg, quantity: 0 }, { ...leg, target_strike_condition: {} }] })).toBe('Leg 1 requires a valid quantity (>0)');
  });

  it('reads form values: blank strings are missing, numeric strings and 0 targets count', () => {
    expect(validateSpreadsRun({ ...valid, legs: [{ ...leg, target_strike_condition: { value: '' } }] })).toBe('Leg 1 requires a target strike condition value');
    expect(validateSpreadsRun({ ...valid, legs: [{ ...leg, target_strike_condition: { value: 0 } }] })).toBeNull();
    expect(validateSpreadsRun({ ...valid, legs: [{ ...leg, dte_target: '45', quantity: '2' }] })).toBeNull();
    expect(validateSpreadsRun({ ...valid, legs: [{ ...leg, dte_target: '' }] })).toBe('Leg 1 requires a valid DTE target (>0)');
  });
});
