/**
 * Between two missions of an operation: how the mission just played ended
 * (its story line), the standing (wins per side, first to N), and the next
 * mission's briefing and objective, until the players press Continue. Shown
 * when the table (the beat playing, or the latest view) reaches a finished
 * mission this screen has not shown yet; a game loaded mid-operation does
 * not show the past ones again.
 */
import { useEffect, useState } from 'react';
import type { DoomView } from '../../../core/games/doom/view';
import { EntityText } from '../../inspect/EntityText';

type Standing = NonNullable<DoomView['standing']>;

const SIDE = { marines: 'the marines', invader: 'the invader' } as const;

export function OperationInterlude({ standing, playing, over }: { standing: Standing | null; playing: boolean; over: boolean }) {
  const played = standing?.played.length ?? 0;
  // Missions already shown (or finished before this screen opened).
  const [shown, setShown] = useState(played);
  useEffect(() => {
    if (played < shown) setShown(played);
  }, [played, shown]);
  // The end of the whole operation is the end screen's to tell.
  if (!standing || playing || over || played <= shown) return null;
  const last = standing.played[played - 1]!;
  return (
    <div className="result-backdrop" data-testid="doom-interlude">
      <div className="result" role="dialog" aria-label={`${standing.name}: mission ${played} over`}>
        <p className="inspect-kind">{standing.name} · mission {played}</p>
        <h2>{last.name}: {last.winner === 'marines' ? 'the marines win' : 'the invader wins'}</h2>
        {last.story && <p className="result-text"><EntityText text={last.story} /></p>}
        <p className="muted">
          After {last.rounds} round{last.rounds === 1 ? '' : 's'}. Standing: marines {standing.marines}, invader {standing.invader} (first to{' '}
          {standing.winsNeeded} wins the operation).
        </p>
        {standing.next ? (
          <section className="interlude-next" data-testid="doom-next-briefing">
            <h3>Next: mission {standing.next.number}, {standing.next.name}</h3>
            <p><EntityText text={standing.next.briefing} /></p>
            <p><strong>Objective:</strong> <EntityText text={standing.next.objective} /></p>
          </section>
        ) : (
          <p>{standing.marines >= standing.winsNeeded || standing.invader >= standing.winsNeeded
            ? `The operation is decided: ${standing.marines > standing.invader ? SIDE.marines : SIDE.invader} win it.`
            : 'The side that lost chooses the next mission.'}</p>
        )}
        <div className="result-actions">
          <button type="button" className="primary" onClick={() => setShown(played)} data-testid="doom-interlude-continue">
            Continue
          </button>
        </div>
      </div>
    </div>
  );
}
