import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MAPS } from '../../../core/games/planet-apocalypse/content';
import { fixtureView, LORD } from './fixture.test-support';
import { LordPanel } from './LordPanel';
import { battleSheetName, lordTags } from './lords';

const stPeters = () => {
  const lords = [
    { ...LORD, id: 'lord', area: 'castel' },
    { ...LORD, id: 'lord2', area: 'tiber', defId: 'baphomet' },
    { ...LORD, id: 'lord3', area: 'colosseum', defId: 'tarasque' },
  ];
  return fixtureView({ mapId: 'stPeters', lords });
};

describe('several Lords', () => {
  it('St. Peter\'s: "Lord 1 and Lord 2 are Lesser Lords"; only the lowest-numbered standing Lord acts', () => {
    const view = stPeters();
    const rules = MAPS.stPeters!.rules;
    expect(view.lords.map((l) => lordTags(view, l, rules))).toEqual([
      ['Lord 1', 'Lesser Lord', 'acting now'], ['Lord 2', 'Lesser Lord', 'waits his turn'], ['Lord 3', 'waits his turn'],
    ]);
    view.lords[0]!.dead = true;
    expect(lordTags(view, view.lords[1]!, rules)).toEqual(['Lord 2', 'Lesser Lord', 'acting now']);
    expect(lordTags(view, view.lords[0]!, rules)).toEqual(['Lord 1', 'Lesser Lord']);
    // One Lord: nothing to tell apart.
    const one = fixtureView();
    expect(lordTags(one, one.lords[0]!, MAPS.invasion!.rules)).toEqual([]);
  });

  it('gives each Lord his own sheet, side by side', () => {
    const html = renderToStaticMarkup(createElement(LordPanel, { view: stPeters() }));
    expect(html).toContain('pa-lords several');
    expect(html.match(/data-testid="pa-lord"/g)).toHaveLength(3);
    expect(['data-lord="lord"', 'data-lord="lord2"', 'data-lord="lord3"', 'Lesser Lord', 'Lord 3'].every((s) => html.includes(s))).toBe(true);
  });

  it('names the table\'s battle sheet after the Lord fought there', () => {
    const view = stPeters();
    const name = (l: { id: string }) => l.id;
    expect(battleSheetName(view, name)).toBe("The Lords' battle sheet");
    expect(battleSheetName({ ...view, hell: { activating: null, lord: 'lord2', trigger: 'lord', participants: [] } }, name)).toBe("lord2's sheet");
    expect(battleSheetName(fixtureView(), name)).toBe("lord's sheet");
  });
});
