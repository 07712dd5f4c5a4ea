import { describe, expect, it } from 'vitest';
import { asTaskError, BacktestFailedError, GENERIC_JOB_ERROR, isTransient, TransientError, userMessageOf } from './task-errors';

describe('task errors', () => {
  it('classifies throttling, 5xx and dropped connections as transient, not request errors', () => {
    expect(isTransient(Object.assign(new Error('slow down'), { name: 'ThrottlingException' }))).toBe(true);
    expect(isTransient(Object.assign(new Error('x'), { $metadata: { httpStatusCode: 503 } }))).toBe(true);
    expect(isTransient(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isTransient(new BacktestFailedError('No trading days'))).toBe(false);
    expect(isTransient(new Error('bug'))).toBe(false);
    expect(asTaskError(Object.assign(new Error('slow'), { name: 'ThrottlingException' }))).toBeInstanceOf(TransientError);
  });

  it('shows a BacktestFailed message from Lambda\'s JSON cause or the local plain cause, and hides others', () => {
    const lambdaCause = JSON.stringify({ errorType: 'BacktestFailed', errorMessage: 'No market data', trace: ['at x (y.js:1)'] });
    expect(userMessageOf({ Error: 'BacktestFailed', Cause: lambdaCause })).toBe('No market data');
    expect(userMessageOf({ Error: 'BacktestFailed', Cause: 'No market data' })).toBe('No market data');
    expect(userMessageOf({ Error: 'TypeError', Cause: 'x is undefined' })).toBe(GENERIC_JOB_ERROR);
    expect(userMessageOf(undefined)).toBe(GENERIC_JOB_ERROR);
  });
});
