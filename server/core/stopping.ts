// Whether this process has been told to stop (SIGTERM, say during a rolling restart). From then on it finishes what
// is in flight and takes nothing new: /api/ready answers 503 so a load balancer takes it out of rotation, and every
// answer closes its connection (server/http/gateway.ts), so a proxy sends its next requests elsewhere.

let stopping = false;

export const isStopping = (): boolean => stopping;

export function markStopping(): void {
  stopping = true;
}
