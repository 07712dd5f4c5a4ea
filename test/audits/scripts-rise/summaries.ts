/**
 * Rise trace: each request of a dumped requests file (dump-requests.ts) as one `label: <--summary>`
 * line, run as the CLI runs it (summaryOf, present on main since 2b9643ee). scan.sh copies this file
 * into an older checkout and runs it there.
 * usage: npx tsx test/audits/scripts-rise/summaries.ts requests.json [label …]
 */
import { readFileSync } from 'node:fs';
import { summaryOf } from '../../../functions/cli/summary-of-request';

const requests = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Record<string, unknown>;
const only = process.argv.slice(3);
(async () => {
  for (const [label, request] of Object.entries(requests)) if (only.length === 0 || only.includes(label)) process.stdout.write(`${await summaryOf(label, request)}\n`);
})().catch((e: unknown) => {
  process.stderr.write(`summaries: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
});
