import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`stores_blocks_sel_prod\` ADD \`source\` text DEFAULT 'chosen';`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sel_prod\` ADD \`popular_count\` numeric DEFAULT 8;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sel_prod\` ADD \`source\` text DEFAULT 'chosen';`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sel_prod\` ADD \`popular_count\` numeric DEFAULT 8;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_sel_prod_v\` ADD \`source\` text DEFAULT 'chosen';`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_sel_prod_v\` ADD \`popular_count\` numeric DEFAULT 8;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sel_prod\` ADD \`source\` text DEFAULT 'chosen';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sel_prod\` ADD \`popular_count\` numeric DEFAULT 8;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_sel_prod_v\` ADD \`source\` text DEFAULT 'chosen';`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_sel_prod_v\` ADD \`popular_count\` numeric DEFAULT 8;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`stores_blocks_sel_prod\` DROP COLUMN \`source\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sel_prod\` DROP COLUMN \`popular_count\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sel_prod\` DROP COLUMN \`source\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sel_prod\` DROP COLUMN \`popular_count\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_sel_prod_v\` DROP COLUMN \`source\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_sel_prod_v\` DROP COLUMN \`popular_count\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sel_prod\` DROP COLUMN \`source\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sel_prod\` DROP COLUMN \`popular_count\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_sel_prod_v\` DROP COLUMN \`source\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_sel_prod_v\` DROP COLUMN \`popular_count\`;`)
}
