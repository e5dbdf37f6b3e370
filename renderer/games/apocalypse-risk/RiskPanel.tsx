/**
 * What the world board shows beside the table: the stats line (apocalypse,
 * round, its track) and the dock's panels: the players one line each (colour,
 * territories, armies, headquarters and supplies on the board, their secret
 * setup cards (own) and cure parts (plague), who is playing now), the
 * scenario's goal and track, and the continents' tints (folded: the Legend
 * has them too).
 */
import { CONTINENTS } from '../../../core/games/apocalypse-risk/content/board';
import type { RiskView } from '../../../core/games/apocalypse-risk/view';
import { useInspect } from '../../inspect/InspectContext';
import type { BoardPanel } from '../../table/PanelDock';
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

/** The one line over the table: which apocalypse, the round of the limit, how near the end its track is, and the goal. */
export function RiskStats({ view }: { view: RiskView }) {
  const track = scenarioTrack(view);
  return (
    <>
      <div className="stat" data-testid="risk-stat-apocalypse">
        <span className="stat-label">Apocalypse</span>
        <span className="stat-value">{track ? track.name : 'not yet rolled'}</span>
      </div>
      <div className="stat">
        <span className="stat-label">Round</span>
        <span className="stat-value">{view.round} of {view.options.roundLimit}{view.phase === 'apocalytes' ? ' · apocalyte turn' : ''}</span>
      </div>
      {track && (
        <div className="stat" title={track.meter.label}>
          <span className="stat-label">{track.meter.label.replace(/ \(.*\)$/, '')}</span>
          <span className="stat-value">{track.meter.filled} of {track.meter.length}</span>
        </div>
      )}
      {track && <span className="board-stats-text" title={track.goal}>{track.goal}</span>}
    </>
  );
}

export function riskPanels(props: Props): BoardPanel[] {
  const track = scenarioTrack(props.view);
  return [
    { id: 'risk-players', title: 'Players', current: true, content: <RiskPlayers {...props} /> },
    // Once the apocalypse is rolled (the stats line says it is not yet, before).
    ...(track ? [{ id: 'risk-scenario', title: `${track.name}: the track`, current: true, content: <RiskScenario view={props.view} /> }] : []),
    { id: 'risk-continents', title: 'Continents', content: <RiskContinents view={props.view} /> },
  ];
}

function RiskScenario({ view }: { view: RiskView }) {
  const track = scenarioTrack(view);
  return (
    <section className="risk-scenario" data-testid="risk-scenario">
      <h3>{track ? track.name : 'Apocalypse not yet rolled'}</h3>
      {track && (
        <>
          <p className="risk-goal">{track.goal}</p>
          <div>{track.meter.label}</div>
          <ol className="risk-meter" aria-label={track.meter.label} data-testid="risk-meter" data-filled={track.meter.filled}>
            {Array.from({ length: track.meter.length }, (_, i) => (
              <li key={i} className={i < track.meter.filled ? 'on' : ''} style={i < track.meter.filled ? { background: apocColour(view) } : undefined} />
            ))}
          </ol>
          <dl className="risk-lines">
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
  );
}

/** One line per player under a header naming the columns (the header stays outside the list the tests count). */
function RiskPlayers({ view, colourBlind, concealed, acting, seatName }: Props) {
  const inspect = useInspect();
  const terrs = Object.values(view.territories);
  const plague = view.scenario === 'plague';
  return (
    <div className={`risk-players-table${plague ? ' plague' : ''}`}>
      <div className="risk-player risk-player-head" aria-hidden>
        <span />
        <span title="Territories held">Terr.</span>
        <span title="Armies on the board">Armies</span>
        <span title="Headquarters">HQ</span>
        <span title="Supplies in their territories">Supplies</span>
        <span title="Your secret setup cards">Cards</span>
        {plague && <span title="Cure parts (shown)">Cure</span>}
      </div>
      <ul className="risk-players" data-testid="risk-players">
        {view.players.map((p) => {
          const owned = terrs.filter((t) => t.owner === p.seat);
          const armies = terrs.reduce((n, t) => n + (t.troops[p.seat] ?? 0), 0);
          const hqs = owned.filter((t) => t.hq).length;
          const supplies = owned.reduce((n, t) => n + t.supplies, 0);
          // Only one's own setup cards are in the view (and none under the hot-seat cover).
          const cards = !concealed && p.cards.length > 0 ? String(p.cards.length) : '—';
          return (
            <li
              key={p.seat}
              className={`risk-player${p.seat === acting ? ' acting' : ''}${p.eliminated ? ' out' : ''}`}
              data-testid={`risk-player-${p.seat}`}
              onMouseEnter={() => inspect.hover({ target: { kind: 'seat', id: p.seat } })}
              onMouseLeave={() => inspect.hover(null)}
            >
              <span className="risk-player-name">
                <span className="risk-swatch" style={{ background: seatColour(view, p.seat, colourBlind) }} />
                <strong>{seatName(p.seat)}</strong>
                {p.eliminated && <span className="muted"> out</span>}
              </span>
              <span title="Territories held">{owned.length}</span>
              <span title="Armies on the board">{armies}</span>
              <span title="Headquarters">{hqs}</span>
              <span title="Supplies in their territories">{supplies}</span>
              <span title="Your secret setup cards">{cards}</span>
              {plague && <span title="Cure parts (shown)">{p.cured ? 'done' : `${concealed ? '?' : p.cureParts ?? '?'}/3`}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function RiskContinents({ view }: { view: RiskView }) {
  return (
    <ul className="risk-key" aria-label="Continents">
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
  );
}
