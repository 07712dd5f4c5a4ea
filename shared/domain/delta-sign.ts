/**
 * The sign rule for delta targets (spec section 4, "Form behaviour", and section 5 "Puts force
 * delta negative"): a put's delta is negative and a call's positive, whatever sign was typed.
 * The contracts apply it when parsing, and the frontend applies it on every edit, so the two
 * never disagree.
 */
export function signedDelta(optionType: 'call' | 'put', value: number): number {
  const magnitude = Math.abs(value);
  return optionType === 'put' ? -magnitude : magnitude;
}
