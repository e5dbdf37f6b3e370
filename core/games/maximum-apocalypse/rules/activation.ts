/**
 * Step 6, Activate Monsters: every monster attached to the survivor whose
 * turn ends attacks, unless stunned, or docile and not hurt this round. The
 * Veteran's player splits the attackers evenly between the Veteran and the
 * Dog, choosing which goes where (a monster that hits everyone hits both).
 */
import type { Ctx } from '../../../engine/context';
import { monsterDef } from '../content';
import type { MAState, Monster } from '../state';
import type { MonsterAttackStep } from './combat';
import { livingBodies } from './queries';
import { resume } from './steps';
import { survivorById, who } from './text';

export function activatingMonsters(g: MAState, survivor: string): Monster[] {
  return g.monsters.filter((m) => {
    if (m.owner !== survivor || m.stunned) return false;
    return !monsterDef(m.card).docile || m.damagedRound === g.round;
  });
}

export function activateMonstersStep(ctx: Ctx<MAState>, step: { survivor: string; answer?: string[] }): void {
  const g = ctx.g;
  const s = survivorById(g, step.survivor);
  if (s.dead) return;
  const mine = g.monsters.filter((m) => m.owner === s.id);
  const acting = activatingMonsters(g, s.id);
  const resting = mine.filter((m) => !acting.includes(m));
  for (const m of resting) {
    const why = m.stunned ? 'is stunned' : 'is docile and unhurt this round';
    ctx.log(`The ${monsterDef(m.card).name} on ${who(s)} ${why} and does not attack.`);
  }
  if (acting.length === 0) return;
  const bodies = livingBodies(s);
  const split = acting.filter((m) => !monsterDef(m.card).hitsAll);
  const target: Record<string, string | null> = {};
  if (bodies.length > 1 && split.length > 0) {
    const dog = bodies.find((b) => b.companion)!;
    const vet = bodies.find((b) => !b.companion)!;
    const half = split.length / 2;
    if (!step.answer) {
      ctx.ask({
        seat: s.seat, kind: 'assignAttackers', rule: 'veteran-dog', min: Math.floor(half), max: Math.ceil(half),
        text: `Split the attackers evenly: which ${split.length === 1 ? 'monster attacks' : 'monsters attack'} the ${dog.name}? The rest attack the ${vet.name}.`,
        options: split.map((m) => ({ id: m.card, label: monsterDef(m.card).name, target: { kind: 'card' as const, id: m.card } })),
      }, resume(step));
      return;
    }
    for (const m of split) target[m.card] = step.answer.includes(m.card) ? dog.id : vet.id;
  }
  ctx.emit({ type: 'monstersActivate', survivor: s.id, monsters: acting.map((m) => m.card), text: `${acting.length === 1 ? 'A monster attacks' : `${acting.length} monsters attack`} at the end of ${who(s)}'s turn.` });
  ctx.push(...acting.map((m): MonsterAttackStep => ({ kind: 'monsterAttack', monster: m.card, mode: 'activate', target: target[m.card] ?? null })));
}
