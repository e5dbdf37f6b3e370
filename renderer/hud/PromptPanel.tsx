/**
 * The current decision: the question, one button per option (1-9 on the
 * keyboard), and for multi-selects a confirm button enabled only when the
 * number picked is legal. When another seat decides, says who we wait for.
 */
import type { Prompt } from '../../core/engine/types';
import type { ForeignPrompt } from '../../core/engine/view';
import { isMultiSelect, isSelectionLegal, selectionHint } from '../lib/selection';

interface Props {
  prompt: Prompt | null;
  waitingFor: ForeignPrompt | null;
  selected: readonly string[];
  busy: boolean;
  /** Name of the seat deciding, with "(AI)" when a bot answers for it. */
  waitingName: string;
  onOption(id: string): void;
  onConfirm(): void;
  onRule?(ruleId: string): void;
  /** Title of the rules entry the prompt names. */
  ruleTitle?: string;
  /** The pointer is over an option (null: left it): the table highlights what the option points at. */
  onHover?(optionId: string | null): void;
}

export function PromptPanel({ prompt, waitingFor, selected, busy, waitingName, onOption, onConfirm, onRule, ruleTitle, onHover }: Props) {
  if (!prompt) {
    if (!waitingFor) return null;
    return (
      <section className="prompt prompt-waiting" data-testid="waiting" aria-live="polite">
        <div className="waiting-line">
          <span className="spinner" aria-hidden="true" /> Waiting for <strong>{waitingName}</strong>
        </div>
        <p className="muted small">{waitingFor.text}</p>
      </section>
    );
  }
  const multi = isMultiSelect(prompt);
  const legal = isSelectionLegal(prompt, selected);
  return (
    <section className="prompt" data-testid="prompt" data-prompt-id={prompt.id} aria-live="polite">
      <p className="prompt-text" data-testid="prompt-text">
        {prompt.text}
      </p>
      {multi && (
        <p className="muted small" data-testid="prompt-count">
          {selectionHint(prompt)} · {selected.length} picked
        </p>
      )}
      <div className="options">
        {prompt.options.map((o, i) => {
          const picked = selected.includes(o.id);
          const suggested = prompt.suggested?.includes(o.id) ?? false;
          const cls = ['option', picked ? 'picked' : '', suggested ? 'suggested' : ''].filter(Boolean).join(' ');
          return (
            <button
              type="button"
              key={o.id}
              className={cls}
              title={o.hint}
              disabled={busy}
              aria-pressed={multi ? picked : undefined}
              onClick={() => onOption(o.id)}
              onMouseEnter={() => onHover?.(o.id)}
              onMouseLeave={() => onHover?.(null)}
              onFocus={() => onHover?.(o.id)}
              onBlur={() => onHover?.(null)}
              data-testid={`option-${o.id}`}
            >
              {i < 9 && <kbd>{i + 1}</kbd>}
              <span>{o.label}</span>
              {suggested && <span className="suggest-mark" title="Suggested">★</span>}
            </button>
          );
        })}
      </div>
      <div className="prompt-actions">
        {multi && (
          <button type="button" className="primary" disabled={busy || !legal} onClick={onConfirm} data-testid="prompt-confirm">
            Confirm <kbd>Enter</kbd>
          </button>
        )}
        {prompt.rule && onRule && (
          <button type="button" className="link-button" onClick={() => onRule(prompt.rule!)} data-testid="prompt-rule">
            Rule: {ruleTitle ?? prompt.rule}
          </button>
        )}
      </div>
    </section>
  );
}
