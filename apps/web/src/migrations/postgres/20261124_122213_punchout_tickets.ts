import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_auth_ticket_purpose" ADD VALUE 'punchout';
  ALTER TABLE "auth_tickets" ADD COLUMN "punchout" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "auth_tickets" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_auth_ticket_purpose";
  CREATE TYPE "public"."enum_auth_ticket_purpose" AS ENUM('activate', 'reset', 'challenge');
  ALTER TABLE "auth_tickets" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_auth_ticket_purpose" USING "purpose"::"public"."enum_auth_ticket_purpose";
  ALTER TABLE "auth_tickets" DROP COLUMN "punchout";`)
}
