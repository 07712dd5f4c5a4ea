/**
 * Audit 8: is what a visitor with a share link reads the owner's result, number for number?
 * On the local backend (dynalite + s3rver, functions/testing/backend-harness.ts) through the real
 * handlers: a Pro user saves a CLI result (POST /save-backtest), shares it (POST
 * /backtests/{id}/share), and the visitor reads it without a token (POST /shared). The visitor's
 * `results` and `strategy` must deep-equal the CLI's JSON and the owner's GET /backtests/{id}.
 * usage: npx tsx test/audits/scripts8/share-payload.ts request.json result.json [...pairs]
 */
import { readFile } from 'node:fs/promises';
import { isDeepStrictEqual } from 'node:util';
import { startBackend } from '../../../functions/testing/backend-harness';
import { deps } from '../../../functions/platform/deps';
import { handler as saveBacktest } from '../../../functions/saved/save-backtest.http';
import { handler as getBacktest } from '../../../functions/saved/get-backtest.http';
import { handler as createShare } from '../../../functions/shares/create-share.http';
import { handler as readShared } from '../../../functions/shares/get-shared-backtest.http';

const args = process.argv.slice(2);
if (args.length < 2 || args.length % 2) throw new Error('usage: share-payload.ts request.json result.json [...]');
const backend = await startBackend({});
try {
  const user = 'audit8-owner';
  const { users } = deps();
  await users.create(user, 3);
  await users.applyBilling(user, { paid: true });
  for (let i = 0; i < args.length; i += 2) {
    const [requestPath = '', resultPath = ''] = args.slice(i, i + 2);
    const strategy = JSON.parse(await readFile(requestPath, 'utf8'));
    const results = JSON.parse(await readFile(resultPath, 'utf8'));
    const saved = await backend.call(saveBacktest, { method: 'POST', path: '/save-backtest', user, body: { backtest_name: strategy.strategy.name, strategy, results } });
    const id = (saved.body as { backtest_id: string }).backtest_id;
    const owner = await backend.call(getBacktest, { method: 'GET', path: `/backtests/${id}`, routeKey: 'GET /backtests/{id}', pathParameters: { id }, user });
    const link = await backend.call(createShare, { method: 'POST', path: `/backtests/${id}/share`, routeKey: 'POST /backtests/{id}/share', pathParameters: { id }, user, body: {} });
    const token = (link.body as { token: string }).token;
    const visitor = await backend.call(readShared, { method: 'POST', path: '/shared', body: { token } });
    const o = owner.body as { results: unknown; strategy: unknown; results_url?: string };
    const v = visitor.body as { results: unknown; strategy: unknown; results_url?: string };
    process.stdout.write(`${JSON.stringify({
      file: resultPath,
      bytes: JSON.stringify(results).length,
      statuses: [saved.status, owner.status, link.status, visitor.status],
      visitor_results_equal_cli: isDeepStrictEqual(v.results, results),
      visitor_results_equal_owner: isDeepStrictEqual(v.results, o.results),
      visitor_strategy_equal_request: isDeepStrictEqual(v.strategy, strategy),
      results_url: [o.results_url ?? null, v.results_url ?? null],
      visitor_keys: Object.keys(visitor.body as object),
    })}\n`);
  }
} finally {
  await backend.stop();
}
