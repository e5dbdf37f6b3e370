/** The Lords' sheets: health, toughness, attack and parts, or only the Shadow while a Lord is secret. */
import type { PAView } from '../../../core/games/planet-apocalypse/view';
import { lordsOf } from './lords';
import { lordSheet } from './sheets';

export function LordPanel({ view }: { view: PAView }) {
  return (
    <div className="pa-lords">
      {lordsOf(view).map((lord) => {
        const l = lordSheet(view, lord);
        return (
          <article key={lord.id} className={`pa-lord${l.dead ? ' dead' : ''}`} data-testid="pa-lord" data-lord={lord.id} data-revealed={l.revealed}>
            <header className="pa-hero-name">
              {l.name} {l.dead && <span className="badge">banished</span>}
            </header>
            {l.revealed && (
              <>
                <div className="pa-lord-health" aria-label="Health">
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
            )}
            <p className="muted small">{l.text}</p>
          </article>
        );
      })}
    </div>
  );
}
