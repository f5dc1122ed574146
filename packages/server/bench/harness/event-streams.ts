/** One open event stream of the benchmark: when each event id arrived, and how to close it. */
export interface BenchStream {
  /** Arrival time (performance.now()) of each event, by the event's resourceId. */
  arrivals: Map<string, number>;
  ready: Promise<void>;
  close(): void;
}

/**
 * Opens GET /api/events with a session cookie and records when each event arrives (by its resourceId). Parses
 * only what the benchmark needs: `event: ready` and `data:` lines.
 */
export function openBenchStream(baseUrl: string, cookie: string): BenchStream {
  const controller = new AbortController();
  const arrivals = new Map<string, number>();
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  void (async () => {
    const response = await fetch(`${baseUrl}/api/events`, { headers: { cookie }, signal: controller.signal });
    if (!response.ok || !response.body) throw new Error(`stream refused: ${response.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      const now = performance.now();
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let boundary = buffer.indexOf('\n\n');
      while (boundary >= 0) {
        const block = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        if (block.includes('event: ready')) markReady();
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        const resourceId = data
          ? (JSON.parse(data.slice(6)) as { resourceId?: string }).resourceId
          : undefined;
        if (resourceId && !arrivals.has(resourceId)) arrivals.set(resourceId, now);
        boundary = buffer.indexOf('\n\n');
      }
    }
  })().catch(() => undefined);
  return { arrivals, ready, close: () => controller.abort() };
}
