/**
 * dist/start.mjs: tunes the process (scripts/runtime-tuning.ts, which may replace it with a tuned
 * one) before the production server (scripts/start.ts) and its packages are loaded.
 */
import { tuneRuntime } from './runtime-tuning'

tuneRuntime()
await import('./start')
