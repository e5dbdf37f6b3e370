/**
 * The AI faction: one bot per seat, deciding from its own view only, with a
 * one-line reason for each choice. Declarations follow the faction plan
 * (plan.ts); the Support check follows its exact odds (checkOdds.ts); dice
 * counts come from the fight solver (hard) or expected values (normal);
 * loadouts from enumeration (fight.ts). The other prompts are small rules of
 * thumb written out below.
 */
import type { Bot, BotDecision, Prompt } from '../../../engine/types';
import { enemyCard, supportCard, TILES } from '../content';
import type { Tier } from '../content/types';
import { SIEGE_OPPONENT, loadoutPower } from '../rules/effects';
import { CHECK_TARGET } from '../rules/common';
import { FREE_ENTRY } from '../rules/freeMenu';
import type { ComboFilters, RollScore } from '../rules/combos';
import { cardValue } from './cards';
import { checkChoice } from './checkOdds';
import { meanAttack, meanTaken, solveDuel } from './duel';
import { bestLoadoutVsEnemy, bestLoadoutVsPlayer, enumerateLoadouts, opponentOf, specVsEnemy, specVsPlayer, winVsEnemy, winVsPlayer } from './fight';
import { LEVELS, type Level } from './levels';
import { bestReroll, onesOfSnakeEyes, scoreOf, strikeValue } from './reroll';
import { me, stateFromView, unseenSupport, seeded, type V } from './model';
import { CARD_VALUE, factionPlan, fighterInfo, STAT_VALUE } from './plan';
import type { PlayerState } from '../state';

type D = BotDecision;
const pick = (id: string, reason: string): D => ({ optionIds: [id], reason });
const has = (p: Prompt, id: string) => p.options.some((o) => o.id === id);

function declare(view: V, prompt: Prompt, lv: Level): D {
  const plan = factionPlan(view, lv).get(view.seat!);
  if (plan && has(prompt, plan.optionId)) return pick(plan.optionId, plan.reason);
  return pick(has(prompt, 'hold') ? 'hold' : prompt.options[0]!.id, 'no plan fits; waits');
}

function checkValues(view: V) {
  const t = TILES[view.game.check!.tile]!;
  return { keep: 1, reward: Math.round(Math.max(CARD_VALUE[t.tier], t.tier * STAT_VALUE)), tokenCost: 0.25, quadBonus: 1 };
}

function checkRoll(view: V, prompt: Prompt, lv: Level, p: PlayerState): D {
  const dice = view.game.check!.dice;
  if (!lv.exactChecks) {
    // Rules of thumb: stop once 15 stands; with a 1 showing and a token at hand, reroll it before the next die can pair it.
    const sum = dice.reduce((a, b) => a + b, 0);
    if (sum >= CHECK_TARGET && has(prompt, 'stop')) return pick('stop', `stops at ${sum}: the check is passed`);
    if (dice.includes(1) && has(prompt, 'reroll') && has(prompt, 'roll')) return pick('reroll', 'rerolls the 1 before another 1 can make snake eyes');
    return has(prompt, 'roll') ? pick('roll', 'rolls the next die') : pick(has(prompt, 'stop') ? 'stop' : prompt.options[0]!.id, 'all four dice are down');
  }
  const best = checkChoice(dice, p.tokens, checkValues(view));
  const odds = `expected value ${best.value.toFixed(2)}`;
  if (best.action.kind === 'reroll' && has(prompt, 'reroll')) return pick('reroll', `a token to reroll is worth it (${odds})`);
  if (best.action.kind === 'roll' && has(prompt, 'roll')) return pick('roll', `another die is worth the snake-eyes risk (${odds})`);
  return pick(has(prompt, 'stop') ? 'stop' : prompt.options[0]!.id, `stopping is best (${odds})`);
}

function checkReroll(view: V, prompt: Prompt, lv: Level, p: PlayerState): D {
  const dice = view.game.check!.dice;
  if (!lv.exactChecks) {
    const ones = dice.map((d, i) => (d === 1 ? i : -1)).filter((i) => i >= 0);
    const which = ones.length ? ones : [dice.indexOf(Math.min(...dice))];
    return { optionIds: which.map((i) => `d${i}`), reason: `rerolls ${which.map((i) => dice[i]).join(', ')}` };
  }
  const best = checkChoice(dice, p.tokens, checkValues(view));
  const which = best.action.kind === 'reroll' ? best.action.dice : [dice.indexOf(Math.min(...dice))];
  return { optionIds: which.map((i) => `d${i}`), reason: `rerolls ${which.map((i) => dice[i]).join(', ')}` };
}

