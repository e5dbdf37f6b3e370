import { describe, expect, it } from 'vitest';
import { sight } from './board';
import { LEGEND, NOT_MUTUAL, boardFrom } from './fixtures';

describe('cover: the numbered appendix cases', () => {
  it('case 2: the demon has no cover from Alpha, who draws from the corner at the wall\'s end', () => {
    const r = sight(boardFrom(NOT_MUTUAL), 'A', 's');
    expect(r).toEqual({ los: true, cover: false, corner: { x: 2, y: 2 } });
  });

  it('case 3: Alpha has cover from the demon: every demon corner has a line to Alpha\'s far corner through the wall', () => {
    const r = sight(boardFrom(NOT_MUTUAL), 's', 'A');
    expect(r.los).toBe(true);
    expect(r.cover).toBe(true);
  });

  it('case 7: a defender sharing the attacker\'s corner has no cover, even standing in difficult terrain', () => {
    const legend = { ...LEGEND, S: { side: 'demon' as const, terrain: 'difficult' as const } };
    const b = boardFrom(`
      +-+-+-+
      |. A .|
      +-+-+ +
      |. S .|
      +-+-+-+`, legend);
    expect(sight(b, 'A', 'S')).toEqual({ los: true, cover: false, corner: { x: 2, y: 1 } });
    // Seen from further off, the same demon is covered by the difficult terrain it stands in.
    const far = boardFrom(`
      +-+-+-+-+
      |A . . .|
      + + + + +
      |. . . .|
      + + + + +
      |. . . S|
      +-+-+-+-+`, legend);
    expect(sight(far, 'A', 'S').cover).toBe(true);
  });

  it('case 12: difficult terrain crossed by one of the lines gives cover', () => {
    const b = boardFrom(`
      +-+-+-+
      |A ~ s|
      +-+-+-+`);
    expect(sight(b, 'A', 's')).toMatchObject({ los: true, cover: true });
  });

  it('case 13: blocking terrain crossed by one of the lines gives cover', () => {
    const b = boardFrom(`
      +-+-+-+
      |. . .|
      + + + +
      |A X s|
      +-+-+-+`);
    // Sight runs along the blocking space's top border; the lines to the far corners cut through it.
    expect(sight(b, 'A', 's')).toMatchObject({ los: true, cover: true });
    // With the block against the map's edge there is no gap to look along at all.
    const against = boardFrom(`
      +-+-+-+
      |A X s|
      +-+-+-+`);
    expect(sight(against, 'A', 's').los).toBe(false);
  });

  it('case 14: another figure crossed by one of the lines gives cover', () => {
    const b = boardFrom(`
      +-+-+-+
      |A B s|
      +-+-+-+`);
    expect(sight(b, 'A', 's')).toMatchObject({ los: true, cover: true });
    const friendlyInWay = boardFrom(`
      +-+-+-+
      |A z s|
      +-+-+-+`);
    expect(sight(friendlyInWay, 'A', 's')).toMatchObject({ los: true, cover: true });
  });

  it('nothing in the way: no cover', () => {
    const b = boardFrom(`
      +-+-+-+
      |A . s|
      +-+-+-+`);
    expect(sight(b, 'A', 's')).toMatchObject({ los: true, cover: false });
  });

  it('a wall crossed by one of the lines gives cover', () => {
    const b = boardFrom(`
      +-+-+-+
      |A . .|
      + + + +
      |. . .|
      + + +-+
      |. . s|
      +-+-+-+`);
    expect(sight(b, 'A', 's')).toMatchObject({ los: true, cover: true });
    // A wall the lines only run along gives none.
    const along = boardFrom(`
      +-+-+-+
      |A . .|
      + + +-+
      |. . s|
      +-+-+-+`);
    expect(sight(along, 'A', 's')).toMatchObject({ los: true, cover: false });
  });

  it('impassable terrain gives no cover', () => {
    const b = boardFrom(`
      +-+-+-+
      |A % s|
      +-+-+-+`);
    expect(sight(b, 'A', 's')).toMatchObject({ los: true, cover: false });
  });

  it('the attacker\'s own difficult terrain gives the defender no cover', () => {
    const legend = { ...LEGEND, a: { side: 'marine' as const, terrain: 'difficult' as const } };
    const b = boardFrom(`
      +-+-+-+
      |a . s|
      +-+-+-+`, legend);
    expect(sight(b, 'a', 's')).toMatchObject({ los: true, cover: false });
  });

  it('large figures never have cover', () => {
    const b = boardFrom(`
      +-+-+-+-+
      |A B m m|
      +-+-+-+-+`);
    expect(sight(b, 'A', 'm')).toMatchObject({ los: true, cover: false });
  });

  it('no sight, no cover to speak of', () => {
    const b = boardFrom(`
      +-+-+
      |A|s|
      +-+-+`);
    expect(sight(b, 'A', 's')).toEqual({ los: false, cover: false });
  });
});
