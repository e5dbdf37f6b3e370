/**
 * Live entries for the campaign maps' own marks on the table: the hero-only
 * links a map's rules add (the Moon Base's airlock crossing and its step
 * from the Blue Gate into the White Gate) and a slain Tardigrade's cyst.
 * Reads the view and the map data only.
 */
import type { InspectEntry, TableTarget } from '../../../engine/types';
import { MAPS } from '../content';
import type { PAView } from '../view';
import { areaLabel, live } from './entry';
import { entryId, GLOSSARY_BY_ID } from './glossary';

/** The table id of a hero-only link: `jump:<from>:<to>` (its first area is a `from` of the map's rule). */
export function jumpId(from: string, to: string): string {
  return `jump:${from}:${to}`;
}

/** The map's hero-only links between two areas: each way a `heroStep` rule allows. */
function heroSteps(view: PAView, a: string, b: string): { from: string; to: string }[] {
  const rules = MAPS[view.mapId]?.rules ?? [];
  return rules.flatMap((r) => (r.rule === 'heroStep' && ((r.from === a && r.to === b) || (r.from === b && r.to === a)) ? [{ from: r.from, to: r.to }] : []));
}

function jumpEntry(view: PAView, target: TableTarget, a: string, b: string): InspectEntry | null {
  const steps = heroSteps(view, a, b);
  if (steps.length === 0) return null;
  const both = steps.length > 1;
  const from = steps[0]!.from;
  const to = steps[0]!.to;
  const lords = view.lords.filter((l) => !l.dead && (l.shadow.includes(to) || (both && l.shadow.includes(from))));
  const here = view.heroes.filter((h) => h.heroId && !h.dead && (h.area === a || h.area === b)).length;
  return live(target, GLOSSARY_BY_ID.get(entryId.map(view.mapId)), {
    kind: 'Hero-only link',
    name: both ? `${areaLabel(view, from)} ⇄ ${areaLabel(view, to)}` : `${areaLabel(view, from)} → ${areaLabel(view, to)}`,
    stats: [
      { label: 'Who may use it', value: 'heroes only' },
      { label: 'Direction', value: both ? 'either way' : `one way, from ${areaLabel(view, from)} to ${areaLabel(view, to)}` },
      { label: 'Heroes at either end', value: String(here) },
    ],
    text: [
      'A hero may step along this link as one move, as if the two areas were neighbours. For everything else (minions and tokens walking, attacks, anything that counts neighbours) the two areas are not adjacent.',
      ...(lords.length ? ['The far end lies under a Lord\'s Shadow: stepping in starts Hell Time.'] : []),
    ],
    related: ['keyword:start', ...(lords.length ? ['token:shadow', 'keyword:hell-time'] : [])],
    rule: 'move',
  });
}

function cystEntry(view: PAView, target: TableTarget): InspectEntry | null {
  if (!view.cyst) return null;
  return live(target, GLOSSARY_BY_ID.get(entryId.fourth('tardigrade')), {
    kind: 'Token', name: 'Tardigrade cyst',
    stats: [{ label: 'Where', value: areaLabel(view, view.cyst) }, { label: 'An enemy?', value: 'no, and it cannot be attacked' }],
    text: ['The slain Tardigrade curled up here. The next time the Lord would call a Fourth Circle demon, it wakes from this cyst instead, whole again; slain a second time, it stays dead.'],
  });
}

/** A map mark's entry (`jump:...`, `cyst`), or null for any other token id. */
export function mapMarkEntry(view: PAView, target: TableTarget): InspectEntry | null {
  const [kind, a, b] = target.id.split(':');
  if (kind === 'jump' && a && b) return jumpEntry(view, target, a, b);
  if (kind === 'cyst') return cystEntry(view, target);
  return null;
}
