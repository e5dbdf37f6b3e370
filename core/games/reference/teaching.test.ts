// Last Light teaches from the screen: glossary and live inspect entries,
// exact odds on every action, the horde's turn named, the save line and the
// end-of-game summary, bots that name their side, and the guided first game.
import { describe, expect, it } from 'vitest';
import { createDriver } from '../../engine/driver';
import { Match } from '../../engine/match';
import { runTutorial } from '../../engine/tutorialRun';
import type { MatchState, TableTarget } from '../../engine/types';
import { GOAL, HORDE_DIE } from './content';
import { CAUGHT_LABEL, cardOdds, ESCAPE_LABEL, runOdds, scavengeOdds } from './odds';
import { referenceRules } from './rulesText';
import type { LastLightState } from './state';
import type { LastLightView } from './view';
import { referenceGame } from '.';

const RULE_IDS = new Set(referenceRules.map((r) => r.id));
const glossary = referenceGame.glossary!;
const byId = new Map(glossary.map((e) => [e.id, e]));

describe('Last Light inspect data', () => {
  it('the glossary covers every card, die, marker and keyword, with links that exist', () => {
    for (const name of ['Sprint', 'Decoy', 'Barricade', 'Horde die', 'The horde', 'The helicopter', 'Scavenge', 'Hand limit', 'Caught']) {
      expect(glossary.some((e) => e.name === name), name).toBe(true);
    }
    expect(byId.size).toBe(glossary.length);
    for (const e of glossary) {
      expect(RULE_IDS).toContain(e.rule);
      for (const r of e.related ?? []) expect(byId.has(r), `${e.id} -> ${r}`).toBe(true);
    }
    for (const l of referenceGame.legend!) expect(byId.has(l.entry!), l.name).toBe(true);
  });

  it('live entries: survivors, spaces, the horde; a card is shown only to its holder or once discarded', () => {
    const d = createDriver<LastLightState>(referenceGame, { options: { players: 2 }, seed: 3 });
    d.forceDice(6).answer('run'); // Ash
    d.forceDice(3, 'Shamble').answer('run'); // Brook, then the horde
    d.answer('scavenge'); // Ash, round 2
    const card = d.g.survivors[0]!.hand[0]!;
    const mine = d.view<LastLightView>('s1').game;
    const theirs = d.view<LastLightView>('s2').game;
    const targets: TableTarget[] = [{ kind: 'seat', id: 's1' }, { kind: 'seat', id: 's2' }, { kind: 'space', id: '6' }, { kind: 'track', id: 'horde' }, { kind: 'die', id: 'horde' }];
    for (const t of targets) expect(referenceGame.inspect!(mine, t), JSON.stringify(t)).not.toBeNull();
    expect(referenceGame.inspect!(mine, { kind: 'card', id: card })!.name).toBe('Decoy');
    expect(referenceGame.inspect!(theirs, { kind: 'card', id: card })).toBeNull();
    expect(referenceGame.inspect!(theirs, { kind: 'seat', id: 's1' })!.stats).toContainEqual({ label: 'Cards', value: '1 (hidden)' });
    expect(referenceGame.inspect!(mine, { kind: 'seat', id: 's1' })!.stats).toContainEqual({ label: 'Cards', value: 'Decoy' });
  });
});

describe('Last Light prompts say what is at stake', () => {
  /** Brute force: every d6 face, then every horde face, played out. */
  function brute(position: number, horde: number) {
    let escape = 0;
    let caught = 0;
    for (let r = 1; r <= 6; r++) {
      for (const f of HORDE_DIE.faces) {
        const at = Math.min(GOAL, position + r);
        if (at >= GOAL) escape += 1;
        else if (at <= horde + (f.value ?? 0)) caught += 1;
      }
    }
    const n = 6 * HORDE_DIE.faces.length;
    return [{ label: ESCAPE_LABEL, p: escape / n }, { label: CAUGHT_LABEL, p: caught / n }];
  }

  it('running carries the exact chances to escape and to be caught, as a brute force finds them', () => {
    for (let position = 0; position <= 14; position++) {
      for (let horde = -3; horde < position; horde++) expect(runOdds(position, horde, false)).toEqual(brute(position, horde));
    }
    // The first question of a game (space 0, horde on -3): nobody escapes, nobody can be caught.
    const d = createDriver<LastLightState>(referenceGame, { options: { players: 1 }, seed: 1 });
    expect(d.prompt.options.find((o) => o.id === 'run')!.odds).toEqual(brute(0, -3));
    expect(d.state.prompt!.facts).toEqual([{ label: 'You', value: 'space 0, 15 from the helicopter' }, { label: 'The horde', value: 'space -3, 3 behind you' }]);
  });

  it('cards and scavenging carry their odds too: a Decoy two spaces ahead of the horde makes you safe', () => {
    expect(cardOdds('decoy-1', 5, 3, false)).toEqual([{ label: ESCAPE_LABEL, p: 0 }, { label: CAUGHT_LABEL, p: 0 }]);
    expect(scavengeOdds(5, 3, false)).toEqual([{ label: ESCAPE_LABEL, p: 0 }, { label: CAUGHT_LABEL, p: 3 / 6 }]); // Lurch, Lurch, Surge
    expect(cardOdds('sprint-1', 11, 3, false)[0]).toEqual({ label: ESCAPE_LABEL, p: 1 });
    expect(cardOdds('barricade-1', 4, 3, false)[1]).toEqual({ label: CAUGHT_LABEL, p: 0 });
  });
});

