import { descriptionBlocks } from '#domain/product/description.ts'

/** What staff wrote about the product, as paragraphs and lists of plain text. */
export function ProductDescription({ text }: { text: string }) {
  return (
    <section aria-labelledby="description">
      <h2 id="description" className="font-semibold text-slate-900">
        About this product
      </h2>
      <div className="mt-2 space-y-3 text-slate-700">
        {descriptionBlocks(text).map((block, i) =>
          'paragraph' in block ? (
            <p key={i}>{block.paragraph}</p>
          ) : (
            <ul key={i} className="list-disc space-y-1 pl-5">
              {block.list.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          ),
        )}
      </div>
    </section>
  )
}
