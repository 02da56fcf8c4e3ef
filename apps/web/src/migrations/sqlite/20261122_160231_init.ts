import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`description\` text,
  	\`brand_name\` text,
  	\`category_id\` integer,
  	\`category_path\` text,
  	\`category_paths\` text,
  	\`breadcrumb_parents\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_product_id_idx\` ON \`products\` (\`product_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_slug_idx\` ON \`products\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`products_brand_name_idx\` ON \`products\` (\`brand_name\`);`)
  await db.run(sql`CREATE INDEX \`products_category_idx\` ON \`products\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`products_category_path_idx\` ON \`products\` (\`category_path\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`variants\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`article_number\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`variant_slug\` text NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`ean\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`discontinued\` integer DEFAULT false,
  	\`replacement_article_number\` text,
  	\`ask_for_price\` integer DEFAULT false,
  	\`filter_tags\` text,
  	\`stocked_at\` text,
  	\`purchase_constraints_only_store\` integer DEFAULT false,
  	\`purchase_constraints_must_be_in_stocked_at\` integer DEFAULT false,
  	\`purchase_constraints_order_multiple\` numeric DEFAULT 1,
  	\`web_sales_unit_unit\` text DEFAULT 'st',
  	\`web_sales_unit_conversion_factor\` numeric,
  	\`web_sales_unit_conversion_unit\` text,
  	\`brands\` text,
  	\`images\` text,
  	\`attributes\` text,
  	\`warnings\` text,
  	\`relations\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`variants_article_number_idx\` ON \`variants\` (\`article_number\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`variants_variant_slug_idx\` ON \`variants\` (\`variant_slug\`);`)
  await db.run(sql`CREATE INDEX \`variants_product_idx\` ON \`variants\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`variants_ean_idx\` ON \`variants\` (\`ean\`);`)
  await db.run(sql`CREATE INDEX \`variants_discontinued_idx\` ON \`variants\` (\`discontinued\`);`)
  await db.run(sql`CREATE INDEX \`variants_updated_at_idx\` ON \`variants\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`variants_created_at_idx\` ON \`variants\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`parent_id\` integer,
  	\`path\` text NOT NULL,
  	\`depth\` numeric DEFAULT 0 NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`description\` text,
  	\`image_url\` text,
  	\`attribute_sequence\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_slug_idx\` ON \`categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`categories_parent_idx\` ON \`categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_path_idx\` ON \`categories\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`prices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`article_number\` text NOT NULL,
  	\`customer_id\` integer,
  	\`net_price\` numeric NOT NULL,
  	\`sales_price\` numeric NOT NULL,
  	\`sales_price_including_vat\` numeric,
  	\`sales_price_unit\` text DEFAULT 'st',
  	\`alloying_price\` numeric DEFAULT 0,
  	\`pre_campaign_price\` numeric,
  	\`price_type\` text DEFAULT 'LIST' NOT NULL,
  	\`discounts\` text,
  	\`brackets\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`prices_customer_idx\` ON \`prices\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`prices_updated_at_idx\` ON \`prices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`prices_created_at_idx\` ON \`prices\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`articleNumber_customer_idx\` ON \`prices\` (\`article_number\`,\`customer_id\`);`)
  await db.run(sql`CREATE TABLE \`stock\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`article_number\` text NOT NULL,
  	\`location_id\` text NOT NULL,
  	\`stock_type\` text DEFAULT 'LAG' NOT NULL,
  	\`quantity\` numeric DEFAULT 0 NOT NULL,
  	\`order_multiple\` numeric DEFAULT 1,
  	\`stocked\` integer DEFAULT true,
  	\`available_from_days\` numeric,
  	\`available_to_days\` numeric,
  	\`availability_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`stock_updated_at_idx\` ON \`stock\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stock_created_at_idx\` ON \`stock\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`articleNumber_locationId_idx\` ON \`stock\` (\`article_number\`,\`location_id\`);`)
  await db.run(sql`CREATE TABLE \`store_special_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`date\` text,
  	\`hours\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`store_special_hours_order_idx\` ON \`store_special_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`store_special_hours_parent_id_idx\` ON \`store_special_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`store_services\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`store_services_order_idx\` ON \`store_services\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`store_services_parent_idx\` ON \`store_services\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`store_contacts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`role\` text,
  	\`name\` text NOT NULL,
  	\`phone\` text,
  	\`email\` text,
  	\`image_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`store_contacts_order_idx\` ON \`store_contacts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`store_contacts_parent_id_idx\` ON \`store_contacts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`stores\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`store_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`brand\` text,
  	\`is_central_warehouse\` integer DEFAULT false,
  	\`address1\` text,
  	\`postal_code\` text,
  	\`city\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`opening_hours_monday\` text,
  	\`opening_hours_tuesday\` text,
  	\`opening_hours_wednesday\` text,
  	\`opening_hours_thursday\` text,
  	\`opening_hours_friday\` text,
  	\`opening_hours_saturday\` text,
  	\`opening_hours_sunday\` text,
  	\`title\` text,
  	\`ingress\` text,
  	\`body\` text,
  	\`hero_desktop\` text,
  	\`hero_mobile\` text,
  	\`infobox\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`stores_store_id_idx\` ON \`stores\` (\`store_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_brand_idx\` ON \`stores\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`stores_updated_at_idx\` ON \`stores\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stores_created_at_idx\` ON \`stores\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`campaigns\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`description\` text,
  	\`image_url\` text,
  	\`valid_from\` text NOT NULL,
  	\`valid_to\` text NOT NULL,
  	\`customer_only\` integer DEFAULT false,
  	\`article_numbers\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`campaigns_brand_idx\` ON \`campaigns\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_slug_idx\` ON \`campaigns\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_updated_at_idx\` ON \`campaigns\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_created_at_idx\` ON \`campaigns\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`brand_slug_idx\` ON \`campaigns\` (\`brand\`,\`slug\`);`)
  await db.run(sql`CREATE TABLE \`ranges\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`description\` text,
  	\`image_url\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`article_numbers\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`ranges_brand_idx\` ON \`ranges\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`ranges_slug_idx\` ON \`ranges\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`ranges_updated_at_idx\` ON \`ranges\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`ranges_created_at_idx\` ON \`ranges\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`brand_slug_1_idx\` ON \`ranges\` (\`brand\`,\`slug\`);`)
  await db.run(sql`CREATE TABLE \`customers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`organization_number\` text,
  	\`active\` integer DEFAULT true,
  	\`assortment\` text,
  	\`punchout_enabled\` integer DEFAULT false,
  	\`punchout_company_name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`customers_customer_id_idx\` ON \`customers\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`customers_active_idx\` ON \`customers\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`customers_updated_at_idx\` ON \`customers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customers_created_at_idx\` ON \`customers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`projects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`project_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_project_id_idx\` ON \`projects\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_customer_idx\` ON \`projects\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_updated_at_idx\` ON \`projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`projects_created_at_idx\` ON \`projects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`addresses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`address_id\` text NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`label\` text,
  	\`name\` text,
  	\`recipient_name\` text,
  	\`address1\` text,
  	\`address2\` text,
  	\`address3\` text,
  	\`postal_code\` text,
  	\`postal_address\` text,
  	\`country_code\` text DEFAULT 'SE' NOT NULL,
  	\`read_only\` integer DEFAULT false,
  	\`preselected\` integer DEFAULT false,
  	\`valid_for_delivery\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`addresses_address_id_idx\` ON \`addresses\` (\`address_id\`);`)
  await db.run(sql`CREATE INDEX \`addresses_customer_idx\` ON \`addresses\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`addresses_updated_at_idx\` ON \`addresses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`addresses_created_at_idx\` ON \`addresses\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`user_perm_denies\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`user_perms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`user_perm_denies_order_idx\` ON \`user_perm_denies\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`user_perm_denies_parent_idx\` ON \`user_perm_denies\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`user_perms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`project_id\` integer,
  	\`role\` text DEFAULT 'USER' NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`user_perms_order_idx\` ON \`user_perms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`user_perms_parent_id_idx\` ON \`user_perms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`user_perms_customer_idx\` ON \`user_perms\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`user_perms_project_idx\` ON \`user_perms\` (\`project_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`mobile_number\` text,
  	\`is_email_verified\` integer DEFAULT false,
  	\`is_phone_number_verified\` integer DEFAULT false,
  	\`role\` text DEFAULT 'USER' NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`punchout\` integer DEFAULT false,
  	\`preferred_store\` text,
  	\`preferred_delivery_method\` text,
  	\`default_delivery_method\` text DEFAULT 'DBI',
  	\`default_customer_id\` integer,
  	\`default_project_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text,
  	FOREIGN KEY (\`default_customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`default_project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`users_default_customer_idx\` ON \`users\` (\`default_customer_id\`);`)
  await db.run(sql`CREATE INDEX \`users_default_project_idx\` ON \`users\` (\`default_project_id\`);`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`carts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`cart_id\` text NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`customer_id\` integer,
  	\`project_id\` integer,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`delivery_ids_in_order\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`carts_cart_id_idx\` ON \`carts\` (\`cart_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_user_idx\` ON \`carts\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_customer_idx\` ON \`carts\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_project_idx\` ON \`carts\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_status_idx\` ON \`carts\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`carts_updated_at_idx\` ON \`carts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`carts_created_at_idx\` ON \`carts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`cart_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`cart_id\` integer NOT NULL,
  	\`article_number\` text NOT NULL,
  	\`delivery_id\` text NOT NULL,
  	\`quantity\` numeric NOT NULL,
  	\`label\` text,
  	\`requested_delivery_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`cart_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`cart_items_cart_idx\` ON \`cart_items\` (\`cart_id\`);`)
  await db.run(sql`CREATE INDEX \`cart_items_article_number_idx\` ON \`cart_items\` (\`article_number\`);`)
  await db.run(sql`CREATE INDEX \`cart_items_updated_at_idx\` ON \`cart_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cart_items_created_at_idx\` ON \`cart_items\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`cart_articleNumber_deliveryId_idx\` ON \`cart_items\` (\`cart_id\`,\`article_number\`,\`delivery_id\`);`)
  await db.run(sql`CREATE TABLE \`orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_id\` text NOT NULL,
  	\`temp_order_id\` text,
  	\`user_id\` integer NOT NULL,
  	\`customer_id\` integer,
  	\`project_id\` integer,
  	\`cart_id\` integer,
  	\`delivery_id\` text NOT NULL,
  	\`status\` text DEFAULT 'placed' NOT NULL,
  	\`order_items\` text,
  	\`order_details\` text,
  	\`totals\` text,
  	\`idempotency_key\` text,
  	\`placed_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cart_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_order_id_idx\` ON \`orders\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_temp_order_id_idx\` ON \`orders\` (\`temp_order_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_user_idx\` ON \`orders\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_customer_idx\` ON \`orders\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_project_idx\` ON \`orders\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_cart_idx\` ON \`orders\` (\`cart_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_idempotency_key_idx\` ON \`orders\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`orders_placed_at_idx\` ON \`orders\` (\`placed_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`fav_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`article_number\` text NOT NULL,
  	\`quantity\` numeric DEFAULT 1 NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`favorite_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`fav_items_order_idx\` ON \`fav_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`fav_items_parent_id_idx\` ON \`fav_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`favorite_lists\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`favorite_name\` text NOT NULL,
  	\`access\` text DEFAULT 'private' NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`customer_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`favorite_lists_user_idx\` ON \`favorite_lists\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`favorite_lists_customer_idx\` ON \`favorite_lists\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`favorite_lists_updated_at_idx\` ON \`favorite_lists\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`favorite_lists_created_at_idx\` ON \`favorite_lists\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`user_favorites\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`article_number\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`user_favorites_user_idx\` ON \`user_favorites\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`user_favorites_updated_at_idx\` ON \`user_favorites\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`user_favorites_created_at_idx\` ON \`user_favorites\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_articleNumber_idx\` ON \`user_favorites\` (\`user_id\`,\`article_number\`);`)
  await db.run(sql`CREATE TABLE \`quote_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`article_number\` text NOT NULL,
  	\`article_name\` text,
  	\`quantity\` numeric DEFAULT 1 NOT NULL,
  	\`markup\` numeric DEFAULT 0,
  	\`sales_discount\` numeric DEFAULT 0,
  	\`quote_net_price\` numeric,
  	\`quote_sales_price\` numeric,
  	\`net_price\` numeric,
  	\`sales_price\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quotes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quote_items_order_idx\` ON \`quote_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quote_items_parent_id_idx\` ON \`quote_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quote_custom\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`custom_item_name\` text NOT NULL,
  	\`vat_rate\` numeric DEFAULT 25,
  	\`is_rot\` integer DEFAULT false,
  	\`quantity\` numeric DEFAULT 1 NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`unit\` text DEFAULT 'st',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quotes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quote_custom_order_idx\` ON \`quote_custom\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quote_custom_parent_id_idx\` ON \`quote_custom\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quotes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`quote_id\` text NOT NULL,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`customer_id\` integer,
  	\`final_message\` text,
  	\`valid_from\` text,
  	\`valid_for\` numeric DEFAULT 30,
  	\`sender_name\` text,
  	\`sender_organization_number\` text,
  	\`sender_reference\` text,
  	\`sender_address\` text,
  	\`receiver_type\` text DEFAULT 'business',
  	\`receiver_label\` text,
  	\`receiver_name\` text,
  	\`receiver_contact_person\` text,
  	\`receiver_address\` text,
  	\`price_type\` text DEFAULT 'net' NOT NULL,
  	\`merge_articles\` integer DEFAULT false,
  	\`show_discounts\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`quotes_quote_id_idx\` ON \`quotes\` (\`quote_id\`);`)
  await db.run(sql`CREATE INDEX \`quotes_status_idx\` ON \`quotes\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`quotes_user_idx\` ON \`quotes\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`quotes_customer_idx\` ON \`quotes\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`quotes_updated_at_idx\` ON \`quotes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`quotes_created_at_idx\` ON \`quotes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`front_pages_blocks_text_block\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`front_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_text_block_order_idx\` ON \`front_pages_blocks_text_block\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_text_block_parent_id_idx\` ON \`front_pages_blocks_text_block\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_text_block_path_idx\` ON \`front_pages_blocks_text_block\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`front_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`hero_title\` text NOT NULL,
  	\`hero_description\` text,
  	\`hero_image_url\` text,
  	\`hero_link_url\` text,
  	\`hero_link_text\` text,
  	\`meta_description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`front_pages_brand_idx\` ON \`front_pages\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_updated_at_idx\` ON \`front_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_created_at_idx\` ON \`front_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text_block\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_block_order_idx\` ON \`pages_blocks_text_block\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_block_parent_id_idx\` ON \`pages_blocks_text_block\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_block_path_idx\` ON \`pages_blocks_text_block\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`pre_title\` text,
  	\`slug\` text NOT NULL,
  	\`listing_page_id\` integer,
  	\`ingress\` text,
  	\`body_text_primary\` text,
  	\`hero_title\` text,
  	\`hero_description\` text,
  	\`hero_hero_desktop\` text,
  	\`hero_hero_mobile\` text,
  	\`thumbnail_title\` text,
  	\`thumbnail_url\` text,
  	\`banner_id\` integer,
  	\`category_section_title\` text,
  	\`category_section_icon_title\` text,
  	\`category_section_icon_url\` text,
  	\`meta_description\` text,
  	\`canonical_link\` text,
  	\`show_sidebar\` integer DEFAULT false,
  	\`display_contacts\` integer DEFAULT false,
  	\`exclude_from_search\` integer DEFAULT false,
  	\`authenticated_only\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`listing_page_id\`) REFERENCES \`listing_pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_brand_idx\` ON \`pages\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_listing_page_idx\` ON \`pages\` (\`listing_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_banner_idx\` ON \`pages\` (\`banner_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_authenticated_only_idx\` ON \`pages\` (\`authenticated_only\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`brand_slug_2_idx\` ON \`pages\` (\`brand\`,\`slug\`);`)
  await db.run(sql`CREATE TABLE \`pages_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_texts_order_parent\` ON \`pages_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`listing_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`hero_title\` text,
  	\`hero_description\` text,
  	\`hero_hero_desktop\` text,
  	\`hero_hero_mobile\` text,
  	\`overlay\` integer DEFAULT false,
  	\`icon\` text,
  	\`ingress\` text,
  	\`meta_description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`listing_pages_brand_idx\` ON \`listing_pages\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`listing_pages_slug_idx\` ON \`listing_pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`listing_pages_updated_at_idx\` ON \`listing_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`listing_pages_created_at_idx\` ON \`listing_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`brand_slug_3_idx\` ON \`listing_pages\` (\`brand\`,\`slug\`);`)
  await db.run(sql`CREATE TABLE \`listing_pages_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`listing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`listing_pages_texts_order_parent\` ON \`listing_pages_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`menu_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`icon\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`menu_items_order_idx\` ON \`menu_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`menu_items_parent_id_idx\` ON \`menu_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`menus\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`menus_brand_idx\` ON \`menus\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`menus_updated_at_idx\` ON \`menus\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`menus_created_at_idx\` ON \`menus\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`brand_kind_idx\` ON \`menus\` (\`brand\`,\`kind\`);`)
  await db.run(sql`CREATE TABLE \`alert_banners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`active\` integer DEFAULT false,
  	\`type\` text DEFAULT 'info' NOT NULL,
  	\`title\` text NOT NULL,
  	\`message\` text,
  	\`link_url\` text,
  	\`link_text\` text,
  	\`second_link_url\` text,
  	\`second_link_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`alert_banners_brand_idx\` ON \`alert_banners\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`alert_banners_active_idx\` ON \`alert_banners\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`alert_banners_updated_at_idx\` ON \`alert_banners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alert_banners_created_at_idx\` ON \`alert_banners\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`information_banners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`active\` integer DEFAULT false,
  	\`message\` text NOT NULL,
  	\`link_url\` text,
  	\`link_text\` text,
  	\`link_icon\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`information_banners_brand_idx\` ON \`information_banners\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`information_banners_active_idx\` ON \`information_banners\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`information_banners_updated_at_idx\` ON \`information_banners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`information_banners_created_at_idx\` ON \`information_banners\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`banners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`title\` text,
  	\`pre_title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`template\` text DEFAULT 'standard',
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`image\` text,
  	\`content_image\` text,
  	\`banner_desktop\` text,
  	\`banner_mobile\` text,
  	\`background_color\` text,
  	\`icon_title\` text,
  	\`icon_description\` text,
  	\`icon_url\` text,
  	\`weight\` numeric DEFAULT 1,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`banners_brand_idx\` ON \`banners\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`banners_updated_at_idx\` ON \`banners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`banners_created_at_idx\` ON \`banners\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`heroes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`title_font_size\` text DEFAULT 'large',
  	\`description\` text,
  	\`overlay\` integer DEFAULT false,
  	\`hero_desktop\` text,
  	\`hero_mobile\` text,
  	\`icon\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`heroes_brand_idx\` ON \`heroes\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`heroes_slug_idx\` ON \`heroes\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`heroes_updated_at_idx\` ON \`heroes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`heroes_created_at_idx\` ON \`heroes\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`brand_slug_4_idx\` ON \`heroes\` (\`brand\`,\`slug\`);`)
  await db.run(sql`CREATE TABLE \`retailers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`address\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`offerings\` text,
  	\`link\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`retailers_brand_idx\` ON \`retailers\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`retailers_updated_at_idx\` ON \`retailers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`retailers_created_at_idx\` ON \`retailers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`form_inputs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`type\` text DEFAULT 'text' NOT NULL,
  	\`input_list\` text,
  	\`required_field\` integer DEFAULT false,
  	\`placeholder_text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dynamic_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_inputs_order_idx\` ON \`form_inputs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`form_inputs_parent_id_idx\` ON \`form_inputs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dynamic_forms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`form_title\` text,
  	\`form_description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`dynamic_forms_brand_idx\` ON \`dynamic_forms\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`dynamic_forms_updated_at_idx\` ON \`dynamic_forms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`dynamic_forms_created_at_idx\` ON \`dynamic_forms\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  	\`user_favorites_id\` integer,
  	\`quotes_id\` integer,
  	\`front_pages_id\` integer,
  	\`pages_id\` integer,
  	\`listing_pages_id\` integer,
  	\`menus_id\` integer,
  	\`alert_banners_id\` integer,
  	\`information_banners_id\` integer,
  	\`banners_id\` integer,
  	\`heroes_id\` integer,
  	\`retailers_id\` integer,
  	\`dynamic_forms_id\` integer,
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
  	FOREIGN KEY (\`user_favorites_id\`) REFERENCES \`user_favorites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`quotes_id\`) REFERENCES \`quotes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`front_pages_id\`) REFERENCES \`front_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`listing_pages_id\`) REFERENCES \`listing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`menus_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alert_banners_id\`) REFERENCES \`alert_banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`information_banners_id\`) REFERENCES \`information_banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`heroes_id\`) REFERENCES \`heroes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`retailers_id\`) REFERENCES \`retailers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dynamic_forms_id\`) REFERENCES \`dynamic_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_user_favorites_id_idx\` ON \`payload_locked_documents_rels\` (\`user_favorites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quotes_id_idx\` ON \`payload_locked_documents_rels\` (\`quotes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_front_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`front_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listing_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`listing_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_menus_id_idx\` ON \`payload_locked_documents_rels\` (\`menus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_information_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`information_banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_heroes_id_idx\` ON \`payload_locked_documents_rels\` (\`heroes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_retailers_id_idx\` ON \`payload_locked_documents_rels\` (\`retailers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dynamic_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`dynamic_forms_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`DROP TABLE \`variants\`;`)
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`DROP TABLE \`prices\`;`)
  await db.run(sql`DROP TABLE \`stock\`;`)
  await db.run(sql`DROP TABLE \`store_special_hours\`;`)
  await db.run(sql`DROP TABLE \`store_services\`;`)
  await db.run(sql`DROP TABLE \`store_contacts\`;`)
  await db.run(sql`DROP TABLE \`stores\`;`)
  await db.run(sql`DROP TABLE \`campaigns\`;`)
  await db.run(sql`DROP TABLE \`ranges\`;`)
  await db.run(sql`DROP TABLE \`customers\`;`)
  await db.run(sql`DROP TABLE \`projects\`;`)
  await db.run(sql`DROP TABLE \`addresses\`;`)
  await db.run(sql`DROP TABLE \`user_perm_denies\`;`)
  await db.run(sql`DROP TABLE \`user_perms\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`carts\`;`)
  await db.run(sql`DROP TABLE \`cart_items\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`DROP TABLE \`fav_items\`;`)
  await db.run(sql`DROP TABLE \`favorite_lists\`;`)
  await db.run(sql`DROP TABLE \`user_favorites\`;`)
  await db.run(sql`DROP TABLE \`quote_items\`;`)
  await db.run(sql`DROP TABLE \`quote_custom\`;`)
  await db.run(sql`DROP TABLE \`quotes\`;`)
  await db.run(sql`DROP TABLE \`front_pages_blocks_text_block\`;`)
  await db.run(sql`DROP TABLE \`front_pages\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_block\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_texts\`;`)
  await db.run(sql`DROP TABLE \`listing_pages\`;`)
  await db.run(sql`DROP TABLE \`listing_pages_texts\`;`)
  await db.run(sql`DROP TABLE \`menu_items\`;`)
  await db.run(sql`DROP TABLE \`menus\`;`)
  await db.run(sql`DROP TABLE \`alert_banners\`;`)
  await db.run(sql`DROP TABLE \`information_banners\`;`)
  await db.run(sql`DROP TABLE \`banners\`;`)
  await db.run(sql`DROP TABLE \`heroes\`;`)
  await db.run(sql`DROP TABLE \`retailers\`;`)
  await db.run(sql`DROP TABLE \`form_inputs\`;`)
  await db.run(sql`DROP TABLE \`dynamic_forms\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
}
