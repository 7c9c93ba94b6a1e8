/**
 * The browser's entry: Start's default one, with its work spread over tasks (ADR 058). The entry's
 * evaluation set up React DOM (the first `require` of its client build, about 5 ms here) and
 * created the hydration root in one task, the longest of the load once the earlier steps had been
 * split off (12-19 ms unthrottled in Lighthouse's traces). React DOM's client is now set up with
 * its chunk (`./lib/react-dom-client`), and the root is created a task after the entry's
 * evaluation. Nothing waits for it: the page is complete as the server sent it, and hydration
 * adds behaviour.
 */
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { nextTask } from './lib/next-task'
import { hydrateRoot } from './lib/react-dom-client'

async function hydrate() {
  await nextTask()
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
  })
}

void hydrate()
