/** How the match ended, with the way back to the menu. */
import type { MatchResult } from '../../core/engine/types';

interface Props {
  result: MatchResult;
  viewer: string | null;
  seatName(seat: string): string;
  onMenu(): void;
}

export function ResultBanner({ result, viewer, seatName, onMenu }: Props) {
  const won = viewer !== null && result.winners.includes(viewer);
  const who = result.winners.length ? `Winner${result.winners.length > 1 ? 's' : ''}: ${result.winners.map(seatName).join(', ')}` : 'Nobody won.';
  return (
    <div className="result-backdrop">
      <div className={`result ${won ? 'result-win' : 'result-loss'}`} role="dialog" aria-label="Match over" data-testid="result">
        <h2>{result.winners.length === 0 ? 'The apocalypse wins' : won ? 'Victory' : 'Match over'}</h2>
        <p className="result-text">{result.text}</p>
        <p className="muted">{who}</p>
        <button type="button" className="primary" onClick={onMenu} data-testid="result-menu">
          Back to menu
        </button>
      </div>
    </div>
  );
}
