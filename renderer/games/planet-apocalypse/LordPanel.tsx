/**
 * The Lords' sheets: health, toughness, attack and parts, or only the Shadow
 * while a Lord is secret. A map with several Lords (Dragon Back, St. Peter's,
 * Purgatory) gives each his own sheet, numbered and tagged (Lesser Lord, who
 * acts now), laid side by side in a wider column so every one is in view;
 * there a sheet's long text folds away under its name.
 */
import { MAPS } from '../../../core/games/planet-apocalypse/content';
import type { PAView } from '../../../core/games/planet-apocalypse/view';
import { lordsOf, lordTags } from './lords';
import { lordSheet } from './sheets';

export function LordPanel({ view }: { view: PAView }) {
  const lords = lordsOf(view);
  const several = lords.length > 1;
  const rules = MAPS[view.mapId]?.rules ?? [];
  return (
    <div className={`pa-lords${several ? ' several' : ''}`} data-count={lords.length}>
      {lords.map((lord) => {
        const l = lordSheet(view, lord);
        const tags = lordTags(view, lord, rules);
        const text = <p className="muted small">{l.text}</p>;
        return (
          <article key={lord.id} className={`pa-lord${l.dead ? ' dead' : ''}`} data-testid="pa-lord" data-lord={lord.id} data-revealed={l.revealed}>
            <header className="pa-hero-name">
              {l.name} {l.dead && <span className="badge">banished</span>}
              {tags.map((t) => (
                <span key={t} className="badge pa-lord-tag">
                  {t}
                </span>
              ))}
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
            {several ? (
              <details className="pa-lord-text">
                <summary className="muted small">His sheet&apos;s text</summary>
                {text}
              </details>
            ) : (
              text
            )}
          </article>
        );
      })}
    </div>
  );
}
