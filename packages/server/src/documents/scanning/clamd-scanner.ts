import { connect, type NetConnectOpts, type Socket } from 'node:net';
import { once } from 'node:events';
import type { ScanVerdict, VirusScanner } from './virus-scanner.ts';

/** Bytes per INSTREAM chunk (clamd's StreamMaxLength applies to the total, 25 MB by default). */
const CHUNK_BYTES = 64 * 1024;
/** How long one scan may take before the connection is dropped and the scan retried later. */
const SCAN_TIMEOUT_MS = 120_000;
/** The longest reply read from clamd. */
const MAXIMUM_REPLY_BYTES = 4096;

/** Where clamd listens: a unix socket path (contains "/"), or host:port. */
export function clamdAddressOf(socket: string): NetConnectOpts {
  if (socket.includes('/')) return { path: socket };
  const colon = socket.lastIndexOf(':');
  const port = Number(socket.slice(colon + 1));
  if (colon <= 0 || !Number.isInteger(port) || port <= 0 || port > 65_535)
    throw new Error(`CLAMD_SOCKET must be a unix socket path or host:port, not ${JSON.stringify(socket)}`);
  return { host: socket.slice(0, colon).replace(/^\[|\]$/g, ''), port };
}

/** Reads clamd's reply: everything up to the terminating NUL (z-commands) or the end of the connection. */
async function readReply(socket: Socket): Promise<string> {
  const parts: Buffer[] = [];
  let length = 0;
  for await (const chunk of socket as AsyncIterable<Buffer>) {
    parts.push(chunk);
    length += chunk.length;
    if (chunk.includes(0) || length > MAXIMUM_REPLY_BYTES) break;
  }
  return Buffer.concat(parts).toString('utf8').split('\0')[0]!.trim();
}

/** Writes bytes and waits until the socket has taken them (back-pressure). */
function write(socket: Socket, bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) =>
    socket.write(bytes, (error) => (error ? reject(error) : resolve())),
  );
}

/** "stream: OK" is clean, "stream: <name> FOUND" infected; anything else (an ERROR) is a failed scan. */
export function parseClamdReply(reply: string): ScanVerdict {
  if (reply === 'stream: OK') return { isInfected: false };
  const found = /^stream: (.+) FOUND$/.exec(reply);
  if (found) return { isInfected: true, signature: found[1]! };
  throw new Error(`clamd answered ${JSON.stringify(reply.slice(0, 200))}`);
}

/**
 * A ClamAV daemon client speaking INSTREAM: "zINSTREAM\0", then the file as chunks each preceded by its
 * length (4 bytes, big-endian), then a zero length; clamd replies "stream: OK" or "stream: <name> FOUND".
 */
export function createClamdScanner(socketAddress: string): VirusScanner {
  const address = clamdAddressOf(socketAddress);
  return {
    name: 'clamd',
    async scan(content) {
      const socket = connect(address);
      // A socket error also fails the awaited connect, write or read; this listener keeps it from crashing.
      socket.on('error', () => undefined);
      socket.setTimeout(SCAN_TIMEOUT_MS, () => socket.destroy(new Error('clamd did not answer in time')));
      try {
        await once(socket, 'connect');
        await write(socket, Buffer.from('zINSTREAM\0', 'latin1'));
        for await (const chunk of content) {
          for (let offset = 0; offset < chunk.length; offset += CHUNK_BYTES) {
            const piece = chunk.subarray(offset, offset + CHUNK_BYTES);
            const header = Buffer.alloc(4);
            header.writeUInt32BE(piece.length);
            await write(socket, Buffer.concat([header, piece]));
          }
        }
        await write(socket, Buffer.alloc(4));
        return parseClamdReply(await readReply(socket));
      } finally {
        socket.destroy();
      }
    },
  };
}
