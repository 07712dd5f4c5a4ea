import { useState } from 'react';
import { CountBadge } from '../common/fields';
import { removeAt } from '../lib/lists';
import { UI_TEXT, type CoveredExitCondition } from '../lib/shared';
import { conditionLabel, conditionText } from './condition-text';
import { ConditionsDialog, DIALOG_TITLES, type ConditionsDialogKind } from './conditions-dialog';

const EMPTY_TEXT: Record<ConditionsDialogKind, string> = {
  exit: UI_TEXT.noExitConditions,
  roll: UI_TEXT.noRollConditions,
  entry: 'No entry conditions: a position opens whenever a contract matches. Click the + button to require a technical signal.',
};

const ADD_NOUN: Record<ConditionsDialogKind, string> = { exit: 'exit', roll: 'roll-on', entry: 'entry' };

interface ConditionSectionProps {
  kind: ConditionsDialogKind;
  /** Prefix for accessible names when several legs are on screen, e.g. 'Covered Call'. */
  owner: string;
  conditions: readonly CoveredExitCondition[];
  onChange: (conditions: CoveredExitCondition[]) => void;
}

/** A list of conditions with a count badge, the + button opening the dialog, and per-item remove. */
export function ConditionSection({ kind, owner, conditions, onChange }: ConditionSectionProps) {
  const [open, setOpen] = useState(false);
  const title = DIALOG_TITLES[kind];
  return (
    <section className="bt-conditions" aria-label={`${owner} ${title}`}>
      <div className="bt-form-header">
        <h4 className="bt-section-title">
          {title} <CountBadge count={conditions.length} label={title.toLowerCase()} />
        </h4>
        <button type="button" className="bt-btn bt-btn--small" aria-label={`Add ${owner} ${ADD_NOUN[kind]} condition`}
          onClick={() => setOpen(true)}>+</button>
      </div>
      {conditions.length === 0 ? (
        <p className="bt-empty">{EMPTY_TEXT[kind]}</p>
      ) : (
        <ul className="bt-list">
          {conditions.map((condition, index) => (
            <li key={index} className="bt-list__item">
              <span><strong>{conditionLabel(condition)}</strong> <span className="bt-muted">{conditionText(condition)}</span></span>
              <button type="button" className="bt-icon-btn" aria-label={`Remove ${conditionLabel(condition)} ${conditionText(condition)}`}
                onClick={() => onChange(removeAt(conditions, index))}>×</button>
            </li>
          ))}
        </ul>
      )}
      {open ? (
        <ConditionsDialog kind={kind} onClose={() => setOpen(false)} onAdd={(condition) => onChange([...conditions, condition])} />
      ) : null}
    </section>
  );
}
