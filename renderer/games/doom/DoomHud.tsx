/**
 * DOOM's panels for the side column's dock (BoardShell): one panel per marine (the viewer's with his hand: cards the prompt
 * offers are played by click), the invader's (his demon cards with their
 * Argent Power, his event hand when he is the viewer), and any other card the
 * prompt offers (class cards at setup). The seat deciding now has its panel
 * open; the others fold to a tab. The initiative track is a pill of the
 * stats line (Initiative).
 */
import type { CSSProperties, ReactNode } from 'react';
import type { DoomView, MarineView } from '../../../core/games/doom/view';
import { CLASS_CARDS } from '../../../core/games/doom/content/classes';
import { MARINE_HEALTH } from '../../../core/games/doom/content/marines';
import { DEMONS } from '../../../core/games/doom/content/demons';
import { palette, seatColour } from '../../lib/palette';
import { currentSeat, PanelDock, type BoardPanel } from '../../table/PanelDock';
import { targetKey, type BoardProps } from '../types';
import { actionCardInfo, demonCards, eventCardInfo, gloryKillInfo, initiativeTrack } from './cardInfo';
import { HudCard } from './HudCard';

const demonPlural = (type: string) => DEMONS.find((d) => d.id === type)?.plural ?? type;

type Props = Pick<BoardProps<DoomView>, 'view' | 'settings' | 'concealed' | 'targets' | 'selected' | 'onOption' | 'hoveredTarget' | 'update'>;

const row: CSSProperties = { display: 'flex', gap: '0.3rem', alignItems: 'center' };
const chip = (bg: string, current: boolean): CSSProperties => ({
  padding: '0.05rem 0.5rem', borderRadius: 999, fontWeight: 700, fontSize: '0.78rem',
  background: bg, color: '#111', outline: current ? '2px solid var(--focus)' : undefined,
});
const box = (colour: string): CSSProperties => ({
  padding: '0.3rem 0.5rem', background: 'var(--panel)', border: '1px solid var(--line)', borderLeft: `4px solid ${colour}`, borderRadius: 'var(--radius)',
});

/** The same panels in a dock of their own (the map preview shows them without a game screen). */
export function DoomHud(props: Props) {
  return <PanelDock panels={doomPanels(props)} />;
}

export function doomPanels(props: Props): BoardPanel[] {
  const { view, settings, concealed, targets, selected, onOption, hoveredTarget, update } = props;
  const watched = update.seats.every((s) => s.controller.type === 'ai');
  const byProgram = (seat: string) => !watched && update.seats.find((s) => s.id === seat)?.controller.type === 'ai';
  const g = view.game;
  const pal = palette(settings.colourBlindPalette);
  const colourOf = (id: string) => seatColour(pal, Math.max(0, g.marines.findIndex((m) => m.id === id)));
  const seat = currentSeat(view, update);
  const card = (kind: string, id: string) => {
    const key = targetKey(kind, id);
    const option = targets.get(key);
    return { option, picked: option ? selected.includes(option.id) : false, pointed: hoveredTarget === key, onOption };
  };
  const shownCards = new Set<string>([
    ...g.marines.flatMap((m) => m.hand ?? []).map((c) => targetKey('card', c)),
    ...(g.invader.hand ?? []).map((c) => targetKey('card', c)),
    ...Object.keys(g.demonCards).map((t) => targetKey('card', `demon:${t}`)),
  ]);
  const offered = [...targets.entries()].filter(([k]) => k.startsWith('card:') && !shownCards.has(k));

  const panels: BoardPanel[] = [];
  for (const m of g.marines) {
    const className = CLASS_CARDS.find((c) => c.id === m.classId)?.name;
    panels.push({
      id: `marine-${m.id}`,
      testId: `marine-${m.id}`,
      tutorial: 'sheet',
      colour: colourOf(m.id),
      current: m.seat === seat,
      title: `${m.name}${className ? ` · ${className}` : ''} · ${MARINE_HEALTH - m.damage}/${MARINE_HEALTH}${byProgram(m.seat) ? ' (AI)' : ''}`,
      content: (
        <>
          <MarineCard m={m} view={g} colour={colourOf(m.id)} ai={byProgram(m.seat)} />
          {m.hand && (
            <section className="hand" data-testid="hand">
              {concealed ? (
                <p className="muted small">Hidden until {m.name} takes the seat.</p>
              ) : m.hand.length === 0 && (m.gloryKills ?? []).length === 0 ? (
                <p className="muted small" style={{ margin: 0 }}>No cards in hand.</p>
              ) : (
                <div className="cards">
                  {m.hand.map((c, i) => (
                    <HudCard key={`${c}-${i}`} info={actionCardInfo(c)} {...card('card', c)} testId={`card-${c}`} inspect={{ kind: 'card', id: c }} />
                  ))}
                  {(m.gloryKills ?? []).map((c, i) => (
                    <HudCard key={`gk-${c}-${i}`} info={gloryKillInfo(c)} {...card('card', c)} testId={`glory-${c}`} inspect={{ kind: 'card', id: c }} />
                  ))}
                </div>
              )}
            </section>
          )}
        </>
      ),
    });
  }
  const reserve = demonCards(g.demonCards, g.figures).filter((d) => !d.faceUp).map((d) => d.name);
  panels.push({
    id: 'invader',
    testId: 'doom-invader',
    colour: pal.enemy,
    current: seat === 'invader',
    title: `Invader · ${g.invader.frags} frag${g.invader.frags === 1 ? '' : 's'}${byProgram('invader') ? ' (AI)' : ''}`,
    content: (
      <>
        <div style={box(pal.enemy)}>
          <div className="small">
            Events in hand {g.invader.handCount} · deck {g.invader.deckCount} · Argent on invasion card {g.invader.argentOnInvasion} · supply {g.argentSupply}
          </div>
          {g.demonActivation && (
            <div className="small" style={{ color: 'var(--accent)' }}>
              Activating: {demonPlural(g.demonActivation.type)}
              {g.demonActivation.figure ? ` · ${g.demonActivation.movement} movement` : ''}
            </div>
          )}
        </div>
        {Object.keys(g.demonCards).length > 0 && (
          <section data-testid="doom-demon-cards">
            <h3>Demon cards</h3>
            <div className="cards">
              {demonCards(g.demonCards, g.figures).filter((d) => d.faceUp).map((d) => (
                <HudCard
                  key={d.type}
                  info={{
                    title: d.name,
                    kind: `${d.exhausted ? 'Exhausted' : 'Ready'} · ${d.onMap} on the map`,
                    facts: [`Argent ${d.argent}`, ...d.facts],
                    text: d.argentAbilities.length ? `Argent abilities: ${d.argentAbilities.join(', ')}` : '',
                    frame: pal.enemy,
                  }}
                  dim={d.exhausted}
                  {...card('card', `demon:${d.type}`)}
                  testId={`demon-card-${d.type}`}
                  inspect={{ kind: 'card', id: `demon:${d.type}` }}
                />
              ))}
            </div>
            {reserve.length > 0 && <p className="muted small" style={{ margin: '0.2rem 0 0' }}>Facedown (no figures on the map): {reserve.join(', ')}</p>}
          </section>
        )}
        {g.invader.hand && !concealed && (
          <section className="hand" data-testid="doom-event-hand">
            <h3>Event cards</h3>
            <div className="cards">
              {g.invader.hand.map((c, i) => (
                <HudCard key={`${c}-${i}`} info={eventCardInfo(c)} {...card('card', c)} inspect={{ kind: 'card', id: c }} />
              ))}
            </div>
          </section>
        )}
      </>
    ),
  });
  if (offered.length > 0 && !concealed) {
    // The prompt lists the same choices; these cards only add each one's text, so they wait behind their tab.
    panels.push({
      id: 'offered',
      testId: 'doom-offered',
      title: `Cards offered (${offered.length})`,
      content: (
        <div className="cards">
          {offered.map(([key, o]) => (
            <HudCard key={key} info={{ title: o.label, kind: '', facts: [], text: o.hint ?? '', frame: 'var(--accent)' }} option={o} picked={selected.includes(o.id)} pointed={hoveredTarget === key} onOption={onOption} />
          ))}
        </div>
      ),
    });
  }
  return panels;
}

