/**
 * React DOM's client, set up when the chunk it shares with React DOM is evaluated (ADR 058).
 *
 * React DOM is a CommonJS package: the bundle wraps it in a function that runs at its first
 * `require`, which an ES module's import of it does where that module is evaluated. Imported by
 * the client entry, the set-up (about 5 ms of the main thread here) ran in the entry's task; this
 * module sits in React DOM's chunk (`vite.config.ts`), so it runs in the task that evaluates that
 * chunk, and the entry imports `hydrateRoot` from here.
 */
export { hydrateRoot } from 'react-dom/client'
