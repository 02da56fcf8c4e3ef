import pino, { type DestinationStream, type Logger } from 'pino'

/**
 * The server's log (issue 17): one JSON object a line on stdout with `time` (ISO), `level` (a word),
 * `msg`, the process's `pid` (several instances write to one collector) and `requestId` where a request
 * is behind the line, so a collector can follow one request without parsing prose.
 *
 * pino rather than our own writer: it is already in the tree (Payload logs with it, same version), Next
 * leaves it out of the server bundle by default (it is on Next's list of server external packages), and
 * without a transport it starts no worker thread. Its stdout is made synchronous: pino's default writes
 * asynchronously and flushes the rest at exit, which put a shutdown's last lines out of order. The
 * server logs little (faults, start, shutdown, the clean-up), so a blocking write costs nothing that counts.
 */
export function createLog(destination: DestinationStream = pino.destination({ dest: 1, sync: true })): Logger {
  return pino(
    {
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  )
}

export const log = createLog()
