import 'server-only'
import { t } from '@shop/i18n'
import { escapeXml } from '@/documents/xml'
import type { CxmlTestRun, Received } from '../test-buyer'
import { TEST_BUYER_PATH } from '../test-buyer'

/**
 * The test buyer's two answers to a form post: the cXML setup's outcome and what the receiver got.
 * A POST reaches a route, not a page, and Next refuses react-dom/server in a route, so these are
 * whole documents written here. `html` escapes every value it is given; only markup that `html`
 * itself made goes in unescaped, so nothing the shop or a caller sent can become markup. They do not
 * get the shop's stylesheet (its file names are the build's), hence the few rules of their own.
 */

class Markup {
  constructor(readonly text: string) {}
}

type Value = string | number | Markup | null | undefined | Value[]

const render = (value: Value): string =>
  value instanceof Markup
    ? value.text
    : Array.isArray(value)
      ? value.map(render).join('')
      : value === null || value === undefined
        ? ''
        : escapeXml(String(value))

function html(strings: TemplateStringsArray, ...values: Value[]): Markup {
  return new Markup(strings.reduce((out, part, index) => out + render(values[index - 1]) + part))
}

const STYLE = new Markup(`
body { font-family: system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
main { max-width: 64rem; margin: 0 auto; padding: 2rem 1rem; }
table { border-collapse: collapse; width: 100%; margin: 0.5rem 0 1.5rem; }
th, td { border: 1px solid #999; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
pre, td code { white-space: pre-wrap; overflow-wrap: anywhere; }
pre { background: #f3f3f3; border: 1px solid #999; padding: 1rem; }
a { color: #0645ad; font-weight: 600; }
`)

const documentOf = (title: string, body: Markup) => html`<!DOCTYPE html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${title}</h1>
${body}
<p><a href="${TEST_BUYER_PATH}">${t('testBuyer.back')}</a></p>
</main>
</body>
</html>
`

const xmlBlock = (id: string, heading: string, xml: string) => html`<section aria-labelledby="${id}">
<h2 id="${id}">${heading}</h2>
<pre data-testid="${id}">${xml}</pre>
</section>`

const table = (
  testId: string,
  caption: string,
  heads: string[],
  rows: Value[][],
) => html`<table data-testid="${testId}">
<caption>${caption}</caption>
<thead><tr>${heads.map((head) => html`<th scope="col">${head}</th>`)}</tr></thead>
<tbody>${rows.map((cells) => html`<tr>${cells.map((cell) => html`<td>${cell}</td>`)}</tr>`)}</tbody>
</table>`

function cxmlResult(run: CxmlTestRun): Markup {
  const response = run.response
  const status = t('testBuyer.status', { code: String(response?.code ?? run.status), text: response?.text ?? '' })
  return html`<p data-testid="cxml-status">${status}${response?.message ? ` – ${response.message}` : null}</p>
${
  response?.startPageUrl
    ? html`<p><a href="${response.startPageUrl}" data-testid="cxml-start-page">${t('testBuyer.open_start_page')}</a></p>`
    : null
}
${xmlBlock('cxml-request', t('testBuyer.request_xml'), run.requestXml)}
${xmlBlock('cxml-response', t('testBuyer.response_xml'), run.responseXml)}`
}

function receivedCxml({ xml, message }: NonNullable<Received['cxml']>): Markup {
  const lines = message.ok
    ? table(
        'received-cxml-lines',
        t('testBuyer.cxml_lines'),
        [
          t('testBuyer.field_line'),
          t('testBuyer.article'),
          t('testBuyer.description'),
          t('testBuyer.quantity'),
          t('testBuyer.unit'),
          t('testBuyer.price'),
        ],
        message.value.lines.map((line) => [
          line.lineNumber,
          line.supplierPartID,
          line.description,
          line.quantity,
          line.unitOfMeasure,
          `${line.unitPrice.amount} ${line.unitPrice.currency}`,
        ]),
      )
    : html`<p>${t('testBuyer.cxml_unreadable', { reason: message.failure.message ?? t(message.failure.error) })}</p>`
  return html`${xmlBlock('received-cxml', t('testBuyer.cxml_document'), xml)}
<h2>${t('testBuyer.cxml_lines')}</h2>
${lines}`
}

function receivedFields(received: Received): Markup {
  const fields = received.fields.length
    ? table(
        'received-fields',
        t('testBuyer.received_fields'),
        [t('testBuyer.field_line'), t('testBuyer.field_name'), t('testBuyer.field_value')],
        received.fields.map((field) => [
          field.line,
          html`<code>${field.name}</code>`,
          html`<code>${field.value}</code>`,
        ]),
      )
    : html`<p>${t('testBuyer.received_empty')}</p>`
  return html`<p>${t('testBuyer.received_intro')}</p>
${fields}
${received.cxml ? receivedCxml(received.cxml) : null}`
}

const htmlResponse = (document: Markup) =>
  new Response(document.text, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex, nofollow',
    },
  })

/** The cXML setup's outcome: its status (a refusal's code and reason), the start page, both documents. */
export const cxmlResultResponse = (run: CxmlTestRun) =>
  htmlResponse(documentOf(t('testBuyer.cxml_result_title'), cxmlResult(run)))

/** What the shop's transfer posted to the receiver. */
export const receivedResponse = (received: Received) =>
  htmlResponse(documentOf(t('testBuyer.received_title'), receivedFields(received)))
