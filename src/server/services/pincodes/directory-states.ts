// The directory's state names, some old or abbreviated, in the spelling of INDIAN_STATES.
import { INDIAN_STATES, type IndianState } from '#domain/india.ts'

const key = (name: string) => name.trim().toLowerCase().replaceAll('&', 'and').replace(/\s+/g, ' ')

const BY_NAME = new Map<string, IndianState>(INDIAN_STATES.map((state) => [key(state), state]))

const OLD_NAMES: Record<string, IndianState> = {
  'andaman and nicobar': 'Andaman and Nicobar Islands',
  chattisgarh: 'Chhattisgarh',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  uttaranchal: 'Uttarakhand',
}

/** Ladakh became a union territory in 2019 from these districts; the directory still files them under Jammu and Kashmir. */
const LADAKH_DISTRICTS = new Set(['leh', 'leh ladakh', 'kargil'])

export function indianStateOf(directoryState: string, district: string): IndianState | undefined {
  const name = key(directoryState)
  if (name === 'jammu and kashmir' && LADAKH_DISTRICTS.has(key(district))) return 'Ladakh'
  return BY_NAME.get(name) ?? OLD_NAMES[name]
}
