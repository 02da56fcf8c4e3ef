/**
 * The few fixed Swedish strings of the blocks. Everything else a block shows comes from the CMS.
 */
export const TEXTS = {
  playVideo: 'Visa video',
  playVideoNamed: (title: string) => `Visa video: ${title}`,
  videoNotSupported: 'Din webbläsare kan inte visa videon.',
  submit: 'Skicka',
  sending: 'Skickar …',
  formSuccess: 'Tack! Vi hör av oss.',
  formError: 'Något gick fel när formuläret skickades. Försök igen om en stund.',
  formInvalid: 'Kontrollera de markerade fälten.',
  formUnavailable: 'Formuläret kan inte visas just nu.',
  fieldRequired: 'Fältet måste fyllas i.',
  invalidEmail: 'Ange en giltig e-postadress.',
  invalidNumber: 'Ange ett tal.',
  requiredMarker: '(obligatoriskt)',
  chooseOption: 'Välj …',
  readMore: 'Läs mer',
  externalLink: '(öppnas i ny flik)',
  phone: 'Telefon',
  email: 'E-post',
  articleNumber: 'Art.nr',
  noProducts: 'Produkterna kan inte visas just nu.',
  imageMissing: 'Bild saknas',
  perUnit: (unit: string) => `per ${unit}`,
} as const
