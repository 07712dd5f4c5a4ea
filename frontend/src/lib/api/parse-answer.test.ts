import { describe, expect, it } from 'vitest';
import { SweepAnswerSchema } from '../../../../shared/contracts';
import { ApiError } from './api-error';
import { parseAnswer } from './http';

const request = {
  kind: 'covered',
  base: { ticker: 'SPY', start_date: '2024-01-02', end_date: '2024-03-28', strategy: { covered_call_config: {} } },
  parameters: [{ field: 'call.dte', values: [30, 45] }],
};
const answer = { sweep_id: 's-1', status: 'running', cells_total: 2, cells_done: 0, cells_failed: 0 };

describe('parseAnswer', () => {
  it('reads a sweep answer whose stored request carries a key the strict request contract does not know', () => {
    // The request was stored by the version that started the sweep; only a caller's request is refused for it.
    const body = { ...answer, request: { ...request, legacy: 1, base: { ...request.base, legacy_cost_model: 'flat' } } };
    const parsed = parseAnswer(SweepAnswerSchema, body, 'sweep');
    expect(parsed.request?.base.ticker).toBe('SPY');
    expect(JSON.stringify(parsed)).not.toContain('legacy');
  });

  it('still refuses an answer that does not fit for another reason, naming the field', () => {
    expect(() => parseAnswer(SweepAnswerSchema, { ...answer, cells_done: 'none' }, 'sweep')).toThrow(ApiError);
    expect(() => parseAnswer(SweepAnswerSchema, { ...answer, cells_done: 'none' }, 'sweep')).toThrow('Unexpected sweep answer from the server (cells_done)');
  });
});
