// In-play tests for abilities marines use as actions or that change their activation: class,
// squad and Glory Kill cards, Sprint and the bonus cards that move, heal or draw. Each uses the
// ability in a real activation and checks movement points, damage, hand or demons afterwards.
// Reference, Class Cards: "Some abilities on class cards require the player to exhaust the card";
// Glory Kill: the marine "draws one Glory Kill card ... he can use its ability" later, discarding it.
import { describe, expect } from 'vitest';
import { CLASS_CARDS, GLORY_KILL_CARDS, SQUAD_CARDS } from '../../content';
import { handSize, isStaggered } from '../common';
import type { DoomState } from '../../state';
import { act, addDemon, demonFigure, toHand, type D } from '../../testing/arrange';
import { armed } from '../../testing/armed';
import { inPlay } from '../../testing/inPlay';

const abilities = [...CLASS_CARDS, ...SQUAD_CARDS].flatMap((c) => c.abilities);
const amountOf = (id: string) => Number((abilities.find((a) => a.id === id) ?? GLORY_KILL_CARDS.find((c) => c.id === id)!.ability).params?.amount);

/** Alpha's activation with a Hell Knight 4 spaces away, after `setup`. */
function turn(setup: (g: DoomState) => void = () => {}): D {
  return armed('uac-1', 'hell-knight', '1,3', '5,3', setup);
}
const alpha = (d: D) => d.g.marines[0]!;

