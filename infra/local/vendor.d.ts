// Types for the two local servers that ship none (only what infra/local uses).
declare module 'dynalite' {
  import type { Server } from 'node:http';
  interface DynaliteOptions {
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
  }
  export default function dynalite(options?: DynaliteOptions): Server;
}

declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  interface S3rverOptions {
    directory: string;
    silent?: boolean;
    address?: string;
    port?: number;
    vhostBuckets?: boolean;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    /** s3rver is a Koa app (an EventEmitter): 'event' carries an S3 notification ({Records}). */
    on(event: 'event', listener: (notification: unknown) => void): this;
  }
}

declare module 's3rver/lib/models/account' {
  export const DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void };
}