const loadoutCache = new Map<string, string[]>();

/** The loadout this bot wants for the current fight: the same answer at every slot, so it is kept for the fight. */
function wantedLoadout(view: V, lv: Level, p: PlayerState): string[] {
  const c = view.game.combat!;
  // Everything the search reads, so a cached answer is the answer a fresh search would give (replays depend on it).
  const key = JSON.stringify([lv.id, p.seat, p.hp, p.tokens, p.stats, p.hand, c.tile, c.enemy, c.siege ? [c.attackers, c.defender, c.loadouts.map((l) => l.cards), view.game.round, view.game.players.map((x) => [x.seat, x.hp, x.handCount, x.stats])] : null]);
  const hit = loadoutCache.get(key);
  if (hit) return hit;
  const want = searchLoadout(view, lv, p);
  if (loadoutCache.size > 256) loadoutCache.clear();
  loadoutCache.set(key, want);
  return want;
}

function searchLoadout(view: V, lv: Level, p: PlayerState): string[] {
  const c = view.game.combat!;
  const f = fighterInfo(p);
  if (c.enemy) {
    const e = enemyCard(c.enemy.card);
    if (!lv.loadoutSearch) return enumerateLoadouts(p.hand, e.deck === 'raids', p.stats).sort((a, b) => b.length - a.length)[0] ?? [];
    return bestLoadoutVsEnemy(f, p.hand, e, c.enemy.hp, 3).cards;
  }
  const foe = guessFoe(view, p);
  return bestLoadoutVsPlayer(f, p.hand, foe, true).cards;
}

/** The other player in a siege, with a hand guessed from the cards this seat cannot see. */
function guessFoe(view: V, p: PlayerState) {
  const c = view.game.combat!;
  const other = c.attackers[0]!.seat === p.seat ? c.defender!.seat : c.attackers[0]!.seat;
  const o = view.game.players.find((x) => x.seat === other)!;
  const shown = c.loadouts.find((l) => l.owner === other)?.cards;
  let cards = shown ?? null;
  if (!cards) {
    const pool = unseenSupport(view);
    const rand = seeded(view.game.round * 31 + o.handCount);
    const hand: string[] = [];
    for (let i = 0; i < o.handCount && pool.length; i++) hand.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]!);
    cards = enumerateLoadouts(hand.sort((a, b) => cardValue(b, o) - cardValue(a, o)).slice(0, 6), true, o.stats)
      .sort((a, b) => loadoutPower(b, o.stats.ip, SIEGE_OPPONENT).attack - loadoutPower(a, o.stats.ip, SIEGE_OPPONENT).attack)[0] ?? [];
  }
  return { hp: o.hp, ap: o.stats.ap, ip: o.stats.ip, cards };
}

function loadout(view: V, prompt: Prompt, lv: Level, p: PlayerState): D {
  const want = wantedLoadout(view, lv, p);
  const chosen = prompt.options.filter((o) => want.includes(o.id)).map((o) => o.id).slice(0, prompt.max);
  // A siege's loadouts stay sealed until both are picked: the reason must not name the cards (the log is public).
  const sealed = view.game.combat!.siege;
  const names = (ids: string[]) => sealed ? (ids.length === 1 ? 'a Settlement' : 'two Settlements') : ids.map((id) => supportCard(id).name).join(' and ');
  if (prompt.max > 1 || prompt.min === 0) return { optionIds: chosen, reason: chosen.length ? `deploys ${names(chosen)}` : 'deploys no Settlement' };
  if (!chosen[0]) return pick('none', 'no card of this type helps here');
  return pick(chosen[0], sealed ? 'fills the slot from the best loadout found' : `${supportCard(chosen[0]).name} belongs in the best loadout found`);
}

function filtersOf(view: V, p: PlayerState): ComboFilters {
  const c = view.game.combat!;
  if (!c.enemy) return {};
  const e = enemyCard(c.enemy.card);
  const mine = c.loadouts.find((l) => l.owner === p.seat)?.cards ?? [];
  const ign = loadoutPower(mine, p.stats.ip, { cls: e.deck === 'creatures' ? 'creature' : 'raid', type: e.type }).ignores;
  const fx = e.effects.filter((x) => !ign.includes(x));
  return { snare: fx.includes('snare'), agility: fx.includes('agility') };
}

