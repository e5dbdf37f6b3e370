/**
 * A prompt whose options are counts of items (three despair dice: how many
 * of each face) as one counter per item, instead of every combination listed.
 * Answers with the option whose counts match; the button says when none does.
 */
import { useState } from 'react';
import type { CountsForm, PromptOption } from '../../../core/engine/types';
import { optionForCounts } from './promptLayout';

interface Props {
  form: CountsForm;
  options: readonly PromptOption[];
  busy: boolean;
  onPick(optionId: string): void;
  /** The prompt's suggested answers: the counters start at the first one's counts (a share worked out for the player), else at 0. */
  suggested?: readonly string[];
}

export function CountsEditor({ form, options, busy, onPick, suggested }: Props) {
  const [counts, setCounts] = useState<Record<string, number>>(() => {
    const start = options.find((o) => o.id === suggested?.[0])?.counts;
    return Object.fromEntries(form.items.map((i) => [i.key, start?.[i.key] ?? 0]));
  });
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const match = total === form.total ? optionForCounts(options, counts) : null;
  const change = (key: string, by: number) =>
    setCounts((c) => ({ ...c, [key]: Math.max(0, Math.min(form.total, (c[key] ?? 0) + by)) }));
  return (
    <div className="counts-editor" data-testid="counts-editor">
      {form.items.map((item) => (
        <div className="counter" key={item.key}>
          <span className="counter-label">{item.label}</span>
          <button type="button" onClick={() => change(item.key, -1)} disabled={busy || (counts[item.key] ?? 0) === 0} aria-label={`One less ${item.label}`} data-testid={`count-minus-${item.key}`}>
            −
          </button>
          <output data-testid={`count-${item.key}`}>{counts[item.key] ?? 0}</output>
          <button type="button" onClick={() => change(item.key, 1)} disabled={busy || total >= form.total} aria-label={`One more ${item.label}`} data-testid={`count-plus-${item.key}`}>
            +
          </button>
        </div>
      ))}
      <button type="button" className="primary" disabled={busy || !match} onClick={() => match && onPick(match.id)} data-testid="counts-confirm">
        {total !== form.total ? `Choose ${form.total - total} more` : match ? `Confirm: ${match.label}` : 'Not allowed'}
      </button>
    </div>
  );
}
