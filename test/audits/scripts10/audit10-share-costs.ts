/**
 * Audit 10: the share page as rendered, its costs line against the saved request. On `npm start`'s
 * runtime (infra/local, a fresh state folder, a free port) and Chromium, with the e2e helpers: a new
 * user imports CLI runs with non-default costs through Import JSON (the saved request and result
 * exactly as the CLI wrote them), upgrades through the local checkout, shares each, opens it as the
 * owner (Load) and as a signed-out visitor, and prints both costs lines and the strategy table,
 * beside the line expected from the saved request by hand (README 'Share links': the same costs line
 * as the owner's results panel: commission, slippage, per-share commission, Cboe's SPX fee paid or
 * left out).
 * usage: npx tsx test/audits/scripts10/audit10-share-costs.ts request.json result.json expected-line [...triples]
 */
import { readFile } from 'node:fs/promises';
import { SAVED_FILE_FORMAT, SAVED_FILE_VERSION } from '../../../shared/analytics/export/saved-file';
import { DESKTOP_VIEWPORT, signUpToBacktest, startAppAndBrowser, stopAppAndBrowser } from '../../e2e/support/journey-setup';
import { openSaved, savedCard } from '../../e2e/support/saved-steps';

const args = process.argv.slice(2);
if (args.length < 3 || args.length % 3) throw new Error('usage: audit10-share-costs.ts request.json result.json expected [...]');
const runs: Array<{ name: string; file: string; expected: string }> = [];
for (let i = 0; i < args.length; i += 3) {
  const strategy = JSON.parse(await readFile(args[i] ?? '', 'utf8')) as { strategy: { name: string } };
  const results = JSON.parse(await readFile(args[i + 1] ?? '', 'utf8')) as unknown;
  const name = strategy.strategy.name;
  runs.push({ name, expected: args[i + 2] ?? '', file: JSON.stringify({ format: SAVED_FILE_FORMAT, version: SAVED_FILE_VERSION, exported_at: '2026-12-03T08:00:00.000Z', backtest: { name, description: 'audit 10', tags: [], strategy, results } }) });
}
const [runtime, browser] = await startAppAndBrowser();
const out: unknown[] = [];
try {
  const owner = await (await browser.newContext({ viewport: DESKTOP_VIEWPORT })).newPage();
  await signUpToBacktest(owner, runtime.url, `audit10-${Date.now()}@example.com`);
  await openSaved(owner);
  for (const r of runs) {
    await owner.getByLabel('Import saved backtest file').setInputFiles({ name: 'backtest.json', mimeType: 'application/json', buffer: Buffer.from(r.file) });
    await owner.getByRole('status').getByText(`Imported “${r.name}”`).waitFor({ timeout: 30_000 });
  }
  // Share needs Pro: the first Share opens the paywall; upgrade through the local checkout.
  await savedCard(owner, runs[0]?.name ?? '').getByRole('button', { name: `Share ${runs[0]?.name}` }).click();
  await owner.getByRole('dialog', { name: 'Upgrade to Pro' }).getByRole('button', { name: 'Upgrade' }).click();
  await owner.waitForURL(/\/local-checkout/, { timeout: 15_000 });
  await owner.getByRole('button', { name: 'Pay' }).click();
  await owner.getByRole('status').filter({ hasText: /Welcome to Pro!/ }).waitFor({ timeout: 20_000 });
  const visitor = await (await browser.newContext({ viewport: DESKTOP_VIEWPORT })).newPage();
  for (const r of runs) {
    await openSaved(owner);
    const card = savedCard(owner, r.name);
    await card.waitFor({ timeout: 15_000 });
    await card.getByRole('button', { name: `Share ${r.name}` }).click();
    const dialog = owner.getByRole('dialog', { name: `Share “${r.name}”` });
    const field = dialog.getByRole('textbox', { name: 'Read-only link' });
    await field.waitFor({ timeout: 15_000 });
    const link = await field.inputValue();
    await owner.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The owner's own view of it: Load, then the results panel's costs line.
    await savedCard(owner, r.name).getByRole('button', { name: new RegExp(`^Load`) }).first().click();
    const ownerLine = await owner.getByLabel('Results').getByRole('note', { name: 'Costs of this run' }).innerText({ timeout: 30_000 });
    await visitor.goto(link);
    await visitor.getByRole('heading', { name: r.name }).waitFor({ timeout: 30_000 });
    const visitorLine = await visitor.getByLabel('Results').getByRole('note', { name: 'Costs of this run' }).innerText();
    const table = await visitor.getByRole('table', { name: 'Strategy settings' }).innerText();
    out.push({ name: r.name, expected: r.expected, owner: ownerLine, visitor: visitorLine, owner_equals_visitor: ownerLine === visitorLine, visitor_equals_expected: visitorLine === r.expected, strategy_table: table.split('\n').filter((l) => /cost|commission|slippage|fee|price|source/i.test(l)) });
  }
} finally {
  await stopAppAndBrowser(runtime, browser);
}
console.log(JSON.stringify(out, null, 1));