function rollDice(view: V, prompt: Prompt, lv: Level, p: PlayerState): D {
  const c = view.game.combat!;
  const attack = prompt.kind === 'attackDice';
  const mine = c.loadouts.find((l) => l.owner === p.seat)?.cards ?? [];
  const e = c.enemy ? enemyCard(c.enemy.card) : null;
  const incoming = e ? e.ap : (c.pendingAttack ?? 0);
  if (!attack && has(prompt, 'heal') && lv.id !== 'easy' && p.hp <= incoming && p.hp + 5 > incoming) {
    return pick('heal', `heals first: ${p.hp} HP would not survive a blow of ${incoming}`);
  }
  if (!lv.exactDice) {
    if (lv.id === 'easy') return pick('dice:4', 'always rolls all four dice');
    const f = filtersOf(view, p);
    const pw = e ? loadoutPower(mine, p.stats.ip, { cls: e.deck === 'creatures' ? 'creature' : 'raid', type: e.type }) : loadoutPower(mine, p.stats.ip, SIEGE_OPPONENT);
    const armor = e?.effects.includes('armor') && !pw.ignores.includes('armor');
    const scores = [0, 1, 2, 3, 4].map((n) => attack ? meanAttack(n, pw.attack + (armor ? 0 : p.stats.ap), f) : -meanTaken(n, incoming, pw.defense, f));
    const n = scores.indexOf(Math.max(...scores));
    return pick(`dice:${n}`, `${n} ${n === 1 ? 'die' : 'dice'} give the best expected ${attack ? 'damage' : 'defence'}`);
  }
  const f = fighterInfo(p);
  f.hp = p.hp;
  const fighter = [...c.attackers, ...(c.defender ? [c.defender] : [])].find((x) => x.seat === p.seat)!;
  let n: number;
  let odds: number;
  if (e) {
    const spec = specVsEnemy({ ...f, reserve: Math.min(p.tokens, 3) * 5 }, mine, e, c.enemy!.hp, true);
    const hp = p.hp + Math.min(p.tokens, 3) * 5;
    const table = solveDuel({ ...spec, myHp: Math.max(spec.myHp, hp) });
    n = table.bestDice(attack, hp, c.enemy!.hp, fighter.poisoned);
    odds = table.before(attack, hp, c.enemy!.hp, fighter.poisoned);
  } else {
    const foe = guessFoe(view, p);
    const spec = specVsPlayer({ ...f, reserve: 0 }, mine, foe, true);
    const table = solveDuel({ ...spec, myHp: Math.max(spec.myHp, p.hp) });
    const otherSeat = c.attackers[0]!.seat === p.seat ? c.defender!.seat : c.attackers[0]!.seat;
    const other = view.game.players.find((x) => x.seat === otherSeat)!;
    n = table.bestDice(attack, p.hp, other.hp, false);
    odds = table.before(attack, p.hp, other.hp, false);
  }
  return pick(`dice:${n}`, `${n} ${n === 1 ? 'die' : 'dice'} give the best chance to win (${Math.round(odds * 100)}%)`);
}

/** What the fight's next strike counts besides the dice: the attack bonus that lands (Support, and AP unless Armor stops it), the defence Support blocks, the blow. */
function strikeNumbers(view: V, p: PlayerState) {
  const c = view.game.combat!;
  const mine = c.loadouts.find((l) => l.owner === p.seat)?.cards ?? [];
  const e = c.enemy ? enemyCard(c.enemy.card) : null;
  const pw = e ? loadoutPower(mine, p.stats.ip, opponentOf(e)) : loadoutPower(mine, p.stats.ip, SIEGE_OPPONENT);
  const fx = new Set(e ? e.effects.filter((x) => !pw.ignores.includes(x)) : []);
  return { e, mine, bonus: pw.attack + (fx.has('armor') ? 0 : p.stats.ap), block: pw.defense, incoming: e ? e.ap : (c.pendingAttack ?? 0), poison: fx.has('poison') };
}

/**
 * What a reroll must gain on average (damage dealt or HP kept) for the easy and normal levels to spend a token:
 * a token kept heals 5 HP later, and the snake eyes that call for a reroll bring one back.
 */
const TOKEN_PRICE = 3;

