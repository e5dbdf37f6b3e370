/** Bots for "Last Light": a random one for fuzzing and a steady one that plays sensibly. */
import { randomBot as makeRandomBot } from '../../engine/randomBot';
import type { Bot } from '../../engine/types';
import type { GameView } from '../../engine/view';
import type { LastLightView } from './view';

type V = GameView<LastLightView>;

export const randomBot: Bot<V> = { ...makeRandomBot<V>(), sides: ['survivors'] };

/** Keeps ahead of the horde: lures it when it is close, sprints near the goal, otherwise runs. */
export const steadyBot: Bot<V> = {
  id: 'steady',
  name: 'Steady',
  sides: ['survivors'],
  decide(view, prompt) {
    const me = view.game.survivors.find((s) => s.seat === view.seat);
    const has = (prefix: string) => prompt.options.find((o) => o.id.startsWith(`play:${prefix}`));
    if (prompt.kind === 'discard') {
      // Keep sprints; throw away barricades first, then decoys.
      const order = ['barricade', 'decoy', 'sprint'];
      const ids = [...prompt.options.map((o) => o.id)].sort(
        (a, b) => order.indexOf(a.split('-')[0] as string) - order.indexOf(b.split('-')[0] as string),
      );
      return { optionIds: ids.slice(0, prompt.min), reason: 'keeps the cards that move it' };
    }
    if (!me) return { optionIds: [prompt.options[0]!.id] };
    const gap = me.position - view.game.horde;
    const toGoal = view.game.goal - me.position;
    const sprint = has('sprint');
    if (sprint && toGoal <= 4) return { optionIds: [sprint.id], reason: 'a sprint reaches the helicopter' };
    const decoy = has('decoy');
    if (decoy && gap <= 2) return { optionIds: [decoy.id], reason: `the horde is only ${gap} behind` };
    const barricade = has('barricade');
    if (barricade && gap <= 3) return { optionIds: [barricade.id], reason: 'holds the horde back this round' };
    if (sprint && gap <= 3) return { optionIds: [sprint.id], reason: 'a sure 4 spaces away from the horde' };
    const scavenge = prompt.options.find((o) => o.id === 'scavenge');
    if (scavenge && gap >= 6 && me.handSize < 2) return { optionIds: ['scavenge'], reason: 'far enough ahead to scavenge' };
    return { optionIds: ['run'], reason: 'runs for the helicopter' };
  },
};
