/**
 * The software products and applications of the product center, shared by the menus and the
 * product-center page. Names are brand names (the same in every language); descriptions are
 * messages.
 */
import type { MessageKey } from '../../site/registry'

export const platformProducts = [
  { slug: 'wms', name: 'StarOS WMS Cloud', description: 'platform_wms_desc' },
  { slug: 'wcs', name: 'StarWCS Control', description: 'platform_wcs_desc' },
  { slug: 'fleet', name: 'Fleet Scheduler', description: 'platform_fleet_desc' },
  { slug: 'twin', name: 'Digital Twin Studio', description: 'platform_twin_desc' },
  { slug: 'insight', name: 'Insight BI', description: 'platform_insight_desc' },
] as const satisfies ReadonlyArray<{ slug: string; name: string; description: MessageKey }>

/** The product-center applications (external detail pages by id), in four groups. */
export const applicationGroups = [
  { id: 'warehousing', title: 'pc_group_warehousing', ids: [101, 102, 103, 104] },
  { id: 'production', title: 'pc_group_production', ids: [201, 202, 203] },
  { id: 'equipment_care', title: 'pc_group_equipment_care', ids: [301, 302, 303] },
  { id: 'data', title: 'pc_group_data', ids: [401, 402, 403] },
] as const satisfies ReadonlyArray<{ id: string; title: MessageKey; ids: readonly number[] }>
