/**
 * The home page's copy beyond what every page has (app/site/page-copy.server.ts): hero, figures,
 * products, solutions and the headings of its content strips.
 */
import type { Locale } from '../../i18n/locales'
import { routeLink } from '../../lib/route-path'
import { siteConfig } from '../../lib/site-config'
import { siteFilm, sitePicture } from '../../site/site-images.server'
import { message } from '../../site/message.server'
import type { MessageKey } from '../../site/registry'
import { atLeast, n } from '../products/spec-values.server'
import type { BuiltCopy, CopyBuilders } from '../../site/page-copy.server'

const facts = siteConfig.facts

export function homeCopy(locale: Locale) {
  const t = (key: MessageKey) => message(key, locale)
  return {
    eyebrow: t('home_hero_eyebrow'),
    secondaryAction: {
      label: t('home_hero_secondary'),
      link: routeLink('/$lang/productCenter', { lang: locale }),
    },
    // the hero film's first frame: its poster, and the page's largest contentful paint
    heroImage: sitePicture('home-film', t('home_hero_image_alt')),
    heroFilm: {
      sources: siteFilm('home-film').sources,
      labels: { pause: t('hero_film_pause'), play: t('hero_film_play') },
    },
    figures: {
      heading: t('home_figures_heading'),
      items: [
        { value: n(facts.employees)(locale), label: t('home_fig_employees') },
        { value: atLeast(facts.systemsDelivered)(locale), label: t('home_fig_systems') },
        { value: atLeast(facts.industries)(locale), label: t('home_fig_industries') },
        { value: atLeast(facts.patents)(locale), label: t('home_fig_patents') },
      ],
    },
    products: {
      eyebrow: t('home_products_eyebrow'),
      heading: t('home_products_heading'),
      lead: t('home_products_lead'),
      items: [
        {
          title: t('page_agv_details_title'),
          text: t('home_product_agv_text'),
          link: routeLink('/$lang/AGVDetails', { lang: locale }),
        },
        {
          title: t('page_piler_details_title'),
          text: t('home_product_stacker_text'),
          link: routeLink('/$lang/pilerDetails', { lang: locale }),
        },
        {
          title: t('home_product_software_title'),
          text: t('home_product_software_text'),
          link: routeLink('/$lang/productCenter', { lang: locale }),
        },
      ],
    },
    solutions: {
      eyebrow: t('home_solutions_eyebrow'),
      heading: t('home_solutions_heading'),
      lead: t('home_solutions_lead'),
      items: [
        {
          title: t('page_logistics_solution_title'),
          text: t('solutions_logistics_desc'),
          link: routeLink('/$lang/logisticsSolution', { lang: locale }),
        },
        {
          title: t('page_plant_solution_title'),
          text: t('solutions_plant_desc'),
          link: routeLink('/$lang/plantSolution', { lang: locale }),
        },
        {
          title: t('page_garden_solution_title'),
          text: t('solutions_garden_desc'),
          link: routeLink('/$lang/gardenSolution', { lang: locale }),
        },
      ],
    },
    industries: { heading: t('home_industries_heading'), lead: t('home_industries_lead') },
    cases: {
      heading: t('home_cases_heading'),
      all: {
        label: t('home_cases_all'),
        link: routeLink('/$lang/succeedCase/AllCase', { lang: locale }),
      },
      empty: t('home_cases_empty'),
    },
    news: {
      heading: t('home_news_heading'),
      all: {
        label: t('home_news_all'),
        link: routeLink('/$lang/aboutUs/journalism', { lang: locale }),
      },
      empty: t('home_news_empty'),
    },
    closing: { heading: t('home_cta_heading'), text: t('home_cta_text') },
  }
}

/** This domain's pages' copy beyond the base, by page (app/pages/copy.server.ts collects it). */
export const pageCopy = {
  home: homeCopy,
} satisfies CopyBuilders

declare module '../../site/page-copy.server' {
  interface PageExtras extends BuiltCopy<typeof pageCopy> {}
}
