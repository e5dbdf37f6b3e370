/**
 * The team action segment (rulebook "Team Action Segment"): each hero may
 * recruit, give first aid, earn gifts, renew and use special team actions,
 * each action once (gifts as many as he can pay for), in any order. The
 * rules ask the heroes in turn order, each doing what he wants, and then go
 * round again as long as anyone did something in the last pass, so a hero can
 * act after another hero's action (the rulebook's "exchange first aids").
 * A hero who said Done is asked again only when another hero's action opened
 * something he did not have then (courage in the pool for a gift, a wound to
 * treat): one Done ends his team actions, and a question with nothing to
 * choose but Done is never asked.
 */
import type { PromptOption } from '../../../../engine/types';
import { HERO_BY_ID } from '../../content';
import { count } from '../../content/words';
import type { Hero, PAState } from '../../state';
import { ambushIn, areaName, captainSeat, heroAt, heroName, HELL, inShadow, liveHeroes, turnOrder } from '../board';
import { recruitsHere } from '../mapTracks';
import { effectParam, effectSource, hasEffect } from '../effects';
import { DIVINE_LEGION, DIVINE_LEGION_STEP, divineLegionOptions } from '../divineIntervention';
import { askPoolApproval } from '../poolApproval';
import type { Answered, H } from '../types';
import { earnGift, giftOptions, giftPrice, heroGiftExtra } from './earnGift';
import { autopsy, autopsyOptions, firstAidCost, firstAidOptions, giveFirstAid } from './firstAid';
import { astronautCost, astronautJump, astronautOptions, cosmonautCost, cosmonautOptions, cosmonautRelief } from './astronauts';
import { recruitable, startRecruit } from './recruit';
import { canRenew, renew, RENEW_COST, RENEW_LUCK } from './renew';

const teamActions: H = (ctx) => {
  const g = ctx.g;
  ctx.emit({ type: 'phaseStarted', phase: 'team', stage: 'teamActions', round: g.round, text: 'Team actions: recruit, first aid, gifts, renew.' });
  for (const h of g.heroes) h.team = { recruit: false, firstAid: false, renew: false, fidget: false, brigadier: false, declined: null };
  ctx.push({ kind: 'teamPass', first: true });
};

/** One pass round the table; another follows while anyone acted in this one. */
const teamPass: H<{ kind: string; first: boolean }> = (ctx, step) => {
  const g = ctx.g;
  if (!step.first && !g.teamActed) return;
  g.teamActed = false;
  ctx.push(...turnOrder(g).map((seat) => ({ kind: 'teamTurn', seat })), { kind: 'teamPass', first: false });
};

function brigadierRoom(g: PAState, h: Hero): number {
  if (!hasEffect(h, 'raiseVolunteerAmbush') || h.team.brigadier || h.area === HELL || inShadow(g, h.area)) return 0;
  const here = ambushIn(g, h.area);
  if (here && here.type !== 'volunteer') return 0;
  return Math.min(effectParam(h, 'raiseVolunteerAmbush', 'count', 2), g.troopStock.volunteer ?? 0, 4 - (here?.count ?? 0));
}

/** Heading of the team actions that are not gifts or first aid. */
const TEAM = 'Team actions';

/** What the game's troopers cost (1 to 5 in the core game, 2 to 6 in Russia, 3 and 4 on the Moon Base). */
function costRange(g: PAState): string {
  const costs = recruitable(g).map((t) => t.cost);
  return `troopers cost ${Math.min(...costs)} to ${Math.max(...costs)} points`;
}

