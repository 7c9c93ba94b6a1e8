import { articles } from './articles'
import { cases } from './cases'
import { jobs } from './jobs'

export const ru = [...cases, ...articles, ...jobs]
