/**
 * Copy of the about section: the overview (with the links of each group of children, 1-4, 5-7
 * and 8-10: app/site/subnav.server.ts) and the seven content pages (chairman, energy business,
 * history, contact, culture, responsibility, certification). Company facts come from the site
 * config.
 */
import { routeLink, type RouteLink } from '../../lib/route-path'
import {
  GALLERY_SIZES,
  HALF_SIZES,
  PORTRAIT_SIZES,
  SIDE_SIZES,
  sitePicture,
} from '../../site/site-images.server'
import type { Locale } from '../../i18n/locales'
import { companyPhone, siteConfig } from '../../lib/site-config'
import * as m from '../../paraglide/messages.js'
import { message } from '../../site/message.server'
import { menuGroupTitles, type MessageKey } from '../../site/registry'
import { menuGroupItems } from '../../site/subnav.server'
import { atLeast, figure, n } from '../products/spec-values.server'
import type { BuiltCopy, CopyBuilders } from '../../site/page-copy.server'

const formatted = (value: number, locale: Locale) => n(value)(locale)
const facts = siteConfig.facts

/** The company's figures, shared by the overview and the history page. */
function companyFigures(locale: Locale) {
  const t = (key: MessageKey) => message(key, locale)
  return [
    { value: String(siteConfig.foundedYear), label: t('ab_fig_founded') },
    { value: formatted(facts.employees, locale), label: t('ab_fig_people') },
    { value: atLeast(facts.systemsDelivered)(locale), label: t('ab_fig_systems') },
    { value: atLeast(facts.patents)(locale), label: t('ab_fig_patents') },
  ]
}

export function aboutOverviewCopy(locale: Locale) {
  const t = (key: MessageKey) => message(key, locale)
  const doItems = ['equipment', 'software', 'solutions', 'service'] as const
  return {
    figures: companyFigures(locale),
    hubs: { value: formatted(facts.serviceHubs, locale), label: t('ab_fig_hubs') },
    who: {
      heading: t('ab_who_heading'),
      paragraphs: [t('ab_who_p1'), t('ab_who_p2'), t('ab_who_p3')],
      // our production base beside the text: no empty half of the desktop (issue 37)
      image: sitePicture('about-energy', t('el_image_alt'), HALF_SIZES),
    },
    what: {
      heading: t('ab_do_heading'),
      items: doItems.map((id) => ({
        title: t(`ab_do_${id}_title`),
        text: t(`ab_do_${id}_text`),
      })),
    },
    groups: {
      heading: t('ab_groups_heading'),
      lead: t('ab_groups_lead'),
      items: (['company', 'culture', 'media'] as const).map((group) => ({
        key: group,
        title: t(menuGroupTitles[group]),
        text: t(`about_group_${group}_text`),
        links: menuGroupItems(group, locale),
      })),
    },
  }
}

export function chairmanCopy(locale: Locale) {
  const t = (key: MessageKey) => message(key, locale)
  return {
    // not a drawn portrait (a rendered person is not credible): the headquarters he leads
    portrait: sitePicture('about-hero', t('hero_about_alt'), PORTRAIT_SIZES),
    letter: {
      heading: t('ch_letter_heading'),
      salutation: t('ch_salutation'),
      paragraphs: ([1, 2, 3, 4, 5] as const).map((i) => t(`ch_p${i}`)),
      signoff: t('ch_signoff'),
      name: t('ch_name'),
      role: t('ch_role'),
    },
    about: { heading: t('ch_facts_heading'), text: t('ch_facts_text') },
  }
}

