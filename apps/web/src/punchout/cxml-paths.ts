/** Where a cXML StartPage begins (before the one-time token), and where its form starts the session. */
export const CXML_START_PATH = '/punchout/cxml/start'
export const CXML_SESSION_PATH = '/punchout/cxml/session'
