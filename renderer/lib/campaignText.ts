/** Words for a campaign stage's best result, as the campaign screen shows it. */
import type { CampaignStageRecord as StageRecord } from '../../core/protocol/messages';

export function describeBest(best: StageRecord['best']): string {
  if (!best) return 'not played';
  const rounds = `${best.rounds} round${best.rounds === 1 ? '' : 's'}`;
  return best.won ? `won in ${rounds}` : `held out ${rounds}`;
}
