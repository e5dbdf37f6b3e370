/**
 * The details of the thing the player points at or pinned: what it is, its
 * numbers, its rules text in our words, and links to what it mentions. It
 * opens beside the pointer, away from the hovered thing and the prompt
 * (useInspectorPlacement.ts), and closes as useInspectorDismissal.ts says;
 * Esc or the close button unpins.
 */
import { forwardRef, useRef } from 'react';
import type { InspectEntry } from '../../core/engine/types';
import { useInspect } from './InspectContext';
import './inspect.css';
import { useInspectorDismissal } from './useInspectorDismissal';
import { useInspectorPlacement } from './useInspectorPlacement';

interface Props {
  /** Opens the rules reference at an entry. */
  onRule?(ruleId: string): void;
  /** The id of the question on screen: a new question closes the hover panel. */
  question?: string | null;
}

export function InspectPanel({ onRule, question }: Props) {
  const api = useInspect();
  const panel = useRef<HTMLElement>(null);
  useInspectorDismissal(api, question);
  const looked = api.hovered ?? api.pinned;
  const entry = looked ? api.entryFor(looked) : null;
  const pinned = !api.hovered && !!api.pinned;
  useInspectorPlacement(panel, api, pinned, entry ? `${pinned ? 'pin' : 'hover'}:${entry.id}:${JSON.stringify(looked)}` : null);
  if (!entry) return null;
  return <EntryCard ref={panel} entry={entry} pinned={pinned} onClose={() => api.pin(null)} onRule={onRule} />;
}

interface CardProps {
  entry: InspectEntry;
  pinned: boolean;
  onClose(): void;
  onRule?: (id: string) => void;
}

const EntryCard = forwardRef<HTMLElement, CardProps>(function EntryCard({ entry, pinned, onClose, onRule }, ref) {
  const api = useInspect();
  const related = (entry.related ?? []).map((id) => api.entryById(id)).filter((e): e is InspectEntry => e !== null);
  return (
    <aside ref={ref} className={`inspect-panel${pinned ? ' pinned' : ''}`} data-testid="inspect-panel" data-entry={entry.id} aria-live="polite">
      <header>
        <span className="inspect-kind">{entry.kind}</span>
        <h3>{entry.name}</h3>
        {pinned && (
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose} data-testid="inspect-close">
            ✕
          </button>
        )}
      </header>
      {entry.stats && entry.stats.length > 0 && (
        <dl className="inspect-stats">
          {entry.stats.map((s) => (
            <div key={s.label}>
              <dt>{s.label}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {entry.text?.map((t, i) => (
        <p key={i}>{t}</p>
      ))}
      {related.length > 0 && (
        <p className="inspect-related">
          {related.map((r) => (
            <button type="button" key={r.id} className="link-button" onClick={() => api.pin({ entry: r.id })} data-testid={`inspect-link-${r.id}`}>
              {r.name}
            </button>
          ))}
        </p>
      )}
      {entry.rule && onRule && (
        <button type="button" className="link-button" onClick={() => onRule(entry.rule!)}>
          Rules: read more
        </button>
      )}
      {!pinned && <p className="muted small">Click to keep this open.</p>}
    </aside>
  );
});
