/**
 * DOOM's HUD under the table: the initiative track, the squad, the viewer's
 * hand (cards the prompt offers can be played by click), the invader's demon
 * cards with their Argent Power, his event hand when he is the viewer, and
 * any other card the prompt offers (class cards at setup).
 */
import type { CSSProperties } from 'react';
import type { DoomView } from '../../../core/games/doom/view';
import { CLASS_CARDS } from '../../../core/games/doom/content/classes';
import { MARINE_HEALTH } from '../../../core/games/doom/content/marines';
import { palette, seatColour } from '../../lib/palette';
import { targetKey, type BoardProps } from '../types';
import { actionCardInfo, demonCards, eventCardInfo, gloryKillInfo, initiativeTrack } from './cardInfo';
import { HudCard } from './HudCard';
import { DEMONS } from '../../../core/games/doom/content/demons';

const demonPlural = (type: string) => DEMONS.find((d) => d.id === type)?.plural ?? type;

type Props = Pick<BoardProps<DoomView>, 'view' | 'settings' | 'concealed' | 'targets' | 'selected' | 'onOption' | 'hoveredTarget' | 'update'>;

const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'stretch' };
const chip = (bg: string, current: boolean): CSSProperties => ({
  padding: '0.2rem 0.6rem', borderRadius: 999, fontWeight: 700, fontSize: '0.8rem',
  background: bg, color: '#111', outline: current ? '2px solid var(--focus)' : undefined,
});
const panel: CSSProperties = { padding: '0.5rem 0.7rem', background: 'var(--panel)', border: '1px solid var(--line)', borderRadius: 'var(--radius)' };

