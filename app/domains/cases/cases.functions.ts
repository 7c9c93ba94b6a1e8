/** The server functions behind the case-study pages. */
import { createServerFn } from '@tanstack/react-start'
import { caseDetailInput, caseListInput } from './cases.schema'
import { caseDetail, caseList } from './cases.server'
import { validInput } from '../../lib/server-fn-input.server'

export const getCaseList = createServerFn({ method: 'GET' })
  .validator(validInput(caseListInput))
  .handler(({ data }) => caseList(data.lang, data.category, data.page))

export const getCaseDetail = createServerFn({ method: 'GET' })
  .validator(validInput(caseDetailInput))
  .handler(({ data }) => caseDetail(data.lang, data.id, data.preview))
