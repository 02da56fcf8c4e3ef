import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text,
  	\`alt\` text NOT NULL,
  	\`blur_data_u_r_l\` text,
  	\`prefix\` text DEFAULT '',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_tile_url\` text,
  	\`sizes_tile_width\` numeric,
  	\`sizes_tile_height\` numeric,
  	\`sizes_tile_mime_type\` text,
  	\`sizes_tile_filesize\` numeric,
  	\`sizes_tile_filename\` text,
  	\`sizes_product_url\` text,
  	\`sizes_product_width\` numeric,
  	\`sizes_product_height\` numeric,
  	\`sizes_product_mime_type\` text,
  	\`sizes_product_filesize\` numeric,
  	\`sizes_product_filename\` text,
  	\`sizes_hero_desktop_url\` text,
  	\`sizes_hero_desktop_width\` numeric,
  	\`sizes_hero_desktop_height\` numeric,
  	\`sizes_hero_desktop_mime_type\` text,
  	\`sizes_hero_desktop_filesize\` numeric,
  	\`sizes_hero_desktop_filename\` text,
  	\`sizes_hero_mobile_url\` text,
  	\`sizes_hero_mobile_width\` numeric,
  	\`sizes_hero_mobile_height\` numeric,
  	\`sizes_hero_mobile_mime_type\` text,
  	\`sizes_hero_mobile_filesize\` numeric,
  	\`sizes_hero_mobile_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_brand_idx\` ON \`media\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_tile_sizes_tile_filename_idx\` ON \`media\` (\`sizes_tile_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_product_sizes_product_filename_idx\` ON \`media\` (\`sizes_product_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_hero_desktop_sizes_hero_desktop_filename_idx\` ON \`media\` (\`sizes_hero_desktop_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_hero_mobile_sizes_hero_mobile_filename_idx\` ON \`media\` (\`sizes_hero_mobile_filename\`);`)
  await db.run(sql`ALTER TABLE \`store_contacts\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`store_contacts_image_idx\` ON \`store_contacts\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`store_contacts\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_asrt_ic_it\` ADD \`icon_id\` integer NOT NULL REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_asrt_ic_it_icon_idx\` ON \`stores_blocks_asrt_ic_it\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_asrt_ic_it\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_asrt_ic_it\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_asrt_ic_it\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_asrt_ic_it\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_asrt_ic\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_asrt_ic_icon_idx\` ON \`stores_blocks_asrt_ic\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_asrt_ic\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_asrt_ic\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_asrt_ic\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_asrt_ic\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_contact_ct\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_contact_ct_image_idx\` ON \`stores_blocks_contact_ct\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_contact_ct\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_contact_ct\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_contact_ct\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_contact_ct\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr_bnr\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr_bnr\` ADD \`content_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr_bnr\` ADD \`banner_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr_bnr\` ADD \`banner_mobile_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr_bnr\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_cnt_bnr_bnr_image_idx\` ON \`stores_blocks_cnt_bnr_bnr\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_cnt_bnr_bnr_content_image_idx\` ON \`stores_blocks_cnt_bnr_bnr\` (\`content_image_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_cnt_bnr_bnr_banner_desktop_idx\` ON \`stores_blocks_cnt_bnr_bnr\` (\`banner_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_cnt_bnr_bnr_banner_mobile_idx\` ON \`stores_blocks_cnt_bnr_bnr\` (\`banner_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_cnt_bnr_bnr_icon_idx\` ON \`stores_blocks_cnt_bnr_bnr\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr_bnr\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr_bnr\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr_bnr\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr_bnr\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr_bnr\` DROP COLUMN \`content_image_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr_bnr\` DROP COLUMN \`content_image_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr_bnr\` DROP COLUMN \`content_image_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr_bnr\` DROP COLUMN \`content_image_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr_bnr\` DROP COLUMN \`banner_desktop_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr_bnr\` DROP COLUMN \`banner_desktop_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr_bnr\` DROP COLUMN \`banner_desktop_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr_bnr\` DROP COLUMN \`banner_desktop_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr_bnr\` DROP COLUMN \`banner_mobile_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr_bnr\` DROP COLUMN \`banner_mobile_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr_bnr\` DROP COLUMN \`banner_mobile_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr_bnr\` DROP COLUMN \`banner_mobile_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr_bnr\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr_bnr\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr_bnr\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr_bnr\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_cnt_bnr_icon_idx\` ON \`stores_blocks_cnt_bnr\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_cnt_bnr\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_img1\` ADD \`image_id\` integer NOT NULL REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_img1_image_idx\` ON \`stores_blocks_img1\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_img1\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_img1\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_img1\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_img1\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_large\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_large\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_large_icon_idx\` ON \`stores_blocks_large\` (\`icon_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_large_image_idx\` ON \`stores_blocks_large\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_large\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_large\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_large\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_large\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_large\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_large\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_large\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_large\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr_bnr\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr_bnr\` ADD \`content_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr_bnr\` ADD \`banner_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr_bnr\` ADD \`banner_mobile_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr_bnr\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_mkt_bnr_bnr_image_idx\` ON \`stores_blocks_mkt_bnr_bnr\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_mkt_bnr_bnr_content_image_idx\` ON \`stores_blocks_mkt_bnr_bnr\` (\`content_image_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_mkt_bnr_bnr_banner_desktop_idx\` ON \`stores_blocks_mkt_bnr_bnr\` (\`banner_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_mkt_bnr_bnr_banner_mobile_idx\` ON \`stores_blocks_mkt_bnr_bnr\` (\`banner_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_mkt_bnr_bnr_icon_idx\` ON \`stores_blocks_mkt_bnr_bnr\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr_bnr\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr_bnr\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr_bnr\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr_bnr\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr_bnr\` DROP COLUMN \`content_image_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr_bnr\` DROP COLUMN \`content_image_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr_bnr\` DROP COLUMN \`content_image_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr_bnr\` DROP COLUMN \`content_image_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr_bnr\` DROP COLUMN \`banner_desktop_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr_bnr\` DROP COLUMN \`banner_desktop_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr_bnr\` DROP COLUMN \`banner_desktop_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr_bnr\` DROP COLUMN \`banner_desktop_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr_bnr\` DROP COLUMN \`banner_mobile_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr_bnr\` DROP COLUMN \`banner_mobile_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr_bnr\` DROP COLUMN \`banner_mobile_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr_bnr\` DROP COLUMN \`banner_mobile_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr_bnr\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr_bnr\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr_bnr\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr_bnr\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_mkt_bnr_icon_idx\` ON \`stores_blocks_mkt_bnr\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_mkt_bnr\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr_bnr\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr_bnr\` ADD \`content_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr_bnr\` ADD \`banner_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr_bnr\` ADD \`banner_mobile_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr_bnr\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_rnd_bnr_bnr_image_idx\` ON \`stores_blocks_rnd_bnr_bnr\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_rnd_bnr_bnr_content_image_idx\` ON \`stores_blocks_rnd_bnr_bnr\` (\`content_image_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_rnd_bnr_bnr_banner_desktop_idx\` ON \`stores_blocks_rnd_bnr_bnr\` (\`banner_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_rnd_bnr_bnr_banner_mobile_idx\` ON \`stores_blocks_rnd_bnr_bnr\` (\`banner_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_rnd_bnr_bnr_icon_idx\` ON \`stores_blocks_rnd_bnr_bnr\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr_bnr\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr_bnr\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr_bnr\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr_bnr\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr_bnr\` DROP COLUMN \`content_image_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr_bnr\` DROP COLUMN \`content_image_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr_bnr\` DROP COLUMN \`content_image_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr_bnr\` DROP COLUMN \`content_image_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr_bnr\` DROP COLUMN \`banner_desktop_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr_bnr\` DROP COLUMN \`banner_desktop_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr_bnr\` DROP COLUMN \`banner_desktop_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr_bnr\` DROP COLUMN \`banner_desktop_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr_bnr\` DROP COLUMN \`banner_mobile_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr_bnr\` DROP COLUMN \`banner_mobile_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr_bnr\` DROP COLUMN \`banner_mobile_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr_bnr\` DROP COLUMN \`banner_mobile_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr_bnr\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr_bnr\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr_bnr\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr_bnr\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_rnd_bnr_icon_idx\` ON \`stores_blocks_rnd_bnr\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_rnd_bnr\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr_bnr\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr_bnr\` ADD \`content_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr_bnr\` ADD \`banner_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr_bnr\` ADD \`banner_mobile_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr_bnr\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_sub_bnr_bnr_image_idx\` ON \`stores_blocks_sub_bnr_bnr\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_sub_bnr_bnr_content_image_idx\` ON \`stores_blocks_sub_bnr_bnr\` (\`content_image_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_sub_bnr_bnr_banner_desktop_idx\` ON \`stores_blocks_sub_bnr_bnr\` (\`banner_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_sub_bnr_bnr_banner_mobile_idx\` ON \`stores_blocks_sub_bnr_bnr\` (\`banner_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_sub_bnr_bnr_icon_idx\` ON \`stores_blocks_sub_bnr_bnr\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr_bnr\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr_bnr\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr_bnr\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr_bnr\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr_bnr\` DROP COLUMN \`content_image_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr_bnr\` DROP COLUMN \`content_image_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr_bnr\` DROP COLUMN \`content_image_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr_bnr\` DROP COLUMN \`content_image_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr_bnr\` DROP COLUMN \`banner_desktop_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr_bnr\` DROP COLUMN \`banner_desktop_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr_bnr\` DROP COLUMN \`banner_desktop_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr_bnr\` DROP COLUMN \`banner_desktop_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr_bnr\` DROP COLUMN \`banner_mobile_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr_bnr\` DROP COLUMN \`banner_mobile_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr_bnr\` DROP COLUMN \`banner_mobile_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr_bnr\` DROP COLUMN \`banner_mobile_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr_bnr\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr_bnr\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr_bnr\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr_bnr\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_sub_bnr_icon_idx\` ON \`stores_blocks_sub_bnr\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_sub_bnr\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_txt_med\` ADD \`media_id\` integer NOT NULL REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_txt_med_media_idx\` ON \`stores_blocks_txt_med\` (\`media_id\`);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_txt_med\` DROP COLUMN \`media_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_txt_med\` DROP COLUMN \`media_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_txt_med\` DROP COLUMN \`media_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_txt_med\` DROP COLUMN \`media_height\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_video\` ADD \`poster_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_video_poster_idx\` ON \`stores_blocks_video\` (\`poster_id\`);`)
  await db.run(sql`ALTER TABLE \`stores_blocks_video\` DROP COLUMN \`poster_url\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_video\` DROP COLUMN \`poster_title\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_video\` DROP COLUMN \`poster_width\`;`)
  await db.run(sql`ALTER TABLE \`stores_blocks_video\` DROP COLUMN \`poster_height\`;`)
  await db.run(sql`ALTER TABLE \`stores\` ADD \`hero_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`stores\` ADD \`hero_mobile_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`stores_hero_desktop_idx\` ON \`stores\` (\`hero_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_hero_mobile_idx\` ON \`stores\` (\`hero_mobile_id\`);`)
  await db.run(sql`ALTER TABLE \`stores\` DROP COLUMN \`hero_desktop\`;`)
  await db.run(sql`ALTER TABLE \`stores\` DROP COLUMN \`hero_mobile\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_large\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_large\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_large_icon_idx\` ON \`front_pages_blocks_large\` (\`icon_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_large_image_idx\` ON \`front_pages_blocks_large\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_large\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_large\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_large\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_large\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_large\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_large\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_large\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_large\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr_bnr\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr_bnr\` ADD \`content_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr_bnr\` ADD \`banner_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr_bnr\` ADD \`banner_mobile_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr_bnr\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_sub_bnr_bnr_image_idx\` ON \`front_pages_blocks_sub_bnr_bnr\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_sub_bnr_bnr_content_image_idx\` ON \`front_pages_blocks_sub_bnr_bnr\` (\`content_image_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_sub_bnr_bnr_banner_desktop_idx\` ON \`front_pages_blocks_sub_bnr_bnr\` (\`banner_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_sub_bnr_bnr_banner_mobile_idx\` ON \`front_pages_blocks_sub_bnr_bnr\` (\`banner_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_sub_bnr_bnr_icon_idx\` ON \`front_pages_blocks_sub_bnr_bnr\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr_bnr\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr_bnr\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr_bnr\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr_bnr\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr_bnr\` DROP COLUMN \`content_image_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr_bnr\` DROP COLUMN \`content_image_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr_bnr\` DROP COLUMN \`content_image_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr_bnr\` DROP COLUMN \`content_image_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr_bnr\` DROP COLUMN \`banner_desktop_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr_bnr\` DROP COLUMN \`banner_desktop_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr_bnr\` DROP COLUMN \`banner_desktop_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr_bnr\` DROP COLUMN \`banner_desktop_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr_bnr\` DROP COLUMN \`banner_mobile_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr_bnr\` DROP COLUMN \`banner_mobile_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr_bnr\` DROP COLUMN \`banner_mobile_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr_bnr\` DROP COLUMN \`banner_mobile_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr_bnr\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr_bnr\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr_bnr\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr_bnr\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_sub_bnr_icon_idx\` ON \`front_pages_blocks_sub_bnr\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_sub_bnr\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr_bnr\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr_bnr\` ADD \`content_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr_bnr\` ADD \`banner_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr_bnr\` ADD \`banner_mobile_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr_bnr\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_rnd_bnr_bnr_image_idx\` ON \`front_pages_blocks_rnd_bnr_bnr\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_rnd_bnr_bnr_content_image_idx\` ON \`front_pages_blocks_rnd_bnr_bnr\` (\`content_image_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_rnd_bnr_bnr_banner_desktop_idx\` ON \`front_pages_blocks_rnd_bnr_bnr\` (\`banner_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_rnd_bnr_bnr_banner_mobile_idx\` ON \`front_pages_blocks_rnd_bnr_bnr\` (\`banner_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_rnd_bnr_bnr_icon_idx\` ON \`front_pages_blocks_rnd_bnr_bnr\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`content_image_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`content_image_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`content_image_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`content_image_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`banner_desktop_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`banner_desktop_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`banner_desktop_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`banner_desktop_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`banner_mobile_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`banner_mobile_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`banner_mobile_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`banner_mobile_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_rnd_bnr_icon_idx\` ON \`front_pages_blocks_rnd_bnr\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_rnd_bnr\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr_bnr\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr_bnr\` ADD \`content_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr_bnr\` ADD \`banner_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr_bnr\` ADD \`banner_mobile_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr_bnr\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_mkt_bnr_bnr_image_idx\` ON \`front_pages_blocks_mkt_bnr_bnr\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_mkt_bnr_bnr_content_image_idx\` ON \`front_pages_blocks_mkt_bnr_bnr\` (\`content_image_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_mkt_bnr_bnr_banner_desktop_idx\` ON \`front_pages_blocks_mkt_bnr_bnr\` (\`banner_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_mkt_bnr_bnr_banner_mobile_idx\` ON \`front_pages_blocks_mkt_bnr_bnr\` (\`banner_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_mkt_bnr_bnr_icon_idx\` ON \`front_pages_blocks_mkt_bnr_bnr\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`content_image_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`content_image_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`content_image_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`content_image_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`banner_desktop_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`banner_desktop_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`banner_desktop_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`banner_desktop_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`banner_mobile_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`banner_mobile_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`banner_mobile_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`banner_mobile_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_mkt_bnr_icon_idx\` ON \`front_pages_blocks_mkt_bnr\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_mkt_bnr\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr_bnr\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr_bnr\` ADD \`content_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr_bnr\` ADD \`banner_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr_bnr\` ADD \`banner_mobile_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr_bnr\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_cnt_bnr_bnr_image_idx\` ON \`front_pages_blocks_cnt_bnr_bnr\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_cnt_bnr_bnr_content_image_idx\` ON \`front_pages_blocks_cnt_bnr_bnr\` (\`content_image_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_cnt_bnr_bnr_banner_desktop_idx\` ON \`front_pages_blocks_cnt_bnr_bnr\` (\`banner_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_cnt_bnr_bnr_banner_mobile_idx\` ON \`front_pages_blocks_cnt_bnr_bnr\` (\`banner_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_cnt_bnr_bnr_icon_idx\` ON \`front_pages_blocks_cnt_bnr_bnr\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`content_image_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`content_image_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`content_image_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`content_image_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`banner_desktop_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`banner_desktop_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`banner_desktop_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`banner_desktop_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`banner_mobile_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`banner_mobile_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`banner_mobile_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`banner_mobile_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_cnt_bnr_icon_idx\` ON \`front_pages_blocks_cnt_bnr\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_cnt_bnr\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_asrt_ic_it\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_asrt_ic_it_icon_idx\` ON \`front_pages_blocks_asrt_ic_it\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_asrt_ic_it\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_asrt_ic_it\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_asrt_ic_it\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_asrt_ic_it\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_asrt_ic\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_asrt_ic_icon_idx\` ON \`front_pages_blocks_asrt_ic\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_asrt_ic\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_asrt_ic\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_asrt_ic\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_asrt_ic\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_contact_ct\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_contact_ct_image_idx\` ON \`front_pages_blocks_contact_ct\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_contact_ct\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_contact_ct\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_contact_ct\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`front_pages_blocks_contact_ct\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`front_pages\` ADD \`hero_hero_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`front_pages\` ADD \`hero_hero_mobile_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`front_pages_hero_hero_hero_desktop_idx\` ON \`front_pages\` (\`hero_hero_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_hero_hero_hero_mobile_idx\` ON \`front_pages\` (\`hero_hero_mobile_id\`);`)
  await db.run(sql`ALTER TABLE \`front_pages\` DROP COLUMN \`hero_image_url\`;`)
  await db.run(sql`ALTER TABLE \`front_pages\` DROP COLUMN \`hero_hero_mobile\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_large_v\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_large_v\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_large_v_icon_idx\` ON \`__front_pages_v_blocks_large_v\` (\`icon_id\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_large_v_image_idx\` ON \`__front_pages_v_blocks_large_v\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_large_v\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_large_v\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_large_v\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_large_v\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_large_v\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_large_v\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_large_v\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_large_v\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` ADD \`content_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` ADD \`banner_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` ADD \`banner_mobile_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_sub_bnr_v_bnr_v_image_idx\` ON \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_sub_bnr_v_bnr_v_content_image_idx\` ON \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` (\`content_image_id\`);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_sub_bnr_v_bnr_v_banner_desktop_idx\` ON \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` (\`banner_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_sub_bnr_v_bnr_v_banner_mobile_idx\` ON \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` (\`banner_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_sub_bnr_v_bnr_v_icon_idx\` ON \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`content_image_url\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`content_image_title\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`content_image_width\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`content_image_height\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_url\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_title\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_width\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_height\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_url\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_title\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_width\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_height\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_sub_bnr_v\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_sub_bnr_v_icon_idx\` ON \`__front_pages_v_blocks_sub_bnr_v\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_sub_bnr_v\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_sub_bnr_v\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_sub_bnr_v\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_sub_bnr_v\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` ADD \`content_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` ADD \`banner_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` ADD \`banner_mobile_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_rnd_bnr_v_bnr_v_image_idx\` ON \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_rnd_bnr_v_bnr_v_content_image_idx\` ON \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` (\`content_image_id\`);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_rnd_bnr_v_bnr_v_banner_desktop_idx\` ON \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` (\`banner_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_rnd_bnr_v_bnr_v_banner_mobile_idx\` ON \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` (\`banner_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_rnd_bnr_v_bnr_v_icon_idx\` ON \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`content_image_url\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`content_image_title\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`content_image_width\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`content_image_height\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_url\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_title\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_width\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_height\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_url\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_title\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_width\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_height\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_rnd_bnr_v\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_rnd_bnr_v_icon_idx\` ON \`__front_pages_v_blocks_rnd_bnr_v\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_rnd_bnr_v\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_rnd_bnr_v\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_rnd_bnr_v\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_rnd_bnr_v\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` ADD \`content_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` ADD \`banner_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` ADD \`banner_mobile_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_mkt_bnr_v_bnr_v_image_idx\` ON \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_mkt_bnr_v_bnr_v_content_image_idx\` ON \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` (\`content_image_id\`);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_mkt_bnr_v_bnr_v_banner_desktop_idx\` ON \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` (\`banner_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_mkt_bnr_v_bnr_v_banner_mobile_idx\` ON \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` (\`banner_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_mkt_bnr_v_bnr_v_icon_idx\` ON \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`content_image_url\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`content_image_title\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`content_image_width\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`content_image_height\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_url\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_title\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_width\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_height\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_url\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_title\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_width\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_height\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_mkt_bnr_v\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_mkt_bnr_v_icon_idx\` ON \`__front_pages_v_blocks_mkt_bnr_v\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_mkt_bnr_v\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_mkt_bnr_v\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_mkt_bnr_v\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_mkt_bnr_v\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` ADD \`content_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` ADD \`banner_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` ADD \`banner_mobile_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_cnt_bnr_v_bnr_v_image_idx\` ON \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_cnt_bnr_v_bnr_v_content_image_idx\` ON \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` (\`content_image_id\`);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_cnt_bnr_v_bnr_v_banner_desktop_idx\` ON \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` (\`banner_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_cnt_bnr_v_bnr_v_banner_mobile_idx\` ON \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` (\`banner_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_cnt_bnr_v_bnr_v_icon_idx\` ON \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`content_image_url\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`content_image_title\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`content_image_width\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`content_image_height\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_url\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_title\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_width\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_height\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_url\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_title\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_width\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_height\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_cnt_bnr_v\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_cnt_bnr_v_icon_idx\` ON \`__front_pages_v_blocks_cnt_bnr_v\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_cnt_bnr_v\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_cnt_bnr_v\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_cnt_bnr_v\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_cnt_bnr_v\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_asrt_ic_v_it_v\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_asrt_ic_v_it_v_icon_idx\` ON \`___front_pages_v_blocks_asrt_ic_v_it_v\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_asrt_ic_v_it_v\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_asrt_ic_v_it_v\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_asrt_ic_v_it_v\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_asrt_ic_v_it_v\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_asrt_ic_v\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_asrt_ic_v_icon_idx\` ON \`__front_pages_v_blocks_asrt_ic_v\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_asrt_ic_v\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_asrt_ic_v\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_asrt_ic_v\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`__front_pages_v_blocks_asrt_ic_v\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_contact_v_ct_v\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_contact_v_ct_v_image_idx\` ON \`___front_pages_v_blocks_contact_v_ct_v\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_contact_v_ct_v\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_contact_v_ct_v\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_contact_v_ct_v\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`___front_pages_v_blocks_contact_v_ct_v\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`_front_pages_v\` ADD \`version_hero_hero_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_front_pages_v\` ADD \`version_hero_hero_mobile_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_front_pages_v_version_hero_version_hero_hero_desktop_idx\` ON \`_front_pages_v\` (\`version_hero_hero_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`_front_pages_v_version_hero_version_hero_hero_mobile_idx\` ON \`_front_pages_v\` (\`version_hero_hero_mobile_id\`);`)
  await db.run(sql`ALTER TABLE \`_front_pages_v\` DROP COLUMN \`version_hero_image_url\`;`)
  await db.run(sql`ALTER TABLE \`_front_pages_v\` DROP COLUMN \`version_hero_hero_mobile\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_asrt_ic_it\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_asrt_ic_it_icon_idx\` ON \`pages_blocks_asrt_ic_it\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_asrt_ic_it\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_asrt_ic_it\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_asrt_ic_it\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_asrt_ic_it\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_asrt_ic\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_asrt_ic_icon_idx\` ON \`pages_blocks_asrt_ic\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_asrt_ic\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_asrt_ic\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_asrt_ic\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_asrt_ic\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_ct\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_ct_image_idx\` ON \`pages_blocks_contact_ct\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_ct\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_ct\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_ct\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_ct\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr_bnr\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr_bnr\` ADD \`content_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr_bnr\` ADD \`banner_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr_bnr\` ADD \`banner_mobile_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr_bnr\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cnt_bnr_bnr_image_idx\` ON \`pages_blocks_cnt_bnr_bnr\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cnt_bnr_bnr_content_image_idx\` ON \`pages_blocks_cnt_bnr_bnr\` (\`content_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cnt_bnr_bnr_banner_desktop_idx\` ON \`pages_blocks_cnt_bnr_bnr\` (\`banner_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cnt_bnr_bnr_banner_mobile_idx\` ON \`pages_blocks_cnt_bnr_bnr\` (\`banner_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cnt_bnr_bnr_icon_idx\` ON \`pages_blocks_cnt_bnr_bnr\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`content_image_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`content_image_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`content_image_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`content_image_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`banner_desktop_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`banner_desktop_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`banner_desktop_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`banner_desktop_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`banner_mobile_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`banner_mobile_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`banner_mobile_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`banner_mobile_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr_bnr\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cnt_bnr_icon_idx\` ON \`pages_blocks_cnt_bnr\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cnt_bnr\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_img1\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_img1_image_idx\` ON \`pages_blocks_img1\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_img1\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_img1\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_img1\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_img1\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_large\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_large\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_icon_idx\` ON \`pages_blocks_large\` (\`icon_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_image_idx\` ON \`pages_blocks_large\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_large\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_large\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_large\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_large\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_large\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_large\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_large\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_large\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr_bnr\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr_bnr\` ADD \`content_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr_bnr\` ADD \`banner_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr_bnr\` ADD \`banner_mobile_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr_bnr\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mkt_bnr_bnr_image_idx\` ON \`pages_blocks_mkt_bnr_bnr\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mkt_bnr_bnr_content_image_idx\` ON \`pages_blocks_mkt_bnr_bnr\` (\`content_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mkt_bnr_bnr_banner_desktop_idx\` ON \`pages_blocks_mkt_bnr_bnr\` (\`banner_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mkt_bnr_bnr_banner_mobile_idx\` ON \`pages_blocks_mkt_bnr_bnr\` (\`banner_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mkt_bnr_bnr_icon_idx\` ON \`pages_blocks_mkt_bnr_bnr\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`content_image_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`content_image_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`content_image_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`content_image_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`banner_desktop_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`banner_desktop_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`banner_desktop_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`banner_desktop_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`banner_mobile_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`banner_mobile_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`banner_mobile_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`banner_mobile_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr_bnr\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mkt_bnr_icon_idx\` ON \`pages_blocks_mkt_bnr\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_mkt_bnr\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr_bnr\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr_bnr\` ADD \`content_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr_bnr\` ADD \`banner_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr_bnr\` ADD \`banner_mobile_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr_bnr\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rnd_bnr_bnr_image_idx\` ON \`pages_blocks_rnd_bnr_bnr\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rnd_bnr_bnr_content_image_idx\` ON \`pages_blocks_rnd_bnr_bnr\` (\`content_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rnd_bnr_bnr_banner_desktop_idx\` ON \`pages_blocks_rnd_bnr_bnr\` (\`banner_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rnd_bnr_bnr_banner_mobile_idx\` ON \`pages_blocks_rnd_bnr_bnr\` (\`banner_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rnd_bnr_bnr_icon_idx\` ON \`pages_blocks_rnd_bnr_bnr\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`content_image_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`content_image_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`content_image_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`content_image_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`banner_desktop_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`banner_desktop_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`banner_desktop_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`banner_desktop_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`banner_mobile_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`banner_mobile_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`banner_mobile_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`banner_mobile_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr_bnr\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rnd_bnr_icon_idx\` ON \`pages_blocks_rnd_bnr\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rnd_bnr\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr_bnr\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr_bnr\` ADD \`content_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr_bnr\` ADD \`banner_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr_bnr\` ADD \`banner_mobile_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr_bnr\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sub_bnr_bnr_image_idx\` ON \`pages_blocks_sub_bnr_bnr\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sub_bnr_bnr_content_image_idx\` ON \`pages_blocks_sub_bnr_bnr\` (\`content_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sub_bnr_bnr_banner_desktop_idx\` ON \`pages_blocks_sub_bnr_bnr\` (\`banner_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sub_bnr_bnr_banner_mobile_idx\` ON \`pages_blocks_sub_bnr_bnr\` (\`banner_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sub_bnr_bnr_icon_idx\` ON \`pages_blocks_sub_bnr_bnr\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr_bnr\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr_bnr\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr_bnr\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr_bnr\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr_bnr\` DROP COLUMN \`content_image_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr_bnr\` DROP COLUMN \`content_image_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr_bnr\` DROP COLUMN \`content_image_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr_bnr\` DROP COLUMN \`content_image_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr_bnr\` DROP COLUMN \`banner_desktop_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr_bnr\` DROP COLUMN \`banner_desktop_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr_bnr\` DROP COLUMN \`banner_desktop_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr_bnr\` DROP COLUMN \`banner_desktop_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr_bnr\` DROP COLUMN \`banner_mobile_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr_bnr\` DROP COLUMN \`banner_mobile_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr_bnr\` DROP COLUMN \`banner_mobile_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr_bnr\` DROP COLUMN \`banner_mobile_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr_bnr\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr_bnr\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr_bnr\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr_bnr\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sub_bnr_icon_idx\` ON \`pages_blocks_sub_bnr\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_sub_bnr\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_txt_med\` ADD \`media_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_txt_med_media_idx\` ON \`pages_blocks_txt_med\` (\`media_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_txt_med\` DROP COLUMN \`media_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_txt_med\` DROP COLUMN \`media_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_txt_med\` DROP COLUMN \`media_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_txt_med\` DROP COLUMN \`media_height\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_video\` ADD \`poster_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_poster_idx\` ON \`pages_blocks_video\` (\`poster_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_video\` DROP COLUMN \`poster_url\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_video\` DROP COLUMN \`poster_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_video\` DROP COLUMN \`poster_width\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_video\` DROP COLUMN \`poster_height\`;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`hero_hero_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`hero_hero_mobile_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`thumbnail_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`category_section_icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_hero_hero_hero_desktop_idx\` ON \`pages\` (\`hero_hero_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_hero_hero_hero_mobile_idx\` ON \`pages\` (\`hero_hero_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_thumbnail_idx\` ON \`pages\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_category_section_icon_idx\` ON \`pages\` (\`category_section_icon_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`hero_hero_desktop\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`hero_hero_mobile\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`thumbnail_title\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`thumbnail_url\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`category_section_icon_title\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`category_section_icon_url\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_asrt_ic_v_it_v\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_asrt_ic_v_it_v_icon_idx\` ON \`___pages_v_blocks_asrt_ic_v_it_v\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_asrt_ic_v_it_v\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_asrt_ic_v_it_v\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_asrt_ic_v_it_v\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_asrt_ic_v_it_v\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_asrt_ic_v\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_asrt_ic_v_icon_idx\` ON \`__pages_v_blocks_asrt_ic_v\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_asrt_ic_v\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_asrt_ic_v\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_asrt_ic_v\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_asrt_ic_v\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_contact_v_ct_v\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_contact_v_ct_v_image_idx\` ON \`___pages_v_blocks_contact_v_ct_v\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_contact_v_ct_v\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_contact_v_ct_v\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_contact_v_ct_v\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_contact_v_ct_v\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_cnt_bnr_v_bnr_v\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_cnt_bnr_v_bnr_v\` ADD \`content_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_cnt_bnr_v_bnr_v\` ADD \`banner_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_cnt_bnr_v_bnr_v\` ADD \`banner_mobile_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_cnt_bnr_v_bnr_v\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_cnt_bnr_v_bnr_v_image_idx\` ON \`___pages_v_blocks_cnt_bnr_v_bnr_v\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_cnt_bnr_v_bnr_v_content_image_idx\` ON \`___pages_v_blocks_cnt_bnr_v_bnr_v\` (\`content_image_id\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_cnt_bnr_v_bnr_v_banner_desktop_idx\` ON \`___pages_v_blocks_cnt_bnr_v_bnr_v\` (\`banner_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_cnt_bnr_v_bnr_v_banner_mobile_idx\` ON \`___pages_v_blocks_cnt_bnr_v_bnr_v\` (\`banner_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_cnt_bnr_v_bnr_v_icon_idx\` ON \`___pages_v_blocks_cnt_bnr_v_bnr_v\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`content_image_url\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`content_image_title\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`content_image_width\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`content_image_height\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_url\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_title\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_width\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_height\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_url\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_title\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_width\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_height\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_cnt_bnr_v_bnr_v\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_cnt_bnr_v\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_cnt_bnr_v_icon_idx\` ON \`__pages_v_blocks_cnt_bnr_v\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_cnt_bnr_v\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_cnt_bnr_v\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_cnt_bnr_v\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_cnt_bnr_v\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_img1_v\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_img1_v_image_idx\` ON \`__pages_v_blocks_img1_v\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_img1_v\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_img1_v\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_img1_v\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_img1_v\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_large_v\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_large_v\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_large_v_icon_idx\` ON \`__pages_v_blocks_large_v\` (\`icon_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_large_v_image_idx\` ON \`__pages_v_blocks_large_v\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_large_v\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_large_v\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_large_v\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_large_v\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_large_v\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_large_v\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_large_v\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_large_v\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_mkt_bnr_v_bnr_v\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_mkt_bnr_v_bnr_v\` ADD \`content_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_mkt_bnr_v_bnr_v\` ADD \`banner_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_mkt_bnr_v_bnr_v\` ADD \`banner_mobile_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_mkt_bnr_v_bnr_v\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_mkt_bnr_v_bnr_v_image_idx\` ON \`___pages_v_blocks_mkt_bnr_v_bnr_v\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_mkt_bnr_v_bnr_v_content_image_idx\` ON \`___pages_v_blocks_mkt_bnr_v_bnr_v\` (\`content_image_id\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_mkt_bnr_v_bnr_v_banner_desktop_idx\` ON \`___pages_v_blocks_mkt_bnr_v_bnr_v\` (\`banner_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_mkt_bnr_v_bnr_v_banner_mobile_idx\` ON \`___pages_v_blocks_mkt_bnr_v_bnr_v\` (\`banner_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_mkt_bnr_v_bnr_v_icon_idx\` ON \`___pages_v_blocks_mkt_bnr_v_bnr_v\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`content_image_url\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`content_image_title\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`content_image_width\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`content_image_height\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_url\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_title\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_width\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_height\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_url\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_title\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_width\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_height\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_mkt_bnr_v_bnr_v\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_mkt_bnr_v\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_mkt_bnr_v_icon_idx\` ON \`__pages_v_blocks_mkt_bnr_v\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_mkt_bnr_v\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_mkt_bnr_v\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_mkt_bnr_v\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_mkt_bnr_v\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_rnd_bnr_v_bnr_v\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_rnd_bnr_v_bnr_v\` ADD \`content_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_rnd_bnr_v_bnr_v\` ADD \`banner_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_rnd_bnr_v_bnr_v\` ADD \`banner_mobile_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_rnd_bnr_v_bnr_v\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_rnd_bnr_v_bnr_v_image_idx\` ON \`___pages_v_blocks_rnd_bnr_v_bnr_v\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_rnd_bnr_v_bnr_v_content_image_idx\` ON \`___pages_v_blocks_rnd_bnr_v_bnr_v\` (\`content_image_id\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_rnd_bnr_v_bnr_v_banner_desktop_idx\` ON \`___pages_v_blocks_rnd_bnr_v_bnr_v\` (\`banner_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_rnd_bnr_v_bnr_v_banner_mobile_idx\` ON \`___pages_v_blocks_rnd_bnr_v_bnr_v\` (\`banner_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_rnd_bnr_v_bnr_v_icon_idx\` ON \`___pages_v_blocks_rnd_bnr_v_bnr_v\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`content_image_url\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`content_image_title\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`content_image_width\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`content_image_height\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_url\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_title\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_width\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_height\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_url\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_title\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_width\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_height\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_rnd_bnr_v_bnr_v\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_rnd_bnr_v\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_rnd_bnr_v_icon_idx\` ON \`__pages_v_blocks_rnd_bnr_v\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_rnd_bnr_v\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_rnd_bnr_v\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_rnd_bnr_v\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_rnd_bnr_v\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_sub_bnr_v_bnr_v\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_sub_bnr_v_bnr_v\` ADD \`content_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_sub_bnr_v_bnr_v\` ADD \`banner_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_sub_bnr_v_bnr_v\` ADD \`banner_mobile_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_sub_bnr_v_bnr_v\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_sub_bnr_v_bnr_v_image_idx\` ON \`___pages_v_blocks_sub_bnr_v_bnr_v\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_sub_bnr_v_bnr_v_content_image_idx\` ON \`___pages_v_blocks_sub_bnr_v_bnr_v\` (\`content_image_id\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_sub_bnr_v_bnr_v_banner_desktop_idx\` ON \`___pages_v_blocks_sub_bnr_v_bnr_v\` (\`banner_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_sub_bnr_v_bnr_v_banner_mobile_idx\` ON \`___pages_v_blocks_sub_bnr_v_bnr_v\` (\`banner_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_sub_bnr_v_bnr_v_icon_idx\` ON \`___pages_v_blocks_sub_bnr_v_bnr_v\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`content_image_url\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`content_image_title\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`content_image_width\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`content_image_height\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_url\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_title\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_width\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`banner_desktop_height\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_url\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_title\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_width\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`banner_mobile_height\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`___pages_v_blocks_sub_bnr_v_bnr_v\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_sub_bnr_v\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_sub_bnr_v_icon_idx\` ON \`__pages_v_blocks_sub_bnr_v\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_sub_bnr_v\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_sub_bnr_v\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_sub_bnr_v\` DROP COLUMN \`icon_width\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_sub_bnr_v\` DROP COLUMN \`icon_height\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_txt_med_v\` ADD \`media_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_txt_med_v_media_idx\` ON \`__pages_v_blocks_txt_med_v\` (\`media_id\`);`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_txt_med_v\` DROP COLUMN \`media_url\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_txt_med_v\` DROP COLUMN \`media_title\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_txt_med_v\` DROP COLUMN \`media_width\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_txt_med_v\` DROP COLUMN \`media_height\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_video_v\` ADD \`poster_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_video_v_poster_idx\` ON \`__pages_v_blocks_video_v\` (\`poster_id\`);`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_video_v\` DROP COLUMN \`poster_url\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_video_v\` DROP COLUMN \`poster_title\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_video_v\` DROP COLUMN \`poster_width\`;`)
  await db.run(sql`ALTER TABLE \`__pages_v_blocks_video_v\` DROP COLUMN \`poster_height\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_hero_hero_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_hero_hero_mobile_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_thumbnail_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_category_section_icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_hero_version_hero_hero_desktop_idx\` ON \`_pages_v\` (\`version_hero_hero_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_hero_version_hero_hero_mobile_idx\` ON \`_pages_v\` (\`version_hero_hero_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_thumbnail_idx\` ON \`_pages_v\` (\`version_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_category_section_icon_idx\` ON \`_pages_v\` (\`version_category_section_icon_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_hero_hero_desktop\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_hero_hero_mobile\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_thumbnail_title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_thumbnail_url\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_category_section_icon_title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_category_section_icon_url\`;`)
  await db.run(sql`ALTER TABLE \`listing_pages\` ADD \`hero_hero_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`listing_pages\` ADD \`hero_hero_mobile_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`listing_pages\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`listing_pages_hero_hero_hero_desktop_idx\` ON \`listing_pages\` (\`hero_hero_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`listing_pages_hero_hero_hero_mobile_idx\` ON \`listing_pages\` (\`hero_hero_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`listing_pages_icon_idx\` ON \`listing_pages\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`listing_pages\` DROP COLUMN \`hero_hero_desktop\`;`)
  await db.run(sql`ALTER TABLE \`listing_pages\` DROP COLUMN \`hero_hero_mobile\`;`)
  await db.run(sql`ALTER TABLE \`listing_pages\` DROP COLUMN \`icon\`;`)
  await db.run(sql`ALTER TABLE \`banners\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`banners\` ADD \`content_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`banners\` ADD \`banner_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`banners\` ADD \`banner_mobile_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`banners\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`banners_image_idx\` ON \`banners\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_content_image_idx\` ON \`banners\` (\`content_image_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_banner_desktop_idx\` ON \`banners\` (\`banner_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_banner_mobile_idx\` ON \`banners\` (\`banner_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_icon_idx\` ON \`banners\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`banners\` DROP COLUMN \`image\`;`)
  await db.run(sql`ALTER TABLE \`banners\` DROP COLUMN \`content_image\`;`)
  await db.run(sql`ALTER TABLE \`banners\` DROP COLUMN \`banner_desktop\`;`)
  await db.run(sql`ALTER TABLE \`banners\` DROP COLUMN \`banner_mobile\`;`)
  await db.run(sql`ALTER TABLE \`banners\` DROP COLUMN \`icon_title\`;`)
  await db.run(sql`ALTER TABLE \`banners\` DROP COLUMN \`icon_description\`;`)
  await db.run(sql`ALTER TABLE \`banners\` DROP COLUMN \`icon_url\`;`)
  await db.run(sql`ALTER TABLE \`heroes\` ADD \`hero_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`heroes\` ADD \`hero_mobile_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`heroes\` ADD \`icon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`heroes_hero_desktop_idx\` ON \`heroes\` (\`hero_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`heroes_hero_mobile_idx\` ON \`heroes\` (\`hero_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`heroes_icon_idx\` ON \`heroes\` (\`icon_id\`);`)
  await db.run(sql`ALTER TABLE \`heroes\` DROP COLUMN \`hero_desktop\`;`)
  await db.run(sql`ALTER TABLE \`heroes\` DROP COLUMN \`hero_mobile\`;`)
  await db.run(sql`ALTER TABLE \`heroes\` DROP COLUMN \`icon\`;`)
  await db.run(sql`ALTER TABLE \`text_and_media\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`text_and_media_image_idx\` ON \`text_and_media\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`text_and_media\` DROP COLUMN \`image_url\`;`)
  await db.run(sql`ALTER TABLE \`text_and_media\` DROP COLUMN \`image_title\`;`)
  await db.run(sql`ALTER TABLE \`text_and_media\` DROP COLUMN \`image_width\`;`)
  await db.run(sql`ALTER TABLE \`text_and_media\` DROP COLUMN \`image_height\`;`)
  await db.run(sql`ALTER TABLE \`logos\` ADD \`logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`logos\` ADD \`logo_small_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`logos\` ADD \`favicon_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`logos\` ADD \`light_logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`logos\` ADD \`light_logo_small_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`logos_logo_idx\` ON \`logos\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`logos_logo_small_idx\` ON \`logos\` (\`logo_small_id\`);`)
  await db.run(sql`CREATE INDEX \`logos_favicon_idx\` ON \`logos\` (\`favicon_id\`);`)
  await db.run(sql`CREATE INDEX \`logos_light_logo_idx\` ON \`logos\` (\`light_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`logos_light_logo_small_idx\` ON \`logos\` (\`light_logo_small_id\`);`)
  await db.run(sql`ALTER TABLE \`logos\` DROP COLUMN \`logo_url\`;`)
  await db.run(sql`ALTER TABLE \`logos\` DROP COLUMN \`logo_title\`;`)
  await db.run(sql`ALTER TABLE \`logos\` DROP COLUMN \`logo_width\`;`)
  await db.run(sql`ALTER TABLE \`logos\` DROP COLUMN \`logo_height\`;`)
  await db.run(sql`ALTER TABLE \`logos\` DROP COLUMN \`logo_small_url\`;`)
  await db.run(sql`ALTER TABLE \`logos\` DROP COLUMN \`logo_small_title\`;`)
  await db.run(sql`ALTER TABLE \`logos\` DROP COLUMN \`logo_small_width\`;`)
  await db.run(sql`ALTER TABLE \`logos\` DROP COLUMN \`logo_small_height\`;`)
  await db.run(sql`ALTER TABLE \`logos\` DROP COLUMN \`favicon_url\`;`)
  await db.run(sql`ALTER TABLE \`logos\` DROP COLUMN \`favicon_title\`;`)
  await db.run(sql`ALTER TABLE \`logos\` DROP COLUMN \`favicon_width\`;`)
  await db.run(sql`ALTER TABLE \`logos\` DROP COLUMN \`favicon_height\`;`)
  await db.run(sql`ALTER TABLE \`logos\` DROP COLUMN \`light_logo_url\`;`)
  await db.run(sql`ALTER TABLE \`logos\` DROP COLUMN \`light_logo_title\`;`)
  await db.run(sql`ALTER TABLE \`logos\` DROP COLUMN \`light_logo_width\`;`)
  await db.run(sql`ALTER TABLE \`logos\` DROP COLUMN \`light_logo_height\`;`)
  await db.run(sql`ALTER TABLE \`logos\` DROP COLUMN \`light_logo_small_url\`;`)
  await db.run(sql`ALTER TABLE \`logos\` DROP COLUMN \`light_logo_small_title\`;`)
  await db.run(sql`ALTER TABLE \`logos\` DROP COLUMN \`light_logo_small_width\`;`)
  await db.run(sql`ALTER TABLE \`logos\` DROP COLUMN \`light_logo_small_height\`;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`media_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_store_contacts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`role\` text,
  	\`name\` text NOT NULL,
  	\`phone\` text,
  	\`email\` text,
  	\`image_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_store_contacts\`("_order", "_parent_id", "id", "role", "name", "phone", "email", "image_url") SELECT "_order", "_parent_id", "id", "role", "name", "phone", "email", "image_url" FROM \`store_contacts\`;`)
  await db.run(sql`DROP TABLE \`store_contacts\`;`)
  await db.run(sql`ALTER TABLE \`__new_store_contacts\` RENAME TO \`store_contacts\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`store_contacts_order_idx\` ON \`store_contacts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`store_contacts_parent_id_idx\` ON \`store_contacts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_stores_blocks_asrt_ic_it\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`link_url\` text,
  	\`icon_url\` text NOT NULL,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores_blocks_asrt_ic\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_stores_blocks_asrt_ic_it\`("_order", "_parent_id", "id", "title", "link_url", "icon_url", "icon_title", "icon_width", "icon_height") SELECT "_order", "_parent_id", "id", "title", "link_url", "icon_url", "icon_title", "icon_width", "icon_height" FROM \`stores_blocks_asrt_ic_it\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_asrt_ic_it\`;`)
  await db.run(sql`ALTER TABLE \`__new_stores_blocks_asrt_ic_it\` RENAME TO \`stores_blocks_asrt_ic_it\`;`)
  await db.run(sql`CREATE INDEX \`stores_blocks_asrt_ic_it_order_idx\` ON \`stores_blocks_asrt_ic_it\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_asrt_ic_it_parent_id_idx\` ON \`stores_blocks_asrt_ic_it\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_stores_blocks_asrt_ic\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_stores_blocks_asrt_ic\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "block_name" FROM \`stores_blocks_asrt_ic\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_asrt_ic\`;`)
  await db.run(sql`ALTER TABLE \`__new_stores_blocks_asrt_ic\` RENAME TO \`stores_blocks_asrt_ic\`;`)
  await db.run(sql`CREATE INDEX \`stores_blocks_asrt_ic_order_idx\` ON \`stores_blocks_asrt_ic\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_asrt_ic_parent_id_idx\` ON \`stores_blocks_asrt_ic\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_asrt_ic_path_idx\` ON \`stores_blocks_asrt_ic\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_stores_blocks_contact_ct\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`role\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores_blocks_contact\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_stores_blocks_contact_ct\`("_order", "_parent_id", "id", "name", "role", "phone", "email", "image_url", "image_title", "image_width", "image_height") SELECT "_order", "_parent_id", "id", "name", "role", "phone", "email", "image_url", "image_title", "image_width", "image_height" FROM \`stores_blocks_contact_ct\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_contact_ct\`;`)
  await db.run(sql`ALTER TABLE \`__new_stores_blocks_contact_ct\` RENAME TO \`stores_blocks_contact_ct\`;`)
  await db.run(sql`CREATE INDEX \`stores_blocks_contact_ct_order_idx\` ON \`stores_blocks_contact_ct\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_contact_ct_parent_id_idx\` ON \`stores_blocks_contact_ct\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_stores_blocks_cnt_bnr_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores_blocks_cnt_bnr\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_stores_blocks_cnt_bnr_bnr\`("_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description") SELECT "_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description" FROM \`stores_blocks_cnt_bnr_bnr\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_cnt_bnr_bnr\`;`)
  await db.run(sql`ALTER TABLE \`__new_stores_blocks_cnt_bnr_bnr\` RENAME TO \`stores_blocks_cnt_bnr_bnr\`;`)
  await db.run(sql`CREATE INDEX \`stores_blocks_cnt_bnr_bnr_order_idx\` ON \`stores_blocks_cnt_bnr_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_cnt_bnr_bnr_parent_id_idx\` ON \`stores_blocks_cnt_bnr_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_stores_blocks_cnt_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_stores_blocks_cnt_bnr\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "block_name" FROM \`stores_blocks_cnt_bnr\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_cnt_bnr\`;`)
  await db.run(sql`ALTER TABLE \`__new_stores_blocks_cnt_bnr\` RENAME TO \`stores_blocks_cnt_bnr\`;`)
  await db.run(sql`CREATE INDEX \`stores_blocks_cnt_bnr_order_idx\` ON \`stores_blocks_cnt_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_cnt_bnr_parent_id_idx\` ON \`stores_blocks_cnt_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_cnt_bnr_path_idx\` ON \`stores_blocks_cnt_bnr\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_stores_blocks_img1\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`image_url\` text NOT NULL,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`link_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_stores_blocks_img1\`("_order", "_parent_id", "_path", "id", "title", "image_url", "image_title", "image_width", "image_height", "link_url", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "image_url", "image_title", "image_width", "image_height", "link_url", "block_name" FROM \`stores_blocks_img1\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_img1\`;`)
  await db.run(sql`ALTER TABLE \`__new_stores_blocks_img1\` RENAME TO \`stores_blocks_img1\`;`)
  await db.run(sql`CREATE INDEX \`stores_blocks_img1_order_idx\` ON \`stores_blocks_img1\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_img1_parent_id_idx\` ON \`stores_blocks_img1\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_img1_path_idx\` ON \`stores_blocks_img1\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_stores_blocks_large\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`text\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_stores_blocks_large\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "text", "image_url", "image_title", "image_width", "image_height", "link_text", "link_url", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "text", "image_url", "image_title", "image_width", "image_height", "link_text", "link_url", "block_name" FROM \`stores_blocks_large\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_large\`;`)
  await db.run(sql`ALTER TABLE \`__new_stores_blocks_large\` RENAME TO \`stores_blocks_large\`;`)
  await db.run(sql`CREATE INDEX \`stores_blocks_large_order_idx\` ON \`stores_blocks_large\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_large_parent_id_idx\` ON \`stores_blocks_large\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_large_path_idx\` ON \`stores_blocks_large\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_stores_blocks_mkt_bnr_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores_blocks_mkt_bnr\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_stores_blocks_mkt_bnr_bnr\`("_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description") SELECT "_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description" FROM \`stores_blocks_mkt_bnr_bnr\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_mkt_bnr_bnr\`;`)
  await db.run(sql`ALTER TABLE \`__new_stores_blocks_mkt_bnr_bnr\` RENAME TO \`stores_blocks_mkt_bnr_bnr\`;`)
  await db.run(sql`CREATE INDEX \`stores_blocks_mkt_bnr_bnr_order_idx\` ON \`stores_blocks_mkt_bnr_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_mkt_bnr_bnr_parent_id_idx\` ON \`stores_blocks_mkt_bnr_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_stores_blocks_mkt_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_stores_blocks_mkt_bnr\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "block_name" FROM \`stores_blocks_mkt_bnr\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_mkt_bnr\`;`)
  await db.run(sql`ALTER TABLE \`__new_stores_blocks_mkt_bnr\` RENAME TO \`stores_blocks_mkt_bnr\`;`)
  await db.run(sql`CREATE INDEX \`stores_blocks_mkt_bnr_order_idx\` ON \`stores_blocks_mkt_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_mkt_bnr_parent_id_idx\` ON \`stores_blocks_mkt_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_mkt_bnr_path_idx\` ON \`stores_blocks_mkt_bnr\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_stores_blocks_rnd_bnr_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`weight\` numeric DEFAULT 1,
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores_blocks_rnd_bnr\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_stores_blocks_rnd_bnr_bnr\`("_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "weight", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description") SELECT "_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "weight", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description" FROM \`stores_blocks_rnd_bnr_bnr\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_rnd_bnr_bnr\`;`)
  await db.run(sql`ALTER TABLE \`__new_stores_blocks_rnd_bnr_bnr\` RENAME TO \`stores_blocks_rnd_bnr_bnr\`;`)
  await db.run(sql`CREATE INDEX \`stores_blocks_rnd_bnr_bnr_order_idx\` ON \`stores_blocks_rnd_bnr_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_rnd_bnr_bnr_parent_id_idx\` ON \`stores_blocks_rnd_bnr_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_stores_blocks_rnd_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_stores_blocks_rnd_bnr\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "block_name" FROM \`stores_blocks_rnd_bnr\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_rnd_bnr\`;`)
  await db.run(sql`ALTER TABLE \`__new_stores_blocks_rnd_bnr\` RENAME TO \`stores_blocks_rnd_bnr\`;`)
  await db.run(sql`CREATE INDEX \`stores_blocks_rnd_bnr_order_idx\` ON \`stores_blocks_rnd_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_rnd_bnr_parent_id_idx\` ON \`stores_blocks_rnd_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_rnd_bnr_path_idx\` ON \`stores_blocks_rnd_bnr\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_stores_blocks_sub_bnr_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores_blocks_sub_bnr\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_stores_blocks_sub_bnr_bnr\`("_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description") SELECT "_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description" FROM \`stores_blocks_sub_bnr_bnr\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_sub_bnr_bnr\`;`)
  await db.run(sql`ALTER TABLE \`__new_stores_blocks_sub_bnr_bnr\` RENAME TO \`stores_blocks_sub_bnr_bnr\`;`)
  await db.run(sql`CREATE INDEX \`stores_blocks_sub_bnr_bnr_order_idx\` ON \`stores_blocks_sub_bnr_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_sub_bnr_bnr_parent_id_idx\` ON \`stores_blocks_sub_bnr_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_stores_blocks_sub_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_stores_blocks_sub_bnr\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "block_name" FROM \`stores_blocks_sub_bnr\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_sub_bnr\`;`)
  await db.run(sql`ALTER TABLE \`__new_stores_blocks_sub_bnr\` RENAME TO \`stores_blocks_sub_bnr\`;`)
  await db.run(sql`CREATE INDEX \`stores_blocks_sub_bnr_order_idx\` ON \`stores_blocks_sub_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_sub_bnr_parent_id_idx\` ON \`stores_blocks_sub_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_sub_bnr_path_idx\` ON \`stores_blocks_sub_bnr\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_stores_blocks_txt_med\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`media_url\` text NOT NULL,
  	\`media_title\` text,
  	\`media_width\` numeric,
  	\`media_height\` numeric,
  	\`media_position\` text DEFAULT 'left',
  	\`link_text\` text,
  	\`link_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_stores_blocks_txt_med\`("_order", "_parent_id", "_path", "id", "title", "text", "media_url", "media_title", "media_width", "media_height", "media_position", "link_text", "link_url", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "media_url", "media_title", "media_width", "media_height", "media_position", "link_text", "link_url", "block_name" FROM \`stores_blocks_txt_med\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_txt_med\`;`)
  await db.run(sql`ALTER TABLE \`__new_stores_blocks_txt_med\` RENAME TO \`stores_blocks_txt_med\`;`)
  await db.run(sql`CREATE INDEX \`stores_blocks_txt_med_order_idx\` ON \`stores_blocks_txt_med\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_txt_med_parent_id_idx\` ON \`stores_blocks_txt_med\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_txt_med_path_idx\` ON \`stores_blocks_txt_med\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_stores_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`video_url\` text NOT NULL,
  	\`poster_url\` text,
  	\`poster_title\` text,
  	\`poster_width\` numeric,
  	\`poster_height\` numeric,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_stores_blocks_video\`("_order", "_parent_id", "_path", "id", "title", "video_url", "poster_url", "poster_title", "poster_width", "poster_height", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "video_url", "poster_url", "poster_title", "poster_width", "poster_height", "block_name" FROM \`stores_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`stores_blocks_video\`;`)
  await db.run(sql`ALTER TABLE \`__new_stores_blocks_video\` RENAME TO \`stores_blocks_video\`;`)
  await db.run(sql`CREATE INDEX \`stores_blocks_video_order_idx\` ON \`stores_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_video_parent_id_idx\` ON \`stores_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_blocks_video_path_idx\` ON \`stores_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_stores\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`store_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`brand\` text,
  	\`is_central_warehouse\` integer DEFAULT false,
  	\`address1\` text,
  	\`postal_code\` text,
  	\`city\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`opening_hours_monday\` text,
  	\`opening_hours_tuesday\` text,
  	\`opening_hours_wednesday\` text,
  	\`opening_hours_thursday\` text,
  	\`opening_hours_friday\` text,
  	\`opening_hours_saturday\` text,
  	\`opening_hours_sunday\` text,
  	\`label\` text,
  	\`title\` text,
  	\`ingress\` text,
  	\`body\` text,
  	\`hero_desktop\` text,
  	\`hero_mobile\` text,
  	\`infobox\` text,
  	\`contacts_title\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_stores\`("id", "store_id", "name", "brand", "is_central_warehouse", "address1", "postal_code", "city", "phone", "email", "latitude", "longitude", "opening_hours_monday", "opening_hours_tuesday", "opening_hours_wednesday", "opening_hours_thursday", "opening_hours_friday", "opening_hours_saturday", "opening_hours_sunday", "label", "title", "ingress", "body", "hero_desktop", "hero_mobile", "infobox", "contacts_title", "updated_at", "created_at") SELECT "id", "store_id", "name", "brand", "is_central_warehouse", "address1", "postal_code", "city", "phone", "email", "latitude", "longitude", "opening_hours_monday", "opening_hours_tuesday", "opening_hours_wednesday", "opening_hours_thursday", "opening_hours_friday", "opening_hours_saturday", "opening_hours_sunday", "label", "title", "ingress", "body", "hero_desktop", "hero_mobile", "infobox", "contacts_title", "updated_at", "created_at" FROM \`stores\`;`)
  await db.run(sql`DROP TABLE \`stores\`;`)
  await db.run(sql`ALTER TABLE \`__new_stores\` RENAME TO \`stores\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`stores_store_id_idx\` ON \`stores\` (\`store_id\`);`)
  await db.run(sql`CREATE INDEX \`stores_brand_idx\` ON \`stores\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`stores_updated_at_idx\` ON \`stores\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stores_created_at_idx\` ON \`stores\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_front_pages_blocks_large\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`text\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`front_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_front_pages_blocks_large\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "text", "image_url", "image_title", "image_width", "image_height", "link_text", "link_url", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "text", "image_url", "image_title", "image_width", "image_height", "link_text", "link_url", "block_name" FROM \`front_pages_blocks_large\`;`)
  await db.run(sql`DROP TABLE \`front_pages_blocks_large\`;`)
  await db.run(sql`ALTER TABLE \`__new_front_pages_blocks_large\` RENAME TO \`front_pages_blocks_large\`;`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_large_order_idx\` ON \`front_pages_blocks_large\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_large_parent_id_idx\` ON \`front_pages_blocks_large\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_large_path_idx\` ON \`front_pages_blocks_large\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_front_pages_blocks_sub_bnr_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`front_pages_blocks_sub_bnr\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_front_pages_blocks_sub_bnr_bnr\`("_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description") SELECT "_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description" FROM \`front_pages_blocks_sub_bnr_bnr\`;`)
  await db.run(sql`DROP TABLE \`front_pages_blocks_sub_bnr_bnr\`;`)
  await db.run(sql`ALTER TABLE \`__new_front_pages_blocks_sub_bnr_bnr\` RENAME TO \`front_pages_blocks_sub_bnr_bnr\`;`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_sub_bnr_bnr_order_idx\` ON \`front_pages_blocks_sub_bnr_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_sub_bnr_bnr_parent_id_idx\` ON \`front_pages_blocks_sub_bnr_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_front_pages_blocks_sub_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`front_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_front_pages_blocks_sub_bnr\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "block_name" FROM \`front_pages_blocks_sub_bnr\`;`)
  await db.run(sql`DROP TABLE \`front_pages_blocks_sub_bnr\`;`)
  await db.run(sql`ALTER TABLE \`__new_front_pages_blocks_sub_bnr\` RENAME TO \`front_pages_blocks_sub_bnr\`;`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_sub_bnr_order_idx\` ON \`front_pages_blocks_sub_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_sub_bnr_parent_id_idx\` ON \`front_pages_blocks_sub_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_sub_bnr_path_idx\` ON \`front_pages_blocks_sub_bnr\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_front_pages_blocks_rnd_bnr_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`weight\` numeric DEFAULT 1,
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`front_pages_blocks_rnd_bnr\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_front_pages_blocks_rnd_bnr_bnr\`("_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "weight", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description") SELECT "_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "weight", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description" FROM \`front_pages_blocks_rnd_bnr_bnr\`;`)
  await db.run(sql`DROP TABLE \`front_pages_blocks_rnd_bnr_bnr\`;`)
  await db.run(sql`ALTER TABLE \`__new_front_pages_blocks_rnd_bnr_bnr\` RENAME TO \`front_pages_blocks_rnd_bnr_bnr\`;`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_rnd_bnr_bnr_order_idx\` ON \`front_pages_blocks_rnd_bnr_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_rnd_bnr_bnr_parent_id_idx\` ON \`front_pages_blocks_rnd_bnr_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_front_pages_blocks_rnd_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`front_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_front_pages_blocks_rnd_bnr\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "block_name" FROM \`front_pages_blocks_rnd_bnr\`;`)
  await db.run(sql`DROP TABLE \`front_pages_blocks_rnd_bnr\`;`)
  await db.run(sql`ALTER TABLE \`__new_front_pages_blocks_rnd_bnr\` RENAME TO \`front_pages_blocks_rnd_bnr\`;`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_rnd_bnr_order_idx\` ON \`front_pages_blocks_rnd_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_rnd_bnr_parent_id_idx\` ON \`front_pages_blocks_rnd_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_rnd_bnr_path_idx\` ON \`front_pages_blocks_rnd_bnr\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_front_pages_blocks_mkt_bnr_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`front_pages_blocks_mkt_bnr\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_front_pages_blocks_mkt_bnr_bnr\`("_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description") SELECT "_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description" FROM \`front_pages_blocks_mkt_bnr_bnr\`;`)
  await db.run(sql`DROP TABLE \`front_pages_blocks_mkt_bnr_bnr\`;`)
  await db.run(sql`ALTER TABLE \`__new_front_pages_blocks_mkt_bnr_bnr\` RENAME TO \`front_pages_blocks_mkt_bnr_bnr\`;`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_mkt_bnr_bnr_order_idx\` ON \`front_pages_blocks_mkt_bnr_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_mkt_bnr_bnr_parent_id_idx\` ON \`front_pages_blocks_mkt_bnr_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_front_pages_blocks_mkt_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`front_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_front_pages_blocks_mkt_bnr\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "block_name" FROM \`front_pages_blocks_mkt_bnr\`;`)
  await db.run(sql`DROP TABLE \`front_pages_blocks_mkt_bnr\`;`)
  await db.run(sql`ALTER TABLE \`__new_front_pages_blocks_mkt_bnr\` RENAME TO \`front_pages_blocks_mkt_bnr\`;`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_mkt_bnr_order_idx\` ON \`front_pages_blocks_mkt_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_mkt_bnr_parent_id_idx\` ON \`front_pages_blocks_mkt_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_mkt_bnr_path_idx\` ON \`front_pages_blocks_mkt_bnr\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_front_pages_blocks_cnt_bnr_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`front_pages_blocks_cnt_bnr\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_front_pages_blocks_cnt_bnr_bnr\`("_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description") SELECT "_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description" FROM \`front_pages_blocks_cnt_bnr_bnr\`;`)
  await db.run(sql`DROP TABLE \`front_pages_blocks_cnt_bnr_bnr\`;`)
  await db.run(sql`ALTER TABLE \`__new_front_pages_blocks_cnt_bnr_bnr\` RENAME TO \`front_pages_blocks_cnt_bnr_bnr\`;`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_cnt_bnr_bnr_order_idx\` ON \`front_pages_blocks_cnt_bnr_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_cnt_bnr_bnr_parent_id_idx\` ON \`front_pages_blocks_cnt_bnr_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_front_pages_blocks_cnt_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`front_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_front_pages_blocks_cnt_bnr\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "block_name" FROM \`front_pages_blocks_cnt_bnr\`;`)
  await db.run(sql`DROP TABLE \`front_pages_blocks_cnt_bnr\`;`)
  await db.run(sql`ALTER TABLE \`__new_front_pages_blocks_cnt_bnr\` RENAME TO \`front_pages_blocks_cnt_bnr\`;`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_cnt_bnr_order_idx\` ON \`front_pages_blocks_cnt_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_cnt_bnr_parent_id_idx\` ON \`front_pages_blocks_cnt_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_cnt_bnr_path_idx\` ON \`front_pages_blocks_cnt_bnr\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_front_pages_blocks_asrt_ic_it\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link_url\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`front_pages_blocks_asrt_ic\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_front_pages_blocks_asrt_ic_it\`("_order", "_parent_id", "id", "title", "link_url", "icon_url", "icon_title", "icon_width", "icon_height") SELECT "_order", "_parent_id", "id", "title", "link_url", "icon_url", "icon_title", "icon_width", "icon_height" FROM \`front_pages_blocks_asrt_ic_it\`;`)
  await db.run(sql`DROP TABLE \`front_pages_blocks_asrt_ic_it\`;`)
  await db.run(sql`ALTER TABLE \`__new_front_pages_blocks_asrt_ic_it\` RENAME TO \`front_pages_blocks_asrt_ic_it\`;`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_asrt_ic_it_order_idx\` ON \`front_pages_blocks_asrt_ic_it\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_asrt_ic_it_parent_id_idx\` ON \`front_pages_blocks_asrt_ic_it\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_front_pages_blocks_asrt_ic\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`front_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_front_pages_blocks_asrt_ic\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "block_name" FROM \`front_pages_blocks_asrt_ic\`;`)
  await db.run(sql`DROP TABLE \`front_pages_blocks_asrt_ic\`;`)
  await db.run(sql`ALTER TABLE \`__new_front_pages_blocks_asrt_ic\` RENAME TO \`front_pages_blocks_asrt_ic\`;`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_asrt_ic_order_idx\` ON \`front_pages_blocks_asrt_ic\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_asrt_ic_parent_id_idx\` ON \`front_pages_blocks_asrt_ic\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_asrt_ic_path_idx\` ON \`front_pages_blocks_asrt_ic\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_front_pages_blocks_contact_ct\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`front_pages_blocks_contact\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_front_pages_blocks_contact_ct\`("_order", "_parent_id", "id", "name", "role", "phone", "email", "image_url", "image_title", "image_width", "image_height") SELECT "_order", "_parent_id", "id", "name", "role", "phone", "email", "image_url", "image_title", "image_width", "image_height" FROM \`front_pages_blocks_contact_ct\`;`)
  await db.run(sql`DROP TABLE \`front_pages_blocks_contact_ct\`;`)
  await db.run(sql`ALTER TABLE \`__new_front_pages_blocks_contact_ct\` RENAME TO \`front_pages_blocks_contact_ct\`;`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_contact_ct_order_idx\` ON \`front_pages_blocks_contact_ct\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_blocks_contact_ct_parent_id_idx\` ON \`front_pages_blocks_contact_ct\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_front_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text,
  	\`title\` text,
  	\`hero_title\` text,
  	\`hero_description\` text,
  	\`hero_image_url\` text,
  	\`hero_hero_mobile\` text,
  	\`hero_title_font_size\` text DEFAULT 'large',
  	\`hero_overlay\` integer DEFAULT false,
  	\`hero_link_url\` text,
  	\`hero_link_text\` text,
  	\`meta_description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_front_pages\`("id", "brand", "title", "hero_title", "hero_description", "hero_image_url", "hero_hero_mobile", "hero_title_font_size", "hero_overlay", "hero_link_url", "hero_link_text", "meta_description", "updated_at", "created_at", "_status") SELECT "id", "brand", "title", "hero_title", "hero_description", "hero_image_url", "hero_hero_mobile", "hero_title_font_size", "hero_overlay", "hero_link_url", "hero_link_text", "meta_description", "updated_at", "created_at", "_status" FROM \`front_pages\`;`)
  await db.run(sql`DROP TABLE \`front_pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_front_pages\` RENAME TO \`front_pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`front_pages_brand_idx\` ON \`front_pages\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_updated_at_idx\` ON \`front_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`front_pages_created_at_idx\` ON \`front_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`front_pages__status_idx\` ON \`front_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new___front_pages_v_blocks_large_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`text\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_front_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___front_pages_v_blocks_large_v\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "text", "image_url", "image_title", "image_width", "image_height", "link_text", "link_url", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "text", "image_url", "image_title", "image_width", "image_height", "link_text", "link_url", "_uuid", "block_name" FROM \`__front_pages_v_blocks_large_v\`;`)
  await db.run(sql`DROP TABLE \`__front_pages_v_blocks_large_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___front_pages_v_blocks_large_v\` RENAME TO \`__front_pages_v_blocks_large_v\`;`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_large_v_order_idx\` ON \`__front_pages_v_blocks_large_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_large_v_parent_id_idx\` ON \`__front_pages_v_blocks_large_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_large_v_path_idx\` ON \`__front_pages_v_blocks_large_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new____front_pages_v_blocks_sub_bnr_v_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__front_pages_v_blocks_sub_bnr_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new____front_pages_v_blocks_sub_bnr_v_bnr_v\`("_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description", "_uuid") SELECT "_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description", "_uuid" FROM \`___front_pages_v_blocks_sub_bnr_v_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`___front_pages_v_blocks_sub_bnr_v_bnr_v\`;`)
  await db.run(sql`ALTER TABLE \`__new____front_pages_v_blocks_sub_bnr_v_bnr_v\` RENAME TO \`___front_pages_v_blocks_sub_bnr_v_bnr_v\`;`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_sub_bnr_v_bnr_v_order_idx\` ON \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_sub_bnr_v_bnr_v_parent_id_idx\` ON \`___front_pages_v_blocks_sub_bnr_v_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___front_pages_v_blocks_sub_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_front_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___front_pages_v_blocks_sub_bnr_v\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "_uuid", "block_name" FROM \`__front_pages_v_blocks_sub_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`__front_pages_v_blocks_sub_bnr_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___front_pages_v_blocks_sub_bnr_v\` RENAME TO \`__front_pages_v_blocks_sub_bnr_v\`;`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_sub_bnr_v_order_idx\` ON \`__front_pages_v_blocks_sub_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_sub_bnr_v_parent_id_idx\` ON \`__front_pages_v_blocks_sub_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_sub_bnr_v_path_idx\` ON \`__front_pages_v_blocks_sub_bnr_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new____front_pages_v_blocks_rnd_bnr_v_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`weight\` numeric DEFAULT 1,
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__front_pages_v_blocks_rnd_bnr_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new____front_pages_v_blocks_rnd_bnr_v_bnr_v\`("_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "weight", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description", "_uuid") SELECT "_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "weight", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description", "_uuid" FROM \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\`;`)
  await db.run(sql`ALTER TABLE \`__new____front_pages_v_blocks_rnd_bnr_v_bnr_v\` RENAME TO \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\`;`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_rnd_bnr_v_bnr_v_order_idx\` ON \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_rnd_bnr_v_bnr_v_parent_id_idx\` ON \`___front_pages_v_blocks_rnd_bnr_v_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___front_pages_v_blocks_rnd_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_front_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___front_pages_v_blocks_rnd_bnr_v\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "_uuid", "block_name" FROM \`__front_pages_v_blocks_rnd_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`__front_pages_v_blocks_rnd_bnr_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___front_pages_v_blocks_rnd_bnr_v\` RENAME TO \`__front_pages_v_blocks_rnd_bnr_v\`;`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_rnd_bnr_v_order_idx\` ON \`__front_pages_v_blocks_rnd_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_rnd_bnr_v_parent_id_idx\` ON \`__front_pages_v_blocks_rnd_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_rnd_bnr_v_path_idx\` ON \`__front_pages_v_blocks_rnd_bnr_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new____front_pages_v_blocks_mkt_bnr_v_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__front_pages_v_blocks_mkt_bnr_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new____front_pages_v_blocks_mkt_bnr_v_bnr_v\`("_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description", "_uuid") SELECT "_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description", "_uuid" FROM \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\`;`)
  await db.run(sql`ALTER TABLE \`__new____front_pages_v_blocks_mkt_bnr_v_bnr_v\` RENAME TO \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\`;`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_mkt_bnr_v_bnr_v_order_idx\` ON \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_mkt_bnr_v_bnr_v_parent_id_idx\` ON \`___front_pages_v_blocks_mkt_bnr_v_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___front_pages_v_blocks_mkt_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_front_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___front_pages_v_blocks_mkt_bnr_v\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "_uuid", "block_name" FROM \`__front_pages_v_blocks_mkt_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`__front_pages_v_blocks_mkt_bnr_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___front_pages_v_blocks_mkt_bnr_v\` RENAME TO \`__front_pages_v_blocks_mkt_bnr_v\`;`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_mkt_bnr_v_order_idx\` ON \`__front_pages_v_blocks_mkt_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_mkt_bnr_v_parent_id_idx\` ON \`__front_pages_v_blocks_mkt_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_mkt_bnr_v_path_idx\` ON \`__front_pages_v_blocks_mkt_bnr_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new____front_pages_v_blocks_cnt_bnr_v_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__front_pages_v_blocks_cnt_bnr_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new____front_pages_v_blocks_cnt_bnr_v_bnr_v\`("_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description", "_uuid") SELECT "_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description", "_uuid" FROM \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\`;`)
  await db.run(sql`ALTER TABLE \`__new____front_pages_v_blocks_cnt_bnr_v_bnr_v\` RENAME TO \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\`;`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_cnt_bnr_v_bnr_v_order_idx\` ON \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_cnt_bnr_v_bnr_v_parent_id_idx\` ON \`___front_pages_v_blocks_cnt_bnr_v_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___front_pages_v_blocks_cnt_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_front_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___front_pages_v_blocks_cnt_bnr_v\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "_uuid", "block_name" FROM \`__front_pages_v_blocks_cnt_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`__front_pages_v_blocks_cnt_bnr_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___front_pages_v_blocks_cnt_bnr_v\` RENAME TO \`__front_pages_v_blocks_cnt_bnr_v\`;`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_cnt_bnr_v_order_idx\` ON \`__front_pages_v_blocks_cnt_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_cnt_bnr_v_parent_id_idx\` ON \`__front_pages_v_blocks_cnt_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_cnt_bnr_v_path_idx\` ON \`__front_pages_v_blocks_cnt_bnr_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new____front_pages_v_blocks_asrt_ic_v_it_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link_url\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__front_pages_v_blocks_asrt_ic_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new____front_pages_v_blocks_asrt_ic_v_it_v\`("_order", "_parent_id", "id", "title", "link_url", "icon_url", "icon_title", "icon_width", "icon_height", "_uuid") SELECT "_order", "_parent_id", "id", "title", "link_url", "icon_url", "icon_title", "icon_width", "icon_height", "_uuid" FROM \`___front_pages_v_blocks_asrt_ic_v_it_v\`;`)
  await db.run(sql`DROP TABLE \`___front_pages_v_blocks_asrt_ic_v_it_v\`;`)
  await db.run(sql`ALTER TABLE \`__new____front_pages_v_blocks_asrt_ic_v_it_v\` RENAME TO \`___front_pages_v_blocks_asrt_ic_v_it_v\`;`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_asrt_ic_v_it_v_order_idx\` ON \`___front_pages_v_blocks_asrt_ic_v_it_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_asrt_ic_v_it_v_parent_id_idx\` ON \`___front_pages_v_blocks_asrt_ic_v_it_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___front_pages_v_blocks_asrt_ic_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_front_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___front_pages_v_blocks_asrt_ic_v\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "_uuid", "block_name" FROM \`__front_pages_v_blocks_asrt_ic_v\`;`)
  await db.run(sql`DROP TABLE \`__front_pages_v_blocks_asrt_ic_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___front_pages_v_blocks_asrt_ic_v\` RENAME TO \`__front_pages_v_blocks_asrt_ic_v\`;`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_asrt_ic_v_order_idx\` ON \`__front_pages_v_blocks_asrt_ic_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_asrt_ic_v_parent_id_idx\` ON \`__front_pages_v_blocks_asrt_ic_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__front_pages_v_blocks_asrt_ic_v_path_idx\` ON \`__front_pages_v_blocks_asrt_ic_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new____front_pages_v_blocks_contact_v_ct_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__front_pages_v_blocks_contact_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new____front_pages_v_blocks_contact_v_ct_v\`("_order", "_parent_id", "id", "name", "role", "phone", "email", "image_url", "image_title", "image_width", "image_height", "_uuid") SELECT "_order", "_parent_id", "id", "name", "role", "phone", "email", "image_url", "image_title", "image_width", "image_height", "_uuid" FROM \`___front_pages_v_blocks_contact_v_ct_v\`;`)
  await db.run(sql`DROP TABLE \`___front_pages_v_blocks_contact_v_ct_v\`;`)
  await db.run(sql`ALTER TABLE \`__new____front_pages_v_blocks_contact_v_ct_v\` RENAME TO \`___front_pages_v_blocks_contact_v_ct_v\`;`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_contact_v_ct_v_order_idx\` ON \`___front_pages_v_blocks_contact_v_ct_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___front_pages_v_blocks_contact_v_ct_v_parent_id_idx\` ON \`___front_pages_v_blocks_contact_v_ct_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__front_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_brand\` text,
  	\`version_title\` text,
  	\`version_hero_title\` text,
  	\`version_hero_description\` text,
  	\`version_hero_image_url\` text,
  	\`version_hero_hero_mobile\` text,
  	\`version_hero_title_font_size\` text DEFAULT 'large',
  	\`version_hero_overlay\` integer DEFAULT false,
  	\`version_hero_link_url\` text,
  	\`version_hero_link_text\` text,
  	\`version_meta_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`front_pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__front_pages_v\`("id", "parent_id", "version_brand", "version_title", "version_hero_title", "version_hero_description", "version_hero_image_url", "version_hero_hero_mobile", "version_hero_title_font_size", "version_hero_overlay", "version_hero_link_url", "version_hero_link_text", "version_meta_description", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_brand", "version_title", "version_hero_title", "version_hero_description", "version_hero_image_url", "version_hero_hero_mobile", "version_hero_title_font_size", "version_hero_overlay", "version_hero_link_url", "version_hero_link_text", "version_meta_description", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_front_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_front_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__front_pages_v\` RENAME TO \`_front_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_front_pages_v_parent_idx\` ON \`_front_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_front_pages_v_version_version_brand_idx\` ON \`_front_pages_v\` (\`version_brand\`);`)
  await db.run(sql`CREATE INDEX \`_front_pages_v_version_version_updated_at_idx\` ON \`_front_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_front_pages_v_version_version_created_at_idx\` ON \`_front_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_front_pages_v_version_version__status_idx\` ON \`_front_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_front_pages_v_created_at_idx\` ON \`_front_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_front_pages_v_updated_at_idx\` ON \`_front_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_front_pages_v_latest_idx\` ON \`_front_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_asrt_ic_it\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link_url\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_asrt_ic\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_asrt_ic_it\`("_order", "_parent_id", "id", "title", "link_url", "icon_url", "icon_title", "icon_width", "icon_height") SELECT "_order", "_parent_id", "id", "title", "link_url", "icon_url", "icon_title", "icon_width", "icon_height" FROM \`pages_blocks_asrt_ic_it\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_asrt_ic_it\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_asrt_ic_it\` RENAME TO \`pages_blocks_asrt_ic_it\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_asrt_ic_it_order_idx\` ON \`pages_blocks_asrt_ic_it\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_asrt_ic_it_parent_id_idx\` ON \`pages_blocks_asrt_ic_it\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_asrt_ic\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_asrt_ic\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "block_name" FROM \`pages_blocks_asrt_ic\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_asrt_ic\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_asrt_ic\` RENAME TO \`pages_blocks_asrt_ic\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_asrt_ic_order_idx\` ON \`pages_blocks_asrt_ic\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_asrt_ic_parent_id_idx\` ON \`pages_blocks_asrt_ic\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_asrt_ic_path_idx\` ON \`pages_blocks_asrt_ic\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_contact_ct\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_contact_ct\`("_order", "_parent_id", "id", "name", "role", "phone", "email", "image_url", "image_title", "image_width", "image_height") SELECT "_order", "_parent_id", "id", "name", "role", "phone", "email", "image_url", "image_title", "image_width", "image_height" FROM \`pages_blocks_contact_ct\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_ct\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_contact_ct\` RENAME TO \`pages_blocks_contact_ct\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_ct_order_idx\` ON \`pages_blocks_contact_ct\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_ct_parent_id_idx\` ON \`pages_blocks_contact_ct\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_cnt_bnr_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_cnt_bnr\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_cnt_bnr_bnr\`("_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description") SELECT "_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description" FROM \`pages_blocks_cnt_bnr_bnr\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cnt_bnr_bnr\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_cnt_bnr_bnr\` RENAME TO \`pages_blocks_cnt_bnr_bnr\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cnt_bnr_bnr_order_idx\` ON \`pages_blocks_cnt_bnr_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cnt_bnr_bnr_parent_id_idx\` ON \`pages_blocks_cnt_bnr_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_cnt_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_cnt_bnr\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "block_name" FROM \`pages_blocks_cnt_bnr\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cnt_bnr\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_cnt_bnr\` RENAME TO \`pages_blocks_cnt_bnr\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cnt_bnr_order_idx\` ON \`pages_blocks_cnt_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cnt_bnr_parent_id_idx\` ON \`pages_blocks_cnt_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cnt_bnr_path_idx\` ON \`pages_blocks_cnt_bnr\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_img1\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`link_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_img1\`("_order", "_parent_id", "_path", "id", "title", "image_url", "image_title", "image_width", "image_height", "link_url", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "image_url", "image_title", "image_width", "image_height", "link_url", "block_name" FROM \`pages_blocks_img1\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_img1\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_img1\` RENAME TO \`pages_blocks_img1\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_img1_order_idx\` ON \`pages_blocks_img1\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_img1_parent_id_idx\` ON \`pages_blocks_img1\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_img1_path_idx\` ON \`pages_blocks_img1\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_large\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`text\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_large\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "text", "image_url", "image_title", "image_width", "image_height", "link_text", "link_url", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "text", "image_url", "image_title", "image_width", "image_height", "link_text", "link_url", "block_name" FROM \`pages_blocks_large\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_large\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_large\` RENAME TO \`pages_blocks_large\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_order_idx\` ON \`pages_blocks_large\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_parent_id_idx\` ON \`pages_blocks_large\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_path_idx\` ON \`pages_blocks_large\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_mkt_bnr_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_mkt_bnr\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_mkt_bnr_bnr\`("_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description") SELECT "_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description" FROM \`pages_blocks_mkt_bnr_bnr\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_mkt_bnr_bnr\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_mkt_bnr_bnr\` RENAME TO \`pages_blocks_mkt_bnr_bnr\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mkt_bnr_bnr_order_idx\` ON \`pages_blocks_mkt_bnr_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mkt_bnr_bnr_parent_id_idx\` ON \`pages_blocks_mkt_bnr_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_mkt_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_mkt_bnr\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "block_name" FROM \`pages_blocks_mkt_bnr\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_mkt_bnr\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_mkt_bnr\` RENAME TO \`pages_blocks_mkt_bnr\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mkt_bnr_order_idx\` ON \`pages_blocks_mkt_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mkt_bnr_parent_id_idx\` ON \`pages_blocks_mkt_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mkt_bnr_path_idx\` ON \`pages_blocks_mkt_bnr\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_rnd_bnr_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`weight\` numeric DEFAULT 1,
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_rnd_bnr\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_rnd_bnr_bnr\`("_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "weight", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description") SELECT "_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "weight", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description" FROM \`pages_blocks_rnd_bnr_bnr\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rnd_bnr_bnr\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_rnd_bnr_bnr\` RENAME TO \`pages_blocks_rnd_bnr_bnr\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rnd_bnr_bnr_order_idx\` ON \`pages_blocks_rnd_bnr_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rnd_bnr_bnr_parent_id_idx\` ON \`pages_blocks_rnd_bnr_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_rnd_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_rnd_bnr\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "block_name" FROM \`pages_blocks_rnd_bnr\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rnd_bnr\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_rnd_bnr\` RENAME TO \`pages_blocks_rnd_bnr\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rnd_bnr_order_idx\` ON \`pages_blocks_rnd_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rnd_bnr_parent_id_idx\` ON \`pages_blocks_rnd_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rnd_bnr_path_idx\` ON \`pages_blocks_rnd_bnr\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_sub_bnr_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_sub_bnr\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_sub_bnr_bnr\`("_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description") SELECT "_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description" FROM \`pages_blocks_sub_bnr_bnr\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sub_bnr_bnr\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_sub_bnr_bnr\` RENAME TO \`pages_blocks_sub_bnr_bnr\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sub_bnr_bnr_order_idx\` ON \`pages_blocks_sub_bnr_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sub_bnr_bnr_parent_id_idx\` ON \`pages_blocks_sub_bnr_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_sub_bnr\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_sub_bnr\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "block_name" FROM \`pages_blocks_sub_bnr\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sub_bnr\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_sub_bnr\` RENAME TO \`pages_blocks_sub_bnr\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sub_bnr_order_idx\` ON \`pages_blocks_sub_bnr\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sub_bnr_parent_id_idx\` ON \`pages_blocks_sub_bnr\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sub_bnr_path_idx\` ON \`pages_blocks_sub_bnr\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_txt_med\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`media_url\` text,
  	\`media_title\` text,
  	\`media_width\` numeric,
  	\`media_height\` numeric,
  	\`media_position\` text DEFAULT 'left',
  	\`link_text\` text,
  	\`link_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_txt_med\`("_order", "_parent_id", "_path", "id", "title", "text", "media_url", "media_title", "media_width", "media_height", "media_position", "link_text", "link_url", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "media_url", "media_title", "media_width", "media_height", "media_position", "link_text", "link_url", "block_name" FROM \`pages_blocks_txt_med\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_txt_med\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_txt_med\` RENAME TO \`pages_blocks_txt_med\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_txt_med_order_idx\` ON \`pages_blocks_txt_med\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_txt_med_parent_id_idx\` ON \`pages_blocks_txt_med\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_txt_med_path_idx\` ON \`pages_blocks_txt_med\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`video_url\` text,
  	\`poster_url\` text,
  	\`poster_title\` text,
  	\`poster_width\` numeric,
  	\`poster_height\` numeric,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_video\`("_order", "_parent_id", "_path", "id", "title", "video_url", "poster_url", "poster_title", "poster_width", "poster_height", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "video_url", "poster_url", "poster_title", "poster_width", "poster_height", "block_name" FROM \`pages_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_video\` RENAME TO \`pages_blocks_video\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_order_idx\` ON \`pages_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_parent_id_idx\` ON \`pages_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_path_idx\` ON \`pages_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text,
  	\`title\` text,
  	\`pre_title\` text,
  	\`slug\` text,
  	\`listing_page_id\` integer,
  	\`ingress\` text,
  	\`body_text_primary\` text,
  	\`hero_title\` text,
  	\`hero_description\` text,
  	\`hero_hero_desktop\` text,
  	\`hero_hero_mobile\` text,
  	\`thumbnail_title\` text,
  	\`thumbnail_url\` text,
  	\`banner_id\` integer,
  	\`category_section_title\` text,
  	\`category_section_icon_title\` text,
  	\`category_section_icon_url\` text,
  	\`meta_description\` text,
  	\`canonical_link\` text,
  	\`show_sidebar\` integer DEFAULT false,
  	\`display_contacts\` integer DEFAULT false,
  	\`exclude_from_search\` integer DEFAULT false,
  	\`authenticated_only\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`listing_page_id\`) REFERENCES \`listing_pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "brand", "title", "pre_title", "slug", "listing_page_id", "ingress", "body_text_primary", "hero_title", "hero_description", "hero_hero_desktop", "hero_hero_mobile", "thumbnail_title", "thumbnail_url", "banner_id", "category_section_title", "category_section_icon_title", "category_section_icon_url", "meta_description", "canonical_link", "show_sidebar", "display_contacts", "exclude_from_search", "authenticated_only", "updated_at", "created_at", "_status") SELECT "id", "brand", "title", "pre_title", "slug", "listing_page_id", "ingress", "body_text_primary", "hero_title", "hero_description", "hero_hero_desktop", "hero_hero_mobile", "thumbnail_title", "thumbnail_url", "banner_id", "category_section_title", "category_section_icon_title", "category_section_icon_url", "meta_description", "canonical_link", "show_sidebar", "display_contacts", "exclude_from_search", "authenticated_only", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE INDEX \`pages_brand_idx\` ON \`pages\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_listing_page_idx\` ON \`pages\` (\`listing_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_banner_idx\` ON \`pages\` (\`banner_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_authenticated_only_idx\` ON \`pages\` (\`authenticated_only\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`brand_slug_2_idx\` ON \`pages\` (\`brand\`,\`slug\`);`)
  await db.run(sql`CREATE TABLE \`__new____pages_v_blocks_asrt_ic_v_it_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link_url\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_blocks_asrt_ic_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new____pages_v_blocks_asrt_ic_v_it_v\`("_order", "_parent_id", "id", "title", "link_url", "icon_url", "icon_title", "icon_width", "icon_height", "_uuid") SELECT "_order", "_parent_id", "id", "title", "link_url", "icon_url", "icon_title", "icon_width", "icon_height", "_uuid" FROM \`___pages_v_blocks_asrt_ic_v_it_v\`;`)
  await db.run(sql`DROP TABLE \`___pages_v_blocks_asrt_ic_v_it_v\`;`)
  await db.run(sql`ALTER TABLE \`__new____pages_v_blocks_asrt_ic_v_it_v\` RENAME TO \`___pages_v_blocks_asrt_ic_v_it_v\`;`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_asrt_ic_v_it_v_order_idx\` ON \`___pages_v_blocks_asrt_ic_v_it_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_asrt_ic_v_it_v_parent_id_idx\` ON \`___pages_v_blocks_asrt_ic_v_it_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_blocks_asrt_ic_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_blocks_asrt_ic_v\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "_uuid", "block_name" FROM \`__pages_v_blocks_asrt_ic_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_asrt_ic_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_blocks_asrt_ic_v\` RENAME TO \`__pages_v_blocks_asrt_ic_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_asrt_ic_v_order_idx\` ON \`__pages_v_blocks_asrt_ic_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_asrt_ic_v_parent_id_idx\` ON \`__pages_v_blocks_asrt_ic_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_asrt_ic_v_path_idx\` ON \`__pages_v_blocks_asrt_ic_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new____pages_v_blocks_contact_v_ct_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_blocks_contact_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new____pages_v_blocks_contact_v_ct_v\`("_order", "_parent_id", "id", "name", "role", "phone", "email", "image_url", "image_title", "image_width", "image_height", "_uuid") SELECT "_order", "_parent_id", "id", "name", "role", "phone", "email", "image_url", "image_title", "image_width", "image_height", "_uuid" FROM \`___pages_v_blocks_contact_v_ct_v\`;`)
  await db.run(sql`DROP TABLE \`___pages_v_blocks_contact_v_ct_v\`;`)
  await db.run(sql`ALTER TABLE \`__new____pages_v_blocks_contact_v_ct_v\` RENAME TO \`___pages_v_blocks_contact_v_ct_v\`;`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_contact_v_ct_v_order_idx\` ON \`___pages_v_blocks_contact_v_ct_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_contact_v_ct_v_parent_id_idx\` ON \`___pages_v_blocks_contact_v_ct_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new____pages_v_blocks_cnt_bnr_v_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_blocks_cnt_bnr_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new____pages_v_blocks_cnt_bnr_v_bnr_v\`("_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description", "_uuid") SELECT "_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description", "_uuid" FROM \`___pages_v_blocks_cnt_bnr_v_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`___pages_v_blocks_cnt_bnr_v_bnr_v\`;`)
  await db.run(sql`ALTER TABLE \`__new____pages_v_blocks_cnt_bnr_v_bnr_v\` RENAME TO \`___pages_v_blocks_cnt_bnr_v_bnr_v\`;`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_cnt_bnr_v_bnr_v_order_idx\` ON \`___pages_v_blocks_cnt_bnr_v_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_cnt_bnr_v_bnr_v_parent_id_idx\` ON \`___pages_v_blocks_cnt_bnr_v_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_blocks_cnt_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_blocks_cnt_bnr_v\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "_uuid", "block_name" FROM \`__pages_v_blocks_cnt_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_cnt_bnr_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_blocks_cnt_bnr_v\` RENAME TO \`__pages_v_blocks_cnt_bnr_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_cnt_bnr_v_order_idx\` ON \`__pages_v_blocks_cnt_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_cnt_bnr_v_parent_id_idx\` ON \`__pages_v_blocks_cnt_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_cnt_bnr_v_path_idx\` ON \`__pages_v_blocks_cnt_bnr_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_blocks_img1_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`link_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_blocks_img1_v\`("_order", "_parent_id", "_path", "id", "title", "image_url", "image_title", "image_width", "image_height", "link_url", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "image_url", "image_title", "image_width", "image_height", "link_url", "_uuid", "block_name" FROM \`__pages_v_blocks_img1_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_img1_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_blocks_img1_v\` RENAME TO \`__pages_v_blocks_img1_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_img1_v_order_idx\` ON \`__pages_v_blocks_img1_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_img1_v_parent_id_idx\` ON \`__pages_v_blocks_img1_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_img1_v_path_idx\` ON \`__pages_v_blocks_img1_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_blocks_large_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`text\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_blocks_large_v\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "text", "image_url", "image_title", "image_width", "image_height", "link_text", "link_url", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "text", "image_url", "image_title", "image_width", "image_height", "link_text", "link_url", "_uuid", "block_name" FROM \`__pages_v_blocks_large_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_large_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_blocks_large_v\` RENAME TO \`__pages_v_blocks_large_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_large_v_order_idx\` ON \`__pages_v_blocks_large_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_large_v_parent_id_idx\` ON \`__pages_v_blocks_large_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_large_v_path_idx\` ON \`__pages_v_blocks_large_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new____pages_v_blocks_mkt_bnr_v_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_blocks_mkt_bnr_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new____pages_v_blocks_mkt_bnr_v_bnr_v\`("_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description", "_uuid") SELECT "_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description", "_uuid" FROM \`___pages_v_blocks_mkt_bnr_v_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`___pages_v_blocks_mkt_bnr_v_bnr_v\`;`)
  await db.run(sql`ALTER TABLE \`__new____pages_v_blocks_mkt_bnr_v_bnr_v\` RENAME TO \`___pages_v_blocks_mkt_bnr_v_bnr_v\`;`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_mkt_bnr_v_bnr_v_order_idx\` ON \`___pages_v_blocks_mkt_bnr_v_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_mkt_bnr_v_bnr_v_parent_id_idx\` ON \`___pages_v_blocks_mkt_bnr_v_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_blocks_mkt_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_blocks_mkt_bnr_v\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "_uuid", "block_name" FROM \`__pages_v_blocks_mkt_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_mkt_bnr_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_blocks_mkt_bnr_v\` RENAME TO \`__pages_v_blocks_mkt_bnr_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_mkt_bnr_v_order_idx\` ON \`__pages_v_blocks_mkt_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_mkt_bnr_v_parent_id_idx\` ON \`__pages_v_blocks_mkt_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_mkt_bnr_v_path_idx\` ON \`__pages_v_blocks_mkt_bnr_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new____pages_v_blocks_rnd_bnr_v_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`weight\` numeric DEFAULT 1,
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_blocks_rnd_bnr_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new____pages_v_blocks_rnd_bnr_v_bnr_v\`("_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "weight", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description", "_uuid") SELECT "_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "weight", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description", "_uuid" FROM \`___pages_v_blocks_rnd_bnr_v_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`___pages_v_blocks_rnd_bnr_v_bnr_v\`;`)
  await db.run(sql`ALTER TABLE \`__new____pages_v_blocks_rnd_bnr_v_bnr_v\` RENAME TO \`___pages_v_blocks_rnd_bnr_v_bnr_v\`;`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_rnd_bnr_v_bnr_v_order_idx\` ON \`___pages_v_blocks_rnd_bnr_v_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_rnd_bnr_v_bnr_v_parent_id_idx\` ON \`___pages_v_blocks_rnd_bnr_v_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_blocks_rnd_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`background_color\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_blocks_rnd_bnr_v\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "background_color", "_uuid", "block_name" FROM \`__pages_v_blocks_rnd_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_rnd_bnr_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_blocks_rnd_bnr_v\` RENAME TO \`__pages_v_blocks_rnd_bnr_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_rnd_bnr_v_order_idx\` ON \`__pages_v_blocks_rnd_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_rnd_bnr_v_parent_id_idx\` ON \`__pages_v_blocks_rnd_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_rnd_bnr_v_path_idx\` ON \`__pages_v_blocks_rnd_bnr_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new____pages_v_blocks_sub_bnr_v_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`pre_title\` text,
  	\`title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`template\` text DEFAULT 'default',
  	\`background_color\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`content_image_url\` text,
  	\`content_image_title\` text,
  	\`content_image_width\` numeric,
  	\`content_image_height\` numeric,
  	\`banner_desktop_url\` text,
  	\`banner_desktop_title\` text,
  	\`banner_desktop_width\` numeric,
  	\`banner_desktop_height\` numeric,
  	\`banner_mobile_url\` text,
  	\`banner_mobile_title\` text,
  	\`banner_mobile_width\` numeric,
  	\`banner_mobile_height\` numeric,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_blocks_sub_bnr_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new____pages_v_blocks_sub_bnr_v_bnr_v\`("_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description", "_uuid") SELECT "_order", "_parent_id", "id", "name", "pre_title", "title", "text", "text_row1", "text_row2", "button_text", "link_url", "is_external_link", "template", "background_color", "image_url", "image_title", "image_width", "image_height", "content_image_url", "content_image_title", "content_image_width", "content_image_height", "banner_desktop_url", "banner_desktop_title", "banner_desktop_width", "banner_desktop_height", "banner_mobile_url", "banner_mobile_title", "banner_mobile_width", "banner_mobile_height", "icon_url", "icon_title", "icon_width", "icon_height", "marketing_id", "creative", "meta_title", "meta_description", "_uuid" FROM \`___pages_v_blocks_sub_bnr_v_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`___pages_v_blocks_sub_bnr_v_bnr_v\`;`)
  await db.run(sql`ALTER TABLE \`__new____pages_v_blocks_sub_bnr_v_bnr_v\` RENAME TO \`___pages_v_blocks_sub_bnr_v_bnr_v\`;`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_sub_bnr_v_bnr_v_order_idx\` ON \`___pages_v_blocks_sub_bnr_v_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`___pages_v_blocks_sub_bnr_v_bnr_v_parent_id_idx\` ON \`___pages_v_blocks_sub_bnr_v_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_blocks_sub_bnr_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon_url\` text,
  	\`icon_title\` text,
  	\`icon_width\` numeric,
  	\`icon_height\` numeric,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_blocks_sub_bnr_v\`("_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "icon_url", "icon_title", "icon_width", "icon_height", "_uuid", "block_name" FROM \`__pages_v_blocks_sub_bnr_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_sub_bnr_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_blocks_sub_bnr_v\` RENAME TO \`__pages_v_blocks_sub_bnr_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_sub_bnr_v_order_idx\` ON \`__pages_v_blocks_sub_bnr_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_sub_bnr_v_parent_id_idx\` ON \`__pages_v_blocks_sub_bnr_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_sub_bnr_v_path_idx\` ON \`__pages_v_blocks_sub_bnr_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_blocks_txt_med_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`media_url\` text,
  	\`media_title\` text,
  	\`media_width\` numeric,
  	\`media_height\` numeric,
  	\`media_position\` text DEFAULT 'left',
  	\`link_text\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_blocks_txt_med_v\`("_order", "_parent_id", "_path", "id", "title", "text", "media_url", "media_title", "media_width", "media_height", "media_position", "link_text", "link_url", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "media_url", "media_title", "media_width", "media_height", "media_position", "link_text", "link_url", "_uuid", "block_name" FROM \`__pages_v_blocks_txt_med_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_txt_med_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_blocks_txt_med_v\` RENAME TO \`__pages_v_blocks_txt_med_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_txt_med_v_order_idx\` ON \`__pages_v_blocks_txt_med_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_txt_med_v_parent_id_idx\` ON \`__pages_v_blocks_txt_med_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_txt_med_v_path_idx\` ON \`__pages_v_blocks_txt_med_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new___pages_v_blocks_video_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`video_url\` text,
  	\`poster_url\` text,
  	\`poster_title\` text,
  	\`poster_width\` numeric,
  	\`poster_height\` numeric,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new___pages_v_blocks_video_v\`("_order", "_parent_id", "_path", "id", "title", "video_url", "poster_url", "poster_title", "poster_width", "poster_height", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "video_url", "poster_url", "poster_title", "poster_width", "poster_height", "_uuid", "block_name" FROM \`__pages_v_blocks_video_v\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_video_v\`;`)
  await db.run(sql`ALTER TABLE \`__new___pages_v_blocks_video_v\` RENAME TO \`__pages_v_blocks_video_v\`;`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_video_v_order_idx\` ON \`__pages_v_blocks_video_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_video_v_parent_id_idx\` ON \`__pages_v_blocks_video_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_video_v_path_idx\` ON \`__pages_v_blocks_video_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_brand\` text,
  	\`version_title\` text,
  	\`version_pre_title\` text,
  	\`version_slug\` text,
  	\`version_listing_page_id\` integer,
  	\`version_ingress\` text,
  	\`version_body_text_primary\` text,
  	\`version_hero_title\` text,
  	\`version_hero_description\` text,
  	\`version_hero_hero_desktop\` text,
  	\`version_hero_hero_mobile\` text,
  	\`version_thumbnail_title\` text,
  	\`version_thumbnail_url\` text,
  	\`version_banner_id\` integer,
  	\`version_category_section_title\` text,
  	\`version_category_section_icon_title\` text,
  	\`version_category_section_icon_url\` text,
  	\`version_meta_description\` text,
  	\`version_canonical_link\` text,
  	\`version_show_sidebar\` integer DEFAULT false,
  	\`version_display_contacts\` integer DEFAULT false,
  	\`version_exclude_from_search\` integer DEFAULT false,
  	\`version_authenticated_only\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_listing_page_id\`) REFERENCES \`listing_pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_banner_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_brand", "version_title", "version_pre_title", "version_slug", "version_listing_page_id", "version_ingress", "version_body_text_primary", "version_hero_title", "version_hero_description", "version_hero_hero_desktop", "version_hero_hero_mobile", "version_thumbnail_title", "version_thumbnail_url", "version_banner_id", "version_category_section_title", "version_category_section_icon_title", "version_category_section_icon_url", "version_meta_description", "version_canonical_link", "version_show_sidebar", "version_display_contacts", "version_exclude_from_search", "version_authenticated_only", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_brand", "version_title", "version_pre_title", "version_slug", "version_listing_page_id", "version_ingress", "version_body_text_primary", "version_hero_title", "version_hero_description", "version_hero_hero_desktop", "version_hero_hero_mobile", "version_thumbnail_title", "version_thumbnail_url", "version_banner_id", "version_category_section_title", "version_category_section_icon_title", "version_category_section_icon_url", "version_meta_description", "version_canonical_link", "version_show_sidebar", "version_display_contacts", "version_exclude_from_search", "version_authenticated_only", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_brand_idx\` ON \`_pages_v\` (\`version_brand\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_listing_page_idx\` ON \`_pages_v\` (\`version_listing_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_banner_idx\` ON \`_pages_v\` (\`version_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_authenticated_only_idx\` ON \`_pages_v\` (\`version_authenticated_only\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_brand_version_slug_idx\` ON \`_pages_v\` (\`version_brand\`,\`version_slug\`);`)
  await db.run(sql`CREATE TABLE \`__new_listing_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`hero_title\` text,
  	\`hero_description\` text,
  	\`hero_hero_desktop\` text,
  	\`hero_hero_mobile\` text,
  	\`overlay\` integer DEFAULT false,
  	\`icon\` text,
  	\`ingress\` text,
  	\`meta_description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_listing_pages\`("id", "brand", "title", "slug", "hero_title", "hero_description", "hero_hero_desktop", "hero_hero_mobile", "overlay", "icon", "ingress", "meta_description", "updated_at", "created_at") SELECT "id", "brand", "title", "slug", "hero_title", "hero_description", "hero_hero_desktop", "hero_hero_mobile", "overlay", "icon", "ingress", "meta_description", "updated_at", "created_at" FROM \`listing_pages\`;`)
  await db.run(sql`DROP TABLE \`listing_pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_listing_pages\` RENAME TO \`listing_pages\`;`)
  await db.run(sql`CREATE INDEX \`listing_pages_brand_idx\` ON \`listing_pages\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`listing_pages_slug_idx\` ON \`listing_pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`listing_pages_updated_at_idx\` ON \`listing_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`listing_pages_created_at_idx\` ON \`listing_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`brand_slug_3_idx\` ON \`listing_pages\` (\`brand\`,\`slug\`);`)
  await db.run(sql`CREATE TABLE \`__new_banners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`title\` text,
  	\`pre_title\` text,
  	\`text\` text,
  	\`text_row1\` text,
  	\`text_row2\` text,
  	\`button_text\` text,
  	\`template\` text DEFAULT 'standard',
  	\`link_url\` text,
  	\`is_external_link\` integer DEFAULT false,
  	\`image\` text,
  	\`content_image\` text,
  	\`banner_desktop\` text,
  	\`banner_mobile\` text,
  	\`background_color\` text,
  	\`icon_title\` text,
  	\`icon_description\` text,
  	\`icon_url\` text,
  	\`weight\` numeric DEFAULT 1,
  	\`marketing_id\` text,
  	\`creative\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_banners\`("id", "brand", "name", "title", "pre_title", "text", "text_row1", "text_row2", "button_text", "template", "link_url", "is_external_link", "image", "content_image", "banner_desktop", "banner_mobile", "background_color", "icon_title", "icon_description", "icon_url", "weight", "marketing_id", "creative", "meta_title", "meta_description", "updated_at", "created_at") SELECT "id", "brand", "name", "title", "pre_title", "text", "text_row1", "text_row2", "button_text", "template", "link_url", "is_external_link", "image", "content_image", "banner_desktop", "banner_mobile", "background_color", "icon_title", "icon_description", "icon_url", "weight", "marketing_id", "creative", "meta_title", "meta_description", "updated_at", "created_at" FROM \`banners\`;`)
  await db.run(sql`DROP TABLE \`banners\`;`)
  await db.run(sql`ALTER TABLE \`__new_banners\` RENAME TO \`banners\`;`)
  await db.run(sql`CREATE INDEX \`banners_brand_idx\` ON \`banners\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`banners_updated_at_idx\` ON \`banners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`banners_created_at_idx\` ON \`banners\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_heroes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`title_font_size\` text DEFAULT 'large',
  	\`description\` text,
  	\`overlay\` integer DEFAULT false,
  	\`hero_desktop\` text,
  	\`hero_mobile\` text,
  	\`icon\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_heroes\`("id", "brand", "title", "slug", "title_font_size", "description", "overlay", "hero_desktop", "hero_mobile", "icon", "updated_at", "created_at") SELECT "id", "brand", "title", "slug", "title_font_size", "description", "overlay", "hero_desktop", "hero_mobile", "icon", "updated_at", "created_at" FROM \`heroes\`;`)
  await db.run(sql`DROP TABLE \`heroes\`;`)
  await db.run(sql`ALTER TABLE \`__new_heroes\` RENAME TO \`heroes\`;`)
  await db.run(sql`CREATE INDEX \`heroes_brand_idx\` ON \`heroes\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`heroes_slug_idx\` ON \`heroes\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`heroes_updated_at_idx\` ON \`heroes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`heroes_created_at_idx\` ON \`heroes\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`brand_slug_4_idx\` ON \`heroes\` (\`brand\`,\`slug\`);`)
  await db.run(sql`CREATE TABLE \`__new_text_and_media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_url\` text,
  	\`image_title\` text,
  	\`image_width\` numeric,
  	\`image_height\` numeric,
  	\`video_url\` text,
  	\`media_position\` text DEFAULT 'right',
  	\`link_text\` text,
  	\`link_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_text_and_media\`("id", "brand", "title", "text", "image_url", "image_title", "image_width", "image_height", "video_url", "media_position", "link_text", "link_url", "updated_at", "created_at") SELECT "id", "brand", "title", "text", "image_url", "image_title", "image_width", "image_height", "video_url", "media_position", "link_text", "link_url", "updated_at", "created_at" FROM \`text_and_media\`;`)
  await db.run(sql`DROP TABLE \`text_and_media\`;`)
  await db.run(sql`ALTER TABLE \`__new_text_and_media\` RENAME TO \`text_and_media\`;`)
  await db.run(sql`CREATE INDEX \`text_and_media_brand_idx\` ON \`text_and_media\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`text_and_media_updated_at_idx\` ON \`text_and_media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`text_and_media_created_at_idx\` ON \`text_and_media\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_logos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`logo_url\` text,
  	\`logo_title\` text,
  	\`logo_width\` numeric,
  	\`logo_height\` numeric,
  	\`logo_small_url\` text,
  	\`logo_small_title\` text,
  	\`logo_small_width\` numeric,
  	\`logo_small_height\` numeric,
  	\`favicon_url\` text,
  	\`favicon_title\` text,
  	\`favicon_width\` numeric,
  	\`favicon_height\` numeric,
  	\`light_logo_url\` text,
  	\`light_logo_title\` text,
  	\`light_logo_width\` numeric,
  	\`light_logo_height\` numeric,
  	\`light_logo_small_url\` text,
  	\`light_logo_small_title\` text,
  	\`light_logo_small_width\` numeric,
  	\`light_logo_small_height\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_logos\`("id", "brand", "title", "logo_url", "logo_title", "logo_width", "logo_height", "logo_small_url", "logo_small_title", "logo_small_width", "logo_small_height", "favicon_url", "favicon_title", "favicon_width", "favicon_height", "light_logo_url", "light_logo_title", "light_logo_width", "light_logo_height", "light_logo_small_url", "light_logo_small_title", "light_logo_small_width", "light_logo_small_height", "updated_at", "created_at") SELECT "id", "brand", "title", "logo_url", "logo_title", "logo_width", "logo_height", "logo_small_url", "logo_small_title", "logo_small_width", "logo_small_height", "favicon_url", "favicon_title", "favicon_width", "favicon_height", "light_logo_url", "light_logo_title", "light_logo_width", "light_logo_height", "light_logo_small_url", "light_logo_small_title", "light_logo_small_width", "light_logo_small_height", "updated_at", "created_at" FROM \`logos\`;`)
  await db.run(sql`DROP TABLE \`logos\`;`)
  await db.run(sql`ALTER TABLE \`__new_logos\` RENAME TO \`logos\`;`)
  await db.run(sql`CREATE INDEX \`logos_brand_idx\` ON \`logos\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`logos_updated_at_idx\` ON \`logos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`logos_created_at_idx\` ON \`logos\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`brand_idx\` ON \`logos\` (\`brand\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	\`variants_id\` integer,
  	\`categories_id\` integer,
  	\`prices_id\` integer,
  	\`stock_id\` integer,
  	\`stores_id\` integer,
  	\`campaigns_id\` integer,
  	\`ranges_id\` integer,
  	\`customers_id\` integer,
  	\`projects_id\` integer,
  	\`addresses_id\` integer,
  	\`users_id\` integer,
  	\`carts_id\` integer,
  	\`cart_items_id\` integer,
  	\`orders_id\` integer,
  	\`favorite_lists_id\` integer,
  	\`favorite_list_items_id\` integer,
  	\`user_favorites_id\` integer,
  	\`quotes_id\` integer,
  	\`quote_attachments_id\` integer,
  	\`front_pages_id\` integer,
  	\`pages_id\` integer,
  	\`listing_pages_id\` integer,
  	\`menus_id\` integer,
  	\`alert_banners_id\` integer,
  	\`information_banners_id\` integer,
  	\`banners_id\` integer,
  	\`heroes_id\` integer,
  	\`retailers_id\` integer,
  	\`info_blocks_id\` integer,
  	\`text_and_media_id\` integer,
  	\`text_blocks_id\` integer,
  	\`logos_id\` integer,
  	\`headers_id\` integer,
  	\`footers_id\` integer,
  	\`dynamic_forms_id\` integer,
  	\`form_submissions_id\` integer,
  	\`outbox_id\` integer,
  	\`auth_sessions_id\` integer,
  	\`auth_tickets_id\` integer,
  	\`tracking_events_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`variants_id\`) REFERENCES \`variants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`prices_id\`) REFERENCES \`prices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stock_id\`) REFERENCES \`stock\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stores_id\`) REFERENCES \`stores\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`campaigns_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ranges_id\`) REFERENCES \`ranges\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`addresses_id\`) REFERENCES \`addresses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carts_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cart_items_id\`) REFERENCES \`cart_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`favorite_lists_id\`) REFERENCES \`favorite_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`favorite_list_items_id\`) REFERENCES \`favorite_list_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`user_favorites_id\`) REFERENCES \`user_favorites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`quotes_id\`) REFERENCES \`quotes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`quote_attachments_id\`) REFERENCES \`quote_attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`front_pages_id\`) REFERENCES \`front_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`listing_pages_id\`) REFERENCES \`listing_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`menus_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alert_banners_id\`) REFERENCES \`alert_banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`information_banners_id\`) REFERENCES \`information_banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`heroes_id\`) REFERENCES \`heroes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`retailers_id\`) REFERENCES \`retailers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`info_blocks_id\`) REFERENCES \`info_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`text_and_media_id\`) REFERENCES \`text_and_media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`text_blocks_id\`) REFERENCES \`text_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`logos_id\`) REFERENCES \`logos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`headers_id\`) REFERENCES \`headers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`footers_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dynamic_forms_id\`) REFERENCES \`dynamic_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`auth_sessions_id\`) REFERENCES \`auth_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`auth_tickets_id\`) REFERENCES \`auth_tickets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tracking_events_id\`) REFERENCES \`tracking_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "products_id", "variants_id", "categories_id", "prices_id", "stock_id", "stores_id", "campaigns_id", "ranges_id", "customers_id", "projects_id", "addresses_id", "users_id", "carts_id", "cart_items_id", "orders_id", "favorite_lists_id", "favorite_list_items_id", "user_favorites_id", "quotes_id", "quote_attachments_id", "front_pages_id", "pages_id", "listing_pages_id", "menus_id", "alert_banners_id", "information_banners_id", "banners_id", "heroes_id", "retailers_id", "info_blocks_id", "text_and_media_id", "text_blocks_id", "logos_id", "headers_id", "footers_id", "dynamic_forms_id", "form_submissions_id", "outbox_id", "auth_sessions_id", "auth_tickets_id", "tracking_events_id") SELECT "id", "order", "parent_id", "path", "products_id", "variants_id", "categories_id", "prices_id", "stock_id", "stores_id", "campaigns_id", "ranges_id", "customers_id", "projects_id", "addresses_id", "users_id", "carts_id", "cart_items_id", "orders_id", "favorite_lists_id", "favorite_list_items_id", "user_favorites_id", "quotes_id", "quote_attachments_id", "front_pages_id", "pages_id", "listing_pages_id", "menus_id", "alert_banners_id", "information_banners_id", "banners_id", "heroes_id", "retailers_id", "info_blocks_id", "text_and_media_id", "text_blocks_id", "logos_id", "headers_id", "footers_id", "dynamic_forms_id", "form_submissions_id", "outbox_id", "auth_sessions_id", "auth_tickets_id", "tracking_events_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_variants_id_idx\` ON \`payload_locked_documents_rels\` (\`variants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_prices_id_idx\` ON \`payload_locked_documents_rels\` (\`prices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stock_id_idx\` ON \`payload_locked_documents_rels\` (\`stock_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stores_id_idx\` ON \`payload_locked_documents_rels\` (\`stores_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campaigns_id_idx\` ON \`payload_locked_documents_rels\` (\`campaigns_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ranges_id_idx\` ON \`payload_locked_documents_rels\` (\`ranges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`addresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cart_items_id_idx\` ON \`payload_locked_documents_rels\` (\`cart_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_favorite_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`favorite_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_favorite_list_items_id_idx\` ON \`payload_locked_documents_rels\` (\`favorite_list_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_user_favorites_id_idx\` ON \`payload_locked_documents_rels\` (\`user_favorites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quotes_id_idx\` ON \`payload_locked_documents_rels\` (\`quotes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quote_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`quote_attachments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_front_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`front_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listing_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`listing_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_menus_id_idx\` ON \`payload_locked_documents_rels\` (\`menus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_information_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`information_banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_heroes_id_idx\` ON \`payload_locked_documents_rels\` (\`heroes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_retailers_id_idx\` ON \`payload_locked_documents_rels\` (\`retailers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_info_blocks_id_idx\` ON \`payload_locked_documents_rels\` (\`info_blocks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_text_and_media_id_idx\` ON \`payload_locked_documents_rels\` (\`text_and_media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_text_blocks_id_idx\` ON \`payload_locked_documents_rels\` (\`text_blocks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_logos_id_idx\` ON \`payload_locked_documents_rels\` (\`logos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_headers_id_idx\` ON \`payload_locked_documents_rels\` (\`headers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_footers_id_idx\` ON \`payload_locked_documents_rels\` (\`footers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dynamic_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`dynamic_forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auth_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`auth_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auth_tickets_id_idx\` ON \`payload_locked_documents_rels\` (\`auth_tickets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tracking_events_id_idx\` ON \`payload_locked_documents_rels\` (\`tracking_events_id\`);`)
}
