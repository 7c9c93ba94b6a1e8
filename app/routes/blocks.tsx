import { createFileRoute, notFound } from '@tanstack/react-router'
import { isCatalogueEnabled } from '../blocks/catalogue.functions'
import { BlockCatalogue } from '../blocks/catalogue'

/** The block catalogue (docs/blocks.md): a developer tool, 404 unless BLOCK_CATALOGUE=1. */
export const Route = createFileRoute('/blocks')({
  loader: async () => {
    if (!(await isCatalogueEnabled())) throw notFound()
  },
  head: () => ({
    meta: [{ title: 'Block catalogue' }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  component: BlockCatalogue,
})
