/** Mainland China mobile numbers (the spec's rule): 11 digits, 1 then 3-9. */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/
/** International numbers in E.164 form: + and 8 to 15 digits (offered outside Chinese locales). */
export const E164 = /^\+[1-9]\d{7,14}$/
/** Non-whitespace present. */
export const HAS_TEXT = /\S/
