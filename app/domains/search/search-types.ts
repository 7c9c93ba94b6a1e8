/**
 * The kinds of search results and the longest query, shared by the page's address parsing (in the
 * browser on every navigation, so plain constants: no schema library in the first load) and the
 * server function's schema (search.schema.ts).
 */
export const searchTypes = ['page', 'case', 'news', 'investor', 'video', 'download', 'job'] as const
export type SearchType = (typeof searchTypes)[number]

/** The longest query the page sends (the service reads only its first words anyway). */
export const SEARCH_MAX_LENGTH = 200
