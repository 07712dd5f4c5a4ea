/**
 * Audit 23, part 1 (false refusals) and part 2 (forgeries) through the real local runtime, with the
 * bodies the builders make (their own form functions, as the pages call them: covered-page.tsx saves
 * `{ ...ranForm }`, spreads-page.tsx `storedSpreadsForm(form)`; loaded with coveredFormFrom /
 * spreadsFormFrom as the pages load a saved run). Prints one line per case.
 * Run: nice -n 10 npx tsx test/audits/scripts-audit23/save-paths.ts
 */
import { GetItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { CoveredBacktestRequestSchema, defaultCallLegConfig } from '../../../shared/contracts/covered';
import { presetLegs, PRESET_NAMES } from '../../../shared/domain/presets';
import { coveredFormFrom } from '../../../frontend/src/features/backtest/covered/covered-storage';
import { defaultCoveredForm, setStartType, setWheel, type CoveredForm } from '../../../frontend/src/features/backtest/covered/covered-form';
import { applyPreset, defaultSpreadsForm, newChildLeg, newLeg, newEntryFilter, newExitCondition, storedSpreadsForm, toggleUnitsLimit, type SpreadsForm } from '../../../frontend/src/features/backtest/spreads/spreads-form';
import { spreadsFormFrom, spreadsRequest } from '../../../frontend/src/features/backtest/spreads/spreads-storage';
import { startUser, type Answer, type User } from './runtime-user';

const only = process.env.ONLY;
let u: User;
const lines: string[] = [];
const say = (line: string) => { lines.push(line); console.log(line); };
const verdict = (a: Answer) => `${a.status} ${String(a.body.results_origin ?? a.body.error ?? a.body.message ?? '')}`;
const ok = (a: Answer, origin = 'run') => a.status === 201 && a.body.results_origin === origin;

type Results = { data_period?: { start_date: string; end_date: string }; costs?: Parameters<typeof spreadsFormFrom>[2] };

/** Covered: run, save by job, load and save from the saved run, run the loaded form again and save by job. */
async function coveredCase(label: string, form: CoveredForm): Promise<{ jobId: string; savedId: string } | undefined> {
  if (only && !label.includes(only)) return undefined;
  const jobId = await u.ran('/backtest/covered', CoveredBacktestRequestSchema.parse(form));
  const byJob = await u.save(`${label} by job`, { ...form }, { job_id: jobId });
  const savedId = String(byJob.body.backtest_id);
  const record = await u.api('GET', `/backtests/${savedId}`);
  const loaded = coveredFormFrom(record.body.strategy);
  const fromSaved = loaded ? await u.save(`${label} from saved`, { ...loaded }, { from_backtest_id: savedId }) : undefined;
  const again = loaded ? await u.ran('/backtest/covered', CoveredBacktestRequestSchema.parse(loaded)) : undefined;
  const reran = again && loaded ? await u.save(`${label} loaded+rerun`, { ...loaded }, { job_id: again }) : undefined;
  say(`${ok(byJob) && fromSaved && ok(fromSaved) && reran && ok(reran) ? 'PASS' : 'FAIL'} covered ${label}: by job ${verdict(byJob)} | from saved ${fromSaved ? verdict(fromSaved) : 'did not load'} | loaded+rerun ${reran ? verdict(reran) : '-'}`);
  return { jobId, savedId };
}

async function spreadsCase(label: string, form: SpreadsForm): Promise<{ jobId: string; savedId: string } | undefined> {
  if (only && !label.includes(only)) return undefined;
  const built = spreadsRequest(form);
  if (!built.ok) { say(`FAIL spreads ${label}: the form does not run: ${built.message}`); return undefined; }
  const jobId = await u.ran('/backtest', built.request);
  const byJob = await u.save(`${label} by job`, storedSpreadsForm(form), { job_id: jobId });
  const savedId = String(byJob.body.backtest_id);
  const record = await u.api('GET', `/backtests/${savedId}`);
  const results = record.body.results as Results;
  const loaded = spreadsFormFrom(record.body.strategy, results.data_period, results.costs);
  const fromSaved = loaded ? await u.save(`${label} from saved`, storedSpreadsForm(loaded), { from_backtest_id: savedId }) : undefined;
  const rebuilt = loaded ? spreadsRequest(loaded) : undefined;
  const again = rebuilt?.ok ? await u.ran('/backtest', rebuilt.request) : undefined;
  const reran = again && loaded ? await u.save(`${label} loaded+rerun`, storedSpreadsForm(loaded), { job_id: again }) : undefined;
  say(`${ok(byJob) && fromSaved && ok(fromSaved) && reran && ok(reran) ? 'PASS' : 'FAIL'} spreads ${label}: by job ${verdict(byJob)} | from saved ${fromSaved ? verdict(fromSaved) : 'did not load'} | loaded+rerun ${reran ? verdict(reran) : rebuilt && !rebuilt.ok ? rebuilt.message : '-'}`);
  return { jobId, savedId };
}

const DATES = { start_date: '2024-01-02', end_date: '2024-02-29' };
const spreads = (patch: Partial<SpreadsForm> = {}): SpreadsForm => ({ ...defaultSpreadsForm(), ticker: 'SPY', ...DATES, min_volume: 0, ...patch });
const covered = (patch: (f: CoveredForm) => CoveredForm = (f) => f): CoveredForm => {
  const blank = defaultCoveredForm();
  return patch({ ...blank, ticker: 'SPY', ...DATES, strategy: setStartType(blank.strategy, 'covered_call') });
};

/** Every leaf of `value`, with its path. */
function leaves(value: unknown, path: Array<string | number> = []): Array<{ path: Array<string | number>; value: unknown }> {
  if (Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object') && value.length > 0) return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  return [{ path, value }];
}
function changed(value: unknown, key: string | number | undefined): unknown[] {
  if (typeof value === 'number') return [value + (Number.isInteger(value) ? (key === 'shares_multiple' ? 100 : 1) : 0.05)];
  if (typeof value === 'boolean') return [!value];
  if (value === null) return key === 'max_units_per_position' ? [2] : [0.5, 2, '2024-01-03'];
  if (Array.isArray(value)) return [value.slice(0, -1).length ? value.slice(0, -1) : [4]];
  if (typeof value !== 'string') return [];
  const swaps: Record<string, string> = { long: 'short', short: 'long', call: 'put', put: 'call', delta: 'gamma', last: 'mid', mid: 'last', covered_call: 'cash_secured_put', cash_secured_put: 'covered_call', percentage_profit: 'percentage_loss', SPY: 'QQQ' };
  if (swaps[value]) return [swaps[value]];
  if (/^\d{4}-\d\d-\d\d$/.test(value)) return [value.replace(/\d\d$/, (d) => String(Number(d) - 1).padStart(2, '0'))];
  return [`${value} x`];
}
function setAt(root: unknown, path: Array<string | number>, v: unknown): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = v;
  return copy;
}
const LABELS = new Set(['name', 'year']);

/** Every single-leaf change of `strategy` saved over the job (or saved run): which were not refused. */
async function forge(label: string, strategy: unknown, source: { job_id: string } | { from_backtest_id: string }) {
  if (only && !label.includes(only)) return;
  let refused = 0;
  const passed: string[] = [];
  for (const leaf of leaves(strategy)) {
    const key = leaf.path[leaf.path.length - 1];
    for (const v of changed(leaf.value, key)) {
      const answer = await u.save(`forged ${leaf.path.join('.')}`, setAt(strategy, leaf.path, v), source);
      if (answer.status === 400) refused++;
      else if (!LABELS.has(String(key))) passed.push(`${leaf.path.join('.')}=${JSON.stringify(v)} -> ${verdict(answer)}`);
    }
  }
  say(`${passed.length === 0 ? 'PASS' : 'FAIL'} forgery ${label}: ${refused} single-field changes refused; accepted (not labels): ${passed.length ? passed.join('; ') : 'none'}`);
}

async function main() {
  u = await startUser();
  try {
    // ---- covered ----
    await coveredCase('covered call default', covered());
    await coveredCase('cash-secured put start', covered((f) => ({ ...f, strategy: setStartType(f.strategy, 'cash_secured_put') })));
    const wheel = await coveredCase('wheel', covered((f) => ({ ...f, strategy: setWheel(f.strategy, true) })));
    const richCovered = covered((f) => ({
      ...f, shares_multiple: 200, commission_per_contract: 1.1, slippage_pct_of_spread: 10, commission_per_share: 0.005, exchange_fees: true,
      strategy: { ...setWheel(f.strategy, true), days_of_week: [3, 1], reentry_cooldown_days: 3, price_source: 'mid', min_volume_for_entry: 0, catch_stop_loss: true,
        covered_call_config: { ...defaultCallLegConfig(), exact_dte: true, DTE_target: 21 } },
    }));
    const rich = await coveredCase('rich (costs, fees, days 3,1, cooldown 3, mid, exact DTE, min vol 0, 200 sh)', richCovered);
    // ---- spreads ----
    for (const name of PRESET_NAMES) await spreadsCase(`preset ${name}`, applyPreset(spreads(), presetLegs(name)));
    await spreadsCase('units limit on (2)', { ...toggleUnitsLimit(spreads(), true), max_units_per_position: 2 });
    await spreadsCase('blank start (data first day)', spreads({ start_date: '', end_date: '2010-03-01' } as Partial<SpreadsForm>));
    await spreadsCase('blank end (data last day)', spreads({ start_date: '2025-10-01', end_date: '' } as Partial<SpreadsForm>));
    await spreadsCase('null dates both (whole data)', spreads({ ticker: 'SPY', start_date: null, end_date: null } as Partial<SpreadsForm>));
    await spreadsCase('min volume 100 default', spreads({ min_volume: 100 }));
    await spreadsCase('SPX costs + exchange fees off', spreads({ ticker: 'SPX', commission_per_contract: 0.9, slippage_pct_of_spread: 5, commission_per_share: 0.01, exchange_fees: false }));
    await spreadsCase('lower-case ticker qqq', spreads({ ticker: 'qqq' }));
    const base = spreads({ exact_dte: true, price_source: 'mid', reentry_cooldown_days: 5, max_open_positions: 2, starting_balance: 50_000 });
    const leg = base.legs[0] ?? newLeg();
    const child = { ...newChildLeg(), side: 'short' as const, dte_target: 60, strike_offset: 5, strike_offset_tolerance: 2, entry_conditions: [{ ...newEntryFilter(), min_value: 0.1, max_value: 0.6 }] };
    const richForm: SpreadsForm = {
      ...base,
      legs: [{ ...leg, entry_conditions: [{ ...newEntryFilter(), min_value: 0.2, max_value: 0.5 }, { ...newEntryFilter(), type: 'open_interest', min_value: 0, max_value: null }], children: [child] }],
      global_exit_conditions: [{ ...newExitCondition(), value: 50 }, { ...newExitCondition(), type: 'time_stop', value: 10 }],
    };
    const richSpreads = await spreadsCase('calendar/diagonal child leg + entry filters + exits + exact DTE + mid + cooldown 5', richForm);

    // ---- forgeries ----
    if (rich) await forge('covered rich by job', richCovered, { job_id: rich.jobId });
    if (wheel) await forge('covered wheel from saved', covered((f) => ({ ...f, strategy: setWheel(f.strategy, true) })), { from_backtest_id: wheel.savedId });
    if (richSpreads) await forge('spreads rich by job', storedSpreadsForm(richForm), { job_id: richSpreads.jobId });
    if (richSpreads) {
      const record = await u.api('GET', `/backtests/${richSpreads.savedId}`);
      const results = record.body.results as Results;
      const loaded = spreadsFormFrom(record.body.strategy, results.data_period, results.costs);
      if (loaded) await forge('spreads rich from saved', storedSpreadsForm(loaded), { from_backtest_id: richSpreads.savedId });
    }
    // A spreads save sent as a whole request (an API client) by job: its strategy's copies and the request's.
    if (richSpreads) {
      const built = spreadsRequest(richForm);
      if (built.ok) await forge('spreads whole request by job', JSON.parse(JSON.stringify(built.request)), { job_id: richSpreads.jobId });
    }

    // ---- old saved shapes (written into the local DynamoDB as an older version would have) ----
    if (!only || only.includes('old')) await oldShapes();
  } finally {
    await u.runtime.stop();
  }
}

/** A 'run' item whose stored strategy is overwritten with an older version's shape, then loaded, run and saved, and saved from it. */
async function oldShapes() {
  const ddb = await u.dynamo();
  const table = 'SavedBacktests';
  const rewrite = async (id: string, strategy: unknown) => {
    const key = { user_id: { S: u.userId }, backtest_id: { S: id } };
    const item = await ddb.send(new GetItemCommand({ TableName: table, Key: key }));
    if (!item.Item?.payload_json) throw new Error('no payload_json on the item');
    await ddb.send(new UpdateItemCommand({ TableName: table, Key: key, UpdateExpression: 'SET payload_json = :p', ExpressionAttributeValues: { ':p': { S: JSON.stringify({ strategy }) } } }));
  };
  // Spreads: an older version ran without exchange fees, per-share commission or cooldown, and saved a `year` label, row uids and a key since dropped.
  const oldForm = spreads({ exchange_fees: false, commission_per_share: 0, reentry_cooldown_days: 0 });
  oldForm.global_exit_conditions = [{ ...newExitCondition(), value: 40 }];
  const built = spreadsRequest(oldForm);
  if (!built.ok) throw new Error(built.message);
  const jobId = await u.ran('/backtest', built.request);
  const saved = await u.save('old spreads', storedSpreadsForm(oldForm), { job_id: jobId });
  const id = String(saved.body.backtest_id);
  const { exchange_fees: _e, commission_per_share: _c, reentry_cooldown_days: _r, ...stripped } = storedSpreadsForm(oldForm);
  const oldShape = { ...stripped, year: 2024, legacy_layout: 'grid', legs: oldForm.legs.map((l) => ({ ...l, legacy_uid: l.uid })), global_exit_conditions: oldForm.global_exit_conditions };
  await rewrite(id, oldShape);
  const record = await u.api('GET', `/backtests/${id}`);
  const results = record.body.results as Results;
  const loaded = spreadsFormFrom(record.body.strategy, results.data_period, results.costs);
  if (!loaded) { say('FAIL old spreads shape: did not load'); return; }
  const fromSaved = await u.save('old spreads from saved', storedSpreadsForm(loaded), { from_backtest_id: id });
  const rebuilt = spreadsRequest(loaded);
  const again = rebuilt.ok ? await u.ran('/backtest', rebuilt.request) : undefined;
  const reran = again ? await u.save('old spreads loaded+rerun', storedSpreadsForm(loaded), { job_id: again }) : undefined;
  say(`${ok(fromSaved) && reran && ok(reran) ? 'PASS' : 'FAIL'} old spreads shape (no fees/share comm/cooldown, year, uids, unknown key): from saved ${verdict(fromSaved)} | loaded+rerun ${reran ? verdict(reran) : rebuilt.ok ? '-' : rebuilt.message}`);

  // Covered: an older version's form, without exchange_fees / commission_per_share / reentry_cooldown_days, with an unknown key.
  const oldCov = covered((f) => ({ ...f, exchange_fees: false, commission_per_share: 0, commission_per_contract: 0, slippage_pct_of_spread: 0 }));
  const cJob = await u.ran('/backtest/covered', CoveredBacktestRequestSchema.parse(oldCov));
  const cSaved = await u.save('old covered', { ...oldCov }, { job_id: cJob });
  const cId = String(cSaved.body.backtest_id);
  const { exchange_fees: _ce, commission_per_share: _cc, commission_per_contract: _cp, slippage_pct_of_spread: _cs, ...cStripped } = oldCov;
  const { reentry_cooldown_days: _cr, ...oldStrategy } = oldCov.strategy;
  await rewrite(cId, { ...cStripped, legacy_form_version: 2, strategy: { ...oldStrategy, legacy_flag: true } });
  const cRecord = await u.api('GET', `/backtests/${cId}`);
  const cLoaded = coveredFormFrom(cRecord.body.strategy);
  if (!cLoaded) { say(`FAIL old covered shape: did not load (${JSON.stringify(cRecord.body.strategy).slice(0, 200)})`); return; }
  const cFrom = await u.save('old covered from saved', { ...cLoaded }, { from_backtest_id: cId });
  const cAgain = await u.ran('/backtest/covered', CoveredBacktestRequestSchema.parse(cLoaded));
  const cReran = await u.save('old covered loaded+rerun', { ...cLoaded }, { job_id: cAgain });
  say(`${ok(cFrom) && ok(cReran) ? 'PASS' : 'FAIL'} old covered shape (no costs/fees/share comm/cooldown, unknown keys): from saved ${verdict(cFrom)} | loaded+rerun ${verdict(cReran)}`);
}

main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
