// Types of the parts of s3rver (a local S3 server, used by the tests as the real boundary it stands for) the
// tests use; the package ships none.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  /** A local S3-compatible server keeping its buckets in a directory. */
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      directory: string;
      silent?: boolean;
      configureBuckets?: { name: string }[];
    });
    /** Creates the configured buckets and listens; answers the bound address. */
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
