// `npm run admin -- <email>`: makes an existing account an admin.
import { loadConfig } from './config.ts'
import { openConfiguredDatabase } from './db/open-from-config.ts'
import { promoteToAdmin } from './services/admins.ts'

const email = process.argv[2]
if (!email) {
  console.error('Usage: npm run admin -- <email>')
  process.exit(2)
}
const database = await openConfiguredDatabase(loadConfig())
await database.migrate()
const found = await promoteToAdmin(database.db, email)
await database.close()
console.log(found ? `${email} is now an admin.` : `No account with the email ${email}.`)
process.exit(found ? 0 : 1)
