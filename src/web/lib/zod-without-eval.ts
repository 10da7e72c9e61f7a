// Imported first by main.tsx, before any module builds or runs a schema: the page's security
// policy allows no eval, so zod checks without compiling its checks to code (it would otherwise
// try once, and the browser would report the refusal as a policy violation).
import { z } from 'zod'

z.config({ jitless: true })
