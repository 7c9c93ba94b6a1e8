/**
 * The service page's copy beyond what every page has (app/site/page-copy.server.ts): its sections,
 * figures, steps, plans, spares, training and the link to the documents.
 */
import type { Locale } from '../../i18n/locales'
import { routeLink } from '../../lib/route-path'
import { companyPhone, siteConfig } from '../../lib/site-config'
import { message } from '../../site/message.server'
import { sitePicture } from '../../site/site-images.server'
import type { MessageKey } from '../../site/registry'
import { figure, n as count } from '../products/spec-values.server'
import type { BuiltCopy, CopyBuilders } from '../../site/page-copy.server'

export function serviceSupportCopy(locale: Locale) {
  const t = (key: MessageKey) => message(key, locale)
  return {
    heroImage: sitePicture('service-support', t('svc_hero_alt')),
    navLabel: t('svc_nav_label'),
    sections: ([1, 2, 3, 4] as const).map((anchor) => ({
      anchor,
      title: t(`service_${anchor}_title`),
      text: t(`service_${anchor}_text`),
    })),
    hotline: companyPhone(locale),
    figures: [
      { value: t('svc_fig_hotline_value'), label: t('svc_fig_hotline') },
      { ...figure(locale, 15, 'minute'), label: t('svc_fig_remote') },
      { ...figure(locale, 24, 'hour'), label: t('svc_fig_onsite') },
      { value: count(siteConfig.facts.serviceHubs)(locale), label: t('svc_fig_hubs') },
    ],
    steps: ([1, 2, 3, 4, 5] as const).map((n) => ({
      title: t(`svc_step${n}_title`),
      text: t(`svc_step${n}_text`),
    })),
    plans: (['basic', 'standard', 'premium'] as const).map((plan) => ({
      title: t(`svc_plan_${plan}_title`),
      text: t(`svc_plan_${plan}_text`),
    })),
    spares: t('svc_spares_text'),
    training: (['operator', 'maintenance', 'docs'] as const).map((course) => ({
      title: t(`svc_course_${course}_title`),
      text: t(`svc_course_${course}_text`),
    })),
    downloads: {
      label: t('svc_docs_link'),
      link: routeLink('/$lang/aboutUs/downloadCenter', { lang: locale }),
    },
  }
}

/** This domain's pages' copy beyond the base, by page (app/pages/copy.server.ts collects it). */
export const pageCopy = {
  serviceSupport: serviceSupportCopy,
} satisfies CopyBuilders

declare module '../../site/page-copy.server' {
  interface PageExtras extends BuiltCopy<typeof pageCopy> {}
}