export function energyCopy(locale: Locale) {
  const t = (key: MessageKey) => message(key, locale)
  const offers = ['formation', 'electrode', 'equipment', 'grid'] as const
  return {
    image: sitePicture('about-energy', t('el_image_alt'), HALF_SIZES),
    why: { heading: t('el_why_heading'), paragraphs: [t('el_why_p1'), t('el_why_p2')] },
    offers: {
      heading: t('el_offer_heading'),
      items: offers.map((id) => ({
        title: t(`el_offer_${id}_title`),
        text: t(`el_offer_${id}_text`),
      })),
    },
    figures: [
      { value: atLeast(60)(locale), label: t('el_fig_projects') },
      { value: formatted(180, locale), label: t('el_fig_gwh') },
      { value: formatted(14, locale), label: t('el_fig_grid') },
      { ...figure(locale, 99.7, 'percent', { decimals: 1 }), label: t('el_fig_uptime') },
    ],
    safety: { heading: t('el_safety_heading'), text: t('el_safety_text') },
  }
}

const milestoneYears = [2003, 2007, 2010, 2012, 2014, 2016, 2018, 2020, 2022, 2024, 2026] as const

/** The milestones with a picture (issue 37): what the milestone brought, with its alt text. */
const milestonePictures: Partial<
  Record<(typeof milestoneYears)[number], { picture: string; alt: MessageKey }>
> = {
  2003: { picture: 'stacker-single', alt: 'stk_single_alt' },
  2007: { picture: 'careers-hero', alt: 'hero_careers_alt' },
  2010: { picture: 'about-energy', alt: 'el_image_alt' },
  2014: { picture: 'agv-latent', alt: 'agv_latent_alt' },
  2016: { picture: 'investor-hero', alt: 'hero_investor_alt' },
  2022: { picture: 'stacker-hero', alt: 'stk_hero_alt' },
  2024: { picture: 'solution-sl', alt: 'sl_hero_alt' },
  2026: { picture: 'service-support', alt: 'svc_hero_alt' },
}

export function historyCopy(locale: Locale) {
  const t = (key: MessageKey) => message(key, locale)
  return {
    timeline: {
      label: t('dv_timeline_label'),
      items: milestoneYears.map((year) => {
        const picture = milestonePictures[year]
        return {
          year: String(year),
          title: t(`dv_${year}_title`),
          text: t(`dv_${year}_text`),
          ...(picture ? { image: sitePicture(picture.picture, t(picture.alt), SIDE_SIZES) } : {}),
        }
      }),
    },
    today: { heading: t('dv_today_heading'), text: t('dv_today_text') },
    figures: companyFigures(locale),
  }
}

/** The offices, in the order of the map's numbered markers. */
const offices = [
  { id: 'hq', phone: 'chinese', hours: 'office' },
  { id: 'wuhan', phone: '+86 27 8766 0532', hours: 'office' },
  { id: 'suzhou', phone: '+86 512 6288 0532', hours: 'office' },
  { id: 'chengdu', phone: '+86 28 8533 0532', hours: 'office' },
  { id: 'kl', phone: '+60 3 2166 0532', hours: 'office' },
  { id: 'bkk', phone: '+66 2 399 0532', hours: 'service' },
] as const

export function contactCopy(locale: Locale) {
  const t = (key: MessageKey) => message(key, locale)
  const ways = ['sales', 'service', 'investor', 'press', 'careers'] as const
  const wayLinks: Partial<Record<(typeof ways)[number], RouteLink>> = {
    investor: routeLink('/$lang/secretaries', { lang: locale }),
    careers: routeLink('/$lang/joinUs', { lang: locale }),
  }
  return {
    offices: {
      heading: t('ct_offices_heading'),
      map: { src: '/illustrations/about-map.svg', width: 640, height: 520, alt: t('ct_map_alt') },
      labels: {
        address: t('ct_label_address'),
        phone: t('ct_label_phone'),
        hours: t('ct_label_hours'),
      },
      items: offices.map((office, i) => ({
        number: i + 1,
        name: t(`ct_${office.id}_name`),
        address: t(`ct_${office.id}_address`),
        phone: office.phone === 'chinese' ? companyPhone(locale) : office.phone,
        hours: t(office.hours === 'office' ? 'ct_hours_office' : 'ct_hours_service'),
      })),
    },
    ways: {
      heading: t('ct_ways_heading'),
      items: ways.map((id) => ({
        id,
        title: t(`ct_way_${id}_title`),
        text: t(`ct_way_${id}_text`),
        ...(wayLinks[id] ? { link: wayLinks[id] } : {}),
      })),
      hotline: companyPhone(locale),
      email: { label: t('ct_email_label'), address: siteConfig.email },
      pressEmail: siteConfig.pressEmail,
      phoneLabel: t('ct_label_phone'),
    },
  }
}

