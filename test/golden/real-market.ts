import type { Bar, MarketData } from '../../shared/engine/market/market-data';
import { createMarketData } from '../../shared/engine/market/create-market-data';
import { readBars, readDividends, readRates, readVix } from '../../functions/market/dataset/read-dataset';

/**
 * The bundled real data of SPY wired into a MarketData the way the loader does it (model only, no
 * imported chains, so results do not depend on the local chain store). `alter` may change the
 * bars first: the look-ahead test perturbs every bar after a day and checks nothing before moved.
 */
export async function realMarket(ticker = 'SPY', alter?: (bars: Bar[]) => Bar[]): Promise<MarketData> {
  const [bars, spy, dividends, vix, rates] = await Promise.all([
    readBars(ticker),
    readBars('SPY'),
    readDividends(ticker),
    readVix(),
    readRates(),
  ]);
  const own = alter ? alter(bars.map((b) => ({ ...b }))) : bars;
  return createMarketData({
    ticker,
    bars: own,
    dividends: dividends.map((d) => ({ exDate: d.date, amount: d.amount })),
    vix: vix.map((v) => ({ date: v.date, close: v.close })),
    rates: rates.filter((r) => Number.isFinite(r.dgs3mo)).map((r) => ({ date: r.date, rate: r.dgs3mo / 100 })),
    benchmarkBars: ticker === 'SPY' ? own : spy,
  });
}
