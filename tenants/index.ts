/**
 * The brands of the shop. Imported by the proxy, so it holds no database or file access: brand
 * folders are JSON bundled at build time and validated when this module loads, so a broken brand stops
 * the boot with the file and field named (and `npm run tenants:check` says the same without booting).
 *
 * A brand is data: its folder (tenants/<id>/brand.json, routes.json, the logo drawing logo.json and, for
 * punch-out rules, punchout.json) and its entry below. Brand ids
 * are stored as text in the database, so a new brand needs no migration.
 */
import nordbyggBrand from './nordbygg/brand.json'
import nordbyggLogo from './nordbygg/logo.json'
import nordbyggPunchout from './nordbygg/punchout.json'
import nordbyggRoutes from './nordbygg/routes.json'
import { brandRegistry, loadBrand } from './parse'
import proffsbyggetBrand from './proffsbygget/brand.json'
import proffsbyggetLogo from './proffsbygget/logo.json'
import proffsbyggetRoutes from './proffsbygget/routes.json'
import trahusetBrand from './trahuset/brand.json'
import trahusetLogo from './trahuset/logo.json'
import trahusetRoutes from './trahuset/routes.json'

export type { Brand, BrandRegistry } from './parse'
export { BrandConfigError, isBrandHost } from './parse'

export const { brands, defaultBrand, brandForHost, brandById } = brandRegistry([
  loadBrand('nordbygg', nordbyggBrand, nordbyggRoutes, nordbyggPunchout, nordbyggLogo),
  loadBrand('trahuset', trahusetBrand, trahusetRoutes, undefined, trahusetLogo),
  loadBrand('proffsbygget', proffsbyggetBrand, proffsbyggetRoutes, undefined, proffsbyggetLogo),
])