export function teamOptions(g: PAState, h: Hero): PromptOption[] {
  const opts: PromptOption[] = [];
  if (!h.team.recruit && recruitsHere(g, h.area)) opts.push({ id: 'recruit', label: 'Recruit (roll 1d4)', group: TEAM, detail: costRange(g) });
  // Stragglers (Victor Steele): recruit away from a start, at 1d4 minus the penalty.
  if (!h.team.recruit && !recruitsHere(g, h.area) && h.area !== HELL && hasEffect(h, 'recruitAnywhere')) {
    opts.push({ id: 'recruitAway', label: `${effectSource(h, 'recruitAnywhere', 'Stragglers')}: recruit here (roll 1d4 minus ${effectParam(h, 'recruitAnywhere', 'penalty', 1)})`, group: TEAM, detail: costRange(g) });
  }
  // Legal Expert (Bernice): hand the captain marker to any hero, herself included (FAQ).
  if (hasEffect(h, 'giveCaptain') && !h.team.legal) {
    for (const other of liveHeroes(g)) {
      if (other.seat === captainSeat(g)) continue;
      opts.push({ id: `legal:${other.seat}`, label: `${effectSource(h, 'giveCaptain', 'Legal Expert')}: make ${other.seat === h.seat ? 'yourself' : heroName(other)} captain`, group: TEAM, target: { kind: 'figure', id: other.seat } });
    }
  }
  if (!h.team.firstAid) opts.push(...firstAidOptions(g, h), ...autopsyOptions(g, h));
  opts.push(...giftOptions(g, h, 'gift', false));
  if (hasEffect(h, 'giftWithoutSurcharge') && !h.team.fidget) {
    opts.push(...giftOptions(g, h, 'fidget', true, 'Fidget, Fetch!').map((o) => ({ ...o, label: `Fidget, Fetch!: ${o.label}` })));
  }
  // "All players together must spend 9 courage": the team's courage, luck and pool count.
  if (!h.team.renew && canRenew(g)) opts.push({ id: 'renew', label: `Renew: the team pays ${RENEW_COST} courage for ${RENEW_LUCK} luck`, group: TEAM, detail: 'shared among the heroes and the pool' });
  const room = brigadierRoom(g, h);
  if (room > 0) opts.push({ id: 'brigadier', label: `Brigadier: raise ${count(room, 'Volunteer', 'Volunteers')} in ambush here`, group: TEAM, target: { kind: 'area', id: h.area } });
  // The Moon Base's Astronauts: any hero may pay for an Astronaut ambush to jump.
  opts.push(...astronautOptions(g, h));
  // Cosmonauts (space troopers, ours): any hero may pay to reinforce one of their ambushes.
  opts.push(...cosmonautOptions(g, h));
  if (h.luck > 0) opts.push({ id: 'luck', label: 'Trade 1 luck for 1 courage', group: TEAM, detail: `luck ${h.luck}, courage ${h.courage}` });
  opts.push(...divineLegionOptions(g, h.seat));
  opts.push({ id: 'done', label: 'Done with team actions' });
  return opts;
}

/** Options that are actions (not Done, not the luck trade or Divine Intervention, always there while he has them). */
function actionIds(options: PromptOption[]): string[] {
  return options.map((o) => o.id).filter((id) => id !== 'done' && id !== 'luck' && id !== DIVINE_LEGION);
}

const teamTurn: H<{ kind: string; seat: string }> = (ctx, step) => {
  const g = ctx.g;
  const h = heroAt(g, step.seat);
  if (h.dead || !h.heroId || ctx.state.result) return;
  const options = teamOptions(g, h);
  const actions = actionIds(options);
  if (options.length === 1) return; // only Done: nothing to decide
  const declined = h.team.declined;
  if (declined && actions.every((id) => declined.includes(id))) return;
  ctx.ask({
    seat: h.seat, kind: 'teamAction', rule: 'team-phase', options,
    text: `${heroName(h)} in ${areaName(g, h.area)} (courage ${h.courage}, pool ${g.pool}, luck ${h.luck}): team actions.`,
  }, { kind: 'teamActionChosen', seat: h.seat });
};

