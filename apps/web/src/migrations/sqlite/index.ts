import * as migration_20261122_163741_init from './20261122_163741_init';
import * as migration_20261122_180000_catalog_search from './20261122_180000_catalog_search';
import * as migration_20261122_202344_accounts from './20261122_202344_accounts';
import * as migration_20261124_070519_favorite_list_items from './20261124_070519_favorite_list_items';
import * as migration_20261124_092301_quotes from './20261124_092301_quotes';
import * as migration_20261124_094124_outbox_delivery from './20261124_094124_outbox_delivery';
import * as migration_20261124_121009_punchout_sessions from './20261124_121009_punchout_sessions';
import * as migration_20261124_122206_punchout_tickets from './20261124_122206_punchout_tickets';
import * as migration_20261124_130922_tracking_events from './20261124_130922_tracking_events';
import * as migration_20261124_131559_selected_products_popular from './20261124_131559_selected_products_popular';
import * as migration_20261202_101536_session_claims from './20261202_101536_session_claims';
import * as migration_20261202_135138_quote_own_price from './20261202_135138_quote_own_price';
import * as migration_20261203_115935_media_library from './20261203_115935_media_library';
import * as migration_20261206_224220_image_set_of_three_uploads from './20261206_224220_image_set_of_three_uploads';

export const migrations = [
  {
    up: migration_20261122_163741_init.up,
    down: migration_20261122_163741_init.down,
    name: '20261122_163741_init',
  },
  {
    up: migration_20261122_180000_catalog_search.up,
    down: migration_20261122_180000_catalog_search.down,
    name: '20261122_180000_catalog_search',
  },
  {
    up: migration_20261122_202344_accounts.up,
    down: migration_20261122_202344_accounts.down,
    name: '20261122_202344_accounts',
  },
  {
    up: migration_20261124_070519_favorite_list_items.up,
    down: migration_20261124_070519_favorite_list_items.down,
    name: '20261124_070519_favorite_list_items',
  },
  {
    up: migration_20261124_092301_quotes.up,
    down: migration_20261124_092301_quotes.down,
    name: '20261124_092301_quotes',
  },
  {
    up: migration_20261124_094124_outbox_delivery.up,
    down: migration_20261124_094124_outbox_delivery.down,
    name: '20261124_094124_outbox_delivery',
  },
  {
    up: migration_20261124_121009_punchout_sessions.up,
    down: migration_20261124_121009_punchout_sessions.down,
    name: '20261124_121009_punchout_sessions',
  },
  {
    up: migration_20261124_122206_punchout_tickets.up,
    down: migration_20261124_122206_punchout_tickets.down,
    name: '20261124_122206_punchout_tickets',
  },
  {
    up: migration_20261124_130922_tracking_events.up,
    down: migration_20261124_130922_tracking_events.down,
    name: '20261124_130922_tracking_events',
  },
  {
    up: migration_20261124_131559_selected_products_popular.up,
    down: migration_20261124_131559_selected_products_popular.down,
    name: '20261124_131559_selected_products_popular',
  },
  {
    up: migration_20261202_101536_session_claims.up,
    down: migration_20261202_101536_session_claims.down,
    name: '20261202_101536_session_claims',
  },
  {
    up: migration_20261202_135138_quote_own_price.up,
    down: migration_20261202_135138_quote_own_price.down,
    name: '20261202_135138_quote_own_price',
  },
  {
    up: migration_20261203_115935_media_library.up,
    down: migration_20261203_115935_media_library.down,
    name: '20261203_115935_media_library',
  },
  {
    up: migration_20261206_224220_image_set_of_three_uploads.up,
    down: migration_20261206_224220_image_set_of_three_uploads.down,
    name: '20261206_224220_image_set_of_three_uploads'
  },
];
