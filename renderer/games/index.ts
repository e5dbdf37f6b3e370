/**
 * Boards by game id. A game plugs in by adding its entry here: a Board
 * component (renderer/games/<id>/) and its rules reference. Unknown games get
 * the generic board, which still lets the player answer prompts.
 */
import { GLOSSARY as paGlossary, inspect as paInspect, LEGEND as paLegend } from '../../core/games/planet-apocalypse/inspect';
import { RULES as planetApocalypseRules } from '../../core/games/planet-apocalypse/rulesText';
import { TUTORIAL as paTutorial } from '../../core/games/planet-apocalypse/tutorial';
import type { PAView } from '../../core/games/planet-apocalypse/view';
import { GLOSSARY as referenceGlossary, inspect as referenceInspect, LEGEND as referenceLegend } from '../../core/games/reference/inspect';
import { TUTORIAL as referenceTutorial } from '../../core/games/reference/tutorial';
import { TUTORIAL as prfTutorial } from '../../core/games/repossession/tutorial';
import { maTutorial } from '../../core/games/maximum-apocalypse/tutorial';
import { apocalypseRiskTutorial as riskTutorial } from '../../core/games/apocalypse-risk/tutorial';
import type { LastLightView } from '../../core/games/reference/view';
import { GLOSSARY as riskGlossary, LEGEND as riskLegend } from '../../core/games/apocalypse-risk/content/glossary';
import { inspectRisk } from '../../core/games/apocalypse-risk/inspect';
import { RULES as riskRules } from '../../core/games/apocalypse-risk/rulesText';
import type { RiskView } from '../../core/games/apocalypse-risk/view';
import { doomGlossary, doomInspect, doomLegend } from '../../core/games/doom/inspect';
import { doomRules } from '../../core/games/doom/rulesText';
import { doomTutorial } from '../../core/games/doom/tutorial';
import type { DoomView } from '../../core/games/doom/view';
import { referenceRules } from '../../core/games/reference/rulesText';
import { GLOSSARY as maGlossary, inspect as maInspect, LEGEND as maLegend } from '../../core/games/maximum-apocalypse/inspect';
import { RULES as maRules } from '../../core/games/maximum-apocalypse/rulesText';
import type { MAView } from '../../core/games/maximum-apocalypse/view';
import { GLOSSARY as prfGlossary, inspectTarget as prfInspect, LEGEND as prfLegend } from '../../core/games/repossession/inspect';
import { RULES as prfRules } from '../../core/games/repossession/rulesText';
import type { PRFView } from '../../core/games/repossession/view';
import { TABLE_HELP_TITLE, tableHelp } from '../lib/tableHelp';
import { RiskBoard } from './apocalypse-risk/RiskBoard';
import { riskSounds } from './apocalypse-risk/sounds';
import { DoomBoard } from './doom/DoomBoard';
import { doomSounds } from './doom/sounds';
import { GenericBoard } from './GenericBoard';
import { MABoard } from './maximum-apocalypse/MABoard';
import { maSounds } from './maximum-apocalypse/sounds';
import { PABoard } from './planet-apocalypse/PABoard';
import { paSounds } from './planet-apocalypse/sounds';
import { ReferenceBoard } from './reference/ReferenceBoard';
import { referenceSounds } from './reference/sounds';
import { PrfBoard } from './repossession/PrfBoard';
import { prfSounds } from './repossession/sounds';
import type { InspectEntry } from '../../core/engine/types';
import type { GameUi } from './types';

const GAMES: Record<string, GameUi> = {
  reference: {
    title: 'Last Light (reference game)', Board: ReferenceBoard, rules: referenceRules,
    glossary: referenceGlossary, inspect: (v, t) => referenceInspect(v as LastLightView, t), legend: referenceLegend, tutorial: referenceTutorial,
    sounds: referenceSounds,
  },
  'planet-apocalypse': {
    title: 'Planet Apocalypse', Board: PABoard, rules: planetApocalypseRules,
    glossary: paGlossary, inspect: (v, t) => paInspect(v as PAView, t), legend: paLegend, tutorial: paTutorial,
    sounds: paSounds,
  },
  doom: {
    title: 'DOOM: The Board Game', Board: DoomBoard, rules: doomRules,
    glossary: doomGlossary, inspect: (v, t) => doomInspect(v as DoomView, t), legend: doomLegend, tutorial: doomTutorial,
    sounds: doomSounds,
  },
  'apocalypse-risk': {
    title: 'Apocalypse (RISK variant)', Board: RiskBoard, rules: riskRules,
    glossary: riskGlossary, inspect: (v, t) => inspectRisk(v as RiskView, t), legend: riskLegend, tutorial: riskTutorial,
    sounds: riskSounds,
  },
  'maximum-apocalypse': {
    title: 'Maximum Apocalypse', Board: MABoard, rules: maRules,
    glossary: maGlossary, inspect: (v, t) => maInspect(v as MAView, t), legend: maLegend, tutorial: maTutorial,
    sounds: maSounds,
  },
  repossession: {
    title: 'Planet Repossession Force', Board: PrfBoard, rules: prfRules,
    glossary: prfGlossary, inspect: (v, t) => prfInspect(v as PRFView, t), legend: prfLegend, tutorial: prfTutorial,
    sounds: prfSounds,
  },
};

export function gameUi(gameId: string): GameUi {
  return GAMES[gameId] ?? { title: gameId, Board: GenericBoard, rules: [], glossary: [], legend: [] };
}

/** Every game with a guided first game, for the New game menu. */
export function tutorials(): { gameId: string; title: string; tutorial: NonNullable<GameUi['tutorial']> }[] {
  return Object.entries(GAMES).flatMap(([gameId, ui]) => (ui.tutorial ? [{ gameId, title: ui.title, tutorial: ui.tutorial }] : []));
}

/**
 * The Rules screen's books: each game's rules reference followed by its
 * glossary (every ability, card, keyword, enemy and token by name, so the
 * search finds them), then the table's own help.
 */
export function rulebooks(): { gameId: string; title: string; rules: GameUi['rules'] }[] {
  const games = Object.entries(GAMES)
    .filter(([, ui]) => ui.rules.length > 0)
    .map(([gameId, ui]) => ({ gameId, title: ui.title, rules: [...ui.rules, ...ui.glossary.map(glossaryRule)] }));
  return [...games, { gameId: 'table', title: TABLE_HELP_TITLE, rules: tableHelp }];
}

/** A glossary entry as a rules-reference entry: its name and kind, numbers and text. */
export function glossaryRule(e: InspectEntry): GameUi['rules'][number] {
  const stats = (e.stats ?? []).map((s) => `${s.label}: ${s.value}`).join(' · ');
  const text = [stats, ...(e.text ?? [])].filter(Boolean).join(' ');
  return { id: `glossary:${e.id}`, title: `${e.name} (${e.kind})`, text: [text, ...(e.aliases ?? [])].filter(Boolean).join(' ') };
}
