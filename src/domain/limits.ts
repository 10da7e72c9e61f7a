// Business constants and limits of spec §9 that are not money.

export const PRODUCT_FETCH_LIMIT = 1000
export const FEATURED_PRODUCTS_LIMIT = 8
export const CARD_TAG_COUNT = 2
export const CARD_FEATURE_COUNT = 2
export const CART_LINE_FEATURE_COUNT = 3
export const TOP_RATED_MIN_RATING = 4.5
export const RATING_FILTER_OPTIONS = [0, 3, 3.5, 4, 4.5] as const
export const ADMIN_LIST_LIMIT = 100

export const CATALOGUE_CACHE_TTL_MS = 3_600_000
export const REQUEST_TIMEOUT_MS = 30_000

export const BANNER_ROTATION_MS = 4_000
export const COOKIE_BANNER_DELAY_MS = 1_000
export const SHOP_SEARCH_DEBOUNCE_MS = 100
export const ADMIN_SEARCH_DEBOUNCE_MS = 1_000
export const HEADER_SOLID_AFTER_PX = 20

export const OTP_LENGTH = 6
export const OTP_RESEND_COOLDOWN_S = 60
export const REDIRECT_AFTER_LOGIN_MS = 1_000
export const REDIRECT_AFTER_FORM_MS = 2_000

export const TOAST_GLOBAL_MS = 2_000
export const TOAST_AUTH_MS = 5_000

export const ACCOUNT_NAME = { min: 2, max: 20 } as const
export const EMAIL_MAX = 50
export const PASSWORD = { min: 8, max: 100 } as const
export const REVIEW_COMMENT_MAX = 200
export const CONTACT_MESSAGE = { min: 10, max: 1000 } as const
