/** The 20 day/night cards: an arrow on the back for dawn, a night side that resolves at dusk. */
import type { DayNightDef, Direction } from './types';

const ARROWS: Direction[] = ['north', 'east', 'south', 'west'];
let n = 0;
function nights(count: number, name: string, effect: string, untilDawn: boolean, text: string, params?: DayNightDef['params']): DayNightDef[] {
  return Array.from({ length: count }, () => {
    const arrow = ARROWS[n % 4] as Direction;
    n += 1;
    const d: DayNightDef = { id: `night-${n}`, name, arrow, effect, untilDawn, text };
    if (params) d.params = params;
    return d;
  });
}

export const DAY_NIGHT: DayNightDef[] = [
  ...nights(4, 'Quiet Night', 'none', false, 'Nothing stirs.'),
  ...nights(2, 'Moonless Night', 'nightStealth', true, 'Until dawn every survivor\'s stealth is 1 lower.', { amount: 1 }),
  ...nights(2, 'Full Moon', 'nightDamage', true, 'Until dawn every monster deals 1 more damage.', { amount: 1 }),
  ...nights(2, 'Cold Snap', 'nightHunger', false, 'Every survivor gets 1 hungrier.', { amount: 1 }),
  ...nights(2, 'Prowlers', 'nightTokens', false, 'A Monster token appears on every face-up tile next to a survivor (at most 3 a tile).', { count: 1 }),
  ...nights(2, 'Restless Dead', 'nightMonsterHeal', false, 'Every attached monster heals 2.', { amount: 2 }),
  ...nights(2, 'Nightmares', 'nightBurn', false, 'Every survivor burns a card.', { count: 1 }),
  ...nights(2, 'Fog', 'nightStealth', true, 'Until dawn every survivor\'s stealth is 1 higher.', { amount: -1 }),
  ...nights(2, 'Starlight', 'nightHeal', false, 'Every survivor restores 1 health.', { amount: 1 }),
];
