/**
 * The Washington D.C. map. Its diagram is lost; the layout keeps the
 * rulebook's facts: a Lord in the White House who never moves, three paths
 * from the White House's three corners to three starts (the Capitol, the
 * Supreme Court and the Pentagon), and the Beltway, an extra area that
 * minions never enter, adjacent in every way to the three starts, where
 * heroes may also recruit. See ASSUMPTIONS.md ("The Washington D.C. map").
 *
 *   beltway    capitol      < mall        < pennsylvania <  whiteHouse (Lord)
 *   (heroes)   supremeCourt < unionStation < judiciary    <
 *              pentagon     < arlington   < lincoln      <
 */
import type { AreaDef, MapDef } from '../types';

function area(id: string, name: string, next: string[], adjacent: string[], x: number, y: number, setupTokens = 0): AreaDef {
  return { id, name, next, adjacent, setupTokens, x, y };
}

export const WASHINGTON_MAP: MapDef = {
  id: 'washington',
  name: 'Washington D.C.',
  text: 'A Lord holds the White House and never moves. Heroes start and recruit at the Capitol, the Supreme Court, the Pentagon or the Beltway, a refuge no minion enters. Tokens appear only when the Lord track comes round, three at a time, one down each road; the demons they reveal in the White House stay there.',
  starts: ['capitol', 'supremeCourt', 'pentagon'],
  heroStart: 'capitol',
  lordAreas: ['whiteHouse'],
  gates: [],
  rules: [
    { rule: 'lordsStayPut' },
    { rule: 'chooseStart' },
    { rule: 'recruitAt', areas: ['beltway'] },
    { rule: 'whiteHouse', area: 'whiteHouse' },
  ],
  areas: [
    area('whiteHouse', 'The White House', ['pennsylvania', 'judiciary', 'lincoln'], ['pennsylvania', 'judiciary', 'lincoln'], 5, 10, 3),
    area('pennsylvania', 'Pennsylvania Avenue', ['mall'], ['whiteHouse', 'mall', 'judiciary'], 1, 7.5),
    area('mall', 'The National Mall', ['capitol'], ['pennsylvania', 'capitol', 'unionStation'], 1, 5),
    area('capitol', 'The Capitol', [], ['mall', 'beltway'], 1, 2.5),
    area('judiciary', 'Judiciary Square', ['unionStation'], ['whiteHouse', 'unionStation', 'pennsylvania', 'lincoln'], 5, 7.5),
    area('unionStation', 'Union Station', ['supremeCourt'], ['judiciary', 'supremeCourt', 'mall', 'arlington'], 5, 5),
    area('supremeCourt', 'The Supreme Court', [], ['unionStation', 'beltway'], 5, 2.5),
    area('lincoln', 'Lincoln Memorial', ['arlington'], ['whiteHouse', 'arlington', 'judiciary'], 9, 7.5),
    area('arlington', 'Arlington Bridge', ['pentagon'], ['lincoln', 'pentagon', 'unionStation'], 9, 5),
    area('pentagon', 'The Pentagon', [], ['arlington', 'beltway'], 9, 2.5),
    area('beltway', 'The Beltway', [], ['capitol', 'supremeCourt', 'pentagon'], 5, 0),
  ],
};
