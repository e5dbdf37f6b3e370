/**
 * The side panel beside the world board: the scenario and its track, then
 * each player with their colour, territories, armies, headquarters and
 * supplies on the board, their secret setup cards (own) and cure parts
 * (plague), who is playing now, and the continents' tints.
 */
import { CONTINENTS } from '../../../core/games/apocalypse-risk/content/board';
import type { RiskView } from '../../../core/games/apocalypse-risk/view';
import { useInspect } from '../../inspect/InspectContext';
import { apocColour, seatColour } from './looks';
import { scenarioTrack } from './scenarioTrack';

interface Props {
  view: RiskView;
  colourBlind: boolean;
  concealed: boolean;
  /** The seat deciding now (or whose turn it is). */
  acting: string | null;
  seatName(seat: string): string;
}

export function RiskPanel({ view, colourBlind, concealed, acting, seatName }: Props) {
  const track = scenarioTrack(view);
  const inspect = useInspect();
  const terrs = Object.values(view.territories);
  const apocTurn = view.phase === 'apocalytes';
  return (
    <aside className="risk-panel" data-testid="risk-panel">
      <section className="risk-scenario" data-testid="risk-scenario">
        <h3>{track ? track.name : 'Apocalypse not yet rolled'}</h3>
        <div className="muted small">Round {view.round} of {view.options.roundLimit}{apocTurn ? ' · apocalyte turn' : ''}</div>
        {track && (
          <>
            <p className="small risk-goal">{track.goal}</p>
            <div className="small">{track.meter.label}</div>
            <ol className="risk-meter" aria-label={track.meter.label} data-testid="risk-meter" data-filled={track.meter.filled}>
              {Array.from({ length: track.meter.length }, (_, i) => (
                <li key={i} className={i < track.meter.filled ? 'on' : ''} style={i < track.meter.filled ? { background: apocColour(view) } : undefined} />
              ))}
            </ol>
            <dl className="risk-lines small">
              {track.lines.map((l) => (
                <div key={l.label}>
                  <dt>{l.label}</dt>
                  <dd>{l.value}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </section>
      <ul className="risk-players" data-testid="risk-players">
        {view.players.map((p) => {
          const owned = terrs.filter((t) => t.owner === p.seat);
          const armies = terrs.reduce((n, t) => n + (t.troops[p.seat] ?? 0), 0);
          const hqs = owned.filter((t) => t.hq).length;
          const supplies = owned.reduce((n, t) => n + t.supplies, 0);
          const cards = !concealed && p.cards.length > 0 ? p.cards.length : null;
          return (
            <li
              key={p.seat}
              className={`risk-player${p.seat === acting ? ' acting' : ''}${p.eliminated ? ' out' : ''}`}
              data-testid={`risk-player-${p.seat}`}
              onMouseEnter={() => inspect.hover({ target: { kind: 'seat', id: p.seat } })}
              onMouseLeave={() => inspect.hover(null)}
            >
              <span className="risk-swatch" style={{ background: seatColour(view, p.seat, colourBlind) }} />
              <strong>{seatName(p.seat)}</strong>
              {p.eliminated && <span className="muted small"> out</span>}
              <div className="risk-counts small">
                <span title="Territories held">{owned.length} terr.</span>
                <span title="Armies on the board">{armies} armies</span>
                <span title="Headquarters">{hqs} HQ</span>
                <span title="Supplies in their territories">{supplies} supplies</span>
                {cards !== null && <span title="Your secret setup cards">{cards} cards</span>}
                {view.scenario === 'plague' && <span title="Cure parts (shown)">{p.cured ? 'cure complete' : `cure ${concealed ? '?' : p.cureParts ?? '?'}/3`}</span>}
              </div>
            </li>
          );
        })}
      </ul>
      <ul className="risk-key small" aria-label="Continents">
        {CONTINENTS.map((c) => (
          <li key={c.id}>
            <span className="risk-swatch" style={{ background: c.color }} />
            {c.name}
          </li>
        ))}
        <li>
          <span className="risk-swatch" style={{ background: apocColour(view) }} />
          Apocalytes
        </li>
      </ul>
    </aside>
  );
}
