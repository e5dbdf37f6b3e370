/**
 * The game screen's keys: option keys (see lib/keyboard.ts), arrow-key focus
 * through every option, Enter, Space to skip, Esc for the menu (or to close
 * what is open), L for the legend.
 * The window listener is installed once and reads the latest screen through a ref.
 */
import { useEffect, useRef } from 'react';
import type { Prompt, PromptOption } from '../../core/engine/types';
import { keyAction, optionKeys } from '../lib/keyboard';
import type { InputAct } from '../lib/inputBinding';
import { isMultiSelect } from '../lib/selection';

export interface GameKeyState {
  /** The question on screen (null while events play). */
  prompt: Prompt | null;
  /** The question a key pressed now is meant for (the last one seen, once it could be read). */
  intended(): Prompt | null;
  /** The options in the order arrow keys walk them (folded sections left out). */
  visible: readonly PromptOption[];
  focused: string | null;
  handoff: boolean;
  animating: boolean;
  /** A dialog or panel is open over the table: Esc closes it; other keys wait. */
  overlayOpen: boolean;
  over: boolean;
}

export interface GameKeyHandlers {
  menu(): void;
  closeOverlay(): void;
  handoff(): void;
  skip(): void;
  /** An option key or Enter, for the question it was meant for. */
  input(act: InputAct, key: string, at: number): void;
  focus(id: string | null): void;
  legend(): void;
}

export function useGameKeys(state: GameKeyState, on: GameKeyHandlers): void {
  const ref = useRef<(e: KeyboardEvent) => void>(() => {});
  ref.current = (e: KeyboardEvent) => {
    const t = e.target as HTMLElement | null;
    const typing = !!t && (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA' || t.isContentEditable);
    const meant = state.intended();
    const onScreen = !!meant && meant.id === state.prompt?.id;
    const action = keyAction(e.key, {
      keys: state.handoff || !meant ? new Map() : optionKeys(meant.options),
      multiSelect: !!meant && isMultiSelect(meant),
      handoff: state.handoff,
      typing,
      animating: state.animating,
      focused: onScreen ? state.focused : null,
    });
    if (!action) return;
    if (action.type === 'menu') {
      e.preventDefault();
      if (state.overlayOpen) on.closeOverlay();
      else on.menu();
      return;
    }
    if (state.overlayOpen && action.type !== 'legend') return;
    // Once the match is decided only the legend answers, and Space still skips the last events' playback to the end screen.
    if (state.over && action.type !== 'legend' && action.type !== 'skip') return;
    e.preventDefault();
    switch (action.type) {
      case 'handoff': return on.handoff();
      case 'skip': return on.skip();
      case 'confirm':
      case 'option': return on.input(action, e.key, e.timeStamp);
      case 'legend': return on.legend();
      case 'move': {
        // The focus walks the options on screen; while events play there are none to walk.
        if (!state.prompt) return;
        const ids = state.visible.map((o) => o.id);
        if (ids.length === 0) return;
        const at = state.focused ? ids.indexOf(state.focused) : -1;
        const next = at < 0 ? (action.by > 0 ? 0 : ids.length - 1) : (at + action.by + ids.length) % ids.length;
        return on.focus(ids[next]!);
      }
    }
  };
  useEffect(() => {
    const fn = (e: KeyboardEvent) => ref.current(e);
    window.addEventListener('keydown', fn);
    return () => window.removeEventListener('keydown', fn);
  }, []);
}
