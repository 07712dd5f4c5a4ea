import { useState } from 'react';
import { FieldProblemsScope, useFieldProblems } from '../common/field-problems';
import { Modal } from '../common/modal';
import { firstIssueInWords } from '../lib/field-words';
import {
  COVERED_EXIT_CONDITION_TYPES, CoveredExitConditionSchema, UI_TEXT,
  type CoveredExitCondition, type CoveredExitConditionType,
} from '../lib/shared';
import { ConditionEditor } from './condition-editor';
import { CONDITION_TYPE_LABELS } from './condition-text';

/** Exit and roll-on conditions take every type; entry conditions are technical only. */
export type ConditionsDialogKind = 'exit' | 'roll' | 'entry';

export const DIALOG_TITLES: Record<ConditionsDialogKind, string> = {
  exit: UI_TEXT.exitConditionsTitle,
  roll: UI_TEXT.rollConditionsTitle,
  entry: 'Entry Conditions',
};

/** Defaults of each type from the contract; the technical one starts as 'RSI 14 at or above 70'. */
export function defaultCondition(type: CoveredExitConditionType): CoveredExitCondition {
  if (type === 'technical') {
    return { type, target: { kind: 'rsi', period: 14, percent_offset: 0 }, bottom: { value: 70 }, top: null };
  }
  return CoveredExitConditionSchema.parse({ type });
}

export function matchingConditionTypes(search: string, kind: ConditionsDialogKind = 'exit'): CoveredExitConditionType[] {
  const q = search.trim().toLowerCase();
  const types = kind === 'entry' ? (['technical'] as const) : COVERED_EXIT_CONDITION_TYPES;
  return types.filter((type) => {
    const { label, description } = CONDITION_TYPE_LABELS[type];
    return q === '' || label.toLowerCase().includes(q) || description.toLowerCase().includes(q) || type.includes(q);
  });
}

/** The one check of a condition that spans fields gets the dialog's own words; the rest come from field-words. */
function conditionProblemInWords(error: Parameters<typeof firstIssueInWords>[0]): string {
  const issue = error.issues[0];
  if (issue?.code === 'custom' && issue.message.endsWith('needs a bottom or a top')) {
    return 'Set a bottom or a top: a condition with neither edge would always hold.';
  }
  return firstIssueInWords(error);
}

interface ConditionsDialogProps {
  kind: ConditionsDialogKind;
  onAdd: (condition: CoveredExitCondition) => void;
  onClose: () => void;
}

/** Two steps: pick a type from a searchable list, then configure it and Add Condition. */
export function ConditionsDialog({ kind, onAdd, onClose }: ConditionsDialogProps) {
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState<CoveredExitCondition | null>(null);
  const title = DIALOG_TITLES[kind];
  const matches = matchingConditionTypes(search, kind);
  // A field that shows its own message (out of bounds, blank) blocks Add with nothing more said;
  // what no single field can show (a technical condition with no edge) is said in words below.
  const fieldProblems = useFieldProblems();
  const parsed = draft ? CoveredExitConditionSchema.safeParse(draft) : null;
  const formProblem = parsed && !parsed.success && fieldProblems.count === 0 ? conditionProblemInWords(parsed.error) : null;
  const blocked = fieldProblems.count > 0 || formProblem !== null;

  return (
    <Modal
      title={title}
      onClose={onClose}
      leading={draft ? <button type="button" className="bt-icon-btn" aria-label="Back" onClick={() => setDraft(null)}>←</button> : undefined}
      footer={draft ? (
        <button type="button" className="bt-btn bt-btn--primary" disabled={blocked} onClick={() => {
          if (!parsed?.success) return;
          onAdd(parsed.data);
          setDraft(null);
          setSearch('');
        }}>{UI_TEXT.addCondition}</button>
      ) : undefined}
    >
      {draft ? (
        <>
          <h3 className="bt-section-title">{CONDITION_TYPE_LABELS[draft.type].label}</h3>
          <FieldProblemsScope problems={fieldProblems}>
            <ConditionEditor value={draft} onChange={setDraft} />
          </FieldProblemsScope>
          {formProblem ? <p className="bt-form-error" role="alert">{formProblem}</p> : null}
        </>
      ) : (
        <>
          <input
            className="bt-input"
            type="search"
            aria-label="Search conditions"
            placeholder="Search conditions"
            value={search}
            autoFocus
            onChange={(event) => setSearch(event.target.value)}
          />
          {matches.length === 0 ? (
            <p className="bt-empty">{UI_TEXT.noMatchingConditions}</p>
          ) : (
            <ul className="bt-list" aria-label="Condition types">
              {matches.map((type) => (
                <li key={type}>
                  <button type="button" className="bt-option-btn" onClick={() => setDraft(defaultCondition(type))}>
                    {CONDITION_TYPE_LABELS[type].label}
                    <small>{CONDITION_TYPE_LABELS[type].description}</small>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Modal>
  );
}
