/**
 * A count in a reason or note as a trader reads it: thousands grouped as the product groups dollars
 * ('2,700 shares', 'a volume of at least 1,000'), a fraction kept to the thousandth a split's
 * deliverable is rounded to ('133.333 shares'). Reasons read '2700 shares' beside '$17,031.72'.
 */
const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

export function countText(n: number): string {
  return countFormat.format(n);
}

/** '1 share', '2,700 shares', '0.5 share' (a fraction left by a split is less than one share). */
export function sharesText(n: number): string {
  return `${countText(n)} share${n === 1 || (n > 0 && n < 1) ? '' : 's'}`;
}

/** '1 contract', '1,200 contracts'. */
export function contractsText(n: number): string {
  return `${countText(n)} contract${n === 1 ? '' : 's'}`;
}

/** A count with its noun, singular for one: '1 trade', '1,388 trades' (notes read 'trade(s)' before). */
export function countWords(n: number, one: string, many: string): string {
  return `${countText(n)} ${n === 1 ? one : many}`;
}
