/**
 * Flags of `npm run screenshot`, parsed apart from the CLI so they can be tested.
 */
import { parseArgs } from 'node:util';
import { UsageError } from './games';

export const SCREENSHOT_USAGE = `Usage: npm run screenshot -- --game <id> [--seed S] [--turns K] [--out file.png]
                             [--when table|animating|enemy|dice|event:TYPE] [--options '<json>'] [--size WxH]
                             [--quality low|medium|high] [--speed 1x|2x|4x|instant]
       npm run screenshot -- --gallery DIR [--game <id>] [--seed S] [--size WxH] [--quality Q]
  Starts browser mode, starts the game with every seat played by its default AI,
  lets K rounds play on the table (default 1), and writes a screenshot.
  --when table      the table at rest after round K (default; with --turns 0 the start, every seat a person)
         animating  the table while it animates, after round K has begun
         enemy      the table while the enemy side's turn animates, after round K has begun
         dice       the dice on the table while a roll is thrown, after round K has begun
         event:TYPE the table a moment after the first event of that type (say attackDeclared) plays
                    in round K or later (--turns 0 watches from the start)
  --out             PNG path (default test-results/<game>.png)
  --quality         graphics quality of the shot (default high)
  --speed           animation speed while the bots play up to the shot (default 1x); faster
                    reaches a late round sooner; instant only with --when table (nothing animates)
  --gallery DIR     writes every playable game's board (or only --game's) at the same seed:
                    DIR/<game>-start-<WxH>.png (the first question), <game>-enemy-<WxH>.png (mid enemy
                    turn) and <game>-dice-<WxH>.png (a roll on the table), in a 1600x900 and a 1280x720
                    window (only --size's, when given), for before-and-after comparisons`;

/** The windows a gallery shoots when no --size is given: the issue 26 layout targets' two. */
export const GALLERY_SIZES: readonly [number, number][] = [[1600, 900], [1280, 720]];

export type Quality = 'low' | 'medium' | 'high';

export type ShotSpeed = '1x' | '2x' | '4x' | 'instant';

export type ShotMoment = 'table' | 'animating' | 'enemy' | 'dice' | `event:${string}`;

export interface ScreenshotRequest {
  game: string;
  seed: number;
  turns: number;
  out: string;
  when: ShotMoment;
  options: Record<string, unknown> | undefined;
  width: number;
  height: number;
  quality: Quality;
  speed: ShotSpeed;
  /** Set in gallery mode: the folder the shots go to (`game` may then be empty: every playable game). */
  gallery?: string;
  /** Gallery mode: the windows to shoot each moment in (--size's alone, else GALLERY_SIZES). */
  gallerySizes?: [number, number][];
}

/** The shots a gallery takes of each game: file suffix, rounds played first, moment. */
export const GALLERY_SHOTS: readonly { suffix: string; turns: number; when: ShotMoment }[] = [
  { suffix: 'start', turns: 0, when: 'table' },
  { suffix: 'enemy', turns: 1, when: 'enemy' },
  { suffix: 'dice', turns: 1, when: 'dice' },
];

function whole(flag: string, text: string | undefined, fallback: number, min: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text.trim()) || Number(text) < min) throw new UsageError(`${flag} needs a whole number of at least ${min}, not "${text}".`);
  return Number(text);
}

export function parseScreenshotArgs(argv: string[]): ScreenshotRequest | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      game: { type: 'string' }, seed: { type: 'string' }, turns: { type: 'string' }, out: { type: 'string' },
      when: { type: 'string' }, options: { type: 'string' }, size: { type: 'string' }, help: { type: 'boolean' },
      quality: { type: 'string' }, gallery: { type: 'string' }, speed: { type: 'string' },
    },
    strict: true,
  });
  if (values.help) return 'help';
  if (!values.game && values.gallery === undefined) throw new UsageError('--game (or --gallery DIR) is required.');
  if (values.gallery !== undefined && values.gallery.trim() === '') throw new UsageError('--gallery needs a folder.');
  const quality = values.quality ?? 'high';
  if (quality !== 'low' && quality !== 'medium' && quality !== 'high') throw new UsageError(`--quality must be low, medium or high, not "${quality}".`);
  const speed = values.speed ?? '1x';
  if (speed !== '1x' && speed !== '2x' && speed !== '4x' && speed !== 'instant') throw new UsageError(`--speed must be 1x, 2x, 4x or instant, not "${speed}".`);
  const when = values.when ?? 'table';
  if (speed === 'instant' && when !== 'table') throw new UsageError('--speed instant shows nothing moving: use it only with --when table.');
  if (when !== 'table' && when !== 'animating' && when !== 'enemy' && when !== 'dice' && !/^event:[A-Za-z]+$/.test(when)) {
    throw new UsageError(`--when must be table, animating, enemy, dice or event:TYPE, not "${when}".`);
  }
  let options: Record<string, unknown> | undefined;
  if (values.options !== undefined) {
    try {
      options = JSON.parse(values.options) as Record<string, unknown>;
    } catch {
      throw new UsageError('--options must be a JSON object.');
    }
    if (!options || typeof options !== 'object' || Array.isArray(options)) throw new UsageError('--options must be a JSON object.');
  }
  const size = /^(\d{3,4})x(\d{3,4})$/.exec(values.size ?? '1280x800');
  if (!size) throw new UsageError(`--size must look like 1280x800, not "${values.size}".`);
  return {
    game: values.game ?? '',
    seed: whole('--seed', values.seed, 1, 0),
    turns: whole('--turns', values.turns, 1, 0),
    out: values.out ?? `test-results/${values.game}.png`,
    when: when as ShotMoment,
    options,
    width: Number(size[1]),
    height: Number(size[2]),
    quality,
    speed,
    ...(values.gallery !== undefined
      ? { gallery: values.gallery, gallerySizes: values.size === undefined ? [...GALLERY_SIZES] : [[Number(size[1]), Number(size[2])] as [number, number]] }
      : {}),
  };
}
