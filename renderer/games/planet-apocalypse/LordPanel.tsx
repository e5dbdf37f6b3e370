/** The Lord's sheet: health, toughness, attack and his parts, or only his Shadow while he is secret. */
import type { PAView } from '../../../core/games/planet-apocalypse/view';
import { lordSheet } from './sheets';

export function LordPanel({ view }: { view: PAView }) {
  const l = lordSheet(view);
  return (
    <article className={`pa-lord${l.dead ? ' dead' : ''}`} data-testid="pa-lord" data-revealed={l.revealed}>
      <header className="pa-hero-name">
        {l.name} {l.dead && <span className="badge">defeated</span>}
      </header>
      {l.revealed ? (
        <>
          <div className="pa-lord-health" aria-label="Lord's health">
            <span style={{ width: `${(100 * Math.max(0, l.health)) / Math.max(1, l.maxHealth)}%` }} />
            <b>
              {l.health}/{l.maxHealth}
            </b>
          </div>
          <dl className="pa-stats">
            <div className="pa-stat">
              <dt>Tough</dt>
              <dd>{l.toughness}</dd>
            </div>
            <div className="pa-stat">
              <dt>Attack</dt>
              <dd>{l.attack}</dd>
            </div>
            <div className="pa-stat">
              <dt>Stands</dt>
              <dd>{l.where}</dd>
            </div>
          </dl>
          {l.parts.map((p) => (
            <div key={p.name} className="muted small">
              {p.name}: toughness {p.toughness}, struck {p.hits} time{p.hits === 1 ? '' : 's'}
            </div>
          ))}
        </>
      ) : null}
      <p className="muted small">{l.text}</p>
    </article>
  );
}