function reroll(view: V, prompt: Prompt, lv: Level, p: PlayerState): D {
  const c = view.game.combat!;
  const roll = c.roll!;
  const attack = roll.purpose === 'attack';
  const f = filtersOf(view, p);
  const n = strikeNumbers(view, p);
  const dice = roll.dice;
  const named = (which: number[]) => which.map((i) => dice[i]).join(', ');
  if (lv.id === 'easy') {
    // A rule of thumb: never let a critical through while a token is at hand and the strike has something to lose.
    const ones = onesOfSnakeEyes(dice);
    const stake = attack ? n.bonus : n.block;
    if (ones.length > 0 && stake >= TOKEN_PRICE) return { optionIds: ones.map((i) => `d${i}`), reason: `rerolls ${named(ones)}: snake eyes would cost ${stake} ${attack ? 'damage' : 'HP of Support'}` };
    return pick('keep', ones.length > 0 ? 'snake eyes cost little here: keeps the token' : 'keeps the roll');
  }
  const value = (s: RollScore) => strikeValue(s, attack, n.bonus, n.incoming, n.block);
  if (lv.id === 'hard' && n.e && c.enemy) {
    // The chance to win the fight from where the roll leaves it, keeping the token (it heals 5 HP later) or spending it.
    const fighter = [...c.attackers, ...(c.defender ? [c.defender] : [])].find((x) => x.seat === p.seat)!;
    const fi = { ...fighterInfo(p), hp: p.hp, reserve: Math.min(p.tokens, 3) * 5 };
    const spec = specVsEnemy(fi, n.mine, n.e, c.enemy.hp, true);
    const hpKeep = p.hp + Math.min(p.tokens, 3) * 5;
    const hpSpend = p.hp + Math.min(p.tokens - 1, 3) * 5;
    const table = solveDuel({ ...spec, myHp: Math.max(spec.myHp, hpKeep) });
    const foeHp = c.enemy.hp;
    const win = (hp: number) => (s: RollScore) => {
      if (attack) {
        const left = foeHp - value(s);
        return left <= 0 ? 1 : table.before(false, hp, left, fighter.poisoned);
      }
      const taken = -value(s);
      const h = hp - taken;
      return h <= 0 ? 0 : table.before(true, h, foeHp, fighter.poisoned || (n.poison && taken > 0));
    };
    const keep = win(hpKeep)(scoreOf(dice, attack, f));
    const best = bestReroll(dice, attack, f, win(hpSpend), keep);
    const pct = (x: number) => `${Math.round(x * 100)}%`;
    if (best.which.length === 0 || best.gain < 0.005) return pick('keep', `keeping the roll and the token: ${pct(keep)} to win; a reroll would not raise it`);
    return { optionIds: best.which.map((i) => `d${i}`), reason: `rerolls ${named(best.which)}: ${pct(keep)} to win keeping, ${pct(keep + best.gain)} with the reroll` };
  }
  const now = value(scoreOf(dice, attack, f));
  const best = bestReroll(dice, attack, f, value, now, `${n.bonus}|${n.incoming}|${n.block}`);
  if (best.gain < TOKEN_PRICE || best.which.length === 0) return pick('keep', `a reroll gains ${best.gain.toFixed(1)} ${attack ? 'damage' : 'HP'} on average: not worth a token`);
  return { optionIds: best.which.map((i) => `d${i}`), reason: `rerolls ${named(best.which)} for about +${best.gain.toFixed(1)} ${attack ? 'damage' : 'HP'}` };
}

