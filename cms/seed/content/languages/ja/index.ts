import { articles } from './articles'
import { cases } from './cases'
import { jobs } from './jobs'

export const ja = [...cases, ...articles, ...jobs]
