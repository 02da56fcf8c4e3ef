import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_stores_blocks_sel_prod_sp_src" AS ENUM('chosen', 'popular');
  CREATE TYPE "public"."enum_front_pages_blocks_sel_prod_sp_src" AS ENUM('chosen', 'popular');
  CREATE TYPE "public"."enum___front_pages_v_blocks_sel_prod_v_sp_src" AS ENUM('chosen', 'popular');
  CREATE TYPE "public"."enum_pages_blocks_sel_prod_sp_src" AS ENUM('chosen', 'popular');
  CREATE TYPE "public"."enum___pages_v_blocks_sel_prod_v_sp_src" AS ENUM('chosen', 'popular');
  ALTER TABLE "stores_blocks_sel_prod" ADD COLUMN "source" "enum_stores_blocks_sel_prod_sp_src" DEFAULT 'chosen';
  ALTER TABLE "stores_blocks_sel_prod" ADD COLUMN "popular_count" numeric DEFAULT 8;
  ALTER TABLE "front_pages_blocks_sel_prod" ADD COLUMN "source" "enum_front_pages_blocks_sel_prod_sp_src" DEFAULT 'chosen';
  ALTER TABLE "front_pages_blocks_sel_prod" ADD COLUMN "popular_count" numeric DEFAULT 8;
  ALTER TABLE "__front_pages_v_blocks_sel_prod_v" ADD COLUMN "source" "enum___front_pages_v_blocks_sel_prod_v_sp_src" DEFAULT 'chosen';
  ALTER TABLE "__front_pages_v_blocks_sel_prod_v" ADD COLUMN "popular_count" numeric DEFAULT 8;
  ALTER TABLE "pages_blocks_sel_prod" ADD COLUMN "source" "enum_pages_blocks_sel_prod_sp_src" DEFAULT 'chosen';
  ALTER TABLE "pages_blocks_sel_prod" ADD COLUMN "popular_count" numeric DEFAULT 8;
  ALTER TABLE "__pages_v_blocks_sel_prod_v" ADD COLUMN "source" "enum___pages_v_blocks_sel_prod_v_sp_src" DEFAULT 'chosen';
  ALTER TABLE "__pages_v_blocks_sel_prod_v" ADD COLUMN "popular_count" numeric DEFAULT 8;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stores_blocks_sel_prod" DROP COLUMN "source";
  ALTER TABLE "stores_blocks_sel_prod" DROP COLUMN "popular_count";
  ALTER TABLE "front_pages_blocks_sel_prod" DROP COLUMN "source";
  ALTER TABLE "front_pages_blocks_sel_prod" DROP COLUMN "popular_count";
  ALTER TABLE "__front_pages_v_blocks_sel_prod_v" DROP COLUMN "source";
  ALTER TABLE "__front_pages_v_blocks_sel_prod_v" DROP COLUMN "popular_count";
  ALTER TABLE "pages_blocks_sel_prod" DROP COLUMN "source";
  ALTER TABLE "pages_blocks_sel_prod" DROP COLUMN "popular_count";
  ALTER TABLE "__pages_v_blocks_sel_prod_v" DROP COLUMN "source";
  ALTER TABLE "__pages_v_blocks_sel_prod_v" DROP COLUMN "popular_count";
  DROP TYPE "public"."enum_stores_blocks_sel_prod_sp_src";
  DROP TYPE "public"."enum_front_pages_blocks_sel_prod_sp_src";
  DROP TYPE "public"."enum___front_pages_v_blocks_sel_prod_v_sp_src";
  DROP TYPE "public"."enum_pages_blocks_sel_prod_sp_src";
  DROP TYPE "public"."enum___pages_v_blocks_sel_prod_v_sp_src";`)
}