/** Courage an action will cost, for the captain's pool approval (renew asks him for the pool's share itself). */
function costOf(g: PAState, h: Hero, choice: string): number {
  if (choice.startsWith('aid:')) return firstAidCost(g, h);
  if (choice.startsWith('astro:')) return astronautCost(g, choice);
  if (choice.startsWith('cosmo:')) return cosmonautCost(g, choice);
  if (choice.startsWith('gift:') || choice.startsWith('fidget:')) {
    const [kind, i, slotNo] = choice.split(':');
    const card = g.panel[Number(i)];
    const slot = HERO_BY_ID[h.heroId as string]?.slots.find((s) => s.slot === Number(slotNo));
    return card && slot ? giftPrice(slot, card, kind === 'fidget', heroGiftExtra(g, h)) : 0;
  }
  return 0;
}

const teamActionChosen: H<Answered<{ seat: string }>> = (ctx, step) => {
  const g = ctx.g;
  const h = heroAt(g, step.seat);
  const choice = step.answer[0] as string;
  if (choice === 'done') {
    h.team.declined = actionIds(teamOptions(g, h));
    return;
  }
  h.team.declined = null;
  ctx.g.teamActed = true;
  if (askPoolApproval(ctx, h.seat, costOf(g, h, choice), choice.split(':')[0] as string, step, { kind: 'teamTurn', seat: h.seat })) return;
  if (choice === 'recruit' || choice === 'recruitAway') {
    h.team.recruit = true;
    // its answer pushes the next team turn prompt
    startRecruit(ctx, h, choice === 'recruitAway' ? effectParam(h, 'recruitAnywhere', 'penalty', 1) : 0);
    return;
  }
  if (choice.startsWith('legal:')) {
    const from = captainSeat(g);
    h.team.legal = true;
    g.captain = g.seatOrder.indexOf(choice.slice(6));
    const to = heroAt(g, captainSeat(g));
    ctx.emit({ type: 'captainChanged', from, to: to.seat, text: `${heroName(h)} argues the case: ${to.seat === h.seat ? 'she takes' : `${heroName(to)} takes`} the captain marker.` });
    ctx.push({ kind: 'teamTurn', seat: h.seat });
    return;
  }
  // The next team prompt comes after whatever this action pushes (a die to raise, luck to share).
  ctx.push({ kind: 'teamTurn', seat: h.seat });
  if (choice.startsWith('aid:')) {
    const [, target, mode, cures] = choice.split(':');
    h.team.firstAid = true;
    giveFirstAid(ctx, h, target as string, mode === 'cure' ? 'cure' : 'heal', cures === undefined ? undefined : Number(cures));
  } else if (choice.startsWith('gift:') || choice.startsWith('fidget:')) {
    const [kind, i, slot] = choice.split(':');
    if (kind === 'fidget') h.team.fidget = true;
    earnGift(ctx, h, Number(i), Number(slot), kind === 'fidget');
  } else if (choice === 'autopsy') {
    h.team.firstAid = true;
    autopsy(ctx, h);
  } else if (choice === 'renew') {
    h.team.renew = true;
    renew(ctx, h);
  } else if (choice === 'brigadier') {
    const n = brigadierRoom(g, h);
    h.team.brigadier = true;
    let here = ambushIn(g, h.area);
    if (!here) {
      here = { area: h.area, type: 'volunteer', count: 0 };
      g.ambushes.push(here);
    }
    here.count += n;
    g.troopStock.volunteer = (g.troopStock.volunteer ?? 0) - n;
    ctx.emit({ type: 'ambushSet', area: h.area, trooper: 'volunteer', count: here.count, seat: h.seat, text: `${heroName(h)} raises ${count(n, 'Volunteer', 'Volunteers')} in ambush.` });
  } else if (choice.startsWith('astro:')) {
    astronautJump(ctx, h, choice);
  } else if (choice.startsWith('cosmo:')) {
    cosmonautRelief(ctx, h, choice);
  } else if (choice === 'luck') {
    h.luck -= 1;
    h.courage += 1;
    ctx.log(`${heroName(h)} trades 1 luck for 1 courage.`);
  } else if (choice === DIVINE_LEGION) {
    ctx.push(DIVINE_LEGION_STEP);
  }
};

export const teamTurnHandlers = { teamActions, teamPass, teamTurn, teamActionChosen };
