import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`tracking_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tracking_id\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`article_number\` text NOT NULL,
  	\`quantity\` numeric NOT NULL,
  	\`order_id\` text,
  	\`user_id\` text,
  	\`brand\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`tracking_events_tracking_id_idx\` ON \`tracking_events\` (\`tracking_id\`);`)
  await db.run(sql`CREATE INDEX \`tracking_events_brand_idx\` ON \`tracking_events\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`tracking_events_updated_at_idx\` ON \`tracking_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tracking_events_created_at_idx\` ON \`tracking_events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`articleNumber_createdAt_idx\` ON \`tracking_events\` (\`article_number\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tracking_events_id\` integer REFERENCES tracking_events(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tracking_events_id_idx\` ON \`payload_locked_documents_rels\` (\`tracking_events_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`tracking_events\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	\`variants_id\` integer,
  	\`categories_id\` integer,
  	\`prices_id\` integer,
  	\`stock_id\` integer,
  	\`stores_id\` integer,
  	\`campaigns_id\` integer,
  	\`ranges_id\` integer,
  	\`customers_id\` integer,
  	\`projects_id\` integer,
  	\`addresses_id\` integer,
  	\`users_id\` integer,
  	\`carts_id\` integer,
  	\`cart_items_id\` integer,
  	\`orders_id\` integer,
  	\`favorite_lists_id\` integer,
  	\`favorite_list_items_id\` integer,
  	\`user_favorites_id\` integer,
  	\`quotes_id\` integer,
  	\`quote_attachments_id\` integer,
  	\`front_pages_id\` integer,
  	\`pages_id\` integer,
  	\`listing_pages_id\` integer,
  	\`menus_id\` integer,
  	\`alert_banners_id\` integer,
  	\`information_banners_id\` integer,
  	\`banners_id\` integer,
  	\`heroes_id\` integer,
  	\`retailers_id\` integer,
  	\`info_blocks_id\` integer,
  	\`text_and_media_id\` integer,
  	\`text_blocks_id\` integer,
  	\`logos_id\` integer,
  	\`headers_id\` integer,
  	\`footers_id\` integer,
  	\`dynamic_forms_id\` integer,
  	\`form_submissions_id\` integer,
  	\`outbox_id\` integer,
  	\`auth_sessions_id\` integer,
  	\`auth_tickets_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`variants_id\`) REFERENCES \`variants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`prices_id\`) REFERENCES \`prices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stock_id\`) REFERENCES \`stock\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stores_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`campaigns_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ranges_id\`) REFERENCES \`ranges\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`addresses_id\`) REFERENCES \`addresses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carts_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cart_items_id\`) REFERENCES \`cart_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`favorite_lists_id\`) REFERENCES \`favorite_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`favorite_list_items_id\`) REFERENCES \`favorite_list_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`user_favorites_id\`) REFERENCES \`user_favorites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`quotes_id\`) REFERENCES \`quotes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`quote_attachments_id\`) REFERENCES \`quote_attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`front_pages_id\`) REFERENCES \`front_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`listing_pages_id\`) REFERENCES \`listing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`menus_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alert_banners_id\`) REFERENCES \`alert_banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`information_banners_id\`) REFERENCES \`information_banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`heroes_id\`) REFERENCES \`heroes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`retailers_id\`) REFERENCES \`retailers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`info_blocks_id\`) REFERENCES \`info_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`text_and_media_id\`) REFERENCES \`text_and_media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`text_blocks_id\`) REFERENCES \`text_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`logos_id\`) REFERENCES \`logos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`headers_id\`) REFERENCES \`headers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`footers_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dynamic_forms_id\`) REFERENCES \`dynamic_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`auth_sessions_id\`) REFERENCES \`auth_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`auth_tickets_id\`) REFERENCES \`auth_tickets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "products_id", "variants_id", "categories_id", "prices_id", "stock_id", "stores_id", "campaigns_id", "ranges_id", "customers_id", "projects_id", "addresses_id", "users_id", "carts_id", "cart_items_id", "orders_id", "favorite_lists_id", "favorite_list_items_id", "user_favorites_id", "quotes_id", "quote_attachments_id", "front_pages_id", "pages_id", "listing_pages_id", "menus_id", "alert_banners_id", "information_banners_id", "banners_id", "heroes_id", "retailers_id", "info_blocks_id", "text_and_media_id", "text_blocks_id", "logos_id", "headers_id", "footers_id", "dynamic_forms_id", "form_submissions_id", "outbox_id", "auth_sessions_id", "auth_tickets_id") SELECT "id", "order", "parent_id", "path", "products_id", "variants_id", "categories_id", "prices_id", "stock_id", "stores_id", "campaigns_id", "ranges_id", "customers_id", "projects_id", "addresses_id", "users_id", "carts_id", "cart_items_id", "orders_id", "favorite_lists_id", "favorite_list_items_id", "user_favorites_id", "quotes_id", "quote_attachments_id", "front_pages_id", "pages_id", "listing_pages_id", "menus_id", "alert_banners_id", "information_banners_id", "banners_id", "heroes_id", "retailers_id", "info_blocks_id", "text_and_media_id", "text_blocks_id", "logos_id", "headers_id", "footers_id", "dynamic_forms_id", "form_submissions_id", "outbox_id", "auth_sessions_id", "auth_tickets_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_variants_id_idx\` ON \`payload_locked_documents_rels\` (\`variants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_prices_id_idx\` ON \`payload_locked_documents_rels\` (\`prices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stock_id_idx\` ON \`payload_locked_documents_rels\` (\`stock_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stores_id_idx\` ON \`payload_locked_documents_rels\` (\`stores_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campaigns_id_idx\` ON \`payload_locked_documents_rels\` (\`campaigns_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ranges_id_idx\` ON \`payload_locked_documents_rels\` (\`ranges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`addresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cart_items_id_idx\` ON \`payload_locked_documents_rels\` (\`cart_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_favorite_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`favorite_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_favorite_list_items_id_idx\` ON \`payload_locked_documents_rels\` (\`favorite_list_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_user_favorites_id_idx\` ON \`payload_locked_documents_rels\` (\`user_favorites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quotes_id_idx\` ON \`payload_locked_documents_rels\` (\`quotes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quote_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`quote_attachments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_front_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`front_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listing_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`listing_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_menus_id_idx\` ON \`payload_locked_documents_rels\` (\`menus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_information_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`information_banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_heroes_id_idx\` ON \`payload_locked_documents_rels\` (\`heroes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_retailers_id_idx\` ON \`payload_locked_documents_rels\` (\`retailers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_info_blocks_id_idx\` ON \`payload_locked_documents_rels\` (\`info_blocks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_text_and_media_id_idx\` ON \`payload_locked_documents_rels\` (\`text_and_media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_text_blocks_id_idx\` ON \`payload_locked_documents_rels\` (\`text_blocks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_logos_id_idx\` ON \`payload_locked_documents_rels\` (\`logos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_headers_id_idx\` ON \`payload_locked_documents_rels\` (\`headers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_footers_id_idx\` ON \`payload_locked_documents_rels\` (\`footers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dynamic_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`dynamic_forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auth_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`auth_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auth_tickets_id_idx\` ON \`payload_locked_documents_rels\` (\`auth_tickets_id\`);`)
}
