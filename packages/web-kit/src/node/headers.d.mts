/** Headers of one connection, plus `Expect`. */
export declare const HOP_BY_HOP_HEADERS: readonly string[];
/** Addresses and hosts only a proxy in front may state. */
export declare const FORWARDING_HEADERS: readonly string[];
/** The header names `Connection` lists (lower case). */
export declare function connectionNamed(connection: string | null | undefined): string[];
