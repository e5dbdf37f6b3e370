/**
 * Apocalypse (the RISK variant) at the table, in the shared BoardShell: the
 * apocalypse, the round and its track on one line, the 3D world board
 * (RiskScene, loaded lazily) filling the board column, and the panels (the
 * players one line each, the scenario's track, the continents) in the side
 * column's dock. A territory that answers several options of the prompt
 * (attack from it, move from it, close its border) asks which with the
 * shell's menu over the table.
 */
import { lazy, useCallback, useEffect, useMemo, useState } from 'react';
import type { RiskView } from '../../../core/games/apocalypse-risk/view';
import { BoardShell } from '../../table/BoardShell';
import type { BoardProps } from '../types';
import { RiskStats, riskPanels } from './RiskPanel';
import { territoryOptions } from './territoryOptions';
import './risk.css';

const RiskScene = lazy(() => import('./RiskScene'));

export function RiskBoard(props: BoardProps<RiskView>) {
  const { view, settings, onOption, seatName, concealed } = props;
  const g = view.game;
  const prompt = view.prompt;
  const byTerritory = useMemo(() => territoryOptions(prompt?.options ?? []), [prompt]);
  const clickable = useMemo(() => new Set(byTerritory.keys()), [byTerritory]);
  const optionIds = useMemo(() => new Map([...byTerritory].map(([t, os]) => [t, os.map((o) => o.id)])), [byTerritory]);
  const [asking, setAsking] = useState<string | null>(null);
  useEffect(() => setAsking(null), [prompt?.id]);

  const onTerritory = useCallback((id: string) => {
    const options = byTerritory.get(id) ?? [];
    if (options.length === 1) onOption(options[0]!.id);
    else if (options.length > 1) setAsking(id);
  }, [byTerritory, onOption]);

  const acting = prompt?.seat ?? view.waitingFor?.seat ?? g.turn.seat;
  const choices = asking ? byTerritory.get(asking) ?? [] : [];
  const panelProps = { view: g, colourBlind: settings.colourBlindPalette, concealed, acting, seatName };
  return (
    <BoardShell
      testId="risk-board"
      className="risk-board"
      attributes={{ 'data-phase': g.phase, 'data-scenario': g.scenario ?? '', 'data-round': g.round, 'data-targets': clickable.size }}
      stats={<RiskStats view={g} />}
      fallbackText="The 3D table could not start (WebGL); the panels and the prompt still play the game."
      scene={
        <RiskScene
          view={view}
          settings={settings}
          selected={props.selected}
          beat={props.beat}
          hoveredTarget={props.hoveredTarget}
          named={props.named}
          clickable={clickable}
          optionsByTerritory={optionIds}
          onTerritory={onTerritory}
        />
      }
      ask={choices.length > 0 ? {
        title: 'What to do in this territory?',
        options: choices,
        onPick: (id) => (setAsking(null), onOption(id)),
        onCancel: () => setAsking(null),
        testId: 'risk-ask',
      } : null}
      panels={riskPanels(panelProps)}
    />
  );
}
