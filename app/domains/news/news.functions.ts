/** The server functions behind the news and investor-news pages. */
import { createServerFn } from '@tanstack/react-start'
import { articleInput, newsListInput } from './news.schema'
import { articleDetail, newsList } from './news.server'
import { validInput } from '../../lib/server-fn-input.server'

export const getNewsList = createServerFn({ method: 'GET' })
  .validator(validInput(newsListInput))
  .handler(({ data }) => newsList(data.lang, data.kind, data))

export const getArticle = createServerFn({ method: 'GET' })
  .validator(validInput(articleInput))
  .handler(({ data }) => articleDetail(data.lang, data.kind, data.id, data.preview))
