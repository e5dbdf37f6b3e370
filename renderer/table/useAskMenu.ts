/**
 * A thing on the table that answers several options of the question (move to
 * a tile or lure its monsters there; attack from a territory or move from it)
 * asks which one: `pick(key)` answers at once when the thing has one option,
 * else opens BoardShell's ask-menu with its options. The menu closes when the
 * question changes.
 */
import { useCallback, useEffect, useState } from 'react';
import type { AskMenu, AskOption } from './BoardShell';

export function useAskMenu(
  byKey: ReadonlyMap<string, readonly AskOption[]>,
  promptId: string | undefined,
  onOption: (optionId: string) => void,
  menu: { title: string; testId: string },
): { pick(key: string): void; ask: AskMenu | null } {
  const [asking, setAsking] = useState<string | null>(null);
  useEffect(() => setAsking(null), [promptId]);
  const pick = useCallback((key: string) => {
    const options = byKey.get(key) ?? [];
    if (options.length === 1) onOption(options[0]!.id);
    else if (options.length > 1) setAsking(key);
  }, [byKey, onOption]);
  const choices = asking ? byKey.get(asking) ?? [] : [];
  const ask: AskMenu | null = choices.length > 0
    ? { ...menu, options: choices, onPick: (id) => (setAsking(null), onOption(id)), onCancel: () => setAsking(null) }
    : null;
  return { pick, ask };
}
