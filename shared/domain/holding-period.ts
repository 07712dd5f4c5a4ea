/**
 * Held more than one year (long term for US capital gains): sold after the anniversary of the
 * entry date (2020-01-02 → 2021-01-03 or later). The share ledger's lots (engine) and the
 * after-tax estimate (analytics) both read it.
 */
export function heldOverOneYear(entryDate: string, exitDate: string): boolean {
  const anniversary = `${Number(entryDate.slice(0, 4)) + 1}${entryDate.slice(4, 10)}`;
  return exitDate.slice(0, 10) > anniversary;
}
