/**
 * Rewrites the golden results after a reviewed change of the engine, the chain model or the data:
 *   npx tsx test/golden/update-golden.ts
 * then review `git diff test/golden/results` and commit it with the change that caused it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { GOLDEN_DIR, goldenRuns } from './golden-runs';

await mkdir(GOLDEN_DIR, { recursive: true });
for (const run of await goldenRuns()) {
  await writeFile(new URL(`${run.name}.json`, GOLDEN_DIR), run.text);
  console.log(`wrote test/golden/results/${run.name}.json`);
}
