import { fewerPutsNote, type FewerPuts } from '../../../domain/skip-causes';

/**
 * Counts the days a put was written (an entry or a roll) and those on which the cash secured fewer
 * contracts than the lots asked (entry.ts contractsFor), per lots asked (a split multiplies them).
 * The trade log shows only the contracts written: without the note a wheel set to 3 lots that
 * wrote 2 puts did not say why.
 */
export class SecuredLots {
  private readonly byAsked = new Map<number, FewerPuts>();

  /** A put written for `written` contracts of the `asked` lots; `cash` as a trader reads it ('$58,000.00'). */
  putWritten(date: string, asked: number, written: number, cash: () => string, strike: number): void {
    let f = this.byAsked.get(asked);
    if (!f) {
      f = { asked, writes: 0, byWritten: {}, first: { date: '', cash: '', strike: 0, written: 0 } };
      this.byAsked.set(asked, f);
    }
    f.writes += 1;
    if (written >= asked) return;
    f.byWritten[written] = (f.byWritten[written] ?? 0) + 1;
    if (f.first.date === '') f.first = { date, cash: cash(), strike, written };
  }

  /** A run note per lots asked that the cash did not always secure, in the order first met. */
  notes(): string[] {
    return [...this.byAsked.values()].filter((f) => f.first.date !== '').map(fewerPutsNote);
  }
}
