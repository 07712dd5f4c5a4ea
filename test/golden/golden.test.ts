import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { GOLDEN_DIR, goldenRuns } from './golden-runs';

/**
 * Golden results: the engine's answer to fixed requests on the bundled data must equal the reviewed
 * files byte for byte (the engine is deterministic). After a deliberate change, regenerate with
 * `npx tsx test/golden/update-golden.ts` and review the diff.
 */
describe('golden results', async () => {
  const runs = await goldenRuns();

  it.each(runs.map((r) => [r.name, r] as const))('%s matches its reviewed result', async (name, run) => {
    const stored = await readFile(new URL(`${name}.json`, GOLDEN_DIR), 'utf8');
    const changed = stored !== run.text;
    // A compact first difference helps the reviewer; the equality below is what fails.
    if (changed) {
      const at = [...stored].findIndex((c, i) => c !== run.text[i]);
      expect.soft(run.text.slice(Math.max(0, at - 200), at + 200), `first difference at character ${at}`).toBe(stored.slice(Math.max(0, at - 200), at + 200));
    }
    expect(changed, 'golden result changed: review and run npx tsx test/golden/update-golden.ts').toBe(false);
  });

  it('same input gives byte-identical output', async () => {
    const again = await goldenRuns();
    expect(again.map((r) => r.text)).toEqual(runs.map((r) => r.text));
  });
});
