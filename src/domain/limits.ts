// Timings and sizes that belong to no one concept (the concepts' own limits live in
// their modules).

export const FEATURED_PRODUCTS_LIMIT = 8
export const CARD_TAG_COUNT = 2
export const CARD_FEATURE_COUNT = 2
export const CART_LINE_FEATURE_COUNT = 3
export const ADMIN_LIST_LIMIT = 100

export const CATALOGUE_CACHE_TTL_MS = 3_600_000
export const REQUEST_TIMEOUT_MS = 30_000

export const BANNER_ROTATION_MS = 4_000
export const COOKIE_BANNER_DELAY_MS = 1_000
export const SHOP_SEARCH_DEBOUNCE_MS = 100
export const ADMIN_SEARCH_DEBOUNCE_MS = 1_000
export const HEADER_SOLID_AFTER_PX = 20

export const REDIRECT_AFTER_FORM_MS = 2_000

export const TOAST_GLOBAL_MS = 2_000
