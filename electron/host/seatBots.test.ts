// The host never waits on a bot that cannot answer: each seat is offered and
// accepts only the bots whose sides include the seat's side, the suggested
// controllers honour that, and a setup that breaks it is refused.
import { describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../core/engine/module';
import { doomGame } from '../../core/games/doom';
import { HostError } from './errors';
import { botsForSide, gameInfo, seatsFor } from './gameInfo';
import { MatchManager } from './matchManager';

const DOOM = { marines: 2, mode: 'mission', mission: 'landing-zone', difficulty: 'normal' };

describe('bots and the sides they play', () => {
  it('gameInfo lists each bot with the sides it plays', () => {
    expect(gameInfo(doomGame).bots).toEqual([
      { id: 'invader', name: 'Invader AI', sides: ['invader'] },
      { id: 'marine', name: 'Marine', sides: ['marines'] },
      { id: 'random', name: 'Random' },
    ]);
  });

  it('seatsFor offers each seat only the bots that can play it, and suggests one of them', () => {
    expect(seatsFor(doomGame, DOOM)).toEqual([
      { id: 'm1', name: 'Alpha', side: 'marines', controller: { type: 'human' }, bots: ['marine', 'random'] },
      { id: 'm2', name: 'Bravo', side: 'marines', controller: { type: 'ai', bot: 'marine' }, bots: ['marine', 'random'] },
      { id: 'invader', name: 'Invader', side: 'invader', controller: { type: 'ai', bot: 'invader' }, bots: ['invader', 'random'] },
    ]);
  });

  it('a default bot that cannot play its seat is not suggested: another that can is, else a person', () => {
    const odd = {
      ...doomGame,
      bots: { invader: doomGame.bots.invader!, marine: doomGame.bots.marine! },
      defaultBot: () => 'invader',
    } as unknown as AnyGameModule;
    const seats = seatsFor(odd, DOOM);
    expect(seats.map((s) => s.controller)).toEqual([{ type: 'human' }, { type: 'ai', bot: 'marine' }, { type: 'ai', bot: 'invader' }]);
    const none = { ...odd, bots: { invader: doomGame.bots.invader! } } as unknown as AnyGameModule;
    expect(seatsFor(none, DOOM)[1]!.controller).toEqual({ type: 'human' });
    expect(botsForSide(none, 'marines')).toEqual([]);
  });

  it('newGame refuses a bot on a side it cannot play, naming the seat and the bot', async () => {
    const manager = new MatchManager({ log: () => {} });
    const start = () => manager.newGame('doom', DOOM, { m1: { type: 'human' }, m2: { type: 'ai', bot: 'invader' }, invader: { type: 'ai', bot: 'invader' } }, 1);
    await expect(start()).rejects.toBeInstanceOf(HostError);
    await expect(start()).rejects.toMatchObject({ code: 'bad-request', message: expect.stringMatching(/Invader AI cannot play Bravo/) });
    const wrongInvader = manager.newGame('doom', DOOM, { m1: { type: 'human' }, invader: { type: 'ai', bot: 'marine' } }, 1);
    await expect(wrongInvader).rejects.toMatchObject({ code: 'bad-request', message: expect.stringMatching(/Marine cannot play Invader/) });
    expect(manager.match).toBeNull();
    const ok = await manager.newGame('doom', DOOM, { m1: { type: 'human' }, m2: { type: 'ai', bot: 'random' }, invader: { type: 'ai', bot: 'invader' } }, 1);
    expect(ok.gameId).toBe('doom');
  });
});
