import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`stores_blocks_img3_im\` ADD \`image_id\` integer NOT NULL REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_img3_im_image_idx\` ON \`stores_blocks_img3_im\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_img3_im\` DROP COLUMN \`url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_img3_im\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_img3_im\` DROP COLUMN \`width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_img3_im\` DROP COLUMN \`height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_img3_im\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_img3_im_image_idx\` ON \`pages_blocks_img3_im\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_img3_im\` DROP COLUMN \`url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_img3_im\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_img3_im\` DROP COLUMN \`width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_img3_im\` DROP COLUMN \`height\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_img3_v_im_v\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_img3_v_im_v_image_idx\` ON \`___pages_v_blocks_img3_v_im_v\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_img3_v_im_v\` DROP COLUMN \`url\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_img3_v_im_v\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_img3_v_im_v\` DROP COLUMN \`width\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_img3_v_im_v\` DROP COLUMN \`height\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_stores_blocks_img3_im\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	\`title\` text,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`link_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores_blocks_img3\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_stores_blocks_img3_im\`("_order", "_parent_id", "id", "url", "title", "width", "height", "link_url") SELECT "_order", "_parent_id", "id", "url", "title", "width", "height", "link_url" FROM \`stores_blocks_img3_im\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_img3_im\`;`)
  await db.run(sql`ALTER TABLE \`__new_stores_blocks_img3_im\` RENAME TO \`stores_blocks_img3_im\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`stores_blocks_img3_im_order_idx\` ON \`stores_blocks_img3_im\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_img3_im_parent_id_idx\` ON \`stores_blocks_img3_im\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_img3_im\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`link_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_img3\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_img3_im\`("_order", "_parent_id", "id", "url", "title", "width", "height", "link_url") SELECT "_order", "_parent_id", "id", "url", "title", "width", "height", "link_url" FROM \`pages_blocks_img3_im\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_img3_im\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_img3_im\` RENAME TO \`pages_blocks_img3_im\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_img3_im_order_idx\` ON \`pages_blocks_img3_im\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_img3_im_parent_id_idx\` ON \`pages_blocks_img3_im\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new____pages_v_blocks_img3_v_im_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_blocks_img3_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new____pages_v_blocks_img3_v_im_v\`("_order", "_parent_id", "id", "url", "title", "width", "height", "link_url", "_uuid") SELECT "_order", "_parent_id", "id", "url", "title", "width", "height", "link_url", "_uuid" FROM \`___pages_v_blocks_img3_v_im_v\`;`)
  await db.run(sql`DROP TABLE \`___pages_v_blocks_img3_v_im_v\`;`)
  await db.run(sql`ALTER TABLE \`__new____pages_v_blocks_img3_v_im_v\` RENAME TO \`___pages_v_blocks_img3_v_im_v\`;`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_img3_v_im_v_order_idx\` ON \`___pages_v_blocks_img3_v_im_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_img3_v_im_v_parent_id_idx\` ON \`___pages_v_blocks_img3_v_im_v\` (\`_parent_id\`);`)
}
