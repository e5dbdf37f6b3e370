/**
 * Boards by game id. A game plugs in by adding its entry here: a Board
 * component (renderer/games/<id>/) and its rules reference. Unknown games get
 * the generic board, which still lets the player answer prompts.
 */
import { RULES as planetApocalypseRules } from '../../core/games/planet-apocalypse/rulesText';
import { doomRules } from '../../core/games/doom/rulesText';
import { referenceRules } from '../../core/games/reference/rulesText';
import { TABLE_HELP_TITLE, tableHelp } from '../lib/tableHelp';
import { DoomBoard } from './doom/DoomBoard';
import { GenericBoard } from './GenericBoard';
import { PABoard } from './planet-apocalypse/PABoard';
import { ReferenceBoard } from './reference/ReferenceBoard';
import type { GameUi } from './types';

const GAMES: Record<string, GameUi> = {
  reference: { title: 'Last Light (reference game)', Board: ReferenceBoard, rules: referenceRules },
  'planet-apocalypse': { title: 'Planet Apocalypse', Board: PABoard, rules: planetApocalypseRules },
  doom: { title: 'DOOM: The Board Game', Board: DoomBoard, rules: doomRules },
};

export function gameUi(gameId: string): GameUi {
  return GAMES[gameId] ?? { title: gameId, Board: GenericBoard, rules: [] };
}

/** The Rules screen's books: each game with a rules reference, then the table's own help. */
export function rulebooks(): { gameId: string; title: string; rules: GameUi['rules'] }[] {
  const games = Object.entries(GAMES)
    .filter(([, ui]) => ui.rules.length > 0)
    .map(([gameId, ui]) => ({ gameId, title: ui.title, rules: ui.rules }));
  return [...games, { gameId: 'table', title: TABLE_HELP_TITLE, rules: tableHelp }];
}
