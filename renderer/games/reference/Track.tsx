/** The race track as a row of spaces: the horde's reach shaded, survivors as lettered tokens. */
import type { LastLightView } from '../../../core/games/reference/view';

export function Track({ view }: { view: LastLightView }) {
  const lo = Math.min(0, view.horde);
  const spaces = Array.from({ length: view.goal - lo + 1 }, (_, i) => lo + i);
  return (
    <div className="track" data-testid="track" style={{ gridTemplateColumns: `repeat(${spaces.length}, minmax(0, 1fr))` }}>
      {spaces.map((n) => {
        const here = view.survivors.map((s, i) => ({ s, i })).filter(({ s }) => s.position === n);
        const cls = ['space', n < 0 ? 'behind' : '', n <= view.horde ? 'overrun' : '', n === view.goal ? 'goal' : '', n === 0 ? 'start' : '']
          .filter(Boolean)
          .join(' ');
        return (
          <div key={n} className={cls} data-testid={`space-${n}`} title={spaceTitle(n, view)}>
            <span className="space-number">{n === view.goal ? 'GOAL' : n}</span>
            <div className="space-tokens">
              {n === view.horde && (
                <span className="token horde-token" data-testid="horde-token" title={`The horde (space ${view.horde})`}>
                  H
                </span>
              )}
              {here.map(({ s, i }) => (
                <span
                  key={s.seat}
                  className={`token${s.caught ? ' token-caught' : ''}`}
                  style={{ background: `var(--seat-${i})` }}
                  title={`${s.name}${s.caught ? ' (caught)' : ''}, space ${s.position}`}
                  data-testid={`token-${s.seat}`}
                >
                  {s.name[0]}
                </span>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}

function spaceTitle(n: number, view: LastLightView): string {
  if (n === view.goal) return `Space ${n}: the helicopter`;
  if (n === 0) return 'Space 0: the start';
  if (n < 0) return `Space ${n}: behind the start`;
  return `Space ${n}`;
}
