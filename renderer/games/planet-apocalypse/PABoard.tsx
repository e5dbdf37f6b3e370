/**
 * Planet Apocalypse (in the shared BoardShell): the control panel as the
 * stats line, the 3D map (lazily loaded) filling the board column, and in the
 * side column's dock one panel per hero sheet (the deciding hero's open), the
 * Lord's sheet, Hell Time while it lasts, and the gift panel (open when the
 * question offers a gift).
 */
import { lazy, type CSSProperties } from 'react';
import type { PAView } from '../../../core/games/planet-apocalypse/view';
import { palette } from '../../lib/palette';
import { BoardShell } from '../../table/BoardShell';
import type { BoardPanel } from '../../table/PanelDock';
import { targetKey, type BoardProps } from '../types';
import { currentSeat } from '../../table/PanelDock';
import { ControlPanel } from './ControlPanel';
import { GiftPanel } from './GiftPanel';
import { HellPanel } from './HellPanel';
import { HeroSheetCard, heroTabTitle } from './HeroSheets';
import { LordPanel } from './LordPanel';
import { lordsOf } from './lords';
import { giftPanel, legionLine, lordSheet } from './sheets';
import './pa.css';
import { markLoaded } from '../../lib/bootMarks';

const PAScene = lazy(() => markLoaded(import('./PAScene')));

export function PABoard(props: BoardProps<PAView>) {
  const { view, settings, update } = props;
  const g = view.game;
  const pal = palette(settings.colourBlindPalette);
  const style = { '--enemy': pal.enemy, '--target': pal.highlight.target } as CSSProperties;
  return (
    <BoardShell
      testId="pa-board"
      className="pa-board"
      style={style}
      attributes={{ 'data-phase': g.phase }}
      stats={<ControlPanel view={g} />}
      scene={<PAScene {...props} />}
      fallbackText="The 3D table could not start (WebGL); the sheets beside it and the prompt still play the game."
      panels={paPanels(props, pal.seats, currentSeat(view, update))}
    />
  );
}

function paPanels(props: BoardProps<PAView>, colours: readonly string[], seat: string | null): BoardPanel[] {
  const { view, seatName, targets } = props;
  const g = view.game;
  const panels: BoardPanel[] = g.heroes.map((h, i) => ({
    id: `hero-${h.seat}`,
    title: heroTabTitle(g, h, seatName),
    current: h.seat === seat,
    colour: colours[i % colours.length],
    tutorial: 'sheet',
    content: <HeroSheetCard view={g} hero={h} colour={colours[i % colours.length]!} seatName={seatName} deciding={h.seat === seat} />,
  }));
  if (g.hell) {
    panels.push({ id: 'hell', title: 'Hell Time: Lord Battle', current: true, content: <HellPanel view={g} seatName={seatName} /> });
  }
  const lords = lordsOf(g);
  const legion = legionLine(g);
  panels.push({
    id: 'lords',
    title: lords.map((l) => {
      const s = lordSheet(g, l);
      return s.revealed ? `${s.name} ${s.health}/${s.maxHealth}` : s.name;
    }).join(' · ') || 'Lord',
    // The Lord's sheet matters to everyone while he fights or acts.
    current: !!g.hell || g.phase === 'enemy',
    content: (
      <>
        <div className={lords.length > 1 ? 'pa-sheets several-lords' : 'pa-sheets'}>
          <LordPanel view={g} />
        </div>
        {legion && (
          <p className="small pa-legion-full" data-testid="pa-legion-full">
            Legion <b>{legion.name}</b>: {legion.text}
          </p>
        )}
      </>
    ),
  });
  const gifts = giftPanel(g);
  const offersGift = gifts.some((c) => c.card !== null && targets.has(targetKey('card', c.card)));
  panels.push({
    id: 'gifts',
    title: `Gift panel (${gifts.filter((c) => c.card).length})`,
    current: offersGift,
    content: <GiftPanel view={g} targets={targets} selected={props.selected} hoveredTarget={props.hoveredTarget} onOption={props.onOption} />,
  });
  return panels;
}
