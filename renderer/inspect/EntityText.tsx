/** A line of text (log, prompt) whose names of things are hoverable and clickable for their details. */
import { useMemo } from 'react';
import { inspectHandlers, useInspect } from './InspectContext';
import { splitByNames } from './nameIndex';

export function EntityText({ text }: { text: string }) {
  const api = useInspect();
  const pieces = useMemo(() => splitByNames(text, api.names), [text, api.names]);
  if (pieces.length === 1 && !pieces[0]!.entry) return <>{text}</>;
  return (
    <>
      {pieces.map((p, i) =>
        p.entry ? (
          <span key={i} className="entity" data-entry={p.entry} {...inspectHandlers(api, { entry: p.entry })}>
            {p.text}
          </span>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}
