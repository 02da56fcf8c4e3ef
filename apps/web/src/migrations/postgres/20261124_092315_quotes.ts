import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "quote_attachments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote_id" integer NOT NULL,
  	"user_id" integer NOT NULL,
  	"customer_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "quote_items" ADD COLUMN "unit" varchar;
  ALTER TABLE "quotes" ADD COLUMN "brand" varchar;
  ALTER TABLE "quotes" ADD COLUMN "receiver_email" varchar;
  ALTER TABLE "quotes" ADD COLUMN "answer_sent_at" timestamp(3) with time zone;
  ALTER TABLE "quotes" ADD COLUMN "answer_sent_to" varchar;
  ALTER TABLE "quotes" ADD COLUMN "answer_answered_at" timestamp(3) with time zone;
  ALTER TABLE "quotes" ADD COLUMN "answer_comment" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quote_attachments_id" integer;
  ALTER TABLE "quote_attachments" ADD CONSTRAINT "quote_attachments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quote_attachments" ADD CONSTRAINT "quote_attachments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quote_attachments" ADD CONSTRAINT "quote_attachments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "quote_attachments_quote_idx" ON "quote_attachments" USING btree ("quote_id");
  CREATE INDEX "quote_attachments_user_idx" ON "quote_attachments" USING btree ("user_id");
  CREATE INDEX "quote_attachments_customer_idx" ON "quote_attachments" USING btree ("customer_id");
  CREATE INDEX "quote_attachments_updated_at_idx" ON "quote_attachments" USING btree ("updated_at");
  CREATE INDEX "quote_attachments_created_at_idx" ON "quote_attachments" USING btree ("created_at");
  CREATE UNIQUE INDEX "quote_attachments_filename_idx" ON "quote_attachments" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quote_attachments_fk" FOREIGN KEY ("quote_attachments_id") REFERENCES "public"."quote_attachments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_quote_attachments_id_idx" ON "payload_locked_documents_rels" USING btree ("quote_attachments_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quote_attachments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "quote_attachments" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quote_attachments_fk";
  
  DROP INDEX "payload_locked_documents_rels_quote_attachments_id_idx";
  ALTER TABLE "quote_items" DROP COLUMN "unit";
  ALTER TABLE "quotes" DROP COLUMN "brand";
  ALTER TABLE "quotes" DROP COLUMN "receiver_email";
  ALTER TABLE "quotes" DROP COLUMN "answer_sent_at";
  ALTER TABLE "quotes" DROP COLUMN "answer_sent_to";
  ALTER TABLE "quotes" DROP COLUMN "answer_answered_at";
  ALTER TABLE "quotes" DROP COLUMN "answer_comment";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quote_attachments_id";`)
}
