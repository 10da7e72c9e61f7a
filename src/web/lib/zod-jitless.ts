// What `zod` means in the browser build (vite.config.ts aliases it here): zod, told before any
// schema runs to check without compiling its checks to code, which the page's security policy
// (no eval) would refuse and the browser report as a violation. Shared by every chunk that uses
// zod, so the first page load carries none of it.
import { config } from 'zod/v4'

config({ jitless: true })

export * from 'zod/v4'
