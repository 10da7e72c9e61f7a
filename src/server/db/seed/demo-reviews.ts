// What the demo shoppers said: the stars of each review by product slug, and comments to draw from.
// A product's rating and count are computed from these rows, never written here. New arrivals and
// a few others have no reviews yet.

/** One digit per review, each from a different delivered order. */
export const DEMO_REVIEW_STARS: Record<string, string> = {
  'kavach-clear-armour-case': '5455545',
  'spigen-ultra-hybrid-case': '5554545545',
  'ringke-fusion-clear-case': '4453',
  'kavach-liquid-silicone-case': '55455',
  'stuffcool-vegan-leather-folio': '43',
  'dr-vaku-luxemberg-case': '3424',
  'spigen-tough-armor-case': '5545',
  'nillkin-camshield-pro-case': '454',
  'kavach-9h-tempered-glass': '45545',
  'spigen-glastr-ez-fit-2-pack': '5455545',
  'gadgetshieldz-privacy-glass': '435',
  'kavach-anti-glare-matte-glass': '443',
  'supershieldz-tempered-glass-3-pack': '3242',
  'kavach-privacy-glass': '45',
  'anker-nano-65w-gan': '555545555',
  'ambrane-20w-pd-charger': '43453',
  'portronics-adapto-45w': '4342',
  'belkin-boostcharge-magsafe-pad': '545',
  'xiaomi-20000mah-33w-power-bank': '454545',
  'ambrane-magnetic-power-bank-10000': '3435',
  'kavach-48w-car-charger': '4',
  'anker-240w-braided-usb-c-cable': '5545',
  'boat-airdopes-141-anc': '4342534',
  'portronics-mobot-phone-stand': '454',
  'spigen-onetap-magfit-car-mount': '55',
  'boat-rockerz-255-pro-plus': '44354',
  'digitek-selfie-stick-tripod': '23',
  'kavach-cleaning-kit': '4',
  'lapcare-aluminium-laptop-stand': '54544',
  'ugreen-7-in-1-usb-c-hub': '5455',
  'logitech-pebble-m350s': '54555445',
  'zebronics-wooden-monitor-riser': '3',
  'philips-led-desk-lamp': '4545',
  'kavach-memory-foam-wrist-rest': '434',
  'ugreen-zip-cable-sleeve': '34',
  'kavach-velcro-cable-ties': '454544',
  'kavach-dotted-a5-notebook': '455',
  'logitech-k380-keyboard': '5545455',
  'kavach-bamboo-desk-organiser': '4434',
}

/** Comments by star rating; about one review in four has none. */
export const DEMO_REVIEW_COMMENTS: Record<number, readonly string[]> = {
  5: [
    'Superb quality, worth every rupee.',
    'Exactly as shown in the pictures. Delivered in 3 days to my doorstep.',
    'Using it daily for a month now, no complaints at all.',
    'Bought one for my brother also. Both of us are very happy.',
    'Premium feel and very good finishing. Highly recommended!',
    'Value for money product. Packaging was also very neat.',
    'Better than the one I bought from the mall for double the price.',
  ],
  4: [
    'Good product, does what it says. Delivery took one day extra.',
    'Nice quality. Slightly costly but okay for the brand.',
    'Works well. Instructions could have been clearer.',
    'Decent build, happy with the purchase overall.',
    'Good one. Colour is a little darker than the photo.',
  ],
  3: [
    'Average. It works but the finishing could be better.',
    'Okay for the price, nothing special.',
    'Took a week to arrive. Product is fine.',
  ],
  2: [
    'Not up to the mark, started loosening within two weeks.',
    'Quality is below what I expected for this price.',
  ],
}
