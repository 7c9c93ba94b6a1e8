import { articles } from './articles'
import { cases } from './cases'
import { jobs } from './jobs'
import { videos } from './videos'

export const de = [...cases, ...articles, ...jobs, ...videos]
