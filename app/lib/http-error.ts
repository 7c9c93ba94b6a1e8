/** An error that carries the HTTP status the server should answer with. */
export class HttpError extends Error {
  readonly status: number
  readonly statusMessage: string

  constructor(status: number, statusMessage: string, options?: { cause?: unknown }) {
    super(statusMessage, options)
    this.name = 'HttpError'
    this.status = status
    this.statusMessage = statusMessage
  }
}

/** The HTTP status an error stands for: its own 4xx/5xx status, else 500. */
export function statusOfError(error: unknown): number {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status
    if (typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599) {
      return status
    }
  }
  return 500
}
