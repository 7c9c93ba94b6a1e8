import { articles } from './articles'
import { cases } from './cases'
import { jobs } from './jobs'
import { videos } from './videos'

export const ko = [...cases, ...articles, ...jobs, ...videos]
