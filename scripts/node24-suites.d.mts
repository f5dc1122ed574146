/** The server's integration suites that run on Node 24 too, grouped by what of the runtime they use. */
export declare const NODE24_SERVER_SUITES: Record<string, string[]>;
/** Vitest's file filters for the Node 24 run. */
export declare function node24Filters(): string[];
