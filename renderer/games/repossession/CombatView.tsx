/**
 * The fight in progress (or the one just over) as an exchange of blows:
 * who fights whom with their HP, the enemy card, each side's loadout (a
 * sealed siege loadout shows only its size), then every blow in order with
 * its dice, the combo the rules scored (lit dice, the combo's glossary name)
 * and its damage, up to the beat playing now, so it fills in step by step.
 */
import type { PRFView } from '../../../core/games/repossession/view';
import { useInspect } from '../../inspect/InspectContext';
import { cardName, comboName } from './cardNames';
import { DiceChips } from './DiceChips';
import type { Blow, FightLog } from './exchange';

interface Props {
  view: PRFView;
  fight: FightLog;
  seatName(seat: string): string;
}

export function CombatView({ view, fight, seatName }: Props) {
  const inspect = useInspect();
  // While a turn plays out, the blows shown can belong to an earlier fight than the view's (the view is
  // ahead of the beat): the view's side of things is shown only when it is the same fight.
  const c = view.combat && sameFight(view, view.combat, fight) ? view.combat : null;
  if (!c && fight.blows.length === 0) return null;
  // Once the fight is over the view has no enemy; the log kept the card it drew.
  const enemyCard = fight.enemy ?? c?.enemy?.card ?? null;
  const who = (s: string | undefined) => (s === 'enemy' ? (enemyCard ? cardName(enemyCard) : 'the enemy') : s ? seatName(s) : '');
  const hpOf = (s: string) => view.players.find((p) => p.seat === s)?.hp;
  // Newest first, so the blow just struck is always in sight without scrolling.
  const blows = fight.blows.slice(-10).reverse();
  return (
    <section className="prf-combat" data-testid="prf-combat" data-blows={fight.blows.length}>
      <h4>
        {c ? (c.siege ? `Siege of ${view.tiles[c.tile]?.id ?? ''}` : `Fight on ${view.tiles[c.tile]?.id ?? ''}`) : `Last fight${fight.tile ? ` on ${fight.tile}` : ''}`}
        {fight.won !== null && <span className={`prf-outcome ${fight.won ? 'won' : 'lost'}`}>{fight.won ? 'won' : 'lost'}</span>}
      </h4>
      {c && (
        <div className="prf-sides small">
          <span>
            {c.attackers.map((a) => `${seatName(a.seat)} ${hpOf(a.seat) ?? '?'} HP${a.poisoned ? ' (poisoned)' : ''}`).join(' & ')}
          </span>
          <span className="prf-vs">vs</span>
          {c.enemy ? (
            <span className="prf-enemy" onMouseEnter={() => inspect.hover({ target: { kind: 'card', id: c.enemy!.card } })} onMouseLeave={() => inspect.hover(null)}>
              {cardName(c.enemy.card)} {c.enemy.hp} HP
            </span>
          ) : c.defender ? <span>{seatName(c.defender.seat)} {hpOf(c.defender.seat) ?? '?'} HP</span> : <span>the defenders</span>}
        </div>
      )}
      {c && c.loadouts.length > 0 && (
        <ul className="prf-loadouts small">
          {c.loadouts.map((l) => (
            <li key={l.owner}>
              <span className="muted">{seatName(l.owner)}:</span>{' '}
              {l.cards === null ? `${l.count} sealed card${l.count === 1 ? '' : 's'}` : l.cards.length === 0 ? 'no cards' : l.cards.map(cardName).join(', ')}
            </li>
          ))}
        </ul>
      )}
      <ol className="prf-blows small" reversed>
        {blows.map((b, i) => <BlowLine key={fight.blows.length - i} blow={b} who={who} />)}
      </ol>
    </section>
  );
}

function sameFight(view: PRFView, c: NonNullable<PRFView['combat']>, fight: FightLog): boolean {
  if (fight.tile !== null && view.tiles[c.tile]?.id !== fight.tile) return false;
  return !fight.enemy || !c.enemy || c.enemy.card === fight.enemy;
}

function BlowLine({ blow, who }: { blow: Blow; who(s: string | undefined): string }) {
  if (blow.kind === 'note' || blow.kind === 'end') return <li className={`prf-note${blow.kind === 'end' ? ' end' : ''}`}>{blow.text}</li>;
  const arrow = `${who(blow.from)} → ${who(blow.to)}`;
  const effect = blow.kind === 'attack' ? `${blow.amount} damage, ${blow.hp} HP left`
    : blow.kind === 'siegeAttack' ? `attack ${blow.amount}`
    : (blow.amount ?? 0) > 0 ? `−${blow.amount} HP, ${blow.hp} left` : (blow.amount ?? 0) < 0 ? `+${-(blow.amount ?? 0)} HP (healed)` : 'no damage';
  return (
    <li className={`prf-blow ${blow.kind}`} data-testid="prf-blow" title={blow.text}>
      <span className="prf-blow-who">{arrow}</span>
      <DiceChips dice={blow.dice} combo={blow.combo} />
      <span className="prf-combo" data-testid="prf-combo">{comboName(blow.combo)}</span>
      <span className="prf-blow-effect">{effect}</span>
    </li>
  );
}
