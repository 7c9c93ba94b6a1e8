import type { ReactNode } from 'react'
import * as m from '../../paraglide/messages.js'
import { SiteFooter } from './site-footer'
import { SideBox } from './side-box'
import { SiteHeader } from './site-header'

/** Header, main content and footer: every page, error pages included. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="skip-link">
        {m.skip_to_content()}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <SideBox />
    </div>
  )
}
