import { t } from '@shop/i18n'
import { buttonVariants } from '@shop/ui'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type React from 'react'
import { OCI_ENTRY_PATH } from '@/accounts/constants'
import { AuthCard } from '@/accounts/views/AuthCard'
import { Field, inputClass, selectClass } from '@/forms/fields'
import { TEST_BUYER_CXML_PATH, TEST_BUYER_RECEIVER_PATH, testBuyerAvailable } from '@/punchout/test-buyer'
import { requestBrand } from '@/request/brand'
import { brandOrigin } from '@/request/origin'

export const metadata: Metadata = { title: t('testBuyer.title'), robots: { index: false, follow: false } }

type Props = { params: Promise<{ brand: string }> }

const submitClass = buttonVariants({ intent: 'primary' })

/** A labelled input of the page's forms (plain form fields: the page has no script). */
function Input({
  id,
  label,
  hint,
  ...input
}: { id: string; label: string; hint?: string } & React.ComponentProps<'input'>) {
  return (
    <Field id={id} label={label} hint={hint}>
      {(aria) => <input {...aria} {...input} id={id} className={inputClass} />}
    </Field>
  )
}

/**
 * The punch-out test buyer (issue 15, outside production only): plain forms, no script, that play
 * the procurement system against this brand. OCI posts to the entry with this site's receiver as
 * HOOK_URL; cXML posts to the page's own route, which sends a real PunchOutSetupRequest and shows
 * both documents. The companies and buying organisations offered are the brand's punchout.json.
 */
export default async function TestBuyerPage({ params }: Props) {
  if (!testBuyerAvailable()) notFound()
  const brand = await requestBrand((await params).brand)
  const receiver = `${brandOrigin(brand)}${TEST_BUYER_RECEIVER_PATH}`
  const companies = brand.punchout.oci.companies.map((rule) => rule.company)
  const organisations = brand.punchout.cxml?.buyingOrganisations ?? []
  return (
    <AuthCard title={t('testBuyer.title')} intro={t('testBuyer.intro')} wide>
      <section aria-labelledby="test-buyer-oci" className="flex flex-col gap-4">
        <h2 id="test-buyer-oci" className="text-xl font-semibold">
          {t('testBuyer.oci_heading')}
        </h2>
        <p className="text-sm">{t('testBuyer.oci_intro')}</p>
        <form action={OCI_ENTRY_PATH} method="post" className="flex flex-col gap-4" data-testid="test-buyer-oci">
          <input type="hidden" name="HOOK_URL" value={receiver} />
          <Input id="oci-username" label={t('testBuyer.username')} name="USERNAME" autoComplete="username" required />
          <Input
            id="oci-password"
            label={t('testBuyer.password')}
            name="PASSWORD"
            type="password"
            autoComplete="current-password"
            required
          />
          <Input
            id="oci-company"
            label={t('testBuyer.company')}
            hint={t('testBuyer.company_hint')}
            name="Bolag"
            list="oci-companies"
          />
          <datalist id="oci-companies">
            {companies.map((company) => (
              <option key={company} value={company} />
            ))}
          </datalist>
          <div className="grid gap-4 sm:grid-cols-2">
            <Input id="oci-target" label={t('testBuyer.target')} name="~TARGET" defaultValue="_top" />
            <Input id="oci-okcode" label={t('testBuyer.ok_code')} name="~OkCode" defaultValue="ADDI" />
          </div>
          <div>
            <button type="submit" className={submitClass}>
              {t('testBuyer.oci_submit')}
            </button>
          </div>
        </form>
      </section>
      <section aria-labelledby="test-buyer-cxml" className="flex flex-col gap-4 border-t border-text/10 pt-6">
        <h2 id="test-buyer-cxml" className="text-xl font-semibold">
          {t('testBuyer.cxml_heading')}
        </h2>
        <p className="text-sm">{t('testBuyer.cxml_intro')}</p>
        {organisations.length ? (
          <form
            action={TEST_BUYER_CXML_PATH}
            method="post"
            className="flex flex-col gap-4"
            data-testid="test-buyer-cxml"
          >
            <Field id="cxml-organisation" label={t('testBuyer.organisation')}>
              {(aria) => (
                <select {...aria} id="cxml-organisation" name="organisation" required className={selectClass}>
                  {organisations.map((org) => (
                    <option key={`${org.domain}:${org.identity}`} value={org.identity}>
                      {`${org.company} (${org.domain} ${org.identity})`}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Input
              id="cxml-secret"
              label={t('testBuyer.shared_secret')}
              name="sharedSecret"
              type="password"
              autoComplete="off"
            />
            <Input
              id="cxml-email"
              label={t('testBuyer.user_email')}
              hint={t('testBuyer.user_email_hint')}
              name="userEmail"
              type="email"
              autoComplete="off"
            />
            <div>
              <button type="submit" className={submitClass}>
                {t('testBuyer.cxml_submit')}
              </button>
            </div>
          </form>
        ) : (
          <p>{t('testBuyer.no_organisations')}</p>
        )}
      </section>
    </AuthCard>
  )
}
