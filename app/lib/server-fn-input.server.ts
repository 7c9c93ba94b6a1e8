/**
 * The validator of every server function: the schema's value, or a refusal with HTTP 400, so that
 * a hand-made call with a wrong payload answers "bad request" instead of a 200 or 500 carrying the
 * schema's issues. (Start serializes a thrown error with the response status set before it.)
 */
import { setResponseStatus } from '@tanstack/react-start/server'
import { safeParse, type core } from 'zod/mini'

export class InvalidInputError extends Error {
  readonly status = 400
  constructor() {
    super('Invalid input')
  }
}

export function validInput<S extends core.$ZodType>(schema: S) {
  return (input: core.input<S>): core.output<S> => {
    const result = safeParse(schema, input)
    if (!result.success) {
      setResponseStatus(400)
      throw new InvalidInputError()
    }
    return result.data as core.output<S>
  }
}
