// The colour-blind palette keeps every piece type apart (issue 10 item 18):
// for each palette, every unit type's look on the table (its colour, its
// base's shape and letter, its sculpt) is worked out as the boards draw it,
// and every two types must differ in at least two of those cues: the sculpt
// always (miniatures.test.ts keeps the outlines apart), and the colour as a
// colour-blind player sees it or the base's shape and letter.
import { describe, expect, it } from 'vitest';
import { CLASS_CARDS } from '../../core/games/doom/content/classes';
import { DEMONS } from '../../core/games/doom/content/demons';
import { FOURTH_CIRCLE, HEROES, LORDS, MINION_KINDS, TROOPERS } from '../../core/games/planet-apocalypse/content';
import { demonColour } from '../games/doom/figureLook';
import { paColours } from '../games/planet-apocalypse/PAScene';
import { chroma, deltaE, VISIONS, type Vision } from '../lib/colourVision';
import { palette } from '../lib/palette';
import { doomDemonMiniature, doomMarineMiniature, paMiniature, type PAFigureRole } from './miniatures/gameMiniatures';
import { miniatureSpec, type MiniatureId } from './miniatures/registry';

/** Colours this far apart (CIE76) tell two pieces apart at a glance. */
const MIN_DELTA_E = 20;

interface Look {
  type: string;
  colour: string;
  /** The base's outline and letter: cues that need no colour vision. */
  base: string;
  sculpt: MiniatureId;
}

function look(type: string, colour: string, sculpt: MiniatureId | undefined): Look {
  if (!sculpt) throw new Error(`${type} has no miniature`);
  const base = miniatureSpec(sculpt).base;
  return { type, colour, base: `${base.shape ?? 'round'} ${base.letter ?? ''}`, sculpt };
}

/** Every Planet Apocalypse type as the board colours it (heroes and their troopers take their seat's colour). */
function paLooks(colourBlind: boolean): Look[] {
  const c = paColours(palette(colourBlind), colourBlind);
  const pa = (role: PAFigureRole, id: string, colour: string) => look(`${role} ${id}`, colour, paMiniature(role, id));
  return [
    ...HEROES.map((h, i) => pa('hero', h.id, c.seats[i % c.seats.length]!)),
    ...TROOPERS.map((t, i) => pa('trooper', t.id, c.seats[i % c.seats.length]!)),
    ...MINION_KINDS.map((k) => pa('minion', k, c.minion[k])),
    ...FOURTH_CIRCLE.map((f) => pa('fourth', f.id, c.fourth)),
    ...LORDS.map((l) => pa('lord', l.id, c.lord)),
  ];
}

/** Every DOOM type as the board colours it (marines by seat, demons by type). */
function doomLooks(colourBlind: boolean): Look[] {
  const pal = palette(colourBlind);
  return [
    ...CLASS_CARDS.map((k, i) => look(`marine ${k.id}`, pal.seats[i % pal.seats.length]!, doomMarineMiniature(k.id))),
    ...DEMONS.map((d) => look(`demon ${d.id}`, demonColour(d.id, pal), doomDemonMiniature(d.id))),
  ];
}

/** The visions a palette must serve: the default one normal vision, the colour-blind one every kind. */
const visionsFor = (colourBlind: boolean): readonly Vision[] => (colourBlind ? VISIONS : ['normal']);

function closestColours(colours: string[], visions: readonly Vision[]): { a: string; b: string; vision: Vision; d: number } {
  let worst = { a: '', b: '', vision: 'normal' as Vision, d: Infinity };
  for (let i = 0; i < colours.length; i++)
    for (let j = i + 1; j < colours.length; j++)
      for (const v of visions) {
        const d = deltaE(colours[i]!, colours[j]!, v);
        if (d < worst.d) worst = { a: colours[i]!, b: colours[j]!, vision: v, d };
      }
  return worst;
}

describe.each([
  ['default', false],
  ['colour-blind', true],
])('the %s palette', (_name, cb) => {
  const visions = visionsFor(cb);
  const enemies = palette(cb).enemies;
  const worst = closestColours(enemies, visions);

  it.each([
    ['Planet Apocalypse', paLooks(cb)],
    ['DOOM', doomLooks(cb)],
  ])('keeps every two %s types apart by sculpt, and by colour or base', (_game, looks) => {
    const clashes: string[] = [];
    for (let i = 0; i < looks.length; i++) {
      for (let j = i + 1; j < looks.length; j++) {
        const a = looks[i]!, b = looks[j]!;
        if (a.sculpt === b.sculpt) clashes.push(`${a.type} / ${b.type}: same sculpt`);
        const colourApart = visions.every((v) => deltaE(a.colour, b.colour, v) >= MIN_DELTA_E);
        if (!colourApart && a.base === b.base) clashes.push(`${a.type} / ${b.type}: same base (${a.base}) and colours too close`);
      }
    }
    expect(clashes).toEqual([]);
  });

  if (cb) {
    it(`gives enemy kinds their own hues, never greys (closest: ${worst.a} / ${worst.b} under ${worst.vision}, ΔE ${worst.d.toFixed(1)})`, () => {
      expect(worst.d).toBeGreaterThanOrEqual(MIN_DELTA_E);
      for (const c of enemies) expect(chroma(c), c).toBeGreaterThan(30);
    });

    it('colours Planet Apocalypse minion kinds apart for every kind of colour vision', () => {
      const c = paColours(palette(true), true);
      const w = closestColours(MINION_KINDS.map((k) => c.minion[k]), VISIONS);
      expect(w.d, `${w.a} / ${w.b} under ${w.vision}`).toBeGreaterThanOrEqual(MIN_DELTA_E);
    });
  }
});