describe('marine abilities used in play', () => {
  inPlay(['pointman-rush', 'taking-point-move', 'second-wind'], 'Rush, Forward and Second Wind each add their own movement points', () => {
    const cases = [
      ['pointman-rush', 'ability:class:pointman-rush', (g: DoomState) => { g.marines[0]!.classId = 'pointman'; }],
      ['taking-point-move', 'ability:squad:taking-point-move', (g: DoomState) => { g.marines[0]!.squad = 'taking-point'; }],
      ['second-wind', 'ability:gk:second-wind#1', (g: DoomState) => { g.marines[0]!.gloryKills.push('second-wind#1'); }],
    ] as const;
    for (const [id, option, setup] of cases) {
      const d = turn(setup);
      const before = d.g.marineActivation!.movement;
      act(d, option);
      expect(d.g.marineActivation!.movement - before, id).toBe(amountOf(id));
    }
  });

  inPlay('sprint', 'Sprint: discarding an action card gains 4 movement points and uses the main action', () => {
    const d = turn((g) => toHand(g, 'alpha', 'uac-4'));
    const before = d.g.marineActivation!.movement;
    act(d, 'sprint');
    expect(d.prompt.kind).toBe('sprintDiscard');
    act(d, 'uac-4');
    expect(d.g.marineActivation!.movement - before).toBe(4);
    expect(alpha(d).hand).not.toContain('uac-4');
    expect(d.g.marineActivation!.mainUsed).toBe(true);
  });

  inPlay(['field-dressing', 'adrenaline', 'field-medic-patch'], 'Field Dressing, Adrenaline and Patch Up recover their own amounts', () => {
    const dressing = turn((g) => { g.marines[0]!.damage = 5; toHand(g, 'alpha', 'uac-6'); });
    act(dressing, 'bonus:uac-6');
    expect(alpha(dressing).damage).toBe(4);
    const adrenaline = turn((g) => { g.marines[0]!.damage = 5; g.marines[0]!.gloryKills.push('adrenaline#1'); });
    act(adrenaline, 'ability:gk:adrenaline#1');
    expect(alpha(adrenaline).damage).toBe(5 - amountOf('adrenaline'));
    const patch = turn((g) => { g.marines[0]!.damage = 5; g.marines[0]!.classId = 'field-medic'; });
    act(patch, 'ability:class:field-medic-patch');
    if (patch.prompt.kind === 'chooseHealTarget') act(patch, 'alpha');
    expect(alpha(patch).damage).toBe(5 - amountOf('field-medic-patch'));
    expect(alpha(patch).classExhausted).toBe(true);
  });

  inPlay('scavenger', 'Scavenger draws two action cards', () => {
    const d = turn((g) => g.marines[0]!.gloryKills.push('scavenger#1'));
    const before = alpha(d).hand.length;
    act(d, 'ability:gk:scavenger#1');
    expect(alpha(d).hand.length).toBe(before + 2);
    expect(alpha(d).gloryKills).toEqual([]);
  });

  inPlay('argent-cell', 'Argent Cell takes a BFG card back from the discard pile into the hand', () => {
    const d = turn((g) => {
      g.marines[0]!.weapons.push('bfg-9000');
      toHand(g, 'alpha', 'bfg-9000-2');
      g.marines[0]!.deck.discard.push('bfg-9000-1');
    });
    act(d, 'bonus:bfg-9000-2');
    expect(alpha(d).hand).toContain('bfg-9000-1');
    expect(alpha(d).deck.discard).not.toContain('bfg-9000-1');
  });

  inPlay('shockwave', 'Shockwave stuns every demon adjacent to the marine and no other', () => {
    const d = turn((g) => {
      g.marines[0]!.gloryKills.push('shockwave#1');
      addDemon(g, demonFigure('near-1', 'imp', '2,3'));
      addDemon(g, demonFigure('near-2', 'imp', '1,2'));
    });
    act(d, 'ability:gk:shockwave#1');
    const stunned = (id: string) => d.g.figures.find((f) => f.id === id)!.stunned;
    expect([stunned('near-1'), stunned('near-2'), stunned('target-1')]).toEqual([true, true, false]);
  });

  inPlay('marked-prey', 'Marked Prey lowers a seen demon\'s stagger value by 2 for the round, so fewer hits stagger it', () => {
    // A Hell Knight staggers at 5: with 3 damage it is staggered only once marked.
    const d = turn((g) => {
      g.marines[0]!.gloryKills.push('marked-prey#1');
      g.figures.find((f) => f.id === 'target-1')!.damage = 3;
    });
    const knight = () => d.g.figures.find((f) => f.id === 'target-1')!;
    expect(isStaggered(d.g, knight())).toBe(false);
    act(d, 'ability:gk:marked-prey#1');
    if (d.prompt.kind === 'chooseStaggerTarget') act(d, 'target-1');
    expect(isStaggered(d.g, knight())).toBe(true);
  });

  inPlay(['quartermaster-pack', 'taking-point-hand', 'combat-veteran-hand', 'solo-operative-hand'],
    'Deep Pockets, Point Man, Seasoned and Self-Reliant each raise the hand drawn up to at the end of the activation by 1', () => {
      const drawn = (setup: (g: DoomState) => void) => {
        const d = turn((g) => {
          // A lone marine holds Self-Reliant from setup: the plain case has no squad card.
          g.marines[0]!.classId = 'pointman';
          g.marines[0]!.squad = null;
          setup(g);
          g.marines[0]!.deck.discard.push(...g.marines[0]!.hand);
          g.marines[0]!.hand = [];
        });
        d.answer('end-turn');
        return { hand: alpha(d).hand.length, size: handSize(d.g, alpha(d)) };
      };
      const plain = drawn(() => {});
      const cases = [
        ['quartermaster-pack', (g: DoomState) => { g.marines[0]!.classId = 'quartermaster'; }],
        ['taking-point-hand', (g: DoomState) => { g.marines[0]!.squad = 'taking-point'; }],
        ['combat-veteran-hand', (g: DoomState) => { g.marines[0]!.squad = 'combat-veteran'; }],
        ['solo-operative-hand', (g: DoomState) => { g.marines[0]!.squad = 'solo-operative'; }],
      ] as const;
      for (const [id, setup] of cases) {
        const more = drawn(setup);
        expect(more.size, id).toBe(plain.size + amountOf(id));
        expect(more.hand, id).toBe(plain.hand + amountOf(id));
      }
    });

  inPlay('brawler-momentum', 'Momentum: after a Glory Kill the Brawler may exhaust for 2 movement points, not before', () => {
    const d = turn((g) => {
      g.marines[0]!.classId = 'brawler';
      addDemon(g, demonFigure('prey', 'imp', '3,3', { damage: 2 })); // stagger 2: staggered
      g.marineActivation!.movement = 3; // 2 spaces and 1 for entering the demon's space
    });
    expect(d.prompt.options.some((o) => o.id === 'ability:class:brawler-momentum')).toBe(false);
    act(d, 'move:3,3');
    expect(d.g.marineActivation!.gloryKills).toBe(1);
    const before = d.g.marineActivation!.movement;
    act(d, 'ability:class:brawler-momentum');
    expect(d.g.marineActivation!.movement - before).toBe(amountOf('brawler-momentum'));
    expect(alpha(d).classExhausted).toBe(true);
  });
});
