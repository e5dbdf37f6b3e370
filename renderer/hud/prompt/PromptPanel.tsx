/**
 * The current decision: the question, what is at stake in numbers, the
 * answers grouped under their headings with their keys (1-9, 0, and D/E/P
 * for Done, End turn and Pass; arrows and Enter reach the rest), a counter
 * editor when the answers are counts, and for multi-selects a confirm
 * button enabled only when the number picked is legal. Long lists of places
 * fold into "pick on the table". When another seat decides, says who we wait for.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Prompt } from '../../../core/engine/types';
import type { ForeignPrompt } from '../../../core/engine/view';
import { EntityText } from '../../inspect/EntityText';
import { optionKeys } from '../../lib/keyboard';
import { isMultiSelect, isSelectionLegal, selectionHint } from '../../lib/selection';
import { CountsEditor } from './CountsEditor';
import { OptionButton } from './OptionButton';
import { layoutOptions } from './promptLayout';

interface Props {
  prompt: Prompt | null;
  waitingFor: ForeignPrompt | null;
  selected: readonly string[];
  busy: boolean;
  /** Name of the seat deciding, with "(AI)" when a bot answers for it. */
  waitingName: string;
  /** The option the arrow keys point at. */
  focused: string | null;
  /** Folded sections the player opened (by title). */
  unfolded: ReadonlySet<string | null>;
  onUnfold(title: string | null): void;
  onOption(id: string): void;
  onConfirm(): void;
  onRule?(ruleId: string): void;
  /** Title of the rules entry the prompt names. */
  ruleTitle?: string;
  /** The pointer is over an option (null: left it): the table highlights what the option points at. */
  onHover?(optionId: string | null): void;
  /** The answer the guided first game recommends. */
  guideSuggest?: string | null;
}

export function PromptPanel(p: Props) {
  const { prompt, waitingFor, selected, busy, waitingName, onOption, onConfirm, onRule, ruleTitle, onHover } = p;
  const sections = useMemo(() => (prompt ? layoutOptions(prompt.options, p.guideSuggest) : []), [prompt, p.guideSuggest]);
  const keys = useMemo(() => optionKeys(prompt?.options ?? []), [prompt]);
  const [showAll, setShowAll] = useState(false);
  useEffect(() => setShowAll(false), [prompt?.id]);
  if (!prompt) {
    if (!waitingFor) return null;
    return (
      <section className="prompt prompt-waiting" data-testid="waiting" aria-live="polite">
        <div className="waiting-line">
          <span className="spinner" aria-hidden="true" /> Waiting for <strong>{waitingName}</strong>
        </div>
        <p className="muted small">
          <EntityText text={waitingFor.text} />
        </p>
      </section>
    );
  }
  const multi = isMultiSelect(prompt);
  const legal = isSelectionLegal(prompt, selected);
  const form = prompt.form;
  const listHidden = !!form && !showAll;
  return (
    <section className="prompt" data-testid="prompt" data-prompt-id={prompt.id} data-tutorial="prompt" aria-live="polite">
      <p className="prompt-text" data-testid="prompt-text">
        <EntityText text={prompt.text} />
      </p>
      {prompt.facts && prompt.facts.length > 0 && (
        <dl className="prompt-facts" data-testid="prompt-facts">
          {prompt.facts.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {multi && (
        <p className="muted small" data-testid="prompt-count">
          {selectionHint(prompt)} · {selected.length} picked
        </p>
      )}
      {form && (
        <>
          <CountsEditor key={prompt.id} form={form} options={prompt.options} busy={busy} onPick={onOption} {...(prompt.suggested ? { suggested: prompt.suggested } : {})} />
          <button type="button" className="link-button" onClick={() => setShowAll((v) => !v)} data-testid="show-all-options">
            {showAll ? 'Hide the list' : `Or pick from all ${prompt.options.length} choices`}
          </button>
        </>
      )}
      {!listHidden && (
        <div className="options">
          {sections.map((s) => {
            const folded = s.boardPick && !p.unfolded.has(s.title);
            return (
              <div className="option-group" key={s.title ?? ''} data-testid={s.title ? `group-${s.title}` : undefined}>
                {s.title && <h4 className="option-group-title"><EntityText text={s.title} /></h4>}
                {folded && (
                  <p className="board-pick">
                    Pick one of the {s.places} marked places on the table, or{' '}
                    <button type="button" className="link-button" onClick={() => p.onUnfold(s.title)} data-testid="unfold-options">
                      show them as a list
                    </button>
                    .
                  </p>
                )}
                {(!folded || s.extras.length > 0) && (
                  <div className={s.title ? 'option-row' : 'option-column'}>
                    {(folded ? s.extras : s.options).map((o) => (
                      <OptionButton
                        key={o.id}
                        option={o}
                        keyName={keys.get(o.id)}
                        picked={selected.includes(o.id)}
                        suggested={prompt.suggested?.includes(o.id) ?? false}
                        {...(prompt.suggestedWhy ? { suggestedWhy: prompt.suggestedWhy } : {})}
                        focused={p.focused === o.id}
                        guided={p.guideSuggest === o.id}
                        multi={multi}
                        busy={busy}
                        compact={!!s.title}
                        onPick={() => onOption(o.id)}
                        onHover={(over) => onHover?.(over ? o.id : null)}
                      />
                    ))}
                  </div>
                )}
              </div>
            );
          })}
        </div>
      )}
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
