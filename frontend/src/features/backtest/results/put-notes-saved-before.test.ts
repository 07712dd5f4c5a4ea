import { describe, expect, it } from 'vitest';
import { contract, coveredResult, coveredTrade, standardResult, standardTrade } from '../test/fixtures';
import { deriveResults } from './derive-results';
import { PUT_NOTES_SAVED_BEFORE } from './put-notes-saved-before';

const volModel = { anchors: ['VIX'], modeled_days: 250, fallback_days: 0, fallbacks: [], liquidity: 'modeled' as const };
const put = contract({ call_or_put: 'put' });

describe('a result saved before the far-put notes counted closes says so (audit 20 F2)', () => {
  it('on modeled chains with puts traded and no put_notes_count_closes: the line after the run notes', () => {
    const covered = coveredResult({ vol_model: volModel, trades: [{ ...coveredTrade(0), entry_position: { ...coveredTrade(0).entry_position, contract: put } }], diagnostics: { skipped_entries: [], notes: ['A note.'] } });
    expect(deriveResults(covered).notes).toEqual(['A note.', PUT_NOTES_SAVED_BEFORE]);
    const spread = standardResult({ vol_model: volModel, trades: [{ ...standardTrade(), entry_contracts: [{ contract: put, side: 'short', quantity: 1 }] }] });
    expect(deriveResults(spread).notes).toContain(PUT_NOTES_SAVED_BEFORE);
  });

  it('not on a result of today (flag set), one without puts, or one without modeled days', () => {
    const covered = (over: Parameters<typeof coveredResult>[0]) => deriveResults(coveredResult({ trades: [{ ...coveredTrade(0), entry_position: { ...coveredTrade(0).entry_position, contract: put } }], ...over })).notes;
    expect(covered({ vol_model: { ...volModel, put_notes_count_closes: true } })).not.toContain(PUT_NOTES_SAVED_BEFORE);
    expect(covered({})).not.toContain(PUT_NOTES_SAVED_BEFORE);
    const calls = coveredResult({ vol_model: volModel, trades: [{ ...coveredTrade(0), entry_position: { ...coveredTrade(0).entry_position, contract: contract({ call_or_put: 'call' }) } }] });
    expect(deriveResults(calls).notes).not.toContain(PUT_NOTES_SAVED_BEFORE);
  });
});
