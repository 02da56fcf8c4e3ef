import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stores_blocks_img3_im" ADD COLUMN "image_id" integer NOT NULL;
  ALTER TABLE "pages_blocks_img3_im" ADD COLUMN "image_id" integer;
  ALTER TABLE "___pages_v_blocks_img3_v_im_v" ADD COLUMN "image_id" integer;
  ALTER TABLE "stores_blocks_img3_im" ADD CONSTRAINT "stores_blocks_img3_im_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_img3_im" ADD CONSTRAINT "pages_blocks_img3_im_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "___pages_v_blocks_img3_v_im_v" ADD CONSTRAINT "___pages_v_blocks_img3_v_im_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "stores_blocks_img3_im_image_idx" ON "stores_blocks_img3_im" USING btree ("image_id");
  CREATE INDEX "pages_blocks_img3_im_image_idx" ON "pages_blocks_img3_im" USING btree ("image_id");
  CREATE INDEX "___pages_v_blocks_img3_v_im_v_image_idx" ON "___pages_v_blocks_img3_v_im_v" USING btree ("image_id");
  ALTER TABLE "stores_blocks_img3_im" DROP COLUMN "url";
  ALTER TABLE "stores_blocks_img3_im" DROP COLUMN "title";
  ALTER TABLE "stores_blocks_img3_im" DROP COLUMN "width";
  ALTER TABLE "stores_blocks_img3_im" DROP COLUMN "height";
  ALTER TABLE "pages_blocks_img3_im" DROP COLUMN "url";
  ALTER TABLE "pages_blocks_img3_im" DROP COLUMN "title";
  ALTER TABLE "pages_blocks_img3_im" DROP COLUMN "width";
  ALTER TABLE "pages_blocks_img3_im" DROP COLUMN "height";
  ALTER TABLE "___pages_v_blocks_img3_v_im_v" DROP COLUMN "url";
  ALTER TABLE "___pages_v_blocks_img3_v_im_v" DROP COLUMN "title";
  ALTER TABLE "___pages_v_blocks_img3_v_im_v" DROP COLUMN "width";
  ALTER TABLE "___pages_v_blocks_img3_v_im_v" DROP COLUMN "height";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stores_blocks_img3_im" DROP CONSTRAINT "stores_blocks_img3_im_image_id_media_id_fk";
  
  ALTER TABLE "pages_blocks_img3_im" DROP CONSTRAINT "pages_blocks_img3_im_image_id_media_id_fk";
  
  ALTER TABLE "___pages_v_blocks_img3_v_im_v" DROP CONSTRAINT "___pages_v_blocks_img3_v_im_v_image_id_media_id_fk";
  
  DROP INDEX "stores_blocks_img3_im_image_idx";
  DROP INDEX "pages_blocks_img3_im_image_idx";
  DROP INDEX "___pages_v_blocks_img3_v_im_v_image_idx";
  ALTER TABLE "stores_blocks_img3_im" ADD COLUMN "url" varchar NOT NULL;
  ALTER TABLE "stores_blocks_img3_im" ADD COLUMN "title" varchar;
  ALTER TABLE "stores_blocks_img3_im" ADD COLUMN "width" numeric;
  ALTER TABLE "stores_blocks_img3_im" ADD COLUMN "height" numeric;
  ALTER TABLE "pages_blocks_img3_im" ADD COLUMN "url" varchar;
  ALTER TABLE "pages_blocks_img3_im" ADD COLUMN "title" varchar;
  ALTER TABLE "pages_blocks_img3_im" ADD COLUMN "width" numeric;
  ALTER TABLE "pages_blocks_img3_im" ADD COLUMN "height" numeric;
  ALTER TABLE "___pages_v_blocks_img3_v_im_v" ADD COLUMN "url" varchar;
  ALTER TABLE "___pages_v_blocks_img3_v_im_v" ADD COLUMN "title" varchar;
  ALTER TABLE "___pages_v_blocks_img3_v_im_v" ADD COLUMN "width" numeric;
  ALTER TABLE "___pages_v_blocks_img3_v_im_v" ADD COLUMN "height" numeric;
  ALTER TABLE "stores_blocks_img3_im" DROP COLUMN "image_id";
  ALTER TABLE "pages_blocks_img3_im" DROP COLUMN "image_id";
  ALTER TABLE "___pages_v_blocks_img3_v_im_v" DROP COLUMN "image_id";`)
}
