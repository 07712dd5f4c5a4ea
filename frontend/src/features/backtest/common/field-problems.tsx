import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

// Some problems live only on screen: a number field left blank keeps its text blank (issue 16: a
// field never changes what the user typed), while the form still holds the last number, since a
// form value cannot be "nothing". The field reports its problem here, so that whatever owns the
// fields (a builder's Run, the conditions dialog's Add) can refuse until it is fixed.
//
// A folded card unmounts its fields (hidden copies of their messages would confuse anyone reading
// the page), so the text a field shows but the form does not hold (a blank, what a browser reads
// as blank, such as '-') is handed to this registry when its card folds: the run stays blocked
// while the card is folded, the folded card says which field is blank, and the field shows the
// same text again when the card is reopened.

export interface FieldProblem {
  /** Names the field: 'Starting Balance ($) is required'. */
  message: string;
  /** Left blank: the form holds a number the screen does not show, so no other check can see it. */
  blank: boolean;
}

/** What a field folded out of sight left here: the text it showed instead of the form's value. */
export interface FieldDraft {
  /** The field's accessible name, e.g. 'Leg 1 Quantity': names the field across unmounts. */
  name: string;
  text: string;
  /** The form's value under the text: the text is shown again only while the form still holds it. */
  base: number | null;
  problem: FieldProblem | null;
  /** Titles of the cards around the field, outermost first. */
  cards: readonly string[];
}

export interface FieldProblems {
  /** null clears the field's report. */
  report: (fieldId: string, problem: FieldProblem | null) => void;
  /**
   * The first reported problem in the order the fields reported, or null; `blankOnly` asks only
   * for blank fields, which a Run checks before the contract (whose words are better for the rest).
   * Fields folded out of sight count, after those on screen.
   */
  first: (options?: { blankOnly?: boolean }) => string | null;
  /** How many problems are reported now. */
  count: number;
  /** Changes whenever a report or a draft changes (re-renders whoever reads the registry). */
  version: number;
  /** A field whose card folds hands over its text. */
  keep: (draft: FieldDraft) => void;
  /** The text a field left when its card folded, if the form still holds the value it was typed over. */
  draft: (name: string, value: number | null) => string | null;
  /** The field is back on screen and reports for itself. */
  release: (name: string) => void;
  /** Names of the blank fields folded inside the card with these titles. */
  foldedBlanks: (cards: readonly string[]) => string[];
  /** A card on the page and whether it is folded; returns the call that takes it off. */
  placeCard: (cards: readonly string[], folded: boolean) => () => void;
  /**
   * The whole form was replaced (a sweep cell opened): every draft and report goes, and fields on
   * screen show the new form's values (they watch `generation`).
   */
  clear: () => void;
  generation: number;
}

const FieldProblemsContext = createContext<FieldProblems | null>(null);

const cardsKey = (cards: readonly string[]) => cards.join('\u0000');
const draftKey = (name: string) => `draft:${name}`;
const startsWith = (cards: readonly string[], prefix: readonly string[]) => prefix.every((title, i) => cards[i] === title);

interface PlacedCard {
  mounted: number;
  folded: boolean;
}

