import type { Catalogue } from '../translator'

/** The box shown where an article has no picture: a section of its own, every island with a picture shows it. */
export const imageMessages = {
  'image.missing': 'Bild saknas',
} as const satisfies Catalogue
