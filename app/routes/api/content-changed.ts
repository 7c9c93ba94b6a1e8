import { createFileRoute } from '@tanstack/react-router'
import { handleContentChanged } from '../../content/content-webhook.server'

/**
 * Change events of a content service that is not embedded (signed webhooks): ADR 041,
 * docs/content-service.md "Change events".
 */
export const Route = createFileRoute('/api/content-changed')({
  server: {
    handlers: {
      POST: ({ request }) => handleContentChanged(request),
    },
  },
})
