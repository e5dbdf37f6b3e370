/**
 * What the inspect panel, the legend and the rules search show for "Last
 * Light", built from content.ts: the supply cards, the dice, the markers,
 * the track and the keywords; live entries for a survivor, a card, a space,
 * the horde and the piles from a seat's view (other hands stay hidden).
 */
import type { InspectEntry, LegendEntry, TableTarget } from '../../engine/types';
import { CARD_TYPES, cardType, DECK_COUNTS, GOAL, HAND_LIMIT, HORDE_DIE, HORDE_START, TERMS } from './content';
import type { LastLightView } from './view';

function cardEntries(): InspectEntry[] {
  return Object.entries(CARD_TYPES).map(([type, t]) => ({
    id: `card:${type}`, kind: 'Supply card', name: t.name, rule: 'cards', text: [t.text],
    stats: [{ label: 'Copies in the deck', value: String(DECK_COUNTS[type as keyof typeof DECK_COUNTS] ?? 0) }],
    related: ['keyword:scavenge', 'keyword:hand-limit'],
  }));
}

function dieEntries(): InspectEntry[] {
  const faces = new Map<string, { value: number; n: number }>();
  for (const f of HORDE_DIE.faces) faces.set(f.label, { value: f.value ?? 0, n: (faces.get(f.label)?.n ?? 0) + 1 });
  return [
    {
      id: 'die:horde', kind: 'Die', name: HORDE_DIE.name, rule: 'horde', text: ['Rolled at the end of every round: the horde moves as many spaces as the face shows.'],
      stats: [...faces].map(([label, f]) => ({ label, value: `${f.value} space${f.value === 1 ? '' : 's'} (${f.n} face${f.n === 1 ? '' : 's'})` })),
      related: ['marker:horde'],
    },
    { id: 'die:d6', kind: 'Die', name: 'd6', rule: 'turn', text: ['Rolled to run: move as many spaces as it shows.'], related: ['keyword:run'] },
  ];
}

export const GLOSSARY: InspectEntry[] = [
  ...cardEntries(),
  ...dieEntries(),
  ...TERMS.map((t) => ({ id: t.id, kind: t.kind, name: t.name, rule: t.rule, text: [t.text], ...(t.aliases ? { aliases: t.aliases } : {}) })),
];

const BY_ID = new Map(GLOSSARY.map((e) => [e.id, e]));

/** A live entry on top of its glossary entry. */
function live(target: TableTarget, baseId: string | null, name: string, kind: string, stats: { label: string; value: string }[]): InspectEntry {
  const base = baseId ? BY_ID.get(baseId) : undefined;
  const entry: InspectEntry = {
    id: `table:${target.kind}:${target.id}`, kind, name, stats: [...stats, ...(base?.stats ?? [])], text: [...(base?.text ?? [])],
    related: [...(base ? [base.id] : []), ...(base?.related ?? [])],
  };
  if (base?.rule) entry.rule = base.rule;
  return entry;
}

function survivorEntry(view: LastLightView, target: TableTarget): InspectEntry | null {
  const s = view.survivors.find((x) => x.seat === target.id);
  if (!s) return null;
  const stats = [
    { label: 'Space', value: `${s.position} (${GOAL - s.position} to the helicopter)` },
    { label: 'State', value: s.caught ? 'caught' : s.position >= GOAL ? 'escaped' : `${s.position - view.horde} ahead of the horde` },
    // Only the viewer's own hand is named; others show how many cards they hold.
    { label: 'Cards', value: s.hand ? (s.hand.map((c) => c.name).join(', ') || 'none') : `${s.handSize} (hidden)` },
  ];
  return live(target, 'marker:survivor', s.name, view.activeSeat === s.seat ? 'Survivor (taking a turn)' : 'Survivor', stats);
}

