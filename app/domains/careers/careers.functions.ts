/** The server functions behind the careers pages. */
import { createServerFn } from '@tanstack/react-start'
import { jobDetailInput, jobListInput } from './careers.schema'
import { jobDetail, jobList } from './careers.server'
import { validInput } from '../../lib/server-fn-input.server'

export const getJobList = createServerFn({ method: 'GET' })
  .validator(validInput(jobListInput))
  .handler(({ data }) =>
    jobList(data.lang, { category: data.category, place: data.place, page: data.page }),
  )

export const getJobDetail = createServerFn({ method: 'GET' })
  .validator(validInput(jobDetailInput))
  .handler(({ data }) => jobDetail(data.lang, data.id, data.preview))
