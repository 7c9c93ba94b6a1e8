import { useLocale } from '../../i18n/use-locale'
import { companyName, companyPhone, siteConfig } from '../../lib/site-config'
import * as m from '../../paraglide/messages.js'
import { LogoMark } from './logo'

export function SiteFooter() {
  const locale = useLocale()
  const year = new Date().getFullYear()
  const phone = companyPhone(locale)
  return (
    <footer className="mt-auto bg-[#081a33] text-slate-300">
      <div className="container-site grid gap-8 py-12 md:grid-cols-[1.2fr_1fr]">
        <div className="flex items-start gap-4">
          <LogoMark className="size-12 shrink-0" />
          <div>
            <p className="text-base font-semibold text-white">{companyName(locale)}</p>
            <p className="mt-1 text-sm" data-testid="stock-code">
              {m.footer_stock_code({ code: siteConfig.stockCode })}
            </p>
          </div>
        </div>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
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
      </div>
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
