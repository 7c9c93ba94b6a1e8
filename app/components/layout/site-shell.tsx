import type { ReactNode } from 'react'
import { SiteFooter } from './site-footer'
import { SideBox } from './side-box'
import { SiteHeader } from './site-header'
import { useMenu } from './use-menu'

/** Header, main content and footer: every page, error pages included. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { shell } = useMenu()
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="skip-link">
        {shell.skipToContent}
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
