import { useState } from 'react';
import { ResultsOriginSchema, type SavedBacktest } from '../../../../../shared/contracts/saved';
import type { SaveOutcome } from '../../../lib/api/save-backtest';
import type { SavedIdentity } from './result-share-button';

/**
 * Which saved backtest the builder's results are (issue 18, Share in the results panel): the one
 * loaded from Saved, then the one just saved; a new run's results are not saved, so it is cleared.
 */
export function useSavedIdentity(loaded: SavedBacktest | null) {
  const [identity, setIdentity] = useState<SavedIdentity | null>(() =>
    loaded ? { backtestId: loaded.backtest_id, name: loaded.name, ...(loaded.share_token ? { shareToken: loaded.share_token } : {}), ...originOf(loaded.results_origin) } : null,
  );
  /**
   * After a save: the server's answer names the new backtest and how it stored the results (a fresh
   * save is not shared); a save that fell back to a sent copy keeps why, for the page to say.
   */
  const savedAs = ({ answer, sentBecause }: SaveOutcome, name: string) => {
    const origin = originOf(answer.results_origin);
    const fellBack = sentBecause !== undefined && origin.resultsOrigin !== 'run' ? { sentBecause } : {};
    setIdentity(typeof answer.backtest_id === 'string' ? { backtestId: answer.backtest_id, name, ...origin, ...fellBack } : null);
  };
  const ranNew = () => setIdentity(null);
  /** A result brought back from checkout: the saved backtest it was, if any. */
  const restore = (kept: SavedIdentity | null) => setIdentity(kept);
  /**
   * What a save names for the server to copy the result from: the run's job when known, else the
   * saved run the result was loaded from (audit 22 F6), so a run saved again stays the run's; a sent
   * copy names nothing and is sent again, still 'sent'.
   */
  const copyFrom = (jobId: string | undefined): { job_id?: string; from_backtest_id?: string } =>
    jobId ? { job_id: jobId } : identity?.resultsOrigin === 'run' ? { from_backtest_id: identity.backtestId } : {};
  return { identity, savedAs, ranNew, restore, copyFrom };
}

/** The origin the server said, if it said one it knows (an older server says none). */
function originOf(said: unknown): Pick<SavedIdentity, 'resultsOrigin'> {
  const origin = ResultsOriginSchema.safeParse(said);
  return origin.success ? { resultsOrigin: origin.data } : {};
}
