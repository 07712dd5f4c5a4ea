import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

// Some problems live only on screen: a number field left blank keeps its text blank (issue 16: a
// field never changes what the user typed), while the form still holds the last number, since a
// form value cannot be "nothing". The field reports its problem here, so that whatever owns the
// fields (a builder's Run, the conditions dialog's Add) can refuse until it is fixed.

export interface FieldProblems {
  /** `message` names the field ('Starting Balance ($) is required'); null clears the report. */
  report: (fieldId: string, message: string | null) => void;
  /** The first reported problem in the order the fields reported, or null. */
  first: () => string | null;
  /** How many fields report a problem now (re-renders the owner when it changes). */
  count: number;
}

const FieldProblemsContext = createContext<FieldProblems | null>(null);

/** A registry for one form or dialog; pass it to `FieldProblemsScope`. */
export function useFieldProblems(): FieldProblems {
  const problems = useRef(new Map<string, string>());
  const [count, setCount] = useState(0);
  const report = useCallback((fieldId: string, message: string | null) => {
    const map = problems.current;
    if (message === null) map.delete(fieldId);
    else map.set(fieldId, message);
    setCount(map.size);
  }, []);
  const first = useCallback(() => problems.current.values().next().value ?? null, []);
  return useMemo(() => ({ report, first, count }), [report, first, count]);
}

/** The fields inside report to `problems`; a nested scope (a dialog) keeps its fields to itself. */
export function FieldProblemsScope({ problems, children }: { problems: FieldProblems; children: ReactNode }) {
  return <FieldProblemsContext.Provider value={problems}>{children}</FieldProblemsContext.Provider>;
}

/** Used by a field: reports `message` while it is set and clears it on change or unmount. */
export function useReportFieldProblem(fieldId: string, message: string | null): void {
  const report = useContext(FieldProblemsContext)?.report;
  useEffect(() => {
    if (!report || message === null) return undefined;
    report(fieldId, message);
    return () => report(fieldId, null);
  }, [report, fieldId, message]);
}
