/** The board for a game the renderer has no board for yet: seats and round; the prompt and log still work. */
import type { BoardProps } from './types';

export function GenericBoard({ update, view, seatName }: BoardProps) {
  const deciding = view.prompt?.seat ?? view.waitingFor?.seat ?? null;
  return (
    <div className="generic-board" data-testid="generic-board">
      <h3>{update.title}</h3>
      <p className="muted">This game has no table yet; play it through the prompts on the right.</p>
      <ul className="seat-list">
        {update.seats.map((s) => (
          <li key={s.id} className={s.id === deciding ? 'active' : undefined}>
            <strong>{s.name}</strong> <span className="muted">({s.side}, {s.controller.type === 'ai' ? 'AI' : 'human'})</span>
            {s.id === deciding && <span className="badge">deciding</span>}
          </li>
        ))}
      </ul>
      <p>Round {view.round}{deciding ? ` · ${seatName(deciding)} to decide` : ''}</p>
    </div>
  );
}
