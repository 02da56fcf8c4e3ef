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
  await db.run(sql`CREATE TABLE \`store_activities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`date\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`store_activities_order_idx\` ON \`store_activities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`store_activities_parent_id_idx\` ON \`store_activities\` (\`_parent_id\`);`)
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
  await db.run(sql`CREATE TABLE \`stores_blocks_acc_app\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`form_id\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_blocks_acc_app_order_idx\` ON \`stores_blocks_acc_app\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_acc_app_parent_id_idx\` ON \`stores_blocks_acc_app\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_acc_app_path_idx\` ON \`stores_blocks_acc_app\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`stores_blocks_asrt_ic_it\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`link_url\` text,
  	\`icon_url\` text NOT NULL,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores_blocks_asrt_ic\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_blocks_asrt_ic_it_order_idx\` ON \`stores_blocks_asrt_ic_it\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_asrt_ic_it_parent_id_idx\` ON \`stores_blocks_asrt_ic_it\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`stores_blocks_asrt_ic\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_blocks_asrt_ic_order_idx\` ON \`stores_blocks_asrt_ic\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_asrt_ic_parent_id_idx\` ON \`stores_blocks_asrt_ic\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_asrt_ic_path_idx\` ON \`stores_blocks_asrt_ic\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`stores_blocks_contact_ct\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`role\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores_blocks_contact\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_blocks_contact_ct_order_idx\` ON \`stores_blocks_contact_ct\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_contact_ct_parent_id_idx\` ON \`stores_blocks_contact_ct\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`stores_blocks_contact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_blocks_contact_order_idx\` ON \`stores_blocks_contact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_contact_parent_id_idx\` ON \`stores_blocks_contact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_contact_path_idx\` ON \`stores_blocks_contact\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`stores_blocks_cnt_bnr_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores_blocks_cnt_bnr\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_blocks_cnt_bnr_bnr_order_idx\` ON \`stores_blocks_cnt_bnr_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_cnt_bnr_bnr_parent_id_idx\` ON \`stores_blocks_cnt_bnr_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`stores_blocks_cnt_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_blocks_cnt_bnr_order_idx\` ON \`stores_blocks_cnt_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_cnt_bnr_parent_id_idx\` ON \`stores_blocks_cnt_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_cnt_bnr_path_idx\` ON \`stores_blocks_cnt_bnr\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`stores_blocks_img3_im\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	\`title\` text,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`link_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores_blocks_img3\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_blocks_img3_im_order_idx\` ON \`stores_blocks_img3_im\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_img3_im_parent_id_idx\` ON \`stores_blocks_img3_im\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`stores_blocks_img3\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_blocks_img3_order_idx\` ON \`stores_blocks_img3\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_img3_parent_id_idx\` ON \`stores_blocks_img3\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_img3_path_idx\` ON \`stores_blocks_img3\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`stores_blocks_img1\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`image_url\` text NOT NULL,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`link_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_blocks_img1_order_idx\` ON \`stores_blocks_img1\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_img1_parent_id_idx\` ON \`stores_blocks_img1\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_img1_path_idx\` ON \`stores_blocks_img1\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`stores_blocks_info\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_blocks_info_order_idx\` ON \`stores_blocks_info\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_info_parent_id_idx\` ON \`stores_blocks_info\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_info_path_idx\` ON \`stores_blocks_info\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`stores_blocks_large\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`text\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_blocks_large_order_idx\` ON \`stores_blocks_large\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_large_parent_id_idx\` ON \`stores_blocks_large\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_large_path_idx\` ON \`stores_blocks_large\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`stores_blocks_mkt_bnr_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores_blocks_mkt_bnr\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_blocks_mkt_bnr_bnr_order_idx\` ON \`stores_blocks_mkt_bnr_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_mkt_bnr_bnr_parent_id_idx\` ON \`stores_blocks_mkt_bnr_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`stores_blocks_mkt_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_blocks_mkt_bnr_order_idx\` ON \`stores_blocks_mkt_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_mkt_bnr_parent_id_idx\` ON \`stores_blocks_mkt_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_mkt_bnr_path_idx\` ON \`stores_blocks_mkt_bnr\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`stores_blocks_rnd_bnr_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`weight\` numeric DEFAULT 1,
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores_blocks_rnd_bnr\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_blocks_rnd_bnr_bnr_order_idx\` ON \`stores_blocks_rnd_bnr_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_rnd_bnr_bnr_parent_id_idx\` ON \`stores_blocks_rnd_bnr_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`stores_blocks_rnd_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_blocks_rnd_bnr_order_idx\` ON \`stores_blocks_rnd_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_rnd_bnr_parent_id_idx\` ON \`stores_blocks_rnd_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_rnd_bnr_path_idx\` ON \`stores_blocks_rnd_bnr\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`stores_blocks_sel_prod\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_blocks_sel_prod_order_idx\` ON \`stores_blocks_sel_prod\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_sel_prod_parent_id_idx\` ON \`stores_blocks_sel_prod\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_sel_prod_path_idx\` ON \`stores_blocks_sel_prod\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`stores_blocks_sub_bnr_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores_blocks_sub_bnr\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_blocks_sub_bnr_bnr_order_idx\` ON \`stores_blocks_sub_bnr_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_sub_bnr_bnr_parent_id_idx\` ON \`stores_blocks_sub_bnr_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`stores_blocks_sub_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_blocks_sub_bnr_order_idx\` ON \`stores_blocks_sub_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_sub_bnr_parent_id_idx\` ON \`stores_blocks_sub_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_sub_bnr_path_idx\` ON \`stores_blocks_sub_bnr\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`stores_blocks_txt_med\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`media_url\` text NOT NULL,
  	\`media_title\` text,
  	\`media_width\` numeric,
  	\`media_height\` numeric,
  	\`media_position\` text DEFAULT 'left',
  	\`link_text\` text,
  	\`link_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_blocks_txt_med_order_idx\` ON \`stores_blocks_txt_med\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_txt_med_parent_id_idx\` ON \`stores_blocks_txt_med\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_txt_med_path_idx\` ON \`stores_blocks_txt_med\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`stores_blocks_txt\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_blocks_txt_order_idx\` ON \`stores_blocks_txt\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_txt_parent_id_idx\` ON \`stores_blocks_txt\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_txt_path_idx\` ON \`stores_blocks_txt\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`stores_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`video_url\` text NOT NULL,
  	\`poster_url\` text,
  	\`poster_title\` text,
  	\`poster_width\` numeric,
  	\`poster_height\` numeric,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_blocks_video_order_idx\` ON \`stores_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_video_parent_id_idx\` ON \`stores_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_video_path_idx\` ON \`stores_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`stores_blocks_accord_it\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores_blocks_accord\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_blocks_accord_it_order_idx\` ON \`stores_blocks_accord_it\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_accord_it_parent_id_idx\` ON \`stores_blocks_accord_it\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`stores_blocks_accord\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_blocks_accord_order_idx\` ON \`stores_blocks_accord\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_accord_parent_id_idx\` ON \`stores_blocks_accord\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_accord_path_idx\` ON \`stores_blocks_accord\` (\`_path\`);`)
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
  	\`label\` text,
  	\`title\` text,
  	\`ingress\` text,
  	\`body\` text,
  	\`hero_desktop\` text,
  	\`hero_mobile\` text,
  	\`infobox\` text,
  	\`contacts_title\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`stores_store_id_idx\` ON \`stores\` (\`store_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_brand_idx\` ON \`stores\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`stores_updated_at_idx\` ON \`stores\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stores_created_at_idx\` ON \`stores\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`stores_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stores_texts_order_parent\` ON \`stores_texts\` (\`order\`,\`parent_id\`);`)
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
  await db.run(sql`CREATE TABLE \`user_editor_brands\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`user_editor_brands_order_idx\` ON \`user_editor_brands\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`user_editor_brands_parent_idx\` ON \`user_editor_brands\` (\`parent_id\`);`)
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
  await db.run(sql`CREATE TABLE \`front_pages_blocks_large\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`text\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`front_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_large_order_idx\` ON \`front_pages_blocks_large\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_large_parent_id_idx\` ON \`front_pages_blocks_large\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_large_path_idx\` ON \`front_pages_blocks_large\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`front_pages_blocks_sub_bnr_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`front_pages_blocks_sub_bnr\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_sub_bnr_bnr_order_idx\` ON \`front_pages_blocks_sub_bnr_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_sub_bnr_bnr_parent_id_idx\` ON \`front_pages_blocks_sub_bnr_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`front_pages_blocks_sub_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`front_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_sub_bnr_order_idx\` ON \`front_pages_blocks_sub_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_sub_bnr_parent_id_idx\` ON \`front_pages_blocks_sub_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_sub_bnr_path_idx\` ON \`front_pages_blocks_sub_bnr\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`front_pages_blocks_rnd_bnr_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`weight\` numeric DEFAULT 1,
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`front_pages_blocks_rnd_bnr\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_rnd_bnr_bnr_order_idx\` ON \`front_pages_blocks_rnd_bnr_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_rnd_bnr_bnr_parent_id_idx\` ON \`front_pages_blocks_rnd_bnr_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`front_pages_blocks_rnd_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`front_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_rnd_bnr_order_idx\` ON \`front_pages_blocks_rnd_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_rnd_bnr_parent_id_idx\` ON \`front_pages_blocks_rnd_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_rnd_bnr_path_idx\` ON \`front_pages_blocks_rnd_bnr\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`front_pages_blocks_mkt_bnr_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`front_pages_blocks_mkt_bnr\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_mkt_bnr_bnr_order_idx\` ON \`front_pages_blocks_mkt_bnr_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_mkt_bnr_bnr_parent_id_idx\` ON \`front_pages_blocks_mkt_bnr_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`front_pages_blocks_mkt_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`front_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_mkt_bnr_order_idx\` ON \`front_pages_blocks_mkt_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_mkt_bnr_parent_id_idx\` ON \`front_pages_blocks_mkt_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_mkt_bnr_path_idx\` ON \`front_pages_blocks_mkt_bnr\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`front_pages_blocks_cnt_bnr_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`front_pages_blocks_cnt_bnr\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_cnt_bnr_bnr_order_idx\` ON \`front_pages_blocks_cnt_bnr_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_cnt_bnr_bnr_parent_id_idx\` ON \`front_pages_blocks_cnt_bnr_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`front_pages_blocks_cnt_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`front_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_cnt_bnr_order_idx\` ON \`front_pages_blocks_cnt_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_cnt_bnr_parent_id_idx\` ON \`front_pages_blocks_cnt_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_cnt_bnr_path_idx\` ON \`front_pages_blocks_cnt_bnr\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`front_pages_blocks_sel_prod\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`front_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_sel_prod_order_idx\` ON \`front_pages_blocks_sel_prod\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_sel_prod_parent_id_idx\` ON \`front_pages_blocks_sel_prod\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_sel_prod_path_idx\` ON \`front_pages_blocks_sel_prod\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`front_pages_blocks_asrt_ic_it\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link_url\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`front_pages_blocks_asrt_ic\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_asrt_ic_it_order_idx\` ON \`front_pages_blocks_asrt_ic_it\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_asrt_ic_it_parent_id_idx\` ON \`front_pages_blocks_asrt_ic_it\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`front_pages_blocks_asrt_ic\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`front_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_asrt_ic_order_idx\` ON \`front_pages_blocks_asrt_ic\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_asrt_ic_parent_id_idx\` ON \`front_pages_blocks_asrt_ic\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_asrt_ic_path_idx\` ON \`front_pages_blocks_asrt_ic\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`front_pages_blocks_contact_ct\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`front_pages_blocks_contact\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_contact_ct_order_idx\` ON \`front_pages_blocks_contact_ct\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_contact_ct_parent_id_idx\` ON \`front_pages_blocks_contact_ct\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`front_pages_blocks_contact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`front_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_contact_order_idx\` ON \`front_pages_blocks_contact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_contact_parent_id_idx\` ON \`front_pages_blocks_contact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_contact_path_idx\` ON \`front_pages_blocks_contact\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`front_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text,
  	\`title\` text,
  	\`hero_title\` text,
  	\`hero_description\` text,
  	\`hero_image_url\` text,
  	\`hero_hero_mobile\` text,
  	\`hero_title_font_size\` text DEFAULT 'large',
  	\`hero_overlay\` integer DEFAULT false,
  	\`hero_link_url\` text,
  	\`hero_link_text\` text,
  	\`meta_description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`front_pages_brand_idx\` ON \`front_pages\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_updated_at_idx\` ON \`front_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_created_at_idx\` ON \`front_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`front_pages__status_idx\` ON \`front_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`front_pages_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`front_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`front_pages_texts_order_parent\` ON \`front_pages_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__front_pages_v_blocks_large_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`text\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_front_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_large_v_order_idx\` ON \`__front_pages_v_blocks_large_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_large_v_parent_id_idx\` ON \`__front_pages_v_blocks_large_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_large_v_path_idx\` ON \`__front_pages_v_blocks_large_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__front_pages_v_blocks_sub_bnr_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_sub_bnr_v_bnr_v_order_idx\` ON \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_sub_bnr_v_bnr_v_parent_id_idx\` ON \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__front_pages_v_blocks_sub_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_front_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_sub_bnr_v_order_idx\` ON \`__front_pages_v_blocks_sub_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_sub_bnr_v_parent_id_idx\` ON \`__front_pages_v_blocks_sub_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_sub_bnr_v_path_idx\` ON \`__front_pages_v_blocks_sub_bnr_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`weight\` numeric DEFAULT 1,
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__front_pages_v_blocks_rnd_bnr_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_rnd_bnr_v_bnr_v_order_idx\` ON \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_rnd_bnr_v_bnr_v_parent_id_idx\` ON \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__front_pages_v_blocks_rnd_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_front_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_rnd_bnr_v_order_idx\` ON \`__front_pages_v_blocks_rnd_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_rnd_bnr_v_parent_id_idx\` ON \`__front_pages_v_blocks_rnd_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_rnd_bnr_v_path_idx\` ON \`__front_pages_v_blocks_rnd_bnr_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__front_pages_v_blocks_mkt_bnr_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_mkt_bnr_v_bnr_v_order_idx\` ON \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_mkt_bnr_v_bnr_v_parent_id_idx\` ON \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__front_pages_v_blocks_mkt_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_front_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_mkt_bnr_v_order_idx\` ON \`__front_pages_v_blocks_mkt_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_mkt_bnr_v_parent_id_idx\` ON \`__front_pages_v_blocks_mkt_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_mkt_bnr_v_path_idx\` ON \`__front_pages_v_blocks_mkt_bnr_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__front_pages_v_blocks_cnt_bnr_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_cnt_bnr_v_bnr_v_order_idx\` ON \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_cnt_bnr_v_bnr_v_parent_id_idx\` ON \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__front_pages_v_blocks_cnt_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_front_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_cnt_bnr_v_order_idx\` ON \`__front_pages_v_blocks_cnt_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_cnt_bnr_v_parent_id_idx\` ON \`__front_pages_v_blocks_cnt_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_cnt_bnr_v_path_idx\` ON \`__front_pages_v_blocks_cnt_bnr_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__front_pages_v_blocks_sel_prod_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_front_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_sel_prod_v_order_idx\` ON \`__front_pages_v_blocks_sel_prod_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_sel_prod_v_parent_id_idx\` ON \`__front_pages_v_blocks_sel_prod_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_sel_prod_v_path_idx\` ON \`__front_pages_v_blocks_sel_prod_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`___front_pages_v_blocks_asrt_ic_v_it_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link_url\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__front_pages_v_blocks_asrt_ic_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_asrt_ic_v_it_v_order_idx\` ON \`___front_pages_v_blocks_asrt_ic_v_it_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_asrt_ic_v_it_v_parent_id_idx\` ON \`___front_pages_v_blocks_asrt_ic_v_it_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__front_pages_v_blocks_asrt_ic_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_front_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_asrt_ic_v_order_idx\` ON \`__front_pages_v_blocks_asrt_ic_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_asrt_ic_v_parent_id_idx\` ON \`__front_pages_v_blocks_asrt_ic_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_asrt_ic_v_path_idx\` ON \`__front_pages_v_blocks_asrt_ic_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`___front_pages_v_blocks_contact_v_ct_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__front_pages_v_blocks_contact_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_contact_v_ct_v_order_idx\` ON \`___front_pages_v_blocks_contact_v_ct_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_contact_v_ct_v_parent_id_idx\` ON \`___front_pages_v_blocks_contact_v_ct_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__front_pages_v_blocks_contact_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_front_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_contact_v_order_idx\` ON \`__front_pages_v_blocks_contact_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_contact_v_parent_id_idx\` ON \`__front_pages_v_blocks_contact_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_contact_v_path_idx\` ON \`__front_pages_v_blocks_contact_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_front_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_brand\` text,
  	\`version_title\` text,
  	\`version_hero_title\` text,
  	\`version_hero_description\` text,
  	\`version_hero_image_url\` text,
  	\`version_hero_hero_mobile\` text,
  	\`version_hero_title_font_size\` text DEFAULT 'large',
  	\`version_hero_overlay\` integer DEFAULT false,
  	\`version_hero_link_url\` text,
  	\`version_hero_link_text\` text,
  	\`version_meta_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`front_pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_front_pages_v_parent_idx\` ON \`_front_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_front_pages_v_version_version_brand_idx\` ON \`_front_pages_v\` (\`version_brand\`);`)
  await db.run(sql`CREATE INDEX \`_front_pages_v_version_version_updated_at_idx\` ON \`_front_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_front_pages_v_version_version_created_at_idx\` ON \`_front_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_front_pages_v_version_version__status_idx\` ON \`_front_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_front_pages_v_created_at_idx\` ON \`_front_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_front_pages_v_updated_at_idx\` ON \`_front_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_front_pages_v_latest_idx\` ON \`_front_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_front_pages_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_front_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_front_pages_v_texts_order_parent\` ON \`_front_pages_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_acc_app\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`form_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_acc_app_order_idx\` ON \`pages_blocks_acc_app\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_acc_app_parent_id_idx\` ON \`pages_blocks_acc_app\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_acc_app_path_idx\` ON \`pages_blocks_acc_app\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_asrt_ic_it\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link_url\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_asrt_ic\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_asrt_ic_it_order_idx\` ON \`pages_blocks_asrt_ic_it\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_asrt_ic_it_parent_id_idx\` ON \`pages_blocks_asrt_ic_it\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_asrt_ic\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_asrt_ic_order_idx\` ON \`pages_blocks_asrt_ic\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_asrt_ic_parent_id_idx\` ON \`pages_blocks_asrt_ic\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_asrt_ic_path_idx\` ON \`pages_blocks_asrt_ic\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_ct\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_ct_order_idx\` ON \`pages_blocks_contact_ct\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_ct_parent_id_idx\` ON \`pages_blocks_contact_ct\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_order_idx\` ON \`pages_blocks_contact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_parent_id_idx\` ON \`pages_blocks_contact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_path_idx\` ON \`pages_blocks_contact\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cnt_bnr_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_cnt_bnr\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_cnt_bnr_bnr_order_idx\` ON \`pages_blocks_cnt_bnr_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cnt_bnr_bnr_parent_id_idx\` ON \`pages_blocks_cnt_bnr_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cnt_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_cnt_bnr_order_idx\` ON \`pages_blocks_cnt_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cnt_bnr_parent_id_idx\` ON \`pages_blocks_cnt_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cnt_bnr_path_idx\` ON \`pages_blocks_cnt_bnr\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_img3_im\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`link_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_img3\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_img3_im_order_idx\` ON \`pages_blocks_img3_im\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_img3_im_parent_id_idx\` ON \`pages_blocks_img3_im\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_img3\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_img3_order_idx\` ON \`pages_blocks_img3\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_img3_parent_id_idx\` ON \`pages_blocks_img3\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_img3_path_idx\` ON \`pages_blocks_img3\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_img1\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`link_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_img1_order_idx\` ON \`pages_blocks_img1\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_img1_parent_id_idx\` ON \`pages_blocks_img1\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_img1_path_idx\` ON \`pages_blocks_img1\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_info\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_info_order_idx\` ON \`pages_blocks_info\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_info_parent_id_idx\` ON \`pages_blocks_info\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_info_path_idx\` ON \`pages_blocks_info\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_large\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`text\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_order_idx\` ON \`pages_blocks_large\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_parent_id_idx\` ON \`pages_blocks_large\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_path_idx\` ON \`pages_blocks_large\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_mkt_bnr_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_mkt_bnr\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_mkt_bnr_bnr_order_idx\` ON \`pages_blocks_mkt_bnr_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mkt_bnr_bnr_parent_id_idx\` ON \`pages_blocks_mkt_bnr_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_mkt_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_mkt_bnr_order_idx\` ON \`pages_blocks_mkt_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mkt_bnr_parent_id_idx\` ON \`pages_blocks_mkt_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mkt_bnr_path_idx\` ON \`pages_blocks_mkt_bnr\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_rnd_bnr_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`weight\` numeric DEFAULT 1,
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_rnd_bnr\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_rnd_bnr_bnr_order_idx\` ON \`pages_blocks_rnd_bnr_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rnd_bnr_bnr_parent_id_idx\` ON \`pages_blocks_rnd_bnr_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_rnd_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_rnd_bnr_order_idx\` ON \`pages_blocks_rnd_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rnd_bnr_parent_id_idx\` ON \`pages_blocks_rnd_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rnd_bnr_path_idx\` ON \`pages_blocks_rnd_bnr\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_sel_prod\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_sel_prod_order_idx\` ON \`pages_blocks_sel_prod\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sel_prod_parent_id_idx\` ON \`pages_blocks_sel_prod\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sel_prod_path_idx\` ON \`pages_blocks_sel_prod\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_sub_bnr_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_sub_bnr\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_sub_bnr_bnr_order_idx\` ON \`pages_blocks_sub_bnr_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sub_bnr_bnr_parent_id_idx\` ON \`pages_blocks_sub_bnr_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_sub_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_sub_bnr_order_idx\` ON \`pages_blocks_sub_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sub_bnr_parent_id_idx\` ON \`pages_blocks_sub_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sub_bnr_path_idx\` ON \`pages_blocks_sub_bnr\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_txt_med\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`media_url\` text,
  	\`media_title\` text,
  	\`media_width\` numeric,
  	\`media_height\` numeric,
  	\`media_position\` text DEFAULT 'left',
  	\`link_text\` text,
  	\`link_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_txt_med_order_idx\` ON \`pages_blocks_txt_med\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_txt_med_parent_id_idx\` ON \`pages_blocks_txt_med\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_txt_med_path_idx\` ON \`pages_blocks_txt_med\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_txt\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_txt_order_idx\` ON \`pages_blocks_txt\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_txt_parent_id_idx\` ON \`pages_blocks_txt\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_txt_path_idx\` ON \`pages_blocks_txt\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`video_url\` text,
  	\`poster_url\` text,
  	\`poster_title\` text,
  	\`poster_width\` numeric,
  	\`poster_height\` numeric,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_order_idx\` ON \`pages_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_parent_id_idx\` ON \`pages_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_path_idx\` ON \`pages_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_accord_it\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_accord\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_accord_it_order_idx\` ON \`pages_blocks_accord_it\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accord_it_parent_id_idx\` ON \`pages_blocks_accord_it\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_accord\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_accord_order_idx\` ON \`pages_blocks_accord\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accord_parent_id_idx\` ON \`pages_blocks_accord\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accord_path_idx\` ON \`pages_blocks_accord\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text,
  	\`title\` text,
  	\`pre_title\` text,
  	\`slug\` text,
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
  	\`_status\` text DEFAULT 'draft',
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
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
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
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_acc_app_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`form_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_acc_app_v_order_idx\` ON \`__pages_v_blocks_acc_app_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_acc_app_v_parent_id_idx\` ON \`__pages_v_blocks_acc_app_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_acc_app_v_path_idx\` ON \`__pages_v_blocks_acc_app_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`___pages_v_blocks_asrt_ic_v_it_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link_url\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_blocks_asrt_ic_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_asrt_ic_v_it_v_order_idx\` ON \`___pages_v_blocks_asrt_ic_v_it_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_asrt_ic_v_it_v_parent_id_idx\` ON \`___pages_v_blocks_asrt_ic_v_it_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_asrt_ic_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_asrt_ic_v_order_idx\` ON \`__pages_v_blocks_asrt_ic_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_asrt_ic_v_parent_id_idx\` ON \`__pages_v_blocks_asrt_ic_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_asrt_ic_v_path_idx\` ON \`__pages_v_blocks_asrt_ic_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`___pages_v_blocks_contact_v_ct_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_blocks_contact_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_contact_v_ct_v_order_idx\` ON \`___pages_v_blocks_contact_v_ct_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_contact_v_ct_v_parent_id_idx\` ON \`___pages_v_blocks_contact_v_ct_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_contact_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_contact_v_order_idx\` ON \`__pages_v_blocks_contact_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_contact_v_parent_id_idx\` ON \`__pages_v_blocks_contact_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_contact_v_path_idx\` ON \`__pages_v_blocks_contact_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`___pages_v_blocks_cnt_bnr_v_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_blocks_cnt_bnr_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_cnt_bnr_v_bnr_v_order_idx\` ON \`___pages_v_blocks_cnt_bnr_v_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_cnt_bnr_v_bnr_v_parent_id_idx\` ON \`___pages_v_blocks_cnt_bnr_v_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_cnt_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_cnt_bnr_v_order_idx\` ON \`__pages_v_blocks_cnt_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_cnt_bnr_v_parent_id_idx\` ON \`__pages_v_blocks_cnt_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_cnt_bnr_v_path_idx\` ON \`__pages_v_blocks_cnt_bnr_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`___pages_v_blocks_img3_v_im_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_blocks_img3_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_img3_v_im_v_order_idx\` ON \`___pages_v_blocks_img3_v_im_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_img3_v_im_v_parent_id_idx\` ON \`___pages_v_blocks_img3_v_im_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_img3_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_img3_v_order_idx\` ON \`__pages_v_blocks_img3_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_img3_v_parent_id_idx\` ON \`__pages_v_blocks_img3_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_img3_v_path_idx\` ON \`__pages_v_blocks_img3_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_img1_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`link_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_img1_v_order_idx\` ON \`__pages_v_blocks_img1_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_img1_v_parent_id_idx\` ON \`__pages_v_blocks_img1_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_img1_v_path_idx\` ON \`__pages_v_blocks_img1_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_info_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_info_v_order_idx\` ON \`__pages_v_blocks_info_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_info_v_parent_id_idx\` ON \`__pages_v_blocks_info_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_info_v_path_idx\` ON \`__pages_v_blocks_info_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_large_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`text\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_large_v_order_idx\` ON \`__pages_v_blocks_large_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_large_v_parent_id_idx\` ON \`__pages_v_blocks_large_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_large_v_path_idx\` ON \`__pages_v_blocks_large_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`___pages_v_blocks_mkt_bnr_v_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_blocks_mkt_bnr_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_mkt_bnr_v_bnr_v_order_idx\` ON \`___pages_v_blocks_mkt_bnr_v_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_mkt_bnr_v_bnr_v_parent_id_idx\` ON \`___pages_v_blocks_mkt_bnr_v_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_mkt_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_mkt_bnr_v_order_idx\` ON \`__pages_v_blocks_mkt_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_mkt_bnr_v_parent_id_idx\` ON \`__pages_v_blocks_mkt_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_mkt_bnr_v_path_idx\` ON \`__pages_v_blocks_mkt_bnr_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`___pages_v_blocks_rnd_bnr_v_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`weight\` numeric DEFAULT 1,
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_blocks_rnd_bnr_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_rnd_bnr_v_bnr_v_order_idx\` ON \`___pages_v_blocks_rnd_bnr_v_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_rnd_bnr_v_bnr_v_parent_id_idx\` ON \`___pages_v_blocks_rnd_bnr_v_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_rnd_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_rnd_bnr_v_order_idx\` ON \`__pages_v_blocks_rnd_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_rnd_bnr_v_parent_id_idx\` ON \`__pages_v_blocks_rnd_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_rnd_bnr_v_path_idx\` ON \`__pages_v_blocks_rnd_bnr_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_sel_prod_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_sel_prod_v_order_idx\` ON \`__pages_v_blocks_sel_prod_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_sel_prod_v_parent_id_idx\` ON \`__pages_v_blocks_sel_prod_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_sel_prod_v_path_idx\` ON \`__pages_v_blocks_sel_prod_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`___pages_v_blocks_sub_bnr_v_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_blocks_sub_bnr_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_sub_bnr_v_bnr_v_order_idx\` ON \`___pages_v_blocks_sub_bnr_v_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_sub_bnr_v_bnr_v_parent_id_idx\` ON \`___pages_v_blocks_sub_bnr_v_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_sub_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_sub_bnr_v_order_idx\` ON \`__pages_v_blocks_sub_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_sub_bnr_v_parent_id_idx\` ON \`__pages_v_blocks_sub_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_sub_bnr_v_path_idx\` ON \`__pages_v_blocks_sub_bnr_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_txt_med_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`media_url\` text,
  	\`media_title\` text,
  	\`media_width\` numeric,
  	\`media_height\` numeric,
  	\`media_position\` text DEFAULT 'left',
  	\`link_text\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_txt_med_v_order_idx\` ON \`__pages_v_blocks_txt_med_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_txt_med_v_parent_id_idx\` ON \`__pages_v_blocks_txt_med_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_txt_med_v_path_idx\` ON \`__pages_v_blocks_txt_med_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_txt_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_txt_v_order_idx\` ON \`__pages_v_blocks_txt_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_txt_v_parent_id_idx\` ON \`__pages_v_blocks_txt_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_txt_v_path_idx\` ON \`__pages_v_blocks_txt_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_video_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`video_url\` text,
  	\`poster_url\` text,
  	\`poster_title\` text,
  	\`poster_width\` numeric,
  	\`poster_height\` numeric,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_video_v_order_idx\` ON \`__pages_v_blocks_video_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_video_v_parent_id_idx\` ON \`__pages_v_blocks_video_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_video_v_path_idx\` ON \`__pages_v_blocks_video_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`___pages_v_blocks_accord_v_it_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_blocks_accord_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_accord_v_it_v_order_idx\` ON \`___pages_v_blocks_accord_v_it_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_accord_v_it_v_parent_id_idx\` ON \`___pages_v_blocks_accord_v_it_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_accord_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_accord_v_order_idx\` ON \`__pages_v_blocks_accord_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_accord_v_parent_id_idx\` ON \`__pages_v_blocks_accord_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_accord_v_path_idx\` ON \`__pages_v_blocks_accord_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_brand\` text,
  	\`version_title\` text,
  	\`version_pre_title\` text,
  	\`version_slug\` text,
  	\`version_listing_page_id\` integer,
  	\`version_ingress\` text,
  	\`version_body_text_primary\` text,
  	\`version_hero_title\` text,
  	\`version_hero_description\` text,
  	\`version_hero_hero_desktop\` text,
  	\`version_hero_hero_mobile\` text,
  	\`version_thumbnail_title\` text,
  	\`version_thumbnail_url\` text,
  	\`version_banner_id\` integer,
  	\`version_category_section_title\` text,
  	\`version_category_section_icon_title\` text,
  	\`version_category_section_icon_url\` text,
  	\`version_meta_description\` text,
  	\`version_canonical_link\` text,
  	\`version_show_sidebar\` integer DEFAULT false,
  	\`version_display_contacts\` integer DEFAULT false,
  	\`version_exclude_from_search\` integer DEFAULT false,
  	\`version_authenticated_only\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_listing_page_id\`) REFERENCES \`listing_pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_banner_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_brand_idx\` ON \`_pages_v\` (\`version_brand\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_listing_page_idx\` ON \`_pages_v\` (\`version_listing_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_banner_idx\` ON \`_pages_v\` (\`version_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_authenticated_only_idx\` ON \`_pages_v\` (\`version_authenticated_only\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_brand_version_slug_idx\` ON \`_pages_v\` (\`version_brand\`,\`version_slug\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_texts_order_parent\` ON \`_pages_v_texts\` (\`order\`,\`parent_id\`);`)
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
  await db.run(sql`CREATE TABLE \`info_blocks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`info_blocks_brand_idx\` ON \`info_blocks\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`info_blocks_updated_at_idx\` ON \`info_blocks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`info_blocks_created_at_idx\` ON \`info_blocks\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`text_and_media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`video_url\` text,
  	\`media_position\` text DEFAULT 'right',
  	\`link_text\` text,
  	\`link_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`text_and_media_brand_idx\` ON \`text_and_media\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`text_and_media_updated_at_idx\` ON \`text_and_media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`text_and_media_created_at_idx\` ON \`text_and_media\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`text_blocks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`text_blocks_brand_idx\` ON \`text_blocks\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`text_blocks_updated_at_idx\` ON \`text_blocks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`text_blocks_created_at_idx\` ON \`text_blocks\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`logos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`logo_url\` text,
  	\`logo_title\` text,
  	\`logo_width\` numeric,
  	\`logo_height\` numeric,
  	\`logo_small_url\` text,
  	\`logo_small_title\` text,
  	\`logo_small_width\` numeric,
  	\`logo_small_height\` numeric,
  	\`favicon_url\` text,
  	\`favicon_title\` text,
  	\`favicon_width\` numeric,
  	\`favicon_height\` numeric,
  	\`light_logo_url\` text,
  	\`light_logo_title\` text,
  	\`light_logo_width\` numeric,
  	\`light_logo_height\` numeric,
  	\`light_logo_small_url\` text,
  	\`light_logo_small_title\` text,
  	\`light_logo_small_width\` numeric,
  	\`light_logo_small_height\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`logos_brand_idx\` ON \`logos\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`logos_updated_at_idx\` ON \`logos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`logos_created_at_idx\` ON \`logos\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`brand_idx\` ON \`logos\` (\`brand\`);`)
  await db.run(sql`CREATE TABLE \`header_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`headers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_links_order_idx\` ON \`header_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_links_parent_id_idx\` ON \`header_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`headers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`search_placeholder\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`headers_brand_idx\` ON \`headers\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`headers_updated_at_idx\` ON \`headers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`headers_created_at_idx\` ON \`headers\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`brand_1_idx\` ON \`headers\` (\`brand\`);`)
  await db.run(sql`CREATE TABLE \`headers_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`headers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`headers_texts_order_parent\` ON \`headers_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_col_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_cols\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_col_links_order_idx\` ON \`footer_col_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_col_links_parent_id_idx\` ON \`footer_col_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_cols\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_cols_order_idx\` ON \`footer_cols\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_cols_parent_id_idx\` ON \`footer_cols\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_social_order_idx\` ON \`footer_social\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_social_parent_id_idx\` ON \`footer_social\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`bottom_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`footers_brand_idx\` ON \`footers\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`footers_updated_at_idx\` ON \`footers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`footers_created_at_idx\` ON \`footers\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`brand_2_idx\` ON \`footers\` (\`brand\`);`)
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
  await db.run(sql`CREATE TABLE \`form_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`form_id\` integer NOT NULL,
  	\`values\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`dynamic_forms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`form_submissions_brand_idx\` ON \`form_submissions\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_form_idx\` ON \`form_submissions\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_updated_at_idx\` ON \`form_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_created_at_idx\` ON \`form_submissions\` (\`created_at\`);`)
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
  	\`info_blocks_id\` integer,
  	\`text_and_media_id\` integer,
  	\`text_blocks_id\` integer,
  	\`logos_id\` integer,
  	\`headers_id\` integer,
  	\`footers_id\` integer,
  	\`dynamic_forms_id\` integer,
  	\`form_submissions_id\` integer,
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
  	FOREIGN KEY (\`info_blocks_id\`) REFERENCES \`info_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`text_and_media_id\`) REFERENCES \`text_and_media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`text_blocks_id\`) REFERENCES \`text_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`logos_id\`) REFERENCES \`logos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`headers_id\`) REFERENCES \`headers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`footers_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dynamic_forms_id\`) REFERENCES \`dynamic_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_info_blocks_id_idx\` ON \`payload_locked_documents_rels\` (\`info_blocks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_text_and_media_id_idx\` ON \`payload_locked_documents_rels\` (\`text_and_media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_text_blocks_id_idx\` ON \`payload_locked_documents_rels\` (\`text_blocks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_logos_id_idx\` ON \`payload_locked_documents_rels\` (\`logos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_headers_id_idx\` ON \`payload_locked_documents_rels\` (\`headers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_footers_id_idx\` ON \`payload_locked_documents_rels\` (\`footers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dynamic_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`dynamic_forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
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
  await db.run(sql`DROP TABLE \`store_activities\`;`)
  await db.run(sql`DROP TABLE \`store_contacts\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_acc_app\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_asrt_ic_it\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_asrt_ic\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_contact_ct\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_contact\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_cnt_bnr_bnr\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_cnt_bnr\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_img3_im\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_img3\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_img1\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_info\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_large\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_mkt_bnr_bnr\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_mkt_bnr\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_rnd_bnr_bnr\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_rnd_bnr\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_sel_prod\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_sub_bnr_bnr\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_sub_bnr\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_txt_med\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_txt\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_accord_it\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_accord\`;`)
  await db.run(sql`DROP TABLE \`stores\`;`)
  await db.run(sql`DROP TABLE \`stores_texts\`;`)
  await db.run(sql`DROP TABLE \`campaigns\`;`)
  await db.run(sql`DROP TABLE \`ranges\`;`)
  await db.run(sql`DROP TABLE \`customers\`;`)
  await db.run(sql`DROP TABLE \`projects\`;`)
  await db.run(sql`DROP TABLE \`addresses\`;`)
  await db.run(sql`DROP TABLE \`user_editor_brands\`;`)
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
  await db.run(sql`DROP TABLE \`front_pages_blocks_large\`;`)
  await db.run(sql`DROP TABLE \`front_pages_blocks_sub_bnr_bnr\`;`)
  await db.run(sql`DROP TABLE \`front_pages_blocks_sub_bnr\`;`)
  await db.run(sql`DROP TABLE \`front_pages_blocks_rnd_bnr_bnr\`;`)
  await db.run(sql`DROP TABLE \`front_pages_blocks_rnd_bnr\`;`)
  await db.run(sql`DROP TABLE \`front_pages_blocks_mkt_bnr_bnr\`;`)
  await db.run(sql`DROP TABLE \`front_pages_blocks_mkt_bnr\`;`)
  await db.run(sql`DROP TABLE \`front_pages_blocks_cnt_bnr_bnr\`;`)
  await db.run(sql`DROP TABLE \`front_pages_blocks_cnt_bnr\`;`)
  await db.run(sql`DROP TABLE \`front_pages_blocks_sel_prod\`;`)
  await db.run(sql`DROP TABLE \`front_pages_blocks_asrt_ic_it\`;`)
  await db.run(sql`DROP TABLE \`front_pages_blocks_asrt_ic\`;`)
  await db.run(sql`DROP TABLE \`front_pages_blocks_contact_ct\`;`)
  await db.run(sql`DROP TABLE \`front_pages_blocks_contact\`;`)
  await db.run(sql`DROP TABLE \`front_pages\`;`)
  await db.run(sql`DROP TABLE \`front_pages_texts\`;`)
  await db.run(sql`DROP TABLE \`__front_pages_v_blocks_large_v\`;`)
  await db.run(sql`DROP TABLE \`___front_pages_v_blocks_sub_bnr_v_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`__front_pages_v_blocks_sub_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`__front_pages_v_blocks_rnd_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`__front_pages_v_blocks_mkt_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`__front_pages_v_blocks_cnt_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`__front_pages_v_blocks_sel_prod_v\`;`)
  await db.run(sql`DROP TABLE \`___front_pages_v_blocks_asrt_ic_v_it_v\`;`)
  await db.run(sql`DROP TABLE \`__front_pages_v_blocks_asrt_ic_v\`;`)
  await db.run(sql`DROP TABLE \`___front_pages_v_blocks_contact_v_ct_v\`;`)
  await db.run(sql`DROP TABLE \`__front_pages_v_blocks_contact_v\`;`)
  await db.run(sql`DROP TABLE \`_front_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_front_pages_v_texts\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_acc_app\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_asrt_ic_it\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_asrt_ic\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_ct\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cnt_bnr_bnr\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cnt_bnr\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_img3_im\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_img3\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_img1\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_info\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_large\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_mkt_bnr_bnr\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_mkt_bnr\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rnd_bnr_bnr\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rnd_bnr\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sel_prod\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sub_bnr_bnr\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sub_bnr\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_txt_med\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_txt\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accord_it\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accord\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_texts\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_acc_app_v\`;`)
  await db.run(sql`DROP TABLE \`___pages_v_blocks_asrt_ic_v_it_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_asrt_ic_v\`;`)
  await db.run(sql`DROP TABLE \`___pages_v_blocks_contact_v_ct_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_contact_v\`;`)
  await db.run(sql`DROP TABLE \`___pages_v_blocks_cnt_bnr_v_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_cnt_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`___pages_v_blocks_img3_v_im_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_img3_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_img1_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_info_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_large_v\`;`)
  await db.run(sql`DROP TABLE \`___pages_v_blocks_mkt_bnr_v_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_mkt_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`___pages_v_blocks_rnd_bnr_v_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_rnd_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_sel_prod_v\`;`)
  await db.run(sql`DROP TABLE \`___pages_v_blocks_sub_bnr_v_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_sub_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_txt_med_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_txt_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_video_v\`;`)
  await db.run(sql`DROP TABLE \`___pages_v_blocks_accord_v_it_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_accord_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_texts\`;`)
  await db.run(sql`DROP TABLE \`listing_pages\`;`)
  await db.run(sql`DROP TABLE \`listing_pages_texts\`;`)
  await db.run(sql`DROP TABLE \`menu_items\`;`)
  await db.run(sql`DROP TABLE \`menus\`;`)
  await db.run(sql`DROP TABLE \`alert_banners\`;`)
  await db.run(sql`DROP TABLE \`information_banners\`;`)
  await db.run(sql`DROP TABLE \`banners\`;`)
  await db.run(sql`DROP TABLE \`heroes\`;`)
  await db.run(sql`DROP TABLE \`retailers\`;`)
  await db.run(sql`DROP TABLE \`info_blocks\`;`)
  await db.run(sql`DROP TABLE \`text_and_media\`;`)
  await db.run(sql`DROP TABLE \`text_blocks\`;`)
  await db.run(sql`DROP TABLE \`logos\`;`)
  await db.run(sql`DROP TABLE \`header_links\`;`)
  await db.run(sql`DROP TABLE \`headers\`;`)
  await db.run(sql`DROP TABLE \`headers_texts\`;`)
  await db.run(sql`DROP TABLE \`footer_col_links\`;`)
  await db.run(sql`DROP TABLE \`footer_cols\`;`)
  await db.run(sql`DROP TABLE \`footer_social\`;`)
  await db.run(sql`DROP TABLE \`footers\`;`)
  await db.run(sql`DROP TABLE \`form_inputs\`;`)
  await db.run(sql`DROP TABLE \`dynamic_forms\`;`)
  await db.run(sql`DROP TABLE \`form_submissions\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
}
