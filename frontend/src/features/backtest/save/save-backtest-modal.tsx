import { useId, useState } from 'react';
import { messageOf } from '../../../lib/api/api-error';
import { Modal } from '../common/modal';
import { BACKTEST_DESCRIPTION_MAX, BACKTEST_NAME_MAX, SAVED_CALL_FAILED, SAVE_MESSAGES, UI_TEXT, isSaveDisabled, validateSave } from '../lib/shared';

interface SaveBacktestModalProps {
  /** Resolves when saved; a rejection's message is shown and the modal stays open. */
  onSave: (fields: { backtest_name: string; description: string }) => Promise<void>;
  onClose: () => void;
}

/** Spec section 5 'Save': name required (trimmed, ≤ 100), description optional (trimmed, ≤ 500). */
export function SaveBacktestModal({ onSave, onClose }: SaveBacktestModalProps) {
  const nameId = useId();
  const descriptionId = useId();
  const nameMessageId = useId();
  const [name, setName] = useState('');
  // Typed in or left: only then is a blank name a mistake worth a word. Save is disabled while the
  // name is blank, so without this the spec's 'Backtest name is required' was never shown and a name
  // of spaces left a dead Save button with nothing saying why.
  const [nameTouched, setNameTouched] = useState(false);
  const nameMissing = nameTouched && name.trim() === '';
  const [description, setDescription] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const invalid = validateSave({ name, description });
    if (invalid) {
      setError(invalid);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSave({ backtest_name: name.trim(), description: description.trim() });
      setName('');
      setNameTouched(false);
      setDescription('');
      onClose();
    } catch (err) {
      setError(messageOf(err, SAVED_CALL_FAILED.saveBacktest));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={UI_TEXT.saveBacktest}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="bt-btn" onClick={onClose}>Cancel</button>
          <button type="button" className="bt-btn bt-btn--primary" disabled={isSaveDisabled(name, saving)} onClick={() => void submit()}>
            {saving ? 'Saving…' : 'Save'}
          </button>
        </>
      }
    >
      <div className="bt-field">
        <label htmlFor={nameId} className="bt-field__label">{UI_TEXT.backtestNameLabel}</label>
        <input id={nameId} className={nameMissing ? 'bt-input bt-input--invalid' : 'bt-input'} value={name} maxLength={BACKTEST_NAME_MAX} required autoFocus
          aria-invalid={nameMissing ? true : undefined} aria-describedby={nameMissing ? nameMessageId : undefined}
          onChange={(event) => { setName(event.target.value); setNameTouched(true); }} onBlur={() => setNameTouched(true)} />
        {nameMissing ? <span id={nameMessageId} className="bt-field__message">{SAVE_MESSAGES.name}</span> : null}
      </div>
      <div className="bt-field">
        <label htmlFor={descriptionId} className="bt-field__label">Description</label>
        <textarea id={descriptionId} className="bt-input bt-textarea" value={description} maxLength={BACKTEST_DESCRIPTION_MAX}
          onChange={(event) => setDescription(event.target.value)} />
      </div>
      {error ? <p className="bt-form-error" role="alert">{error}</p> : null}
    </Modal>
  );
}