describe('the horde\'s turn, saves and endings', () => {
  it('the horde\'s events name the segment and light up the horde and whom it catches', () => {
    const d = createDriver<LastLightState>(referenceGame, { options: { players: 1 }, seed: 2 });
    d.forceDice(1, 'Surge').answer('run');
    const first = d.eventsOf('hordeMoved').map((e) => e.segment);
    d.forceDice(1, 'Lurch').answer('run');
    const caught = d.eventsOf('caught')[0]!;
    expect(caught.segment).toBe('The horde catches Ash');
    expect(caught.highlight).toEqual([{ kind: 'track', id: 'horde' }, { kind: 'seat', id: 's1' }]);
    expect([...first, ...d.eventsOf('hordeMoved').map((e) => e.segment)]).toEqual(['The horde: Surge, to space 0', 'The horde: Lurch, to space 2']);
  });

  it('a save reads survivors, round, leader and horde; the summary\'s numbers match the track', () => {
    const controllers = { s1: { type: 'ai' as const, bot: 'steady' }, s2: { type: 'ai' as const, bot: 'steady' }, s3: { type: 'ai' as const, bot: 'random' } };
    const m = Match.start(referenceGame, { gameId: 'reference', options: { players: 3 }, controllers, seed: 8 });
    const state = () => m.state as unknown as MatchState<LastLightState>;
    expect(referenceGame.describeMatch!(state())).toBe('Last Light, Ash, Brook and Cole, round 1, Ash leads on space 0 of 15, the horde on -3');
    while (!m.state.result) m.playAi();
    const s = referenceGame.matchSummary!(state());
    expect(s.headline).toBe(m.state.result!.text);
    expect(s.rounds).toBe(state().g.round);
    for (const seat of s.seats) {
      const sv = state().g.survivors.find((x) => x.seat === seat.seat)!;
      expect(seat.stats).toContainEqual({ label: 'Reached space', value: String(sv.position) });
      expect(seat.stats).toContainEqual({ label: 'Spaces moved', value: String(sv.position) });
      const played = m.events.flat().filter((e) => e.type === 'cardPlayed' && e.seat === seat.seat).length;
      expect(seat.stats).toContainEqual({ label: 'Cards played', value: String(played) });
    }
    expect(referenceGame.describeMatch!(state())).toContain(`round ${state().g.round}`);
  });

  it('both bots play the survivors\' side', () => {
    for (const bot of Object.values(referenceGame.bots)) expect(bot.sides).toEqual(['survivors']);
  });
});

describe('the Last Light guided first game', () => {
  const tutorial = referenceGame.tutorial!;

  it('plays to its end with its suggestions, every step in order, on the rolls it describes', () => {
    const run = runTutorial(referenceGame, tutorial);
    expect(run.problem).toBeNull();
    expect(run.shown).toEqual(tutorial.steps.map((_, i) => i));
    const lines = run.match.events.flat().map((e) => String(e.text ?? ''));
    expect(lines).toContain('Ash runs: d6 6');
    expect(lines).toContain('Brook moves from 0 to 3.');
    expect(lines).toContain('The horde rolls Shamble: it reaches -2.');
    expect(run.match.state.g).toMatchObject({ survivors: [{ hand: ['decoy-4'] }, {}] });
  });

  it('points at every part of the screen, and its table targets exist for the player', () => {
    const points = new Set(tutorial.steps.map((s) => (typeof s.point === 'string' ? s.point : 'target')));
    for (const part of ['prompt', 'log', 'table', 'bar', 'sheet', 'dice', 'legend', 'inspect', 'menu', 'target']) expect(points).toContain(part);
    const run = runTutorial(referenceGame, tutorial);
    const view = run.match.view<LastLightView>('s1').game;
    for (const step of tutorial.steps) if (typeof step.point === 'object') expect(referenceGame.inspect!(view, step.point as TableTarget)).not.toBeNull();
  });
});
