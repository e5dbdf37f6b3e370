/** One answer of a prompt: its key, its label (names hoverable), detail line and exact odds. */
import type { PromptOption } from '../../../core/engine/types';
import { EntityText } from '../../inspect/EntityText';
import { percent } from './promptLayout';

interface Props {
  option: PromptOption;
  keyName?: string;
  picked: boolean;
  suggested: boolean;
  focused: boolean;
  /** The guided first game recommends this answer. */
  guided?: boolean;
  multi: boolean;
  busy: boolean;
  compact: boolean;
  onPick(): void;
  onHover(over: boolean): void;
}

export function OptionButton({ option: o, keyName, picked, suggested, focused, guided, multi, busy, compact, onPick, onHover }: Props) {
  const cls = ['option', picked ? 'picked' : '', suggested ? 'suggested' : '', focused ? 'focused' : '', guided ? 'guide-suggest' : '', compact ? 'compact' : '']
    .filter(Boolean).join(' ');
  return (
    <button
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
          <EntityText text={o.label} />
        </span>
        {o.detail && <span className="option-detail">{o.detail}</span>}
        {o.odds && o.odds.length > 0 && (
          <span className="option-odds" data-testid={`odds-${o.id}`}>
            {o.odds.map((odd) => (
              <span key={odd.label} className="odd">
                <span className="odd-bar" style={{ width: `${Math.round(odd.p * 100)}%` }} aria-hidden="true" />
                {odd.label} {percent(odd.p)}
              </span>
            ))}
          </span>
        )}
      </span>
      {suggested && <span className="suggest-mark" title="Suggested">★</span>}
    </button>
  );
}
