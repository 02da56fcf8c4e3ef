/**
 * The static brand map. Imported by the proxy, so it holds no database access: brand folders are
 * JSON read at build time and validated when this module loads, so a broken brand stops the boot
 * with the file and field named (and `npm run tenants:check` says the same without booting).
 */
import nordbyggBrand from './nordbygg/brand.json'
import nordbyggRoutes from './nordbygg/routes.json'
import { type Brand, checkBrandSet, loadBrand } from './parse'
import proffsbyggetBrand from './proffsbygget/brand.json'
import proffsbyggetRoutes from './proffsbygget/routes.json'
import trahusetBrand from './trahuset/brand.json'
import trahusetRoutes from './trahuset/routes.json'

export type { Brand } from './parse'
export { BrandConfigError } from './parse'

export const brands: readonly Brand[] = checkBrandSet([
  loadBrand('nordbygg', nordbyggBrand, nordbyggRoutes),
  loadBrand('trahuset', trahusetBrand, trahusetRoutes),
  loadBrand('proffsbygget', proffsbyggetBrand, proffsbyggetRoutes),
])

const byId = new Map(brands.map((b) => [b.id, b]))
const byHost = new Map(brands.flatMap((b) => b.hostnames.map((h) => [h, b] as const)))

export const defaultBrand: Brand = brands.find((b) => b.isDefault) as Brand

/** Brand for a Host header; the port is ignored and an unknown host gets the default brand. */
export function brandForHost(host: string | null | undefined): Brand {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '')
  return byHost.get(name) ?? defaultBrand
}

export function brandById(id: string): Brand | undefined {
  return byId.get(id)
}
