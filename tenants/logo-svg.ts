import type { LogoArt } from '@shop/schemas'

/**
 * A logo drawing as a standalone SVG file, its tones given colours: the light logo (ink in the primary's
 * contrast, for the brand's coloured surfaces) or the dark one (ink in the primary, for white paper). The shop
 * draws the logo inline from the same drawing; files are for what cannot read the theme (the Logos entry
 * editors pick from, documents, mail).
 */
export function logoSvg(art: LogoArt, colours: { ink: string; accent: string }): string {
  const [, , width, height] = art.viewBox.split(' ')
  const paths = art.paths
    .map((path) => {
      const rule = path.rule ? ` fill-rule="${path.rule}"` : ''
      return `<path fill="${path.tone === 'accent' ? colours.accent : colours.ink}"${rule} d="${path.d}"/>`
    })
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${art.viewBox}" width="${width}" height="${height}">${paths}</svg>\n`
}
