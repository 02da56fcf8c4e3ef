/**
 * npm run seed -- [--variants N] [--demo] [--reset] [--seed N]
 *
 * Runs pending migrations, then seeds an empty database (refuses a seeded one unless --reset).
 * DATABASE_URL chooses SQLite (default apps/web/data/shop.db) or Postgres.
 */
import { parseArgs } from 'node:util'
import { getPayload } from 'payload'
import { loadPayloadConfig } from '../payload/load-config'
import { DEMO_PASSWORD, DEMO_USERS } from './demo'
import { DEFAULT_VARIANTS, isProductionEnvironment, migrationsFor, SeedRefusedError, seed } from './index'

const USAGE = `Användning: npm run seed -- [--variants N] [--demo] [--reset] [--seed N]

  --variants N  antal varianter (standard ${DEFAULT_VARIANTS}; ungefär 2,5 varianter per produkt)
  --demo        skapa demoanvändare med lösenordet ${DEMO_PASSWORD} (aldrig i produktion)
  --reset       töm databasen och kör migreringarna igen före seedningen
  --seed N      slumpfrö (samma frö och antal ger samma katalog)`

function flushAndExit(code: number): never {
  process.stdout.write('', () => process.stderr.write('', () => process.exit(code)))
  // process.exit happens in the callback; keep the type checker honest.
  return undefined as never
}

async function main(): Promise<number> {
  let args: { variants?: string; demo?: boolean; reset?: boolean; seed?: string; help?: boolean }
  try {
    args = parseArgs({
      options: {
        variants: { type: 'string' },
        demo: { type: 'boolean', default: false },
        reset: { type: 'boolean', default: false },
        seed: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }).values
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`)
    return 2
  }
  if (args.help) {
    console.log(USAGE)
    return 0
  }
  const variants = args.variants === undefined ? DEFAULT_VARIANTS : Number(args.variants)
  if (!Number.isInteger(variants) || variants < 1) {
    console.error(`--variants ska vara ett positivt heltal, fick "${args.variants}"\n\n${USAGE}`)
    return 2
  }
  const seedValue = args.seed === undefined ? undefined : Number(args.seed)
  if (seedValue !== undefined && !Number.isInteger(seedValue)) {
    console.error(`--seed ska vara ett heltal, fick "${args.seed}"\n\n${USAGE}`)
    return 2
  }
  if (args.demo && isProductionEnvironment()) {
    console.error('Vägrar: --demo skapar demoanvändare och får inte köras när NODE_ENV eller SHOP_ENV är production.')
    return 1
  }

  const started = Date.now()
  const payload = await getPayload({ config: await loadPayloadConfig() })
  try {
    await payload.db.migrate({ migrations: migrationsFor(payload) })
    const result = await seed(payload, {
      variants,
      demo: args.demo,
      reset: args.reset,
      seed: seedValue,
    })
    console.log(
      `Faser (ms): ${Object.entries(result.timings)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    )
    console.log(
      `Total väggtid inklusive uppstart: ${((Date.now() - started) / 1000).toFixed(1)} s (${payload.db.name})`,
    )
    if (args.demo) {
      console.log(`\nDemoanvändare (lösenord ${DEMO_PASSWORD}):`)
      for (const user of DEMO_USERS) console.log(`  ${user.email.padEnd(24)} ${user.role.padEnd(13)} ${user.purpose}`)
    }
    return 0
  } catch (error) {
    if (error instanceof SeedRefusedError) {
      console.error(error.message)
      return 1
    }
    console.error(error)
    return 1
  } finally {
    await payload.destroy().catch(() => undefined)
  }
}

main().then(flushAndExit, (error) => {
  console.error(error)
  flushAndExit(1)
})
