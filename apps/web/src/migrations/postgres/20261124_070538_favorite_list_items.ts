import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "favorite_list_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"list_id" integer NOT NULL,
  	"article_number" varchar NOT NULL,
  	"quantity" numeric DEFAULT 1 NOT NULL,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "fav_items" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "fav_items" CASCADE;
  ALTER TABLE "favorite_lists" ADD COLUMN "project_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "favorite_list_items_id" integer;
  ALTER TABLE "favorite_list_items" ADD CONSTRAINT "favorite_list_items_list_id_favorite_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."favorite_lists"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "favorite_list_items_list_idx" ON "favorite_list_items" USING btree ("list_id");
  CREATE INDEX "favorite_list_items_updated_at_idx" ON "favorite_list_items" USING btree ("updated_at");
  CREATE INDEX "favorite_list_items_created_at_idx" ON "favorite_list_items" USING btree ("created_at");
  CREATE UNIQUE INDEX "list_articleNumber_idx" ON "favorite_list_items" USING btree ("list_id","article_number");
  ALTER TABLE "favorite_lists" ADD CONSTRAINT "favorite_lists_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_favorite_list_items_fk" FOREIGN KEY ("favorite_list_items_id") REFERENCES "public"."favorite_list_items"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "favorite_lists_project_idx" ON "favorite_lists" USING btree ("project_id");
  CREATE INDEX "payload_locked_documents_rels_favorite_list_items_id_idx" ON "payload_locked_documents_rels" USING btree ("favorite_list_items_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "fav_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"article_number" varchar NOT NULL,
  	"quantity" numeric DEFAULT 1 NOT NULL
  );
  
  ALTER TABLE "favorite_list_items" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "favorite_list_items" CASCADE;
  ALTER TABLE "favorite_lists" DROP CONSTRAINT "favorite_lists_project_id_projects_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_favorite_list_items_fk";
  
  DROP INDEX "favorite_lists_project_idx";
  DROP INDEX "payload_locked_documents_rels_favorite_list_items_id_idx";
  ALTER TABLE "fav_items" ADD CONSTRAINT "fav_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."favorite_lists"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "fav_items_order_idx" ON "fav_items" USING btree ("_order");
  CREATE INDEX "fav_items_parent_id_idx" ON "fav_items" USING btree ("_parent_id");
  ALTER TABLE "favorite_lists" DROP COLUMN "project_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "favorite_list_items_id";`)
}
