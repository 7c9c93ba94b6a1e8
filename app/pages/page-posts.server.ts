/**
 * The POST handlers of the pages with a form that works without JavaScript (ADR 030). Route files
 * import this module dynamically inside `server.handlers`, which Start strips from the browser's
 * build: a static import would keep the store functions' modules (zod, the contract) in the
 * pages' own chunks.
 */
import { applicationPost } from '../domains/careers/job-application-post.server'
import { downloadPost } from '../domains/downloads/download-post.server'
import { consultationPost } from '../domains/consultation/consultation-post.server'
import { pagePost } from '../forms/page-post.server'

export const postApplication = pagePost(applicationPost)
export const postDownload = pagePost(downloadPost)
export const postConsultation = pagePost(consultationPost)
