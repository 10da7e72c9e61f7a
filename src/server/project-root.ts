// The project's root folder, found the same way from the sources (src/server/project-root.ts) and
// from the compiled server (dist/server/main.js): two folders up. Files the server reads at run
// time (migrations, the simulator's script, the built web app) are named from here.
import { fileURLToPath } from 'node:url'

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url))
