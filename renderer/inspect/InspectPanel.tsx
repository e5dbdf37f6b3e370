/**
 * The details of the thing the player points at or pinned: what it is, its
 * numbers, its rules text in our words, and links to what it mentions. Shown
 * over the board; Esc or the close button unpins.
 */
import type { InspectEntry } from '../../core/engine/types';
import { useInspect } from './InspectContext';

interface Props {
  /** Opens the rules reference at an entry. */
  onRule?(ruleId: string): void;
}

export function InspectPanel({ onRule }: Props) {
  const api = useInspect();
  const looked = api.hovered ?? api.pinned;
  const entry = looked ? api.entryFor(looked) : null;
  if (!entry) return null;
  const pinned = !api.hovered && !!api.pinned;
  return <EntryCard entry={entry} pinned={pinned} onClose={() => api.pin(null)} onRule={onRule} />;
}

function EntryCard({ entry, pinned, onClose, onRule }: { entry: InspectEntry; pinned: boolean; onClose(): void; onRule?: (id: string) => void }) {
  const api = useInspect();
  const related = (entry.related ?? []).map((id) => api.entryById(id)).filter((e): e is InspectEntry => e !== null);
  return (
    <aside className={`inspect-panel${pinned ? ' pinned' : ''}`} data-testid="inspect-panel" data-entry={entry.id} aria-live="polite">
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
}
