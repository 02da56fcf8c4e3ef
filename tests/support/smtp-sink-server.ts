import { createServer } from 'node:http'
import { mailboxJson, startSmtpSink } from './smtp-sink'

/**
 * The e2e server's mail server (a second `webServer` of playwright.config.ts): the SMTP sink on
 * SMTP_SINK_PORT, which the app's SMTP_URL points at, and what it received as JSON on MAILBOX_PORT:
 *
 *   GET /messages?to=<address>&since=<ISO time>  →  [{ to, from, replyTo, subject, text, receivedAt,
 *                                                     attachments: [{ filename, contentType, size, content (base64) }] }]
 *
 * Both ports are on 127.0.0.1 only. tests/e2e/mail.ts reads it for the tests.
 */

const smtpPort = Number(process.env.SMTP_SINK_PORT ?? 2525)
const mailboxPort = Number(process.env.MAILBOX_PORT ?? smtpPort + 1)

const sink = await startSmtpSink(smtpPort)

const mailbox = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1')
  if (request.method !== 'GET' || url.pathname !== '/messages') {
    response.writeHead(404).end()
    return
  }
  const since = url.searchParams.get('since')
  const found = sink.find({
    to: url.searchParams.get('to') ?? undefined,
    since: since ? new Date(since) : undefined,
  })
  const body = found.map(mailboxJson)
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body))
})
mailbox.listen(mailboxPort, '127.0.0.1', () => {
  console.log(`SMTP sink on smtp://127.0.0.1:${sink.port}, its mailbox on http://127.0.0.1:${mailboxPort}/messages`)
})

const stop = () => {
  mailbox.close()
  void sink.close().then(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
