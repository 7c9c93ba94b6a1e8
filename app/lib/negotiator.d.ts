// The part of jshttp's negotiator 1.x this site calls (app/lib/compression.server.ts). The
// package ships no types, and @types/negotiator (0.6) lacks 1.x's `preferred` option.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> })
    /** The client's most preferred of `available`; among equal q-values, `preferred`'s order. */
    encoding(
      available: readonly string[],
      options?: { preferred?: readonly string[] },
    ): string | undefined
  }
}
