import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reasonWords } from '../../shared/domain/trade-words';

// Real engine output: every reason of the golden runs, as the trade log and the CSV export read it.
describe('reasonWords on the golden runs', () => {
  it('leaves no internal name and no bare bracket in any reason of the golden runs (real engine output)', () => {
    const dir = join(import.meta.dirname, 'results');
    const reasons = readdirSync(dir).filter((f) => f.endsWith('.json')).flatMap((f) => {
      const raw = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { result?: { trades?: Array<{ reason: string }> }; trades?: Array<{ reason: string }> };
      return (raw.result?.trades ?? raw.trades ?? []).map((t) => t.reason);
    });
    expect(reasons.length).toBeGreaterThan(20);
    for (const reason of reasons) {
      const words = reasonWords(reason);
      expect(words).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
      expect(words).not.toMatch(/within \[/);
      // Every price after close/strike/stop/at reads in dollars.
      expect(words).not.toMatch(/\b(close|strike|stop|sold) \d/);
    }
  });
});
