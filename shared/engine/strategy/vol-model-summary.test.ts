import { describe, expect, it } from 'vitest';
import { volModelSummary } from './result-head';
import type { Bar, OptionChainProvider } from '../market/market-data';
import { VolModelSummarySchema } from '../../contracts/results';

const bar = (date: string): Bar => ({ date, open: 1, high: 1, low: 1, close: 1, volume: 1 });
const bars = ['2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05', '2025-06-06', '2025-06-09'].map(bar);

function provider(volModel: OptionChainProvider['volModel']): OptionChainProvider {
  return {
    expirations: () => [], chain: () => [], quote: () => undefined, priceAt: () => Number.NaN, priceAtOpen: () => Number.NaN, source: () => 'modeled',
    ...(volModel ? { volModel } : {}),
  };
}

describe('vol model summary of a run', () => {
  it('lists anchors and groups consecutive days with the same fallback', () => {
    const s = volModelSummary(provider((date) => {
      if (date === '2025-06-09') return undefined; // an imported day
      if (date >= '2025-06-04') return { anchor: 'VIX', fallback: 'VXN missing: VIX × its last 21-day median ratio' };
      return { anchor: 'VXN' };
    }), bars);
    expect(s).toEqual({
      anchors: ['VIX', 'VXN'],
      modeled_days: 5,
      fallback_days: 3,
      fallbacks: [{ from: '2025-06-04', to: '2025-06-06', days: 3, rule: 'VXN missing: VIX × its last 21-day median ratio' }],
      liquidity: 'modeled',
      // Every run's notes on far puts count its closes too (audit 19 F1): a result saved before lacks the flag.
      put_notes_count_closes: true,
    });
    expect(VolModelSummarySchema.parse(s)).toEqual(s);
  });

  it('says nothing when no day was modeled or the provider cannot tell', () => {
    expect(volModelSummary(provider(() => undefined), bars)).toBeUndefined();
    expect(volModelSummary(provider(undefined), bars)).toBeUndefined();
  });
});
