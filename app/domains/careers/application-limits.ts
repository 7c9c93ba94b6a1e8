/** At most 1,000 characters in an application's message (the contract's limit); free of zod. */
export const MESSAGE_MAX = 1000
