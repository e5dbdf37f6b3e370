/**
 * A guided first DOOM game: Landing Zone with one marine (you) against the
 * invader AI on easy, from a fixed seed, so the opening always goes the same
 * way: choose a class, play a card, move, shoot with the odds in view, end
 * the activation, watch the invader's turn and defend against an Imp. Each
 * step points at a part of the screen or at the decision in front of you,
 * and suggests an answer; you may answer otherwise or leave at any time.
 * tutorial.test.ts plays it through with its suggestions.
 *
 * The screen shows a step at the first prompt of its kind after the step
 * before it, and a marine is asked "marineAction" many times an activation:
 * a player who answers ahead of the guide, or otherwise than it suggests,
 * meets a step at another of them. So what a step says of the moment is put
 * as "when ..." or read off the screen, never as "you have just ...". Each
 * step's `check` tests every claim of its text against the view and the
 * prompt it is shown with on the guide's own line of play (content only, no
 * rules: the board imports this file).
 */
import type { Prompt, Tutorial } from '../../engine/types';
import { CLASS_CARDS } from './content/classes';
import { MARINES } from './content/marines';
import { SQUAD_CARDS } from './content/squads';
import type { MapDef } from './geometry/types';
import type { DoomView } from './view';

/** The claims that do not hold, by the words of the text each stands for. */
const untrue = (...claims: [holds: boolean, words: string][]): string[] => claims.filter(([ok]) => !ok).map(([, words]) => `not so: "${words}"`);
const option = (p: Prompt | null, id: string) => p?.options.find((o) => o.id === id);
const fact = (p: Prompt | null, label: string) => p?.facts?.find((f) => f.label === label)?.value;
const me = (g: DoomView) => g.marines.find((m) => m.id === 'alpha');
/** The name of the map tile (room) a space lies on. */
function roomOf(map: MapDef, key: string): string | undefined {
  const [x, y] = key.split(',').map(Number) as [number, number];
  return map.tiles.find((t) => {
    const row = t.rows[y - t.y];
    return row !== undefined && x >= t.x && x < t.x + row.length && row[x - t.x] !== ' ';
  })?.name;
}
const terrain = (map: MapDef, c: string) => map.tiles.some((t) => t.rows.some((r) => r.includes(c)));

