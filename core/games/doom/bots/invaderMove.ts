/**
 * Where a demon moves in its activation (invader.ts asks): each move option
 * is scored for the shot it gives, how it closes in on the marines and their
 * tokens, and at hard for the risks and blocks of invaderPlan.ts and
 * invaderBlock.ts (a staggered demon pulled out of Glory Kill reach, no stop
 * on an active teleporter, a staggered ally screened, a chokepoint or door
 * held between the marines and their tokens).
 */
import type { GameView } from '../../../engine/view';
import type { Prompt } from '../../../engine/types';
import type { Board } from '../geometry/board';
import { poseSpaces } from '../geometry/large';
import type { Facing } from '../geometry/types';
import type { Figure } from '../state';
import type { DoomView } from '../view';
import { alliesToScreen, blockTraits, boardWithMove, CHOKE_VALUE, chokepoints, SCREEN_VALUE, screened } from './invaderBlock';
import { approachValue, bestShotFrom, GLORY_RISK, goalSpaces, holdSpaces, inGloryReach, isBoss, onActiveTeleporter, staggeredInView, TELEFRAG_RISK, type MarineThreat } from './invaderPlan';
import { keyIndex, movesInReadingOrder, spacesOfFigure, travelMap } from './tactics';

type V = GameView<DoomView>;

/** Where a move or pose option puts the figure: its anchor and facing. */
function spotOf(f: Figure, option: string): { at: string; facing: Facing | undefined } | null {
  const [kind, rest] = option.split(/:(.*)/s) as [string, string];
  if (kind === 'move') return { at: rest, facing: f.facing };
  if (kind === 'pose') {
    const [at, facing] = rest.split(':') as [string, Facing];
    return { at, facing };
  }
  return null;
}

export function spotSpaces(b: Board, f: Figure, option: string): number[] | null {
  const spot = spotOf(f, option);
  if (!spot) return null;
  if (option.startsWith('move:')) return [keyIndex(b, spot.at)];
  const [x, y] = spot.at.split(',').map(Number) as [number, number];
  return poseSpaces(b.cm, f.size, { x, y, facing: spot.facing ?? 'h' });
}

export function bestMove(v: V, p: Prompt, b: Board, me: Figure, threats: MarineThreat[], focus: string | null, wantShot: boolean): { id: string; shot: number; why: string } | null {
  const g = v.game;
  const lv = g.difficulty;
  const goals = goalSpaces(g, b);
  const holds = holdSpaces(g, b);
  const travel = travelMap(g);
  const here = spacesOfFigure(b, me);
  const staggered = staggeredInView(g, me);
  // Hard's blocks: staggered allies a screen could save, and the chokepoints on the marines' way to their tokens.
  const allies = lv === 'hard' && blockTraits.screen ? alliesToScreen(g, b, me) : [];
  const chokes = lv === 'hard' && blockTraits.chokepoints ? chokepoints(g, b) : new Map<number, { door: boolean }>();
  /** Hard: what a spot risks for free (a Glory Kill on a staggered demon, a telefrag on an active teleporter). */
  const risk = (spaces: number[]) => {
    if (lv !== 'hard') return { cost: 0, why: '' };
    if (staggered && inGloryReach(g, b, spaces)) return { cost: GLORY_RISK, why: 'glory' };
    if (onActiveTeleporter(g, b, spaces)) return { cost: TELEFRAG_RISK, why: 'teleporter' };
    return { cost: 0, why: '' };
  };
  /** Hard: allies screened from every marine with this demon on the spot (`option` null: where it stands). */
  const screens = (option: string | null) => {
    if (!allies.length) return 0;
    const spot = option ? spotOf(me, option) : { at: me.at, facing: me.facing };
    const moved = spot && boardWithMove(g, me, spot.at, spot.facing);
    return moved ? screened(g, moved, allies) : 0;
  };
  const score = (spaces: number[], option: string | null) => {
    const shot = wantShot ? bestShotFrom(g, b, lv, me.type, spaces, threats, focus).value : 0;
    // Hard holds a boss back: it moves only for a shot, never just to close in on the marines.
    const boss = lv === 'hard' && isBoss(g, me.type);
    let s = shot * 3 + (boss ? 0 : approachValue(travel, spaces, threats, goals, lv));
    if (lv !== 'easy' && holds.length && spaces.some((i) => holds.includes(i))) s += 8;
    // Hard: a demon standing on a token the marines need blocks it (they cannot end a move there).
    if (lv === 'hard' && spaces.some((i) => goals.includes(i))) s += 3;
    const screen = screens(option);
    const choke = spaces.find((i) => chokes.has(i));
    s += screen * SCREEN_VALUE + (choke !== undefined ? CHOKE_VALUE : 0);
    s -= risk(spaces).cost;
    return { s, shot, screen, choke: choke === undefined ? null : chokes.get(choke)! };
  };
  const base = score(here, null).s;
  const riskHere = risk(here).why;
  let best: ({ id: string } & ReturnType<typeof score>) | null = null;
  // Small demons' moves in reading order, large bases' in the prompt's order: ties never depend on how the list is grouped.
  for (const o of [...movesInReadingOrder(b, p.options), ...p.options.filter((x) => x.id.startsWith('pose:'))]) {
    const spaces = spotSpaces(b, me, o.id);
    if (!spaces) continue;
    const sc = score(spaces, o.id);
    if (!best || sc.s > best.s) best = { id: o.id, ...sc };
  }
  if (!best || best.s <= base + 0.01) return null; // never waste a move that gains nothing
  const to = spotSpaces(b, me, best.id)!;
  const escapes = riskHere && !risk(to).why;
  const why = escapes && riskHere === 'glory' ? 'staggered: pulls back out of Glory Kill reach'
    : escapes ? 'steps off the active teleporter (telefrag)'
      : best.screen > 0 ? 'screens a staggered demon from the marines (Glory Kill)'
        : best.shot > 0 ? 'moves to a firing position'
          : best.choke ? (best.choke.door ? 'holds the door between the marines and their objective' : 'holds the chokepoint between the marines and their objective')
            : 'closes in on the marines';
  return { id: best.id, shot: best.shot, why };
}
