import { createContext, useContext, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useFieldProblemsScope } from './field-problems';

/** The foldable cards around a field (see field-problems.tsx: what a field hands over when folded). */
export interface Fold {
  /** Titles of the cards, outermost first, e.g. ['Leg 1', 'Leg 1 Child 1']. */
  cards: readonly string[];
  /** Whether this card or one around it is folded now (read by a field as it unmounts). */
  folded: () => boolean;
}

const FoldContext = createContext<Fold | null>(null);

export function useFold(): Fold | null {
  return useContext(FoldContext);
}

/** A foldable card's part: it tells the field registry where it is and whether it is folded. */
export function useCardFold(title: string, folded: boolean): Fold {
  const parent = useContext(FoldContext);
  const placeCard = useFieldProblemsScope()?.placeCard;
  // Layout effects run before the unmounted fields' cleanups, which read it.
  const foldedNow = useRef(folded);
  useLayoutEffect(() => {
    foldedNow.current = folded;
  }, [folded]);
  const parentCards = parent?.cards;
  const cards = useMemo(() => [...(parentCards ?? []), title], [parentCards, title]);
  useLayoutEffect(() => placeCard?.(cards, folded), [placeCard, cards, folded]);
  return useMemo(() => ({ cards, folded: () => foldedNow.current || (parent?.folded() ?? false) }), [cards, parent]);
}

export function FoldProvider({ fold, children }: { fold: Fold; children: ReactNode }) {
  return <FoldContext.Provider value={fold}>{children}</FoldContext.Provider>;
}

/**
 * Said in a folded card when fields inside were left blank: the run stays blocked by them, and
 * this says which (in words unlike the field's 'Required' and the run's refusal, so each reads once).
 */
export function FoldedBlanks({ fold }: { fold: Fold }) {
  const names = useFieldProblemsScope()?.foldedBlanks(fold.cards) ?? [];
  if (names.length === 0) return null;
  return <p className="bt-card__blank">Left blank, so Run is blocked: {names.join(', ')}</p>;
}
