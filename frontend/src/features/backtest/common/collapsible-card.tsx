import { useId, useState, type ReactNode } from 'react';
import { FoldProvider, FoldedBlanks, useCardFold } from './fold';

interface CollapsibleCardProps {
  title: string;
  /** Names the card for the fields' registry when its title can change (see fold.tsx); the title otherwise. */
  identity?: string;
  children: ReactNode;
  defaultOpen?: boolean;
  /** Shown in the header while collapsed (spec: summaries of legs and settings). */
  summary?: ReactNode;
  /** Controls beside the title that must not toggle the card (remove buttons, switches). */
  actions?: ReactNode;
  badge?: ReactNode;
  className?: string;
}

export function CollapsibleCard({ title, identity, children, defaultOpen = true, summary, actions, badge, className }: CollapsibleCardProps) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  // Folding unmounts the body; a field left blank inside hands its blank to the form's registry.
  const fold = useCardFold(title, !open, identity);
  return (
    <section className={`bt-card ${className ?? ''}`} aria-label={title}>
      <div className="bt-card__header">
        <button
          type="button"
          className="bt-card__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className={open ? 'bt-chevron bt-chevron--open' : 'bt-chevron'} aria-hidden="true">▸</span>
          <span className="bt-card__title">{title}</span>
          {badge}
        </button>
        {actions ? <div className="bt-card__actions">{actions}</div> : null}
      </div>
      {!open && summary ? <div className="bt-card__summary">{summary}</div> : null}
      {!open ? <FoldedBlanks fold={fold} /> : null}
      {open ? <div id={bodyId} className="bt-card__body"><FoldProvider fold={fold}>{children}</FoldProvider></div> : null}
    </section>
  );
}
