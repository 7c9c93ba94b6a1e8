/** The region tree served by `localtion/list` (built by generate-regions.ts, committed). */
import tree from './regions.gen.json' with { type: 'json' }
import type { RegionNode } from './generate-regions'

export function regionTree(): RegionNode[] {
  return tree as RegionNode[]
}
