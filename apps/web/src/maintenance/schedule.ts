import 'server-only'
import { log } from '../monitoring/log'
import { reportError } from '../monitoring/report'
import { payload } from '../payload/payload'
import { cleanUp } from './service'

const HOUR = 60 * 60_000

/**
 * Runs the clean-up every hour in this server process, the first time at a random point of the first
 * hour so that instances started together do not all run at once. The timers never keep the process
 * alive (a shutdown is not held up by them); a failed run is logged and reported, and the next one tries again.
 */
export function scheduleCleanUp(every = HOUR): void {
  const run = async () => {
    try {
      const result = await cleanUp(await payload())
      if (result.ok) log.info(result.value, 'clean-up')
    } catch (error) {
      reportError(error, { job: 'clean-up' })
    }
  }
  setTimeout(() => {
    void run()
    setInterval(() => void run(), every).unref()
  }, Math.random() * every).unref()
}
