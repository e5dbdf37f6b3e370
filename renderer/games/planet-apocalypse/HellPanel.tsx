/** Hell Time: who fights the Lord on his sheet and how the battle stands. */
import type { PAView } from '../../../core/games/planet-apocalypse/view';
import { lordInBattle } from './lords';
import { heroSheet, lordSheet } from './sheets';

export function HellPanel({ view, seatName }: { view: PAView; seatName(seat: string): string }) {
  const hell = view.hell;
  if (!hell) return null;
  const fought = lordInBattle(view);
  const lord = fought ? lordSheet(view, fought) : null;
  const who = (seat: string) => heroSheet(view.heroes.find((h) => h.seat === seat)!)?.name ?? seatName(seat);
  return (
    <section className="pa-hell" data-testid="pa-hell">
      <h3>Hell Time: Lord Battle</h3>
      <p className="small">
        {hell.trigger === 'lord' ? 'The Lord advanced onto the heroes.' : `${hell.activating ? who(hell.activating) : 'A hero'} stepped into the Shadow.`}{' '}
        {lord ? `${lord.name} has ${lord.health} of ${lord.maxHealth} health.` : ''}
      </p>
      <ul className="pa-hell-list">
        {hell.participants.length === 0 && <li className="muted">No hero has joined yet.</li>}
        {hell.participants.map((seat) => {
          const h = view.heroes.find((x) => x.seat === seat);
          return (
            <li key={seat}>
              {who(seat)} {h ? <span className="muted">· health {h.health}/{h.cap}</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
