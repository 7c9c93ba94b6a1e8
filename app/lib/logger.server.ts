/** Structured JSON logs (pino). Never log personal data: ids and counts only. */
import pino from 'pino'

export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { service: 'site' },
  redact: {
    paths: ['*.customersName', '*.customersPhone', '*.phone', '*.email', '*.name'],
    remove: true,
  },
})
