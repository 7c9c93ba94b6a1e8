import { createServerFn } from '@tanstack/react-start'
import { freshFormToken } from './form-token.server'

/** The token a form sends with its write; fetched when the form opens. */
export const getFormToken = createServerFn({ method: 'GET' }).handler(() => freshFormToken())
