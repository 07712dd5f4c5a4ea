import { describe, expect, it } from 'vitest';
import { validateCoveredRun, type CoveredRunForm } from './covered-run';

const valid: CoveredRunForm = {
  ticker: 'SPY',
  start_date: '2022-01-03',
  end_date: '2022-12-30',
  strategy: { wheel_enabled: false, start_type: 'covered_call', covered_call_config: {}, cash_secured_put_config: null },
};

describe('validateCoveredRun (spec section 5, in order)', () => {
  it('passes a complete form', () => {
    expect(validateCoveredRun(valid)).toBeNull();
  });

  it('1. ticker and dates are required', () => {
    for (const blank of [{ ticker: '' }, { ticker: '  ' }, { start_date: '' }, { end_date: null }, { start_date: undefined }]) {
      expect(validateCoveredRun({ ...valid, ...blank })).toBe('Please fill ticker and date range');
    }
  });

  it('a date that is not YYYY-MM-DD gets its own message before rule 2 (before: the contract\'s)', () => {
    expect(validateCoveredRun({ ...valid, start_date: '2022/01/03' })).toBe('Start date must be YYYY-MM-DD');
    expect(validateCoveredRun({ ...valid, end_date: 'Dec 30 2022' })).toBe('End date must be YYYY-MM-DD');
  });

  it('2. start after end', () => {
    expect(validateCoveredRun({ ...valid, start_date: '2023-01-01' })).toBe('Start date must be before end date');
    expect(validateCoveredRun({ ...valid, start_date: '2022-12-30' })).toBeNull();
  });

  it('3. the wheel needs both configs', () => {
    const wheel = { ...valid.strategy, wheel_enabled: true };
    expect(validateCoveredRun({ ...valid, strategy: wheel })).toBe('Wheel requires both Covered Call and Cash-Secured Put configs');
    expect(validateCoveredRun({ ...valid, strategy: { ...wheel, covered_call_config: null, cash_secured_put_config: {} } })).toBe(
      'Wheel requires both Covered Call and Cash-Secured Put configs',
    );
    expect(validateCoveredRun({ ...valid, strategy: { ...wheel, cash_secured_put_config: {} } })).toBeNull();
  });

  it('4. otherwise the start type config', () => {
    expect(validateCoveredRun({ ...valid, strategy: { ...valid.strategy, covered_call_config: null } })).toBe('Please configure Covered Call');
    expect(validateCoveredRun({ ...valid, strategy: { ...valid.strategy, start_type: 'cash_secured_put' } })).toBe('Please configure Cash-Secured Put');
  });

  it('reports the earliest failing rule first', () => {
    const everythingWrong: CoveredRunForm = { ticker: '', start_date: '2023-01-01', end_date: '2022-01-01', strategy: { wheel_enabled: true } };
    expect(validateCoveredRun(everythingWrong)).toBe('Please fill ticker and date range');
    expect(validateCoveredRun({ ...everythingWrong, ticker: 'SPY' })).toBe('Start date must be before end date');
    expect(validateCoveredRun({ ...everythingWrong, ticker: 'SPY', start_date: '2021-01-01' })).toBe(
      'Wheel requires both Covered Call and Cash-Secured Put configs',
    );
  });
});
