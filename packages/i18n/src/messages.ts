/**
 * The one Swedish message catalogue (brief decision 8). Keys are flat and dotted, spelled like the
 * spec's keys (`errors.not_found`, `cart.cart_limit_exceeded`), so searching the code base for a key
 * finds its text here. Placeholders are written `{name}` (counts `{name, plural, one {…} other {…}}`)
 * and are type-checked by `t()` (./translator.ts).
 *
 * The catalogue is made of sections, one module each in ./messages/. Server code translates with the
 * whole catalogue (`t` of @shop/i18n); a browser island builds its `t` from the section modules it
 * shows (never importing this module), so the rest never ships to the browser (the bundle budget,
 * bench/bundle). Add a key to the section it belongs to.
 */
import { accountMessages } from './messages/accounts'
import { addressMessages } from './messages/addresses'
import { authMessages } from './messages/auth'
import { cartMessages } from './messages/cart'
import { cartFileMessages } from './messages/cart-files'
import { cartServiceMessages } from './messages/cart-service'
import { checkoutMessages } from './messages/checkout'
import { commonMessages } from './messages/common'
import { consentMessages } from './messages/consent'
import { customPageMessages } from './messages/custom-pages'
import { errorMessages } from './messages/errors'
import { favoriteMessages } from './messages/favorites'
import { favouriteHeartMessages } from './messages/favourite-heart'
import { footerMessages } from './messages/footer'
import { healthMessages } from './messages/health'
import { listingMessages } from './messages/listing'
import { orderMessages } from './messages/orders'
import { productMessages } from './messages/product'
import { profileMessages } from './messages/profile'
import { punchoutMessages } from './messages/punchout'
import { punchoutTestBuyerMessages } from './messages/punchout-test-buyer'
import { quoteAnswerMessages } from './messages/quote-answer'
import { quoteContextMessages } from './messages/quote-context'
import { quoteDocumentMessages } from './messages/quote-document'
import { quotePageMessages } from './messages/quote-pages'
import { quoteMessages } from './messages/quotes'
import { searchMessages } from './messages/search'
import { shellMessages } from './messages/shell'
import { shoppingListMessages } from './messages/shopping-lists'
import { stockMessages } from './messages/stock'
import { trackingMessages } from './messages/tracking'
import { userAdminMessages } from './messages/user-admin'
import { weekdayMessages } from './messages/weekday'
import type { Catalogue } from './translator'

export const messages = {
  ...accountMessages,
  ...addressMessages,
  ...cartMessages,
  ...cartFileMessages,
  ...checkoutMessages,
  ...orderMessages,
  ...profileMessages,
  ...userAdminMessages,
  ...commonMessages,
  ...weekdayMessages,
  ...errorMessages,
  ...authMessages,
  ...cartServiceMessages,
  ...stockMessages,
  ...searchMessages,
  ...shellMessages,
  ...customPageMessages,
  ...footerMessages,
  ...consentMessages,
  ...productMessages,
  ...listingMessages,
  ...favoriteMessages,
  ...quoteMessages,
  ...quoteContextMessages,
  ...quoteDocumentMessages,
  ...quotePageMessages,
  ...quoteAnswerMessages,
  ...shoppingListMessages,
  ...favouriteHeartMessages,
  ...punchoutMessages,
  ...punchoutTestBuyerMessages,
  ...trackingMessages,
  ...healthMessages,
} as const satisfies Catalogue

export type Messages = typeof messages
export type MessageKey = keyof Messages
