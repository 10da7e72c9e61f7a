// `npm run db:migrate`: applies committed migrations (npm start does this too).
import { loadConfig } from '../config.ts'
import { openConfiguredDatabase } from './open-from-config.ts'

const database = await openConfiguredDatabase(loadConfig())
await database.migrate()
await database.close()
console.log(`Migrations applied on the ${database.kind} database.`)
