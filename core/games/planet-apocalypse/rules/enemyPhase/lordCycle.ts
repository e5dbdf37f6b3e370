/**
 * The Lord cycle (rulebook "Lord Cycle"), when the Lord track comes back to 1:
 * every gift on the panel is replaced; the Lord advances one area along the
 * arrows and his Shadow follows (reaching a start loses the game); ambush
 * troopers under the new Shadow die; a Fourth Circle demon spawns in his
 * area; heroes in that area are pulled into Hell Time.
 */
import { TROOPER_BY_ID } from '../../content';
import { actingLords, areaName, hasRule, heroesIn, isStart, livingLords, lordName, mainLord, nextArea } from '../board';
import { spawnLordCycleFourth } from '../mapRules';
import { lordCycleAbilities } from '../lordAbilities';
import { launchSiteDoom, pushSlowTrack, whiteHouseCycle } from '../mapTracks';
import { refreshGiftPanel } from '../teamPhase/earnGift';
import { heroesLose } from '../tracks';
import { areaTarget, figureTarget, segment, trackTarget } from '../segment';
import type { H } from '../types';

const lordCycle: H = (ctx) => {
  const g = ctx.g;
  ctx.emit({
    type: 'phaseStarted', phase: 'enemy', stage: 'lordCycle', text: 'The Lord cycle: Hell stirs.',
    ...segment(g, `Lord cycle: ${lordName(g)} stirs`, [trackTarget('lord'), ...livingLords(g).filter((l) => l.revealed).map((l) => figureTarget(l.id))]),
  });
  refreshGiftPanel(ctx);
  lordCycleAbilities(ctx);
  // The Moon Base: the Blue Railgun advances and its gate spawns two tokens, last of all.
  pushSlowTrack(ctx);
  // Washington D.C.: the Lord stays in the White House; tokens and a demon rise around him instead.
  if (whiteHouseCycle(ctx)) return;
  // The Launch Site: doom for the highest-numbered ring area with demons, before anything moves.
  launchSiteDoom(ctx);
  if (ctx.state.result) return;
  // The acting Lords advance (the base maps have one), unless the map keeps them still.
  for (const lord of hasRule(g, 'lordsStayPut') ? [] : actingLords(g)) {
    const from = lord.area;
    const to = nextArea(g, from);
    if (!to) continue;
    lord.area = to;
    if (!lord.shadow.includes(to)) lord.shadow.push(to);
    ctx.emit({
      type: 'lordAdvanced', figure: lord.id, from, to, path: [from, to], text: `${lordName(g, lord)} advances to ${areaName(g, to)}; his Shadow spreads.`,
      ...segment(g, `Lord cycle: ${lordName(g, lord)} advances to ${areaName(g, to)}`, [figureTarget(lord.id), areaTarget(to)]),
    });
    if (isStart(g, to)) {
      heroesLose(ctx, `The Lord's Shadow reaches ${areaName(g, to)}: Hell is triumphant.`);
      return;
    }
    const amb = g.ambushes.find((a) => a.area === to);
    if (amb) {
      g.troopStock[amb.type] = (g.troopStock[amb.type] ?? 0) + amb.count;
      g.ambushes.splice(g.ambushes.indexOf(amb), 1);
      ctx.emit({ type: 'ambushDismissed', area: to, trooper: amb.type, count: amb.count, text: `The Shadow kills the ${amb.count} ${TROOPER_BY_ID[amb.type]?.name} in ambush in ${areaName(g, to)}.` });
    }
    if (heroesIn(g, to).length > 0) ctx.push({ kind: 'hellTime', activating: null, trigger: 'lord', lord: lord.id });
  }
  if (livingLords(g).length > 0) spawnLordCycleFourth(ctx, mainLord(g).area);
};

export const lordCycleHandlers = { lordCycle };
