/**
 * The end-of-day chain layouts the importer recognises, tried in this order on a file's header
 * line. Each reader turns one data line into zero, one or two rows (wide layouts carry the call
 * and the put of a strike on one line). `lacks` is what the layout does not carry, printed in the
 * import report so nothing is filled in silently.
 */
import type { ChainRow } from '../chain-row';
import { cboeLayout, doltLayout, hodLayout, leanLayout, polygonLayout, thetaDataLayout } from './long';
import { optionsDxLayout, oratsLayout } from './wide';

export interface LayoutContext {
  /** The file's base name (LEAN universes and OptionsDX name the date or the ticker only there). */
  fileName: string;
  /** The folder the file sits in (LEAN: the ticker). */
  folderName: string;
}

export type RowReader = (cells: readonly string[]) => ChainRow[];

export interface Layout {
  name: string;
  lacks: string;
  matches(header: ReadonlySet<string>): boolean;
  reader(header: readonly string[], context: LayoutContext): RowReader;
}

export const LAYOUTS: readonly Layout[] = [hodLayout, cboeLayout, optionsDxLayout, oratsLayout, thetaDataLayout, doltLayout, leanLayout, polygonLayout];

/** The layout of a header (normalised cells), or an error listing the layouts known. */
export function detectLayout(header: readonly string[], fileName: string): Layout {
  const set = new Set(header);
  const layout = LAYOUTS.find((l) => l.matches(set));
  if (!layout) {
    throw new Error(`${fileName}: unknown chain layout (header: ${header.slice(0, 12).join(',')}…); known: ${LAYOUTS.map((l) => l.name).join(', ')}`);
  }
  return layout;
}
