import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWhatsAppStub } from '../../testing/whatsapp-stub.ts'
import { createWhatsApp } from './client.ts'

const log = { info: () => {} }
const message = { template: 'out_for_delivery' as const, parameters: ['KV-20261127-0001'] }

let stub: Awaited<ReturnType<typeof startWhatsAppStub>>
let dir: string
beforeAll(async () => {
  stub = await startWhatsAppStub()
  dir = await mkdtemp(path.join(os.tmpdir(), 'kavach-whatsapp-'))
})
afterAll(async () => {
  await stub.close()
  await rm(dir, { recursive: true, force: true })
})

describe('the WhatsApp client', () => {
  it('sends a template through the Cloud API and answers its message id', async () => {
    const whatsapp = createWhatsApp({
      apiUrl: stub.env.WHATSAPP_API_URL,
      token: stub.env.WHATSAPP_TOKEN,
      phoneNumberId: stub.env.WHATSAPP_PHONE_NUMBER_ID,
      dir,
      log,
    })
    const id = await whatsapp.send('919811012345', message)
    expect(stub.sent.at(-1)).toEqual({
      id,
      to: '919811012345',
      template: 'out_for_delivery',
      language: 'en',
      parameters: ['KV-20261127-0001'],
    })
  })

  it('says what the Graph API answered when it refuses', async () => {
    const whatsapp = createWhatsApp({
      apiUrl: stub.env.WHATSAPP_API_URL,
      token: 'EAAwrong',
      phoneNumberId: stub.env.WHATSAPP_PHONE_NUMBER_ID,
      dir,
      log,
    })
    await expect(whatsapp.send('919811012345', message)).rejects.toThrow(
      'WhatsApp answered 401: Invalid OAuth access token (code 190)',
    )
  })

  it('writes each message to the folder, readable, without the settings', async () => {
    const whatsapp = createWhatsApp({ apiUrl: 'https://graph.facebook.com/v21.0', dir, log })
    const id = await whatsapp.send('919811012345', message)
    const [file] = await readdir(dir)
    const written = JSON.parse(await readFile(path.join(dir, file ?? ''), 'utf8')) as unknown
    expect(written).toMatchObject({
      id,
      text: 'Your Kavach order KV-20261127-0001 is out for delivery today.',
      request: { to: '919811012345', type: 'template', template: { name: 'out_for_delivery' } },
    })
  })
})
