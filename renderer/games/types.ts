/** What a game's board component receives from the game screen. */
import type { ComponentType } from 'react';
import type { InspectEntry, LegendEntry, PromptOption, TableTarget, Tutorial } from '../../core/engine/types';
import type { GameView } from '../../core/engine/view';
import type { MatchUpdate, Settings } from '../api/types';
import type { RuleEntry } from '../lib/rulesSearch';
import type { GameSounds } from '../sound';
import type { Beat } from '../timeline/beats';

export interface BoardProps<V = unknown> {
  update: MatchUpdate;
  view: GameView<V>;
  settings: Settings;
  /** Hot-seat handoff pending: hide everything private to the viewer (hands ...). */
  concealed: boolean;
  /** Options of the viewer's prompt keyed by their table target ("card:sprint-1"), for clicks on the board. */
  targets: ReadonlyMap<string, PromptOption>;
  /** Option ids picked so far in a multi-select. */
  selected: readonly string[];
  /** Acts as if the option's button was pressed. */
  onOption(optionId: string): void;
  /** A seat's display name. */
  seatName(seat: string | null | undefined): string;
  /** Table target (targetKey) of the prompt option under the pointer: show where it points. */
  hoveredTarget: string | null;
  /** The event being animated now (the view is the table right after it); null between animations. */
  beat: Beat | null;
  /** The beats playing now, beat among them: the follow camera frames a part of a turn at once (useShotCamera). */
  queue?: readonly Beat[];
  /** The path of the prompt option under the pointer (a move's spaces or areas), for the board to draw. */
  hoveredPath?: readonly string[] | null;
  /** Table targets (targetKeys) the part of the turn now playing names as acting and acted on: light them. */
  named?: readonly string[];
}

/**
 * Everything the renderer knows about one game: its board, its rules
 * reference, and what its content says about every thing on the table (the
 * game's inspect module: glossary, live inspect, legend) and its guided first game.
 */
export interface GameUi {
  title: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Board: ComponentType<BoardProps<any>>;
  rules: RuleEntry[];
  glossary: readonly InspectEntry[];
  /** The live entry for a table target in a seat's view (the game view, not the kernel's wrapper). */
  inspect?(view: unknown, target: TableTarget): InspectEntry | null;
  legend: readonly LegendEntry[];
  tutorial?: Tutorial;
  /** Its events' sounds and its ambient bed, as data (renderer/games/<id>/sounds.ts); without it, the table's common sounds. */
  sounds?: GameSounds;
}

export function targetKey(kind: string, id: string): string {
  return `${kind}:${id}`;
}
