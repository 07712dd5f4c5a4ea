/**
 * Rise trace (test/audits/2026-12-rise-trace.md): writes the 32 requests whose figures README
 * quotes (listing-effects.ts's 15, golden-condor-years.ts's 8, nine CLI examples) as they are at
 * this checkout, keyed by label, so that the same requests can be run at older commits.
 * usage: npx tsx test/audits/scripts-rise/dump-requests.ts [out.json]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { CoveredBacktestRequestInput } from '../../../shared/contracts';
import { WHEEL_RUNS, wheelRequest } from '../../../functions/cli/listing-effects';
import { DEFAULT_PERIODS, goldenCondorOf } from '../../../functions/cli/golden-condor-years';

const EXAMPLES = ['itm-covered-call.json', 'catch-stop-covered-call.json', 'spx-covered-call-2023-2024.json', 'spy-covered-call-2023-2024.json', 'wheel.json', 'wheel-aapl-2020-2021.json', 'spx-covered-call-2021.json', 'wheel-tsla-2022-2023.json', 'catch-stop-nvda-covered-call.json'];
const example = (f: string): unknown => JSON.parse(readFileSync(new URL(`../../../functions/cli/examples/${f}`, import.meta.url), 'utf8'));
const out: Record<string, unknown> = {};
const wheel = example('wheel.json') as CoveredBacktestRequestInput;
for (const r of WHEEL_RUNS) out[r.label] = wheelRequest(wheel, r);
for (const p of DEFAULT_PERIODS) out[`golden SPX condor ${p}`] = goldenCondorOf(p);
for (const f of EXAMPLES) out[f] = example(f);
writeFileSync(process.argv[2] ?? new URL('../configs-rise/requests.json', import.meta.url), `${JSON.stringify(out, null, 1)}\n`);
