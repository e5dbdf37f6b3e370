/**
 * The St. Peter's map (Faith pack). Its diagram is lost; the layout keeps the
 * rulebook's facts: the heroes start at the Vatican, which is the start; three
 * Lords wait at the ends of three tracks (numbered 1 to 3) that all lead to
 * the Vatican; Lords 1 and 2 are Lesser Lords; only the lowest-numbered
 * standing Lord is active (he alone advances and spawns), and a track's
 * tokens and minions sit still until its Lord has been reached in that order.
 * See ASSUMPTIONS.md ("The St. Peter's map").
 *
 *               vatican (start)
 *      via ----- gardens ----- navona        (heroes step across the tracks)
 *      ponte --- trastevere -- pantheon
 *      castel     tiber         colosseum    (Lords 1, 2, 3)
 */
import type { AreaDef, MapDef } from '../types';

function area(id: string, name: string, next: string | null, adjacent: string[], x: number, y: number): AreaDef {
  return { id, name, next: next ? [next] : [], adjacent, setupTokens: next ? 1 : 0, x, y };
}

export const ST_PETERS_MAP: MapDef = {
  id: 'stPeters',
  name: "St. Peter's",
  text: 'Three Lords on three tracks close on the Vatican. Only the lowest-numbered Lord still standing advances and spawns, and only the tracks he has woken move. The first two are Lesser Lords. Kill all three; if any of them reaches the Vatican, the world is lost.',
  starts: ['vatican'],
  heroStart: 'vatican',
  lordAreas: ['castel', 'tiber', 'colosseum'],
  gates: [],
  rules: [
    { rule: 'lesserLords', lords: [0, 1] },
    { rule: 'activeLordOnly' },
    { rule: 'lordTracks', tracks: [['via', 'ponte', 'castel'], ['gardens', 'trastevere', 'tiber'], ['navona', 'pantheon', 'colosseum']] },
  ],
  areas: [
    area('vatican', 'The Vatican', null, ['via', 'gardens', 'navona'], 5, 0),
    area('via', 'Via della Conciliazione', 'vatican', ['vatican', 'ponte', 'gardens'], 1, 3.3),
    area('ponte', "Ponte Sant'Angelo", 'via', ['via', 'castel', 'trastevere'], 1, 6.7),
    area('castel', "Castel Sant'Angelo", 'ponte', ['ponte'], 1, 10),
    area('gardens', 'Vatican Gardens', 'vatican', ['vatican', 'via', 'navona', 'trastevere'], 5, 3.3),
    area('trastevere', 'Trastevere', 'gardens', ['gardens', 'ponte', 'pantheon', 'tiber'], 5, 6.7),
    area('tiber', 'Tiber Island', 'trastevere', ['trastevere'], 5, 10),
    area('navona', 'Piazza Navona', 'vatican', ['vatican', 'gardens', 'pantheon'], 9, 3.3),
    area('pantheon', 'Pantheon', 'navona', ['navona', 'trastevere', 'colosseum'], 9, 6.7),
    area('colosseum', 'Colosseum', 'pantheon', ['pantheon'], 9, 10),
  ],
};
