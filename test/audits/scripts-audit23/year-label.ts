/**
 * Audit 23 F3: a spreads form loaded from an older save keeps its `year` label; run over other
 * dates and saved by its job, the label passes the check (a label, not a setting) and is stored,
 * and the share page's strategy table (strategy-fields.ts) lists it as a setting beside the run's
 * dates. Through the real local runtime.
 * Run: nice -n 10 npx tsx test/audits/scripts-audit23/year-label.ts
 */
import { defaultSpreadsForm, storedSpreadsForm } from '../../../frontend/src/features/backtest/spreads/spreads-form';
import { spreadsFormFrom, spreadsRequest } from '../../../frontend/src/features/backtest/spreads/spreads-storage';
import { strategyFields } from '../../../frontend/src/features/backtest/share/strategy-fields';
import { startUser } from './runtime-user';

const u = await startUser();
try {
  // The form as the builder loads an older 2020 save (its `year` label kept), then with its dates moved to 2024.
  const loaded = spreadsFormFrom({ ...storedSpreadsForm(defaultSpreadsForm()), ticker: 'SPY', min_volume: 0, start_date: '2020-01-02', end_date: '2020-03-31', year: 2020 });
  if (!loaded) throw new Error('did not load');
  const form = { ...loaded, start_date: '2024-01-02', end_date: '2024-02-29' };
  const built = spreadsRequest(form);
  if (!built.ok) throw new Error(built.message);
  const job = await u.ran('/backtest', built.request);
  const saved = await u.save('2024 run from a 2020 save', storedSpreadsForm(form), { job_id: job });
  const shared = await u.api('POST', `/backtests/${String(saved.body.backtest_id)}/share`, {});
  const token = String(shared.body.share_token ?? shared.body.token ?? '');
  const page = token ? await u.api('POST', '/shared', { token }) : await u.api('GET', `/backtests/${String(saved.body.backtest_id)}`);
  const rows = strategyFields(page.body.strategy).filter((f) => ['year', 'start_date', 'end_date'].includes(f.path));
  const period = (page.body.results as { data_period?: unknown } | undefined)?.data_period;
  console.log(`save: ${saved.status} ${String(saved.body.results_origin)}; share: ${shared.status} ${token ? 'token' : JSON.stringify(shared.body).slice(0, 120)}`);
  console.log(`the shared strategy table's rows: ${rows.map((r) => `${r.label} = ${r.value}`).join('; ')}; the result's data period: ${JSON.stringify(period)}`);
} finally {
  await u.runtime.stop();
}
process.exit(0);
