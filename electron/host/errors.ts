/**
 * Errors the host reports to the renderer. Each carries one of the protocol's
 * error codes so that the router can answer with {ok:false, error:{code, message}}
 * without guessing from message text.
 */
import { HostError, type HostErrorCode } from '../../core/protocol/hostError';

export { HostError, type HostErrorCode };

/** The message of anything thrown, for error replies and logs. */
export function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
