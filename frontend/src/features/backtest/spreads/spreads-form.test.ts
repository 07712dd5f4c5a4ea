import { describe, expect, it } from 'vitest';
import { validateSpreadsRun } from '../lib/shared';
import {
  applyPreset, defaultSpreadsForm, formChildLegSummary, formLegSummary, newChildLeg, newEntryFilter, newExitCondition, newLeg, setOptionType, setTargetType,
  setTargetValue, storedSpreadsForm, toggleUnitsLimit, unitsLimitOn, withDefaultDates, type SpreadsForm,
} from './spreads-form';
import { spreadsFormFrom, spreadsRequest } from './spreads-storage';
import { loadPresets } from './use-presets';

describe('collapsed leg summaries', () => {
  it('a child leg reads in its parent\'s words (before: \'long 1× put · …\' under \'Long 1× Call · …\')', () => {
    const leg = newLeg();
    const child = { ...newChildLeg(), option_type: 'put' as const, strike_offset: -5 };
    expect(formLegSummary(leg)).toBe('Long 1× Call · delta 0.30 · 30 DTE');
    expect(formChildLegSummary(child)).toBe('Long 1× Put · offset -$5.00 · 30 DTE');
  });
});

describe('spreads form behaviour (spec section 4)', () => {
  it('defaults: one new leg, end yesterday and start a year before, spec numbers', () => {
    const form = defaultSpreadsForm(new Date('2025-03-10T09:00:00Z'));
    expect(form).toMatchObject({
      start_date: '2024-03-09', end_date: '2025-03-09', starting_balance: 100_000, min_volume: 100, max_open_positions: 1,
      max_margin_percentage_per_portfolio: 100, max_units_per_position: null, commission_per_contract: 0.65, slippage_pct_of_spread: 25,
    });
    expect(form.legs).toEqual([{ ...newLeg(), uid: form.legs[0]?.uid }]);
    expect(withDefaultDates({ start_date: null, end_date: '' }, new Date('2025-03-10T09:00:00Z')))
      .toEqual({ start_date: '2024-03-09', end_date: '2025-03-09' });
  });

  it('uses the spec templates for new legs, child legs, filters and exits', () => {
    expect(newLeg()).toEqual({ side: 'long', option_type: 'call', quantity: 1, dte_target: 30,
      target_strike_condition: { type: 'delta', value: 0.3 }, entry_conditions: [], children: [], uid: expect.stringMatching(/^leg-/) });
    expect(newChildLeg()).toMatchObject({ side: 'long', option_type: 'call', strike_offset: 0, strike_offset_tolerance: 0, dte_target: 30, quantity: 1 });
    expect(newEntryFilter()).toEqual({ type: 'delta', min_value: null, max_value: null, uid: expect.stringMatching(/^leg-/) });
    expect(newExitCondition()).toEqual({ type: 'percentage_profit', value: 10, uid: expect.stringMatching(/^leg-/) });
  });

  it('flips the delta sign with the option type and on edit', () => {
    const put = setOptionType(newLeg(), 'put');
    expect(put.target_strike_condition.value).toBe(-0.3);
    expect(setOptionType(put, 'call').target_strike_condition.value).toBe(0.3);
    expect(setTargetValue(put, 0.45).target_strike_condition.value).toBe(-0.45);
    expect(setTargetValue(put, null).target_strike_condition.value).toBeNull();
    const strike = setTargetValue(setTargetType(put, 'strike_price'), 450);
    expect(strike.target_strike_condition).toEqual({ type: 'strike_price', value: 450 });
    expect(setOptionType(strike, 'call').target_strike_condition.value).toBe(450);
    expect(setTargetType(strike, 'delta').target_strike_condition.value).toBe(-0.3);
  });

  it('replaces all legs with a preset, and Custom clears them', async () => {
    const { presetLegs } = await loadPresets();
    const form = defaultSpreadsForm();
    const condor = applyPreset(form, presetLegs('Iron Condor'));
    expect(condor.legs.length).toBeGreaterThan(0);
    expect(condor.legs).not.toContain(form.legs[0]);
    for (const leg of condor.legs) {
      const v = leg.target_strike_condition.value ?? 0;
      if (leg.target_strike_condition.type === 'delta') expect(Math.sign(v)).toBe(leg.option_type === 'put' ? -1 : 1);
    }
    expect(applyPreset(condor, presetLegs('Custom')).legs).toEqual([]);
  });

  it('units toggle: on keeps a positive integer or sets 1, off clears', () => {
    const form = defaultSpreadsForm();
    expect(unitsLimitOn(form)).toBe(false);
    const on = toggleUnitsLimit(form, true);
    expect(on.max_units_per_position).toBe(1);
    expect(unitsLimitOn(on)).toBe(true);
    expect(toggleUnitsLimit({ ...form, max_units_per_position: 4 }, true).max_units_per_position).toBe(4);
    expect(toggleUnitsLimit(on, false).max_units_per_position).toBeNull();
  });

  it('gives legs and child legs client-only identities: unique, never stored nor sent; old forms without them load', () => {
    const leg = { ...newLeg(), children: [newChildLeg(), newChildLeg()] };
    const form: SpreadsForm = { ...defaultSpreadsForm(), start_date: '2024-01-02', end_date: '2024-12-31', legs: [leg, newLeg()] };
    const uids = [leg.uid, ...leg.children.map((c) => c.uid), form.legs[1]?.uid];
    expect(new Set(uids).size).toBe(4);
    const stored = storedSpreadsForm(form);
    expect(JSON.stringify(stored)).not.toContain('uid');
    const built = spreadsRequest(form);
    expect(built.ok && JSON.stringify(built.request)).not.toContain('uid');
    // A form stored before identities existed (or one stored with them) loads with fresh ones.
    const loaded = spreadsFormFrom(JSON.parse(JSON.stringify(stored)));
    expect(loaded && storedSpreadsForm(loaded)).toEqual(stored);
    expect(loaded?.legs[0]?.uid).toMatch(/^leg-/);
    expect(loaded?.legs[0]?.children[1]?.uid).toMatch(/^leg-/);
    expect(loaded?.legs[0]?.uid).not.toBe(leg.uid);
    expect(spreadsFormFrom({ ...stored, legs: [{ ...stored.legs[0], uid: 'x' }] })?.legs[0]?.uid).not.toBe('x');
  });

  it('gives entry filter and exit rows client-only identities: unique, never stored nor sent; old forms without them load', () => {
    const child = { ...newChildLeg(), entry_conditions: [{ ...newEntryFilter(), min_value: 0.2 }] };
    const leg = { ...newLeg(), entry_conditions: [newEntryFilter(), { ...newEntryFilter(), max_value: 40 }], children: [child] };
    const form: SpreadsForm = {
      ...defaultSpreadsForm(), start_date: '2024-01-02', end_date: '2024-12-31', legs: [leg],
      global_exit_conditions: [newExitCondition(), { ...newExitCondition(), type: 'time_stop', value: 5 }],
    };
    const rows = [...leg.entry_conditions, ...child.entry_conditions, ...form.global_exit_conditions].map((row) => row.uid);
    expect(new Set([...rows, leg.uid, child.uid]).size).toBe(7);
    const stored = storedSpreadsForm(form);
    expect(JSON.stringify(stored)).not.toContain('uid');
    expect(stored.legs[0]?.entry_conditions).toEqual([
      { type: 'delta', min_value: null, max_value: null }, { type: 'delta', min_value: null, max_value: 40 }]);
    expect(stored.global_exit_conditions).toEqual([{ type: 'percentage_profit', value: 10 }, { type: 'time_stop', value: 5 }]);
    const built = spreadsRequest(form);
    expect(built.ok).toBe(true);
    expect(built.ok && JSON.stringify(built.request)).not.toContain('uid');
    expect(built.ok && built.request.strategy.global_exit_conditions).toEqual(stored.global_exit_conditions);
    // Stored without identities (every form saved so far): rows load with fresh ones, otherwise unchanged.
    const loaded = spreadsFormFrom(JSON.parse(JSON.stringify(stored)));
    expect(loaded && storedSpreadsForm(loaded)).toEqual(stored);
    const loadedRows = [...(loaded?.legs[0]?.entry_conditions ?? []), ...(loaded?.legs[0]?.children[0]?.entry_conditions ?? []),
      ...(loaded?.global_exit_conditions ?? [])].map((row) => row.uid);
    expect(loadedRows).toHaveLength(5);
    for (const uid of loadedRows) expect(uid).toMatch(/^leg-/);
    expect(loadedRows.some((uid) => rows.includes(uid))).toBe(false);
    // Picking a preset gives its filters identities too.
    const preset = applyPreset(form, [{ ...stored.legs[0]!, target_strike_condition: { type: 'delta', value: 0.3 } }]);
    expect(preset.legs[0]?.entry_conditions.every((row) => typeof row.uid === 'string')).toBe(true);
  });

  it('runs the eight spreads validation messages in order on the form', () => {
    const ok: SpreadsForm = { ...defaultSpreadsForm(), start_date: '2024-01-02', end_date: '2024-12-31' };
    expect(validateSpreadsRun(ok)).toBeNull();
    const leg = ok.legs[0] ?? newLeg();
    const cases: Array<[Partial<SpreadsForm>, string]> = [
      [{ name: ' ' }, 'Strategy name is required'],
      [{ ticker: '' }, 'Ticker symbol is required'],
      [{ start_date: null }, 'Please select a valid start and end date'],
      [{ start_date: '2025-01-01' }, 'Start date must be before end date'],
      [{ legs: [] }, 'Strategy must have at least one leg'],
      [{ legs: [leg, setTargetValue(leg, null)] }, 'Leg 2 requires a target strike condition value'],
      [{ legs: [{ ...leg, dte_target: 0 }] }, 'Leg 1 requires a valid DTE target (>0)'],
      [{ legs: [{ ...leg, quantity: 0 }] }, 'Leg 1 requires a valid quantity (>0)'],
    ];
    for (const [patch, message] of cases) expect(validateSpreadsRun({ ...ok, ...patch })).toBe(message);
  });
});
