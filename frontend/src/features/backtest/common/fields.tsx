import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { boundProblem } from '../lib/field-words';
import { useFieldProblemsScope, useReportFieldProblem } from './field-problems';
import { useFold } from './fold';

/**
 * `label` is what the eye sees; `context` (e.g. 'Leg 2') is prepended to the accessible name so
 * that repeated fields stay distinguishable for screen readers and tests ('Leg 2 Quantity').
 */
interface Labelled {
  label: string;
  context?: string;
}

const accessibleName = ({ label, context }: Labelled) => (context ? `${context} ${label}` : undefined);

interface NumberFieldProps extends Labelled {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  step?: number;
  integer?: boolean;
  /** Blank becomes null (spec: strike tolerance and min premium); otherwise blank is 'Required'. */
  nullable?: boolean;
  /** A problem the field cannot see alone (MACD short period not below the long one), in words. */
  problem?: string | null;
  placeholder?: string;
  help?: ReactNode;
  /** A line under the field saying what its number means ('contracts per unit; ...'). */
  note?: string;
  /** The id of a note outside the field that says what its number means (a note as wide as its row). */
  describedBy?: string;
  suffix?: string;
  /**
   * The client-only identity of the list row the field is on (an entry filter or exit row): its
   * kept text belongs to the row, not to the row's number, which changes when a row before it goes.
   */
  row?: string;
}

const REQUIRED = 'Required';

/** The words a Run refusal uses for a field's problem: 'Leg 1 Quantity is required'. */
function refusal(name: string, problem: string): string {
  if (problem === REQUIRED) return `${name} is required`;
  return `${name}: ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`;
}

/**
 * Text is kept locally so partial input ('0.', '-') can be typed. A typed number is reported as
 * it is, in or out of bounds (issue 16: a field never changes a value the user typed); out of
 * bounds, a message in words shows under the field and the builder blocks the run. A blank
 * field that needs a number stays blank with 'Required' (the form keeps its last number, so the
 * field reports the problem to its `FieldProblemsScope`, whose owner refuses to run or add).
 * When its card folds, text the form does not hold is handed to the scope, and shown again when
 * the card is reopened (see field-problems.tsx).
 */