/** A registry for one form or dialog; pass it to `FieldProblemsScope`. */
export function useFieldProblems(): FieldProblems {
  // Live reports by field id and folded fields' problems by `draftKey`, in the order they came.
  const problems = useRef(new Map<string, FieldProblem>());
  const drafts = useRef(new Map<string, FieldDraft>());
  const cards = useRef(new Map<string, PlacedCard>());
  const [version, setVersion] = useState(0);
  const [generation, setGeneration] = useState(0);
  const bump = useCallback(() => setVersion((v) => v + 1), []);

  // A draft stands while the innermost card around its field that is on the page is folded: a
  // card removed, or open without the field on it (its config switched off), takes it away.
  const stands = useCallback((draft: FieldDraft) => {
    for (let depth = draft.cards.length; depth > 0; depth -= 1) {
      const card = cards.current.get(cardsKey(draft.cards.slice(0, depth)));
      if (card && card.mounted > 0) return card.folded;
    }
    return false;
  }, []);
  const release = useCallback((name: string) => {
    const had = drafts.current.delete(name);
    problems.current.delete(draftKey(name));
    if (had) bump();
  }, [bump]);
  // Run after the commit in which cards came or went (StrictMode's trial unmount is over by then).
  const purgeSoon = useCallback(() => {
    queueMicrotask(() => {
      for (const draft of [...drafts.current.values()]) if (!stands(draft)) release(draft.name);
    });
  }, [stands, release]);

  const report = useCallback((fieldId: string, problem: FieldProblem | null) => {
    const map = problems.current;
    if (problem === null) map.delete(fieldId);
    else map.set(fieldId, problem);
    bump();
  }, [bump]);
  const first = useCallback((options?: { blankOnly?: boolean }) => {
    const onScreen: FieldProblem[] = [];
    const folded: FieldProblem[] = [];
    for (const [key, problem] of problems.current) {
      if (!key.startsWith('draft:')) onScreen.push(problem);
      else {
        const draft = drafts.current.get(key.slice('draft:'.length));
        if (draft && stands(draft)) folded.push(problem);
      }
    }
    return [...onScreen, ...folded].find((problem) => !options?.blankOnly || problem.blank)?.message ?? null;
  }, [stands]);
  const keep = useCallback((draft: FieldDraft) => {
    drafts.current.set(draft.name, draft);
    if (draft.problem) problems.current.set(draftKey(draft.name), draft.problem);
    bump();
  }, [bump]);
  const draft = useCallback((name: string, value: number | null) => {
    const kept = drafts.current.get(name);
    return kept && kept.base === value && stands(kept) ? kept.text : null;
  }, [stands]);
  const foldedBlanks = useCallback((prefix: readonly string[]) => [...drafts.current.values()]
    .filter((d) => d.problem?.blank && startsWith(d.cards, prefix) && stands(d))
    .map((d) => d.name), [stands]);
  const placeCard = useCallback((path: readonly string[], folded: boolean) => {
    const key = cardsKey(path);
    const card = cards.current.get(key) ?? { mounted: 0, folded };
    cards.current.set(key, { mounted: card.mounted + 1, folded });
    purgeSoon();
    return () => {
      const now = cards.current.get(key);
      if (now) cards.current.set(key, { ...now, mounted: now.mounted - 1 });
      purgeSoon();
    };
  }, [purgeSoon]);
  const clear = useCallback(() => {
    problems.current.clear();
    drafts.current.clear();
    setGeneration((g) => g + 1);
    bump();
  }, [bump]);

  const count = problems.current.size;
  return useMemo(
    () => ({ report, first, count, version, keep, draft, release, foldedBlanks, placeCard, clear, generation }),
    [report, first, count, version, keep, draft, release, foldedBlanks, placeCard, clear, generation],
  );
}

/** The fields inside report to `problems`; a nested scope (a dialog) keeps its fields to itself. */
export function FieldProblemsScope({ problems, children }: { problems: FieldProblems; children: ReactNode }) {
  return <FieldProblemsContext.Provider value={problems}>{children}</FieldProblemsContext.Provider>;
}

/** The registry the fields around report to, or null outside any scope. */
export function useFieldProblemsScope(): FieldProblems | null {
  return useContext(FieldProblemsContext);
}

/** Used by a field: reports `message` while it is set and clears it on change or unmount. */
export function useReportFieldProblem(fieldId: string, message: string | null, blank: boolean): void {
  const scope = useContext(FieldProblemsContext);
  const report = scope?.report;
  // After `clear()` every field says again what it has.
  const generation = scope?.generation;
  useEffect(() => {
    if (!report || message === null) return undefined;
    report(fieldId, { message, blank });
    return () => report(fieldId, null);
  }, [report, fieldId, message, blank, generation]);
}
