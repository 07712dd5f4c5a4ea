/** Audit 10: the cost of the quoted smile's butterfly check (vol-surface.ts butterflyMargin, admissibleTail), µs a call. usage: npx tsx test/audits/scripts10/bench-tail.ts */
import { admissibleTail, butterflyMargin } from '../../../shared/engine/market/vol-surface';
import { SMILE } from '../../../shared/engine/market/chain-rules';
const sh = { ...SMILE.index, beta: 0.6 };
let t0 = performance.now(); let x = 0;
for (let i = 0; i < 2000; i++) x += butterflyMargin(sh, 0.5, 0.04 + i * 1e-6, 0);
console.log('margin µs', ((performance.now() - t0) / 2000 * 1000).toFixed(1));
t0 = performance.now();
for (let i = 0; i < 20000; i++) x += admissibleTail(sh, 1.2, 0.04 + i * 1e-6, 0);
console.log('admissible (violating) µs', ((performance.now() - t0) / 20000 * 1000).toFixed(1), x > 0);
