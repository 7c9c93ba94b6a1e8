import { articles } from './articles'
import { cases } from './cases'
import { jobs } from './jobs'
import { videos } from './videos'

export const hu = [...cases, ...articles, ...jobs, ...videos]
