// Schema-free, so that a browser bundle importing them does not carry TypeBox.

/** The chat-BI sub-app's API (issue 5): prepared questions over the tenant's own data, no external AI. */
export const CHATBI_BASE = '/api/store-chatbi'
/** The permission of the chat-BI page (menu `chatbi`, view only). */
export const CHATBI_VIEW = 'chatbi_view'
/** The longest question a user may type. */
export const CHATBI_QUESTION_MAX = 200
