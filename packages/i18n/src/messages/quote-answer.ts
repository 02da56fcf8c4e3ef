import type { Catalogue } from '../translator'

/**
 * The receiver's page of a quote (issue 14, online acceptance): /offert/<token>, reached from the link
 * in the quote's e-mail without an account. Part of the one catalogue in ../messages.ts.
 */
export const quoteAnswerMessages = {
  'quoteAnswer.title': 'Offert {quoteId}',
  'quoteAnswer.page_title': 'Offert',
  'quoteAnswer.intro': 'Offert från {sender} via {brand}. Läs igenom den och svara längst ner på sidan.',
  'quoteAnswer.refused_title': 'Offerten kan inte visas',
  'quoteAnswer.valid': 'Giltig från {from} till och med {until}',
  'quoteAnswer.pdf': 'Ladda ner offerten som PDF',
  'quoteAnswer.attachment_size': '{type}, {size}',
  'quoteAnswer.rot_mark': 'ROT',
  'quoteAnswer.rot_note': 'Rader märkta ROT ger rätt till ROT-avdrag för arbetskostnaden.',
  'quoteAnswer.no_lines': 'Offerten har inga rader.',
  'quoteAnswer.answer_heading': 'Ditt svar',
  'quoteAnswer.answer_intro': 'Svara avsändaren direkt här. Du kan lämna en kommentar med ditt svar.',
  'quoteAnswer.accept': 'Acceptera offerten',
  'quoteAnswer.decline': 'Avböj offerten',
  'quoteAnswer.confirm_accept': 'Vill du acceptera offerten {quoteId}? Avsändaren får besked direkt.',
  'quoteAnswer.confirm_decline': 'Vill du avböja offerten {quoteId}? Avsändaren får besked direkt.',
  'quoteAnswer.comment': 'Kommentar till avsändaren (frivillig)',
  'quoteAnswer.confirm_accept_button': 'Ja, acceptera offerten',
  'quoteAnswer.confirm_decline_button': 'Ja, avböj offerten',
  'quoteAnswer.cancel': 'Tillbaka',
  'quoteAnswer.sending': 'Skickar svaret…',
  'quoteAnswer.accepted': 'Du har accepterat offerten {quoteId}. Tack! Avsändaren har fått besked.',
  'quoteAnswer.declined': 'Du har avböjt offerten {quoteId}. Avsändaren har fått besked.',
  'quoteAnswer.answered_at': 'Besvarad {date}.',
  'quoteAnswer.your_comment': 'Din kommentar: {comment}',
  'quoteAnswer.cannot_answer': 'Offerten kan inte besvaras här längre. Kontakta avsändaren om du har frågor.',
} as const satisfies Catalogue
