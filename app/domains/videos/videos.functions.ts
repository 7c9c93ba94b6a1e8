/** The server function behind the video center. */
import { createServerFn } from '@tanstack/react-start'
import { videoCenterInput } from './videos.schema'
import { videoCenter } from './videos.server'
import { validInput } from '../../lib/server-fn-input.server'

export const getVideoCenter = createServerFn({ method: 'GET' })
  .validator(validInput(videoCenterInput))
  .handler(({ data }) => videoCenter(data.lang, data.v, data.preview))
