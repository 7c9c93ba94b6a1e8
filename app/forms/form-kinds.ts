/** The forms that work without JavaScript (ADR 030): each page stamp is bound to one of them. */
export const formKinds = ['consultation', 'download', 'application'] as const

export type FormKind = (typeof formKinds)[number]