function revive(view: V, prompt: Prompt, lv: Level, p: PlayerState): D {
  if (has(prompt, 'heal')) return pick('heal', 'a safety token buys 5 HP');
  const c = view.game.combat!;
  const sacs = prompt.options.filter((o) => o.id.startsWith('sac:'));
  const deploys = prompt.options.filter((o) => o.id.startsWith('deploy:') && supportCard(o.id.slice(7)).slot === 'settlement');
  if (lv.id === 'easy' && p.lives > 1) return pick('yield', 'gives up');
  const defenderOff = c.defender?.seat === p.seat && !c.defenderOnTile;
  if (defenderOff && view.game.tiles[c.tile]!.tokens <= 1) return pick('yield', 'one token is not worth a card');
  if (deploys[0]) return pick(deploys[0].id, `deploys ${supportCard(deploys[0].id.slice(7)).name} for its HP`);
  if (sacs.length === 0) return pick('yield', 'nothing left to revive with');
  const cheapest = [...sacs].sort((a, b) => cardValue(a.id.slice(4), p) - cardValue(b.id.slice(4), p))[0]!;
  const card = cheapest.id.slice(4);
  const hp = supportCard(card).hp || 3;
  let odds = 0.5;
  if (c.enemy) odds = winVsEnemy({ ...fighterInfo(p), hp, reserve: 0 }, c.loadouts.find((l) => l.owner === p.seat)?.cards ?? [], enemyCard(c.enemy.card), c.enemy.hp);
  else odds = winVsPlayer({ ...fighterInfo(p), hp, reserve: 0 }, c.loadouts.find((l) => l.owner === p.seat)?.cards ?? [], guessFoe(view, p), true);
  const cost = cardValue(card, p);
  const stake = p.lives === 1 ? 20 : 3;
  if (odds * stake > cost * 0.5 || p.lives === 1) return pick(cheapest.id, `sacrifices ${supportCard(card).name}: ${Math.round(odds * 100)}% to win from here`);
  return pick('yield', `only ${Math.round(odds * 100)}% from here: not worth its cheapest card`);
}

function chooseDefender(view: V, prompt: Prompt, lv: Level): D {
  const state = stateFromView(view);
  const candidates = prompt.options.filter((o) => o.id !== 'forfeit');
  if (lv.id === 'easy') return pick(candidates[0]!.id, 'sends the first player');
  const siege = view.game.siege;
  const attacker = siege ? state.players.find((x) => x.seat === siege.seat) : undefined;
  const tileTokens = siege ? view.game.tiles[siege.tile]!.tokens : 1;
  let best = { id: candidates[0]!.id, p: -1 };
  for (const o of candidates) {
    const d = state.players.find((x) => x.seat === o.id)!;
    if (!attacker) break;
    const foeView = view.game.players.find((x) => x.seat === attacker.seat)!;
    const rand = seeded(view.game.round * 17 + foeView.handCount);
    const pool = unseenSupport(view);
    const hand: string[] = [];
    for (let i = 0; i < foeView.handCount && pool.length; i++) hand.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]!);
    const theirs = enumerateLoadouts(hand.slice(0, 6), true, attacker.stats)[0] ?? [];
    const mine = bestLoadoutVsPlayer(fighterInfo(d), d.hand, { hp: attacker.hp, ap: attacker.stats.ap, ip: attacker.stats.ip, cards: theirs }, false);
    if (mine.p > best.p) best = { id: o.id, p: mine.p };
  }
  if (best.p >= 0 && best.p < 0.3 && tileTokens <= 1 && has(prompt, 'forfeit')) return pick('forfeit', `the best defender has only ${Math.round(best.p * 100)}%: not worth a fight`);
  return pick(best.id, best.p >= 0 ? `${best.id} has the best odds (${Math.round(best.p * 100)}%)` : 'sends the first player');
}

function statPoint(lv: Level, p: PlayerState): D {
  if (lv.id === 'easy') return pick('hp', 'more HP');
  const needIp = p.hand.flatMap((id) => supportCard(id).abilities.map((a) => a.minIP ?? 0)).filter((n) => n > p.stats.ip && n <= p.stats.ip + 1);
  if (needIp.length > 0 && lv.id === 'hard') return pick('ip', 'one more IP switches on a card ability');
  if (p.stats.ap < 2 || p.stats.hp >= 10 + 3 * p.stats.ap) return pick('ap', 'AP adds to every attack');
  return pick('hp', 'more HP to survive the bigger fights');
}

function freeAction(view: V, prompt: Prompt, lv: Level, p: PlayerState): D {
  const close = prompt.options.find((o) => o.id.startsWith('close:'));
  if (close && lv.id !== 'easy') return pick(close.id, 'closes a territory the other faction can no longer reach');
  if (has(prompt, 'heal') && p.stats.hp - p.hp >= 5 && p.tokens > (lv.buys ? 0 : 1)) return pick('heal', `heals 5 of ${p.stats.hp - p.hp} missing HP`);
  if (p.hand.length >= 9 && lv.id !== 'easy') {
    const worst = [...p.hand].sort((a, b) => cardValue(a, p) - cardValue(b, p))[0]!;
    if (cardValue(worst, p) < STAT_VALUE && has(prompt, `sell:${worst}`)) return pick(`sell:${worst}`, `${supportCard(worst).name} is worth less than a stat point`);
  }
  return pick('done', 'ends the turn');
}

