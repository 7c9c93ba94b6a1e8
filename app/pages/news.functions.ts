/** The server functions behind the news and investor-news pages. */
import { createServerFn } from '@tanstack/react-start'
import { articleInput, newsListInput } from './news.schema'
import { articleDetail, newsList } from './news.server'

export const getNewsList = createServerFn({ method: 'GET' })
  .validator(newsListInput)
  .handler(({ data }) => newsList(data.lang, data.kind, data))

export const getArticle = createServerFn({ method: 'GET' })
  .validator(articleInput)
  .handler(({ data }) => articleDetail(data.lang, data.kind, data.id))
