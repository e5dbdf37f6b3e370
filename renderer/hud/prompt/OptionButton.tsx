/** One answer of a prompt: its key, its label (names hoverable), detail line and exact odds. */
import { useEffect, useRef } from 'react';
import type { PromptOption } from '../../../core/engine/types';
import { EntityText } from '../../inspect/EntityText';
import { percent, splitOdds } from './promptLayout';
import './prompt-odds.css';

interface Props {
  option: PromptOption;
  keyName?: string;
  picked: boolean;
  suggested: boolean;
  /** Why the rules suggest it, where the suggestion is not the obvious answer. */
  suggestedWhy?: string;
  focused: boolean;
  /** The guided first game recommends this answer. */
  guided?: boolean;
  multi: boolean;
  busy: boolean;
  compact: boolean;
  onPick(): void;
  onHover(over: boolean): void;
}

export function OptionButton({ option: o, keyName, picked, suggested, suggestedWhy, focused, guided, multi, busy, compact, onPick, onHover }: Props) {
  const ref = useRef<HTMLButtonElement>(null);
  // The guide names this answer: it must be on screen, not below the fold of a long list.
  useEffect(() => {
    if (guided) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [guided]);
  const cls = ['option', picked ? 'picked' : '', suggested ? 'suggested' : '', focused ? 'focused' : '', guided ? 'guide-suggest' : '', compact ? 'compact' : '']
    .filter(Boolean).join(' ');
  return (
    <button
      ref={ref}
      type="button"
      className={cls}
      title={o.hint}
      disabled={busy}
      aria-pressed={multi ? picked : undefined}
      onClick={onPick}
      onMouseEnter={() => onHover(true)}
      onMouseLeave={() => onHover(false)}
      onFocus={() => onHover(true)}
      onBlur={() => onHover(false)}
      data-testid={`option-${o.id}`}
    >
      {keyName && <kbd>{keyName.toUpperCase()}</kbd>}
      <span className="option-body">
        <span className="option-label">
          <EntityText text={o.label} pinOnClick={false} />
        </span>
        {o.detail && <span className="option-detail">{o.detail}</span>}
        {suggested && suggestedWhy && <span className="option-detail suggest-why">★ {suggestedWhy}</span>}
        {o.odds && o.odds.length > 0 && <Odds id={o.id} odds={o.odds} />}
      </span>
      {suggested && <span className="suggest-mark" title={suggestedWhy ? `Suggested: ${suggestedWhy}` : 'Suggested'}>★</span>}
    </button>
  );
}

/**
 * Outcome chances, all on the button's face (a tooltip is not enough: the
 * player weighs them before choosing): named outcomes as chips, amounts
 * ("3 damage") as a small bar chart with each bar's percentage over it.
 */
function Odds({ id, odds }: { id: string; odds: NonNullable<PromptOption['odds']> }) {
  const { named, amounts, unit } = splitOdds(odds);
  const top = Math.max(...amounts.map((a) => a.p), 0.0001);
  return (
    <span className="option-odds" data-testid={`odds-${id}`}>
      {named.map((odd) => (
        <span key={odd.label} className="odd">
          {odd.label} <strong>{percent(odd.p)}</strong>
        </span>
      ))}
      {amounts.length > 0 && (
        <span className="odd-chart" aria-label={amounts.map((a) => `${a.amount} ${unit}: ${percent(a.p)}`).join(', ')}>
          {amounts.map((a) => (
            <span key={a.amount} className="odd-col" title={`${a.amount} ${unit}: ${percent(a.p)}`}>
              <span className="odd-pct">{percent(a.p)}</span>
              <span className="odd-fill" style={{ height: `${Math.max(4, Math.round((a.p / top) * 50))}%` }} />
              <span className="odd-amount">{a.amount}</span>
            </span>
          ))}
          <span className="odd-unit">{unit}</span>
        </span>
      )}
    </span>
  );
}
