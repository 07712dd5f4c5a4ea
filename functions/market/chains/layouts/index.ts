/**
 * The end-of-day chain layouts the importer recognises, tried in this order on a file's header
 * line. Each reader turns one data line into zero, one or two rows (wide layouts carry the call
 * and the put of a strike on one line). `lacks` is what the layout does not carry, printed in the
 * import report so nothing is filled in silently.
 */
import type { ChainRow } from '../chain-row';
import { RowError } from './fields';
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
    // A header read as one or two cells is most often a file saved with another separator.
    const separator = header.length <= 2 ? /[;\t|]/.exec(header.join(','))?.[0] : undefined;
    if (separator !== undefined) {
      throw new Error(`${fileName}: the header is not comma-separated (it has ${separator === '\t' ? 'a tab' : `'${separator}'`}); the importer reads comma-separated files: save it as CSV with commas`);
    }
    throw new Error(`${fileName}: unknown chain layout (header: ${header.slice(0, 12).join(',')}…); known: ${LAYOUTS.map((l) => l.name).join(', ')}`);
  }
  return layout;
}

/**
 * A layout's row reader whose refusals say when the line has fewer cells than the header: the
 * last line of a truncated download fails on whichever field it lost, and the count says why.
 */
export function readerOf(layout: Layout, header: readonly string[], context: LayoutContext): RowReader {
  const read = layout.reader(header, context);
  const width = header.length;
  return (cells) => {
    try {
      return read(cells);
    } catch (error) {
      if (error instanceof RowError && cells.length < width) throw new RowError(`${error.message}; the line has ${cells.length} of the header's ${width} cells (cut short?)`);
      throw error;
    }
  };
}
