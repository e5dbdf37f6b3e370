/** A made-up 20x20 mission (four 10x10 rooms) for measuring the map's draw calls. Development only. */
import { LANDING_ZONE } from '../../../../core/games/doom/content/missions';
import type { MissionDef } from '../../../../core/games/doom/content/types';

function room(seed: number): string[] {
  const rows: string[] = [];
  for (let y = 0; y < 10; y++) {
    let row = '';
    for (let x = 0; x < 10; x++) {
      const h = (x * 73 + y * 151 + seed * 29) % 23;
      row += h === 0 ? 'X' : h === 1 ? '%' : h === 2 || h === 3 ? '~' : '.';
    }
    rows.push(row);
  }
  return rows;
}

export const BIG_MISSION: MissionDef = {
  ...LANDING_ZONE,
  id: 'big',
  name: 'Twenty by twenty',
  map: {
    id: 'big',
    tiles: [0, 1, 2, 3].map((i) => ({ id: `room-${i}`, x: (i % 2) * 10, y: Math.floor(i / 2) * 10, rows: room(i) })),
    walls: ['h:3,5', 'h:4,5', 'h:5,5', 'v:15,2', 'v:15,3', 'v:15,4'],
    openings: ['v:10,2', 'v:10,3', 'h:2,10', 'h:3,10', 'v:10,15', 'h:15,10'],
    doors: [
      { id: 'd1', edge: 'v:10,6', open: false },
      { id: 'd2', edge: 'h:6,10', open: true },
      { id: 'd3', edge: 'v:10,12', open: false },
      { id: 'd4', edge: 'h:12,10', open: false },
    ],
    teleporters: [{ id: 't1', at: '1,1', active: true }, { id: 't2', at: '18,18', active: false }],
    tokens: [...LANDING_ZONE.map.tokens],
  },
  marineStarts: ['0,0', '1,0'],
  startingDemons: [{ demon: 'imp', at: '5,2' }, { demon: 'pinky', at: '12,12' }],
};
