import { createFileRoute } from '@tanstack/react-router'
import { handleJobApplication } from '../../domains/careers/job-application.server'

/**
 * The upload endpoint of the job application form (multipart, with the CV): a server route, so the
 * browser can stream the file with upload progress. docs/decisions/013-job-applications.md.
 */
export const Route = createFileRoute('/api/job-application')({
  server: {
    handlers: {
      POST: ({ request }) => handleJobApplication(request),
      GET: () =>
        Response.json(
          { status: 'rejected', code: 405, msg: 'Method Not Allowed' },
          { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } },
        ),
    },
  },
})
