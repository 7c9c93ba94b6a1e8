import { useLocale } from '../../i18n/use-locale'
import { companyName, companyPhone, siteConfig } from '../../lib/site-config'
import { LogoMark } from './logo'
import { SiteMapLinks } from './site-map-links'
import { useMenu, usePartnerLinks } from './use-menu'

/**
 * The footer: company and contact beside the sitemap, then partner links and the legal line.
 * Compact on desktop; on phones the side box steps aside while the footer is in view.
 */
export function SiteFooter() {
  const locale = useLocale()
  const links = usePartnerLinks()
  const menu = useMenu()
  const words = menu.shell.footer
  const phone = companyPhone(locale)
  const [user, domain] = siteConfig.email.split('@')
  return (
    <footer
      id="site-footer"
      className="mt-auto bg-brand-900 text-slate-300"
      data-testid="site-footer"
    >
      <div className="container-site grid gap-10 py-10 lg:grid-cols-[17rem_1fr] lg:gap-12">
        <div className="space-y-5">
          <div className="flex items-start gap-3">
            <LogoMark className="size-10 shrink-0" />
            <div>
              <p className="text-sm leading-snug font-semibold text-white">{companyName(locale)}</p>
              <p className="mt-1 text-xs" data-testid="stock-code">
                {words.stockCode}
              </p>
            </div>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
            <dt className="text-slate-400">{words.phone}</dt>
            <dd>
              <a
                href={`tel:${phone.replace(/[^+\d]/g, '')}`}
                className="focus-ring rounded text-white hover:underline"
                data-testid="footer-phone"
              >
                {phone}
              </a>
            </dd>
            <dt className="text-slate-400">{words.email}</dt>
            <dd>
              <a
                href={`mailto:${siteConfig.email}`}
                className="focus-ring rounded break-words text-white hover:underline"
              >
                {/* Where the label is long (Электронная почта) the address takes two lines on a
                    phone: it breaks after the @, never inside the domain. */}
                {user}@<wbr />
                {domain}
              </a>
            </dd>
          </dl>
          <div>
            <p className="text-xs font-semibold tracking-wider text-white uppercase">
              {words.follow}
            </p>
            <ul className="mt-2 flex gap-4">
              {[
                { src: '/qr/home.svg', label: words.qrWechat },
                { src: '/qr/video.svg', label: words.qrVideo },
              ].map((qr) => (
                <li key={qr.src} className="w-20 text-center">
                  {/* The caption names the code; a QR image says nothing more to a screen reader. */}
                  <img
                    src={qr.src}
                    width={80}
                    height={80}
                    alt=""
                    className="rounded bg-white p-1"
                    loading="lazy"
                  />
                  <span className="mt-1 block text-[11px] leading-tight">{qr.label}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <SiteMapLinks menu={menu} />
      </div>
      {links.length > 0 && (
        <nav
          aria-label={words.partners}
          className="container-site flex flex-wrap items-baseline gap-x-5 gap-y-2 border-t border-white/10 py-4 text-xs"
          data-testid="partner-links"
        >
          <h2 className="font-semibold text-white">{words.partners}</h2>
          <ul className="contents">
            {links.map((link) => (
              <li key={link.id}>
                <a
                  href={link.blogrollLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="focus-ring rounded hover:text-white hover:underline"
                >
                  {link.blogrollName}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="border-t border-white/10">
        <p className="container-site flex flex-wrap gap-x-4 gap-y-1 py-4 text-xs text-slate-400">
          <span data-testid="copyright">{words.copyright}</span>
          <span>{siteConfig.filingLine}</span>
        </p>
      </div>
    </footer>
  )
}
