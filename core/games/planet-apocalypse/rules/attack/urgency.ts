/**
 * Which target of a hero's dice matters most, for the ★ on "spend the
 * dice" and for the hero bots (one ranking, so the suggestion and the bots'
 * play never part): the Lord, then a Fourth Circle demon, then minions by
 * circle (a fiend hits harder than a gryllus, a gryllus than a larva), the
 * nearer to a hero start the sooner (it reaches the start first and costs
 * doom there), and a Lord's part last.
 */
import type { PromptOption } from '../../../../engine/types';
import { MINIONS } from '../../content';
import type { MapDef, MinionKind } from '../../content/types';

/** Steps from an area to the nearest hero start along the minions' road. */
function toStart(map: MapDef, area: string): number {
  let d = 0;
  let at: string | undefined = area;
  while (at && !map.starts.includes(at) && d < 20) {
    at = map.areas.find((a) => a.id === at)?.next[0];
    d++;
  }
  return d;
}

/** Higher is more urgent. Option ids as the dice prompt makes them: "hit:<figure>", "part:<id>", "kill:<area>:<kind>". */
export function targetUrgency(map: MapDef, optionId: string): number {
  if (optionId === 'hit:lord') return 1000;
  if (optionId.startsWith('hit:')) return 900;
  if (optionId.startsWith('part:')) return 1;
  const [, area = '', kind = ''] = optionId.split(':');
  const circle = MINIONS[kind as MinionKind]?.circle ?? 0;
  return 100 + 100 * circle - 10 * (area === 'hell' ? 0 : toStart(map, area));
}

/** The most urgent target among a dice prompt's options (not "done", not a Head Shot), or undefined. */
export function mostUrgent(map: MapDef, options: readonly PromptOption[]): PromptOption | undefined {
  return options.filter((o) => o.id !== 'done' && !o.id.startsWith('combine:')).sort((a, b) => targetUrgency(map, b.id) - targetUrgency(map, a.id))[0];
}
