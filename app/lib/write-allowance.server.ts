/**
 * A visitor's two allowances for one kind of write (issue 33, finding 6): posts that reach the
 * content service (CONSULT_RATE_LIMIT) and posts refused for what they carry (a field the schema
 * refuses, a stamp, the honeypot: FORM_REFUSED_RATE_LIMIT, larger). A person who corrects a form
 * spends the second on the mistakes and the first on the one that goes through, so a correction
 * is never refused for the mistakes before it; a bot that only posts garbage meets the second.
 *
 * Both are decided before the body's first byte: a post takes one point of each, and when its
 * outcome is known, the point of the allowance it did not use is given back.
 */
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { rateLimitKey } from '../../contract/rate-limit-key'
import { env } from './env.server'

/** What a post came to, for the allowances: refused for its content, or a write. */
export type PostOutcome = 'refused' | 'write'

/** Points held for one post until its outcome is known. */
export interface Reservation {
  settle(outcome: PostOutcome): Promise<void>
}

export interface WriteAllowance {
  /** One point of each allowance for a post from this address; null: over one of them (429). */
  reserve(ip: string): Promise<Reservation | null>
  /**
   * A post from this address within the allowances: `post` runs and its outcome decides which
   * allowance it spent (a post that throws counts as a write); null: over one of them, not run.
   */
  spend<T>(
    ip: string,
    post: () => Promise<T>,
    outcome: (result: T) => PostOutcome,
  ): Promise<T | null>
  /** For tests: new limiters (the environment changed). */
  reset(): void
}

/** A post's outcome: a rejection for its content (4xx other than 429) spends the refused allowance. */
export function outcomeOf(result: { status: string; code?: number }): PostOutcome {
  const code = result.code ?? 0
  return result.status === 'rejected' && code >= 400 && code < 500 && code !== 429
    ? 'refused'
    : 'write'
}

/**
 * The two allowances of one kind of write over `durationS` seconds, created on first use so that
 * the environment is read at run time.
 */
export function writeAllowance(durationS: number): WriteAllowance {
  let limiters: { write: RateLimiterMemory; refused: RateLimiterMemory } | undefined
  const get = () =>
    (limiters ??= {
      write: new RateLimiterMemory({ points: env().CONSULT_RATE_LIMIT, duration: durationS }),
      refused: new RateLimiterMemory({
        points: env().FORM_REFUSED_RATE_LIMIT,
        duration: durationS,
      }),
    })
  const allowance: WriteAllowance = {
    async reserve(ip) {
      const { write, refused } = get()
      const key = rateLimitKey(ip)
      try {
        await write.consume(key)
      } catch {
        return null
      }
      try {
        await refused.consume(key)
      } catch {
        await write.reward(key)
        return null
      }
      let settled = false
      return {
        async settle(outcome) {
          if (settled) return
          settled = true
          const unused = outcome === 'refused' ? write : refused
          // Only within the window that took it: a reward after it ended would open a new one below zero.
          if (((await unused.get(key))?.consumedPoints ?? 0) > 0) await unused.reward(key)
        },
      }
    },
    async spend(ip, post, outcome) {
      const held = await allowance.reserve(ip)
      if (!held) return null
      let spent: PostOutcome = 'write'
      try {
        const result = await post()
        spent = outcome(result)
        return result
      } finally {
        await held.settle(spent)
      }
    },
    reset() {
      limiters = undefined
    },
  }
  return allowance
}
