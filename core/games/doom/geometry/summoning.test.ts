import { describe, expect, it } from 'vitest';
import { indexOf, keyOf, type Board } from './board';
import { summonSpaces } from './displacement';
import { boardFrom } from './fixtures';
import { largeSummonPoses, poseKey } from './large';

const keys = (b: Board, spaces: number[] | undefined) => (spaces ?? []).map((i) => keyOf(b, i));

describe('placing summoned demons', () => {
  it('a small demon goes on the portal or next to it, by its own adjacency', () => {
    const b = boardFrom(`
      +-+-+-+
      |. .|.|
      + + + +
      |. A X|
      +-+-+-+`);
    const n = summonSpaces(b.cm, b.occ, indexOf(b, '1,0'), { side: 'demon' });
    expect(keys(b, n?.spaces)).toEqual(['0,0', '1,0', '0,1']); // not behind the wall, not on Alpha, not into blocking
    const f = summonSpaces(b.cm, b.occ, indexOf(b, '1,1'), { side: 'demon', flying: true }, [indexOf(b, '1,0')]);
    expect(keys(b, f?.spaces)).toEqual(['0,0', '2,0', '0,1', '2,1']); // a flyer may take the blocking space
  });

  it('when the portal and its neighbours are full, the nearest free space', () => {
    const b = boardFrom(`
      +-+-+-+-+
      |A B s .|
      +-+-+-+-+`);
    const n = summonSpaces(b.cm, b.occ, indexOf(b, '0,0'), { side: 'demon' });
    expect(n).toEqual({ distance: 3, spaces: [indexOf(b, '3,0')] });
  });

  it('a large demon is placed on or next to the portal without displacing anyone', () => {
    const b = boardFrom(`
      +-+-+-+-+
      |. A . .|
      + + + + +
      |. . . .|
      +-+-+-+-+`);
    const poses = largeSummonPoses(b.cm, b.occ, 'large2', indexOf(b, '0,0')).map((m) => poseKey(m.pose)).sort();
    // Every two-space base touching 0,0 or a space next to it (0,1 or 1,1), except those on Alpha.
    expect(poses).toEqual(['0,0:v', '0,1:h', '1,1:h']);
  });

  it('a large demon with no room by the portal goes as close as it can', () => {
    const b = boardFrom(`
      +-+-+-+-+-+
      |. A . . .|
      + + + + + +
      |B s . . .|
      +-+-+-+-+-+`);
    const poses = largeSummonPoses(b.cm, b.occ, 'large6', indexOf(b, '0,0')).map((m) => poseKey(m.pose));
    expect(poses).toEqual(['2,0:h']);
  });
});
