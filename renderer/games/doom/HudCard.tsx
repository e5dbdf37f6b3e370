/** One card in the DOOM HUD (action, event, Glory Kill, demon or offered card): clickable when the prompt offers it. */
import type { CSSProperties } from 'react';
import type { PromptOption } from '../../../core/engine/types';
import type { CardInfo } from './cardInfo';

export interface HudCardProps {
  info: Pick<CardInfo, 'title' | 'kind' | 'facts' | 'text' | 'frame'>;
  option?: PromptOption;
  picked?: boolean;
  pointed?: boolean;
  dim?: boolean;
  testId?: string;
  onOption(optionId: string): void;
}

export function HudCard({ info, option, picked = false, pointed = false, dim = false, testId, onOption }: HudCardProps) {
  const style: CSSProperties = {
    borderTop: `4px solid ${info.frame}`,
    opacity: dim ? 0.55 : 1,
    outline: pointed && !picked ? '2px solid var(--focus)' : undefined,
    cursor: option ? 'pointer' : 'default',
  };
  return (
    <button
      type="button"
      className={`card${option ? ' playable' : ''}${picked ? ' picked' : ''}`}
      style={style}
      disabled={!option}
      title={option ? `${option.label}${option.hint ? ` — ${option.hint}` : ''}` : info.text}
      onClick={() => option && onOption(option.id)}
      data-testid={testId}
    >
      <span className="card-name">{info.title}</span>
      {info.kind && <span className="muted small">{info.kind}</span>}
      {info.facts.length > 0 && <span className="small" style={{ fontWeight: 700 }}>{info.facts.join(' · ')}</span>}
      {info.text && <span className="card-text">{info.text}</span>}
    </button>
  );
}
