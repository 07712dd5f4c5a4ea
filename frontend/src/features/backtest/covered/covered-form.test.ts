import { describe, expect, it } from 'vitest';
import {
  defaultCoveredForm, defaultLegConfig, ensureLegConfig, legSummary, lotsToShares, setStartType, setWheel,
  sharesToLots, strikeTargetDefaults, toggleRoll, toggleWeekday, updateLeg, visibleLegKeys,
} from './covered-form';

describe('covered form behaviour (spec section 4)', () => {
  it('starts from the spec defaults with both configs null', () => {
    const form = defaultCoveredForm(new Date('2025-06-15T12:00:00Z'));
    expect(form.ticker).toBe('SPY');
    expect(form.shares_multiple).toBe(100);
    expect(form.start_date).toBe('2024-06-14');
    expect(form.end_date).toBe('2025-06-14');
    expect(form.strategy).toMatchObject({
      name: 'Covered Strategy', days_of_week: [0, 1, 2, 3, 4], price_source: 'last', min_volume_for_entry: 100,
      wheel_enabled: false, start_type: 'covered_call', covered_call_config: null, cash_secured_put_config: null,
    });
    // Realistic retail costs on a new form (issue 14 item 6).
    expect(form.commission_per_contract).toBe(0.65);
    expect(form.slippage_pct_of_spread).toBe(25);
  });

  it('resets the strike condition to the chosen type defaults, negative delta for puts', () => {
    expect(strikeTargetDefaults('delta', 'call')).toEqual({ type: 'delta', delta: 0.3, tolerance: null });
    expect(strikeTargetDefaults('delta', 'put')).toEqual({ type: 'delta', delta: -0.3, tolerance: null });
    expect(strikeTargetDefaults('strike_offset', 'put')).toEqual({ type: 'strike_offset', strike_offset: 0, tolerance: null });
    expect(strikeTargetDefaults('percentage_otm', 'call')).toEqual({ type: 'percentage_otm', percentage_otm: 0.05, tolerance: null });
  });

  it('converts a positive put delta to negative on edit', () => {
    const put = defaultLegConfig('cash_secured_put_config');
    expect(put.strike_target_condition).toEqual({ type: 'delta', delta: -0.3, tolerance: null });
    const edited = updateLeg(put, 'put', { strike_target_condition: { type: 'delta', delta: 0.25, tolerance: 0.05 } });
    expect(edited.strike_target_condition).toEqual({ type: 'delta', delta: -0.25, tolerance: 0.05 });
    const call = updateLeg(defaultLegConfig('covered_call_config'), 'call', { strike_target_condition: { type: 'delta', delta: -0.4, tolerance: null } });
    expect(call.strike_target_condition).toMatchObject({ delta: 0.4 });
  });

  it('roll toggle sets the default roll config (strike copied from the leg) or null', () => {
    const leg = updateLeg(defaultLegConfig('covered_call_config'), 'call', {
      strike_target_condition: { type: 'percentage_otm', percentage_otm: 0.1, tolerance: null },
    });
    const on = toggleRoll(leg, 'call', true);
    expect(on.roll_config).toEqual({
      DTE_offset: 0, exact_dte: false, min_premium_target: null,
      strike_target_condition: { type: 'percentage_otm', percentage_otm: 0.1, tolerance: null },
      roll_on_conditions: [], max_rolls: null,
    });
    expect(toggleRoll(on, 'call', false).roll_config).toBeNull();
    const put = toggleRoll(defaultLegConfig('cash_secured_put_config'), 'put', true);
    expect(put.roll_config?.strike_target_condition).toEqual({ type: 'delta', delta: -0.3, tolerance: null });
  });

  it('wheel on opens both configs; start type initialises its config; entering a card creates it', () => {
    const base = defaultCoveredForm().strategy;
    expect(visibleLegKeys(base)).toEqual(['covered_call_config']);
    const wheel = setWheel(base, true);
    expect(wheel.wheel_enabled).toBe(true);
    expect(wheel.covered_call_config).not.toBeNull();
    expect(wheel.cash_secured_put_config).not.toBeNull();
    expect(visibleLegKeys(wheel)).toEqual(['covered_call_config', 'cash_secured_put_config']);
    expect(setWheel(wheel, false).wheel_enabled).toBe(false);

    const put = setStartType(base, 'cash_secured_put');
    expect(put.start_type).toBe('cash_secured_put');
    expect(put.cash_secured_put_config?.strike_target_condition).toMatchObject({ delta: -0.3 });
    expect(visibleLegKeys(put)).toEqual(['cash_secured_put_config']);

    const entered = ensureLegConfig(base, 'covered_call_config');
    expect(entered.covered_call_config?.DTE_target).toBe(30);
    expect(ensureLegConfig(entered, 'covered_call_config')).toBe(entered);
  });

  it('keeps days of week sorted and at least one', () => {
    expect(toggleWeekday([0, 2, 4], 1)).toEqual([0, 1, 2, 4]);
    expect(toggleWeekday([0, 1], 0)).toEqual([1]);
    expect(toggleWeekday([3], 3)).toEqual([3]);
  });

  it('enters starting shares as 100-share lots', () => {
    expect(sharesToLots(300)).toBe(3);
    expect(lotsToShares(2)).toBe(200);
    // Never rounded or clamped (issue 16): the contract names what is wrong instead.
    expect(lotsToShares(-1)).toBe(-100);
    expect(lotsToShares(2.5)).toBe(250);
    expect(lotsToShares(0.1)).toBe(10);
    expect(sharesToLots(lotsToShares(0.1))).toBe(0.1);
  });

  it('summarises a collapsed leg', () => {
    const leg = defaultLegConfig('cash_secured_put_config');
    expect(legSummary(leg)).toBe('30 DTE · Δ -0.30 · Roll off');
    expect(legSummary(toggleRoll(leg, 'put', true))).toBe('30 DTE · Δ -0.30 · Roll on');
    expect(legSummary({ ...leg, strike_target_condition: { type: 'strike_offset', strike_offset: 5, tolerance: null } })).toBe('30 DTE · $5 offset · Roll off');
    expect(legSummary({ ...leg, strike_target_condition: { type: 'percentage_otm', percentage_otm: 0.05, tolerance: null } })).toBe('30 DTE · 5% OTM · Roll off');
  });
});
