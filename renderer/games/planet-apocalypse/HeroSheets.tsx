/** Each hero's sheet: values, patrol, statuses and the six gift slots. */
import type { PAView } from '../../../core/games/planet-apocalypse/view';
import { areaName, heroSheet, type HeroSheet } from './sheets';

export function HeroSheets({ view, colours, seatName, deciding = null }: { view: PAView; colours: string[]; seatName(seat: string): string; deciding?: string | null }) {
  return (
    <div className="pa-heroes" data-tutorial="sheet">
      {view.heroes.map((h, i) => (
        <HeroSheetCard key={h.seat} view={view} hero={h} colour={colours[i % colours.length]!} seatName={seatName} deciding={deciding === h.seat} />
      ))}
    </div>
  );
}

/** One hero's sheet (the dock shows each in its own panel). */
export function HeroSheetCard({ view, hero: h, colour, seatName, deciding }: { view: PAView; hero: PAView['heroes'][number]; colour: string; seatName(seat: string): string; deciding: boolean }) {
  const sheet = heroSheet(h);
  const captain = view.seatOrder[view.captain] === h.seat;
  return (
    <article className={`pa-hero${h.dead ? ' dead' : ''}${deciding ? ' deciding' : ''}`} data-testid={`pa-hero-${h.seat}`} style={{ borderTopColor: colour }}>
      {sheet ? <Sheet sheet={sheet} where={areaName(view, h.area)} captain={captain} player={seatName(h.seat)} colour={colour} /> : <p className="muted">{seatName(h.seat)} waits to bring in a new hero.</p>}
    </article>
  );
}

/** A hero's tab in the dock: name, captaincy, health. */
export function heroTabTitle(view: PAView, h: PAView['heroes'][number], seatName: (seat: string) => string): string {
  const sheet = heroSheet(h);
  if (!sheet) return `${seatName(h.seat)} · no hero`;
  const captain = view.seatOrder[view.captain] === h.seat ? ' (captain)' : '';
  return `${sheet.name}${captain} · ${sheet.dead ? 'dead' : `${sheet.health}/${sheet.cap}`}`;
}

function Sheet({ sheet, where, captain, player, colour }: { sheet: HeroSheet; where: string; captain: boolean; player: string; colour: string }) {
  return (
    <>
      <header className="pa-hero-head">
        <span className="pa-swatch" style={{ background: colour }} />
        <div>
          <div className="pa-hero-name">
            {sheet.name} {captain && <span className="badge">captain</span>} {sheet.dead && <span className="badge badge-bad">dead</span>}
          </div>
          <div className="muted small">
            {player} · {sheet.dead ? 'fallen' : where}
          </div>
        </div>
      </header>
      <dl className="pa-stats">
        <Stat name="Health" value={`${sheet.health}/${sheet.cap}`} warn={sheet.health <= 2} />
        <Stat name="Tough" value={String(sheet.toughness)} />
        <Stat name="Attack" value={sheet.attack} />
        <Stat name="Luck" value={String(sheet.luck)} />
        <Stat name="Courage" value={String(sheet.courage)} />
        <Stat name="Patrol" value={sheet.patrol} />
      </dl>
      {sheet.statuses.length > 0 && (
        <div className="pa-statuses">
          {sheet.statuses.map((s) => (
            <span key={s} className={`pa-status pa-status-${s.split(' ')[0]}`}>
              {s}
            </span>
          ))}
        </div>
      )}
      <ol className="pa-slots" aria-label="Gift slots">
        {sheet.slots.map((s) => (
          <li key={s.slot} className={`pa-slot${s.gift ? ' filled' : ''}${s.open ? ' open' : ''}${s.off ? ' off' : ''}`} title={`Slot ${s.slot}: costs ${s.cost} courage, gives ${s.bonus}${s.start ? ' (start slot)' : ''}${s.off ? `; ${s.gift} is switched off` : ''}`}>
            <span className="pa-slot-cost">{s.cost}</span>
            {s.off && <span className="pa-slot-off">off</span>}
            <span className="pa-slot-text">{s.gift ?? s.bonus}</span>
          </li>
        ))}
      </ol>
      <div className="muted small pa-abilities">{sheet.abilities.join(' · ')}</div>
    </>
  );
}

function Stat({ name, value, warn }: { name: string; value: string; warn?: boolean }) {
  return (
    <div className={`pa-stat${warn ? ' warn' : ''}`}>
      <dt>{name}</dt>
      <dd>{value}</dd>
    </div>
  );
}
