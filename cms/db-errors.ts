/**
 * Failed queries as HTTP answers and as log lines. A query fails on input the validation let
 * through (a value PostgreSQL cannot store, a constraint): that is the caller's 400 or 409, not
 * the service's 500. Only the class, the SQLSTATE and code positions are logged: a driver's
 * message carries the SQL with its parameters, that is visitors' names and phone numbers.
 */

/** The SQLSTATE of a PostgreSQL error (pg or PGlite), also when wrapped (drizzle's `cause`). */
export function sqlState(error: unknown): string | undefined {
  let current = error
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, severity, cause } = current as {
      code?: unknown
      severity?: unknown
      cause?: unknown
    }
    if (typeof code === 'string' && typeof severity === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return code
    current = cause
  }
  return undefined
}

/**
 * 409 for a unique or exclusion conflict; 400 for the data exceptions (22: NUL, out of range,
 * bad text), other integrity violations (23: not null, foreign key, check) and program limits
 * (54: a value too large to index); 503 while the database is unreachable, shutting down, out
 * of resources or asks for a retry (08, 57, 53, 40). Anything else is a fault of the service.
 */
export function statusOfSqlState(state: string | undefined): 400 | 409 | 503 | 500 {
  if (!state) return 500
  if (state === '23505' || state === '23P01') return 409
  const stateClass = state.slice(0, 2)
  if (stateClass === '22' || stateClass === '23' || stateClass === '54') return 400
  if (['08', '40', '53', '57'].includes(stateClass)) return 503
  return 500
}

/** What an error log line may hold: the class, the SQLSTATE, and the stack without the message. */
export function loggableError(error: unknown): { error: string; sqlState?: string; at?: string[] } {
  const state = sqlState(error)
  if (!(error instanceof Error))
    return { error: typeof error, ...(state ? { sqlState: state } : {}) }
  // The stack starts with the message (maybe several lines): keep only what follows it.
  const stack = error.stack ?? ''
  const start = stack.indexOf(error.message)
  const frames =
    start >= 0
      ? stack
          .slice(start + error.message.length)
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .slice(0, 5)
          .map((line) => line.trim())
      : []
  return {
    error: error.name,
    ...(state ? { sqlState: state } : {}),
    ...(frames.length ? { at: frames } : {}),
  }
}
