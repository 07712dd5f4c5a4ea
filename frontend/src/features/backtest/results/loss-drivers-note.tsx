import type { DerivedResults } from './derived-types';
import { lossDrivers } from './loss-drivers';

/** Beside the metrics of a spreads run that lost heavily: what drove the loss, a finding a line (loss-drivers.ts). */
export function LossDriversNote({ results }: { results: Parameters<typeof lossDrivers>[0] & Pick<DerivedResults, 'mode'> }) {
  const drivers = lossDrivers(results);
  if (!drivers) return null;
  return (
    <section className="bt-notice bt-loss-drivers" aria-label="Why this run lost">
      <h3>{drivers.heading}</h3>
      <ul>{drivers.lines.map((line) => <li key={line}>{line}</li>)}</ul>
    </section>
  );
}
