import { createContext, useContext, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useFieldProblemsScope } from './field-problems';

/** The foldable cards around a field (see field-problems.tsx: what a field hands over when folded). */
export interface Fold {
  /**
   * Identities of the cards, outermost first: a card's title, or the identity it was given when
   * its title can change (a spreads leg renumbered when a leg before it is removed).
   */
  cards: readonly string[];
  /** Titles of the cards as shown now, outermost first, e.g. ['Leg 1', 'Leg 1 Child 1']. */
  titles: readonly string[];
  /** Whether this card or one around it is folded now (read by a field as it unmounts). */
  folded: () => boolean;
}

const FoldContext = createContext<Fold | null>(null);

export function useFold(): Fold | null {
  return useContext(FoldContext);
}

/** A foldable card's part: it tells the field registry where it is, its title, and whether it is folded. */
export function useCardFold(title: string, folded: boolean, identity: string = title): Fold {
  const parent = useContext(FoldContext);
  const placeCard = useFieldProblemsScope()?.placeCard;
  // Layout effects run before the unmounted fields' cleanups, which read it.
  const foldedNow = useRef(folded);
  useLayoutEffect(() => {
    foldedNow.current = folded;
  }, [folded]);
  const parentCards = parent?.cards;
  const parentTitles = parent?.titles;
  const cards = useMemo(() => [...(parentCards ?? []), identity], [parentCards, identity]);
  const titles = useMemo(() => [...(parentTitles ?? []), title], [parentTitles, title]);
  useLayoutEffect(() => placeCard?.(cards, folded, title), [placeCard, cards, folded, title]);
  return useMemo(() => ({ cards, titles, folded: () => foldedNow.current || (parent?.folded() ?? false) }), [cards, titles, parent]);
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
