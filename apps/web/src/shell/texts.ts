import { commonMessages } from '@shop/i18n/messages/common'
import { shellMessages } from '@shop/i18n/messages/shell'
import { translator } from '@shop/i18n/translator'

/**
 * The texts the shell's browser islands show on every page (the cart button, a flyout loading): only
 * these sections of the catalogue ship with every page. A key of another section does not compile here.
 */
export const t = translator({ ...commonMessages, ...shellMessages })