export const doomTutorial: Tutorial = {
  title: 'First mission: Landing Zone',
  seed: 39,
  options: { marines: 1, mode: 'mission', mission: 'landing-zone', difficulty: 'easy' },
  seats: { m1: { type: 'human' }, invader: { type: 'ai', bot: 'invader' } },
  steps: [
    {
      point: 'menu',
      text: 'You are Alpha, a marine sent into a demon-infested base. The program plays the invader, who summons and commands the demons. This guide points out each part of the screen; you can leave it from the menu at any time and play on.',
      check: (g: DoomView) => untrue([me(g)?.name === 'Alpha', 'You are Alpha']),
    },
    {
      prompt: 'chooseClass', point: 'prompt', suggest: 'sharpshooter',
      text: 'First pick a class card. It gives you an ability and two starting weapons. The Sharpshooter adds a die when shooting demons 4 or more spaces away and starts with two rifles: a good class to learn with.',
      check: (_g: DoomView, p) => {
        const sharp = CLASS_CARDS.find((c) => c.id === 'sharpshooter');
        return untrue(
          [CLASS_CARDS.every((c) => c.abilities.length > 0 && c.startingWeapons.length === 2), 'an ability and two starting weapons'],
          [/4 or more spaces away, add one yellow die/.test(option(p, 'sharpshooter')?.hint ?? ''), 'adds a die when shooting demons 4 or more spaces away'],
          [!!sharp && sharp.startingWeapons.every((w) => w.endsWith('rifle')), 'starts with two rifles'],
        );
      },
    },
    {
      point: 'sheet',
      text: 'Your marine sheet: health (10), the action cards in your hand, your class card and your squad card. Playing alone you hold Solo Operative, so you act twice each round.',
      check: (g: DoomView) => {
        const m = me(g);
        const squad = SQUAD_CARDS.find((s) => s.id === m?.squad);
        return untrue(
          [MARINES.find((d) => d.id === 'alpha')?.health === 10 && m?.damage === 0, 'health (10)'],
          [(m?.hand?.length ?? 0) > 0 && m?.classId === 'sharpshooter', 'the action cards in your hand, your class card'],
          [squad?.name === 'Solo Operative' && squad.extraInitiative === 1, 'you hold Solo Operative, so you act twice each round'],
        );
      },
    },
    {
      point: 'legend',
      text: 'The legend explains the board: walls and doors, teleporters, portals in blue, yellow and red, the dotted blue line of difficult terrain, the red lines of blocking and impassable terrain.',
      // Everything the legend is said to explain is on this map.
      check: (g: DoomView) => untrue(
        [g.map.doors.length > 0 && g.map.walls.length > 0, 'walls and doors'],
        [g.map.teleporters.length > 0, 'teleporters'],
        [[1, 2, 3].every((tier) => g.portals.some((p) => p.tier === tier)), 'portals in blue, yellow and red'],
        [terrain(g.map, '~'), 'difficult terrain'],
        [terrain(g.map, 'X') && terrain(g.map, '%'), 'blocking and impassable terrain'],
      ),
    },
    {
      prompt: 'marineAction', point: 'prompt', suggest: 'main:heavy-assault-rifle-2',
      text: 'Your activation: in each you play one main action card, which gives movement points and an attack. Play Controlled Burst, a rifle shot with 2 movement points.',
      check: (g: DoomView, p) => untrue(
        [g.marineActivation?.marine === 'alpha' && !g.marineActivation.mainUsed, 'Your activation'],
        [option(p, 'main:heavy-assault-rifle-2')?.label === 'Play Controlled Burst (main)', 'Play Controlled Burst'],
        [/^Gain 2 movement points, then attack/.test(option(p, 'main:heavy-assault-rifle-2')?.hint ?? ''), 'a rifle shot with 2 movement points'],
      ),
    },
    {
      point: 'log',
      text: 'The log tells what happens, newest line last: the mission\'s briefing, the demons placed at the start, the invader\'s first summoning through a blue portal and his demons\' first moves, and then your card.',
      check: (g: DoomView) => untrue(
        [g.mission.briefing.length > 0, 'the mission\'s briefing'],
        // A blue portal is discarded once demons have come through it (the rulebook's summoning).
        [g.portals.some((p) => p.tier === 1 && p.gone), 'the invader\'s first summoning through a blue portal'],
        [me(g)?.play.includes('heavy-assault-rifle-2') === true, 'and then your card'],
      ),
    },
    {
      prompt: 'marineAction', point: { kind: 'space', id: '2,3' }, suggest: 'move:2,3',
      text: 'Moves are listed by what they cost, and you can pick the space on the board, which draws the path. Move 2 east and 2 south, into line with the open passage to the hall: from there you can see through it.',
      check: (g: DoomView, p) => {
        const move = option(p, 'move:2,3');
        return untrue(
          [!!p && p.options.filter((o) => o.id.startsWith('move:')).every((o) => / \(\d+ pts?\)$/.test(o.label)), 'Moves are listed by what they cost'],
          [move?.target?.kind === 'space' && (move.path?.length ?? 0) > 0, 'pick the space on the board, which draws the path'],
          [move?.label === 'Move 2 east, 2 south (2 pts)', 'Move 2 east and 2 south'],
          // The passage is the opening on the left border of 5,3: the same row as 2,3, between the dock and the hall.
          [g.map.openings.includes('v:5,3') && roomOf(g.map, '4,3') === 'dock' && roomOf(g.map, '5,3') === 'hall', 'in line with the open passage to the hall'],
        );
      },
    },
    {
      prompt: 'marineAction', point: { kind: 'figure', id: 'possessed-2' }, suggest: 'attack:possessed-2',
      text: 'Every attack shows its odds before you roll: the chance to frag the demon and to deal each amount of damage, from the dice, its shields and the defence cards it might reveal. At range 4 your Long Shot adds a yellow die: shoot this Possessed.',
      check: (g: DoomView, p) => {
        const shot = option(p, 'attack:possessed-2');
        const target = g.figures.find((f) => f.id === 'possessed-2');
        return untrue(
          [!!p && p.options.filter((o) => o.id.startsWith('attack:')).every((o) => o.odds?.some((x) => x.label === 'Frag')), 'Every attack shows its odds'],
          [!!shot && /\(range 4\b/.test(shot.label), 'At range 4'],
          [CLASS_CARDS.find((c) => c.id === 'sharpshooter')?.abilities[0]?.name === 'Long Shot', 'your Long Shot'],
          // Controlled Burst rolls 2 yellow dice (its other targets, nearer, show 2).
          [/^3 yellow dice/.test(shot?.detail ?? ''), 'adds a yellow die'],
          [target?.type === 'possessed' && roomOf(g.map, target.at) === 'hall', 'this Possessed'],
        );
      },
    },
    {
      point: 'dice',
      text: 'When you attack, the dice tray shows your roll, and the demon reveals a card from the invader\'s deck to defend with: its shields cancel damage one for one.',
      // Shown as the attack is declared: the roll and the defence card follow at once.
      check: (g: DoomView) => untrue([g.attack?.attacker === 'alpha' && g.attack.defender === 'possessed-2', 'When you attack']),
    },
    {
      point: 'inspect',
      text: 'Point at any figure, token, card or space to inspect it: a demon\'s health, stagger value, attack and abilities, a card\'s full text, what a space holds.',
    },
    {
      prompt: 'marineAction', point: 'prompt', suggest: 'end-turn',
      text: 'Once you have attacked and spent your movement, end your activation: the cards you played are discarded and you draw back up to your hand size.',
      check: (g: DoomView, p) => {
        const a = g.marineActivation;
        return untrue(
          [!!a && a.mainUsed && a.pendingAttack === null && a.movement === 0, 'you have attacked and spent your movement'],
          [!!option(p, 'end-turn'), 'end your activation'],
        );
      },
    },
    {
      point: 'bar',
      text: 'The invader\'s activations take turns with yours, in the order the initiative deck deals them. In his, the turn bar names each step, which demon acts and whom it attacks, and the table lights up the demons involved.',
      // Shown as the marine's activation ends and the next initiative card, the invader's, is dealt.
      check: (g: DoomView) => untrue(
        [g.marineActivation === null && (g.initiative.revealed.at(-1) ?? '').startsWith('invader') && g.initiative.revealed.some((c) => c.startsWith('marine')), 'activations take turns with yours, in the order the initiative deck deals them'],
      ),
    },
    {
      prompt: 'attackModifier', point: 'prompt', suggest: 'card:uac-5',
      text: 'When a demon attacks you, the numbers above the choices show its roll, your shields and the damage as things stand, and a reaction card can still change them: play Brace for Impact to add a shield.',
      check: (g: DoomView, p) => untrue(
        [g.attack?.defender === 'alpha' && g.figures.find((f) => f.id === g.attack?.attacker)?.side === 'demon', 'When a demon attacks you'],
        [['Roll', 'Shields', 'Damage as it stands'].every((l) => fact(p, l) !== undefined), 'its roll, your shields and the damage as things stand'],
        [/^Brace for Impact \(reaction\)/.test(option(p, 'card:uac-5')?.label ?? '') && /add 1 shield/.test(option(p, 'card:uac-5')?.hint ?? ''), 'play Brace for Impact to add a shield'],
      ),
    },
    {
      prompt: 'coverRedraw', point: 'prompt', suggest: 'keep',
      text: 'When a demon shoots you in cover, you may throw back your defence card and reveal another, which you must then use. Keep a card that already stops the whole roll: the damage as it stands, above the choices, then reads 0.',
      check: (g: DoomView, p) => untrue(
        [g.attack?.defender === 'alpha' && g.attack.cover, 'a demon shoots you in cover'],
        [/must use/.test(option(p, 'again')?.label ?? ''), 'reveal another, which you must then use'],
        [fact(p, 'Damage as it stands') === '0', 'a card that already stops the whole roll'],
      ),
    },
    {
      prompt: 'marineAction', point: 'sheet', suggest: 'main:heavy-assault-rifle-1',
      text: 'As Solo Operative you act twice each round. Your goal is on the objective card: destroy the three generators before the invader collects 4 frag tokens. The guide ends here. Good hunting.',
      check: (g: DoomView) => untrue(
        [me(g)?.squad === 'solo-operative' && g.initiative.revealed.filter((c) => c.startsWith('marine:alpha')).length === 2, 'you act twice each round'],
        [g.markers.filter((m) => m.kind === 'objective' && m.at !== null).length === 3 && /destroy/.test(g.mission.objective), 'destroy the three generators'],
        [g.counters.fragGoal === 4, 'before the invader collects 4 frag tokens'],
      ),
    },
  ],
};
