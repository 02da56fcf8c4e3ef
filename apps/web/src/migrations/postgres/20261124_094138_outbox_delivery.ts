import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_outbox_delivery" AS ENUM('outbox', 'sending', 'delivered', 'failed');
  CREATE TABLE "outbox_attachments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"filename" varchar NOT NULL,
  	"content_type" varchar NOT NULL,
  	"size" numeric NOT NULL
  );
  
  ALTER TABLE "outbox" ADD COLUMN "from" varchar;
  ALTER TABLE "outbox" ADD COLUMN "reply_to" varchar;
  ALTER TABLE "outbox" ADD COLUMN "delivery" "enum_outbox_delivery" DEFAULT 'outbox' NOT NULL;
  ALTER TABLE "outbox" ADD COLUMN "delivered_at" timestamp(3) with time zone;
  ALTER TABLE "outbox" ADD COLUMN "delivery_error" varchar;
  ALTER TABLE "outbox_attachments" ADD CONSTRAINT "outbox_attachments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "outbox_attachments_order_idx" ON "outbox_attachments" USING btree ("_order");
  CREATE INDEX "outbox_attachments_parent_id_idx" ON "outbox_attachments" USING btree ("_parent_id");
  CREATE INDEX "outbox_delivery_idx" ON "outbox" USING btree ("delivery");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "outbox_attachments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "outbox_attachments" CASCADE;
  DROP INDEX "outbox_delivery_idx";
  ALTER TABLE "outbox" DROP COLUMN "from";
  ALTER TABLE "outbox" DROP COLUMN "reply_to";
  ALTER TABLE "outbox" DROP COLUMN "delivery";
  ALTER TABLE "outbox" DROP COLUMN "delivered_at";
  ALTER TABLE "outbox" DROP COLUMN "delivery_error";
  DROP TYPE "public"."enum_outbox_delivery";`)
}
