/**
 * How often the import's open-interest rule (partition-rows.ts sortedUniqueRows: of two last-only
 * untraded rows of one contract and day, the larger open interest) keeps the real row over a
 * pre-split ghost, on LEAN's real open interest of AAPL's last pre-split day (2014-06-05, $649.56).
 * Had AAPL split 2:1 there instead of 7:1, the ghost of the pre-split K strike would keep its frozen
 * open interest OI(K), and the real post-split K series, adjusted from the pre-split 2K, would carry
 * 2 × OI(2K): every expiry and type where both K and 2K were listed is a contract where the two meet.
 * Counted in all, and within 15% of the post-split money (where a real row is most often read).
 * usage: npx tsx test/audits/scripts14/ghost-open-interest.ts
 */
import { readFile } from 'node:fs/promises';
import { RAW } from '../scripts11/raw-series';

const file = `${RAW}/options/quantconnect-lean-universes/aapl/20140605.csv`;
const lines = (await readFile(file, 'utf8')).split('\n').filter((l) => l !== '' && !l.startsWith('#'));
const spot = Number(lines[0]?.split(',')[6]);
const interest = new Map<string, number>();
for (const line of lines.slice(1)) {
  const [expiry, strike, right, , , , , , oi] = line.split(',');
  interest.set(`${expiry} ${right} ${Number(strike)}`, Number(oi) || 0);
}
const after = spot / 2;
const tally = (near: boolean) => {
  let real = 0;
  let ghost = 0;
  let equal = 0;
  for (const [key, ghostOi] of interest) {
    const [expiry, right, strike] = key.split(' ');
    const twin = interest.get(`${expiry} ${right} ${2 * Number(strike)}`);
    if (twin === undefined || (near && Math.abs(Number(strike) / after - 1) > 0.15)) continue;
    const realOi = 2 * twin;
    if (realOi > ghostOi) real += 1;
    else if (ghostOi > realOi) ghost += 1;
    else equal += 1;
  }
  return { pairs: real + ghost + equal, real_kept: real, ghost_kept: ghost, equal_file_order: equal };
};
console.log(`AAPL 2014-06-05 close ${spot}, a 2:1 to ${after}`);
console.log('all strikes', tally(false));
console.log('within 15% of the money', tally(true));
