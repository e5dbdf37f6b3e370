/**
 * What a roll does, by kind of fight: armies lost (and turned, in the
 * zombie and plague scenarios), borders closed or broken, cure parts found,
 * the mothership brought down. Then the fight's continuation resumes.
 */
import type { Ctx } from '../../../engine/context';
import { setDiceReadout } from '../../../engine/diceReadout';
import { SCENARIO_NUMBERS } from '../content/numbers';
import type { RiskState } from '../state';
import { addTroops, apocWord, player, sideName, SideName, sideVerb, T, terrName, troopsOf } from './board';
import type { FightStep } from './combat';
import { apocalytesLose, convertsLosses, playerLoses } from './losses';
import { checkEliminations, settle } from './ownership';
import { privateCureRoll } from './scenarios/plagueCure';
import { unnest } from './steps';

type C = Ctx<RiskState>;

/** Player armies a successful apocalyte hit kills (demons kill three). */
function killsPerHit(g: RiskState): number {
  return g.scenario === 'demons' ? SCENARIO_NUMBERS.demons.killsWhenAttacking : 1;
}

/** The attacker's losses in an inter-territory attack come first from its armies already in the target, then from the source. */
function attackerLoses(ctx: C, f: FightStep, n: number): void {
  const g = ctx.g;
  if (f.attacker === 'apoc') { apocalytesLose(ctx, f.from, n, f.at); return; }
  const toApoc = f.defender === 'apoc' && convertsLosses(g);
  let left = n;
  if (!f.intra) left -= playerLoses(ctx, f.at, f.attacker, Math.min(left, troopsOf(T(g, f.at), f.attacker)), toApoc);
  if (left > 0) playerLoses(ctx, f.from, f.attacker, left, toApoc);
}

