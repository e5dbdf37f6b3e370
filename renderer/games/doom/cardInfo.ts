/**
 * What the HUD prints for DOOM's cards and tracks: action cards in a
 * marine's hand, the invader's event cards, demon cards with their Argent
 * Power, and the initiative cards revealed this round. Looked up by id in
 * the content; unknown ids still show something readable.
 */
import { ACTION_CARDS } from '../../../core/games/doom/content/weapons';
import { DEMONS } from '../../../core/games/doom/content/demons';
import { EVENT_CARDS } from '../../../core/games/doom/content/events';
import { GLORY_KILL_CARDS } from '../../../core/games/doom/content/gloryKills';
import { WEAPON_SETS } from '../../../core/games/doom/content/weapons';

export interface CardInfo {
  id: string;
  title: string;
  /** "Main action", "Bonus action", "Reaction", "Event", "Demon". */
  kind: string;
  /** Short facts: "Range 4 · 2 dice", "Speed 2", "2 shields". */
  facts: string[];
  text: string;
  /** Frame colour (the weapon set's colour for action cards). */
  frame: string;
}

const TYPE_NAMES = { main: 'Main action', bonus: 'Bonus action', reaction: 'Reaction' } as const;

function defenceFact(d: { shields: number; dodge?: boolean; special?: boolean }): string | null {
  if (d.dodge) return 'Dodge';
  if (d.special) return 'Special defence';
  return d.shields > 0 ? `${d.shields} shield${d.shields === 1 ? '' : 's'}` : null;
}

export function actionCardInfo(id: string): CardInfo {
  const c = ACTION_CARDS.find((x) => x.id === id);
  if (!c) return { id, title: id, kind: 'Card', facts: [], text: '', frame: '#777777' };
  const facts: string[] = [];
  if (c.attack) facts.push(`Range ${c.attack.range} · ${c.attack.dice.length} ${c.attack.dice.length === 1 ? 'die' : 'dice'}`);
  if (c.speed) facts.push(`Speed ${c.speed}`);
  const def = defenceFact(c.defense);
  if (def) facts.push(def);
  const frame = WEAPON_SETS.find((s) => s.id === c.set)?.color ?? '#777777';
  return { id, title: c.name, kind: `${TYPE_NAMES[c.type]} · ${c.trait}`, facts, text: c.text, frame };
}

export function eventCardInfo(id: string): CardInfo {
  const c = EVENT_CARDS.find((x) => x.id === id);
  if (!c) return { id, title: id, kind: 'Event', facts: [], text: '', frame: '#7a2a22' };
  const facts = c.argentCost > 0 ? [`Argent ${c.argentCost}`] : [];
  return { id, title: c.name, kind: `Event · ${c.set}`, facts, text: c.text, frame: '#7a2a22' };
}

export function gloryKillInfo(id: string): CardInfo {
  // A marine's Glory Kill cards are copies: "killers-focus#2" is a copy of Killer's Focus.
  const c = GLORY_KILL_CARDS.find((x) => x.id === id.split('#')[0]);
  return { id, title: c?.name ?? id, kind: 'Glory Kill', facts: [], text: c?.ability.text ?? '', frame: '#b8862a' };
}

export interface DemonCardInfo {
  type: string;
  name: string;
  faceUp: boolean;
  exhausted: boolean;
  argent: number;
  /** Figures of this type on the map. */
  onMap: number;
  facts: string[];
  /** Abilities that cost Argent Power, as "name (cost)". */
  argentAbilities: string[];
}

/** Demon cards the view shows, faceup first, then by name. */
export function demonCards(
  cards: Readonly<Record<string, { faceUp: boolean; exhausted: boolean; argent: number }>>,
  figures: readonly { side: string; type: string }[],
): DemonCardInfo[] {
  return Object.entries(cards)
    .map(([type, c]) => {
      const d = DEMONS.find((x) => x.id === type);
      return {
        type,
        name: d?.name ?? type,
        faceUp: c.faceUp,
        exhausted: c.exhausted,
        argent: c.argent,
        onMap: figures.filter((f) => f.side === 'demon' && f.type === type).length,
        facts: d ? [`Health ${d.health}`, `Speed ${d.speed}`, `Range ${d.attack.range}`, `Stagger ${d.stagger}`] : [],
        argentAbilities: d ? d.abilities.filter((a) => a.argent).map((a) => `${a.name} (${a.argent})`) : [],
      };
    })
    .sort((a, b) => Number(b.faceUp) - Number(a.faceUp) || a.name.localeCompare(b.name));
}

export interface InitiativeSlot {
  card: string;
  side: 'marine' | 'invader';
  label: string;
}

/** The initiative cards revealed this round, in order, then one slot per card still facedown. */
export function initiativeTrack(
  revealed: readonly string[],
  remaining: number,
  marineName: (id: string) => string,
): (InitiativeSlot | null)[] {
  const shown: InitiativeSlot[] = revealed.map((card) => {
    const [side, who] = card.split(':');
    return side === 'marine' ? { card, side: 'marine', label: marineName(who ?? '') } : { card, side: 'invader', label: 'Invader' };
  });
  return [...shown, ...Array.from({ length: Math.max(0, remaining) }, () => null)];
}
