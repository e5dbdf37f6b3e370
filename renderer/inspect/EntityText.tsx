/**
 * A line of text (log, prompt) whose names of things are hoverable for their
 * details, and clickable to keep them open, except inside a button (an
 * answer), where a click must answer, not inspect (`pinOnClick` false).
 */
import { useMemo } from 'react';
import { inspectHandlers, useInspect } from './InspectContext';
import { splitByNames } from './nameIndex';

export function EntityText({ text, pinOnClick = true }: { text: string; pinOnClick?: boolean }) {
  const api = useInspect();
  const pieces = useMemo(() => splitByNames(text, api.names), [text, api.names]);
  if (pieces.length === 1 && !pieces[0]!.entry) return <>{text}</>;
  return (
    <>
      {pieces.map((p, i) =>
        p.entry ? (
          <span key={i} className="entity" data-entry={p.entry} {...hoverOnly(inspectHandlers(api, { entry: p.entry }), pinOnClick)}>
            {p.text}
          </span>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}

function hoverOnly<T extends { onClick: unknown }>(handlers: T, pinOnClick: boolean): T | Omit<T, 'onClick'> {
  if (pinOnClick) return handlers;
  const { onClick: _click, ...rest } = handlers;
  return rest;
}
