import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tracking_events_type" AS ENUM('click', 'addtocart', 'purchase');
  CREATE TABLE "tracking_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tracking_id" varchar NOT NULL,
  	"type" "enum_tracking_events_type" NOT NULL,
  	"article_number" varchar NOT NULL,
  	"quantity" numeric NOT NULL,
  	"order_id" varchar,
  	"user_id" varchar,
  	"brand" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tracking_events_id" integer;
  CREATE INDEX "tracking_events_tracking_id_idx" ON "tracking_events" USING btree ("tracking_id");
  CREATE INDEX "tracking_events_brand_idx" ON "tracking_events" USING btree ("brand");
  CREATE INDEX "tracking_events_updated_at_idx" ON "tracking_events" USING btree ("updated_at");
  CREATE INDEX "tracking_events_created_at_idx" ON "tracking_events" USING btree ("created_at");
  CREATE INDEX "articleNumber_createdAt_idx" ON "tracking_events" USING btree ("article_number","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tracking_events_fk" FOREIGN KEY ("tracking_events_id") REFERENCES "public"."tracking_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_tracking_events_id_idx" ON "payload_locked_documents_rels" USING btree ("tracking_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tracking_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tracking_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tracking_events_fk";
  
  DROP INDEX "payload_locked_documents_rels_tracking_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tracking_events_id";
  DROP TYPE "public"."enum_tracking_events_type";`)
}
