/**
 * "Last Light" (in the shared BoardShell): the stats line, the 3D track from
 * the horde to the helicopter filling the board column, and in the side
 * column's dock one panel per survivor (the deciding one's open, the viewer's
 * with the hand) and the track as a row of spaces.
 */
import { lazy, type CSSProperties } from 'react';
import type { LastLightView, SurvivorView } from '../../../core/games/reference/view';
import { palette, seatColour } from '../../lib/palette';
import { Stat } from '../../hud/Stat';
import { BoardShell } from '../../table/BoardShell';
import { currentSeat, type BoardPanel } from '../../table/PanelDock';
import { targetKey, type BoardProps } from '../types';
import { Track } from './Track';

const TrackScene = lazy(() => import('./TrackScene'));

export function ReferenceBoard(props: BoardProps<LastLightView>) {
  const { view, settings, seatName, update } = props;
  const g = view.game;
  const pal = palette(settings.colourBlindPalette);
  const colours = g.survivors.map((_, i) => seatColour(pal, i));
  const style = {
    '--enemy': pal.enemy,
    '--goal': pal.goal,
    ...Object.fromEntries(colours.map((c, i) => [`--seat-${i}`, c])),
  } as CSSProperties;
  const seat = currentSeat(view, update);
  const panels: BoardPanel[] = g.survivors.map((s, i) => ({
    id: `survivor-${s.seat}`,
    title: `${s.name} · space ${s.position}${s.caught ? ' · caught' : ''}`,
    colour: colours[i],
    current: s.seat === seat || (s.hand !== null && seat === null),
    tutorial: 'sheet',
    content: (
      <>
        <SurvivorCard s={s} index={i} active={s.seat === g.activeSeat} gap={s.position - g.horde} goal={g.goal} ai={seatName(s.seat).endsWith('(AI)')} />
        <Hand {...props} mine={s} />
      </>
    ),
  }));
  panels.push({ id: 'track', title: `Track · horde at ${g.horde}`, content: <Track view={g} /> });

  return (
    <BoardShell
      testId="reference-board"
      className="ref-board"
      style={style}
      stats={
        <>
          <Stat label="Turn" value={g.activeSeat ? seatName(g.activeSeat) : '—'} testId="stat-turn" />
          <Stat label="Horde at" value={String(g.horde)} testId="stat-horde" />
          <Stat label="Supply deck" value={`${g.deckSize} cards`} testId="stat-deck" />
          <Stat label="Discards" value={String(g.discard.length)} />
          {g.barricaded && <Stat label="Barricade" value="holding" />}
        </>
      }
      scene={<TrackScene {...props} />}
      fallbackText="The 3D table could not start (WebGL); the track beside it shows the same."
      panels={panels}
    />
  );
}

function SurvivorCard({ s, index, active, gap, goal, ai }: { s: SurvivorView; index: number; active: boolean; gap: number; goal: number; ai: boolean }) {
  const cls = ['survivor', active ? 'active' : '', s.caught ? 'caught' : ''].filter(Boolean).join(' ');
  return (
    <div className={cls} data-testid={`survivor-${s.seat}`}>
      <span className="token" style={{ background: `var(--seat-${index})` }}>{s.name[0]}</span>
      <div>
        <div className="survivor-name">
          {s.name} {ai && <span className="badge" title="The program plays this seat">AI</span>} {active && <span className="badge">turn</span>} {s.caught && <span className="badge badge-bad">caught</span>}
        </div>
        <div className="muted small">
          space {s.position} · {goal - s.position} to go · {s.caught ? 'out' : `${gap} ahead of the horde`} · {s.handSize} card{s.handSize === 1 ? '' : 's'}
        </div>
      </div>
    </div>
  );
}

function Hand({ mine, concealed, targets, selected, onOption }: BoardProps<LastLightView> & { mine: SurvivorView | null }) {
  if (!mine || !mine.hand) return null;
  return (
    <section className="hand" data-testid="hand">
      <h3>{mine.name}'s hand</h3>
      {concealed ? (
        <p className="muted">Hidden until {mine.name} takes the seat.</p>
      ) : mine.hand.length === 0 ? (
        <p className="muted">No supply cards. Scavenge to draw one.</p>
      ) : (
        <div className="cards">
          {mine.hand.map((c) => {
            const option = targets.get(targetKey('card', c.id));
            const picked = option ? selected.includes(option.id) : false;
            return (
              <button
                type="button"
                key={c.id}
                className={`card${option ? ' playable' : ''}${picked ? ' picked' : ''}`}
                disabled={!option}
                title={option ? `${option.label}${option.hint ? ` — ${option.hint}` : ''}` : c.text}
                onClick={() => option && onOption(option.id)}
                data-testid={`card-${c.id}`}
              >
                <span className="card-name">{c.name}</span>
                <span className="card-text">{c.text}</span>
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}
