import { liveEventSchema, type LiveEvent } from '@carenest/core';

/** One message of a server-sent event stream: its event type ('message' unless named) and data. */
export interface StreamMessage {
  type: string;
  id?: string;
  data: string;
}

/** An open stream read by a test: the messages so far, waiting for more, and closing it. */
export interface OpenStream {
  status: number;
  messages: StreamMessage[];
  /** The live events received so far, parsed with the core schema. */
  events(): LiveEvent[];
  /** Waits until a message matches (or the stream ends without one, which fails). */
  waitFor(match: (message: StreamMessage) => boolean, timeoutMs?: number): Promise<StreamMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens GET /api/events on a listening server with a session cookie and reads it as it arrives. */
export async function openEventStream(
  baseUrl: string,
  cookie: string,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { cookie, accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const messages: StreamMessage[] = [];
  const waiters = new Set<() => void>();
  let isEnded = false;
  const notify = () => waiters.forEach((waiter) => waiter());
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let boundary = buffer.indexOf('\n\n');
        while (boundary >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          const fields = block.split('\n').filter((line) => line && !line.startsWith(':'));
          const value = (name: string) =>
            fields
              .find((line) => line.startsWith(`${name}:`))
              ?.slice(name.length + 1)
              .trim();
          const data = value('data');
          if (data !== undefined) messages.push({ type: value('event') ?? 'message', id: value('id'), data });
          notify();
          boundary = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close(): the stream simply ends.
    } finally {
      isEnded = true;
      notify();
    }
  })();

  return {
    status: response.status,
    messages,
    events: () =>
      messages
        .filter((message) => message.type === 'message')
        .map((message) => liveEventSchema.parse(JSON.parse(message.data))),
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => finish(new Error('no matching message in time')), timeoutMs);
        const finish = (error?: Error, message?: StreamMessage) => {
          clearTimeout(timer);
          waiters.delete(check);
          if (error) reject(error);
          else resolve(message!);
        };
        const check = () => {
          const found = messages.find(match);
          if (found) finish(undefined, found);
          else if (isEnded) finish(new Error('the stream ended without a matching message'));
        };
        waiters.add(check);
        check();
      });
    },
    ended,
    close: () => controller.abort(),
  };
}
