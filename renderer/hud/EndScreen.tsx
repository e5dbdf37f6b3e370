/**
 * The end of a match: who won and how (the game's own summary: rounds,
 * numbers per seat, the turning point), with "Play again" (same game and
 * seats, a new seed) and "Back to menu".
 */
import type { MatchResult, MatchSummary } from '../../core/engine/types';
import { EntityText } from '../inspect/EntityText';

interface Props {
  result: MatchResult;
  summary: MatchSummary | null;
  viewer: string | null;
  rounds: number;
  seatName(seat: string): string;
  onAgain(): void;
  onMenu(): void;
}

export function EndScreen({ result, summary, viewer, rounds, seatName, onAgain, onMenu }: Props) {
  const won = viewer !== null && result.winners.includes(viewer);
  const who = result.winners.length ? `Winner${result.winners.length > 1 ? 's' : ''}: ${result.winners.map(seatName).join(', ')}` : 'Nobody won.';
  const heading = summary?.headline ?? (result.winners.length === 0 ? 'The apocalypse wins' : won ? 'Victory' : 'Match over');
  const statLabels = [...new Set((summary?.seats ?? []).flatMap((s) => s.stats.map((st) => st.label)))];
  return (
    <div className="result-backdrop">
      <div className={`result ${won ? 'result-win' : 'result-loss'}`} role="dialog" aria-label="Match over" data-testid="result">
        <h2>{heading}</h2>
        {result.text !== heading && <p className="result-text"><EntityText text={result.text} /></p>}
        <p className="muted">
          {who} · {summary?.rounds ?? rounds} round{(summary?.rounds ?? rounds) === 1 ? '' : 's'}
        </p>
        {summary && summary.seats.length > 0 && (
          <table className="result-table" data-testid="result-table">
            <thead>
              <tr>
                <th />
                {statLabels.map((l) => <th key={l}>{l}</th>)}
              </tr>
            </thead>
            <tbody>
              {summary.seats.map((s) => (
                <tr key={s.seat}>
                  <th scope="row">{seatName(s.seat)}</th>
                  {statLabels.map((l) => <td key={l}>{s.stats.find((st) => st.label === l)?.value ?? '–'}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {summary?.turningPoint && (
          <p className="result-turn" data-testid="result-turn">
            <strong>Turning point:</strong> <EntityText text={summary.turningPoint} />
          </p>
        )}
        <div className="result-actions">
          <button type="button" className="primary" onClick={onAgain} data-testid="result-again">
            Play again
          </button>
          <button type="button" onClick={onMenu} data-testid="result-menu">
            Back to menu
          </button>
        </div>
      </div>
    </div>
  );
}
