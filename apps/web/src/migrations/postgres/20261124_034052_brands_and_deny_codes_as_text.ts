import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Brand ids and deny codes were enum types, so every new brand or code needed a migration. They are
// text now (blocks/shared/text-select.ts), validated by the zod schemas when saved. Each column
// changes type in place, every value kept by the cast; then the enum types go. SQLite needs nothing:
// it stored these selects as text all along.
//
// Down restores the enums with the values known at this point, so it fails while a row holds a brand
// or code added since (as it should: the old schema cannot hold it).

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stores" ALTER COLUMN "brand" SET DATA TYPE varchar USING "brand"::text;
  ALTER TABLE "campaigns" ALTER COLUMN "brand" SET DATA TYPE varchar USING "brand"::text;
  ALTER TABLE "ranges" ALTER COLUMN "brand" SET DATA TYPE varchar USING "brand"::text;
  ALTER TABLE "user_editor_brands" ALTER COLUMN "value" SET DATA TYPE varchar USING "value"::text;
  ALTER TABLE "user_perm_denies" ALTER COLUMN "value" SET DATA TYPE varchar USING "value"::text;
  ALTER TABLE "front_pages" ALTER COLUMN "brand" SET DATA TYPE varchar USING "brand"::text;
  ALTER TABLE "_front_pages_v" ALTER COLUMN "version_brand" SET DATA TYPE varchar USING "version_brand"::text;
  ALTER TABLE "pages" ALTER COLUMN "brand" SET DATA TYPE varchar USING "brand"::text;
  ALTER TABLE "_pages_v" ALTER COLUMN "version_brand" SET DATA TYPE varchar USING "version_brand"::text;
  ALTER TABLE "listing_pages" ALTER COLUMN "brand" SET DATA TYPE varchar USING "brand"::text;
  ALTER TABLE "menus" ALTER COLUMN "brand" SET DATA TYPE varchar USING "brand"::text;
  ALTER TABLE "alert_banners" ALTER COLUMN "brand" SET DATA TYPE varchar USING "brand"::text;
  ALTER TABLE "information_banners" ALTER COLUMN "brand" SET DATA TYPE varchar USING "brand"::text;
  ALTER TABLE "banners" ALTER COLUMN "brand" SET DATA TYPE varchar USING "brand"::text;
  ALTER TABLE "heroes" ALTER COLUMN "brand" SET DATA TYPE varchar USING "brand"::text;
  ALTER TABLE "retailers" ALTER COLUMN "brand" SET DATA TYPE varchar USING "brand"::text;
  ALTER TABLE "info_blocks" ALTER COLUMN "brand" SET DATA TYPE varchar USING "brand"::text;
  ALTER TABLE "text_and_media" ALTER COLUMN "brand" SET DATA TYPE varchar USING "brand"::text;
  ALTER TABLE "text_blocks" ALTER COLUMN "brand" SET DATA TYPE varchar USING "brand"::text;
  ALTER TABLE "logos" ALTER COLUMN "brand" SET DATA TYPE varchar USING "brand"::text;
  ALTER TABLE "headers" ALTER COLUMN "brand" SET DATA TYPE varchar USING "brand"::text;
  ALTER TABLE "footers" ALTER COLUMN "brand" SET DATA TYPE varchar USING "brand"::text;
  ALTER TABLE "dynamic_forms" ALTER COLUMN "brand" SET DATA TYPE varchar USING "brand"::text;
  ALTER TABLE "form_submissions" ALTER COLUMN "brand" SET DATA TYPE varchar USING "brand"::text;
  DROP TYPE "public"."enum_stores_brand";
  DROP TYPE "public"."enum_campaigns_brand";
  DROP TYPE "public"."enum_ranges_brand";
  DROP TYPE "public"."enum_user_editor_brands";
  DROP TYPE "public"."enum_user_perm_denies";
  DROP TYPE "public"."enum_front_pages_brand";
  DROP TYPE "public"."enum__front_pages_v_version_brand";
  DROP TYPE "public"."enum_pages_brand";
  DROP TYPE "public"."enum__pages_v_version_brand";
  DROP TYPE "public"."enum_listing_pages_brand";
  DROP TYPE "public"."enum_menus_brand";
  DROP TYPE "public"."enum_alert_banners_brand";
  DROP TYPE "public"."enum_information_banners_brand";
  DROP TYPE "public"."enum_banners_brand";
  DROP TYPE "public"."enum_heroes_brand";
  DROP TYPE "public"."enum_retailers_brand";
  DROP TYPE "public"."enum_info_blocks_brand";
  DROP TYPE "public"."enum_text_and_media_brand";
  DROP TYPE "public"."enum_text_blocks_brand";
  DROP TYPE "public"."enum_logos_brand";
  DROP TYPE "public"."enum_headers_brand";
  DROP TYPE "public"."enum_footers_brand";
  DROP TYPE "public"."enum_dynamic_forms_brand";
  DROP TYPE "public"."enum_form_submissions_brand";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_stores_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_campaigns_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_ranges_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_user_editor_brands" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_user_perm_denies" AS ENUM('EJ_ALLA_LEVERANSSATT', 'EJ_SE_PRISER', 'EJ_ANDRA_SORTIMENT', 'EJ_ORDER', 'EJ_ORDERHISTORIK', 'EJ_SKAPA_OFFERT', 'EJ_SE_RABATTER', 'EJ_SE_EKONOMISK_UPPFÖLJNING');
  CREATE TYPE "public"."enum_front_pages_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum__front_pages_v_version_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_pages_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum__pages_v_version_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_listing_pages_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_menus_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_alert_banners_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_information_banners_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_banners_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_heroes_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_retailers_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_info_blocks_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_text_and_media_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_text_blocks_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_logos_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_headers_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_footers_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_dynamic_forms_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  CREATE TYPE "public"."enum_form_submissions_brand" AS ENUM('nordbygg', 'trahuset', 'proffsbygget');
  ALTER TABLE "stores" ALTER COLUMN "brand" SET DATA TYPE "public"."enum_stores_brand" USING "brand"::"public"."enum_stores_brand";
  ALTER TABLE "campaigns" ALTER COLUMN "brand" SET DATA TYPE "public"."enum_campaigns_brand" USING "brand"::"public"."enum_campaigns_brand";
  ALTER TABLE "ranges" ALTER COLUMN "brand" SET DATA TYPE "public"."enum_ranges_brand" USING "brand"::"public"."enum_ranges_brand";
  ALTER TABLE "user_editor_brands" ALTER COLUMN "value" SET DATA TYPE "public"."enum_user_editor_brands" USING "value"::"public"."enum_user_editor_brands";
  ALTER TABLE "user_perm_denies" ALTER COLUMN "value" SET DATA TYPE "public"."enum_user_perm_denies" USING "value"::"public"."enum_user_perm_denies";
  ALTER TABLE "front_pages" ALTER COLUMN "brand" SET DATA TYPE "public"."enum_front_pages_brand" USING "brand"::"public"."enum_front_pages_brand";
  ALTER TABLE "_front_pages_v" ALTER COLUMN "version_brand" SET DATA TYPE "public"."enum__front_pages_v_version_brand" USING "version_brand"::"public"."enum__front_pages_v_version_brand";
  ALTER TABLE "pages" ALTER COLUMN "brand" SET DATA TYPE "public"."enum_pages_brand" USING "brand"::"public"."enum_pages_brand";
  ALTER TABLE "_pages_v" ALTER COLUMN "version_brand" SET DATA TYPE "public"."enum__pages_v_version_brand" USING "version_brand"::"public"."enum__pages_v_version_brand";
  ALTER TABLE "listing_pages" ALTER COLUMN "brand" SET DATA TYPE "public"."enum_listing_pages_brand" USING "brand"::"public"."enum_listing_pages_brand";
  ALTER TABLE "menus" ALTER COLUMN "brand" SET DATA TYPE "public"."enum_menus_brand" USING "brand"::"public"."enum_menus_brand";
  ALTER TABLE "alert_banners" ALTER COLUMN "brand" SET DATA TYPE "public"."enum_alert_banners_brand" USING "brand"::"public"."enum_alert_banners_brand";
  ALTER TABLE "information_banners" ALTER COLUMN "brand" SET DATA TYPE "public"."enum_information_banners_brand" USING "brand"::"public"."enum_information_banners_brand";
  ALTER TABLE "banners" ALTER COLUMN "brand" SET DATA TYPE "public"."enum_banners_brand" USING "brand"::"public"."enum_banners_brand";
  ALTER TABLE "heroes" ALTER COLUMN "brand" SET DATA TYPE "public"."enum_heroes_brand" USING "brand"::"public"."enum_heroes_brand";
  ALTER TABLE "retailers" ALTER COLUMN "brand" SET DATA TYPE "public"."enum_retailers_brand" USING "brand"::"public"."enum_retailers_brand";
  ALTER TABLE "info_blocks" ALTER COLUMN "brand" SET DATA TYPE "public"."enum_info_blocks_brand" USING "brand"::"public"."enum_info_blocks_brand";
  ALTER TABLE "text_and_media" ALTER COLUMN "brand" SET DATA TYPE "public"."enum_text_and_media_brand" USING "brand"::"public"."enum_text_and_media_brand";
  ALTER TABLE "text_blocks" ALTER COLUMN "brand" SET DATA TYPE "public"."enum_text_blocks_brand" USING "brand"::"public"."enum_text_blocks_brand";
  ALTER TABLE "logos" ALTER COLUMN "brand" SET DATA TYPE "public"."enum_logos_brand" USING "brand"::"public"."enum_logos_brand";
  ALTER TABLE "headers" ALTER COLUMN "brand" SET DATA TYPE "public"."enum_headers_brand" USING "brand"::"public"."enum_headers_brand";
  ALTER TABLE "footers" ALTER COLUMN "brand" SET DATA TYPE "public"."enum_footers_brand" USING "brand"::"public"."enum_footers_brand";
  ALTER TABLE "dynamic_forms" ALTER COLUMN "brand" SET DATA TYPE "public"."enum_dynamic_forms_brand" USING "brand"::"public"."enum_dynamic_forms_brand";
  ALTER TABLE "form_submissions" ALTER COLUMN "brand" SET DATA TYPE "public"."enum_form_submissions_brand" USING "brand"::"public"."enum_form_submissions_brand";`)
}
