import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`outbox_attachments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`filename\` text NOT NULL,
  	\`content_type\` text NOT NULL,
  	\`size\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`outbox_attachments_order_idx\` ON \`outbox_attachments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`outbox_attachments_parent_id_idx\` ON \`outbox_attachments\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`from\` text;`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`reply_to\` text;`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`delivery\` text DEFAULT 'outbox' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`delivered_at\` text;`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`delivery_error\` text;`)
  await db.run(sql`CREATE INDEX \`outbox_delivery_idx\` ON \`outbox\` (\`delivery\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`outbox_attachments\`;`)
  await db.run(sql`DROP INDEX \`outbox_delivery_idx\`;`)
  await db.run(sql`ALTER TABLE \`outbox\` DROP COLUMN \`from\`;`)
  await db.run(sql`ALTER TABLE \`outbox\` DROP COLUMN \`reply_to\`;`)
  await db.run(sql`ALTER TABLE \`outbox\` DROP COLUMN \`delivery\`;`)
  await db.run(sql`ALTER TABLE \`outbox\` DROP COLUMN \`delivered_at\`;`)
  await db.run(sql`ALTER TABLE \`outbox\` DROP COLUMN \`delivery_error\`;`)
}
