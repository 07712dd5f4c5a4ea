import { BACKTEST_DESCRIPTION_MAX, BACKTEST_NAME_MAX } from '../../domain/constants';
import { SAVE_MESSAGES } from '../../domain/messages';

/** The save modal's fields. */
export interface SaveForm {
  name?: string | null;
  description?: string | null;
}

/**
 * The save checks of spec section 5, in order: name required (trimmed; 'Backtest name is
 * required'), name at most 100, description at most 500 (trimmed). The first failing message, or null.
 * The same rules as SaveBacktestPayloadSchema, so the modal and the server agree.
 */
export function validateSave(form: SaveForm): string | null {
  const name = (form.name ?? '').trim();
  if (name === '') return SAVE_MESSAGES.name;
  if (name.length > BACKTEST_NAME_MAX) return SAVE_MESSAGES.nameTooLong;
  if ((form.description ?? '').trim().length > BACKTEST_DESCRIPTION_MAX) return SAVE_MESSAGES.descriptionTooLong;
  return null;
}

/** The Save button is disabled while the name is blank or a save is in progress (spec section 5). */
export const isSaveDisabled = (name: string | null | undefined, saving: boolean): boolean =>
  saving || (name ?? '').trim() === '';
