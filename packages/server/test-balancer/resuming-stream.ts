/**
 * A live event stream read as a browser's EventSource reads it: when the server ends it or the connection breaks,
 * it reconnects after the last `retry:` delay with the Last-Event-ID it had, and counts the reconnections.
 */
export interface ResumingStream {
  /** The resource ids of the events received, in order (a repeat would show twice). */
  resourceIds: string[];
  reconnections: number;
  /** Resolves once the first connection has said `ready`. */
  ready: Promise<void>;
  close(): void;
}

/** Splits complete SSE blocks off `buffer`; answers the blocks' fields and what is left. */
function takeBlocks(buffer: string): { blocks: Map<string, string>[]; rest: string } {
  const blocks: Map<string, string>[] = [];
  let rest = buffer;
  let boundary = rest.indexOf('\n\n');
  while (boundary >= 0) {
    const fields = new Map<string, string>();
    for (const line of rest.slice(0, boundary).split('\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trim());
    }
    blocks.push(fields);
    rest = rest.slice(boundary + 2);
    boundary = rest.indexOf('\n\n');
  }
  return { blocks, rest };
}

/** Opens GET /api/events at `baseUrl` with `cookie` and keeps it open across instances until closed. */
export function openResumingStream(baseUrl: string, cookie: string): ResumingStream {
  const controller = new AbortController();
  let lastEventId: string | undefined;
  let retryMs = 3000;
  let markReady!: () => void;
  const stream: ResumingStream = {
    resourceIds: [],
    reconnections: 0,
    ready: new Promise<void>((resolve) => (markReady = resolve)),
    close: () => controller.abort(),
  };
  const connectOnce = async () => {
    const response = await fetch(`${baseUrl}/api/events`, {
      headers: {
        cookie,
        accept: 'text/event-stream',
        ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
      },
      signal: controller.signal,
    });
    if (response.status !== 200 || !response.body) throw new Error(`stream answered ${response.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      const { blocks, rest } = takeBlocks(buffer + decoder.decode(chunk as Uint8Array, { stream: true }));
      buffer = rest;
      for (const fields of blocks) {
        if (fields.has('retry')) retryMs = Number(fields.get('retry'));
        if (fields.get('event') === 'ready') markReady();
        const data = fields.get('data');
        if (!fields.has('event') && data) {
          stream.resourceIds.push((JSON.parse(data) as { resourceId: string }).resourceId);
          lastEventId = fields.get('id');
        }
      }
    }
  };
  void (async () => {
    while (!controller.signal.aborted) {
      await connectOnce().catch(() => undefined);
      if (controller.signal.aborted) return;
      stream.reconnections += 1;
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  })();
  return stream;
}
