import { describe, expect, it } from 'vitest'
import { ociEntrySchema } from './oci-entry'

describe('the OCI entry', () => {
  it("reads OCI's own parameter names, the company and the callback", () => {
    expect(
      ociEntrySchema.parse({
        USERNAME: 'Punchout@Demo.test',
        PASSWORD: 'Demo-12345',
        HOOK_URL: 'https://srm.example.se/sap/bc/gui/sap/its/bbpcatalog?sap-client=100',
        '~TARGET': '_parent',
        '~OkCode': 'ADDI',
        '~CALLER': 'CTLG',
        Bolag: ' Västkustens Entreprenad ',
      }),
    ).toEqual({
      credentials: { logonId: 'punchout@demo.test', password: 'Demo-12345', email: null },
      hookUrl: 'https://srm.example.se/sap/bc/gui/sap/its/bbpcatalog?sap-client=100',
      company: 'Västkustens Entreprenad',
      target: '_parent',
      okCode: 'ADDI',
      caller: 'CTLG',
    })
  })

  it("accepts the login payload's other field names and fills OCI's defaults", () => {
    expect(ociEntrySchema.parse({ logonId: 'punchout@demo.test', logonPassword: 'Demo-12345' })).toEqual({
      credentials: { logonId: 'punchout@demo.test', password: 'Demo-12345', email: null },
      hookUrl: null,
      company: null,
      target: '_top',
      okCode: 'ADDI',
      caller: null,
    })
  })

  it('refuses an entry without credentials, naming the fields in Swedish', () => {
    const parsed = ociEntrySchema.safeParse({ HOOK_URL: 'https://srm.example.se/hook', Bolag: 'Bolaget' })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['logonId', 'Ange användarnamn eller e-postadress.'],
      ['password', 'Ange lösenord.'],
    ])
  })
})
