/** The gift panel: the cards heroes may earn, clickable when the prompt offers them. */
import type { PromptOption } from '../../../core/engine/types';
import type { PAView } from '../../../core/games/planet-apocalypse/view';
import { targetKey } from '../types';
import { giftPanel } from './sheets';

interface Props {
  view: PAView;
  targets: ReadonlyMap<string, PromptOption>;
  selected: readonly string[];
  hoveredTarget: string | null;
  onOption(id: string): void;
}

export function GiftPanel({ view, targets, selected, hoveredTarget, onOption }: Props) {
  const cards = giftPanel(view);
  return (
    <section className="pa-gift-panel" data-testid="pa-gift-panel">
      <h3>
        Gift panel <span className="muted small">· {view.giftDeck.drawSize} in the deck, {view.giftDeck.discard.length} discarded</span>
      </h3>
      <div className="pa-gifts">
        {cards.map((c, i) => {
          if (!c.card) return <div key={`empty-${i}`} className="pa-gift empty" />;
          const key = targetKey('card', c.card);
          const option = targets.get(key);
          const cls = ['pa-gift', option ? 'playable' : '', option && selected.includes(option.id) ? 'picked' : '', hoveredTarget === key ? 'hovered' : ''].filter(Boolean).join(' ');
          return (
            <button
              type="button"
              key={c.card}
              className={cls}
              disabled={!option}
              onClick={() => option && onOption(option.id)}
              title={option ? option.label : c.text}
              data-testid={`pa-gift-${c.card}`}
            >
              <span className="pa-gift-name">{c.name}</span>
              <span className="pa-gift-cost">
                {c.surcharge > 0 ? `+${c.surcharge} courage` : 'slot cost only'}
                {c.usesLuck ? ' · uses luck' : ''}
              </span>
              <span className="pa-gift-text">{c.text}</span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
