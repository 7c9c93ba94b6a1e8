import { describe, expect, it } from 'vitest'
import { cvSignature, cvSizeAllowed, hasCvExtension, RESUME_MAX_BYTES } from './cv-file'
import { detectCvType } from './cv-type'

const bytes = (...values: number[]) => new Uint8Array(values)

describe('the CV checks of the contract', () => {
  it('accept the names of a PDF, DOC or DOCX only', () => {
    for (const name of ['cv.pdf', 'CV.PDF', 'lebenslauf.doc', 'résumé.final.docx'])
      expect(hasCvExtension(name), name).toBe(true)
    for (const name of ['cv.png', 'cv.pdf.exe', 'pdf', '.pdf', 'cv.docm', 'cv'])
      expect(hasCvExtension(name), name).toBe(false)
  })

  it('read the announced type from the first bytes', () => {
    expect(cvSignature(new TextEncoder().encode('%PDF-1.7'))).toBe('pdf')
    expect(cvSignature(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe('doc')
    expect(cvSignature(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0))).toBe('zip')
    expect(cvSignature(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBeUndefined()
    expect(cvSignature(new TextEncoder().encode('Dear recruiter'))).toBeUndefined()
    expect(cvSignature(bytes())).toBeUndefined()
  })

  it('allow 1 byte to 5 MB', () => {
    expect(cvSizeAllowed(0)).toBe(false)
    expect(cvSizeAllowed(1)).toBe(true)
    expect(cvSizeAllowed(RESUME_MAX_BYTES)).toBe(true)
    expect(cvSizeAllowed(RESUME_MAX_BYTES + 1)).toBe(false)
  })

  it('tell a real type by content, whatever the first bytes promise', async () => {
    expect(await detectCvType(new TextEncoder().encode('%PDF-1.4\n%%EOF\n'))).toBe(
      'application/pdf',
    )
    const cfb = new Uint8Array(1024)
    cfb.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    expect(await detectCvType(cfb)).toBe('application/msword')
    // A zip is not a DOCX unless it holds a Word document.
    expect(await detectCvType(bytes(0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0))).toBeUndefined()
    expect(await detectCvType(new TextEncoder().encode('plain text'))).toBeUndefined()
  })
})