export function cultureCopy(locale: Locale) {
  const t = (key: MessageKey) => message(key, locale)
  const values = ['customer', 'rigour', 'safety', 'open', 'long'] as const
  return {
    mission: { label: t('cu_mission_label'), text: t('cu_mission_text') },
    vision: { label: t('cu_vision_label'), text: t('cu_vision_text') },
    values: {
      heading: t('cu_values_heading'),
      items: values.map((id) => ({
        title: t(`cu_value_${id}_title`),
        text: t(`cu_value_${id}_text`),
      })),
    },
    work: { heading: t('cu_work_heading'), paragraphs: [t('cu_work_p1'), t('cu_work_p2')] },
  }
}

export function responsibilityCopy(locale: Locale) {
  const t = (key: MessageKey) => message(key, locale)
  const pillars = ['env', 'safety', 'community', 'governance'] as const
  return {
    figures: [
      { ...figure(locale, -33, 'percent', { sign: 'exceptZero' }), label: t('rs_fig_energy') },
      { value: n(6.8, 1)(locale), label: t('rs_fig_solar') },
      { value: n(0.4, 1)(locale), label: t('rs_fig_ltir') },
      { value: formatted(12600, locale), label: t('rs_fig_volunteer') },
    ],
    pillars: pillars.map((id) => ({
      title: t(`rs_${id}_title`),
      text: t(`rs_${id}_text`),
    })),
    report: {
      heading: t('rs_report_heading'),
      text: t('rs_report_text'),
      action: {
        label: t('rs_report_link'),
        link: routeLink('/$lang/investor-news', { lang: locale }),
      },
    },
  }
}

const certificates = [
  'iso9001',
  'iso14001',
  'iso45001',
  'ce',
  'hightech',
  'cmmi',
  'giant',
  'lab',
] as const
const honourYears = [2025, 2024, 2023, 2021, 2019] as const

export function certificationCopy(locale: Locale) {
  const t = (key: MessageKey) => message(key, locale)
  return {
    gallery: {
      heading: t('ce_gallery_heading'),
      lead: t('ce_gallery_lead'),
      // Each certificate as the document it is (art/render/certificates.ts), not a drawing.
      images: certificates.map((id) => ({
        ...sitePicture(`certificate-${id}`, t(`ce_cert_${id}`), GALLERY_SIZES),
        caption: t(`ce_cert_${id}`),
      })),
      // Templates: the gallery fills in the caption, the index and the total in the browser.
      labels: {
        open: m.ce_lightbox_open({ caption: '{caption}' }, { locale }),
        close: t('ce_lightbox_close'),
        previous: t('ce_lightbox_previous'),
        next: t('ce_lightbox_next'),
        position: m.ce_lightbox_position({ index: '{index}', total: '{total}' }, { locale }),
      },
    },
    honours: {
      heading: t('ce_honours_heading'),
      items: honourYears.map((year) => t(`ce_honour_${year}`)),
    },
    ip: { heading: t('ce_ip_heading'), text: t('ce_ip_text') },
  }
}

/** This domain's pages' copy beyond the base, by page (app/pages/copy.server.ts collects it). */
export const pageCopy = {
  aboutUs: aboutOverviewCopy,
  chairman: chairmanCopy,
  electricity: energyCopy,
  development: historyCopy,
  contactUs: contactCopy,
  culture: cultureCopy,
  responsibility: responsibilityCopy,
  certification: certificationCopy,
} satisfies CopyBuilders

declare module '../../site/page-copy.server' {
  interface PageExtras extends BuiltCopy<typeof pageCopy> {}
}
