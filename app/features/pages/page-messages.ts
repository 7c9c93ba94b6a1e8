/** Title and introduction messages of every page of the route table. */
import type { Locale } from '../../i18n/locales'
import * as m from '../../paraglide/messages.js'

type Msg = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string

export interface PageMessages {
  title: Msg
  heading?: Msg
  intro: Msg
}

export const pageMessages = {
  home: { title: m.page_home_title, heading: m.page_home_heading, intro: m.page_home_intro },
  productCenter: { title: m.page_product_center_title, intro: m.page_product_center_intro },
  AGVDetails: { title: m.page_agv_details_title, intro: m.page_agv_details_intro },
  pilerDetails: { title: m.page_piler_details_title, intro: m.page_piler_details_intro },
  logisticsSolution: {
    title: m.page_logistics_solution_title,
    intro: m.page_logistics_solution_intro,
  },
  plantSolution: { title: m.page_plant_solution_title, intro: m.page_plant_solution_intro },
  gardenSolution: { title: m.page_garden_solution_title, intro: m.page_garden_solution_intro },
  allCases: { title: m.page_all_cases_title, intro: m.page_all_cases_intro },
  caseCategory: { title: m.page_case_category_title, intro: m.page_case_category_intro },
  caseDetails: { title: m.page_case_details_title, intro: m.page_case_details_intro },
  serviceSupport: { title: m.page_service_support_title, intro: m.page_service_support_intro },
  secretaries: { title: m.page_secretaries_title, intro: m.page_secretaries_intro },
  investor: { title: m.page_investor_title, intro: m.page_investor_intro },
  investorNews: { title: m.page_investor_news_title, intro: m.page_investor_news_intro },
  joinUs: { title: m.page_join_us_title, intro: m.page_join_us_intro },
  joinDetails: { title: m.page_join_details_title, intro: m.page_join_details_intro },
  aboutUs: { title: m.page_about_us_title, intro: m.page_about_us_intro },
  chairman: { title: m.page_about_chairman_title, intro: m.page_about_chairman_intro },
  electricity: { title: m.page_about_electricity_title, intro: m.page_about_electricity_intro },
  development: { title: m.page_about_development_title, intro: m.page_about_development_intro },
  contactUs: { title: m.page_about_contact_us_title, intro: m.page_about_contact_us_intro },
  culture: { title: m.page_about_culture_title, intro: m.page_about_culture_intro },
  responsibility: {
    title: m.page_about_responsibility_title,
    intro: m.page_about_responsibility_intro,
  },
  certification: {
    title: m.page_about_certification_title,
    intro: m.page_about_certification_intro,
  },
  journalism: { title: m.page_about_journalism_title, intro: m.page_about_journalism_intro },
  videoDetails: {
    title: m.page_about_video_details_title,
    intro: m.page_about_video_details_intro,
  },
  downloadCenter: {
    title: m.page_about_download_center_title,
    intro: m.page_about_download_center_intro,
  },
} satisfies Record<string, PageMessages>

export type PageId = keyof typeof pageMessages
