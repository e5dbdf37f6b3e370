/**
 * One player board per seat, grouped by faction (FactionBoard) with the faction's live
 * score: HP (a bar against the HP limit), AP, IP, lives, safety tokens, where
 * the piece stands, cards held and stored, and, for the viewer's own faction
 * only, the cards themselves (the view gives the other faction's hands as
 * null). During a hot-seat handoff (`concealed`) no hand is shown at all.
 * In the side column's dock (PrfPlayers) the seats deciding now and the
 * viewer's own are open; the others fold to one line until clicked.
 * Hovering a board shows the seat's entry; hovering a card its glossary entry.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { Faction } from '../../../core/games/repossession/content/types';
import type { PlayerView, PRFView } from '../../../core/games/repossession/view';
import { useInspect } from '../../inspect/InspectContext';
import { cardName } from './cardNames';
import { FACTION_NAME, factionColour, seatColour } from './looks';

interface Props {
  view: PRFView;
  colourBlind: boolean;
  concealed: boolean;
  /** Seats deciding now. */
  acting: ReadonlySet<string>;
  seatName(seat: string): string;
}

interface Folding {
  isOpen(seat: string): boolean;
  onToggle(seat: string): void;
}

/** "1 tile", "3 tiles": the header read "1 tiles" after the first conquest. */
export function count(n: number, what: string): string {
  return `${n} ${what}${n === 1 ? '' : 's'}`;
}

/** Both factions' boards with `middle` (the secret choices) between them; open: the deciding seats and the viewer's. */
export function PrfPlayers({ viewer, middle, ...props }: Props & { viewer: string | null; middle?: ReactNode }) {
  const key = [...props.acting].sort().join(' ');
  // The player's own clicks, forgotten when who decides changes, so the next seat's board opens.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  useEffect(() => setToggled(new Map()), [key]);
  // Watching (no viewer) while nobody decides: the boards of the faction whose turn it is stay open.
  const watched = !viewer && props.acting.size === 0 ? new Set(props.view.players.filter((p) => p.faction === props.view.turn).map((p) => p.seat)) : null;
  const isOpen = (seat: string) => toggled.get(seat) ?? (props.acting.has(seat) || seat === viewer || !!watched?.has(seat));
  const onToggle = (seat: string) => setToggled((t) => new Map(t).set(seat, !isOpen(seat)));
  return (
    <div className="prf-panel" data-testid="prf-panel">
      <FactionBoard faction="gaia" {...props} isOpen={isOpen} onToggle={onToggle} />
      {middle}
      <FactionBoard faction="xanadu" {...props} isOpen={isOpen} onToggle={onToggle} />
    </div>
  );
}

export function FactionBoard({ faction, view, colourBlind, concealed, acting, seatName, isOpen, onToggle }: Props & Folding & { faction: Faction }) {
  const held = view.tiles.filter((t) => t.owner === faction);
  const score = view.scores?.[faction] ?? view.score[faction];
  return (
    <section className={`prf-faction prf-${faction}${view.turn === faction && view.phase !== 'over' ? ' turn' : ''}`} data-testid={`prf-faction-${faction}`}>
      <header style={{ borderColor: factionColour(faction, colourBlind) }}>
        <strong>{FACTION_NAME[faction]}</strong>
        <span className="prf-score" title={`Faction tokens on the board minus unspent safety tokens${faction === 'xanadu' && view.secondMoverBonus ? ', plus the house rule\'s points for moving second' : ''}`} data-testid={`prf-score-${faction}`}>{score} pts</span>
        <span className="muted">{count(held.length, 'tile')} · {count(held.reduce((n, t) => n + t.tokens, 0), 'token')}</span>
        {view.turn === faction && view.phase !== 'over' && <span className="prf-turn">their turn</span>}
      </header>
      <ul className="prf-players">
        {view.players.filter((p) => p.faction === faction).map((p) => (
          <PlayerBoard key={p.seat} p={p} colour={seatColour(p.seat, colourBlind)} concealed={concealed} acting={acting.has(p.seat)} name={seatName(p.seat)} open={isOpen(p.seat)} onToggle={() => onToggle(p.seat)} />
        ))}
      </ul>
    </section>
  );
}

interface BoardProps {
  p: PlayerView;
  colour: string;
  concealed: boolean;
  acting: boolean;
  name: string;
  open: boolean;
  onToggle(): void;
}

function PlayerBoard({ p, colour, concealed, acting, name, open, onToggle }: BoardProps) {
  const inspect = useInspect();
  const hpShare = p.stats.hp > 0 ? Math.min(1, p.hp / p.stats.hp) : 0;
  const hand = concealed ? null : p.hand;
  const where = p.eliminated ? 'out of the game' : p.at ? `on ${p.at}` : 'at Start';
  const cards = `${p.handCount} card${p.handCount === 1 ? '' : 's'}${p.storedCount ? ` · ${p.storedCount} stored` : ''}`;
  return (
    <li
      className={`prf-player${acting ? ' acting' : ''}${acting && open ? ' current' : ''}${p.eliminated ? ' out' : ''}${open ? ' open' : ''}`}
      data-testid={`prf-player-${p.seat}`}
      onMouseEnter={() => inspect.hover({ target: { kind: 'seat', id: p.seat } })}
      onMouseLeave={() => inspect.hover(null)}
    >
      <button type="button" className="panel-fold-head prf-player-head" onClick={onToggle} aria-expanded={open} title={open ? 'Fold this board' : `AP ${p.stats.ap} · IP ${p.stats.ip} · ${p.lives} lives · ${p.tokens} safety tokens · ${cards}. Open this board`}>
        <span className="prf-swatch" style={{ background: colour }}>{p.seat.toUpperCase()}</span>
        <strong>{name}</strong>
        <span className="muted">{where}</span>
        <span className="prf-hp" title={`HP ${p.hp} of ${p.stats.hp}`}>
          <span className="prf-hp-fill" style={{ width: `${hpShare * 100}%` }} />
          <span className="prf-hp-text">HP {p.hp}/{p.stats.hp}</span>
        </span>
      </button>
      {open && (
        <>
          <div className="prf-stats">
            <span title="Attack points">AP {p.stats.ap}</span>
            <span title="Intelligence points">IP {p.stats.ip}</span>
            <span title="Lives left" aria-label={`${p.lives} lives`}>{'♥'.repeat(Math.max(0, p.lives))}<span className="muted">{'♡'.repeat(Math.max(0, 3 - p.lives))}</span></span>
            <span title="Safety tokens">◯ {p.tokens}</span>
            <span title="Cards in hand and stored at the Start Zone">{cards}</span>
          </div>
          {hand && hand.length > 0 && (
            <ul className="prf-hand" data-testid={`prf-hand-${p.seat}`}>
              {hand.map((id, i) => (
                <li key={`${id}:${i}`} onMouseEnter={(e) => (e.stopPropagation(), inspect.hover({ target: { kind: 'card', id } }))}>{cardName(id)}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </li>
  );
}
