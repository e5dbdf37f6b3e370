/**
 * A made-up DOOM view for the preview page: a mission's map with the marines
 * on their starts, its starting demons plus a Mancubus and a Cyberdemon, and
 * a move prompt around Alpha, so the board can be looked at before (or
 * without) a match. Development only.
 */
import type { PromptOption } from '../../../../core/engine/types';
import type { DoomView } from '../../../../core/games/doom/view';
import type { MissionDef } from '../../../../core/games/doom/content/types';
import { missionPieces } from '../mapPieces';

type Fig = DoomView['figures'][number];

export function fakeView(m: MissionDef): DoomView {
  const pieces = missionPieces(m);
  const marines = ['alpha', 'bravo'];
  const figures: Fig[] = [
    ...marines.map((id, i): Fig => ({ id, side: 'marine', type: id, at: m.marineStarts[i]!, size: 'small', facing: 'h', flying: false, damage: i * 3, stunned: i === 1, activated: false })),
    ...m.startingDemons.map((d, i): Fig => ({ id: `${d.demon}-${i}`, side: 'demon', type: d.demon, at: d.at, size: 'small', facing: 'h', flying: false, damage: i, stunned: false, activated: false })),
  ];
  const free = (x: number, y: number) => `${x},${y}`;
  figures.push({ id: 'mancubus-1', side: 'demon', type: 'mancubus', at: free(m.map.tiles.at(-1)!.x + 1, m.map.tiles.at(-1)!.y + 1), size: 'large2', facing: 'h', flying: false, damage: 2, stunned: false, activated: false });
  figures.push({ id: 'cyber-1', side: 'demon', type: 'cyberdemon', at: free(m.map.tiles.at(-1)!.x + 1, m.map.tiles.at(-1)!.y + 3), size: 'large6', facing: 'h', flying: false, damage: 0, stunned: false, activated: false });
  figures.push({ id: 'caco-1', side: 'demon', type: 'cacodemon', at: free(m.map.tiles.at(-1)!.x + 4, m.map.tiles.at(-1)!.y + 1), size: 'small', facing: 'h', flying: true, damage: 5, stunned: false, activated: false });
  return {
    round: 2, phase: 'activation', mode: 'mission', difficulty: 'normal',
    mission: { id: m.id, name: m.name, briefing: m.briefing, objective: m.objective.text, threat: m.threat.text },
    map: m.map,
    figures,
    marines: marines.map((id, i) => ({
      id, seat: `m${i + 1}`, name: id[0]!.toUpperCase() + id.slice(1), classId: 'assault', squad: null, damage: i * 3, onMap: true, weapons: ['uac'],
      classExhausted: false, squadExhausted: false, stunned: i === 1, handCount: 3, hand: i === 0 ? ['uac-1', 'uac-3', 'uac-4'] : null, deckCount: 12,
      discard: [], play: [], gloryKillCount: 0, gloryKills: i === 0 ? [] : null,
    })),
    demonCards: { imp: { faceUp: true, exhausted: false, argent: 1 }, mancubus: { faceUp: true, exhausted: true, argent: 0 }, cyberdemon: { faceUp: true, exhausted: false, argent: 2 } },
    demonSupply: {},
    invader: { handCount: 5, hand: null, deckCount: 20, discard: [], invasionCard: null, argentOnInvasion: 1, frags: 2 },
    argentSupply: 10,
    portals: pieces.portals.map((p) => ({ ...p, gone: false })),
    items: pieces.items.map((i) => ({ token: i.token, kind: i.kind, weapon: i.weapon ?? null, at: i.at })),
    markers: pieces.markers.map((k) => ({ token: k.token, kind: k.kind, at: k.at, carriedBy: null })),
    counters: { progress: 1 },
    initiative: { remaining: 2, revealed: ['invader:1', 'marine:alpha'] },
    marineActivation: { marine: 'alpha', movement: 3, mainUsed: false, pendingAttack: null, pendingAbilityAttack: null, boosts: [], gloryKills: 0 },
    demonActivation: null,
    attack: null,
    staggerMods: {},
    operation: [],
  } as unknown as DoomView;
}

/** A move prompt around Alpha (every space within 3 steps, cost = steps) and an attack on the first demon. */
export function fakeTargets(view: DoomView): Map<string, PromptOption> {
  const alpha = view.figures.find((f) => f.id === 'alpha')!;
  const [ax, ay] = alpha.at.split(',').map(Number) as [number, number];
  const taken = new Set(view.figures.map((f) => f.at));
  const spaces = new Set(view.map.tiles.flatMap((t) => t.rows.flatMap((row, dy) => [...row].flatMap((c, dx) => (c === '.' || c === '~' ? [`${t.x + dx},${t.y + dy}`] : [])))));
  const out = new Map<string, PromptOption>();
  for (const key of spaces) {
    const [x, y] = key.split(',').map(Number) as [number, number];
    const d = Math.max(Math.abs(x - ax), Math.abs(y - ay));
    if (d === 0 || d > 3 || taken.has(key)) continue;
    out.set(`space:${key}`, { id: `move:${key}`, label: `Move to ${key} (${d} pt${d === 1 ? '' : 's'})`, target: { kind: 'space', id: key } });
  }
  const demon = view.figures.find((f) => f.side === 'demon')!;
  out.set(`figure:${demon.id}`, { id: `attack:${demon.id}`, label: `Attack it (range 4, cover)`, target: { kind: 'figure', id: demon.id } });
  out.set('card:uac-1', { id: 'main:uac-1', label: 'Play Sidearm Shot (main)', target: { kind: 'card', id: 'uac-1' } });
  return out;
}