export function NumberField({ label, context, value, onChange, min, max, step, integer, nullable, placeholder, help, note, describedBy, suffix, row, problem: outside }: NumberFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const noteId = `${id}-note`;
  const name = context ? `${context} ${label}` : label;
  // What its kept text is filed under: the row's identity when on a row, otherwise its name.
  const keptAs = row ? `${row} ${label}` : name;
  const scope = useFieldProblemsScope();
  const fold = useFold();
  const held = value ?? null;
  const shown = held === null ? '' : String(held);
  const [text, setText] = useState(() => scope?.draft(fold?.cards ?? [], keptAs, held) ?? shown);
  // The text follows the form when the form changes from elsewhere (or is replaced: `generation`),
  // unless the text already reads as the new value ('2.50' for 2.5 stays as typed).
  const generation = scope?.generation;
  const [synced, setSynced] = useState({ held, generation });
  if (synced.held !== held || synced.generation !== generation) {
    setSynced({ held, generation });
    if (synced.generation !== generation || text === '' || Number(text) !== held) setText(shown);
  }
  const parse = (raw: string): number | null => {
    const parsed = Number(raw);
    return raw.trim() === '' || !Number.isFinite(parsed) ? null : parsed;
  };
  const commit = (raw: string) => {
    setText(raw);
    if (raw.trim() === '') {
      if (nullable) onChange(null);
      return;
    }
    const parsed = parse(raw);
    if (parsed !== null) onChange(parsed);
  };
  const typed = parse(text);
  const blank = typed === null && !nullable;
  const problem = blank ? REQUIRED : (typed === null ? null : boundProblem(typed, { min, max, integer })) ?? outside ?? null;
  const refused = problem ? refusal(name, problem) : null;
  useReportFieldProblem(id, refused, blank);

  // Back on screen: the field reports for itself. Folded away: it hands over text the form lacks.
  const latest = useRef({ scope, fold, name, keptAs, text, shown, held, refused, blank });
  useEffect(() => {
    latest.current = { scope, fold, name, keptAs, text, shown, held, refused, blank };
  });
  useEffect(() => {
    const { scope: mountedIn, fold: mountedFold, keptAs: mountedAs } = latest.current;
    mountedIn?.release(mountedFold?.cards ?? [], mountedAs);
    return () => {
      const now = latest.current;
      if (!now.scope || !now.fold?.folded() || now.text === now.shown) return;
      now.scope.keep({
        name: now.name, identity: now.keptAs === now.name ? undefined : now.keptAs, text: now.text, base: now.held, cards: now.fold.cards, titles: now.fold.titles,
        problem: now.refused ? { message: now.refused, blank: now.blank } : null,
      });
    };
  }, []);
  return (
    <div className="bt-field">
      <label htmlFor={id} className="bt-field__label">{label}{help}</label>
      <div className="bt-field__control">
        <input
          id={id}
          // A field with help is named by its label alone: read from the <label>, its name took the help
          // button's too ('Min Volume for Entry Help: Min Volume for Entry').
          aria-label={accessibleName({ label, context }) ?? (help ? label : undefined)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[problem ? messageId : null, note ? noteId : null, describedBy ?? null].filter(Boolean).join(' ') || undefined}
          type="number"
          inputMode="decimal"
          className={problem ? 'bt-input bt-input--invalid' : 'bt-input'}
          value={text}
          min={min}
          max={max}
          step={step ?? (integer ? 1 : 'any')}
          placeholder={placeholder}
          onChange={(event) => commit(event.target.value)}
        />
        {suffix ? <span className="bt-field__suffix">{suffix}</span> : null}
      </div>
      {problem ? <span id={messageId} className="bt-field__message">{problem}</span> : null}
      {note ? <span id={noteId} className="bt-field__note">{note}</span> : null}
    </div>
  );
}

interface SelectFieldProps<T extends string> extends Labelled {
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
  help?: ReactNode;
}

export function SelectField<T extends string>({ label, context, value, options, onChange, help }: SelectFieldProps<T>) {
  const id = useId();
  return (
    <div className="bt-field">
      <label htmlFor={id} className="bt-field__label">{label}{help}</label>
      {/* As NumberField: a field with help is named by its label alone, not the help button's words. */}
      <select id={id} aria-label={accessibleName({ label, context }) ?? (help ? label : undefined)} className="bt-input" value={value} onChange={(event) => {
        const found = options.find((option) => option.value === event.target.value);
        if (found) onChange(found.value);
      }}>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    </div>
  );
}

interface TextFieldProps extends Labelled {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'date';
  min?: string;
  max?: string;
  required?: boolean;
  maxLength?: number;
  /** What is wrong with the value, in words, shown under the field. */
  problem?: string | null;
}

export function TextField({ label, context, value, onChange, type = 'text', min, max, required, maxLength, problem }: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="bt-field">
      <label htmlFor={id} className="bt-field__label">{label}</label>
      <input id={id} aria-label={accessibleName({ label, context })} className={problem ? 'bt-input bt-input--invalid' : 'bt-input'} type={type}
        value={value} min={min} max={max} required={required} maxLength={maxLength} aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? messageId : undefined} onChange={(event) => onChange(event.target.value)} />
      {problem ? <span id={messageId} className="bt-field__message">{problem}</span> : null}
    </div>
  );
}

export function SwitchField({ label, context, checked, onChange, help }: Labelled & { checked: boolean; onChange: (value: boolean) => void; help?: ReactNode }) {
  const id = useId();
  return (
    <div className="bt-switch">
      <input id={id} aria-label={accessibleName({ label, context })} type="checkbox" role="switch" className="bt-switch__input" checked={checked}
        onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id} className="bt-switch__label">{label}</label>
      {help}
    </div>
  );
}

export function CountBadge({ count, label }: { count: number; label: string }) {
  return <span className="bt-badge" aria-label={`${count} ${label}`}>{count}</span>;
}
