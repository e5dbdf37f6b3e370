/**
 * Errors the host reports to the renderer. Each carries one of the protocol's
 * error codes so that the router can answer with {ok:false, error:{code, message}}
 * without guessing from message text.
 */
import type { ErrorInfo } from '../../core/protocol/messages';

export type HostErrorCode = ErrorInfo['code'];

export class HostError extends Error {
  readonly code: HostErrorCode;
  constructor(code: HostErrorCode, message: string) {
    super(message);
    this.name = 'HostError';
    this.code = code;
  }
}

/** The message of anything thrown, for error replies and logs. */
export function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
