/**
 * The scenario's track for the side panel: how close the apocalypse is to
 * winning (fallen territories against the share that loses the game, the
 * meteor's deadline) and the scenario's own counters (portals sealed, cure
 * parts, the mothership). Pure, from the view.
 */
import { END_RULES, SCENARIO_NUMBERS } from '../../../core/games/apocalypse-risk/content/numbers';
import { SCENARIOS } from '../../../core/games/apocalypse-risk/content/scenarios';
import type { RiskView } from '../../../core/games/apocalypse-risk/view';

export interface TrackLine {
  label: string;
  value: string;
}

export interface ScenarioTrack {
  name: string;
  goal: string;
  /** A row of boxes: `filled` of `length`, with what they count. */
  meter: { label: string; filled: number; length: number };
  lines: TrackLine[];
}

export function scenarioTrack(view: RiskView): ScenarioTrack | null {
  if (!view.scenario) return null;
  const s = SCENARIOS[view.scenario];
  const live = Object.keys(view.territories).filter((id) => !view.annihilated.includes(id));
  const fallen = live.filter((id) => view.territories[id]!.owner === 'apoc').length;
  const apoc = live.reduce((n, id) => n + view.territories[id]!.apoc, 0);
  const lines: TrackLine[] = [{ label: cap(s.many), value: String(apoc) }];
  const loseAt = Math.ceil(live.length * END_RULES.fallenLossShare);
  let meter = { label: `Fallen territories (${loseAt} lose the world)`, filled: fallen, length: loseAt };

  if (view.scenario === 'meteors') {
    meter = { label: 'Rounds until the meteor strikes', filled: Math.min(view.round, END_RULES.meteorDeadlineRound), length: END_RULES.meteorDeadlineRound };
    lines.push({ label: 'Meteorites fallen', value: String(view.meteorites) }, { label: 'Fallen territories', value: `${fallen} of ${loseAt}` });
    lines.push({ label: 'Missile', value: view.missileLaunched ? 'launched' : `${SCENARIO_NUMBERS.meteors.missileSupplies} supplies held a turn` });
  }
  if (view.scenario === 'demons') {
    const open = view.portals.filter((p) => p.open).length;
    lines.push({ label: 'Portals open', value: `${open} of ${view.portals.length}` });
  }
  if (view.scenario === 'aliens') lines.push({ label: 'Mothership', value: view.mothershipDestroyed ? 'destroyed' : view.mothership ? 'landed' : 'not yet' });
  if (view.scenario === 'mutants') lines.push({ label: 'Ground zero', value: String(view.groundZero.length) });
  if (view.scenario === 'plague') {
    lines.push({ label: 'Barren', value: String(view.barren.length) });
    const cured = view.players.find((p) => p.cured);
    lines.push({ label: 'Cure', value: cured ? `found by ${cured.name}` : 'not found' });
  }
  for (const h of view.holds) {
    const who = view.players.find((p) => p.seat === h.seat)?.name ?? h.seat;
    lines.push({ label: h.purpose === 'missile' ? 'Missile site' : 'Portal held', value: `${who} since round ${h.round}` });
  }
  return { name: s.name, goal: s.goal, meter, lines };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
