import { mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * S3-compatible object storage for document blobs (S3_BUCKET and its companions). Only ciphertext reaches it:
 * documents are encrypted before upload exactly as on the local folder.
 */
export interface S3Settings {
  bucket: string;
  /** S3_ENDPOINT: a MinIO-style server's address; AWS's regional endpoint without it. */
  endpoint: string | undefined;
  region: string;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; the SDK's default credential chain without them. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** S3_FORCE_PATH_STYLE=true: bucket in the path (MinIO-style servers), not in the host name. */
  isPathStyle: boolean;
}

/** Everything CareNest reads from its environment, read once at start-up. */
export interface Config {
  port: number;
  host: string;
  dataDirectory: string;
  databaseUrl: string | undefined;
  isDemoSeeded: boolean;
  isProduction: boolean;
  logLevel: string;
  /** The built web app it serves (WEB_DIST_DIR, default packages/web/dist). */
  webDistDirectory: string;
  smtpUrl: string | undefined;
  /**
   * Where users reach CareNest (PUBLIC_URL, e.g. `https://care.example.org`): the origin of every link an email
   * carries, never the request's Host. Required when SMTP_URL is set.
   */
  publicUrl: string | undefined;
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For (only then). */
  isBehindProxy: boolean;
  /** Encrypted document blobs (DOCUMENTS_DIR, default DATA_DIR/documents). */
  documentsDirectory: string;
  /** Document blobs on S3-compatible storage when S3_BUCKET is set; the local folder otherwise. */
  s3: S3Settings | undefined;
  /** The ClamAV daemon (CLAMD_SOCKET: unix socket path or host:port); the built-in scanner without it. */
  clamdSocket: string | undefined;
  /**
   * The clearinghouse (CLEARINGHOUSE_URL, _TOKEN, _CLIENT_ID, and _USAGE=T for a clearinghouse's test endpoint);
   * the local sandbox without a URL.
   */
  clearinghouse: { url?: string; token?: string; clientId?: string; usage?: 'T' | 'P' };
  /**
   * How long a draining instance keeps serving after readiness turns 503, for the balancer to notice
   * (DRAIN_GRACE_SECONDS, default 5, at most 30 so the drain ends within 45 s).
   */
  drainGraceSeconds: number;
  /** Prometheus metrics at /metrics on this port (METRICS_PORT), on METRICS_HOST (loopback by default). */
  metrics: { port: number; host: string } | undefined;
  /** An OpenTelemetry collector's OTLP/HTTP address (OTEL_EXPORTER_OTLP_ENDPOINT): traces go there when set. */
  otlpEndpoint: string | undefined;
  /** The longest a looked-up session is answered from memory (SESSION_CACHE_SECONDS, default 10; 0: never). */
  sessionCacheSeconds: number;
}

/**
 * PUBLIC_URL as an origin (`https://care.example.org`, a path prefix kept), or undefined when unset. Refuses to start
 * on anything but an absolute http(s) URL without credentials, query or fragment, and when SMTP_URL is set without
 * it: emailed links are built from it alone, so a forged Host header cannot redirect them.
 */
export function readPublicUrl(environment: NodeJS.ProcessEnv): string | undefined {
  const value = environment.PUBLIC_URL?.trim();
  if (!value) {
    if (environment.SMTP_URL)
      throw new Error('PUBLIC_URL is required when SMTP_URL is set (links in emails use it)');
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL is not a URL: ${value}`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash)
    throw new Error('PUBLIC_URL must be an http(s) address without credentials, query or fragment');
  return url.href.replace(/\/+$/, '');
}

/** CLEARINGHOUSE_USAGE: `T` or `P` (ISA15 of the files sent), or nothing; refuses to start on anything else. */
function readClearinghouseUsage(environment: NodeJS.ProcessEnv): { usage?: 'T' | 'P' } {
  const value = environment.CLEARINGHOUSE_USAGE?.trim().toUpperCase();
  if (!value) return {};
  if (value !== 'T' && value !== 'P')
    throw new Error('CLEARINGHOUSE_USAGE must be T (test data) or P (production data)');
  return { usage: value };
}

/**
 * The S3 settings when S3_BUCKET is set, else undefined. Refuses to start on an endpoint that is not an http(s)
 * URL or on one half of a key pair, rather than failing at the first upload.
 */
export function readS3Settings(environment: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = environment.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const endpoint = environment.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint))
    throw new Error(`S3_ENDPOINT must be an http(s) address: ${endpoint}`);
  const accessKeyId = environment.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = environment.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  return {
    bucket,
    endpoint,
    region: environment.S3_REGION?.trim() || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    isPathStyle: environment.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** Reads the configuration from `environment`. */
export function readConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const publicUrl = readPublicUrl(environment);
  const dataDirectory = path.resolve(environment.DATA_DIR ?? 'data');
  mkdirSync(dataDirectory, { recursive: true, mode: 0o700 });
  return {
    port: Number(environment.PORT ?? 3000),
    host: environment.HOST || '127.0.0.1',
    dataDirectory,
    databaseUrl: environment.DATABASE_URL || undefined,
    isDemoSeeded: environment.SEED_DEMO === 'true',
    isProduction: environment.NODE_ENV === 'production',
    logLevel: environment.LOG_LEVEL ?? 'info',
    webDistDirectory: path.resolve(
      environment.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist'),
    ),
    smtpUrl: environment.SMTP_URL || undefined,
    publicUrl,
    isBehindProxy: environment.TRUST_PROXY === 'true',
    documentsDirectory: path.resolve(environment.DOCUMENTS_DIR ?? path.join(dataDirectory, 'documents')),
    s3: readS3Settings(environment),
    clamdSocket: environment.CLAMD_SOCKET || undefined,
    drainGraceSeconds: Math.min(30, Math.max(0, Number(environment.DRAIN_GRACE_SECONDS ?? 5) || 0)),
    metrics: environment.METRICS_PORT
      ? { port: Number(environment.METRICS_PORT), host: environment.METRICS_HOST || '127.0.0.1' }
      : undefined,
    otlpEndpoint: environment.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || undefined,
    sessionCacheSeconds: Math.max(0, Number(environment.SESSION_CACHE_SECONDS ?? 10)) || 0,
    clearinghouse: {
      ...(environment.CLEARINGHOUSE_URL ? { url: environment.CLEARINGHOUSE_URL } : {}),
      ...(environment.CLEARINGHOUSE_TOKEN ? { token: environment.CLEARINGHOUSE_TOKEN } : {}),
      ...(environment.CLEARINGHOUSE_CLIENT_ID ? { clientId: environment.CLEARINGHOUSE_CLIENT_ID } : {}),
      ...readClearinghouseUsage(environment),
    },
  };
}
