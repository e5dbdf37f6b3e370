/**
 * Planet Apocalypse in one line and at the end: the line a save is known by
 * (map, heroes, round, who is ahead) and the end-of-game summary (headline,
 * rounds, each seat's kills, damage dealt and taken, the turning point).
 * Pure reads of the full state; the counters are kept by rules/record.ts.
 */
import type { MatchState, MatchSummary } from '../../engine/types';
import { DOOM_LOSS, HERO_BY_ID, LORD_BY_ID, MAPS } from './content';
import { REGION_BY_ID } from './content/regions';
import type { PAState } from './state';

/** The Lords still standing, by name, and their health; a secret Lord's numbers are not known yet. */
function lordsLeft(g: PAState): { health: number; max: number; name: string; hidden: boolean } {
  const standing = g.lords.filter((l) => !l.dead);
  const name = standing.length === 0 ? 'the Lord'
    : standing.map((l) => (l.revealed ? (LORD_BY_ID[l.defId]?.name ?? 'the Lord') : 'the hidden Lord')).join(' and ');
  const hidden = standing.some((l) => !l.revealed);
  return { health: standing.reduce((n, l) => n + l.health, 0), max: g.lords.reduce((n, l) => n + l.maxHealth, 0), name, hidden };
}

function lordText(l: ReturnType<typeof lordsLeft>): string {
  return l.hidden ? l.name : `${l.name} ${l.health}/${l.max}`;
}

function names(list: string[]): string {
  return list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

/** Who is ahead: the heroes by the share of the Lord's health taken, Hell by the share of the doom track filled. */
export function standing(state: MatchState<PAState>): string {
  const g = state.g;
  if (state.result) return state.result.outcome === 'heroes' ? 'the heroes won' : 'Hell won';
  const lords = lordsLeft(g);
  const heroes = lords.max > 0 && !lords.hidden ? 1 - lords.health / lords.max : 0;
  const hell = g.doom / DOOM_LOSS;
  if (Math.abs(heroes - hell) < 0.1) return 'neck and neck';
  return heroes > hell ? 'the heroes lead' : 'Hell leads';
}

export function describeMatch(state: MatchState<PAState>): string {
  const g = state.g;
  const heroes = g.heroes.filter((h) => h.heroId && !h.dead).map((h) => HERO_BY_ID[h.heroId as string]?.name ?? 'a hero');
  const lords = lordsLeft(g);
  const parts = [
    // The region, when one was chosen, says whose troopers fight (absent: the core troopers).
    `${MAPS[g.mapId]?.name ?? 'Planet Apocalypse'}${g.options.region ? ` (${REGION_BY_ID[g.options.region]?.name ?? g.options.region} troopers)` : ''}`,
    heroes.length ? names(heroes) : 'no hero standing',
    `round ${g.round}`,
    `doom ${g.doom}/${DOOM_LOSS}`,
    lordText(lords),
    standing(state),
  ];
  return parts.join(', ');
}

export function matchSummary(state: MatchState<PAState>): MatchSummary {
  const g = state.g;
  const lords = lordsLeft(g);
  const headline = state.result?.text ?? `Round ${g.round}: doom ${g.doom}/${DOOM_LOSS}, ${lordText(lords)}; ${standing(state)}.`;
  const seats = g.seatOrder.map((seat) => {
    const s = g.stats[seat];
    const played = (s?.heroes ?? []).map((id) => HERO_BY_ID[id]?.name ?? 'a hero');
    return {
      seat,
      stats: [
        { label: 'Heroes', value: played.length ? played.join(', then ') : 'none yet' },
        { label: 'Kills', value: String(s?.kills ?? 0) },
        { label: 'Damage dealt', value: String(s?.dealt ?? 0) },
        { label: 'Damage taken', value: String(s?.taken ?? 0) },
        { label: 'Heroes lost', value: String(s?.deaths ?? 0) },
        { label: 'Gifts earned', value: String(s?.gifts ?? 0) },
      ],
    };
  });
  const summary: MatchSummary = { headline, rounds: g.round, seats };
  if (g.turningPoint) summary.turningPoint = `Round ${g.turningPoint.round}: ${g.turningPoint.text}`;
  return summary;
}
