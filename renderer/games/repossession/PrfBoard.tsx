/**
 * Planet Repossession Force at the table, in the shared BoardShell: both
 * factions' scores on one line, the 3D board (PrfScene, loaded lazily)
 * filling the board column with the dice strip and the final score over it,
 * and in the side column's dock the player boards (both factions either side
 * of the secret-choice status; the deciding and the viewer's seats open, the
 * others one line) and the fight's exchange of blows. The fight log is folded
 * from every update's events and shown up to the beat playing now, so the
 * blows come one at a time.
 */
import { lazy, useEffect, useMemo, useRef, useState } from 'react';
import type { GameEvent } from '../../../core/engine/types';
import type { PRFView } from '../../../core/games/repossession/view';
import { BoardShell } from '../../table/BoardShell';
import type { BoardProps } from '../types';
import { seatOptions, spaceOptions } from './boardModel';
import { CombatView } from './CombatView';
import { Declarations } from './Declarations';
import { EMPTY_FIGHT, fightAtBeat, foldFight, type FightLog } from './exchange';
import { count, PrfPlayers } from './PlayerBoards';
import { FACTION_NAME } from './looks';
import { RollStrip } from './RollStrip';
import './prf.css';
import { markLoaded } from '../../lib/bootMarks';

const PrfScene = lazy(() => markLoaded(import('./PrfScene')));

/** Keeps the fight log across updates: each update's events are folded in once. */
function useFightLog(update: BoardProps['update']): FightLog {
  const [log, setLog] = useState<FightLog>(EMPTY_FIGHT);
  const seen = useRef<unknown[] | null>(null);
  useEffect(() => {
    if (seen.current === update.events) return;
    seen.current = update.events;
    setLog((l) => foldFight(l, update.events as GameEvent[]));
  }, [update.events]);
  return log;
}

export function PrfBoard(props: BoardProps<PRFView>) {
  const { view, settings, onOption, seatName, concealed, update, beat } = props;
  const g = view.game;
  const options = view.prompt?.options ?? [];
  const spaces = useMemo(() => spaceOptions(concealed ? [] : options), [view.prompt, concealed]);
  const seats = useMemo(() => seatOptions(concealed ? [] : options), [view.prompt, concealed]);
  const log = useFightLog(update);
  const fight = fightAtBeat(log, beat?.event ?? null);
  const acting = useMemo(() => {
    const s = new Set<string>();
    if (view.group) for (const x of view.group.seats) if (!x.answered) s.add(x.seat);
    const one = view.prompt?.seat ?? view.waitingFor?.seat;
    if (one) s.add(one);
    return s;
  }, [view]);
  const name = (s: string) => seatName(s);

  const panelProps = { view: g, colourBlind: settings.colourBlindPalette, concealed, acting, seatName: name };
  const fighting = g.combat !== null || fight.blows.length > 0;
  return (
    <BoardShell
      testId="prf-board"
      className="prf-board"
      attributes={{ 'data-phase': g.phase, 'data-round': g.round, 'data-targets': spaces.size + seats.size }}
      stats={<PrfStats view={g} />}
      scene={
        <PrfScene
          view={view}
          settings={settings}
          beat={beat}
          queue={props.queue}
          hoveredTarget={props.hoveredTarget}
          named={props.named}
          spaces={spaces}
          seats={seats}
          selected={props.selected}
          onOption={onOption}
        />
      }
      overlay={
        <>
          <RollStrip view={g} fight={fight} beat={beat?.event ?? null} seatName={name} />
          {(g.scores || view.result) && (
            // The final score once the last Raid falls; a faction wiped out ends the game without one, so the standing then.
            <div className="prf-final" data-testid="prf-final">
              {g.scores ? 'Final score' : 'Standing at the end'}: Gaia {(g.scores ?? g.score).gaia} · Xanadu {(g.scores ?? g.score).xanadu}
            </div>
          )}
        </>
      }
      panels={[
        {
          id: 'prf-players',
          title: 'Player boards',
          current: true,
          tutorial: 'sheet',
          content: <PrfPlayers {...panelProps} viewer={update.viewer ?? null} middle={<Declarations view={view} seatName={name} concealed={concealed} />} />,
        },
        // Open while a fight runs and after it (its outcome), until the player folds it.
        ...(fighting ? [{ id: 'prf-fight', title: g.combat ? 'Fight' : 'Last fight', current: true, content: <CombatView view={g} fight={fight} seatName={name} /> }] : []),
      ]}
    />
  );
}

/** The one line over the table: each faction's score, tiles and tokens, and whose turn it is. */
function PrfStats({ view }: { view: PRFView }) {
  return (
    <>
      {(['gaia', 'xanadu'] as const).map((f) => {
        const held = view.tiles.filter((t) => t.owner === f);
        return (
          <div key={f} className={`stat${view.turn === f && view.phase !== 'over' ? ' prf-stat-turn' : ''}`} title={`${FACTION_NAME[f]}: faction tokens on the board minus unspent safety tokens`}>
            <span className="stat-label">{FACTION_NAME[f]}</span>
            <span className="stat-value">{(view.scores ?? view.score)[f]} pts</span>
            <span className="muted">{count(held.length, 'tile')} · {count(held.reduce((n, t) => n + t.tokens, 0), 'token')}</span>
          </div>
        );
      })}
      {view.phase !== 'over' && (
        <div className="stat">
          <span className="stat-label">Turn</span>
          <span className="stat-value">{FACTION_NAME[view.turn]} · {PHASE[view.phase]}</span>
        </div>
      )}
    </>
  );
}

const PHASE: Record<PRFView['phase'], string> = { setup: 'setting up', declare: 'declaring', resolve: 'carrying out', free: 'free actions', over: 'over' };
