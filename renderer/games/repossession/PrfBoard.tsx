/**
 * Planet Repossession Force at the table: the 3D board (PrfScene, loaded
 * lazily) with the dice strip over it, and under it the panel: each
 * faction's player boards either side of the secret-choice status and the
 * fight's exchange of blows. The fight log is folded from every update's events and shown up
 * to the beat playing now, so the blows come one at a time.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { GameEvent } from '../../../core/engine/types';
import type { PRFView } from '../../../core/games/repossession/view';
import { ErrorBoundary } from '../../hud/ErrorBoundary';
import type { BoardProps } from '../types';
import { seatOptions, spaceOptions } from './boardModel';
import { CombatView } from './CombatView';
import { Declarations } from './Declarations';
import { EMPTY_FIGHT, fightAtBeat, foldFight, type FightLog } from './exchange';
import { FactionBoard } from './PlayerBoards';
import { RollStrip } from './RollStrip';
import './prf.css';

const PrfScene = lazy(() => import('./PrfScene'));

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

  return (
    <div className="prf-board" data-testid="prf-board" data-phase={g.phase} data-round={g.round} data-targets={spaces.size + seats.size}>
      <div className="prf-table">
        <ErrorBoundary fallback={<p className="muted">The 3D table could not start (WebGL); the panels and the prompt still play the game.</p>}>
          <Suspense fallback={<div className="scene-loading" />}>
            <PrfScene
              view={view}
              settings={settings}
              beat={beat}
              hoveredTarget={props.hoveredTarget}
              named={props.named}
              spaces={spaces}
              seats={seats}
              selected={props.selected}
              onOption={onOption}
            />
          </Suspense>
        </ErrorBoundary>
        <RollStrip view={g} fight={fight} beat={beat?.event ?? null} seatName={name} />
        {(g.scores || view.result) && (
          // The final score once the last Raid falls; a faction wiped out ends the game without one, so the standing then.
          <div className="prf-final" data-testid="prf-final">
            {g.scores ? 'Final score' : 'Standing at the end'}: Gaia {(g.scores ?? g.score).gaia} · Xanadu {(g.scores ?? g.score).xanadu}
          </div>
        )}
      </div>
      <div className="prf-panel" data-testid="prf-panel" data-tutorial="sheet">
        <FactionBoard faction="gaia" view={g} colourBlind={settings.colourBlindPalette} concealed={concealed} acting={acting} seatName={name} />
        <div className="prf-middle">
          <Declarations view={view} seatName={name} concealed={concealed} />
          <CombatView view={g} fight={fight} seatName={name} />
        </div>
        <FactionBoard faction="xanadu" view={g} colourBlind={settings.colourBlindPalette} concealed={concealed} acting={acting} seatName={name} />
      </div>
    </div>
  );
}
