/**
 * One card in the DOOM HUD (action, event, Glory Kill, demon or offered
 * card), in two lines for the side column's dock: clickable when the prompt
 * offers it; otherwise a click (or hover) shows its full rules data in the
 * inspector.
 */
import type { CSSProperties } from 'react';
import type { PromptOption, TableTarget } from '../../../core/engine/types';
import { inspectHandlers, useInspect } from '../../inspect/InspectContext';
import type { CardInfo } from './cardInfo';

export interface HudCardProps {
  info: Pick<CardInfo, 'title' | 'kind' | 'facts' | 'text' | 'frame'>;
  option?: PromptOption;
  picked?: boolean;
  pointed?: boolean;
  dim?: boolean;
  testId?: string;
  /** What the card is, for the inspector. */
  inspect?: TableTarget;
  onOption(optionId: string): void;
}

export function HudCard({ info, option, picked = false, pointed = false, dim = false, testId, inspect, onOption }: HudCardProps) {
  const api = useInspect();
  const look = inspect ? inspectHandlers(api, { target: inspect }) : null;
  const style: CSSProperties = {
    borderLeft: `4px solid ${info.frame}`,
    opacity: dim ? 0.55 : 1,
    outline: pointed && !picked ? '2px solid var(--focus)' : undefined,
    cursor: option ? 'pointer' : 'default',
  };
  return (
    <button
      type="button"
      className={`card${option ? ' playable' : ''}${picked ? ' picked' : ''}`}
      style={style}
      aria-disabled={!option}
      title={option ? `${option.label}${option.hint ? ` — ${option.hint}` : ''}` : whole(info)}
      onMouseEnter={look?.onMouseEnter}
      onMouseLeave={look?.onMouseLeave}
      onClick={(e) => (option ? onOption(option.id) : look?.onClick(e))}
      data-testid={testId}
    >
      {/* Two lines, for the side column's dock: name and numbers, then kind and text (cut; whole in the title and the inspector). */}
      <span className="card-line">
        <span className="card-name">{info.title}</span>
        {info.facts.length > 0 && <span className="card-facts">{info.facts.join(' · ')}</span>}
      </span>
      {(info.kind || info.text) && (
        <span className="card-line card-text">
          {info.kind && <span className="muted">{info.kind}</span>}
          {info.kind && info.text ? ' · ' : ''}
          {info.text}
        </span>
      )}
    </button>
  );
}

/** Everything on the card, for its tooltip. */
function whole(info: HudCardProps['info']): string {
  return [info.title, info.kind, info.facts.join(' · '), info.text].filter(Boolean).join(' — ');
}
