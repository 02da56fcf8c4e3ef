import { createHash } from 'node:crypto'
import type { z } from '@shop/schemas'
import type { SelectField, Validate } from 'payload'

/**
 * Payload's Postgres adapter makes every select an enum type (3.90 has no option against it), and an
 * enum type only grows by migration. A select made by `textSelect` gets an enum name with this prefix,
 * and db/adapter.ts stores such columns as varchar instead. SQLite keeps every select as text anyway.
 */
export const TEXT_SELECT_ENUM_PREFIX = 'text_select_'

/**
 * The enum is never created (its column is varchar), but Payload still refuses a name past Postgres' 63
 * characters: a select deep in versioned blocks gets a hashed one.
 */
function textSelectEnumName(name: string): string {
  const full = `${TEXT_SELECT_ENUM_PREFIX}${name}`
  return full.length <= 63
    ? full
    : `${TEXT_SELECT_ENUM_PREFIX}${createHash('sha256').update(name).digest('hex').slice(0, 20)}`
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

/**
 * A select over a list that grows by configuration (brand ids, deny codes): the admin still offers
 * `options`, the database stores plain text, and `schema` decides what may be saved (options are only
 * what the admin shows). A `validate` of the field runs once the schema accepts the value.
 */
export function textSelect(field: SelectField, schema: z.ZodType<string>): SelectField {
  const check = field.hasMany ? schema.array() : schema
  const own = field.validate as Validate | undefined
  const validate: Validate = (value, options) => {
    if (!isEmpty(value)) {
      const result = check.safeParse(value)
      if (!result.success) return result.error.issues.map((issue) => issue.message).join(' ')
    }
    if (own) return own(value, options)
    return isEmpty(value) && field.required ? 'Välj ett värde.' : true
  }
  return {
    ...field,
    enumName: ({ tableName }) => textSelectEnumName(`${tableName}_${field.name}`),
    // The generated types say text too: adding a brand must not change payload-types.ts, and a stored
    // value may name a brand or code that has since left the configuration.
    typescriptSchema: [
      ({ jsonSchema }) => {
        const { enum: _values, ...rest } = jsonSchema
        return rest.items ? { ...rest, items: { type: 'string' } } : rest
      },
    ],
    validate,
  } as SelectField
}