function cardEntry(view: LastLightView, target: TableTarget): InspectEntry | null {
  const mine = view.survivors.some((s) => s.hand?.some((c) => c.id === target.id));
  const discarded = view.discard.includes(target.id);
  if (!mine && !discarded) return null; // a card in someone else's hand or in the deck is hidden
  const type = target.id.split('-')[0] as string;
  return live(target, `card:${type}`, cardType(target.id).name, 'Supply card', [{ label: 'Where', value: mine ? 'in your hand' : 'in the discards' }]);
}

function spaceEntry(view: LastLightView, target: TableTarget): InspectEntry | null {
  const n = Number(target.id);
  if (!Number.isInteger(n) || n < Math.min(HORDE_START, view.horde) || n > GOAL) return null;
  const here = view.survivors.filter((s) => s.position === n).map((s) => `${s.name}${s.caught ? ' (caught)' : ''}`);
  const what = n === GOAL ? 'the helicopter' : n === 0 ? 'the start' : n < 0 ? 'behind the start' : `${GOAL - n} from the helicopter`;
  const stats = [{ label: 'Space', value: `${n}: ${what}` }, { label: 'Survivors here', value: here.join(', ') || 'none' }];
  if (n <= view.horde) stats.push({ label: 'The horde', value: n === view.horde ? 'stands here' : 'has overrun it' });
  return live(target, n === GOAL ? 'marker:helicopter' : 'track:spaces', `Space ${n}`, 'Space', stats);
}

export function inspect(view: LastLightView, target: TableTarget): InspectEntry | null {
  switch (target.kind) {
    case 'seat': case 'figure':
      return survivorEntry(view, target);
    case 'card':
      return cardEntry(view, target);
    case 'space':
      return spaceEntry(view, target);
    case 'die':
      return BY_ID.has(`die:${target.id}`) ? live(target, `die:${target.id}`, BY_ID.get(`die:${target.id}`)!.name, 'Die', []) : null;
    case 'track': case 'token':
      if (target.id === 'horde') {
        return live(target, 'marker:horde', 'The horde', 'Marker', [{ label: 'Space', value: String(view.horde) }, ...(view.barricaded ? [{ label: 'Barricade', value: 'it will not advance this round' }] : [])]);
      }
      if (target.id === 'helicopter' || target.id === 'goal') return live(target, 'marker:helicopter', 'The helicopter', 'Marker', [{ label: 'Space', value: String(view.goal) }]);
      if (target.id === 'deck') return live(target, 'marker:deck', 'Supply deck', 'Marker', [{ label: 'Cards left', value: String(view.deckSize) }]);
      if (target.id === 'discards') return live(target, 'marker:discards', 'Discards', 'Marker', [{ label: 'Cards', value: String(view.discard.length) }]);
      return null;
  }
  return null;
}

/** The board legend; colours are those of the reference board (TrackScene, Track). */
export const LEGEND: LegendEntry[] = [
  { symbol: 'A B C D', name: 'Survivor tokens (seat colours)', meaning: 'Each survivor, by the first letter of the name.', entry: 'marker:survivor' },
  { symbol: 'H', name: 'The horde', meaning: 'Where the horde stands; "held" under it means a barricade stops its next advance.', entry: 'marker:horde' },
  { symbol: 'GOAL', name: 'The helicopter\'s space', meaning: `Space ${GOAL}: the first survivor here escapes and wins.`, entry: 'marker:helicopter' },
  { symbol: '■', color: '#6b2a22', name: 'Overrun spaces (dark red)', meaning: 'Spaces the horde has reached: a survivor on one is caught.', entry: 'keyword:caught' },
  { symbol: '■', color: '#4a4238', name: 'Behind the start (dark)', meaning: `Spaces ${HORDE_START} to -1, where the horde sets out from.`, entry: 'track:spaces' },
  { symbol: 'Supply', name: 'Supply deck (number: cards left)', meaning: `Scavenging draws from it; you may hold ${HAND_LIMIT} cards.`, entry: 'marker:deck' },
  { symbol: 'Discards', name: 'Discard pile', meaning: 'Cards played or thrown away, face up.', entry: 'marker:discards' },
];
