import type { IncomingMessage, ServerResponse } from 'node:http';

/*
 * A fault schedule for the loopback vendors (issue 41 item 10): each request the server answers
 * takes the plan's next fault, in order, then none once the plan is spent ("the faults clear").
 * What each fault does is the vendor server's to say (stripe-, airtable- and gumroad-server.ts with
 * httpFault below, smtp-loopback.ts):
 * - refuse: the connection is closed before anything is done;
 * - throttle: the vendor's "slow down" (HTTP 429, SMTP 451);
 * - error: the vendor's own failure (HTTP 500, SMTP 554);
 * - hang: no answer at all, so the client's timeout ends it (HTTP only);
 * - drop-after-write: the work is done (a session created, a mail received) and the answer lost.
 */
export type Fault = 'refuse' | 'throttle' | 'error' | 'hang' | 'drop-after-write';

export const FAULTS: readonly Fault[] = ['refuse', 'throttle', 'error', 'hang', 'drop-after-write'];

export interface FaultPlan {
  /** The fault for the next request, or null (no fault). */
  take(): Fault | null;
  /** The faults taken so far, in order. */
  readonly taken: readonly Fault[];
  /** Replaces what is left of the plan. */
  reset(faults: readonly (Fault | null)[]): void;
}

export function faultPlan(faults: readonly (Fault | null)[] = []): FaultPlan {
  let left = [...faults];
  const taken: Fault[] = [];
  return {
    take() {
      const fault = left.shift() ?? null;
      if (fault) taken.push(fault);
      return fault;
    },
    taken,
    reset(next) {
      left = [...next];
      taken.length = 0;
    },
  };
}

/**
 * What an HTTP loopback vendor does at once for `fault` (the bodies are the vendor's own): true when
 * the request is refused, left unanswered or answered with the vendor's 429 or 5xx; false otherwise
 * (no fault, or drop-after-write, which the server does with {@link loseAnswer} where its work is done).
 */
export function httpFault(
  fault: Fault | null,
  req: IncomingMessage,
  answers: { throttle(): void; error(): void },
): boolean {
  if (fault === 'refuse') req.socket.destroy();
  else if (fault === 'throttle') answers.throttle();
  else if (fault === 'error') answers.error();
  else if (fault !== 'hang') return false; // hang: the client's timeout ends it
  return true;
}

/** drop-after-write: the request goes on, and its answer, once written, is a closed connection instead. */
export function loseAnswer(req: IncomingMessage, res: ServerResponse): void {
  const socket = req.socket;
  res.writeHead = (() => res) as typeof res.writeHead;
  res.end = (() => {
    socket.destroy();
    return res;
  }) as typeof res.end;
}
