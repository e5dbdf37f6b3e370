/**
 * One survivor's mat in the dock. Open: name in the seat colour, each body's
 * health bar, the hunger die (or the starving track), poison, stealth,
 * storage and deck counts, then gear, insanity, allies, the monsters hanging
 * on and the open hand as card chips. Folded: the head line alone with the
 * health, hunger and hand size, so every survivor stays one line in view.
 */
import { useInspect } from '../../inspect/InspectContext';
import { CardChips } from './CardChips';
import type { SurvivorMat } from './panelModel';
import type { OptionsByTarget } from './promptTargets';

interface Props {
  mat: SurvivorMat;
  colour: string;
  acting: boolean;
  /** Its turn, or its seat decides now: the mat the screen keeps open (class `current`). */
  current: boolean;
  open: boolean;
  /** Something on this mat answers the prompt (lit even when folded). */
  offered: boolean;
  onToggle(): void;
  player: string;
  byTarget: OptionsByTarget;
  selected: readonly string[];
  onTarget(key: string): void;
}

const DIE = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

export function SurvivorMatView({ mat, colour, acting, current, open, offered, onToggle, player, byTarget, selected, onTarget }: Props) {
  const inspect = useInspect();
  const chips = { byTarget, selected, onTarget };
  const hunger = mat.starving > 0 ? `starving ${mat.starving}/${mat.track}` : `${DIE[mat.hunger - 1] ?? ''} ${mat.hunger}`;
  return (
    <li
      className={`ma-mat${acting ? ' acting' : ''}${current && open ? ' current' : ''}${mat.dead ? ' out' : ''}${open ? ' open' : ''}${offered && !open ? ' offered' : ''}`}
      data-testid={`ma-mat-${mat.id}`}
      style={{ borderLeftColor: colour }}
      onMouseEnter={() => inspect.hover({ target: { kind: 'figure', id: mat.id } })}
      onMouseLeave={() => inspect.hover(null)}
    >
      <button type="button" className="panel-fold-head ma-mat-head" onClick={onToggle} aria-expanded={open} title={open ? 'Fold this mat' : 'Open this mat: health, hunger die, cards in hand'}>
        <span className="ma-fold" aria-hidden>{open ? '▾' : '▸'}</span>
        <span className="ma-swatch" style={{ background: colour }} />
        <strong>{mat.name}</strong>
        <span className="muted"> {player}</span>
        {mat.dead && <span className="ma-dead"> dead</span>}
        {!open && (
          <span className="ma-mat-summary muted">
            {mat.bodies.map((b) => (b.dead ? 'dead' : `${b.health}/${b.max}`)).join(' · ')} · {hunger} · {mat.handCount} cards
          </span>
        )}
      </button>
      {open && (
        <>
          {mat.bodies.map((b) => (
            <div key={b.id} className="ma-health" title={`${b.name}: ${b.health} of ${b.max} health`}>
              <span className="ma-health-name">{b.name}</span>
              <span className="ma-bar"><span style={{ width: `${(100 * Math.max(0, b.health)) / Math.max(1, b.max)}%` }} /></span>
              <span>{b.dead ? 'dead' : `${b.health}/${b.max}`}</span>
            </div>
          ))}
          <div className="ma-stats">
            {mat.starving > 0 ? (
              <span className="ma-starving" title="Starving: each step down the track hurts more">
                Starving {Array.from({ length: mat.track }, (_, i) => (i < mat.starving ? '●' : '○')).join('')}
              </span>
            ) : (
              <span title="Hunger die: at 6 it flips to the starving side">Hunger <span className="ma-die">{DIE[mat.hunger - 1] ?? mat.hunger}</span> {mat.hunger}</span>
            )}
            {mat.poison > 0 && <span className="ma-poison" title="Poison counters">☠ {mat.poison}</span>}
            <span title="Stealth">Stealth {mat.stealth}</span>
            <span title="Storage used of the limit">Storage {mat.storage}</span>
            <span title="Survivor deck: cards left to draw (an empty deck eliminates)">Deck {mat.deck}</span>
            <span title="Discard pile">Discard {mat.discard}</span>
          </div>
          <CardChips label="Gear" chips={mat.gear} tone="gear" {...chips} />
          <CardChips label="Monsters" chips={mat.monsters} tone="monster" {...chips} />
          <CardChips label="Insanity" chips={mat.insanity} tone="insanity" {...chips} />
          <CardChips label="Allies" chips={mat.allies} tone="ally" {...chips} />
          {mat.hand ? (
            <CardChips label={`Hand (${mat.handCount})`} chips={mat.hand} tone="hand" testId={`ma-hand-${mat.id}`} {...chips} />
          ) : (
            <div className="muted">Hand: {mat.handCount} cards (hidden)</div>
          )}
        </>
      )}
    </li>
  );
}
