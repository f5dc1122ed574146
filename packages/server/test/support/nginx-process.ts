import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The reverse proxy configuration docs/production.md ships, as a center would copy it. */
export const NGINX_CONFIG = path.resolve(import.meta.dirname, '../../../../deploy/nginx/carenest.conf');

/** nginx (Debian's package) running deploy/nginx/carenest.conf in front of one CareNest server. */
export interface ReverseProxy {
  httpsUrl: string;
  httpUrl: string;
  /** The self-signed certificate it serves, for clients to trust. */
  certificate: Buffer;
  stop(): Promise<void>;
}

/** `text` with `from` replaced by `to`, failing when `from` is absent: the shipped file changed shape. */
function substitute(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`deploy/nginx/carenest.conf no longer contains "${from}"`);
  return text.split(from).join(to);
}

/**
 * Starts nginx on loopback ports with the shipped server blocks, only the ports, the certificate paths and the
 * upstream's port substituted, a certificate for 127.0.0.1 made with `openssl req` in a temporary folder, and
 * waits until /api/health answers through HTTPS.
 */
export async function startReverseProxy(ports: {
  https: number;
  http: number;
  upstream: number;
}): Promise<ReverseProxy> {
  const directory = mkdtempSync(path.join(tmpdir(), 'carenest-nginx-'));
  chmodSync(directory, 0o755);
  const certificateFile = path.join(directory, 'cert.pem');
  const keyFile = path.join(directory, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certificateFile,
    ],
    { stdio: 'ignore' },
  );
  let servers = readFileSync(NGINX_CONFIG, 'utf8');
  servers = substitute(servers, 'listen 80;', `listen 127.0.0.1:${ports.http};`);
  servers = substitute(servers, 'listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`);
  servers = substitute(servers, '/etc/letsencrypt/live/care.example.org/fullchain.pem', certificateFile);
  servers = substitute(servers, '/etc/letsencrypt/live/care.example.org/privkey.pem', keyFile);
  servers = substitute(servers, 'http://127.0.0.1:3000', `http://127.0.0.1:${ports.upstream}`);
  writeFileSync(path.join(directory, 'carenest.conf'), servers);
  const temporary = (name: string) => `${name}_temp_path ${path.join(directory, name)};`;
  writeFileSync(
    path.join(directory, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${path.join(directory, 'nginx.pid')};
error_log ${path.join(directory, 'error.log')} warn;
events { worker_connections 64; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temporary).join('\n  ')}
  include ${path.join(directory, 'carenest.conf')};
}
`,
  );
  const child: ChildProcess = spawn(
    'nginx',
    ['-p', directory, '-e', path.join(directory, 'error.log'), '-c', path.join(directory, 'nginx.conf')],
    { stdio: 'ignore' },
  );
  const certificate = readFileSync(certificateFile);
  const httpsUrl = `https://127.0.0.1:${ports.https}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(
        `nginx exited with ${child.exitCode}: ${readFileSync(path.join(directory, 'error.log'), 'utf8')}`,
      );
    const isUp = await httpsRequest(`${httpsUrl}/api/health`, { ca: certificate }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (isUp) break;
    if (Date.now() > deadline) throw new Error('nginx did not reach CareNest within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    httpsUrl,
    httpUrl: `http://127.0.0.1:${ports.http}`,
    certificate,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** An HTTPS answer read whole. */
export interface HttpsAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One HTTPS request trusting `ca` (the proxy's self-signed certificate). */
export function httpsRequest(
  url: string,
  options: { ca: Buffer; method?: string; headers?: Record<string, string>; body?: string },
): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, ca: options.ca },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** An event stream read through HTTPS as it arrives. */
export interface HttpsStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** Waits until the text received so far satisfies `match` (at most `timeoutMs`). */
  waitFor(match: (text: string) => boolean, timeoutMs?: number): Promise<string>;
  close(): void;
}

/** Opens a long-lived GET (server-sent events) through HTTPS. */
export function openHttpsStream(
  url: string,
  options: { ca: Buffer; headers: Record<string, string> },
): Promise<HttpsStream> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers: options.headers, ca: options.ca }, (response) => {
      let text = '';
      const waiters = new Set<() => void>();
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        for (const waiter of waiters) waiter();
      });
      response.on('error', () => undefined);
      resolve({
        status: response.statusCode!,
        headers: response.headers,
        waitFor(match, timeoutMs = 15_000) {
          return new Promise((found, missed) => {
            const check = () => {
              if (!match(text)) return;
              clearTimeout(timer);
              waiters.delete(check);
              found(text);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              missed(new Error(`the stream did not carry the expected message in time; it had: ${text}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
        close: () => outgoing.destroy(),
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
