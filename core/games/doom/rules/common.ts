/**
 * Shared helpers for DOOM's step handlers: lookups by id, the board for
 * geometry questions, and the handler types.
 */
import type { Ctx, PromptSpec } from '../../../engine/context';
import type { StepHandler } from '../../../engine/module';
import { setDiceReadout } from '../../../engine/diceReadout';
import type { DieRoll, Step } from '../../../engine/types';
import { rollText } from '../inspect/words';
import { attackRollReadout } from './diceReadout';
import { makeBoard, type Board } from '../geometry/board';
import { compiledMap, type CompiledMap } from '../geometry/compile';
import type { FigurePlacement } from '../geometry/types';
import type { DoomState, Figure, MarineState } from '../state';
import { allDemons, classCard, demonDef, marineDef, squadCard } from '../catalog';
import { placeTable, type PlaceTable } from '../inspect/places';
import { staggerModOf } from '../inspect/stagger';
import type { Ability } from '../content/types';

export type DCtx = Ctx<DoomState>;
export type H<S extends Step = Step> = StepHandler<DoomState, S>;
export type Answered = Step & { answer: string[] };

export const INVADER = 'invader';

export function figureOf(g: DoomState, id: string): Figure {
  const f = g.figures.find((x) => x.id === id);
  if (!f) throw new Error(`No figure ${id} on the map.`);
  return f;
}

export function findFigure(g: DoomState, id: string): Figure | undefined {
  return g.figures.find((x) => x.id === id);
}

export function marineOf(g: DoomState, id: string): MarineState {
  const m = g.marines.find((x) => x.id === id);
  if (!m) throw new Error(`No marine ${id}.`);
  return m;
}

export function placement(f: Figure): FigurePlacement {
  const p: FigurePlacement = { id: f.id, side: f.side, at: f.at };
  if (f.size !== 'small') {
    p.size = f.size;
    p.facing = f.facing;
  }
  if (f.flying) p.flying = true;
  return p;
}

/**
 * The last board made, with what it was made from: one decision asks for the
 * board several times (the options, each attack's odds, the answer's move)
 * while nothing on it changes. The snapshot holds every placement field and the
 * compiled map (which changes with doors and teleporters), so a figure that
 * moved or a door that opened always gets a new board.
 */
let lastBoard: { map: DoomState['map']; cm: CompiledMap; placed: Figure[]; board: Board } | null = null;

/** Each figure's placement fields, copied (the state's figures are changed in place). */
function snapshot(figures: readonly Figure[]): Figure[] {
  return figures.map((f) => ({ ...f }));
}

/** Do the figures stand as they did? Compared field by field, so a hit builds nothing. */
function samePlacements(was: readonly Figure[], now: readonly Figure[]): boolean {
  if (was.length !== now.length) return false;
  for (let i = 0; i < now.length; i++) {
    const a = was[i]!;
    const f = now[i]!;
    if (a.id !== f.id || a.side !== f.side || a.at !== f.at || a.size !== f.size || a.facing !== f.facing || !a.flying !== !f.flying) return false;
  }
  return true;
}

/** The geometry's board for the current table (compiled map cached per door state). Read it only: it may be shared. */
export function boardOf(g: DoomState): Board {
  const cm = compiledMap(g.map);
  if (lastBoard && lastBoard.map === g.map && lastBoard.cm === cm && samePlacements(lastBoard.placed, g.figures)) return lastBoard.board;
  const board = makeBoard(g.map, g.figures.map(placement));
  lastBoard = { map: g.map, cm, placed: snapshot(g.figures), board };
  return board;
}

/**
 * The name the log gives a figure: a marine's name, or a demon's type and
 * number ("Imp 3"), also after it has left the map (demon ids are "type-n").
 */
export function nameOf(g: DoomState, figureId: string): string {
  const f = findFigure(g, figureId) ?? g.displacing.find((x) => x.id === figureId);
  if (f?.side === 'marine') return marineDef(f.type).name;
  const m = g.marines.find((x) => x.id === figureId);
  if (m) return m.name;
  const dash = figureId.lastIndexOf('-');
  const type = f?.type ?? figureId.slice(0, dash);
  const def = allDemons().find((d) => d.id === type);
  return def ? `${def.name} ${figureId.slice(dash + 1)}` : 'a figure';
}

/** The state as a table of places, for naming spaces and map features in texts. */
export function places(g: DoomState): PlaceTable {
  return placeTable(g);
}

export function demonsOfType(g: DoomState, type: string): Figure[] {
  return g.figures.filter((f) => f.side === 'demon' && f.type === type);
}

export function healthOf(f: Figure): number {
  return f.side === 'marine' ? 10 : demonDef(f.type).health;
}

/** Stagger value with reductions. */
export function staggerOf(g: DoomState, f: Figure): number {
  const def = demonDef(f.type);
  const mod = staggerModOf(g, f.id);
  return Math.max(0, def.stagger - mod.printed - mod.other);
}

export function isStaggered(g: DoomState, f: Figure): boolean {
  return f.side === 'demon' && f.damage >= staggerOf(g, f);
}

export function handSize(g: DoomState, m: MarineState): number {
  let size = marineDef(m.id).handSize;
  const abilities = [
    ...classAbilities(m.classId),
    ...(m.squad ? squadAbilities(m.squad) : []),
  ];
  for (const a of abilities) if (a.effect === 'handSize' && a.timing === 'passive') size += Number(a.params?.amount ?? 1);
  return size;
}

export function classAbilities(classId: string): Ability[] {
  return classCard(classId).abilities;
}

export function squadAbilities(squadId: string): Ability[] {
  return squadCard(squadId).abilities;
}

export function marineSeats(g: DoomState): string[] {
  return g.marines.map((m) => m.seat);
}

/**
 * Rolls DOOM dice and words the log line by colour ("Imp 3 attacks Alpha
 * with 2 red dice: red 1, red 2 + special"), where the kernel would print die
 * ids. The line is set on the throw's own event right after it is recorded,
 * with the result strip (diceReadout.ts); a reroll replaces the strip with
 * the roll as it then stands (rerollReadout).
 */
/** After a reroll: the strip counts the whole roll as it now stands, not just the dice thrown again. */
export function rerollReadout(ctx: DCtx, purpose: string, thrown: DieRoll[], standing: readonly { value: number; special: boolean }[]): void {
  setDiceReadout(ctx.events, attackRollReadout(purpose, thrown, standing));
}

export function rollDice(ctx: DCtx, dice: string[], seat: string, purpose: string): DieRoll[] {
  const rolls = ctx.roll(dice, { seat, purpose });
  const event = ctx.events[ctx.events.length - 1];
  if (event?.type === 'diceRolled') event.text = `${purpose}: ${rollText(rolls)}.`;
  setDiceReadout(ctx.events, attackRollReadout(purpose, rolls, null));
  return rolls;
}

/**
 * Asks a seat, except that a marine is not asked a question with no
 * alternative (every option must be taken: the only card to discard, the only
 * thing left being to end the activation): the answer is given at once. The
 * invader is always asked, so that whether he is asked never tells the
 * marines what he holds (ASSUMPTIONS.md "No tells from the invader").
 */
export function askUnlessForced(ctx: DCtx, spec: PromptSpec, then: Step): void {
  const n = spec.options.length;
  if (spec.seat !== INVADER && n > 0 && (spec.min ?? 1) === n && (spec.max ?? 1) === n) {
    ctx.push({ ...then, answer: spec.options.map((o) => o.id) });
    return;
  }
  ctx.ask(spec, then);
}
