/**
 * A row of small named cards in the side panel (hand, gear, insanity,
 * allies, monsters): hover shows the card's entry; a card the prompt offers
 * is lit and answers on click.
 */
import { useInspect } from '../../inspect/InspectContext';
import type { CardChip } from './panelModel';
import type { OptionsByTarget } from './promptTargets';

interface Props {
  label: string;
  chips: CardChip[];
  byTarget: OptionsByTarget;
  selected: readonly string[];
  onTarget(key: string): void;
  tone?: 'gear' | 'hand' | 'monster' | 'insanity' | 'ally';
  testId?: string;
}

export function CardChips({ label, chips, byTarget, selected, onTarget, tone = 'hand', testId }: Props) {
  const inspect = useInspect();
  if (chips.length === 0) return null;
  return (
    <div className="ma-chips" data-testid={testId}>
      <span className="ma-chips-label muted">{label}</span>
      {chips.map((c) => {
        const key = `card:${c.card}`;
        const options = byTarget.get(key);
        const picked = options?.some((o) => selected.includes(o.id));
        return (
          <button
            key={c.card}
            type="button"
            className={`ma-chip ma-${tone}${options ? ' target' : ''}${picked ? ' picked' : ''}`}
            data-card={c.card}
            onClick={() => (options ? onTarget(key) : inspect.pin({ target: { kind: 'card', id: c.card } }))}
            onMouseEnter={() => inspect.hover({ target: { kind: 'card', id: c.card } })}
            onMouseLeave={() => inspect.hover(null)}
          >
            {c.name}
            {c.note && <span className="ma-chip-note"> · {c.note}</span>}
          </button>
        );
      })}
    </div>
  );
}
