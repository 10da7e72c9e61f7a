import { describe, expect, it } from 'vitest'
import { INDIAN_STATES } from '#domain/india.ts'
import { loadConfig } from '../../config.ts'
import { indianStateOf } from './directory-states.ts'
import { pincodeDirectory } from './pincode-directory.ts'

describe('the pincode directory', () => {
  it('holds every pincode of India, each in a state spelt as the shipping form lists them', async () => {
    const directory = await pincodeDirectory()
    expect(directory.size).toBeGreaterThan(19_000)
    const states = new Set([...directory.values()].map((area) => area.state))
    expect([...states].sort()).toEqual([...INDIAN_STATES].sort())
  })

  it('knows the default shop pincode, a Delhi warehouse area', async () => {
    const shop = (await pincodeDirectory()).get(loadConfig({}).SHOP_PINCODE)
    expect(shop).toMatchObject({ state: 'Delhi', district: 'South Delhi' })
  })
})

describe('a directory state name', () => {
  it.each([
    ['TAMIL NADU', 'Tamil Nadu'],
    ['DELHI', 'Delhi'],
    ['Andaman & Nicobar Islands', 'Andaman and Nicobar Islands'],
    ['Chattisgarh', 'Chhattisgarh'],
    ['Orissa', 'Odisha'],
    ['Pondicherry', 'Puducherry'],
    ['Daman & Diu', 'Dadra and Nagar Haveli and Daman and Diu'],
  ])('reads %s as %s', (name, state) => {
    expect(indianStateOf(name, 'Any')).toBe(state)
  })

  it('files Leh and Kargil under Ladakh, a union territory since 2019', () => {
    expect(indianStateOf('Jammu & Kashmir', 'Leh')).toBe('Ladakh')
    expect(indianStateOf('Jammu & Kashmir', 'Kargil')).toBe('Ladakh')
    expect(indianStateOf('Jammu & Kashmir', 'Srinagar')).toBe('Jammu and Kashmir')
  })

  it('is refused when it names no state or union territory', () => {
    expect(indianStateOf('Atlantis', 'Any')).toBeUndefined()
  })
})
