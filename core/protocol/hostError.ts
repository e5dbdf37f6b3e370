/**
 * An error the host reports over the protocol, with its code. The host throws
 * it so the router can answer {ok:false, error:{code, message}} without reading
 * message text; the renderer rebuilds it from the reply. 'disconnected' is the
 * renderer's own code for a lost browser-mode connection.
 */
import type { ErrorInfo } from './messages';

export type HostErrorCode = ErrorInfo['code'] | 'disconnected';

export class HostError extends Error {
  readonly code: HostErrorCode;
  constructor(code: HostErrorCode, message: string) {
    super(message);
    this.name = 'HostError';
    this.code = code;
  }
}
