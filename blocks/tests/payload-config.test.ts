import { bannerSchema } from '@shop/schemas'
import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { FRONT_PAGE_BLOCK_CONFIGS, SECTION_BLOCK_CONFIGS, STORE_PAGE_BLOCK_CONFIGS } from '../payload'
import { registry } from '../registry'
import { SECTION_TYPES } from '../sections'
import { assetField } from '../shared/fields'

/** Names of the fields that hold data (rows and collapsibles are layout only). */
function dataFieldNames(fields: readonly Field[]): string[] {
  return fields.flatMap((field) => {
    if ((field.type === 'row' || field.type === 'collapsible') && 'fields' in field) return dataFieldNames(field.fields)
    return 'name' in field && field.name ? [field.name] : []
  })
}

function find(block: Block, name: string): Field | undefined {
  const walk = (fields: readonly Field[]): Field | undefined => {
    for (const field of fields) {
      if ('name' in field && field.name === name) return field
      if ((field.type === 'row' || field.type === 'collapsible') && 'fields' in field) {
        const inner = walk(field.fields)
        if (inner) return inner
      }
    }
    return undefined
  }
  return walk(block.fields)
}

describe('Payload block configs', () => {
  it('one block per section type, slug = type, interfaceName = <Type>Section', () => {
    expect(SECTION_BLOCK_CONFIGS.map((b) => b.slug)).toEqual([...SECTION_TYPES])
    for (const block of SECTION_BLOCK_CONFIGS) {
      expect(block.interfaceName).toBe(`${block.slug}Section`)
      expect(block.labels?.singular).toBeTruthy()
    }
  })

  it('front-page blocks are the spec section 2 kinds; store pages get icons, marketing banners, video', () => {
    expect(FRONT_PAGE_BLOCK_CONFIGS.map((b) => b.slug)).toEqual([
      'LargeSection',
      'SubBanners',
      'RandomBanners',
      'MarketingBanners',
      'ContentBanners',
      'SelectedProducts',
      'AssortmentIcons',
      'ContactCards',
    ])
    expect(STORE_PAGE_BLOCK_CONFIGS.map((b) => b.slug)).toEqual(['AssortmentIcons', 'MarketingBanners', 'Video'])
  })

  for (const block of SECTION_BLOCK_CONFIGS) {
    it(`${block.slug}: field names equal the keys of its zod shape`, () => {
      const schema = registry[block.slug as keyof typeof registry].schema as unknown as {
        shape: Record<string, unknown>
      }
      expect(dataFieldNames(block.fields).sort()).toEqual(Object.keys(schema.shape).sort())
    })
  }

  it('inline banners have the spec Banner fields (weight only where picked by weight)', () => {
    const bannerKeys = Object.keys(bannerSchema.shape).filter((k) => k !== 'id')
    for (const slug of ['ContentBanners', 'SubBanners', 'MarketingBanners', 'RandomBanners']) {
      const block = SECTION_BLOCK_CONFIGS.find((b) => b.slug === slug) as Block
      const banners = find(block, 'banners')
      expect(banners?.type).toBe('array')
      const names = dataFieldNames((banners as { fields: Field[] }).fields).sort()
      const expected = slug === 'RandomBanners' ? bannerKeys : bannerKeys.filter((k) => k !== 'weight')
      expect(names).toEqual(expected.sort())
    }
  })

  it('assetField is an upload of the media library, offering only the document brand images', () => {
    const field = assetField('image', 'Bild')
    expect(field).toMatchObject({ name: 'image', type: 'upload', relationTo: 'media', required: true })
    expect(assetField('icon', 'Ikon', { required: false })).toMatchObject({ required: false })
    const filter = field.filterOptions as (args: { data: unknown }) => unknown
    expect(filter({ data: { brand: 'trahuset' } })).toEqual({ brand: { equals: 'trahuset' } })
    expect(filter({ data: {} })).toEqual({ brand: { exists: false } })
  })

  it('nested table names stay well under the 63-character Postgres limit', () => {
    // Worst case: the versions table of the longest collection slug that holds sections.
    const root = '_front_pages_v'
    for (const block of SECTION_BLOCK_CONFIGS) {
      const dbName = block.dbName
      const blockTable = typeof dbName === 'function' ? `_${dbName({ tableName: root })}_v` : `${root}_blocks_x`
      for (const field of block.fields) {
        if (field.type !== 'array') continue
        const arrayName = typeof field.dbName === 'function' ? field.dbName({ tableName: blockTable }) : ''
        const arrayTable = `_${arrayName}_v`
        expect(arrayTable.length).toBeLessThan(45)
        expect(`${arrayTable}_parent_id_idx`.length).toBeLessThanOrEqual(63)
        expect(`enum_${arrayTable}_tpl`.length).toBeLessThanOrEqual(63)
      }
    }
  })
})
