/** The element that carries a server-drawn page's API answers to the browser (page-data.tsx). */
export const PAGE_DATA_ID = 'page-data'
