/**
 * `npm run replay -- <save file> [--seat <id>]`: prints a save as a game log
 * and checks that replaying its choices reproduces the saved state hash.
 *
 * Exit codes: 0 replayed and the hash matches; 1 the file cannot be read,
 * parsed or replayed (one line on stderr); 2 bad usage; 3 replayed, but the
 * hash differs (the rules or content changed since the save).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { getGame } from '../core/games/registry';
import { implementedGameIds, oneLine, UsageError } from './games';
import { replayText } from './replayText';
import { parseSave, SaveFileError } from './saveFile';

const USAGE = 'Usage: npm run replay -- <save file> [--seat <seat id>]   (--seat shows the log as that seat saw it)';

function main(argv: string[]): number {
  let file: string | undefined;
  let seat: string | undefined;
  try {
    const { values, positionals } = parseArgs({
      args: argv, allowPositionals: true, strict: true, options: { seat: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
      console.log(USAGE);
      return 0;
    }
    if (positionals.length !== 1) throw new Error(positionals.length === 0 ? 'Name one save file.' : 'Name only one save file.');
    file = positionals[0];
    seat = values.seat;
  } catch (err) {
    console.error(`replay: ${oneLine(err)}\n${USAGE}`);
    return 2;
  }
  const name = file!;
  try {
    let text: string;
    try {
      text = readFileSync(name, 'utf8');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      throw new SaveFileError(code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'a folder, not a file' : `cannot be read (${oneLine(err)})`);
    }
    const save = parseSave(text);
    const module = getGame(save.gameId);
    if (!module) throw new SaveFileError(`a save of "${save.gameId}", a game this version does not know (known: ${implementedGameIds().join(', ')})`);
    const out = replayText(module, save, seat === undefined ? {} : { seat });
    console.log(out.lines.join('\n'));
    return out.hashMatches ? 0 : 3;
  } catch (err) {
    if (err instanceof SaveFileError) {
      console.error(`replay: ${name}: ${oneLine(err)}`);
      return 1;
    }
    if (err instanceof UsageError) {
      console.error(`replay: ${oneLine(err)}`);
      return 2;
    }
    throw err;
  }
}

process.exitCode = main(process.argv.slice(2));
