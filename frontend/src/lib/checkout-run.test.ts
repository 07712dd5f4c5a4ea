import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '../test/fake-api';
import { startCheckout } from './api/start-checkout';
import { arriveFromCheckout, forgetReturnedRun, keepRunForCheckout, leaveRunOnScreen, peekReturnedRun, showRunOnScreen, type KeptRun } from './checkout-run';

const KEY = 'obt.checkout-run';
const run = (over: Partial<KeptRun> = {}): KeptRun => ({ mode: 'spreads', jobId: 'job-1', userId: 'u1', ranForm: { ticker: 'QQQ' }, saved: null, ...over });

/** Takes whatever an earlier test left brought back. */
function clearReturned(): void {
  for (const mode of ['spreads', 'covered'] as const) for (const user of ['u1', 'u2', null]) {
    const left = peekReturnedRun(mode, user);
    if (left) forgetReturnedRun(left);
  }
}

describe('the run on screen, kept over checkout (lib/checkout-run)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    showRunOnScreen(null);
    clearReturned();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('startCheckout keeps a reference to the run on screen (its job id, not its result) in the tab', async () => {
    fakeBackend(() => ({ status: 200, body: { url: 'http://localhost:3000/local-checkout?s=1' } }));
    const shown = run({ saved: { backtestId: 'b1', name: 'Kept' } });
    showRunOnScreen(shown);
    await startCheckout('/backtest/spreads');
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual(shown);
  });

  it('a failed checkout call keeps nothing', async () => {
    fakeBackend(() => ({ status: 502, body: {} }));
    showRunOnScreen(run());
    await expect(startCheckout('/backtest/spreads')).rejects.toThrow();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('no run on screen (the builder left, or shows none): an older kept run is dropped', () => {
    const shown = run();
    showRunOnScreen(shown);
    keepRunForCheckout();
    expect(sessionStorage.getItem(KEY)).not.toBeNull();
    leaveRunOnScreen(run()); // another run's leaving does not clear this one
    keepRunForCheckout();
    expect(sessionStorage.getItem(KEY)).not.toBeNull();
    leaveRunOnScreen(shown);
    keepRunForCheckout();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('back from checkout, the run is handed to its builder for its user only, once, and removed from the tab', () => {
    showRunOnScreen(run());
    keepRunForCheckout();
    arriveFromCheckout();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    // StrictMode calls the return's effect twice: the second finds nothing kept and keeps what was brought back.
    arriveFromCheckout();
    expect(peekReturnedRun('covered', 'u1')).toBeNull();
    expect(peekReturnedRun('spreads', 'u2')).toBeNull();
    expect(peekReturnedRun('spreads', null)).toBeNull();
    const back = peekReturnedRun('spreads', 'u1');
    expect(back).toEqual(run());
    forgetReturnedRun(back as KeptRun);
    expect(peekReturnedRun('spreads', 'u1')).toBeNull();
  });

  it("brings back the after-tax panel's filing status with the run; an unknown one is dropped, not the run", () => {
    showRunOnScreen(run({ filingStatus: 'married_filing_separately' }));
    keepRunForCheckout();
    arriveFromCheckout();
    const back = peekReturnedRun('spreads', 'u1');
    expect(back?.filingStatus).toBe('married_filing_separately');
    forgetReturnedRun(back as KeptRun);
    sessionStorage.setItem(KEY, JSON.stringify({ ...run(), filingStatus: 'married' }));
    arriveFromCheckout();
    const odd = peekReturnedRun('spreads', 'u1');
    expect(odd).toEqual(run());
    forgetReturnedRun(odd as KeptRun);
  });

  it.each([
    ['not JSON', '{'],
    ['no job id', JSON.stringify({ ...run(), jobId: '' })],
    ['an unknown mode', JSON.stringify({ ...run(), mode: 'futures' })],
    ['no user field', JSON.stringify({ mode: 'spreads', jobId: 'job-1', ranForm: {}, saved: null })],
    ['neither a job nor a saved backtest', JSON.stringify({ ...run(), jobId: null })],
  ])('a kept run that is %s is not brought back', (_what, stored) => {
    sessionStorage.setItem(KEY, stored);
    arriveFromCheckout();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(peekReturnedRun('spreads', 'u1')).toBeNull();
  });
});
