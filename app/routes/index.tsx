import { createFileRoute } from '@tanstack/react-router'
import { PageIntro, pageHead } from '../features/pages/page-intro'
import { getLocale } from '../paraglide/runtime.js'

/** "/" shows the home page in the detected locale (the server entry sets Vary and the cookie). */
export const Route = createFileRoute('/')({
  head: () => pageHead('home', getLocale()),
  component: () => <PageIntro page="home" />,
})
