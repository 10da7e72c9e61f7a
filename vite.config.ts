import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './scripts/precompress.ts'

const apiPort = process.env.API_PORT ?? '3001'
const pageEntry = fileURLToPath(new URL('src/web/main.tsx', import.meta.url))
const appEntry = fileURLToPath(new URL('src/web/boot.tsx', import.meta.url))
const PINCODE = /[\\/](pincode-rules|pincode-lookup)\.ts$/

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('src/web/lib/zod-jitless.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // Every browser the shop supports preloads modules itself (Safari 17, Firefox 115).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the app's entry needs comes in a few files rather than twenty: each file
          // on a page's first load costs a phone its own request and its own headers. React has
          // a file of its own: it changes far less often than the shop.
          groups: [
            { name: 'page', test: (id) => id === pageEntry, priority: 3 },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            // The pincode rules and lookup (1 KB) too, where a product page would fetch them as
            // two files that cost more in headers than in code.
            { name: 'app', test: (id) => id === appEntry || PINCODE.test(id), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
})
