import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_prices_price_type" AS ENUM('LIST', 'CUSTOMER', 'CAMPAIGN');
  CREATE TYPE "public"."enum_stock_stock_type" AS ENUM('LAG', 'TRA', 'TRA_PLUS', 'VIR');
  CREATE TYPE "public"."enum_store_services" AS ENUM('standard-pickup', 'express-delivery', 'drive-in', 'cutting', 'paint-mixing', 'tool-rental', 'trailer-rental');
  CREATE TYPE "public"."enum_stores_blocks_cnt_bnr_bnr_tpl" AS ENUM('default', 'image', 'text');
  CREATE TYPE "public"."enum_stores_blocks_mkt_bnr_bnr_tpl" AS ENUM('default', 'image', 'text');
  CREATE TYPE "public"."enum_stores_blocks_rnd_bnr_bnr_tpl" AS ENUM('default', 'image', 'text');
  CREATE TYPE "public"."enum_stores_blocks_sub_bnr_bnr_tpl" AS ENUM('default', 'image', 'text');
  CREATE TYPE "public"."enum_stores_blocks_txt_med_pos" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_stores_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_campaigns_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_ranges_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_addresses_country_code" AS ENUM('SE', 'AX');
  CREATE TYPE "public"."enum_user_editor_brands" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_user_perm_denies" AS ENUM('EJ_ALLA_LEVERANSSATT', 'EJ_SE_PRISER', 'EJ_ANDRA_SORTIMENT', 'EJ_ORDER', 'EJ_ORDERHISTORIK', 'EJ_SKAPA_OFFERT', 'EJ_SE_RABATTER', 'EJ_SE_EKONOMISK_UPPFÖLJNING');
  CREATE TYPE "public"."enum_user_perms_role" AS ENUM('USER', 'BUYER_ADMIN', 'SELLER_ADMIN', 'SITE_ADMIN');
  CREATE TYPE "public"."enum_users_role" AS ENUM('USER', 'BUYER_ADMIN', 'SELLER_ADMIN', 'SITE_ADMIN');
  CREATE TYPE "public"."enum_users_pref_delivery" AS ENUM('DBI', 'EXH', 'XXX', 'EXB', '24-12');
  CREATE TYPE "public"."enum_users_default_delivery" AS ENUM('DBI', 'EXH', 'XXX', 'EXB', '24-12');
  CREATE TYPE "public"."enum_carts_status" AS ENUM('active', 'DELETED');
  CREATE TYPE "public"."enum_cart_items_delivery" AS ENUM('DBI', 'EXH', 'XXX', 'EXB', '24-12');
  CREATE TYPE "public"."enum_orders_delivery_id" AS ENUM('DBI', 'EXH', 'XXX', 'EXB', '24-12');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('placed', 'confirmed', 'picking', 'delivered', 'cancelled');
  CREATE TYPE "public"."enum_favorite_lists_access" AS ENUM('private', 'shared');
  CREATE TYPE "public"."enum_quotes_status" AS ENUM('created', 'notSent', 'draft', 'inReview', 'sent', 'accepted', 'ordered', 'declined');
  CREATE TYPE "public"."enum_quotes_receiver_type" AS ENUM('business', 'private');
  CREATE TYPE "public"."enum_quotes_price_type" AS ENUM('net', 'gross');
  CREATE TYPE "public"."enum_front_pages_blocks_sub_bnr_bnr_tpl" AS ENUM('default', 'image', 'text');
  CREATE TYPE "public"."enum_front_pages_blocks_rnd_bnr_bnr_tpl" AS ENUM('default', 'image', 'text');
  CREATE TYPE "public"."enum_front_pages_blocks_mkt_bnr_bnr_tpl" AS ENUM('default', 'image', 'text');
  CREATE TYPE "public"."enum_front_pages_blocks_cnt_bnr_bnr_tpl" AS ENUM('default', 'image', 'text');
  CREATE TYPE "public"."enum_front_pages_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_front_hero_size" AS ENUM('small', 'medium', 'large');
  CREATE TYPE "public"."enum_front_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum____front_pages_v_blocks_sub_bnr_v_bnr_v_tpl" AS ENUM('default', 'image', 'text');
  CREATE TYPE "public"."enum____front_pages_v_blocks_rnd_bnr_v_bnr_v_tpl" AS ENUM('default', 'image', 'text');
  CREATE TYPE "public"."enum____front_pages_v_blocks_mkt_bnr_v_bnr_v_tpl" AS ENUM('default', 'image', 'text');
  CREATE TYPE "public"."enum____front_pages_v_blocks_cnt_bnr_v_bnr_v_tpl" AS ENUM('default', 'image', 'text');
  CREATE TYPE "public"."enum__front_pages_v_version_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum__front_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pages_blocks_cnt_bnr_bnr_tpl" AS ENUM('default', 'image', 'text');
  CREATE TYPE "public"."enum_pages_blocks_mkt_bnr_bnr_tpl" AS ENUM('default', 'image', 'text');
  CREATE TYPE "public"."enum_pages_blocks_rnd_bnr_bnr_tpl" AS ENUM('default', 'image', 'text');
  CREATE TYPE "public"."enum_pages_blocks_sub_bnr_bnr_tpl" AS ENUM('default', 'image', 'text');
  CREATE TYPE "public"."enum_pages_blocks_txt_med_pos" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum____pages_v_blocks_cnt_bnr_v_bnr_v_tpl" AS ENUM('default', 'image', 'text');
  CREATE TYPE "public"."enum____pages_v_blocks_mkt_bnr_v_bnr_v_tpl" AS ENUM('default', 'image', 'text');
  CREATE TYPE "public"."enum____pages_v_blocks_rnd_bnr_v_bnr_v_tpl" AS ENUM('default', 'image', 'text');
  CREATE TYPE "public"."enum____pages_v_blocks_sub_bnr_v_bnr_v_tpl" AS ENUM('default', 'image', 'text');
  CREATE TYPE "public"."enum___pages_v_blocks_txt_med_v_pos" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__pages_v_version_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_listing_pages_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_menus_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_menus_kind" AS ENUM('services', 'extra');
  CREATE TYPE "public"."enum_alert_banners_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_alert_banners_type" AS ENUM('info', 'warning', 'error');
  CREATE TYPE "public"."enum_information_banners_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_banners_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_banners_template" AS ENUM('standard', 'large', 'campaign', 'image');
  CREATE TYPE "public"."enum_heroes_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_heroes_title_font_size" AS ENUM('small', 'medium', 'large');
  CREATE TYPE "public"."enum_retailers_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_info_blocks_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_text_and_media_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_text_and_media_media_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_text_blocks_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_logos_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_headers_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_footers_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_form_inputs_type" AS ENUM('text', 'textarea', 'email', 'tel', 'number', 'date', 'select', 'checkbox');
  CREATE TYPE "public"."enum_dynamic_forms_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_form_submissions_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"description" varchar,
  	"brand_name" varchar,
  	"category_id" integer,
  	"category_path" varchar,
  	"category_paths" jsonb,
  	"breadcrumb_parents" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "variants" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"article_number" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"variant_slug" varchar NOT NULL,
  	"product_id" integer NOT NULL,
  	"ean" varchar,
  	"sort_order" numeric DEFAULT 0,
  	"discontinued" boolean DEFAULT false,
  	"replacement_article_number" varchar,
  	"ask_for_price" boolean DEFAULT false,
  	"filter_tags" jsonb,
  	"stocked_at" jsonb,
  	"purchase_constraints_only_store" boolean DEFAULT false,
  	"purchase_constraints_must_be_in_stocked_at" boolean DEFAULT false,
  	"purchase_constraints_order_multiple" numeric DEFAULT 1,
  	"web_sales_unit_unit" varchar DEFAULT 'st',
  	"web_sales_unit_conversion_factor" numeric,
  	"web_sales_unit_conversion_unit" varchar,
  	"brands" jsonb,
  	"images" jsonb,
  	"attributes" jsonb,
  	"warnings" jsonb,
  	"relations" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"parent_id" integer,
  	"path" varchar NOT NULL,
  	"depth" numeric DEFAULT 0 NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"description" varchar,
  	"image_url" varchar,
  	"attribute_sequence" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "prices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"article_number" varchar NOT NULL,
  	"customer_id" integer,
  	"net_price" numeric NOT NULL,
  	"sales_price" numeric NOT NULL,
  	"sales_price_including_vat" numeric,
  	"sales_price_unit" varchar DEFAULT 'st',
  	"alloying_price" numeric DEFAULT 0,
  	"pre_campaign_price" numeric,
  	"price_type" "enum_prices_price_type" DEFAULT 'LIST' NOT NULL,
  	"discounts" jsonb,
  	"brackets" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "stock" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"article_number" varchar NOT NULL,
  	"location_id" varchar NOT NULL,
  	"stock_type" "enum_stock_stock_type" DEFAULT 'LAG' NOT NULL,
  	"quantity" numeric DEFAULT 0 NOT NULL,
  	"order_multiple" numeric DEFAULT 1,
  	"stocked" boolean DEFAULT true,
  	"available_from_days" numeric,
  	"available_to_days" numeric,
  	"availability_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "store_special_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"date" timestamp(3) with time zone,
  	"hours" varchar NOT NULL
  );
  
  CREATE TABLE "store_services" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_store_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "store_activities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"date" timestamp(3) with time zone
  );
  
  CREATE TABLE "store_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"role" varchar,
  	"name" varchar NOT NULL,
  	"phone" varchar,
  	"email" varchar,
  	"image_url" varchar
  );
  
  CREATE TABLE "stores_blocks_acc_app" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" jsonb,
  	"form_id" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "stores_blocks_asrt_ic_it" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"link_url" varchar,
  	"icon_url" varchar NOT NULL,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric
  );
  
  CREATE TABLE "stores_blocks_asrt_ic" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"background_color" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "stores_blocks_contact_ct" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric
  );
  
  CREATE TABLE "stores_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "stores_blocks_cnt_bnr_bnr" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"pre_title" varchar,
  	"title" varchar,
  	"text" varchar,
  	"text_row1" varchar,
  	"text_row2" varchar,
  	"button_text" varchar,
  	"link_url" varchar,
  	"is_external_link" boolean DEFAULT false,
  	"template" "enum_stores_blocks_cnt_bnr_bnr_tpl" DEFAULT 'default',
  	"background_color" varchar,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"content_image_url" varchar,
  	"content_image_title" varchar,
  	"content_image_width" numeric,
  	"content_image_height" numeric,
  	"banner_desktop_url" varchar,
  	"banner_desktop_title" varchar,
  	"banner_desktop_width" numeric,
  	"banner_desktop_height" numeric,
  	"banner_mobile_url" varchar,
  	"banner_mobile_title" varchar,
  	"banner_mobile_width" numeric,
  	"banner_mobile_height" numeric,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"marketing_id" varchar,
  	"creative" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar
  );
  
  CREATE TABLE "stores_blocks_cnt_bnr" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "stores_blocks_img3_im" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL,
  	"title" varchar,
  	"width" numeric,
  	"height" numeric,
  	"link_url" varchar
  );
  
  CREATE TABLE "stores_blocks_img3" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "stores_blocks_img1" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"image_url" varchar NOT NULL,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"link_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "stores_blocks_info" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" jsonb,
  	"link_text" varchar,
  	"link_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "stores_blocks_large" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"text" jsonb,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"link_text" varchar,
  	"link_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "stores_blocks_mkt_bnr_bnr" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"pre_title" varchar,
  	"title" varchar,
  	"text" varchar,
  	"text_row1" varchar,
  	"text_row2" varchar,
  	"button_text" varchar,
  	"link_url" varchar,
  	"is_external_link" boolean DEFAULT false,
  	"template" "enum_stores_blocks_mkt_bnr_bnr_tpl" DEFAULT 'default',
  	"background_color" varchar,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"content_image_url" varchar,
  	"content_image_title" varchar,
  	"content_image_width" numeric,
  	"content_image_height" numeric,
  	"banner_desktop_url" varchar,
  	"banner_desktop_title" varchar,
  	"banner_desktop_width" numeric,
  	"banner_desktop_height" numeric,
  	"banner_mobile_url" varchar,
  	"banner_mobile_title" varchar,
  	"banner_mobile_width" numeric,
  	"banner_mobile_height" numeric,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"marketing_id" varchar,
  	"creative" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar
  );
  
  CREATE TABLE "stores_blocks_mkt_bnr" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"background_color" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "stores_blocks_rnd_bnr_bnr" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"pre_title" varchar,
  	"title" varchar,
  	"text" varchar,
  	"text_row1" varchar,
  	"text_row2" varchar,
  	"button_text" varchar,
  	"link_url" varchar,
  	"is_external_link" boolean DEFAULT false,
  	"template" "enum_stores_blocks_rnd_bnr_bnr_tpl" DEFAULT 'default',
  	"weight" numeric DEFAULT 1,
  	"background_color" varchar,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"content_image_url" varchar,
  	"content_image_title" varchar,
  	"content_image_width" numeric,
  	"content_image_height" numeric,
  	"banner_desktop_url" varchar,
  	"banner_desktop_title" varchar,
  	"banner_desktop_width" numeric,
  	"banner_desktop_height" numeric,
  	"banner_mobile_url" varchar,
  	"banner_mobile_title" varchar,
  	"banner_mobile_width" numeric,
  	"banner_mobile_height" numeric,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"marketing_id" varchar,
  	"creative" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar
  );
  
  CREATE TABLE "stores_blocks_rnd_bnr" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"background_color" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "stores_blocks_sel_prod" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "stores_blocks_sub_bnr_bnr" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"pre_title" varchar,
  	"title" varchar,
  	"text" varchar,
  	"text_row1" varchar,
  	"text_row2" varchar,
  	"button_text" varchar,
  	"link_url" varchar,
  	"is_external_link" boolean DEFAULT false,
  	"template" "enum_stores_blocks_sub_bnr_bnr_tpl" DEFAULT 'default',
  	"background_color" varchar,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"content_image_url" varchar,
  	"content_image_title" varchar,
  	"content_image_width" numeric,
  	"content_image_height" numeric,
  	"banner_desktop_url" varchar,
  	"banner_desktop_title" varchar,
  	"banner_desktop_width" numeric,
  	"banner_desktop_height" numeric,
  	"banner_mobile_url" varchar,
  	"banner_mobile_title" varchar,
  	"banner_mobile_width" numeric,
  	"banner_mobile_height" numeric,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"marketing_id" varchar,
  	"creative" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar
  );
  
  CREATE TABLE "stores_blocks_sub_bnr" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "stores_blocks_txt_med" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" jsonb,
  	"media_url" varchar NOT NULL,
  	"media_title" varchar,
  	"media_width" numeric,
  	"media_height" numeric,
  	"media_position" "enum_stores_blocks_txt_med_pos" DEFAULT 'left',
  	"link_text" varchar,
  	"link_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "stores_blocks_txt" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" jsonb NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "stores_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"video_url" varchar NOT NULL,
  	"poster_url" varchar,
  	"poster_title" varchar,
  	"poster_width" numeric,
  	"poster_height" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "stores_blocks_accord_it" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"answer" jsonb NOT NULL
  );
  
  CREATE TABLE "stores_blocks_accord" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "stores" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"store_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"brand" "enum_stores_brand",
  	"is_central_warehouse" boolean DEFAULT false,
  	"address1" varchar,
  	"postal_code" varchar,
  	"city" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"latitude" numeric,
  	"longitude" numeric,
  	"opening_hours_monday" varchar,
  	"opening_hours_tuesday" varchar,
  	"opening_hours_wednesday" varchar,
  	"opening_hours_thursday" varchar,
  	"opening_hours_friday" varchar,
  	"opening_hours_saturday" varchar,
  	"opening_hours_sunday" varchar,
  	"label" varchar,
  	"title" varchar,
  	"ingress" varchar,
  	"body" jsonb,
  	"hero_desktop" varchar,
  	"hero_mobile" varchar,
  	"infobox" varchar,
  	"contacts_title" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "stores_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "campaigns" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" "enum_campaigns_brand" NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"description" varchar,
  	"image_url" varchar,
  	"valid_from" timestamp(3) with time zone NOT NULL,
  	"valid_to" timestamp(3) with time zone NOT NULL,
  	"customer_only" boolean DEFAULT false,
  	"article_numbers" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ranges" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" "enum_ranges_brand" NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"description" varchar,
  	"image_url" varchar,
  	"sort_order" numeric DEFAULT 0,
  	"article_numbers" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "customers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"organization_number" varchar,
  	"active" boolean DEFAULT true,
  	"assortment" varchar,
  	"punchout_enabled" boolean DEFAULT false,
  	"punchout_company_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"customer_id" integer NOT NULL,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "addresses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"address_id" varchar NOT NULL,
  	"customer_id" integer NOT NULL,
  	"label" varchar,
  	"name" varchar,
  	"recipient_name" varchar,
  	"address1" varchar,
  	"address2" varchar,
  	"address3" varchar,
  	"postal_code" varchar,
  	"postal_address" varchar,
  	"country_code" "enum_addresses_country_code" DEFAULT 'SE' NOT NULL,
  	"read_only" boolean DEFAULT false,
  	"preselected" boolean DEFAULT false,
  	"valid_for_delivery" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "user_editor_brands" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_user_editor_brands",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "user_perm_denies" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_user_perm_denies",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "user_perms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"customer_id" integer NOT NULL,
  	"project_id" integer,
  	"role" "enum_user_perms_role" DEFAULT 'USER' NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"mobile_number" varchar,
  	"is_email_verified" boolean DEFAULT false,
  	"is_phone_number_verified" boolean DEFAULT false,
  	"role" "enum_users_role" DEFAULT 'USER' NOT NULL,
  	"active" boolean DEFAULT true,
  	"punchout" boolean DEFAULT false,
  	"preferred_store" varchar,
  	"preferred_delivery_method" "enum_users_pref_delivery",
  	"default_delivery_method" "enum_users_default_delivery" DEFAULT 'DBI',
  	"default_customer_id" integer,
  	"default_project_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "carts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cart_id" varchar NOT NULL,
  	"user_id" integer NOT NULL,
  	"customer_id" integer,
  	"project_id" integer,
  	"status" "enum_carts_status" DEFAULT 'active' NOT NULL,
  	"delivery_ids_in_order" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cart_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cart_id" integer NOT NULL,
  	"article_number" varchar NOT NULL,
  	"delivery_id" "enum_cart_items_delivery" NOT NULL,
  	"quantity" numeric NOT NULL,
  	"label" varchar,
  	"requested_delivery_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" varchar NOT NULL,
  	"temp_order_id" varchar,
  	"user_id" integer NOT NULL,
  	"customer_id" integer,
  	"project_id" integer,
  	"cart_id" integer,
  	"delivery_id" "enum_orders_delivery_id" NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'placed' NOT NULL,
  	"order_items" jsonb,
  	"order_details" jsonb,
  	"totals" jsonb,
  	"idempotency_key" varchar,
  	"placed_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "fav_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"article_number" varchar NOT NULL,
  	"quantity" numeric DEFAULT 1 NOT NULL
  );
  
  CREATE TABLE "favorite_lists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"favorite_name" varchar NOT NULL,
  	"access" "enum_favorite_lists_access" DEFAULT 'private' NOT NULL,
  	"user_id" integer NOT NULL,
  	"customer_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "user_favorites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"article_number" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "quote_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"article_number" varchar NOT NULL,
  	"article_name" varchar,
  	"quantity" numeric DEFAULT 1 NOT NULL,
  	"markup" numeric DEFAULT 0,
  	"sales_discount" numeric DEFAULT 0,
  	"quote_net_price" numeric,
  	"quote_sales_price" numeric,
  	"net_price" numeric,
  	"sales_price" numeric
  );
  
  CREATE TABLE "quote_custom" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"custom_item_name" varchar NOT NULL,
  	"vat_rate" numeric DEFAULT 25,
  	"is_rot" boolean DEFAULT false,
  	"quantity" numeric DEFAULT 1 NOT NULL,
  	"price" numeric NOT NULL,
  	"unit" varchar DEFAULT 'st'
  );
  
  CREATE TABLE "quotes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote_id" varchar NOT NULL,
  	"status" "enum_quotes_status" DEFAULT 'draft' NOT NULL,
  	"user_id" integer NOT NULL,
  	"customer_id" integer,
  	"final_message" varchar,
  	"valid_from" timestamp(3) with time zone,
  	"valid_for" numeric DEFAULT 30,
  	"sender_name" varchar,
  	"sender_organization_number" varchar,
  	"sender_reference" varchar,
  	"sender_address" varchar,
  	"receiver_type" "enum_quotes_receiver_type" DEFAULT 'business',
  	"receiver_label" varchar,
  	"receiver_name" varchar,
  	"receiver_contact_person" varchar,
  	"receiver_address" varchar,
  	"price_type" "enum_quotes_price_type" DEFAULT 'net' NOT NULL,
  	"merge_articles" boolean DEFAULT false,
  	"show_discounts" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "front_pages_blocks_large" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"text" jsonb,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"link_text" varchar,
  	"link_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "front_pages_blocks_sub_bnr_bnr" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"pre_title" varchar,
  	"title" varchar,
  	"text" varchar,
  	"text_row1" varchar,
  	"text_row2" varchar,
  	"button_text" varchar,
  	"link_url" varchar,
  	"is_external_link" boolean DEFAULT false,
  	"template" "enum_front_pages_blocks_sub_bnr_bnr_tpl" DEFAULT 'default',
  	"background_color" varchar,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"content_image_url" varchar,
  	"content_image_title" varchar,
  	"content_image_width" numeric,
  	"content_image_height" numeric,
  	"banner_desktop_url" varchar,
  	"banner_desktop_title" varchar,
  	"banner_desktop_width" numeric,
  	"banner_desktop_height" numeric,
  	"banner_mobile_url" varchar,
  	"banner_mobile_title" varchar,
  	"banner_mobile_width" numeric,
  	"banner_mobile_height" numeric,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"marketing_id" varchar,
  	"creative" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar
  );
  
  CREATE TABLE "front_pages_blocks_sub_bnr" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "front_pages_blocks_rnd_bnr_bnr" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"pre_title" varchar,
  	"title" varchar,
  	"text" varchar,
  	"text_row1" varchar,
  	"text_row2" varchar,
  	"button_text" varchar,
  	"link_url" varchar,
  	"is_external_link" boolean DEFAULT false,
  	"template" "enum_front_pages_blocks_rnd_bnr_bnr_tpl" DEFAULT 'default',
  	"weight" numeric DEFAULT 1,
  	"background_color" varchar,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"content_image_url" varchar,
  	"content_image_title" varchar,
  	"content_image_width" numeric,
  	"content_image_height" numeric,
  	"banner_desktop_url" varchar,
  	"banner_desktop_title" varchar,
  	"banner_desktop_width" numeric,
  	"banner_desktop_height" numeric,
  	"banner_mobile_url" varchar,
  	"banner_mobile_title" varchar,
  	"banner_mobile_width" numeric,
  	"banner_mobile_height" numeric,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"marketing_id" varchar,
  	"creative" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar
  );
  
  CREATE TABLE "front_pages_blocks_rnd_bnr" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"background_color" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "front_pages_blocks_mkt_bnr_bnr" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"pre_title" varchar,
  	"title" varchar,
  	"text" varchar,
  	"text_row1" varchar,
  	"text_row2" varchar,
  	"button_text" varchar,
  	"link_url" varchar,
  	"is_external_link" boolean DEFAULT false,
  	"template" "enum_front_pages_blocks_mkt_bnr_bnr_tpl" DEFAULT 'default',
  	"background_color" varchar,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"content_image_url" varchar,
  	"content_image_title" varchar,
  	"content_image_width" numeric,
  	"content_image_height" numeric,
  	"banner_desktop_url" varchar,
  	"banner_desktop_title" varchar,
  	"banner_desktop_width" numeric,
  	"banner_desktop_height" numeric,
  	"banner_mobile_url" varchar,
  	"banner_mobile_title" varchar,
  	"banner_mobile_width" numeric,
  	"banner_mobile_height" numeric,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"marketing_id" varchar,
  	"creative" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar
  );
  
  CREATE TABLE "front_pages_blocks_mkt_bnr" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"background_color" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "front_pages_blocks_cnt_bnr_bnr" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"pre_title" varchar,
  	"title" varchar,
  	"text" varchar,
  	"text_row1" varchar,
  	"text_row2" varchar,
  	"button_text" varchar,
  	"link_url" varchar,
  	"is_external_link" boolean DEFAULT false,
  	"template" "enum_front_pages_blocks_cnt_bnr_bnr_tpl" DEFAULT 'default',
  	"background_color" varchar,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"content_image_url" varchar,
  	"content_image_title" varchar,
  	"content_image_width" numeric,
  	"content_image_height" numeric,
  	"banner_desktop_url" varchar,
  	"banner_desktop_title" varchar,
  	"banner_desktop_width" numeric,
  	"banner_desktop_height" numeric,
  	"banner_mobile_url" varchar,
  	"banner_mobile_title" varchar,
  	"banner_mobile_width" numeric,
  	"banner_mobile_height" numeric,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"marketing_id" varchar,
  	"creative" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar
  );
  
  CREATE TABLE "front_pages_blocks_cnt_bnr" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "front_pages_blocks_sel_prod" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "front_pages_blocks_asrt_ic_it" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_url" varchar,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric
  );
  
  CREATE TABLE "front_pages_blocks_asrt_ic" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"background_color" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "front_pages_blocks_contact_ct" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric
  );
  
  CREATE TABLE "front_pages_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "front_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" "enum_front_pages_brand",
  	"title" varchar,
  	"hero_title" varchar,
  	"hero_description" varchar,
  	"hero_image_url" varchar,
  	"hero_hero_mobile" varchar,
  	"hero_title_font_size" "enum_front_hero_size" DEFAULT 'large',
  	"hero_overlay" boolean DEFAULT false,
  	"hero_link_url" varchar,
  	"hero_link_text" varchar,
  	"meta_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_front_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "front_pages_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "__front_pages_v_blocks_large_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"text" jsonb,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"link_text" varchar,
  	"link_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "___front_pages_v_blocks_sub_bnr_v_bnr_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"pre_title" varchar,
  	"title" varchar,
  	"text" varchar,
  	"text_row1" varchar,
  	"text_row2" varchar,
  	"button_text" varchar,
  	"link_url" varchar,
  	"is_external_link" boolean DEFAULT false,
  	"template" "enum____front_pages_v_blocks_sub_bnr_v_bnr_v_tpl" DEFAULT 'default',
  	"background_color" varchar,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"content_image_url" varchar,
  	"content_image_title" varchar,
  	"content_image_width" numeric,
  	"content_image_height" numeric,
  	"banner_desktop_url" varchar,
  	"banner_desktop_title" varchar,
  	"banner_desktop_width" numeric,
  	"banner_desktop_height" numeric,
  	"banner_mobile_url" varchar,
  	"banner_mobile_title" varchar,
  	"banner_mobile_width" numeric,
  	"banner_mobile_height" numeric,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"marketing_id" varchar,
  	"creative" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__front_pages_v_blocks_sub_bnr_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "___front_pages_v_blocks_rnd_bnr_v_bnr_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"pre_title" varchar,
  	"title" varchar,
  	"text" varchar,
  	"text_row1" varchar,
  	"text_row2" varchar,
  	"button_text" varchar,
  	"link_url" varchar,
  	"is_external_link" boolean DEFAULT false,
  	"template" "enum____front_pages_v_blocks_rnd_bnr_v_bnr_v_tpl" DEFAULT 'default',
  	"weight" numeric DEFAULT 1,
  	"background_color" varchar,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"content_image_url" varchar,
  	"content_image_title" varchar,
  	"content_image_width" numeric,
  	"content_image_height" numeric,
  	"banner_desktop_url" varchar,
  	"banner_desktop_title" varchar,
  	"banner_desktop_width" numeric,
  	"banner_desktop_height" numeric,
  	"banner_mobile_url" varchar,
  	"banner_mobile_title" varchar,
  	"banner_mobile_width" numeric,
  	"banner_mobile_height" numeric,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"marketing_id" varchar,
  	"creative" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__front_pages_v_blocks_rnd_bnr_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"background_color" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "___front_pages_v_blocks_mkt_bnr_v_bnr_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"pre_title" varchar,
  	"title" varchar,
  	"text" varchar,
  	"text_row1" varchar,
  	"text_row2" varchar,
  	"button_text" varchar,
  	"link_url" varchar,
  	"is_external_link" boolean DEFAULT false,
  	"template" "enum____front_pages_v_blocks_mkt_bnr_v_bnr_v_tpl" DEFAULT 'default',
  	"background_color" varchar,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"content_image_url" varchar,
  	"content_image_title" varchar,
  	"content_image_width" numeric,
  	"content_image_height" numeric,
  	"banner_desktop_url" varchar,
  	"banner_desktop_title" varchar,
  	"banner_desktop_width" numeric,
  	"banner_desktop_height" numeric,
  	"banner_mobile_url" varchar,
  	"banner_mobile_title" varchar,
  	"banner_mobile_width" numeric,
  	"banner_mobile_height" numeric,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"marketing_id" varchar,
  	"creative" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__front_pages_v_blocks_mkt_bnr_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"background_color" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "___front_pages_v_blocks_cnt_bnr_v_bnr_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"pre_title" varchar,
  	"title" varchar,
  	"text" varchar,
  	"text_row1" varchar,
  	"text_row2" varchar,
  	"button_text" varchar,
  	"link_url" varchar,
  	"is_external_link" boolean DEFAULT false,
  	"template" "enum____front_pages_v_blocks_cnt_bnr_v_bnr_v_tpl" DEFAULT 'default',
  	"background_color" varchar,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"content_image_url" varchar,
  	"content_image_title" varchar,
  	"content_image_width" numeric,
  	"content_image_height" numeric,
  	"banner_desktop_url" varchar,
  	"banner_desktop_title" varchar,
  	"banner_desktop_width" numeric,
  	"banner_desktop_height" numeric,
  	"banner_mobile_url" varchar,
  	"banner_mobile_title" varchar,
  	"banner_mobile_width" numeric,
  	"banner_mobile_height" numeric,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"marketing_id" varchar,
  	"creative" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__front_pages_v_blocks_cnt_bnr_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__front_pages_v_blocks_sel_prod_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "___front_pages_v_blocks_asrt_ic_v_it_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_url" varchar,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__front_pages_v_blocks_asrt_ic_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"background_color" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "___front_pages_v_blocks_contact_v_ct_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__front_pages_v_blocks_contact_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_front_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_brand" "enum__front_pages_v_version_brand",
  	"version_title" varchar,
  	"version_hero_title" varchar,
  	"version_hero_description" varchar,
  	"version_hero_image_url" varchar,
  	"version_hero_hero_mobile" varchar,
  	"version_hero_title_font_size" "enum_front_hero_size" DEFAULT 'large',
  	"version_hero_overlay" boolean DEFAULT false,
  	"version_hero_link_url" varchar,
  	"version_hero_link_text" varchar,
  	"version_meta_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__front_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_front_pages_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_acc_app" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"form_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_asrt_ic_it" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_url" varchar,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric
  );
  
  CREATE TABLE "pages_blocks_asrt_ic" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"background_color" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contact_ct" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric
  );
  
  CREATE TABLE "pages_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cnt_bnr_bnr" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"pre_title" varchar,
  	"title" varchar,
  	"text" varchar,
  	"text_row1" varchar,
  	"text_row2" varchar,
  	"button_text" varchar,
  	"link_url" varchar,
  	"is_external_link" boolean DEFAULT false,
  	"template" "enum_pages_blocks_cnt_bnr_bnr_tpl" DEFAULT 'default',
  	"background_color" varchar,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"content_image_url" varchar,
  	"content_image_title" varchar,
  	"content_image_width" numeric,
  	"content_image_height" numeric,
  	"banner_desktop_url" varchar,
  	"banner_desktop_title" varchar,
  	"banner_desktop_width" numeric,
  	"banner_desktop_height" numeric,
  	"banner_mobile_url" varchar,
  	"banner_mobile_title" varchar,
  	"banner_mobile_width" numeric,
  	"banner_mobile_height" numeric,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"marketing_id" varchar,
  	"creative" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar
  );
  
  CREATE TABLE "pages_blocks_cnt_bnr" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_img3_im" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"width" numeric,
  	"height" numeric,
  	"link_url" varchar
  );
  
  CREATE TABLE "pages_blocks_img3" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_img1" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"link_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_info" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"link_text" varchar,
  	"link_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_large" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"text" jsonb,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"link_text" varchar,
  	"link_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_mkt_bnr_bnr" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"pre_title" varchar,
  	"title" varchar,
  	"text" varchar,
  	"text_row1" varchar,
  	"text_row2" varchar,
  	"button_text" varchar,
  	"link_url" varchar,
  	"is_external_link" boolean DEFAULT false,
  	"template" "enum_pages_blocks_mkt_bnr_bnr_tpl" DEFAULT 'default',
  	"background_color" varchar,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"content_image_url" varchar,
  	"content_image_title" varchar,
  	"content_image_width" numeric,
  	"content_image_height" numeric,
  	"banner_desktop_url" varchar,
  	"banner_desktop_title" varchar,
  	"banner_desktop_width" numeric,
  	"banner_desktop_height" numeric,
  	"banner_mobile_url" varchar,
  	"banner_mobile_title" varchar,
  	"banner_mobile_width" numeric,
  	"banner_mobile_height" numeric,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"marketing_id" varchar,
  	"creative" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar
  );
  
  CREATE TABLE "pages_blocks_mkt_bnr" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"background_color" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rnd_bnr_bnr" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"pre_title" varchar,
  	"title" varchar,
  	"text" varchar,
  	"text_row1" varchar,
  	"text_row2" varchar,
  	"button_text" varchar,
  	"link_url" varchar,
  	"is_external_link" boolean DEFAULT false,
  	"template" "enum_pages_blocks_rnd_bnr_bnr_tpl" DEFAULT 'default',
  	"weight" numeric DEFAULT 1,
  	"background_color" varchar,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"content_image_url" varchar,
  	"content_image_title" varchar,
  	"content_image_width" numeric,
  	"content_image_height" numeric,
  	"banner_desktop_url" varchar,
  	"banner_desktop_title" varchar,
  	"banner_desktop_width" numeric,
  	"banner_desktop_height" numeric,
  	"banner_mobile_url" varchar,
  	"banner_mobile_title" varchar,
  	"banner_mobile_width" numeric,
  	"banner_mobile_height" numeric,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"marketing_id" varchar,
  	"creative" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar
  );
  
  CREATE TABLE "pages_blocks_rnd_bnr" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"background_color" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_sel_prod" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_sub_bnr_bnr" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"pre_title" varchar,
  	"title" varchar,
  	"text" varchar,
  	"text_row1" varchar,
  	"text_row2" varchar,
  	"button_text" varchar,
  	"link_url" varchar,
  	"is_external_link" boolean DEFAULT false,
  	"template" "enum_pages_blocks_sub_bnr_bnr_tpl" DEFAULT 'default',
  	"background_color" varchar,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"content_image_url" varchar,
  	"content_image_title" varchar,
  	"content_image_width" numeric,
  	"content_image_height" numeric,
  	"banner_desktop_url" varchar,
  	"banner_desktop_title" varchar,
  	"banner_desktop_width" numeric,
  	"banner_desktop_height" numeric,
  	"banner_mobile_url" varchar,
  	"banner_mobile_title" varchar,
  	"banner_mobile_width" numeric,
  	"banner_mobile_height" numeric,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"marketing_id" varchar,
  	"creative" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar
  );
  
  CREATE TABLE "pages_blocks_sub_bnr" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_txt_med" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"media_url" varchar,
  	"media_title" varchar,
  	"media_width" numeric,
  	"media_height" numeric,
  	"media_position" "enum_pages_blocks_txt_med_pos" DEFAULT 'left',
  	"link_text" varchar,
  	"link_url" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_txt" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"video_url" varchar,
  	"poster_url" varchar,
  	"poster_title" varchar,
  	"poster_width" numeric,
  	"poster_height" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_accord_it" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"answer" jsonb
  );
  
  CREATE TABLE "pages_blocks_accord" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" "enum_pages_brand",
  	"title" varchar,
  	"pre_title" varchar,
  	"slug" varchar,
  	"listing_page_id" integer,
  	"ingress" jsonb,
  	"body_text_primary" jsonb,
  	"hero_title" varchar,
  	"hero_description" varchar,
  	"hero_hero_desktop" varchar,
  	"hero_hero_mobile" varchar,
  	"thumbnail_title" varchar,
  	"thumbnail_url" varchar,
  	"banner_id" integer,
  	"category_section_title" varchar,
  	"category_section_icon_title" varchar,
  	"category_section_icon_url" varchar,
  	"meta_description" varchar,
  	"canonical_link" varchar,
  	"show_sidebar" boolean DEFAULT false,
  	"display_contacts" boolean DEFAULT false,
  	"exclude_from_search" boolean DEFAULT false,
  	"authenticated_only" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_acc_app_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"form_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "___pages_v_blocks_asrt_ic_v_it_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_url" varchar,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_asrt_ic_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"background_color" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "___pages_v_blocks_contact_v_ct_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_contact_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "___pages_v_blocks_cnt_bnr_v_bnr_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"pre_title" varchar,
  	"title" varchar,
  	"text" varchar,
  	"text_row1" varchar,
  	"text_row2" varchar,
  	"button_text" varchar,
  	"link_url" varchar,
  	"is_external_link" boolean DEFAULT false,
  	"template" "enum____pages_v_blocks_cnt_bnr_v_bnr_v_tpl" DEFAULT 'default',
  	"background_color" varchar,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"content_image_url" varchar,
  	"content_image_title" varchar,
  	"content_image_width" numeric,
  	"content_image_height" numeric,
  	"banner_desktop_url" varchar,
  	"banner_desktop_title" varchar,
  	"banner_desktop_width" numeric,
  	"banner_desktop_height" numeric,
  	"banner_mobile_url" varchar,
  	"banner_mobile_title" varchar,
  	"banner_mobile_width" numeric,
  	"banner_mobile_height" numeric,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"marketing_id" varchar,
  	"creative" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_cnt_bnr_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "___pages_v_blocks_img3_v_im_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"width" numeric,
  	"height" numeric,
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_img3_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_img1_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"link_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_info_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"link_text" varchar,
  	"link_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_large_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"text" jsonb,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"link_text" varchar,
  	"link_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "___pages_v_blocks_mkt_bnr_v_bnr_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"pre_title" varchar,
  	"title" varchar,
  	"text" varchar,
  	"text_row1" varchar,
  	"text_row2" varchar,
  	"button_text" varchar,
  	"link_url" varchar,
  	"is_external_link" boolean DEFAULT false,
  	"template" "enum____pages_v_blocks_mkt_bnr_v_bnr_v_tpl" DEFAULT 'default',
  	"background_color" varchar,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"content_image_url" varchar,
  	"content_image_title" varchar,
  	"content_image_width" numeric,
  	"content_image_height" numeric,
  	"banner_desktop_url" varchar,
  	"banner_desktop_title" varchar,
  	"banner_desktop_width" numeric,
  	"banner_desktop_height" numeric,
  	"banner_mobile_url" varchar,
  	"banner_mobile_title" varchar,
  	"banner_mobile_width" numeric,
  	"banner_mobile_height" numeric,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"marketing_id" varchar,
  	"creative" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_mkt_bnr_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"background_color" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "___pages_v_blocks_rnd_bnr_v_bnr_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"pre_title" varchar,
  	"title" varchar,
  	"text" varchar,
  	"text_row1" varchar,
  	"text_row2" varchar,
  	"button_text" varchar,
  	"link_url" varchar,
  	"is_external_link" boolean DEFAULT false,
  	"template" "enum____pages_v_blocks_rnd_bnr_v_bnr_v_tpl" DEFAULT 'default',
  	"weight" numeric DEFAULT 1,
  	"background_color" varchar,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"content_image_url" varchar,
  	"content_image_title" varchar,
  	"content_image_width" numeric,
  	"content_image_height" numeric,
  	"banner_desktop_url" varchar,
  	"banner_desktop_title" varchar,
  	"banner_desktop_width" numeric,
  	"banner_desktop_height" numeric,
  	"banner_mobile_url" varchar,
  	"banner_mobile_title" varchar,
  	"banner_mobile_width" numeric,
  	"banner_mobile_height" numeric,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"marketing_id" varchar,
  	"creative" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_rnd_bnr_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"background_color" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_sel_prod_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "___pages_v_blocks_sub_bnr_v_bnr_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"pre_title" varchar,
  	"title" varchar,
  	"text" varchar,
  	"text_row1" varchar,
  	"text_row2" varchar,
  	"button_text" varchar,
  	"link_url" varchar,
  	"is_external_link" boolean DEFAULT false,
  	"template" "enum____pages_v_blocks_sub_bnr_v_bnr_v_tpl" DEFAULT 'default',
  	"background_color" varchar,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"content_image_url" varchar,
  	"content_image_title" varchar,
  	"content_image_width" numeric,
  	"content_image_height" numeric,
  	"banner_desktop_url" varchar,
  	"banner_desktop_title" varchar,
  	"banner_desktop_width" numeric,
  	"banner_desktop_height" numeric,
  	"banner_mobile_url" varchar,
  	"banner_mobile_title" varchar,
  	"banner_mobile_width" numeric,
  	"banner_mobile_height" numeric,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"marketing_id" varchar,
  	"creative" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_sub_bnr_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon_url" varchar,
  	"icon_title" varchar,
  	"icon_width" numeric,
  	"icon_height" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_txt_med_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"media_url" varchar,
  	"media_title" varchar,
  	"media_width" numeric,
  	"media_height" numeric,
  	"media_position" "enum___pages_v_blocks_txt_med_v_pos" DEFAULT 'left',
  	"link_text" varchar,
  	"link_url" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_txt_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_video_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"video_url" varchar,
  	"poster_url" varchar,
  	"poster_title" varchar,
  	"poster_width" numeric,
  	"poster_height" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "___pages_v_blocks_accord_v_it_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"answer" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_accord_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_brand" "enum__pages_v_version_brand",
  	"version_title" varchar,
  	"version_pre_title" varchar,
  	"version_slug" varchar,
  	"version_listing_page_id" integer,
  	"version_ingress" jsonb,
  	"version_body_text_primary" jsonb,
  	"version_hero_title" varchar,
  	"version_hero_description" varchar,
  	"version_hero_hero_desktop" varchar,
  	"version_hero_hero_mobile" varchar,
  	"version_thumbnail_title" varchar,
  	"version_thumbnail_url" varchar,
  	"version_banner_id" integer,
  	"version_category_section_title" varchar,
  	"version_category_section_icon_title" varchar,
  	"version_category_section_icon_url" varchar,
  	"version_meta_description" varchar,
  	"version_canonical_link" varchar,
  	"version_show_sidebar" boolean DEFAULT false,
  	"version_display_contacts" boolean DEFAULT false,
  	"version_exclude_from_search" boolean DEFAULT false,
  	"version_authenticated_only" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_pages_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "listing_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" "enum_listing_pages_brand" NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"hero_title" varchar,
  	"hero_description" varchar,
  	"hero_hero_desktop" varchar,
  	"hero_hero_mobile" varchar,
  	"overlay" boolean DEFAULT false,
  	"icon" varchar,
  	"ingress" jsonb,
  	"meta_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "listing_pages_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "menu_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"icon" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "menus" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" "enum_menus_brand" NOT NULL,
  	"kind" "enum_menus_kind" NOT NULL,
  	"title" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alert_banners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" "enum_alert_banners_brand" NOT NULL,
  	"active" boolean DEFAULT false,
  	"type" "enum_alert_banners_type" DEFAULT 'info' NOT NULL,
  	"title" varchar NOT NULL,
  	"message" varchar,
  	"link_url" varchar,
  	"link_text" varchar,
  	"second_link_url" varchar,
  	"second_link_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "information_banners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" "enum_information_banners_brand" NOT NULL,
  	"active" boolean DEFAULT false,
  	"message" varchar NOT NULL,
  	"link_url" varchar,
  	"link_text" varchar,
  	"link_icon" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "banners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" "enum_banners_brand" NOT NULL,
  	"name" varchar NOT NULL,
  	"title" varchar,
  	"pre_title" varchar,
  	"text" varchar,
  	"text_row1" varchar,
  	"text_row2" varchar,
  	"button_text" varchar,
  	"template" "enum_banners_template" DEFAULT 'standard',
  	"link_url" varchar,
  	"is_external_link" boolean DEFAULT false,
  	"image" varchar,
  	"content_image" varchar,
  	"banner_desktop" varchar,
  	"banner_mobile" varchar,
  	"background_color" varchar,
  	"icon_title" varchar,
  	"icon_description" varchar,
  	"icon_url" varchar,
  	"weight" numeric DEFAULT 1,
  	"marketing_id" varchar,
  	"creative" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "heroes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" "enum_heroes_brand" NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"title_font_size" "enum_heroes_title_font_size" DEFAULT 'large',
  	"description" varchar,
  	"overlay" boolean DEFAULT false,
  	"hero_desktop" varchar,
  	"hero_mobile" varchar,
  	"icon" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "retailers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" "enum_retailers_brand" NOT NULL,
  	"name" varchar NOT NULL,
  	"address" varchar,
  	"latitude" numeric,
  	"longitude" numeric,
  	"offerings" jsonb,
  	"link" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "info_blocks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" "enum_info_blocks_brand" NOT NULL,
  	"title" varchar NOT NULL,
  	"text" jsonb,
  	"link_text" varchar,
  	"link_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "text_and_media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" "enum_text_and_media_brand" NOT NULL,
  	"title" varchar NOT NULL,
  	"text" jsonb,
  	"image_url" varchar,
  	"image_title" varchar,
  	"image_width" numeric,
  	"image_height" numeric,
  	"video_url" varchar,
  	"media_position" "enum_text_and_media_media_position" DEFAULT 'right',
  	"link_text" varchar,
  	"link_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "text_blocks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" "enum_text_blocks_brand" NOT NULL,
  	"title" varchar NOT NULL,
  	"text" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "logos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" "enum_logos_brand" NOT NULL,
  	"title" varchar NOT NULL,
  	"logo_url" varchar,
  	"logo_title" varchar,
  	"logo_width" numeric,
  	"logo_height" numeric,
  	"logo_small_url" varchar,
  	"logo_small_title" varchar,
  	"logo_small_width" numeric,
  	"logo_small_height" numeric,
  	"favicon_url" varchar,
  	"favicon_title" varchar,
  	"favicon_width" numeric,
  	"favicon_height" numeric,
  	"light_logo_url" varchar,
  	"light_logo_title" varchar,
  	"light_logo_width" numeric,
  	"light_logo_height" numeric,
  	"light_logo_small_url" varchar,
  	"light_logo_small_title" varchar,
  	"light_logo_small_width" numeric,
  	"light_logo_small_height" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "header_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"icon" varchar
  );
  
  CREATE TABLE "headers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" "enum_headers_brand" NOT NULL,
  	"title" varchar NOT NULL,
  	"search_placeholder" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "headers_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "footer_col_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"icon" varchar
  );
  
  CREATE TABLE "footer_cols" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL
  );
  
  CREATE TABLE "footer_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"icon" varchar
  );
  
  CREATE TABLE "footers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" "enum_footers_brand" NOT NULL,
  	"title" varchar NOT NULL,
  	"bottom_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_inputs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"type" "enum_form_inputs_type" DEFAULT 'text' NOT NULL,
  	"input_list" varchar,
  	"required_field" boolean DEFAULT false,
  	"placeholder_text" varchar
  );
  
  CREATE TABLE "dynamic_forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" "enum_dynamic_forms_brand" NOT NULL,
  	"title" varchar NOT NULL,
  	"form_title" varchar,
  	"form_description" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" "enum_form_submissions_brand" NOT NULL,
  	"form_id" integer NOT NULL,
  	"values" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer,
  	"variants_id" integer,
  	"categories_id" integer,
  	"prices_id" integer,
  	"stock_id" integer,
  	"stores_id" integer,
  	"campaigns_id" integer,
  	"ranges_id" integer,
  	"customers_id" integer,
  	"projects_id" integer,
  	"addresses_id" integer,
  	"users_id" integer,
  	"carts_id" integer,
  	"cart_items_id" integer,
  	"orders_id" integer,
  	"favorite_lists_id" integer,
  	"user_favorites_id" integer,
  	"quotes_id" integer,
  	"front_pages_id" integer,
  	"pages_id" integer,
  	"listing_pages_id" integer,
  	"menus_id" integer,
  	"alert_banners_id" integer,
  	"information_banners_id" integer,
  	"banners_id" integer,
  	"heroes_id" integer,
  	"retailers_id" integer,
  	"info_blocks_id" integer,
  	"text_and_media_id" integer,
  	"text_blocks_id" integer,
  	"logos_id" integer,
  	"headers_id" integer,
  	"footers_id" integer,
  	"dynamic_forms_id" integer,
  	"form_submissions_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "prices" ADD CONSTRAINT "prices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "store_special_hours" ADD CONSTRAINT "store_special_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_services" ADD CONSTRAINT "store_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_activities" ADD CONSTRAINT "store_activities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "store_contacts" ADD CONSTRAINT "store_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_blocks_acc_app" ADD CONSTRAINT "stores_blocks_acc_app_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_blocks_asrt_ic_it" ADD CONSTRAINT "stores_blocks_asrt_ic_it_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores_blocks_asrt_ic"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_blocks_asrt_ic" ADD CONSTRAINT "stores_blocks_asrt_ic_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_blocks_contact_ct" ADD CONSTRAINT "stores_blocks_contact_ct_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores_blocks_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_blocks_contact" ADD CONSTRAINT "stores_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_blocks_cnt_bnr_bnr" ADD CONSTRAINT "stores_blocks_cnt_bnr_bnr_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores_blocks_cnt_bnr"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_blocks_cnt_bnr" ADD CONSTRAINT "stores_blocks_cnt_bnr_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_blocks_img3_im" ADD CONSTRAINT "stores_blocks_img3_im_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores_blocks_img3"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_blocks_img3" ADD CONSTRAINT "stores_blocks_img3_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_blocks_img1" ADD CONSTRAINT "stores_blocks_img1_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_blocks_info" ADD CONSTRAINT "stores_blocks_info_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_blocks_large" ADD CONSTRAINT "stores_blocks_large_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_blocks_mkt_bnr_bnr" ADD CONSTRAINT "stores_blocks_mkt_bnr_bnr_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores_blocks_mkt_bnr"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_blocks_mkt_bnr" ADD CONSTRAINT "stores_blocks_mkt_bnr_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_blocks_rnd_bnr_bnr" ADD CONSTRAINT "stores_blocks_rnd_bnr_bnr_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores_blocks_rnd_bnr"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_blocks_rnd_bnr" ADD CONSTRAINT "stores_blocks_rnd_bnr_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_blocks_sel_prod" ADD CONSTRAINT "stores_blocks_sel_prod_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_blocks_sub_bnr_bnr" ADD CONSTRAINT "stores_blocks_sub_bnr_bnr_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores_blocks_sub_bnr"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_blocks_sub_bnr" ADD CONSTRAINT "stores_blocks_sub_bnr_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_blocks_txt_med" ADD CONSTRAINT "stores_blocks_txt_med_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_blocks_txt" ADD CONSTRAINT "stores_blocks_txt_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_blocks_video" ADD CONSTRAINT "stores_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_blocks_accord_it" ADD CONSTRAINT "stores_blocks_accord_it_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores_blocks_accord"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_blocks_accord" ADD CONSTRAINT "stores_blocks_accord_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores_texts" ADD CONSTRAINT "stores_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "user_editor_brands" ADD CONSTRAINT "user_editor_brands_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "user_perm_denies" ADD CONSTRAINT "user_perm_denies_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."user_perms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "user_perms" ADD CONSTRAINT "user_perms_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "user_perms" ADD CONSTRAINT "user_perms_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "user_perms" ADD CONSTRAINT "user_perms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_default_customer_id_customers_id_fk" FOREIGN KEY ("default_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_default_project_id_projects_id_fk" FOREIGN KEY ("default_project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carts" ADD CONSTRAINT "carts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fav_items" ADD CONSTRAINT "fav_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."favorite_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "favorite_lists" ADD CONSTRAINT "favorite_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favorite_lists" ADD CONSTRAINT "favorite_lists_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "user_favorites" ADD CONSTRAINT "user_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quote_custom" ADD CONSTRAINT "quote_custom_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "front_pages_blocks_large" ADD CONSTRAINT "front_pages_blocks_large_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."front_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "front_pages_blocks_sub_bnr_bnr" ADD CONSTRAINT "front_pages_blocks_sub_bnr_bnr_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."front_pages_blocks_sub_bnr"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "front_pages_blocks_sub_bnr" ADD CONSTRAINT "front_pages_blocks_sub_bnr_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."front_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "front_pages_blocks_rnd_bnr_bnr" ADD CONSTRAINT "front_pages_blocks_rnd_bnr_bnr_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."front_pages_blocks_rnd_bnr"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "front_pages_blocks_rnd_bnr" ADD CONSTRAINT "front_pages_blocks_rnd_bnr_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."front_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "front_pages_blocks_mkt_bnr_bnr" ADD CONSTRAINT "front_pages_blocks_mkt_bnr_bnr_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."front_pages_blocks_mkt_bnr"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "front_pages_blocks_mkt_bnr" ADD CONSTRAINT "front_pages_blocks_mkt_bnr_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."front_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "front_pages_blocks_cnt_bnr_bnr" ADD CONSTRAINT "front_pages_blocks_cnt_bnr_bnr_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."front_pages_blocks_cnt_bnr"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "front_pages_blocks_cnt_bnr" ADD CONSTRAINT "front_pages_blocks_cnt_bnr_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."front_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "front_pages_blocks_sel_prod" ADD CONSTRAINT "front_pages_blocks_sel_prod_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."front_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "front_pages_blocks_asrt_ic_it" ADD CONSTRAINT "front_pages_blocks_asrt_ic_it_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."front_pages_blocks_asrt_ic"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "front_pages_blocks_asrt_ic" ADD CONSTRAINT "front_pages_blocks_asrt_ic_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."front_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "front_pages_blocks_contact_ct" ADD CONSTRAINT "front_pages_blocks_contact_ct_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."front_pages_blocks_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "front_pages_blocks_contact" ADD CONSTRAINT "front_pages_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."front_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "front_pages_texts" ADD CONSTRAINT "front_pages_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."front_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__front_pages_v_blocks_large_v" ADD CONSTRAINT "__front_pages_v_blocks_large_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_front_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___front_pages_v_blocks_sub_bnr_v_bnr_v" ADD CONSTRAINT "___front_pages_v_blocks_sub_bnr_v_bnr_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__front_pages_v_blocks_sub_bnr_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__front_pages_v_blocks_sub_bnr_v" ADD CONSTRAINT "__front_pages_v_blocks_sub_bnr_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_front_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___front_pages_v_blocks_rnd_bnr_v_bnr_v" ADD CONSTRAINT "___front_pages_v_blocks_rnd_bnr_v_bnr_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__front_pages_v_blocks_rnd_bnr_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__front_pages_v_blocks_rnd_bnr_v" ADD CONSTRAINT "__front_pages_v_blocks_rnd_bnr_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_front_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___front_pages_v_blocks_mkt_bnr_v_bnr_v" ADD CONSTRAINT "___front_pages_v_blocks_mkt_bnr_v_bnr_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__front_pages_v_blocks_mkt_bnr_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__front_pages_v_blocks_mkt_bnr_v" ADD CONSTRAINT "__front_pages_v_blocks_mkt_bnr_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_front_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___front_pages_v_blocks_cnt_bnr_v_bnr_v" ADD CONSTRAINT "___front_pages_v_blocks_cnt_bnr_v_bnr_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__front_pages_v_blocks_cnt_bnr_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__front_pages_v_blocks_cnt_bnr_v" ADD CONSTRAINT "__front_pages_v_blocks_cnt_bnr_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_front_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__front_pages_v_blocks_sel_prod_v" ADD CONSTRAINT "__front_pages_v_blocks_sel_prod_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_front_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___front_pages_v_blocks_asrt_ic_v_it_v" ADD CONSTRAINT "___front_pages_v_blocks_asrt_ic_v_it_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__front_pages_v_blocks_asrt_ic_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__front_pages_v_blocks_asrt_ic_v" ADD CONSTRAINT "__front_pages_v_blocks_asrt_ic_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_front_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___front_pages_v_blocks_contact_v_ct_v" ADD CONSTRAINT "___front_pages_v_blocks_contact_v_ct_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__front_pages_v_blocks_contact_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__front_pages_v_blocks_contact_v" ADD CONSTRAINT "__front_pages_v_blocks_contact_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_front_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_front_pages_v" ADD CONSTRAINT "_front_pages_v_parent_id_front_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."front_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_front_pages_v_texts" ADD CONSTRAINT "_front_pages_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_front_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_acc_app" ADD CONSTRAINT "pages_blocks_acc_app_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_asrt_ic_it" ADD CONSTRAINT "pages_blocks_asrt_ic_it_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_asrt_ic"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_asrt_ic" ADD CONSTRAINT "pages_blocks_asrt_ic_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_ct" ADD CONSTRAINT "pages_blocks_contact_ct_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact" ADD CONSTRAINT "pages_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cnt_bnr_bnr" ADD CONSTRAINT "pages_blocks_cnt_bnr_bnr_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cnt_bnr"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cnt_bnr" ADD CONSTRAINT "pages_blocks_cnt_bnr_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_img3_im" ADD CONSTRAINT "pages_blocks_img3_im_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_img3"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_img3" ADD CONSTRAINT "pages_blocks_img3_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_img1" ADD CONSTRAINT "pages_blocks_img1_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_info" ADD CONSTRAINT "pages_blocks_info_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_large" ADD CONSTRAINT "pages_blocks_large_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_mkt_bnr_bnr" ADD CONSTRAINT "pages_blocks_mkt_bnr_bnr_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_mkt_bnr"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_mkt_bnr" ADD CONSTRAINT "pages_blocks_mkt_bnr_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rnd_bnr_bnr" ADD CONSTRAINT "pages_blocks_rnd_bnr_bnr_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_rnd_bnr"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rnd_bnr" ADD CONSTRAINT "pages_blocks_rnd_bnr_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sel_prod" ADD CONSTRAINT "pages_blocks_sel_prod_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sub_bnr_bnr" ADD CONSTRAINT "pages_blocks_sub_bnr_bnr_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_sub_bnr"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sub_bnr" ADD CONSTRAINT "pages_blocks_sub_bnr_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_txt_med" ADD CONSTRAINT "pages_blocks_txt_med_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_txt" ADD CONSTRAINT "pages_blocks_txt_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accord_it" ADD CONSTRAINT "pages_blocks_accord_it_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_accord"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accord" ADD CONSTRAINT "pages_blocks_accord_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_listing_page_id_listing_pages_id_fk" FOREIGN KEY ("listing_page_id") REFERENCES "public"."listing_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_texts" ADD CONSTRAINT "pages_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_acc_app_v" ADD CONSTRAINT "__pages_v_blocks_acc_app_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_asrt_ic_v_it_v" ADD CONSTRAINT "___pages_v_blocks_asrt_ic_v_it_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_asrt_ic_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_asrt_ic_v" ADD CONSTRAINT "__pages_v_blocks_asrt_ic_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_contact_v_ct_v" ADD CONSTRAINT "___pages_v_blocks_contact_v_ct_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_contact_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_contact_v" ADD CONSTRAINT "__pages_v_blocks_contact_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_cnt_bnr_v_bnr_v" ADD CONSTRAINT "___pages_v_blocks_cnt_bnr_v_bnr_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_cnt_bnr_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_cnt_bnr_v" ADD CONSTRAINT "__pages_v_blocks_cnt_bnr_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_img3_v_im_v" ADD CONSTRAINT "___pages_v_blocks_img3_v_im_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_img3_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_img3_v" ADD CONSTRAINT "__pages_v_blocks_img3_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_img1_v" ADD CONSTRAINT "__pages_v_blocks_img1_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_info_v" ADD CONSTRAINT "__pages_v_blocks_info_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_large_v" ADD CONSTRAINT "__pages_v_blocks_large_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_mkt_bnr_v_bnr_v" ADD CONSTRAINT "___pages_v_blocks_mkt_bnr_v_bnr_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_mkt_bnr_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_mkt_bnr_v" ADD CONSTRAINT "__pages_v_blocks_mkt_bnr_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_rnd_bnr_v_bnr_v" ADD CONSTRAINT "___pages_v_blocks_rnd_bnr_v_bnr_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_rnd_bnr_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_rnd_bnr_v" ADD CONSTRAINT "__pages_v_blocks_rnd_bnr_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_sel_prod_v" ADD CONSTRAINT "__pages_v_blocks_sel_prod_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_sub_bnr_v_bnr_v" ADD CONSTRAINT "___pages_v_blocks_sub_bnr_v_bnr_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_sub_bnr_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_sub_bnr_v" ADD CONSTRAINT "__pages_v_blocks_sub_bnr_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_txt_med_v" ADD CONSTRAINT "__pages_v_blocks_txt_med_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_txt_v" ADD CONSTRAINT "__pages_v_blocks_txt_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_video_v" ADD CONSTRAINT "__pages_v_blocks_video_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_accord_v_it_v" ADD CONSTRAINT "___pages_v_blocks_accord_v_it_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_accord_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_accord_v" ADD CONSTRAINT "__pages_v_blocks_accord_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_listing_page_id_listing_pages_id_fk" FOREIGN KEY ("version_listing_page_id") REFERENCES "public"."listing_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_banner_id_banners_id_fk" FOREIGN KEY ("version_banner_id") REFERENCES "public"."banners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_texts" ADD CONSTRAINT "_pages_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "listing_pages_texts" ADD CONSTRAINT "listing_pages_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."listing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_links" ADD CONSTRAINT "header_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."headers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "headers_texts" ADD CONSTRAINT "headers_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."headers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_col_links" ADD CONSTRAINT "footer_col_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_cols"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_cols" ADD CONSTRAINT "footer_cols_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_social" ADD CONSTRAINT "footer_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_inputs" ADD CONSTRAINT "form_inputs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dynamic_forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_id_dynamic_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."dynamic_forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_variants_fk" FOREIGN KEY ("variants_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_prices_fk" FOREIGN KEY ("prices_id") REFERENCES "public"."prices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stock_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stock"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stores_fk" FOREIGN KEY ("stores_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_campaigns_fk" FOREIGN KEY ("campaigns_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ranges_fk" FOREIGN KEY ("ranges_id") REFERENCES "public"."ranges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_addresses_fk" FOREIGN KEY ("addresses_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_carts_fk" FOREIGN KEY ("carts_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cart_items_fk" FOREIGN KEY ("cart_items_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_favorite_lists_fk" FOREIGN KEY ("favorite_lists_id") REFERENCES "public"."favorite_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_user_favorites_fk" FOREIGN KEY ("user_favorites_id") REFERENCES "public"."user_favorites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quotes_fk" FOREIGN KEY ("quotes_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_front_pages_fk" FOREIGN KEY ("front_pages_id") REFERENCES "public"."front_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_listing_pages_fk" FOREIGN KEY ("listing_pages_id") REFERENCES "public"."listing_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_menus_fk" FOREIGN KEY ("menus_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_banners_fk" FOREIGN KEY ("alert_banners_id") REFERENCES "public"."alert_banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_information_banners_fk" FOREIGN KEY ("information_banners_id") REFERENCES "public"."information_banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_banners_fk" FOREIGN KEY ("banners_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_heroes_fk" FOREIGN KEY ("heroes_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_retailers_fk" FOREIGN KEY ("retailers_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_info_blocks_fk" FOREIGN KEY ("info_blocks_id") REFERENCES "public"."info_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_text_and_media_fk" FOREIGN KEY ("text_and_media_id") REFERENCES "public"."text_and_media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_text_blocks_fk" FOREIGN KEY ("text_blocks_id") REFERENCES "public"."text_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_logos_fk" FOREIGN KEY ("logos_id") REFERENCES "public"."logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_headers_fk" FOREIGN KEY ("headers_id") REFERENCES "public"."headers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_footers_fk" FOREIGN KEY ("footers_id") REFERENCES "public"."footers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dynamic_forms_fk" FOREIGN KEY ("dynamic_forms_id") REFERENCES "public"."dynamic_forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_submissions_fk" FOREIGN KEY ("form_submissions_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "products_product_id_idx" ON "products" USING btree ("product_id");
  CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");
  CREATE INDEX "products_brand_name_idx" ON "products" USING btree ("brand_name");
  CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");
  CREATE INDEX "products_category_path_idx" ON "products" USING btree ("category_path");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE UNIQUE INDEX "variants_article_number_idx" ON "variants" USING btree ("article_number");
  CREATE UNIQUE INDEX "variants_variant_slug_idx" ON "variants" USING btree ("variant_slug");
  CREATE INDEX "variants_product_idx" ON "variants" USING btree ("product_id");
  CREATE INDEX "variants_ean_idx" ON "variants" USING btree ("ean");
  CREATE INDEX "variants_discontinued_idx" ON "variants" USING btree ("discontinued");
  CREATE INDEX "variants_updated_at_idx" ON "variants" USING btree ("updated_at");
  CREATE INDEX "variants_created_at_idx" ON "variants" USING btree ("created_at");
  CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");
  CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");
  CREATE UNIQUE INDEX "categories_path_idx" ON "categories" USING btree ("path");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE INDEX "prices_customer_idx" ON "prices" USING btree ("customer_id");
  CREATE INDEX "prices_updated_at_idx" ON "prices" USING btree ("updated_at");
  CREATE INDEX "prices_created_at_idx" ON "prices" USING btree ("created_at");
  CREATE UNIQUE INDEX "articleNumber_customer_idx" ON "prices" USING btree ("article_number","customer_id");
  CREATE INDEX "stock_updated_at_idx" ON "stock" USING btree ("updated_at");
  CREATE INDEX "stock_created_at_idx" ON "stock" USING btree ("created_at");
  CREATE UNIQUE INDEX "articleNumber_locationId_idx" ON "stock" USING btree ("article_number","location_id");
  CREATE INDEX "store_special_hours_order_idx" ON "store_special_hours" USING btree ("_order");
  CREATE INDEX "store_special_hours_parent_id_idx" ON "store_special_hours" USING btree ("_parent_id");
  CREATE INDEX "store_services_order_idx" ON "store_services" USING btree ("order");
  CREATE INDEX "store_services_parent_idx" ON "store_services" USING btree ("parent_id");
  CREATE INDEX "store_activities_order_idx" ON "store_activities" USING btree ("_order");
  CREATE INDEX "store_activities_parent_id_idx" ON "store_activities" USING btree ("_parent_id");
  CREATE INDEX "store_contacts_order_idx" ON "store_contacts" USING btree ("_order");
  CREATE INDEX "store_contacts_parent_id_idx" ON "store_contacts" USING btree ("_parent_id");
  CREATE INDEX "stores_blocks_acc_app_order_idx" ON "stores_blocks_acc_app" USING btree ("_order");
  CREATE INDEX "stores_blocks_acc_app_parent_id_idx" ON "stores_blocks_acc_app" USING btree ("_parent_id");
  CREATE INDEX "stores_blocks_acc_app_path_idx" ON "stores_blocks_acc_app" USING btree ("_path");
  CREATE INDEX "stores_blocks_asrt_ic_it_order_idx" ON "stores_blocks_asrt_ic_it" USING btree ("_order");
  CREATE INDEX "stores_blocks_asrt_ic_it_parent_id_idx" ON "stores_blocks_asrt_ic_it" USING btree ("_parent_id");
  CREATE INDEX "stores_blocks_asrt_ic_order_idx" ON "stores_blocks_asrt_ic" USING btree ("_order");
  CREATE INDEX "stores_blocks_asrt_ic_parent_id_idx" ON "stores_blocks_asrt_ic" USING btree ("_parent_id");
  CREATE INDEX "stores_blocks_asrt_ic_path_idx" ON "stores_blocks_asrt_ic" USING btree ("_path");
  CREATE INDEX "stores_blocks_contact_ct_order_idx" ON "stores_blocks_contact_ct" USING btree ("_order");
  CREATE INDEX "stores_blocks_contact_ct_parent_id_idx" ON "stores_blocks_contact_ct" USING btree ("_parent_id");
  CREATE INDEX "stores_blocks_contact_order_idx" ON "stores_blocks_contact" USING btree ("_order");
  CREATE INDEX "stores_blocks_contact_parent_id_idx" ON "stores_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "stores_blocks_contact_path_idx" ON "stores_blocks_contact" USING btree ("_path");
  CREATE INDEX "stores_blocks_cnt_bnr_bnr_order_idx" ON "stores_blocks_cnt_bnr_bnr" USING btree ("_order");
  CREATE INDEX "stores_blocks_cnt_bnr_bnr_parent_id_idx" ON "stores_blocks_cnt_bnr_bnr" USING btree ("_parent_id");
  CREATE INDEX "stores_blocks_cnt_bnr_order_idx" ON "stores_blocks_cnt_bnr" USING btree ("_order");
  CREATE INDEX "stores_blocks_cnt_bnr_parent_id_idx" ON "stores_blocks_cnt_bnr" USING btree ("_parent_id");
  CREATE INDEX "stores_blocks_cnt_bnr_path_idx" ON "stores_blocks_cnt_bnr" USING btree ("_path");
  CREATE INDEX "stores_blocks_img3_im_order_idx" ON "stores_blocks_img3_im" USING btree ("_order");
  CREATE INDEX "stores_blocks_img3_im_parent_id_idx" ON "stores_blocks_img3_im" USING btree ("_parent_id");
  CREATE INDEX "stores_blocks_img3_order_idx" ON "stores_blocks_img3" USING btree ("_order");
  CREATE INDEX "stores_blocks_img3_parent_id_idx" ON "stores_blocks_img3" USING btree ("_parent_id");
  CREATE INDEX "stores_blocks_img3_path_idx" ON "stores_blocks_img3" USING btree ("_path");
  CREATE INDEX "stores_blocks_img1_order_idx" ON "stores_blocks_img1" USING btree ("_order");
  CREATE INDEX "stores_blocks_img1_parent_id_idx" ON "stores_blocks_img1" USING btree ("_parent_id");
  CREATE INDEX "stores_blocks_img1_path_idx" ON "stores_blocks_img1" USING btree ("_path");
  CREATE INDEX "stores_blocks_info_order_idx" ON "stores_blocks_info" USING btree ("_order");
  CREATE INDEX "stores_blocks_info_parent_id_idx" ON "stores_blocks_info" USING btree ("_parent_id");
  CREATE INDEX "stores_blocks_info_path_idx" ON "stores_blocks_info" USING btree ("_path");
  CREATE INDEX "stores_blocks_large_order_idx" ON "stores_blocks_large" USING btree ("_order");
  CREATE INDEX "stores_blocks_large_parent_id_idx" ON "stores_blocks_large" USING btree ("_parent_id");
  CREATE INDEX "stores_blocks_large_path_idx" ON "stores_blocks_large" USING btree ("_path");
  CREATE INDEX "stores_blocks_mkt_bnr_bnr_order_idx" ON "stores_blocks_mkt_bnr_bnr" USING btree ("_order");
  CREATE INDEX "stores_blocks_mkt_bnr_bnr_parent_id_idx" ON "stores_blocks_mkt_bnr_bnr" USING btree ("_parent_id");
  CREATE INDEX "stores_blocks_mkt_bnr_order_idx" ON "stores_blocks_mkt_bnr" USING btree ("_order");
  CREATE INDEX "stores_blocks_mkt_bnr_parent_id_idx" ON "stores_blocks_mkt_bnr" USING btree ("_parent_id");
  CREATE INDEX "stores_blocks_mkt_bnr_path_idx" ON "stores_blocks_mkt_bnr" USING btree ("_path");
  CREATE INDEX "stores_blocks_rnd_bnr_bnr_order_idx" ON "stores_blocks_rnd_bnr_bnr" USING btree ("_order");
  CREATE INDEX "stores_blocks_rnd_bnr_bnr_parent_id_idx" ON "stores_blocks_rnd_bnr_bnr" USING btree ("_parent_id");
  CREATE INDEX "stores_blocks_rnd_bnr_order_idx" ON "stores_blocks_rnd_bnr" USING btree ("_order");
  CREATE INDEX "stores_blocks_rnd_bnr_parent_id_idx" ON "stores_blocks_rnd_bnr" USING btree ("_parent_id");
  CREATE INDEX "stores_blocks_rnd_bnr_path_idx" ON "stores_blocks_rnd_bnr" USING btree ("_path");
  CREATE INDEX "stores_blocks_sel_prod_order_idx" ON "stores_blocks_sel_prod" USING btree ("_order");
  CREATE INDEX "stores_blocks_sel_prod_parent_id_idx" ON "stores_blocks_sel_prod" USING btree ("_parent_id");
  CREATE INDEX "stores_blocks_sel_prod_path_idx" ON "stores_blocks_sel_prod" USING btree ("_path");
  CREATE INDEX "stores_blocks_sub_bnr_bnr_order_idx" ON "stores_blocks_sub_bnr_bnr" USING btree ("_order");
  CREATE INDEX "stores_blocks_sub_bnr_bnr_parent_id_idx" ON "stores_blocks_sub_bnr_bnr" USING btree ("_parent_id");
  CREATE INDEX "stores_blocks_sub_bnr_order_idx" ON "stores_blocks_sub_bnr" USING btree ("_order");
  CREATE INDEX "stores_blocks_sub_bnr_parent_id_idx" ON "stores_blocks_sub_bnr" USING btree ("_parent_id");
  CREATE INDEX "stores_blocks_sub_bnr_path_idx" ON "stores_blocks_sub_bnr" USING btree ("_path");
  CREATE INDEX "stores_blocks_txt_med_order_idx" ON "stores_blocks_txt_med" USING btree ("_order");
  CREATE INDEX "stores_blocks_txt_med_parent_id_idx" ON "stores_blocks_txt_med" USING btree ("_parent_id");
  CREATE INDEX "stores_blocks_txt_med_path_idx" ON "stores_blocks_txt_med" USING btree ("_path");
  CREATE INDEX "stores_blocks_txt_order_idx" ON "stores_blocks_txt" USING btree ("_order");
  CREATE INDEX "stores_blocks_txt_parent_id_idx" ON "stores_blocks_txt" USING btree ("_parent_id");
  CREATE INDEX "stores_blocks_txt_path_idx" ON "stores_blocks_txt" USING btree ("_path");
  CREATE INDEX "stores_blocks_video_order_idx" ON "stores_blocks_video" USING btree ("_order");
  CREATE INDEX "stores_blocks_video_parent_id_idx" ON "stores_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "stores_blocks_video_path_idx" ON "stores_blocks_video" USING btree ("_path");
  CREATE INDEX "stores_blocks_accord_it_order_idx" ON "stores_blocks_accord_it" USING btree ("_order");
  CREATE INDEX "stores_blocks_accord_it_parent_id_idx" ON "stores_blocks_accord_it" USING btree ("_parent_id");
  CREATE INDEX "stores_blocks_accord_order_idx" ON "stores_blocks_accord" USING btree ("_order");
  CREATE INDEX "stores_blocks_accord_parent_id_idx" ON "stores_blocks_accord" USING btree ("_parent_id");
  CREATE INDEX "stores_blocks_accord_path_idx" ON "stores_blocks_accord" USING btree ("_path");
  CREATE UNIQUE INDEX "stores_store_id_idx" ON "stores" USING btree ("store_id");
  CREATE INDEX "stores_brand_idx" ON "stores" USING btree ("brand");
  CREATE INDEX "stores_updated_at_idx" ON "stores" USING btree ("updated_at");
  CREATE INDEX "stores_created_at_idx" ON "stores" USING btree ("created_at");
  CREATE INDEX "stores_texts_order_parent" ON "stores_texts" USING btree ("order","parent_id");
  CREATE INDEX "campaigns_brand_idx" ON "campaigns" USING btree ("brand");
  CREATE INDEX "campaigns_slug_idx" ON "campaigns" USING btree ("slug");
  CREATE INDEX "campaigns_updated_at_idx" ON "campaigns" USING btree ("updated_at");
  CREATE INDEX "campaigns_created_at_idx" ON "campaigns" USING btree ("created_at");
  CREATE UNIQUE INDEX "brand_slug_idx" ON "campaigns" USING btree ("brand","slug");
  CREATE INDEX "ranges_brand_idx" ON "ranges" USING btree ("brand");
  CREATE INDEX "ranges_slug_idx" ON "ranges" USING btree ("slug");
  CREATE INDEX "ranges_updated_at_idx" ON "ranges" USING btree ("updated_at");
  CREATE INDEX "ranges_created_at_idx" ON "ranges" USING btree ("created_at");
  CREATE UNIQUE INDEX "brand_slug_1_idx" ON "ranges" USING btree ("brand","slug");
  CREATE UNIQUE INDEX "customers_customer_id_idx" ON "customers" USING btree ("customer_id");
  CREATE INDEX "customers_active_idx" ON "customers" USING btree ("active");
  CREATE INDEX "customers_updated_at_idx" ON "customers" USING btree ("updated_at");
  CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");
  CREATE UNIQUE INDEX "projects_project_id_idx" ON "projects" USING btree ("project_id");
  CREATE INDEX "projects_customer_idx" ON "projects" USING btree ("customer_id");
  CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");
  CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at");
  CREATE UNIQUE INDEX "addresses_address_id_idx" ON "addresses" USING btree ("address_id");
  CREATE INDEX "addresses_customer_idx" ON "addresses" USING btree ("customer_id");
  CREATE INDEX "addresses_updated_at_idx" ON "addresses" USING btree ("updated_at");
  CREATE INDEX "addresses_created_at_idx" ON "addresses" USING btree ("created_at");
  CREATE INDEX "user_editor_brands_order_idx" ON "user_editor_brands" USING btree ("order");
  CREATE INDEX "user_editor_brands_parent_idx" ON "user_editor_brands" USING btree ("parent_id");
  CREATE INDEX "user_perm_denies_order_idx" ON "user_perm_denies" USING btree ("order");
  CREATE INDEX "user_perm_denies_parent_idx" ON "user_perm_denies" USING btree ("parent_id");
  CREATE INDEX "user_perms_order_idx" ON "user_perms" USING btree ("_order");
  CREATE INDEX "user_perms_parent_id_idx" ON "user_perms" USING btree ("_parent_id");
  CREATE INDEX "user_perms_customer_idx" ON "user_perms" USING btree ("customer_id");
  CREATE INDEX "user_perms_project_idx" ON "user_perms" USING btree ("project_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_default_customer_idx" ON "users" USING btree ("default_customer_id");
  CREATE INDEX "users_default_project_idx" ON "users" USING btree ("default_project_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "carts_cart_id_idx" ON "carts" USING btree ("cart_id");
  CREATE INDEX "carts_user_idx" ON "carts" USING btree ("user_id");
  CREATE INDEX "carts_customer_idx" ON "carts" USING btree ("customer_id");
  CREATE INDEX "carts_project_idx" ON "carts" USING btree ("project_id");
  CREATE INDEX "carts_status_idx" ON "carts" USING btree ("status");
  CREATE INDEX "carts_updated_at_idx" ON "carts" USING btree ("updated_at");
  CREATE INDEX "carts_created_at_idx" ON "carts" USING btree ("created_at");
  CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id");
  CREATE INDEX "cart_items_article_number_idx" ON "cart_items" USING btree ("article_number");
  CREATE INDEX "cart_items_updated_at_idx" ON "cart_items" USING btree ("updated_at");
  CREATE INDEX "cart_items_created_at_idx" ON "cart_items" USING btree ("created_at");
  CREATE UNIQUE INDEX "cart_articleNumber_deliveryId_idx" ON "cart_items" USING btree ("cart_id","article_number","delivery_id");
  CREATE UNIQUE INDEX "orders_order_id_idx" ON "orders" USING btree ("order_id");
  CREATE INDEX "orders_temp_order_id_idx" ON "orders" USING btree ("temp_order_id");
  CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");
  CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");
  CREATE INDEX "orders_project_idx" ON "orders" USING btree ("project_id");
  CREATE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE UNIQUE INDEX "orders_idempotency_key_idx" ON "orders" USING btree ("idempotency_key");
  CREATE INDEX "orders_placed_at_idx" ON "orders" USING btree ("placed_at");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE INDEX "fav_items_order_idx" ON "fav_items" USING btree ("_order");
  CREATE INDEX "fav_items_parent_id_idx" ON "fav_items" USING btree ("_parent_id");
  CREATE INDEX "favorite_lists_user_idx" ON "favorite_lists" USING btree ("user_id");
  CREATE INDEX "favorite_lists_customer_idx" ON "favorite_lists" USING btree ("customer_id");
  CREATE INDEX "favorite_lists_updated_at_idx" ON "favorite_lists" USING btree ("updated_at");
  CREATE INDEX "favorite_lists_created_at_idx" ON "favorite_lists" USING btree ("created_at");
  CREATE INDEX "user_favorites_user_idx" ON "user_favorites" USING btree ("user_id");
  CREATE INDEX "user_favorites_updated_at_idx" ON "user_favorites" USING btree ("updated_at");
  CREATE INDEX "user_favorites_created_at_idx" ON "user_favorites" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_articleNumber_idx" ON "user_favorites" USING btree ("user_id","article_number");
  CREATE INDEX "quote_items_order_idx" ON "quote_items" USING btree ("_order");
  CREATE INDEX "quote_items_parent_id_idx" ON "quote_items" USING btree ("_parent_id");
  CREATE INDEX "quote_custom_order_idx" ON "quote_custom" USING btree ("_order");
  CREATE INDEX "quote_custom_parent_id_idx" ON "quote_custom" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "quotes_quote_id_idx" ON "quotes" USING btree ("quote_id");
  CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status");
  CREATE INDEX "quotes_user_idx" ON "quotes" USING btree ("user_id");
  CREATE INDEX "quotes_customer_idx" ON "quotes" USING btree ("customer_id");
  CREATE INDEX "quotes_updated_at_idx" ON "quotes" USING btree ("updated_at");
  CREATE INDEX "quotes_created_at_idx" ON "quotes" USING btree ("created_at");
  CREATE INDEX "front_pages_blocks_large_order_idx" ON "front_pages_blocks_large" USING btree ("_order");
  CREATE INDEX "front_pages_blocks_large_parent_id_idx" ON "front_pages_blocks_large" USING btree ("_parent_id");
  CREATE INDEX "front_pages_blocks_large_path_idx" ON "front_pages_blocks_large" USING btree ("_path");
  CREATE INDEX "front_pages_blocks_sub_bnr_bnr_order_idx" ON "front_pages_blocks_sub_bnr_bnr" USING btree ("_order");
  CREATE INDEX "front_pages_blocks_sub_bnr_bnr_parent_id_idx" ON "front_pages_blocks_sub_bnr_bnr" USING btree ("_parent_id");
  CREATE INDEX "front_pages_blocks_sub_bnr_order_idx" ON "front_pages_blocks_sub_bnr" USING btree ("_order");
  CREATE INDEX "front_pages_blocks_sub_bnr_parent_id_idx" ON "front_pages_blocks_sub_bnr" USING btree ("_parent_id");
  CREATE INDEX "front_pages_blocks_sub_bnr_path_idx" ON "front_pages_blocks_sub_bnr" USING btree ("_path");
  CREATE INDEX "front_pages_blocks_rnd_bnr_bnr_order_idx" ON "front_pages_blocks_rnd_bnr_bnr" USING btree ("_order");
  CREATE INDEX "front_pages_blocks_rnd_bnr_bnr_parent_id_idx" ON "front_pages_blocks_rnd_bnr_bnr" USING btree ("_parent_id");
  CREATE INDEX "front_pages_blocks_rnd_bnr_order_idx" ON "front_pages_blocks_rnd_bnr" USING btree ("_order");
  CREATE INDEX "front_pages_blocks_rnd_bnr_parent_id_idx" ON "front_pages_blocks_rnd_bnr" USING btree ("_parent_id");
  CREATE INDEX "front_pages_blocks_rnd_bnr_path_idx" ON "front_pages_blocks_rnd_bnr" USING btree ("_path");
  CREATE INDEX "front_pages_blocks_mkt_bnr_bnr_order_idx" ON "front_pages_blocks_mkt_bnr_bnr" USING btree ("_order");
  CREATE INDEX "front_pages_blocks_mkt_bnr_bnr_parent_id_idx" ON "front_pages_blocks_mkt_bnr_bnr" USING btree ("_parent_id");
  CREATE INDEX "front_pages_blocks_mkt_bnr_order_idx" ON "front_pages_blocks_mkt_bnr" USING btree ("_order");
  CREATE INDEX "front_pages_blocks_mkt_bnr_parent_id_idx" ON "front_pages_blocks_mkt_bnr" USING btree ("_parent_id");
  CREATE INDEX "front_pages_blocks_mkt_bnr_path_idx" ON "front_pages_blocks_mkt_bnr" USING btree ("_path");
  CREATE INDEX "front_pages_blocks_cnt_bnr_bnr_order_idx" ON "front_pages_blocks_cnt_bnr_bnr" USING btree ("_order");
  CREATE INDEX "front_pages_blocks_cnt_bnr_bnr_parent_id_idx" ON "front_pages_blocks_cnt_bnr_bnr" USING btree ("_parent_id");
  CREATE INDEX "front_pages_blocks_cnt_bnr_order_idx" ON "front_pages_blocks_cnt_bnr" USING btree ("_order");
  CREATE INDEX "front_pages_blocks_cnt_bnr_parent_id_idx" ON "front_pages_blocks_cnt_bnr" USING btree ("_parent_id");
  CREATE INDEX "front_pages_blocks_cnt_bnr_path_idx" ON "front_pages_blocks_cnt_bnr" USING btree ("_path");
  CREATE INDEX "front_pages_blocks_sel_prod_order_idx" ON "front_pages_blocks_sel_prod" USING btree ("_order");
  CREATE INDEX "front_pages_blocks_sel_prod_parent_id_idx" ON "front_pages_blocks_sel_prod" USING btree ("_parent_id");
  CREATE INDEX "front_pages_blocks_sel_prod_path_idx" ON "front_pages_blocks_sel_prod" USING btree ("_path");
  CREATE INDEX "front_pages_blocks_asrt_ic_it_order_idx" ON "front_pages_blocks_asrt_ic_it" USING btree ("_order");
  CREATE INDEX "front_pages_blocks_asrt_ic_it_parent_id_idx" ON "front_pages_blocks_asrt_ic_it" USING btree ("_parent_id");
  CREATE INDEX "front_pages_blocks_asrt_ic_order_idx" ON "front_pages_blocks_asrt_ic" USING btree ("_order");
  CREATE INDEX "front_pages_blocks_asrt_ic_parent_id_idx" ON "front_pages_blocks_asrt_ic" USING btree ("_parent_id");
  CREATE INDEX "front_pages_blocks_asrt_ic_path_idx" ON "front_pages_blocks_asrt_ic" USING btree ("_path");
  CREATE INDEX "front_pages_blocks_contact_ct_order_idx" ON "front_pages_blocks_contact_ct" USING btree ("_order");
  CREATE INDEX "front_pages_blocks_contact_ct_parent_id_idx" ON "front_pages_blocks_contact_ct" USING btree ("_parent_id");
  CREATE INDEX "front_pages_blocks_contact_order_idx" ON "front_pages_blocks_contact" USING btree ("_order");
  CREATE INDEX "front_pages_blocks_contact_parent_id_idx" ON "front_pages_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "front_pages_blocks_contact_path_idx" ON "front_pages_blocks_contact" USING btree ("_path");
  CREATE UNIQUE INDEX "front_pages_brand_idx" ON "front_pages" USING btree ("brand");
  CREATE INDEX "front_pages_updated_at_idx" ON "front_pages" USING btree ("updated_at");
  CREATE INDEX "front_pages_created_at_idx" ON "front_pages" USING btree ("created_at");
  CREATE INDEX "front_pages__status_idx" ON "front_pages" USING btree ("_status");
  CREATE INDEX "front_pages_texts_order_parent" ON "front_pages_texts" USING btree ("order","parent_id");
  CREATE INDEX "__front_pages_v_blocks_large_v_order_idx" ON "__front_pages_v_blocks_large_v" USING btree ("_order");
  CREATE INDEX "__front_pages_v_blocks_large_v_parent_id_idx" ON "__front_pages_v_blocks_large_v" USING btree ("_parent_id");
  CREATE INDEX "__front_pages_v_blocks_large_v_path_idx" ON "__front_pages_v_blocks_large_v" USING btree ("_path");
  CREATE INDEX "___front_pages_v_blocks_sub_bnr_v_bnr_v_order_idx" ON "___front_pages_v_blocks_sub_bnr_v_bnr_v" USING btree ("_order");
  CREATE INDEX "___front_pages_v_blocks_sub_bnr_v_bnr_v_parent_id_idx" ON "___front_pages_v_blocks_sub_bnr_v_bnr_v" USING btree ("_parent_id");
  CREATE INDEX "__front_pages_v_blocks_sub_bnr_v_order_idx" ON "__front_pages_v_blocks_sub_bnr_v" USING btree ("_order");
  CREATE INDEX "__front_pages_v_blocks_sub_bnr_v_parent_id_idx" ON "__front_pages_v_blocks_sub_bnr_v" USING btree ("_parent_id");
  CREATE INDEX "__front_pages_v_blocks_sub_bnr_v_path_idx" ON "__front_pages_v_blocks_sub_bnr_v" USING btree ("_path");
  CREATE INDEX "___front_pages_v_blocks_rnd_bnr_v_bnr_v_order_idx" ON "___front_pages_v_blocks_rnd_bnr_v_bnr_v" USING btree ("_order");
  CREATE INDEX "___front_pages_v_blocks_rnd_bnr_v_bnr_v_parent_id_idx" ON "___front_pages_v_blocks_rnd_bnr_v_bnr_v" USING btree ("_parent_id");
  CREATE INDEX "__front_pages_v_blocks_rnd_bnr_v_order_idx" ON "__front_pages_v_blocks_rnd_bnr_v" USING btree ("_order");
  CREATE INDEX "__front_pages_v_blocks_rnd_bnr_v_parent_id_idx" ON "__front_pages_v_blocks_rnd_bnr_v" USING btree ("_parent_id");
  CREATE INDEX "__front_pages_v_blocks_rnd_bnr_v_path_idx" ON "__front_pages_v_blocks_rnd_bnr_v" USING btree ("_path");
  CREATE INDEX "___front_pages_v_blocks_mkt_bnr_v_bnr_v_order_idx" ON "___front_pages_v_blocks_mkt_bnr_v_bnr_v" USING btree ("_order");
  CREATE INDEX "___front_pages_v_blocks_mkt_bnr_v_bnr_v_parent_id_idx" ON "___front_pages_v_blocks_mkt_bnr_v_bnr_v" USING btree ("_parent_id");
  CREATE INDEX "__front_pages_v_blocks_mkt_bnr_v_order_idx" ON "__front_pages_v_blocks_mkt_bnr_v" USING btree ("_order");
  CREATE INDEX "__front_pages_v_blocks_mkt_bnr_v_parent_id_idx" ON "__front_pages_v_blocks_mkt_bnr_v" USING btree ("_parent_id");
  CREATE INDEX "__front_pages_v_blocks_mkt_bnr_v_path_idx" ON "__front_pages_v_blocks_mkt_bnr_v" USING btree ("_path");
  CREATE INDEX "___front_pages_v_blocks_cnt_bnr_v_bnr_v_order_idx" ON "___front_pages_v_blocks_cnt_bnr_v_bnr_v" USING btree ("_order");
  CREATE INDEX "___front_pages_v_blocks_cnt_bnr_v_bnr_v_parent_id_idx" ON "___front_pages_v_blocks_cnt_bnr_v_bnr_v" USING btree ("_parent_id");
  CREATE INDEX "__front_pages_v_blocks_cnt_bnr_v_order_idx" ON "__front_pages_v_blocks_cnt_bnr_v" USING btree ("_order");
  CREATE INDEX "__front_pages_v_blocks_cnt_bnr_v_parent_id_idx" ON "__front_pages_v_blocks_cnt_bnr_v" USING btree ("_parent_id");
  CREATE INDEX "__front_pages_v_blocks_cnt_bnr_v_path_idx" ON "__front_pages_v_blocks_cnt_bnr_v" USING btree ("_path");
  CREATE INDEX "__front_pages_v_blocks_sel_prod_v_order_idx" ON "__front_pages_v_blocks_sel_prod_v" USING btree ("_order");
  CREATE INDEX "__front_pages_v_blocks_sel_prod_v_parent_id_idx" ON "__front_pages_v_blocks_sel_prod_v" USING btree ("_parent_id");
  CREATE INDEX "__front_pages_v_blocks_sel_prod_v_path_idx" ON "__front_pages_v_blocks_sel_prod_v" USING btree ("_path");
  CREATE INDEX "___front_pages_v_blocks_asrt_ic_v_it_v_order_idx" ON "___front_pages_v_blocks_asrt_ic_v_it_v" USING btree ("_order");
  CREATE INDEX "___front_pages_v_blocks_asrt_ic_v_it_v_parent_id_idx" ON "___front_pages_v_blocks_asrt_ic_v_it_v" USING btree ("_parent_id");
  CREATE INDEX "__front_pages_v_blocks_asrt_ic_v_order_idx" ON "__front_pages_v_blocks_asrt_ic_v" USING btree ("_order");
  CREATE INDEX "__front_pages_v_blocks_asrt_ic_v_parent_id_idx" ON "__front_pages_v_blocks_asrt_ic_v" USING btree ("_parent_id");
  CREATE INDEX "__front_pages_v_blocks_asrt_ic_v_path_idx" ON "__front_pages_v_blocks_asrt_ic_v" USING btree ("_path");
  CREATE INDEX "___front_pages_v_blocks_contact_v_ct_v_order_idx" ON "___front_pages_v_blocks_contact_v_ct_v" USING btree ("_order");
  CREATE INDEX "___front_pages_v_blocks_contact_v_ct_v_parent_id_idx" ON "___front_pages_v_blocks_contact_v_ct_v" USING btree ("_parent_id");
  CREATE INDEX "__front_pages_v_blocks_contact_v_order_idx" ON "__front_pages_v_blocks_contact_v" USING btree ("_order");
  CREATE INDEX "__front_pages_v_blocks_contact_v_parent_id_idx" ON "__front_pages_v_blocks_contact_v" USING btree ("_parent_id");
  CREATE INDEX "__front_pages_v_blocks_contact_v_path_idx" ON "__front_pages_v_blocks_contact_v" USING btree ("_path");
  CREATE INDEX "_front_pages_v_parent_idx" ON "_front_pages_v" USING btree ("parent_id");
  CREATE INDEX "_front_pages_v_version_version_brand_idx" ON "_front_pages_v" USING btree ("version_brand");
  CREATE INDEX "_front_pages_v_version_version_updated_at_idx" ON "_front_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_front_pages_v_version_version_created_at_idx" ON "_front_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_front_pages_v_version_version__status_idx" ON "_front_pages_v" USING btree ("version__status");
  CREATE INDEX "_front_pages_v_created_at_idx" ON "_front_pages_v" USING btree ("created_at");
  CREATE INDEX "_front_pages_v_updated_at_idx" ON "_front_pages_v" USING btree ("updated_at");
  CREATE INDEX "_front_pages_v_latest_idx" ON "_front_pages_v" USING btree ("latest");
  CREATE INDEX "_front_pages_v_texts_order_parent" ON "_front_pages_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "pages_blocks_acc_app_order_idx" ON "pages_blocks_acc_app" USING btree ("_order");
  CREATE INDEX "pages_blocks_acc_app_parent_id_idx" ON "pages_blocks_acc_app" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_acc_app_path_idx" ON "pages_blocks_acc_app" USING btree ("_path");
  CREATE INDEX "pages_blocks_asrt_ic_it_order_idx" ON "pages_blocks_asrt_ic_it" USING btree ("_order");
  CREATE INDEX "pages_blocks_asrt_ic_it_parent_id_idx" ON "pages_blocks_asrt_ic_it" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_asrt_ic_order_idx" ON "pages_blocks_asrt_ic" USING btree ("_order");
  CREATE INDEX "pages_blocks_asrt_ic_parent_id_idx" ON "pages_blocks_asrt_ic" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_asrt_ic_path_idx" ON "pages_blocks_asrt_ic" USING btree ("_path");
  CREATE INDEX "pages_blocks_contact_ct_order_idx" ON "pages_blocks_contact_ct" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_ct_parent_id_idx" ON "pages_blocks_contact_ct" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_order_idx" ON "pages_blocks_contact" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_parent_id_idx" ON "pages_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_path_idx" ON "pages_blocks_contact" USING btree ("_path");
  CREATE INDEX "pages_blocks_cnt_bnr_bnr_order_idx" ON "pages_blocks_cnt_bnr_bnr" USING btree ("_order");
  CREATE INDEX "pages_blocks_cnt_bnr_bnr_parent_id_idx" ON "pages_blocks_cnt_bnr_bnr" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cnt_bnr_order_idx" ON "pages_blocks_cnt_bnr" USING btree ("_order");
  CREATE INDEX "pages_blocks_cnt_bnr_parent_id_idx" ON "pages_blocks_cnt_bnr" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cnt_bnr_path_idx" ON "pages_blocks_cnt_bnr" USING btree ("_path");
  CREATE INDEX "pages_blocks_img3_im_order_idx" ON "pages_blocks_img3_im" USING btree ("_order");
  CREATE INDEX "pages_blocks_img3_im_parent_id_idx" ON "pages_blocks_img3_im" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_img3_order_idx" ON "pages_blocks_img3" USING btree ("_order");
  CREATE INDEX "pages_blocks_img3_parent_id_idx" ON "pages_blocks_img3" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_img3_path_idx" ON "pages_blocks_img3" USING btree ("_path");
  CREATE INDEX "pages_blocks_img1_order_idx" ON "pages_blocks_img1" USING btree ("_order");
  CREATE INDEX "pages_blocks_img1_parent_id_idx" ON "pages_blocks_img1" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_img1_path_idx" ON "pages_blocks_img1" USING btree ("_path");
  CREATE INDEX "pages_blocks_info_order_idx" ON "pages_blocks_info" USING btree ("_order");
  CREATE INDEX "pages_blocks_info_parent_id_idx" ON "pages_blocks_info" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_info_path_idx" ON "pages_blocks_info" USING btree ("_path");
  CREATE INDEX "pages_blocks_large_order_idx" ON "pages_blocks_large" USING btree ("_order");
  CREATE INDEX "pages_blocks_large_parent_id_idx" ON "pages_blocks_large" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_large_path_idx" ON "pages_blocks_large" USING btree ("_path");
  CREATE INDEX "pages_blocks_mkt_bnr_bnr_order_idx" ON "pages_blocks_mkt_bnr_bnr" USING btree ("_order");
  CREATE INDEX "pages_blocks_mkt_bnr_bnr_parent_id_idx" ON "pages_blocks_mkt_bnr_bnr" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_mkt_bnr_order_idx" ON "pages_blocks_mkt_bnr" USING btree ("_order");
  CREATE INDEX "pages_blocks_mkt_bnr_parent_id_idx" ON "pages_blocks_mkt_bnr" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_mkt_bnr_path_idx" ON "pages_blocks_mkt_bnr" USING btree ("_path");
  CREATE INDEX "pages_blocks_rnd_bnr_bnr_order_idx" ON "pages_blocks_rnd_bnr_bnr" USING btree ("_order");
  CREATE INDEX "pages_blocks_rnd_bnr_bnr_parent_id_idx" ON "pages_blocks_rnd_bnr_bnr" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rnd_bnr_order_idx" ON "pages_blocks_rnd_bnr" USING btree ("_order");
  CREATE INDEX "pages_blocks_rnd_bnr_parent_id_idx" ON "pages_blocks_rnd_bnr" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rnd_bnr_path_idx" ON "pages_blocks_rnd_bnr" USING btree ("_path");
  CREATE INDEX "pages_blocks_sel_prod_order_idx" ON "pages_blocks_sel_prod" USING btree ("_order");
  CREATE INDEX "pages_blocks_sel_prod_parent_id_idx" ON "pages_blocks_sel_prod" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_sel_prod_path_idx" ON "pages_blocks_sel_prod" USING btree ("_path");
  CREATE INDEX "pages_blocks_sub_bnr_bnr_order_idx" ON "pages_blocks_sub_bnr_bnr" USING btree ("_order");
  CREATE INDEX "pages_blocks_sub_bnr_bnr_parent_id_idx" ON "pages_blocks_sub_bnr_bnr" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_sub_bnr_order_idx" ON "pages_blocks_sub_bnr" USING btree ("_order");
  CREATE INDEX "pages_blocks_sub_bnr_parent_id_idx" ON "pages_blocks_sub_bnr" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_sub_bnr_path_idx" ON "pages_blocks_sub_bnr" USING btree ("_path");
  CREATE INDEX "pages_blocks_txt_med_order_idx" ON "pages_blocks_txt_med" USING btree ("_order");
  CREATE INDEX "pages_blocks_txt_med_parent_id_idx" ON "pages_blocks_txt_med" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_txt_med_path_idx" ON "pages_blocks_txt_med" USING btree ("_path");
  CREATE INDEX "pages_blocks_txt_order_idx" ON "pages_blocks_txt" USING btree ("_order");
  CREATE INDEX "pages_blocks_txt_parent_id_idx" ON "pages_blocks_txt" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_txt_path_idx" ON "pages_blocks_txt" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_order_idx" ON "pages_blocks_video" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_parent_id_idx" ON "pages_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_path_idx" ON "pages_blocks_video" USING btree ("_path");
  CREATE INDEX "pages_blocks_accord_it_order_idx" ON "pages_blocks_accord_it" USING btree ("_order");
  CREATE INDEX "pages_blocks_accord_it_parent_id_idx" ON "pages_blocks_accord_it" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accord_order_idx" ON "pages_blocks_accord" USING btree ("_order");
  CREATE INDEX "pages_blocks_accord_parent_id_idx" ON "pages_blocks_accord" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accord_path_idx" ON "pages_blocks_accord" USING btree ("_path");
  CREATE INDEX "pages_brand_idx" ON "pages" USING btree ("brand");
  CREATE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_listing_page_idx" ON "pages" USING btree ("listing_page_id");
  CREATE INDEX "pages_banner_idx" ON "pages" USING btree ("banner_id");
  CREATE INDEX "pages_authenticated_only_idx" ON "pages" USING btree ("authenticated_only");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE UNIQUE INDEX "brand_slug_2_idx" ON "pages" USING btree ("brand","slug");
  CREATE INDEX "pages_texts_order_parent" ON "pages_texts" USING btree ("order","parent_id");
  CREATE INDEX "__pages_v_blocks_acc_app_v_order_idx" ON "__pages_v_blocks_acc_app_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_acc_app_v_parent_id_idx" ON "__pages_v_blocks_acc_app_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_acc_app_v_path_idx" ON "__pages_v_blocks_acc_app_v" USING btree ("_path");
  CREATE INDEX "___pages_v_blocks_asrt_ic_v_it_v_order_idx" ON "___pages_v_blocks_asrt_ic_v_it_v" USING btree ("_order");
  CREATE INDEX "___pages_v_blocks_asrt_ic_v_it_v_parent_id_idx" ON "___pages_v_blocks_asrt_ic_v_it_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_asrt_ic_v_order_idx" ON "__pages_v_blocks_asrt_ic_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_asrt_ic_v_parent_id_idx" ON "__pages_v_blocks_asrt_ic_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_asrt_ic_v_path_idx" ON "__pages_v_blocks_asrt_ic_v" USING btree ("_path");
  CREATE INDEX "___pages_v_blocks_contact_v_ct_v_order_idx" ON "___pages_v_blocks_contact_v_ct_v" USING btree ("_order");
  CREATE INDEX "___pages_v_blocks_contact_v_ct_v_parent_id_idx" ON "___pages_v_blocks_contact_v_ct_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_contact_v_order_idx" ON "__pages_v_blocks_contact_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_contact_v_parent_id_idx" ON "__pages_v_blocks_contact_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_contact_v_path_idx" ON "__pages_v_blocks_contact_v" USING btree ("_path");
  CREATE INDEX "___pages_v_blocks_cnt_bnr_v_bnr_v_order_idx" ON "___pages_v_blocks_cnt_bnr_v_bnr_v" USING btree ("_order");
  CREATE INDEX "___pages_v_blocks_cnt_bnr_v_bnr_v_parent_id_idx" ON "___pages_v_blocks_cnt_bnr_v_bnr_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_cnt_bnr_v_order_idx" ON "__pages_v_blocks_cnt_bnr_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_cnt_bnr_v_parent_id_idx" ON "__pages_v_blocks_cnt_bnr_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_cnt_bnr_v_path_idx" ON "__pages_v_blocks_cnt_bnr_v" USING btree ("_path");
  CREATE INDEX "___pages_v_blocks_img3_v_im_v_order_idx" ON "___pages_v_blocks_img3_v_im_v" USING btree ("_order");
  CREATE INDEX "___pages_v_blocks_img3_v_im_v_parent_id_idx" ON "___pages_v_blocks_img3_v_im_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_img3_v_order_idx" ON "__pages_v_blocks_img3_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_img3_v_parent_id_idx" ON "__pages_v_blocks_img3_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_img3_v_path_idx" ON "__pages_v_blocks_img3_v" USING btree ("_path");
  CREATE INDEX "__pages_v_blocks_img1_v_order_idx" ON "__pages_v_blocks_img1_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_img1_v_parent_id_idx" ON "__pages_v_blocks_img1_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_img1_v_path_idx" ON "__pages_v_blocks_img1_v" USING btree ("_path");
  CREATE INDEX "__pages_v_blocks_info_v_order_idx" ON "__pages_v_blocks_info_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_info_v_parent_id_idx" ON "__pages_v_blocks_info_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_info_v_path_idx" ON "__pages_v_blocks_info_v" USING btree ("_path");
  CREATE INDEX "__pages_v_blocks_large_v_order_idx" ON "__pages_v_blocks_large_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_large_v_parent_id_idx" ON "__pages_v_blocks_large_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_large_v_path_idx" ON "__pages_v_blocks_large_v" USING btree ("_path");
  CREATE INDEX "___pages_v_blocks_mkt_bnr_v_bnr_v_order_idx" ON "___pages_v_blocks_mkt_bnr_v_bnr_v" USING btree ("_order");
  CREATE INDEX "___pages_v_blocks_mkt_bnr_v_bnr_v_parent_id_idx" ON "___pages_v_blocks_mkt_bnr_v_bnr_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_mkt_bnr_v_order_idx" ON "__pages_v_blocks_mkt_bnr_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_mkt_bnr_v_parent_id_idx" ON "__pages_v_blocks_mkt_bnr_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_mkt_bnr_v_path_idx" ON "__pages_v_blocks_mkt_bnr_v" USING btree ("_path");
  CREATE INDEX "___pages_v_blocks_rnd_bnr_v_bnr_v_order_idx" ON "___pages_v_blocks_rnd_bnr_v_bnr_v" USING btree ("_order");
  CREATE INDEX "___pages_v_blocks_rnd_bnr_v_bnr_v_parent_id_idx" ON "___pages_v_blocks_rnd_bnr_v_bnr_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_rnd_bnr_v_order_idx" ON "__pages_v_blocks_rnd_bnr_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_rnd_bnr_v_parent_id_idx" ON "__pages_v_blocks_rnd_bnr_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_rnd_bnr_v_path_idx" ON "__pages_v_blocks_rnd_bnr_v" USING btree ("_path");
  CREATE INDEX "__pages_v_blocks_sel_prod_v_order_idx" ON "__pages_v_blocks_sel_prod_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_sel_prod_v_parent_id_idx" ON "__pages_v_blocks_sel_prod_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_sel_prod_v_path_idx" ON "__pages_v_blocks_sel_prod_v" USING btree ("_path");
  CREATE INDEX "___pages_v_blocks_sub_bnr_v_bnr_v_order_idx" ON "___pages_v_blocks_sub_bnr_v_bnr_v" USING btree ("_order");
  CREATE INDEX "___pages_v_blocks_sub_bnr_v_bnr_v_parent_id_idx" ON "___pages_v_blocks_sub_bnr_v_bnr_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_sub_bnr_v_order_idx" ON "__pages_v_blocks_sub_bnr_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_sub_bnr_v_parent_id_idx" ON "__pages_v_blocks_sub_bnr_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_sub_bnr_v_path_idx" ON "__pages_v_blocks_sub_bnr_v" USING btree ("_path");
  CREATE INDEX "__pages_v_blocks_txt_med_v_order_idx" ON "__pages_v_blocks_txt_med_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_txt_med_v_parent_id_idx" ON "__pages_v_blocks_txt_med_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_txt_med_v_path_idx" ON "__pages_v_blocks_txt_med_v" USING btree ("_path");
  CREATE INDEX "__pages_v_blocks_txt_v_order_idx" ON "__pages_v_blocks_txt_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_txt_v_parent_id_idx" ON "__pages_v_blocks_txt_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_txt_v_path_idx" ON "__pages_v_blocks_txt_v" USING btree ("_path");
  CREATE INDEX "__pages_v_blocks_video_v_order_idx" ON "__pages_v_blocks_video_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_video_v_parent_id_idx" ON "__pages_v_blocks_video_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_video_v_path_idx" ON "__pages_v_blocks_video_v" USING btree ("_path");
  CREATE INDEX "___pages_v_blocks_accord_v_it_v_order_idx" ON "___pages_v_blocks_accord_v_it_v" USING btree ("_order");
  CREATE INDEX "___pages_v_blocks_accord_v_it_v_parent_id_idx" ON "___pages_v_blocks_accord_v_it_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_accord_v_order_idx" ON "__pages_v_blocks_accord_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_accord_v_parent_id_idx" ON "__pages_v_blocks_accord_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_accord_v_path_idx" ON "__pages_v_blocks_accord_v" USING btree ("_path");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_brand_idx" ON "_pages_v" USING btree ("version_brand");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_listing_page_idx" ON "_pages_v" USING btree ("version_listing_page_id");
  CREATE INDEX "_pages_v_version_version_banner_idx" ON "_pages_v" USING btree ("version_banner_id");
  CREATE INDEX "_pages_v_version_version_authenticated_only_idx" ON "_pages_v" USING btree ("version_authenticated_only");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "version_brand_version_slug_idx" ON "_pages_v" USING btree ("version_brand","version_slug");
  CREATE INDEX "_pages_v_texts_order_parent" ON "_pages_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "listing_pages_brand_idx" ON "listing_pages" USING btree ("brand");
  CREATE INDEX "listing_pages_slug_idx" ON "listing_pages" USING btree ("slug");
  CREATE INDEX "listing_pages_updated_at_idx" ON "listing_pages" USING btree ("updated_at");
  CREATE INDEX "listing_pages_created_at_idx" ON "listing_pages" USING btree ("created_at");
  CREATE UNIQUE INDEX "brand_slug_3_idx" ON "listing_pages" USING btree ("brand","slug");
  CREATE INDEX "listing_pages_texts_order_parent" ON "listing_pages_texts" USING btree ("order","parent_id");
  CREATE INDEX "menu_items_order_idx" ON "menu_items" USING btree ("_order");
  CREATE INDEX "menu_items_parent_id_idx" ON "menu_items" USING btree ("_parent_id");
  CREATE INDEX "menus_brand_idx" ON "menus" USING btree ("brand");
  CREATE INDEX "menus_updated_at_idx" ON "menus" USING btree ("updated_at");
  CREATE INDEX "menus_created_at_idx" ON "menus" USING btree ("created_at");
  CREATE UNIQUE INDEX "brand_kind_idx" ON "menus" USING btree ("brand","kind");
  CREATE INDEX "alert_banners_brand_idx" ON "alert_banners" USING btree ("brand");
  CREATE INDEX "alert_banners_active_idx" ON "alert_banners" USING btree ("active");
  CREATE INDEX "alert_banners_updated_at_idx" ON "alert_banners" USING btree ("updated_at");
  CREATE INDEX "alert_banners_created_at_idx" ON "alert_banners" USING btree ("created_at");
  CREATE INDEX "information_banners_brand_idx" ON "information_banners" USING btree ("brand");
  CREATE INDEX "information_banners_active_idx" ON "information_banners" USING btree ("active");
  CREATE INDEX "information_banners_updated_at_idx" ON "information_banners" USING btree ("updated_at");
  CREATE INDEX "information_banners_created_at_idx" ON "information_banners" USING btree ("created_at");
  CREATE INDEX "banners_brand_idx" ON "banners" USING btree ("brand");
  CREATE INDEX "banners_updated_at_idx" ON "banners" USING btree ("updated_at");
  CREATE INDEX "banners_created_at_idx" ON "banners" USING btree ("created_at");
  CREATE INDEX "heroes_brand_idx" ON "heroes" USING btree ("brand");
  CREATE INDEX "heroes_slug_idx" ON "heroes" USING btree ("slug");
  CREATE INDEX "heroes_updated_at_idx" ON "heroes" USING btree ("updated_at");
  CREATE INDEX "heroes_created_at_idx" ON "heroes" USING btree ("created_at");
  CREATE UNIQUE INDEX "brand_slug_4_idx" ON "heroes" USING btree ("brand","slug");
  CREATE INDEX "retailers_brand_idx" ON "retailers" USING btree ("brand");
  CREATE INDEX "retailers_updated_at_idx" ON "retailers" USING btree ("updated_at");
  CREATE INDEX "retailers_created_at_idx" ON "retailers" USING btree ("created_at");
  CREATE INDEX "info_blocks_brand_idx" ON "info_blocks" USING btree ("brand");
  CREATE INDEX "info_blocks_updated_at_idx" ON "info_blocks" USING btree ("updated_at");
  CREATE INDEX "info_blocks_created_at_idx" ON "info_blocks" USING btree ("created_at");
  CREATE INDEX "text_and_media_brand_idx" ON "text_and_media" USING btree ("brand");
  CREATE INDEX "text_and_media_updated_at_idx" ON "text_and_media" USING btree ("updated_at");
  CREATE INDEX "text_and_media_created_at_idx" ON "text_and_media" USING btree ("created_at");
  CREATE INDEX "text_blocks_brand_idx" ON "text_blocks" USING btree ("brand");
  CREATE INDEX "text_blocks_updated_at_idx" ON "text_blocks" USING btree ("updated_at");
  CREATE INDEX "text_blocks_created_at_idx" ON "text_blocks" USING btree ("created_at");
  CREATE INDEX "logos_brand_idx" ON "logos" USING btree ("brand");
  CREATE INDEX "logos_updated_at_idx" ON "logos" USING btree ("updated_at");
  CREATE INDEX "logos_created_at_idx" ON "logos" USING btree ("created_at");
  CREATE UNIQUE INDEX "brand_idx" ON "logos" USING btree ("brand");
  CREATE INDEX "header_links_order_idx" ON "header_links" USING btree ("_order");
  CREATE INDEX "header_links_parent_id_idx" ON "header_links" USING btree ("_parent_id");
  CREATE INDEX "headers_brand_idx" ON "headers" USING btree ("brand");
  CREATE INDEX "headers_updated_at_idx" ON "headers" USING btree ("updated_at");
  CREATE INDEX "headers_created_at_idx" ON "headers" USING btree ("created_at");
  CREATE UNIQUE INDEX "brand_1_idx" ON "headers" USING btree ("brand");
  CREATE INDEX "headers_texts_order_parent" ON "headers_texts" USING btree ("order","parent_id");
  CREATE INDEX "footer_col_links_order_idx" ON "footer_col_links" USING btree ("_order");
  CREATE INDEX "footer_col_links_parent_id_idx" ON "footer_col_links" USING btree ("_parent_id");
  CREATE INDEX "footer_cols_order_idx" ON "footer_cols" USING btree ("_order");
  CREATE INDEX "footer_cols_parent_id_idx" ON "footer_cols" USING btree ("_parent_id");
  CREATE INDEX "footer_social_order_idx" ON "footer_social" USING btree ("_order");
  CREATE INDEX "footer_social_parent_id_idx" ON "footer_social" USING btree ("_parent_id");
  CREATE INDEX "footers_brand_idx" ON "footers" USING btree ("brand");
  CREATE INDEX "footers_updated_at_idx" ON "footers" USING btree ("updated_at");
  CREATE INDEX "footers_created_at_idx" ON "footers" USING btree ("created_at");
  CREATE UNIQUE INDEX "brand_2_idx" ON "footers" USING btree ("brand");
  CREATE INDEX "form_inputs_order_idx" ON "form_inputs" USING btree ("_order");
  CREATE INDEX "form_inputs_parent_id_idx" ON "form_inputs" USING btree ("_parent_id");
  CREATE INDEX "dynamic_forms_brand_idx" ON "dynamic_forms" USING btree ("brand");
  CREATE INDEX "dynamic_forms_updated_at_idx" ON "dynamic_forms" USING btree ("updated_at");
  CREATE INDEX "dynamic_forms_created_at_idx" ON "dynamic_forms" USING btree ("created_at");
  CREATE INDEX "form_submissions_brand_idx" ON "form_submissions" USING btree ("brand");
  CREATE INDEX "form_submissions_form_idx" ON "form_submissions" USING btree ("form_id");
  CREATE INDEX "form_submissions_updated_at_idx" ON "form_submissions" USING btree ("updated_at");
  CREATE INDEX "form_submissions_created_at_idx" ON "form_submissions" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_variants_id_idx" ON "payload_locked_documents_rels" USING btree ("variants_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_prices_id_idx" ON "payload_locked_documents_rels" USING btree ("prices_id");
  CREATE INDEX "payload_locked_documents_rels_stock_id_idx" ON "payload_locked_documents_rels" USING btree ("stock_id");
  CREATE INDEX "payload_locked_documents_rels_stores_id_idx" ON "payload_locked_documents_rels" USING btree ("stores_id");
  CREATE INDEX "payload_locked_documents_rels_campaigns_id_idx" ON "payload_locked_documents_rels" USING btree ("campaigns_id");
  CREATE INDEX "payload_locked_documents_rels_ranges_id_idx" ON "payload_locked_documents_rels" USING btree ("ranges_id");
  CREATE INDEX "payload_locked_documents_rels_customers_id_idx" ON "payload_locked_documents_rels" USING btree ("customers_id");
  CREATE INDEX "payload_locked_documents_rels_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("projects_id");
  CREATE INDEX "payload_locked_documents_rels_addresses_id_idx" ON "payload_locked_documents_rels" USING btree ("addresses_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_carts_id_idx" ON "payload_locked_documents_rels" USING btree ("carts_id");
  CREATE INDEX "payload_locked_documents_rels_cart_items_id_idx" ON "payload_locked_documents_rels" USING btree ("cart_items_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_favorite_lists_id_idx" ON "payload_locked_documents_rels" USING btree ("favorite_lists_id");
  CREATE INDEX "payload_locked_documents_rels_user_favorites_id_idx" ON "payload_locked_documents_rels" USING btree ("user_favorites_id");
  CREATE INDEX "payload_locked_documents_rels_quotes_id_idx" ON "payload_locked_documents_rels" USING btree ("quotes_id");
  CREATE INDEX "payload_locked_documents_rels_front_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("front_pages_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_listing_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("listing_pages_id");
  CREATE INDEX "payload_locked_documents_rels_menus_id_idx" ON "payload_locked_documents_rels" USING btree ("menus_id");
  CREATE INDEX "payload_locked_documents_rels_alert_banners_id_idx" ON "payload_locked_documents_rels" USING btree ("alert_banners_id");
  CREATE INDEX "payload_locked_documents_rels_information_banners_id_idx" ON "payload_locked_documents_rels" USING btree ("information_banners_id");
  CREATE INDEX "payload_locked_documents_rels_banners_id_idx" ON "payload_locked_documents_rels" USING btree ("banners_id");
  CREATE INDEX "payload_locked_documents_rels_heroes_id_idx" ON "payload_locked_documents_rels" USING btree ("heroes_id");
  CREATE INDEX "payload_locked_documents_rels_retailers_id_idx" ON "payload_locked_documents_rels" USING btree ("retailers_id");
  CREATE INDEX "payload_locked_documents_rels_info_blocks_id_idx" ON "payload_locked_documents_rels" USING btree ("info_blocks_id");
  CREATE INDEX "payload_locked_documents_rels_text_and_media_id_idx" ON "payload_locked_documents_rels" USING btree ("text_and_media_id");
  CREATE INDEX "payload_locked_documents_rels_text_blocks_id_idx" ON "payload_locked_documents_rels" USING btree ("text_blocks_id");
  CREATE INDEX "payload_locked_documents_rels_logos_id_idx" ON "payload_locked_documents_rels" USING btree ("logos_id");
  CREATE INDEX "payload_locked_documents_rels_headers_id_idx" ON "payload_locked_documents_rels" USING btree ("headers_id");
  CREATE INDEX "payload_locked_documents_rels_footers_id_idx" ON "payload_locked_documents_rels" USING btree ("footers_id");
  CREATE INDEX "payload_locked_documents_rels_dynamic_forms_id_idx" ON "payload_locked_documents_rels" USING btree ("dynamic_forms_id");
  CREATE INDEX "payload_locked_documents_rels_form_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("form_submissions_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "products" CASCADE;
  DROP TABLE "variants" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "prices" CASCADE;
  DROP TABLE "stock" CASCADE;
  DROP TABLE "store_special_hours" CASCADE;
  DROP TABLE "store_services" CASCADE;
  DROP TABLE "store_activities" CASCADE;
  DROP TABLE "store_contacts" CASCADE;
  DROP TABLE "stores_blocks_acc_app" CASCADE;
  DROP TABLE "stores_blocks_asrt_ic_it" CASCADE;
  DROP TABLE "stores_blocks_asrt_ic" CASCADE;
  DROP TABLE "stores_blocks_contact_ct" CASCADE;
  DROP TABLE "stores_blocks_contact" CASCADE;
  DROP TABLE "stores_blocks_cnt_bnr_bnr" CASCADE;
  DROP TABLE "stores_blocks_cnt_bnr" CASCADE;
  DROP TABLE "stores_blocks_img3_im" CASCADE;
  DROP TABLE "stores_blocks_img3" CASCADE;
  DROP TABLE "stores_blocks_img1" CASCADE;
  DROP TABLE "stores_blocks_info" CASCADE;
  DROP TABLE "stores_blocks_large" CASCADE;
  DROP TABLE "stores_blocks_mkt_bnr_bnr" CASCADE;
  DROP TABLE "stores_blocks_mkt_bnr" CASCADE;
  DROP TABLE "stores_blocks_rnd_bnr_bnr" CASCADE;
  DROP TABLE "stores_blocks_rnd_bnr" CASCADE;
  DROP TABLE "stores_blocks_sel_prod" CASCADE;
  DROP TABLE "stores_blocks_sub_bnr_bnr" CASCADE;
  DROP TABLE "stores_blocks_sub_bnr" CASCADE;
  DROP TABLE "stores_blocks_txt_med" CASCADE;
  DROP TABLE "stores_blocks_txt" CASCADE;
  DROP TABLE "stores_blocks_video" CASCADE;
  DROP TABLE "stores_blocks_accord_it" CASCADE;
  DROP TABLE "stores_blocks_accord" CASCADE;
  DROP TABLE "stores" CASCADE;
  DROP TABLE "stores_texts" CASCADE;
  DROP TABLE "campaigns" CASCADE;
  DROP TABLE "ranges" CASCADE;
  DROP TABLE "customers" CASCADE;
  DROP TABLE "projects" CASCADE;
  DROP TABLE "addresses" CASCADE;
  DROP TABLE "user_editor_brands" CASCADE;
  DROP TABLE "user_perm_denies" CASCADE;
  DROP TABLE "user_perms" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "carts" CASCADE;
  DROP TABLE "cart_items" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "fav_items" CASCADE;
  DROP TABLE "favorite_lists" CASCADE;
  DROP TABLE "user_favorites" CASCADE;
  DROP TABLE "quote_items" CASCADE;
  DROP TABLE "quote_custom" CASCADE;
  DROP TABLE "quotes" CASCADE;
  DROP TABLE "front_pages_blocks_large" CASCADE;
  DROP TABLE "front_pages_blocks_sub_bnr_bnr" CASCADE;
  DROP TABLE "front_pages_blocks_sub_bnr" CASCADE;
  DROP TABLE "front_pages_blocks_rnd_bnr_bnr" CASCADE;
  DROP TABLE "front_pages_blocks_rnd_bnr" CASCADE;
  DROP TABLE "front_pages_blocks_mkt_bnr_bnr" CASCADE;
  DROP TABLE "front_pages_blocks_mkt_bnr" CASCADE;
  DROP TABLE "front_pages_blocks_cnt_bnr_bnr" CASCADE;
  DROP TABLE "front_pages_blocks_cnt_bnr" CASCADE;
  DROP TABLE "front_pages_blocks_sel_prod" CASCADE;
  DROP TABLE "front_pages_blocks_asrt_ic_it" CASCADE;
  DROP TABLE "front_pages_blocks_asrt_ic" CASCADE;
  DROP TABLE "front_pages_blocks_contact_ct" CASCADE;
  DROP TABLE "front_pages_blocks_contact" CASCADE;
  DROP TABLE "front_pages" CASCADE;
  DROP TABLE "front_pages_texts" CASCADE;
  DROP TABLE "__front_pages_v_blocks_large_v" CASCADE;
  DROP TABLE "___front_pages_v_blocks_sub_bnr_v_bnr_v" CASCADE;
  DROP TABLE "__front_pages_v_blocks_sub_bnr_v" CASCADE;
  DROP TABLE "___front_pages_v_blocks_rnd_bnr_v_bnr_v" CASCADE;
  DROP TABLE "__front_pages_v_blocks_rnd_bnr_v" CASCADE;
  DROP TABLE "___front_pages_v_blocks_mkt_bnr_v_bnr_v" CASCADE;
  DROP TABLE "__front_pages_v_blocks_mkt_bnr_v" CASCADE;
  DROP TABLE "___front_pages_v_blocks_cnt_bnr_v_bnr_v" CASCADE;
  DROP TABLE "__front_pages_v_blocks_cnt_bnr_v" CASCADE;
  DROP TABLE "__front_pages_v_blocks_sel_prod_v" CASCADE;
  DROP TABLE "___front_pages_v_blocks_asrt_ic_v_it_v" CASCADE;
  DROP TABLE "__front_pages_v_blocks_asrt_ic_v" CASCADE;
  DROP TABLE "___front_pages_v_blocks_contact_v_ct_v" CASCADE;
  DROP TABLE "__front_pages_v_blocks_contact_v" CASCADE;
  DROP TABLE "_front_pages_v" CASCADE;
  DROP TABLE "_front_pages_v_texts" CASCADE;
  DROP TABLE "pages_blocks_acc_app" CASCADE;
  DROP TABLE "pages_blocks_asrt_ic_it" CASCADE;
  DROP TABLE "pages_blocks_asrt_ic" CASCADE;
  DROP TABLE "pages_blocks_contact_ct" CASCADE;
  DROP TABLE "pages_blocks_contact" CASCADE;
  DROP TABLE "pages_blocks_cnt_bnr_bnr" CASCADE;
  DROP TABLE "pages_blocks_cnt_bnr" CASCADE;
  DROP TABLE "pages_blocks_img3_im" CASCADE;
  DROP TABLE "pages_blocks_img3" CASCADE;
  DROP TABLE "pages_blocks_img1" CASCADE;
  DROP TABLE "pages_blocks_info" CASCADE;
  DROP TABLE "pages_blocks_large" CASCADE;
  DROP TABLE "pages_blocks_mkt_bnr_bnr" CASCADE;
  DROP TABLE "pages_blocks_mkt_bnr" CASCADE;
  DROP TABLE "pages_blocks_rnd_bnr_bnr" CASCADE;
  DROP TABLE "pages_blocks_rnd_bnr" CASCADE;
  DROP TABLE "pages_blocks_sel_prod" CASCADE;
  DROP TABLE "pages_blocks_sub_bnr_bnr" CASCADE;
  DROP TABLE "pages_blocks_sub_bnr" CASCADE;
  DROP TABLE "pages_blocks_txt_med" CASCADE;
  DROP TABLE "pages_blocks_txt" CASCADE;
  DROP TABLE "pages_blocks_video" CASCADE;
  DROP TABLE "pages_blocks_accord_it" CASCADE;
  DROP TABLE "pages_blocks_accord" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_texts" CASCADE;
  DROP TABLE "__pages_v_blocks_acc_app_v" CASCADE;
  DROP TABLE "___pages_v_blocks_asrt_ic_v_it_v" CASCADE;
  DROP TABLE "__pages_v_blocks_asrt_ic_v" CASCADE;
  DROP TABLE "___pages_v_blocks_contact_v_ct_v" CASCADE;
  DROP TABLE "__pages_v_blocks_contact_v" CASCADE;
  DROP TABLE "___pages_v_blocks_cnt_bnr_v_bnr_v" CASCADE;
  DROP TABLE "__pages_v_blocks_cnt_bnr_v" CASCADE;
  DROP TABLE "___pages_v_blocks_img3_v_im_v" CASCADE;
  DROP TABLE "__pages_v_blocks_img3_v" CASCADE;
  DROP TABLE "__pages_v_blocks_img1_v" CASCADE;
  DROP TABLE "__pages_v_blocks_info_v" CASCADE;
  DROP TABLE "__pages_v_blocks_large_v" CASCADE;
  DROP TABLE "___pages_v_blocks_mkt_bnr_v_bnr_v" CASCADE;
  DROP TABLE "__pages_v_blocks_mkt_bnr_v" CASCADE;
  DROP TABLE "___pages_v_blocks_rnd_bnr_v_bnr_v" CASCADE;
  DROP TABLE "__pages_v_blocks_rnd_bnr_v" CASCADE;
  DROP TABLE "__pages_v_blocks_sel_prod_v" CASCADE;
  DROP TABLE "___pages_v_blocks_sub_bnr_v_bnr_v" CASCADE;
  DROP TABLE "__pages_v_blocks_sub_bnr_v" CASCADE;
  DROP TABLE "__pages_v_blocks_txt_med_v" CASCADE;
  DROP TABLE "__pages_v_blocks_txt_v" CASCADE;
  DROP TABLE "__pages_v_blocks_video_v" CASCADE;
  DROP TABLE "___pages_v_blocks_accord_v_it_v" CASCADE;
  DROP TABLE "__pages_v_blocks_accord_v" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_texts" CASCADE;
  DROP TABLE "listing_pages" CASCADE;
  DROP TABLE "listing_pages_texts" CASCADE;
  DROP TABLE "menu_items" CASCADE;
  DROP TABLE "menus" CASCADE;
  DROP TABLE "alert_banners" CASCADE;
  DROP TABLE "information_banners" CASCADE;
  DROP TABLE "banners" CASCADE;
  DROP TABLE "heroes" CASCADE;
  DROP TABLE "retailers" CASCADE;
  DROP TABLE "info_blocks" CASCADE;
  DROP TABLE "text_and_media" CASCADE;
  DROP TABLE "text_blocks" CASCADE;
  DROP TABLE "logos" CASCADE;
  DROP TABLE "header_links" CASCADE;
  DROP TABLE "headers" CASCADE;
  DROP TABLE "headers_texts" CASCADE;
  DROP TABLE "footer_col_links" CASCADE;
  DROP TABLE "footer_cols" CASCADE;
  DROP TABLE "footer_social" CASCADE;
  DROP TABLE "footers" CASCADE;
  DROP TABLE "form_inputs" CASCADE;
  DROP TABLE "dynamic_forms" CASCADE;
  DROP TABLE "form_submissions" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TYPE "public"."enum_prices_price_type";
  DROP TYPE "public"."enum_stock_stock_type";
  DROP TYPE "public"."enum_store_services";
  DROP TYPE "public"."enum_stores_blocks_cnt_bnr_bnr_tpl";
  DROP TYPE "public"."enum_stores_blocks_mkt_bnr_bnr_tpl";
  DROP TYPE "public"."enum_stores_blocks_rnd_bnr_bnr_tpl";
  DROP TYPE "public"."enum_stores_blocks_sub_bnr_bnr_tpl";
  DROP TYPE "public"."enum_stores_blocks_txt_med_pos";
  DROP TYPE "public"."enum_stores_brand";
  DROP TYPE "public"."enum_campaigns_brand";
  DROP TYPE "public"."enum_ranges_brand";
  DROP TYPE "public"."enum_addresses_country_code";
  DROP TYPE "public"."enum_user_editor_brands";
  DROP TYPE "public"."enum_user_perm_denies";
  DROP TYPE "public"."enum_user_perms_role";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_users_pref_delivery";
  DROP TYPE "public"."enum_users_default_delivery";
  DROP TYPE "public"."enum_carts_status";
  DROP TYPE "public"."enum_cart_items_delivery";
  DROP TYPE "public"."enum_orders_delivery_id";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_favorite_lists_access";
  DROP TYPE "public"."enum_quotes_status";
  DROP TYPE "public"."enum_quotes_receiver_type";
  DROP TYPE "public"."enum_quotes_price_type";
  DROP TYPE "public"."enum_front_pages_blocks_sub_bnr_bnr_tpl";
  DROP TYPE "public"."enum_front_pages_blocks_rnd_bnr_bnr_tpl";
  DROP TYPE "public"."enum_front_pages_blocks_mkt_bnr_bnr_tpl";
  DROP TYPE "public"."enum_front_pages_blocks_cnt_bnr_bnr_tpl";
  DROP TYPE "public"."enum_front_pages_brand";
  DROP TYPE "public"."enum_front_hero_size";
  DROP TYPE "public"."enum_front_pages_status";
  DROP TYPE "public"."enum____front_pages_v_blocks_sub_bnr_v_bnr_v_tpl";
  DROP TYPE "public"."enum____front_pages_v_blocks_rnd_bnr_v_bnr_v_tpl";
  DROP TYPE "public"."enum____front_pages_v_blocks_mkt_bnr_v_bnr_v_tpl";
  DROP TYPE "public"."enum____front_pages_v_blocks_cnt_bnr_v_bnr_v_tpl";
  DROP TYPE "public"."enum__front_pages_v_version_brand";
  DROP TYPE "public"."enum__front_pages_v_version_status";
  DROP TYPE "public"."enum_pages_blocks_cnt_bnr_bnr_tpl";
  DROP TYPE "public"."enum_pages_blocks_mkt_bnr_bnr_tpl";
  DROP TYPE "public"."enum_pages_blocks_rnd_bnr_bnr_tpl";
  DROP TYPE "public"."enum_pages_blocks_sub_bnr_bnr_tpl";
  DROP TYPE "public"."enum_pages_blocks_txt_med_pos";
  DROP TYPE "public"."enum_pages_brand";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum____pages_v_blocks_cnt_bnr_v_bnr_v_tpl";
  DROP TYPE "public"."enum____pages_v_blocks_mkt_bnr_v_bnr_v_tpl";
  DROP TYPE "public"."enum____pages_v_blocks_rnd_bnr_v_bnr_v_tpl";
  DROP TYPE "public"."enum____pages_v_blocks_sub_bnr_v_bnr_v_tpl";
  DROP TYPE "public"."enum___pages_v_blocks_txt_med_v_pos";
  DROP TYPE "public"."enum__pages_v_version_brand";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_listing_pages_brand";
  DROP TYPE "public"."enum_menus_brand";
  DROP TYPE "public"."enum_menus_kind";
  DROP TYPE "public"."enum_alert_banners_brand";
  DROP TYPE "public"."enum_alert_banners_type";
  DROP TYPE "public"."enum_information_banners_brand";
  DROP TYPE "public"."enum_banners_brand";
  DROP TYPE "public"."enum_banners_template";
  DROP TYPE "public"."enum_heroes_brand";
  DROP TYPE "public"."enum_heroes_title_font_size";
  DROP TYPE "public"."enum_retailers_brand";
  DROP TYPE "public"."enum_info_blocks_brand";
  DROP TYPE "public"."enum_text_and_media_brand";
  DROP TYPE "public"."enum_text_and_media_media_position";
  DROP TYPE "public"."enum_text_blocks_brand";
  DROP TYPE "public"."enum_logos_brand";
  DROP TYPE "public"."enum_headers_brand";
  DROP TYPE "public"."enum_footers_brand";
  DROP TYPE "public"."enum_form_inputs_type";
  DROP TYPE "public"."enum_dynamic_forms_brand";
  DROP TYPE "public"."enum_form_submissions_brand";`)
}
