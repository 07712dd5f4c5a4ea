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
// same text again when the card is reopened. A draft belongs to its cards' identities, not their
// titles: a spreads leg renumbered when a leg before it is removed keeps its draft, named by its
// title now ('Leg 2 Quantity' becomes 'Leg 1 Quantity'), and no other leg ever takes it.

export interface FieldProblem {
  /** Names the field: 'Starting Balance ($) is required'. */
  message: string;
  /** Left blank: the form holds a number the screen does not show, so no other check can see it. */
  blank: boolean;
}

/** What a field folded out of sight left here: the text it showed instead of the form's value. */
export interface FieldDraft {
  /** The field's accessible name when it folded, e.g. 'Leg 2 Quantity' (read back as the cards are titled now). */
  name: string;
  /** What it is filed under when its name can change without its cards' titles (a list row's id and label). */
  identity?: string;
  text: string;
  /** The form's value under the text: the text is shown again only while the form still holds it. */
  base: number | null;
  problem: FieldProblem | null;
  /** Identities of the cards around the field, outermost first (see fold.tsx). */
  cards: readonly string[];
  /** Their titles when the field folded. */
  titles: readonly string[];
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
  /**
   * The text a field (named as now, or by its `identity`, inside the cards with these identities)
   * left when its card folded, if the form still holds the value it was typed over.
   */
  draft: (cards: readonly string[], name: string, value: number | null) => string | null;
  /** The field is back on screen and reports for itself. */
  release: (cards: readonly string[], name: string) => void;
  /** Names (as titled now) of the blank fields folded inside the card with these identities. */
  foldedBlanks: (cards: readonly string[]) => string[];
  /** A card on the page, whether it is folded, and its title; returns the call that takes it off. */
  placeCard: (cards: readonly string[], folded: boolean, title: string) => () => void;
  /**
   * The whole form was replaced (a sweep cell opened): every draft and report goes, and fields on
   * screen show the new form's values (they watch `generation`).
   */
  clear: () => void;
  generation: number;
}

const FieldProblemsContext = createContext<FieldProblems | null>(null);

const cardsKey = (cards: readonly string[]) => cards.join('\u0000');
const draftKey = (cards: readonly string[], name: string) => `draft:${cardsKey(cards)}\u0001${name}`;
const startsWith = (cards: readonly string[], prefix: readonly string[]) => prefix.every((title, i) => cards[i] === title);

interface PlacedCard {
  mounted: number;
  folded: boolean;
  title: string;
}

/** A registry for one form or dialog; pass it to `FieldProblemsScope`. */
export function useFieldProblems(): FieldProblems {
  // Live reports by field id and folded fields' problems by `draftKey` (which also keys `drafts`),
  // in the order they came.
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
  // A draft's text ('Leg 2 Quantity is required') read with its cards' titles now: the innermost
  // card retitled since the field folded ('Leg 2' is now 'Leg 1') renames it.
  const retitled = useCallback((text: string, draft: FieldDraft) => {
    for (let depth = draft.cards.length; depth > 0; depth -= 1) {
      const was = draft.titles[depth - 1] ?? '';
      const now = cards.current.get(cardsKey(draft.cards.slice(0, depth)))?.title ?? was;
      if (now !== was && text.startsWith(`${was} `)) return `${now}${text.slice(was.length)}`;
    }
    return text;
  }, []);
  const keyOf = useCallback((path: readonly string[], name: string) => {
    for (const [key, kept] of drafts.current) {
      if (cardsKey(kept.cards) === cardsKey(path) && (kept.identity ?? retitled(kept.name, kept)) === name) return key;
    }
    return null;
  }, [retitled]);
  const drop = useCallback((key: string) => {
    const had = drafts.current.delete(key);
    problems.current.delete(key);
    if (had) bump();
  }, [bump]);
  const release = useCallback((path: readonly string[], name: string) => {
    const key = keyOf(path, name);
    if (key) drop(key);
  }, [keyOf, drop]);
  // Run after the commit in which cards came or went (StrictMode's trial unmount is over by then).
  const purgeSoon = useCallback(() => {
    queueMicrotask(() => {
      for (const [key, draft] of [...drafts.current]) if (!stands(draft)) drop(key);
    });
  }, [stands, drop]);

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
        const draft = drafts.current.get(key);
        if (draft && stands(draft)) folded.push({ ...problem, message: retitled(problem.message, draft) });
      }
    }
    return [...onScreen, ...folded].find((problem) => !options?.blankOnly || problem.blank)?.message ?? null;
  }, [stands, retitled]);
  const keep = useCallback((draft: FieldDraft) => {
    const key = draftKey(draft.cards, draft.identity ?? draft.name);
    drafts.current.set(key, draft);
    if (draft.problem) problems.current.set(key, draft.problem);
    bump();
  }, [bump]);
  const draft = useCallback((path: readonly string[], name: string, value: number | null) => {
    const key = keyOf(path, name);
    const kept = key ? drafts.current.get(key) : undefined;
    return kept && kept.base === value && stands(kept) ? kept.text : null;
  }, [keyOf, stands]);
  const foldedBlanks = useCallback((prefix: readonly string[]) => [...drafts.current.values()]
    .filter((d) => d.problem?.blank && startsWith(d.cards, prefix) && stands(d))
    .map((d) => retitled(d.name, d)), [stands, retitled]);
  const placeCard = useCallback((path: readonly string[], folded: boolean, title: string) => {
    const key = cardsKey(path);
    const card = cards.current.get(key) ?? { mounted: 0, folded, title };
    cards.current.set(key, { mounted: card.mounted + 1, folded, title });
    // Retitled (renumbered): what reads the drafts' names reads them again.
    if (card.title !== title) bump();
    purgeSoon();
    return () => {
      const now = cards.current.get(key);
      if (now) cards.current.set(key, { ...now, mounted: now.mounted - 1 });
      purgeSoon();
    };
  }, [purgeSoon, bump]);
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
