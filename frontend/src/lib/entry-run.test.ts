import { afterEach, describe, expect, it } from 'vitest';
import { keepRunInEntry, runInEntry } from './entry-run';

const run = { mode: 'covered' as const, jobId: 'job-3', userId: 'u1', ranForm: { ticker: 'SPY' }, saved: null };

describe('the run kept with a history entry', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('is kept beside the router\'s fields and read back for its mode and user only', () => {
    window.history.replaceState({ usr: null, key: 'k1', idx: 2 }, '');
    keepRunInEntry(run, 'k1');
    expect(window.history.state).toMatchObject({ usr: null, key: 'k1', idx: 2 });
    expect(runInEntry('covered', 'u1')).toEqual(run);
    expect(runInEntry('spreads', 'u1')).toBeNull();
    expect(runInEntry('covered', 'someone-else')).toBeNull();
    keepRunInEntry(null, 'k1');
    expect(runInEntry('covered', 'u1')).toBeNull();
    expect(window.history.state).toEqual({ usr: null, key: 'k1', idx: 2 });
  });

  it('is not written by a page whose entry is no longer the current one (its effect ran after Back)', () => {
    window.history.replaceState({ key: 'covered-entry', idx: 1 }, '');
    keepRunInEntry(run, 'covered-entry');
    // Spreads mounted on its own entry; Back made the covered entry current before Spreads' effect ran.
    keepRunInEntry(null, 'spreads-entry');
    expect(runInEntry('covered', 'u1')).toEqual(run);
  });

  it('reads nothing from an entry holding something else', () => {
    window.history.replaceState({ key: 'k1', obtShownRun: { mode: 'covered', jobId: null, userId: 'u1', ranForm: {}, saved: null } }, '');
    expect(runInEntry('covered', 'u1')).toBeNull();
  });
});
