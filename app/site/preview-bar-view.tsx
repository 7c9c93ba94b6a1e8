/**
 * The bar over a detail page shown with `?preview=` (app/site/preview.server.ts): that this is a
 * preview, the version's state and language, and the way out of it. Loaded by preview-bar.tsx.
 */
import { AppLink } from '../components/ui/app-link'
import type { PreviewBar as PreviewBarData } from './preview.server'

export default function PreviewBarView({ bar }: { bar: PreviewBarData }) {
  return (
    <aside
      aria-label={bar.title}
      data-testid="preview-bar"
      className="border-b-4 border-accent-500 bg-accent-300 text-brand-950"
    >
      <div className="container-site flex flex-wrap items-center gap-x-6 gap-y-2 py-3 text-sm">
        <p className="font-semibold">{bar.title}</p>
        <p data-testid="preview-status">{bar.status}</p>
        <p data-testid="preview-language">{bar.language}</p>
        <AppLink
          link={bar.exit.link}
          data-testid="preview-exit"
          className="focus-ring ms-auto rounded-control bg-brand-900 px-3 py-1.5 font-medium text-white hover:bg-brand-700"
        >
          {bar.exit.label}
        </AppLink>
      </div>
    </aside>
  )
}
