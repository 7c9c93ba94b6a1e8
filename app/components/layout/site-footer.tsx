import { useSuspenseQuery } from '@tanstack/react-query'
import { navigationQueries } from '../../content/navigation.queries'
import { useLocale } from '../../i18n/use-locale'
import { companyName, companyPhone, siteConfig } from '../../lib/site-config'
import * as m from '../../paraglide/messages.js'
import { LogoMark } from './logo'
import { SiteMapLinks } from './site-map-links'

export function SiteFooter() {
  const locale = useLocale()
  const { data: links } = useSuspenseQuery(navigationQueries.partnerLinks(locale))
  const { data: menu } = useSuspenseQuery(navigationQueries.menu(locale))
  const year = new Date().getFullYear()
  const phone = companyPhone(locale)
  return (
    <footer className="mt-auto bg-[#081a33] text-slate-300">
      <div className="container-site grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-[1.1fr_1fr_auto]">
        <div className="flex items-start gap-4">
          <LogoMark className="size-12 shrink-0" />
          <div>
            <p className="text-base font-semibold text-white">{companyName(locale)}</p>
            <p className="mt-1 text-sm" data-testid="stock-code">
              {m.footer_stock_code({ code: siteConfig.stockCode })}
            </p>
          </div>
        </div>
        <dl className="grid gap-4 text-sm">
          <div>
            <dt className="text-slate-400">{m.footer_phone()}</dt>
            <dd className="mt-1 text-lg text-white">
              <a
                href={`tel:${phone.replace(/[^+\d]/g, '')}`}
                className="hover:underline"
                data-testid="footer-phone"
              >
                {phone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-slate-400">{m.footer_email()}</dt>
            <dd className="mt-1 text-lg text-white">
              <a href={`mailto:${siteConfig.email}`} className="hover:underline">
                {siteConfig.email}
              </a>
            </dd>
          </div>
        </dl>
        <div>
          <p className="text-sm font-semibold text-white">{m.footer_follow()}</p>
          <ul className="mt-3 flex gap-5">
            {[
              { src: '/qr/home.svg', label: m.footer_qr_wechat() },
              { src: '/qr/video.svg', label: m.footer_qr_video() },
            ].map((qr) => (
              <li key={qr.src} className="text-center">
                {/* The caption names the code; a QR image says nothing more to a screen reader. */}
                <img
                  src={qr.src}
                  width={96}
                  height={96}
                  alt=""
                  className="rounded bg-white p-1"
                  loading="lazy"
                />
                <span className="mt-2 block text-xs">{qr.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="container-site border-t border-white/10 py-8">
        <SiteMapLinks menu={menu} locale={locale} />
      </div>
      {links.length > 0 && (
        <nav
          aria-label={m.footer_partners()}
          className="container-site border-t border-white/10 py-6"
          data-testid="partner-links"
        >
          <h2 className="text-sm font-semibold text-white">{m.footer_partners()}</h2>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {links.map((link) => (
              <li key={link.id}>
                <a
                  href={link.blogrollLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:text-white hover:underline"
                >
                  {link.blogrollName}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="border-t border-white/10">
        <p className="container-site flex flex-wrap gap-x-4 gap-y-1 py-5 text-xs text-slate-400">
          <span data-testid="copyright">
            {m.footer_copyright({ year: String(year), company: companyName(locale) })}
          </span>
          <span>{siteConfig.filingLine}</span>
        </p>
      </div>
    </footer>
  )
}
