/** The receiver's page of a quote: /offert/<token> on the brand's host (the link in the quote's mail). */
export const ANSWER_PAGE_PREFIX = '/offert/'

/** The quote service's public answer routes for a link's token (no login; the token is the key). */
export const answerApiPath = (token: string) => `/api/quote/v1/answers/${encodeURIComponent(token)}`
export const answerPdfPath = (token: string) => `${answerApiPath(token)}/pdf`
export const answerAttachmentPath = (token: string, attachmentId: string) =>
  `${answerApiPath(token)}/attachments/${encodeURIComponent(attachmentId)}`
