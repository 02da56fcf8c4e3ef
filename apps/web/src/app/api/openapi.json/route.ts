import { ok } from '@shop/commerce'
import { openApiDocument, type RouteModule } from '@/api/openapi'
import { route } from '@/api/route'
import { ROUTE_INDEX } from '@/api/route-index'

/** Built once at build time from the routes' declarations; it changes only with a deploy. */
export const dynamic = 'force-static'

/** The OpenAPI 3.1 document of every route under /api, for integrators of the API and of punch-out. */
export const GET = route({
  summary: 'API-dokumentet (OpenAPI 3.1) för alla tjänster under /api.',
  access: 'static',
  cache: 'public, max-age=300',
  handler: () => ok(openApiDocument([...ROUTE_INDEX, ownRoute()])),
})

/** This route, described beside the others: the generated index leaves it out, as it reads the index. */
function ownRoute(): RouteModule {
  return { path: '/api/openapi.json', module: { GET } }
}
