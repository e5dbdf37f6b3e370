/**
 * One survivor's mat in the side panel: name in the seat colour, each
 * body's health bar, the hunger die (or the starving track), poison,
 * stealth, storage and deck counts, then gear, insanity, allies, the
 * monsters hanging on and the open hand as card chips.
 */
import { useInspect } from '../../inspect/InspectContext';
import { CardChips } from './CardChips';
import type { SurvivorMat } from './panelModel';
import type { OptionsByTarget } from './promptTargets';

interface Props {
  mat: SurvivorMat;
  colour: string;
  acting: boolean;
  player: string;
  byTarget: OptionsByTarget;
  selected: readonly string[];
  onTarget(key: string): void;
}

const DIE = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

export function SurvivorMatView({ mat, colour, acting, player, byTarget, selected, onTarget }: Props) {
  const inspect = useInspect();
  const chips = { byTarget, selected, onTarget };
  return (
    <li
      className={`ma-mat${acting ? ' acting' : ''}${mat.dead ? ' out' : ''}`}
      data-testid={`ma-mat-${mat.id}`}
      style={{ borderLeftColor: colour }}
      onMouseEnter={() => inspect.hover({ target: { kind: 'figure', id: mat.id } })}
      onMouseLeave={() => inspect.hover(null)}
    >
      <div className="ma-mat-head">
        <span className="ma-swatch" style={{ background: colour }} />
        <strong>{mat.name}</strong>
        <span className="muted small"> {player}</span>
        {mat.dead && <span className="ma-dead small"> dead</span>}
      </div>
      {mat.bodies.map((b) => (
        <div key={b.id} className="ma-health small" title={`${b.name}: ${b.health} of ${b.max} health`}>
          <span className="ma-health-name">{b.name}</span>
          <span className="ma-bar"><span style={{ width: `${(100 * Math.max(0, b.health)) / Math.max(1, b.max)}%` }} /></span>
          <span>{b.dead ? 'dead' : `${b.health}/${b.max}`}</span>
        </div>
      ))}
      <div className="ma-stats small">
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
        <div className="small muted">Hand: {mat.handCount} cards (hidden)</div>
      )}
    </li>
  );
}