export function DoomHud(props: Props) {
  const { view, settings, concealed, targets, selected, onOption, hoveredTarget, update } = props;
  const watched = update.seats.every((s) => s.controller.type === 'ai');
  const byProgram = (seat: string) => !watched && update.seats.find((s) => s.id === seat)?.controller.type === 'ai';
  const g = view.game;
  const pal = palette(settings.colourBlindPalette);
  const colourOf = (id: string) => seatColour(pal, Math.max(0, g.marines.findIndex((m) => m.id === id)));
  const nameOf = (id: string) => g.marines.find((m) => m.id === id)?.name ?? id;
  const track = initiativeTrack(g.initiative.revealed, g.initiative.remaining, nameOf);
  const mine = g.marines.find((m) => m.hand !== null) ?? null;
  const card = (kind: string, id: string) => {
    const key = targetKey(kind, id);
    const option = targets.get(key);
    return { option, picked: option ? selected.includes(option.id) : false, pointed: hoveredTarget === key };
  };
  const shownCards = new Set<string>([
    ...(mine?.hand ?? []).map((c) => targetKey('card', c)),
    ...(g.invader.hand ?? []).map((c) => targetKey('card', c)),
    ...Object.keys(g.demonCards).map((t) => targetKey('card', `demon:${t}`)),
  ]);
  const reserve = demonCards(g.demonCards, g.figures).filter((d) => !d.faceUp).map((d) => d.name);
  const offered = [...targets.entries()].filter(([k]) => k.startsWith('card:') && !shownCards.has(k));

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '0.6rem' }} data-testid="doom-hud">
      <div style={{ ...row, alignItems: 'center' }} data-testid="doom-initiative">
        <span className="stat-label">Initiative</span>
        {track.length === 0 && <span className="muted small">dealt at the start of each round</span>}
        {track.map((s, i) =>
          s ? (
            <span key={`${s.card}-${i}`} style={chip(s.side === 'marine' ? colourOf(s.card.split(':')[1] ?? '') : pal.enemy, i === g.initiative.revealed.length - 1)}>
              {s.label}
            </span>
          ) : (
            <span key={`down-${i}`} style={{ ...chip('#4a4236', false), color: 'var(--muted)' }}>?</span>
          ),
        )}
      </div>

      <div style={row} data-testid="doom-squad" data-tutorial="sheet">
        {g.marines.map((m) => (
          <div key={m.id} style={{ ...panel, borderLeft: `4px solid ${colourOf(m.id)}`, minWidth: '11rem' }} data-testid={`marine-${m.id}`}>
            <div style={{ fontWeight: 700 }}>
              {m.name} {byProgram(m.id) && <span className="badge" title="The program plays this seat">AI</span>} {/* Before round 1 nobody is on the map yet: that is setup, not a frag. */}{!m.onMap && m.classId && g.round > 0 && <span className="badge badge-bad">fragged</span>} {m.stunned && <span className="badge">stunned</span>}
            </div>
            <div className="muted small">{CLASS_CARDS.find((c) => c.id === m.classId)?.name ?? 'No class yet'}</div>
            <div className="small">
              Health {MARINE_HEALTH - m.damage}/{MARINE_HEALTH} · hand {m.handCount} · deck {m.deckCount}
              {m.gloryKillCount > 0 ? ` · ${m.gloryKillCount} Glory Kill` : ''}
            </div>
            {g.marineActivation?.marine === m.id && (
              <div className="small" style={{ color: 'var(--accent)' }} data-testid="doom-activation">
                Activating · {g.marineActivation.movement} movement · main action {g.marineActivation.mainUsed ? 'used' : 'ready'}
              </div>
            )}
            {m.play.length > 0 && <div className="muted small">In play: {m.play.map((c) => actionCardInfo(c).title).join(', ')}</div>}
          </div>
        ))}
        <div style={{ ...panel, borderLeft: `4px solid ${pal.enemy}`, minWidth: '11rem' }} data-testid="doom-invader">
          <div style={{ fontWeight: 700 }}>Invader</div>
          <div className="small">
            Events in hand {g.invader.handCount} · deck {g.invader.deckCount}
          </div>
          <div className="small">Argent on invasion card {g.invader.argentOnInvasion} · supply {g.argentSupply}</div>
          {g.demonActivation && (
            <div className="small" style={{ color: 'var(--accent)' }}>
              Activating: {demonPlural(g.demonActivation.type)}
              {g.demonActivation.figure ? ` · ${g.demonActivation.movement} movement` : ''}
            </div>
          )}
        </div>
      </div>

      {mine && (
        <section className="hand" data-testid="hand">
          <h3 style={{ margin: '0 0 0.4rem' }}>{mine.name}'s hand</h3>
          {concealed ? (
            <p className="muted">Hidden until {mine.name} takes the seat.</p>
          ) : (
            <div className="cards">
              {(mine.hand ?? []).map((c, i) => (
                <HudCard key={`${c}-${i}`} info={actionCardInfo(c)} {...card('card', c)} onOption={onOption} testId={`card-${c}`} inspect={{ kind: 'card', id: c }} />
              ))}
              {(mine.gloryKills ?? []).map((c, i) => (
                <HudCard key={`gk-${c}-${i}`} info={gloryKillInfo(c)} {...card('card', c)} onOption={onOption} testId={`glory-${c}`} inspect={{ kind: 'card', id: c }} />
              ))}
              {(mine.hand ?? []).length === 0 && <p className="muted">No cards in hand.</p>}
            </div>
          )}
        </section>
      )}

      {Object.keys(g.demonCards).length > 0 && (
        <section data-testid="doom-demon-cards">
          <h3 style={{ margin: '0 0 0.4rem' }}>Demon cards</h3>
          <div className="cards" style={row}>
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
                onOption={onOption}
                testId={`demon-card-${d.type}`}
                inspect={{ kind: 'card', id: `demon:${d.type}` }}
              />
            ))}
          </div>
          {reserve.length > 0 && <p className="muted small" style={{ margin: '0.4rem 0 0' }}>Facedown (no figures on the map): {reserve.join(', ')}</p>}
        </section>
      )}

      {g.invader.hand && !concealed && (
        <section className="hand" data-testid="doom-event-hand">
          <h3 style={{ margin: '0 0 0.4rem' }}>Event cards</h3>
          <div className="cards">
            {g.invader.hand.map((c, i) => (
              <HudCard key={`${c}-${i}`} info={eventCardInfo(c)} {...card('card', c)} onOption={onOption} inspect={{ kind: 'card', id: c }} />
            ))}
          </div>
        </section>
      )}

      {offered.length > 0 && !concealed && (
        <section data-testid="doom-offered">
          <h3 style={{ margin: '0 0 0.4rem' }}>Choose</h3>
          <div className="cards" style={row}>
            {offered.map(([key, o]) => (
              <HudCard
                key={key}
                info={{ title: o.label, kind: '', facts: [], text: o.hint ?? '', frame: 'var(--accent)' }}
                option={o}
                picked={selected.includes(o.id)}
                pointed={hoveredTarget === key}
                onOption={onOption}
              />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
