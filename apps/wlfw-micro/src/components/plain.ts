/**
 * i18next escapes the values it puts into a text as HTML (`/` becomes `&#x2F;`); React escapes what it
 * renders already, so the values of these texts (names, labels) go in as they are.
 */
export const plain = { interpolation: { escapeValue: false } } as const
