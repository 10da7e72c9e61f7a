// `npm run admin -- <email>`: makes an existing, verified account an admin.
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
const result = await promoteToAdmin(database.db, email)
await database.close()
const messages = {
  promoted: `${email} is now an admin.`,
  missing: `No account with the email ${email}.`,
  unverified:
    `${email} has not verified its email address, so someone else may have chosen its password. ` +
    'Not promoted: verify the email (or reset the password) first, then run this again.',
}
;(result === 'promoted' ? console.log : console.error)(messages[result])
process.exit(result === 'promoted' ? 0 : 1)