export function resolveFight(ctx: C, f: FightStep, attLoss: number, defLoss: number): void {
  const g = ctx.g;
  const where = terrName(f.at);
  switch (f.mode) {
    case 'attack': {
      const cured = g.scenario === 'plague' && f.defender === 'apoc' && f.attacker !== 'apoc' && player(g, f.attacker).cured;
      if (f.defender === 'apoc') {
        if (cured) {
          // Finding a Cure: infected beaten by a cure holder become the attacker's armies, and the attacker loses none.
          const n = Math.min(defLoss, T(g, f.at).apoc);
          if (n > 0) {
            T(g, f.at).apoc -= n;
            addTroops(T(g, f.at), f.attacker, n);
            ctx.emit({ type: 'cured', territory: f.at, seat: f.attacker, count: n, text: `${sideName(g, f.attacker)} cures ${apocWord(g, n)} in ${where}; they join ${sideName(g, f.attacker)}.` });
          }
        } else if (g.scenario === 'demons' && defLoss > 0) {
          // Demon Combat: a hit on a defending demon needs doubles on two dice to kill it.
          const r = ctx.roll(['d6', 'd6'], { seat: f.attacker as string, purpose: 'Banish demon', text: `${sideName(g, f.attacker)} tries to banish a demon in ${where}: ` });
          const dbl = r[0]!.value === r[1]!.value;
          const ev = ctx.events[ctx.events.length - 1]!;
          ev.text = `${String(ev.text)}${r[0]!.value} and ${r[1]!.value}${dbl ? ', doubles!' : ', no doubles.'}`;
          setDiceReadout(ctx.events, { title: `${SideName(g, f.attacker)} tries to banish a demon in ${where}`, lines: [`A hit kills a defending demon only on doubles: ${r[0]!.value} and ${r[1]!.value}, ${dbl ? 'doubles, it is banished' : 'no doubles, it stays'}.`] });
          if (dbl) apocalytesLose(ctx, f.at, 1, f.intra ? f.at : f.from);
        } else {
          apocalytesLose(ctx, f.at, defLoss, f.intra ? f.at : f.from);
        }
      } else {
        playerLoses(ctx, f.at, f.defender, defLoss, false);
      }
      if (!cured) {
        const perHit = f.defender === 'apoc' && g.scenario === 'demons' ? SCENARIO_NUMBERS.demons.killsWhenDefending : 1;
        attackerLoses(ctx, f, attLoss * perHit);
      }
      break;
    }
    case 'apocAttack': {
      const defender = f.defender as string;
      playerLoses(ctx, f.at, defender, defLoss * killsPerHit(g), convertsLosses(g));
      // The plague's infected are never removed, and demons cannot fall while attacking.
      if (g.scenario !== 'plague' && g.scenario !== 'demons') apocalytesLose(ctx, f.at, attLoss, f.at);
      break;
    }
    case 'oppose': {
      // Opposing Attacks: only the defenders can lose armies.
      const defender = f.defender;
      const perHit = f.attacker === 'apoc' ? killsPerHit(g) : 1;
      // Mutants oppose too (Mutant Combat: they use supplies "like players").
      if (defender === 'apoc') apocalytesLose(ctx, f.at, defLoss, f.from);
      else playerLoses(ctx, f.at, defender, defLoss * perHit, f.attacker === 'apoc' && convertsLosses(g));
      settle(ctx, f.at);
      checkEliminations(ctx);
      const broken = defLoss >= f.need;
      ctx.emit({
        type: 'borderOpposed', territory: f.at, from: f.from, broken, successes: defLoss,
        text: broken
          ? `${SideName(g, f.attacker)} force${f.attacker === 'apoc' ? '' : 's'} the border into ${where} with ${defLoss} success${defLoss === 1 ? '' : 'es'}.`
          : `${SideName(g, defender)} ${sideVerb(defender, 'holds', 'hold')} the border of ${where} against ${sideName(g, f.attacker)}.`,
      });
      if (broken) { if (f.then) ctx.push(unnest(f.then)); } else {
        ctx.push({ kind: 'closeAfterOppose', seat: defender, terr: f.at, other: f.from, then: f.blocked });
      }
      return;
    }
    case 'barricade': {
      // Breaking Borders: only the attackers can lose armies.
      attackerLoses(ctx, { ...f, intra: true, at: f.from }, attLoss);
      const broken = defLoss >= f.need;
      const b = g.barricades.find((x) => (x.terr === f.at && x.other === f.from) || (x.terr === f.from && x.other === f.at));
      if (broken && b) {
        g.barricades = g.barricades.filter((x) => x !== b);
        g.broken.push({ a: f.from, b: f.at, round: g.round, turn: g.turn.index });
        ctx.emit({ type: 'barricadeBroken', territory: b.terr, other: b.other, strong: b.strong, text: `${SideName(g, f.attacker)} break${f.attacker === 'apoc' ? '' : 's'} the ${b.strong ? 'strong' : 'weak'} barricade between ${terrName(f.from)} and ${where}.` });
      } else {
        ctx.emit({ type: 'barricadeHeld', territory: f.at, other: f.from, text: `The barricade between ${terrName(f.from)} and ${where} holds.` });
      }
      settle(ctx, f.from);
      checkEliminations(ctx);
      if (broken) { if (f.then) ctx.push(unnest(f.then)); } else if (f.blocked) ctx.push(unnest(f.blocked));
      return;
    }
    case 'cure': {
      const seat = f.attacker as string;
      const need = SCENARIO_NUMBERS.plague.cureSuccessesNeeded;
      ctx.emit({ type: 'cureAttempt', territory: f.from, target: f.at, seat, successes: defLoss, text: `${sideName(g, seat)} studies the infected in ${where}: ${defLoss} success${defLoss === 1 ? '' : 'es'}${defLoss >= need ? '.' : ', not enough.'}` });
      if (defLoss >= need) privateCureRoll(ctx, seat);
      break;
    }
    case 'mothership': {
      const seat = f.attacker as string;
      if (defLoss > 0) {
        g.mothershipDestroyed = true;
        ctx.emit({ type: 'mothershipDestroyed', territory: f.at, seat, text: `${sideName(g, seat)} destroys the mothership in ${where}!` });
      } else {
        ctx.emit({ type: 'mothershipHeld', territory: f.at, seat, text: `The mothership in ${where} shrugs off ${sideName(g, seat)}'s strike.` });
      }
      break;
    }
  }
  settle(ctx, f.at);
  if (f.from !== f.at) settle(ctx, f.from);
  checkEliminations(ctx);
  if (f.then) ctx.push(unnest(f.then));
}
