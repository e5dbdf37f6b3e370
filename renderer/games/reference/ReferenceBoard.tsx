/** "Last Light": the track from the horde to the helicopter, the survivors, the supply deck and your hand. */
import { lazy, Suspense, type CSSProperties } from 'react';
import type { LastLightView, SurvivorView } from '../../../core/games/reference/view';
import { palette, seatColour } from '../../lib/palette';
import { ErrorBoundary } from '../../hud/ErrorBoundary';
import { targetKey, type BoardProps } from '../types';
import { Track } from './Track';
import { Stat } from '../../hud/Stat';

const TrackScene = lazy(() => import('./TrackScene'));

export function ReferenceBoard(props: BoardProps<LastLightView>) {
  const { view, settings, concealed, seatName } = props;
  const g = view.game;
  const pal = palette(settings.colourBlindPalette);
  const colours = g.survivors.map((_, i) => seatColour(pal, i));
  const style = {
    '--enemy': pal.enemy,
    '--goal': pal.goal,
    ...Object.fromEntries(colours.map((c, i) => [`--seat-${i}`, c])),
  } as CSSProperties;
  const mine = g.survivors.find((s) => s.hand !== null) ?? null;

  return (
    <div className="ref-board" style={style} data-testid="reference-board">
      <div className="stat-row">
        <Stat label="Round" value={String(g.round)} testId="stat-round" />
        <Stat label="Turn" value={g.activeSeat ? seatName(g.activeSeat) : '—'} testId="stat-turn" />
        <Stat label="Horde at" value={String(g.horde)} testId="stat-horde" />
        <Stat label="Supply deck" value={`${g.deckSize} cards`} testId="stat-deck" />
        <Stat label="Discards" value={String(g.discard.length)} />
        {g.barricaded && <Stat label="Barricade" value="holding" />}
      </div>

      <ErrorBoundary fallback={<p className="muted">The 3D table could not start (WebGL); the track below shows the same.</p>}>
        <Suspense fallback={<div className="scene-loading" />}>
          <div className="ref-table">
            <TrackScene {...props} />
          </div>
        </Suspense>
      </ErrorBoundary>

      <Track view={g} />

      <div className="survivor-list" data-tutorial="sheet">
        {g.survivors.map((s, i) => (
          <SurvivorCard key={s.seat} s={s} index={i} active={s.seat === g.activeSeat} gap={s.position - g.horde} goal={g.goal} ai={seatName(s.seat).endsWith('(AI)')} />
        ))}
      </div>

      <Hand {...props} mine={mine} concealed={concealed} />
    </div>
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
