/**
 * Audit 24: counts, from a CLI backtest result's trade log alone, the modeled far puts
 * (|delta| < 0.01 at the quote, not imported, not neighbour-bounded) opened and closed at a price,
 * and how many of them had under 12 calendar days to expiry on the day, to check the far-put note by hand.
 * Usage: npx tsx count-far-puts.ts <result.json>
 */
import { readFileSync } from 'node:fs';

interface Q { call_or_put: string; delta: number; expiry_date: string; quote_source?: string; neighbour_bounded?: boolean; strike: number }
interface Pos { contract: Q; side: 'long' | 'short'; quantity: number }

const FAR = 0.01;
const MIN_DTE = 12;
const days = (a: string, b: string): number => Math.round((Date.UTC(+b.slice(0, 4), +b.slice(5, 7) - 1, +b.slice(8, 10)) - Date.UTC(+a.slice(0, 4), +a.slice(5, 7) - 1, +a.slice(8, 10))) / 86400000);
const far = (c: Q): boolean => c.call_or_put === 'put' && Math.abs(c.delta) < FAR && c.quote_source !== 'imported' && c.neighbour_bounded !== true;

const text = readFileSync(process.argv[2] ?? '/dev/stdin', 'utf8');
const result = JSON.parse(text.slice(text.indexOf('{'))) as { trades: Array<Record<string, unknown>>; diagnostics: { notes: string[] } };
const opened = { bought: 0, sold: 0, lateBought: 0, lateSold: 0, dte: new Map<number, number>() };
const closed = { boughtBack: 0, soldLong: 0, late: 0, onExpiry: 0, dte: new Map<number, number>() };
const settledScenarios = new Set(['EXPIRATION', 'EXPIRED', 'ASSIGNED', 'ASSIGNMENT', 'EXERCISED']);
const scenarios = new Map<string, number>();
for (const t of result.trades) {
  const entryDate = t.entry_date as string;
  const exitDate = t.exit_date as string;
  const scenario = String(t.exit_scenario);
  scenarios.set(scenario, (scenarios.get(scenario) ?? 0) + 1);
  // Multileg: entry_contracts/exit_contracts; covered: entry_position/exit_position (null when settled).
  const entries = (t.entry_contracts as Pos[] | undefined) ?? (t.entry_position ? [t.entry_position as Pos] : []);
  const exits = (t.exit_contracts as Pos[] | undefined) ?? (t.exit_position ? [t.exit_position as Pos] : []);
  for (const p of entries) {
    if (!far(p.contract)) continue;
    const d = days(entryDate, p.contract.expiry_date);
    opened.dte.set(d, (opened.dte.get(d) ?? 0) + p.quantity);
    if (p.side === 'long') { opened.bought += p.quantity; if (d < MIN_DTE) opened.lateBought += p.quantity; }
    else { opened.sold += p.quantity; if (d < MIN_DTE) opened.lateSold += p.quantity; }
  }
  // A multileg trade that ended at an expiration settles the legs expiring that day; a leg of a
  // later expiry (a wing of another DTE) is closed at the day's price and counts as a close.
  const settled = (p: Pos): boolean => t.entry_contracts !== undefined && settledScenarios.has(scenario) && p.contract.expiry_date <= exitDate;
  for (const p of exits) {
    if (settled(p) || !far(p.contract)) continue;
    const d = days(exitDate, p.contract.expiry_date);
    closed.dte.set(d, (closed.dte.get(d) ?? 0) + p.quantity);
    if (p.side === 'short') closed.boughtBack += p.quantity; else closed.soldLong += p.quantity;
    if (d < MIN_DTE) closed.late += p.quantity;
    if (d <= 0) closed.onExpiry += p.quantity;
  }
}
const sorted = (m: Map<number, number>): string => [...m.entries()].sort((a, b) => a[0] - b[0]).map(([d, n]) => `${d}d:${n}`).join(' ');
console.log(`trades ${result.trades.length}; exit scenarios ${JSON.stringify(Object.fromEntries(scenarios))}`);
console.log(`opened far puts: bought ${opened.bought} (under ${MIN_DTE}d ${opened.lateBought}), sold ${opened.sold} (under ${MIN_DTE}d ${opened.lateSold}); by days to expiry ${sorted(opened.dte)}`);
console.log(`closed at a price: bought back ${closed.boughtBack}, sold long ${closed.soldLong}; under ${MIN_DTE}d ${closed.late}, on expiry day ${closed.onExpiry}; by days left ${sorted(closed.dte)}`);
console.log('NOTE: ' + (result.diagnostics.notes.find((n) => n.startsWith('Far out-of-the-money puts')) ?? '(none)'));
