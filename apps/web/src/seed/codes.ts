/** GS1 check digit for the first 12 digits of an EAN-13 (weights 1,3,1,3,... from the left). */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN-13 behöver 12 siffror före kontrollsiffran, fick "${first12}"`)
  let sum = 0
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3)
  return (10 - (sum % 10)) % 10
}

export function isValidEan13(ean: string): boolean {
  return /^\d{13}$/.test(ean) && ean13CheckDigit(ean.slice(0, 12)) === Number(ean[12])
}

/**
 * EAN-13 with the Swedish GS1 prefix 73: 73 + four-digit company code + six-digit item number + check.
 * Unique as long as (company, item) is unique.
 */
export function makeEan13(companyCode: number, itemNumber: number): string {
  const body = `73${String(companyCode).padStart(4, '0')}${String(itemNumber).padStart(6, '0')}`
  if (body.length !== 12) throw new Error(`EAN-13 utanför intervallet: företag ${companyCode}, artikel ${itemNumber}`)
  return body + String(ean13CheckDigit(body))
}

/** Luhn check digit, as used by Swedish organisation numbers (on the nine digits before it). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[i]) * (i % 2 === 0 ? 2 : 1)
    if (d > 9) d -= 9
    sum += d
  }
  return (10 - (sum % 10)) % 10
}

/** Swedish organisation number "556xxx-xxxx" with a valid Luhn check digit. */
export function makeOrganizationNumber(serial: number): string {
  const nine = `556${String(serial).padStart(6, '0')}`.slice(0, 9)
  return `${nine.slice(0, 6)}-${nine.slice(6)}${luhnCheckDigit(nine)}`
}

const TRANSLITERATE: Record<string, string> = {
  å: 'a',
  ä: 'a',
  ö: 'o',
  é: 'e',
  ü: 'u',
  æ: 'ae',
  ø: 'o',
  '²': '2',
  '³': '3',
}

/** URL slug from Swedish text: "Trä & skivor" → "tra-och-skivor", "45x95 mm" → "45x95-mm". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' och ')
    .replace(/[åäöéüæø²³]/g, (c) => TRANSLITERATE[c] ?? c)
    .replace(/,/g, '-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
