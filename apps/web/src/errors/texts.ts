import { errorMessages } from '@shop/i18n/messages/errors'
import { translator } from '@shop/i18n/translator'

/**
 * The texts of the error views, which also render in the browser (error boundaries).
 */
export const t = translator({ ...errorMessages })
