import { Match } from './core/engine/match';
import { doomGame } from './core/games/doom';
const options = { marines: 2, mode: 'mission', mission: process.argv[2] ?? 'landing-zone', difficulty: 'normal' };
const seats = doomGame.seats(options as never);
const controllers = Object.fromEntries(seats.map((s) => [s.id, { type: 'ai' as const, bot: s.id === 'invader' ? 'invader' : 'marine' }]));
const match = Match.start(doomGame, { gameId: 'doom', options: options as never, controllers, seed: 5 });
let n = 0;
const showPrompt = process.argv.includes('--prompts');
for (let i = 0; i < 3000 && !match.state.result; i++) {
  const p = match.state.prompt!;
  if (showPrompt && n < 6 && p.kind === (process.argv[3] ?? 'marineAction')) { n++; console.log('PROMPT', JSON.stringify(p, null, 1).slice(0, 6000)); }
  const ev = match.playAi();
  if (!showPrompt) for (const e of ev) if (e.text) console.log(`${e.segment ? `[${e.segment}] ` : ''}${e.text}`);
}
