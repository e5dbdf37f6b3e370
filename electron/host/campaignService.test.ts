import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Response } from '../../core/protocol/messages';
import type { CampaignView } from './campaignService';
import { createHost, type Host } from './host';
import { tempDir } from './testSupport';

let tmp: ReturnType<typeof tempDir>;
beforeEach(() => {
  tmp = tempDir('apocalypse-campaign-');
});
afterEach(() => tmp.remove());

const PA = 'planet-apocalypse';
const host = () => createHost({ dataDir: tmp.dir, appVersion: 'test', log: () => {} });

async function campaign(h: Host, gameId = PA): Promise<Response> {
  return h.handle({ id: 1, method: 'campaign', params: { gameId } });
}

async function view(h: Host): Promise<CampaignView> {
  const r = await campaign(h);
  if (!r.ok) throw new Error(r.error.message);
  return r.result as CampaignView;
}

/** Plays a one-hero match of the hero bot to its end, through the host. */
async function playOut(h: Host, options: Record<string, unknown>): Promise<void> {
  await h.manager.newGame(PA, { heroes: 1, hero1: 'moose', ...options }, { h1: { type: 'ai', bot: 'hero' } }, 7, true);
  for (let i = 0; i < 50 && !h.manager.match!.state.result; i++) await h.manager.runAi();
  expect(h.manager.match!.state.result).not.toBeNull();
}

describe('the campaign record', () => {
  it('lists the maps in order, only the first open, nothing played', async () => {
    const v = await view(host());
    expect(v.stages.slice(0, 3).map((s) => s.id)).toEqual(['invasion', 'launchSite', 'doomgate']);
    expect(v.stages.map((s) => s.unlocked)).toEqual(v.stages.map((_, i) => i === 0));
    expect(v.stages[0]!.record.attempts).toBe(0);
    expect(v.error).toBeNull();
  });

  it('records a finished campaign match once, keeps it on disk, and leaves other matches out', async () => {
    const h = host();
    await playOut(h, { map: 'invasion' });
    expect((await view(h)).stages[0]!.record.attempts).toBe(0);
    await playOut(h, { map: 'invasion', campaign: true });
    const won = h.manager.match!.state.result!.winners.length > 0;
    const first = (await view(h)).stages[0]!;
    expect(first.record).toMatchObject({ attempts: 1, wins: won ? 1 : 0, players: ['Moose Kowalski'] });
    expect(first.record.best?.rounds).toBe((h.manager.match!.state.g as { round: number }).round);
    // Asked again (and after another update), the same match is not counted twice.
    await h.manager.current();
    expect((await view(h)).stages[0]!.record.attempts).toBe(1);
    // A new host on the same folder reads it back.
    expect((await view(host())).stages[0]!.record.attempts).toBe(1);
  });

  it('opens the next map once the one before has been won', async () => {
    writeFileSync(join(tmp.dir, 'campaign.json'), JSON.stringify({
      version: 1, counted: [], games: { [PA]: { invasion: { attempts: 3, wins: 1, best: { won: true, rounds: 11 }, players: ['Hannah Hazard'] } } },
    }));
    const v = await view(host());
    expect(v.stages.slice(0, 3).map((s) => s.unlocked)).toEqual([true, true, false]);
  });

  it('sets a damaged record aside, says so, and starts a new one', async () => {
    const file = join(tmp.dir, 'campaign.json');
    writeFileSync(file, '{"version": 1, "games": ');
    const v = await view(host());
    expect(v.error).toMatch(/damaged/);
    expect(v.stages[0]!.record.attempts).toBe(0);
    expect(existsSync(`${file}.damaged`)).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ version: 1, games: {} });
  });

  it('a record with hostile contents is set aside the same way', async () => {
    writeFileSync(join(tmp.dir, 'campaign.json'), JSON.stringify({ version: 1, counted: [], games: { [PA]: { invasion: { attempts: -5, wins: 'all' } } } }));
    const v = await view(host());
    expect(v.error).toMatch(/invalid/);
    expect(v.stages[0]!.record.attempts).toBe(0);
  });

  it('answers a game without a campaign with a clear error', async () => {
    const r = await campaign(host(), 'reference');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/no campaign/);
  });
});