function startZone(prompt: Prompt, lv: Level, p: PlayerState): D {
  const take = p.stored.map((id) => ({ id, v: cardValue(id, p) })).sort((a, b) => b.v - a.v)[0];
  if (take && p.hand.length < 10 && has(prompt, `take:${take.id}`)) return pick(`take:${take.id}`, 'takes its best stored card back');
  if (lv.id === 'hard' && p.stats.ip > 0 && has(prompt, 'shift:ip:ap')) {
    const needs = p.hand.some((id) => supportCard(id).abilities.some((a) => (a.minIP ?? 0) >= p.stats.ip));
    if (!needs) return pick('shift:ip:ap', 'no card needs that much IP: AP hits harder');
  }
  return pick('done', 'done at the Start Zone');
}

function decide(view: V, asked: Prompt, lv: Level): D {
  const p = me(view);
  // The AI weighs free actions where it always has (the end of the turn, a heal offered before a blow, a revive):
  // it never opens the "Free actions…" list, so that entry is not one of its options.
  if (asked.kind === 'freeMenu') return pick('back', 'nothing to do on the side');
  const prompt = has(asked, FREE_ENTRY) ? { ...asked, options: asked.options.filter((o) => o.id !== FREE_ENTRY) } : asked;
  switch (prompt.kind) {
    case 'build': return pick(has(prompt, lv.build) ? lv.build : prompt.options[0]!.id, `starts as ${prompt.options.find((o) => o.id === lv.build)?.label ?? 'listed first'}`);
    case 'choosePad': {
      const mates = view.game.players.filter((x) => x.faction === p.faction).map((x) => x.seat);
      const order = [0, 2, 1, 3];
      const o = prompt.options[order[mates.indexOf(p.seat) % 4]!] ?? prompt.options[0]!;
      return pick(o.id, 'spreads the faction over both quadrants');
    }
    case 'declare': return declare(view, prompt, lv);
    case 'checkRoll': return checkRoll(view, prompt, lv, p);
    case 'checkReroll': return checkReroll(view, prompt, lv, p);
    case 'checkFailed': return pick('claim', 'a tile without reward is still a point');
    case 'supportReward': {
      const t = TILES[view.game.check!.tile]!;
      const card = CARD_VALUE[t.tier as Tier];
      if (lv.id !== 'easy' && (p.hand.length >= 8 || t.tier * STAT_VALUE > card)) return pick('stats', 'stat points last');
      return pick('card', 'a card for the fights ahead');
    }
    case 'keepCard': {
      const best = [...prompt.options].sort((a, b) => cardValue(b.id, p) - cardValue(a.id, p))[0]!;
      // The kept card is hidden from the other faction; the log line is not.
      return pick(best.id, 'keeps the strongest card for this character');
    }
    case 'statPoint': return statPoint(lv, p);
    case 'loadout': return loadout(view, prompt, lv, p);
    case 'attackDice':
    case 'defenseDice': return rollDice(view, prompt, lv, p);
    case 'reroll': return reroll(view, prompt, lv, p);
    case 'revive': return revive(view, prompt, lv, p);
    case 'relinquish': {
      const worst = [...prompt.options].sort((a, b) => cardValue(a.id, p) - cardValue(b.id, p))[0]!;
      return pick(worst.id, 'gives up the weakest Settlement');
    }
    case 'chooseDefender': return chooseDefender(view, prompt, lv);
    case 'overLimit': {
      const worst = [...p.hand].sort((a, b) => cardValue(a, p) - cardValue(b, p))[0]!;
      const store = `store:${worst}`;
      return pick(has(prompt, store) ? store : `sell:${worst}`, has(prompt, store) ? 'stores its weakest card' : 'sells its weakest card');
    }
    case 'sellFor': return pick('stat', 'a stat point lasts; a token counts against us');
    case 'startZoneAction': return startZone(prompt, lv, p);
    case 'freeAction': return freeAction(view, prompt, lv, p);
    default: return pick(prompt.options[0]!.id, 'takes the first option');
  }
}

export function aiBot(level: Level['id']): Bot<V> {
  const lv = LEVELS[level];
  const names = { easy: 'Easy faction', normal: 'Normal faction', hard: 'Hard faction' } as const;
  return { id: level, name: names[level], decide: (view, prompt) => decide(view, prompt, lv) };
}
