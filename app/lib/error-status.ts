/**
 * The HTTP status an error stands for: its own 4xx/5xx `status` (a content-service error, for
 * example), or that of its `cause` (the router wraps a search validator's error), else 500. The
 * server entry answers a failed render with it; the error page shows it.
 */
export function statusOfError(error: unknown, depth = 0): number {
  if (typeof error !== 'object' || error === null) return 500
  if ('status' in error) {
    const status = (error as { status: unknown }).status
    if (typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599) {
      return status
    }
  }
  const cause = (error as { cause?: unknown }).cause
  return cause !== undefined && depth < 3 ? statusOfError(cause, depth + 1) : 500
}
