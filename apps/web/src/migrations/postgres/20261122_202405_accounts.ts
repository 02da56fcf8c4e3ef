import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_auth_ticket_purpose" AS ENUM('activate', 'reset', 'challenge');
  CREATE TABLE "outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"kind" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"brand" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "auth_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"session_id" varchar NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"user_id" integer NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"replaced_at" timestamp(3) with time zone,
  	"revoked_at" timestamp(3) with time zone,
  	"context_customer" varchar,
  	"context_project" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "auth_tickets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"user_id" integer NOT NULL,
  	"purpose" "enum_auth_ticket_purpose" NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users_sessions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "users_sessions" CASCADE;
  ALTER TABLE "users" ADD COLUMN "password_hash" varchar;
  ALTER TABLE "users" ADD COLUMN "password_change_required" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "outbox_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "auth_sessions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "auth_tickets_id" integer;
  ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "auth_tickets" ADD CONSTRAINT "auth_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to");
  CREATE INDEX "outbox_updated_at_idx" ON "outbox" USING btree ("updated_at");
  CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");
  CREATE INDEX "auth_sessions_session_id_idx" ON "auth_sessions" USING btree ("session_id");
  CREATE UNIQUE INDEX "auth_sessions_token_hash_idx" ON "auth_sessions" USING btree ("token_hash");
  CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");
  CREATE INDEX "auth_sessions_updated_at_idx" ON "auth_sessions" USING btree ("updated_at");
  CREATE INDEX "auth_sessions_created_at_idx" ON "auth_sessions" USING btree ("created_at");
  CREATE UNIQUE INDEX "auth_tickets_token_hash_idx" ON "auth_tickets" USING btree ("token_hash");
  CREATE INDEX "auth_tickets_user_idx" ON "auth_tickets" USING btree ("user_id");
  CREATE INDEX "auth_tickets_updated_at_idx" ON "auth_tickets" USING btree ("updated_at");
  CREATE INDEX "auth_tickets_created_at_idx" ON "auth_tickets" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_auth_sessions_fk" FOREIGN KEY ("auth_sessions_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_auth_tickets_fk" FOREIGN KEY ("auth_tickets_id") REFERENCES "public"."auth_tickets"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_id");
  CREATE INDEX "payload_locked_documents_rels_auth_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("auth_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_auth_tickets_id_idx" ON "payload_locked_documents_rels" USING btree ("auth_tickets_id");
  ALTER TABLE "users" DROP COLUMN "reset_password_token";
  ALTER TABLE "users" DROP COLUMN "reset_password_expiration";
  ALTER TABLE "users" DROP COLUMN "salt";
  ALTER TABLE "users" DROP COLUMN "hash";
  ALTER TABLE "users" DROP COLUMN "reset_password_requested_at";
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  ALTER TABLE "outbox" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "auth_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "auth_tickets" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "outbox" CASCADE;
  DROP TABLE "auth_sessions" CASCADE;
  DROP TABLE "auth_tickets" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_outbox_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_auth_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_auth_tickets_fk";
  
  DROP INDEX "payload_locked_documents_rels_outbox_id_idx";
  DROP INDEX "payload_locked_documents_rels_auth_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_auth_tickets_id_idx";
  ALTER TABLE "users" ADD COLUMN "reset_password_token" varchar;
  ALTER TABLE "users" ADD COLUMN "reset_password_expiration" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "salt" varchar;
  ALTER TABLE "users" ADD COLUMN "hash" varchar;
  ALTER TABLE "users" ADD COLUMN "reset_password_requested_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  ALTER TABLE "users" DROP COLUMN "password_hash";
  ALTER TABLE "users" DROP COLUMN "password_change_required";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "outbox_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "auth_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "auth_tickets_id";
  DROP TYPE "public"."enum_auth_ticket_purpose";`)
}
