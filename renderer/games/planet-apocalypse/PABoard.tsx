/** Planet Apocalypse: the control panel, the 3D map (lazily loaded), Hell Time, the hero and Lord sheets and the gift panel. */
import { lazy, Suspense, type CSSProperties } from 'react';
import type { PAView } from '../../../core/games/planet-apocalypse/view';
import { ErrorBoundary } from '../../hud/ErrorBoundary';
import { palette } from '../../lib/palette';
import type { BoardProps } from '../types';
import { ControlPanel } from './ControlPanel';
import { GiftPanel } from './GiftPanel';
import { HellPanel } from './HellPanel';
import { HeroSheets } from './HeroSheets';
import { LordPanel } from './LordPanel';
import './pa.css';

const PAScene = lazy(() => import('./PAScene'));

export function PABoard(props: BoardProps<PAView>) {
  const { view, settings, seatName } = props;
  const g = view.game;
  const pal = palette(settings.colourBlindPalette);
  const style = { '--enemy': pal.enemy, '--target': pal.highlight.target } as CSSProperties;
  return (
    <div className="pa-board" style={style} data-testid="pa-board" data-phase={g.phase}>
      <ControlPanel view={g} />
      <ErrorBoundary fallback={<p className="muted">The 3D table could not start (WebGL); the sheets below still show the game.</p>}>
        <Suspense fallback={<div className="scene-loading pa-table" />}>
          <div className="pa-table">
            <PAScene {...props} />
          </div>
        </Suspense>
      </ErrorBoundary>
      <HellPanel view={g} seatName={seatName} />
      <div className={`pa-sheets${g.lords.length > 1 ? ' several-lords' : ''}`}>
        <HeroSheets view={g} colours={pal.seats} seatName={seatName} deciding={view.prompt?.seat ?? view.waitingFor?.seat ?? null} />
        <LordPanel view={g} />
      </div>
      <GiftPanel view={g} targets={props.targets} selected={props.selected} hoveredTarget={props.hoveredTarget} onOption={props.onOption} />
    </div>
  );
}
