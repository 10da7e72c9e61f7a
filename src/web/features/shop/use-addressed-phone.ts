import { useEffect } from 'react'
import { phoneHeading, UNKNOWN_PHONE_HEADING } from '#domain/product/shop-heading.ts'
import { usePhoneModels } from '#web/components/phone/phone-models-api.ts'
import { choosePhone, type PhoneChoice, usePhoneChoice } from '#web/state/phone-choice.ts'

/**
 * The phone the shop's address names (/shop/phone/<slug>), kept as the shopper's phone once known,
 * so a shared link chooses it; its heading; and whether the shop lists no such phone.
 */
export function useAddressedPhone(slug: string | undefined) {
  const { models } = usePhoneModels(slug !== undefined)
  const chosen = usePhoneChoice()
  const listed = models?.find((m) => m.slug === slug)
  // The kept phone names the page while the list loads (the header's chooser just picked it).
  const phone: PhoneChoice | null = listed
    ? { brand: listed.brand, model: listed.model, slug: listed.slug }
    : chosen?.slug === slug
      ? chosen
      : null
  const unknown = slug !== undefined && models !== undefined && listed === undefined

  // Once per phone the address names: "Any phone" leaves this page rather than fight it.
  const { brand, model } = listed ?? {}
  useEffect(() => {
    if (slug && brand && model) choosePhone({ brand, model, slug })
  }, [slug, brand, model])

  return {
    phone,
    unknown,
    heading: phone
      ? phoneHeading(phone.model)
      : unknown
        ? UNKNOWN_PHONE_HEADING
        : { title: 'Loading...', subtitle: '' },
  }
}