/** The initiative track, as a pill of the stats line: cards dealt so far in the round, the last one ringed, the rest face down. */
export function Initiative({ view, colourBlind }: { view: DoomView; colourBlind: boolean }) {
  const pal = palette(colourBlind);
  const enemy = pal.enemy;
  const colourOf = (id: string) => seatColour(pal, Math.max(0, view.marines.findIndex((m) => m.id === id)));
  const nameOf = (id: string) => view.marines.find((m) => m.id === id)?.name ?? id;
  const track = initiativeTrack(view.initiative.revealed, view.initiative.remaining, nameOf);
  return (
    <div className="stat" style={row} data-testid="doom-initiative">
      <span className="stat-label">Initiative</span>
      {track.length === 0 && <span className="muted small" title="Dealt at the start of each round">at each round</span>}
      {track.map((s, i) =>
        s ? (
          <span key={`${s.card}-${i}`} style={chip(s.side === 'marine' ? colourOf(s.card.split(':')[1] ?? '') : enemy, i === view.initiative.revealed.length - 1)}>
            {s.label}
          </span>
        ) : (
          <span key={`down-${i}`} style={{ ...chip('#4a4236', false), color: 'var(--muted)' }}>?</span>
        ),
      )}
    </div>
  );
}

function MarineCard({ m, view, colour, ai }: { m: MarineView; view: DoomView; colour: string; ai: boolean }): ReactNode {
  return (
    <div style={box(colour)}>
      <div style={{ fontWeight: 700 }}>
        {m.name} {ai && <span className="badge" title="The program plays this seat">AI</span>} {/* Before round 1 nobody is on the map yet: that is setup, not a frag. */}
        {!m.onMap && m.classId && view.round > 0 && <span className="badge badge-bad">fragged</span>} {m.stunned && <span className="badge">stunned</span>}{' '}
        <span className="muted small" style={{ fontWeight: 400 }}>{CLASS_CARDS.find((c) => c.id === m.classId)?.name ?? 'No class yet'}</span>
      </div>
      <div className="small">
        Health {MARINE_HEALTH - m.damage}/{MARINE_HEALTH} · hand {m.handCount} · deck {m.deckCount}
        {m.gloryKillCount > 0 ? ` · ${m.gloryKillCount} Glory Kill` : ''}
      </div>
      {view.marineActivation?.marine === m.id && (
        <div className="small" style={{ color: 'var(--accent)' }} data-testid="doom-activation">
          Activating · {view.marineActivation.movement} movement · main action {view.marineActivation.mainUsed ? 'used' : 'ready'}
        </div>
      )}
      {m.play.length > 0 && <div className="muted small">In play: {m.play.map((c) => actionCardInfo(c).title).join(', ')}</div>}
    </div>
  );
}
