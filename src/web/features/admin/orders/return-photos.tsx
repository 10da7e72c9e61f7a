/** The shopper's photos of a return, small; each opens the full image in a new tab. */
export function ReturnPhotos({ photos, number }: { photos: string[]; number: string }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {photos.map((photo, i) => (
        <li key={photo}>
          <a
            href={photo}
            target="_blank"
            rel="noopener noreferrer"
            className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <img
              src={photo}
              alt={`Photo ${i + 1} of return ${number}`}
              loading="lazy"
              className="h-16 w-16 rounded-lg border border-slate-200 object-cover hover:opacity-90"
            />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
