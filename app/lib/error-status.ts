/**
 * The HTTP status an error stands for: its own 4xx/5xx `status` (a content-service error, for
 * example), else 500. The server entry answers a failed render with it; the error page shows it.
 */
export function statusOfError(error: unknown): number {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status
    if (typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599) {
      return status
    }
  }
  return 500
}
