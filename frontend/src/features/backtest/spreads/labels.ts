import type { EntryFilterType, ExitType, TargetStrikeType } from '../lib/shared';
import { ENTRY_FILTER_TYPES, EXIT_TYPES, OPTION_TYPE_WORDS, SIDE_WORDS, SPREADS_EXIT_WORDS, TARGET_STRIKE_TYPES, TARGET_TYPE_WORDS, selectOptions } from '../lib/shared';

export const TARGET_TYPE_OPTIONS: ReadonlyArray<{ value: TargetStrikeType; label: string }> =
  TARGET_STRIKE_TYPES.map((value) => ({ value, label: TARGET_TYPE_WORDS[value] }));
export const FILTER_TYPE_OPTIONS: ReadonlyArray<{ value: EntryFilterType; label: string }> =
  ENTRY_FILTER_TYPES.map((value) => ({ value, label: TARGET_TYPE_WORDS[value] }));
export const EXIT_TYPE_OPTIONS: ReadonlyArray<{ value: ExitType; label: string }> =
  EXIT_TYPES.map((value) => ({ value, label: SPREADS_EXIT_WORDS[value] }));
export const SIDE_OPTIONS = selectOptions(SIDE_WORDS);
export const OPTION_TYPE_OPTIONS = selectOptions(OPTION_TYPE_WORDS);
