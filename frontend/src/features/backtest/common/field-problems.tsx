import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

// Some problems live only on screen: a number field left blank keeps its text blank (issue 16: a
// field never changes what the user typed), while the form still holds the last number, since a
// form value cannot be "nothing". The field reports its problem here, so that whatever owns the
// fields (a builder's Run, the conditions dialog's Add) can refuse until it is fixed.

export interface FieldProblem {
  /** Names the field: 'Starting Balance ($) is required'. */
  message: string;
  /** Left blank: the form holds a number the screen does not show, so no other check can see it. */
  blank: boolean;
}

export interface FieldProblems {
  /** null clears the field's report. */
  report: (fieldId: string, problem: FieldProblem | null) => void;
  /**
   * The first reported problem in the order the fields reported, or null; `blankOnly` asks only
   * for blank fields, which a Run checks before the contract (whose words are better for the rest).
   */
  first: (options?: { blankOnly?: boolean }) => string | null;
  /** How many fields report a problem now (re-renders the owner when it changes). */
  count: number;
}

const FieldProblemsContext = createContext<FieldProblems | null>(null);

/** A registry for one form or dialog; pass it to `FieldProblemsScope`. */
export function useFieldProblems(): FieldProblems {
  const problems = useRef(new Map<string, FieldProblem>());
  const [count, setCount] = useState(0);
  const report = useCallback((fieldId: string, problem: FieldProblem | null) => {
    const map = problems.current;
    if (problem === null) map.delete(fieldId);
    else map.set(fieldId, problem);
    setCount(map.size);
  }, []);
  const first = useCallback((options?: { blankOnly?: boolean }) => {
    for (const problem of problems.current.values()) if (!options?.blankOnly || problem.blank) return problem.message;
    return null;
  }, []);
  return useMemo(() => ({ report, first, count }), [report, first, count]);
}

/** The fields inside report to `problems`; a nested scope (a dialog) keeps its fields to itself. */
export function FieldProblemsScope({ problems, children }: { problems: FieldProblems; children: ReactNode }) {
  return <FieldProblemsContext.Provider value={problems}>{children}</FieldProblemsContext.Provider>;
}

/** Used by a field: reports `message` while it is set and clears it on change or unmount. */
export function useReportFieldProblem(fieldId: string, message: string | null, blank: boolean): void {
  const report = useContext(FieldProblemsContext)?.report;
  useEffect(() => {
    if (!report || message === null) return undefined;
    report(fieldId, { message, blank });
    return () => report(fieldId, null);
  }, [report, fieldId, message, blank]);
}
