// The text of a PDF the shop sent, as a reader would extract it.
import { extractText, getDocumentProxy } from 'unpdf'

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  })
  return text
}
