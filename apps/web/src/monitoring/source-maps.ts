import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * After `next build` (scripts/private-source-maps.ts, in the build script): browser source maps never stay public. Next writes them
 * beside the chunks under <distDir>/static (productionBrowserSourceMaps), where anyone could fetch them;
 * this moves every one to <distDir>/source-maps (never served) and drops the `sourceMappingURL` comments
 * that would send browsers looking. With SENTRY_AUTH_TOKEN, SENTRY_ORG and SENTRY_PROJECT set, they are
 * first given debug ids and uploaded to Sentry by its own build-plugin manager (what `withSentryConfig`
 * runs), so reported stack traces read as source; without, they wait in the private folder for an upload.
 */

const SOURCE_MAP_COMMENT =
  /\n?(?:\/\/[#@] sourceMappingURL=([^\s]*)[^\n]*|\/\*[#@] sourceMappingURL=([^\s*]*)[^*]*\*\/)\s*$/

/** A chunk's text without its trailing source-map comment, and the map the comment named (relative to the chunk). */
export function withoutSourceMapComment(text: string): { text: string; map: string | null } {
  const found = SOURCE_MAP_COMMENT.exec(text)
  if (!found) return { text, map: null }
  return { text: text.slice(0, found.index), map: found[1] || found[2] || null }
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name))
}

async function uploadToSentry(staticDir: string): Promise<void> {
  const { SENTRY_AUTH_TOKEN: authToken, SENTRY_ORG: org, SENTRY_PROJECT: project } = process.env
  if (!authToken || !org || !project) return
  const { createSentryBuildPluginManager } = await import('@sentry/bundler-plugins/core')
  const manager = createSentryBuildPluginManager(
    {
      authToken,
      org,
      project,
      url: process.env.SENTRY_URL,
      release: { name: process.env.SENTRY_RELEASE },
      telemetry: false,
    },
    { buildTool: 'turbopack', loggerPrefix: '[private-source-maps]' },
  )
  await manager.createRelease()
  await manager.injectDebugIds([staticDir])
  await manager.uploadSourcemaps([staticDir], { prepareArtifacts: false })
}

/**
 * Moves the maps to <distDir>/source-maps and strips the comments. Turbopack names a map apart from its
 * chunk, so `manifest.json` there pairs them (`{ "chunks/<chunk>.js": "chunks/<map>.js.map" }`), for an
 * upload later.
 */
export async function makeSourceMapsPrivate(distDir: string): Promise<{ moved: number; stripped: number }> {
  const staticDir = path.join(distDir, 'static')
  const privateDir = path.join(distDir, 'source-maps')
  await uploadToSentry(staticDir)
  const manifest: Record<string, string> = {}
  let moved = 0
  for (const file of await filesUnder(staticDir)) {
    if (file.endsWith('.map')) {
      const target = path.join(privateDir, path.relative(staticDir, file))
      await mkdir(path.dirname(target), { recursive: true })
      await rename(file, target)
      moved++
    } else if (/\.(m?js|css)$/.test(file)) {
      const original = await readFile(file, 'utf8')
      const { text, map } = withoutSourceMapComment(original)
      if (text === original) continue
      await writeFile(file, text)
      if (map && !/^(data:|https?:)/.test(map)) {
        manifest[path.relative(staticDir, file)] = path.relative(staticDir, path.resolve(path.dirname(file), map))
      }
    }
  }
  await mkdir(privateDir, { recursive: true })
  await writeFile(path.join(privateDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  return { moved, stripped: Object.keys(manifest).length }
}
