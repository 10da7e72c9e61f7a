import { describe, expect, it } from 'vitest'
import { PhoneModelCreateSchema } from './phone-model-admin.ts'
import { parsePhoneModelCsv } from './phone-model-csv.ts'
import {
  findNameClash,
  isPhoneModelSlug,
  nameKey,
  normaliseAliases,
  phoneModelMatches,
  phoneModelSlug,
  slugify,
} from './phone-model-rules.ts'

describe('phone model slugs', () => {
  it('is the name when it opens with the brand or series, else the brand and name', () => {
    expect(phoneModelSlug('Samsung', 'Galaxy S', 'Galaxy S24 FE')).toBe('galaxy-s24-fe')
    expect(phoneModelSlug('OnePlus', 'Nord', 'OnePlus Nord CE 4')).toBe('oneplus-nord-ce-4')
    expect(phoneModelSlug('Vivo', 'V', 'V40 Pro')).toBe('vivo-v40-pro')
    expect(phoneModelSlug('Nothing', 'Phone', 'Phone (2a)')).toBe('phone-2a')
    expect(phoneModelSlug('Nothing', 'Nothing Phone', 'Nothing Phone (2a)')).toBe(
      'nothing-phone-2a',
    )
  })

  it('spells out a plus and drops accents and punctuation', () => {
    expect(slugify('F27 Pro+')).toBe('f27-pro-plus')
    expect(slugify('  Moto G85 5G — Édition  ')).toBe('moto-g85-5g-edition')
    expect(phoneModelSlug('Oppo', 'F', 'F27 Pro')).not.toBe(phoneModelSlug('Oppo', 'F', 'F27 Pro+'))
  })

  it('keeps every slug it makes within the address rules', () => {
    const long = phoneModelSlug('Brand', 'Series', `${'Very Long Name '.repeat(8)}-`)
    expect(long.length).toBeLessThanOrEqual(60)
    expect(isPhoneModelSlug(long)).toBe(true)
    expect(isPhoneModelSlug('Galaxy S25')).toBe(false)
    expect(isPhoneModelSlug('galaxy--s25')).toBe(false)
  })
})

describe('phone model names and aliases', () => {
  it('compares names by their letters, digits and plus signs only', () => {
    expect(nameKey('SM-S721')).toBe(nameKey('sm s721'))
    expect(nameKey('S24 FE')).toBe('s24fe')
    expect(nameKey('F27 Pro+')).not.toBe(nameKey('F27 Pro'))
  })

  it('keeps each alias once, tidied, and drops ones that repeat the name', () => {
    expect(
      normaliseAliases('Galaxy S24 FE', [
        '  S24   FE ',
        's24 fe',
        'Galaxy S24 FE',
        'SM-S721',
        'SMS721',
        '  ',
      ]),
    ).toEqual(['S24 FE', 'SM-S721'])
  })

  it("finds a name or alias that another model's name or alias already answers to", () => {
    const others = [
      { id: 'a', name: 'Galaxy S24 FE', aliases: ['S24 FE', 'SM-S721'] },
      { id: 'b', name: 'Galaxy S24', aliases: ['SM-S921'] },
    ]
    expect(findNameClash({ name: 'galaxy s24 fe', aliases: [] }, others)).toEqual({
      taken: 'galaxy s24 fe',
      other: 'Galaxy S24 FE',
    })
    expect(findNameClash({ name: 'Galaxy S24 FE 5G', aliases: ['sm s721'] }, others)).toEqual({
      taken: 'sm s721',
      other: 'Galaxy S24 FE',
    })
    expect(findNameClash({ name: 'S24', aliases: ['Galaxy S24'] }, others)?.other).toBe(
      'Galaxy S24',
    )
    expect(findNameClash({ id: 'a', name: 'Galaxy S24 FE', aliases: ['S24 FE'] }, others)).toBe(
      undefined,
    )
  })

  it('matches a search against brand, series, name, slug and aliases', () => {
    const model = {
      brand: 'Samsung',
      series: 'Galaxy S',
      name: 'Galaxy S24 FE',
      slug: 'galaxy-s24-fe',
      aliases: ['SM-S721'],
    }
    for (const search of ['sm-s721', 'Samsung S24', 'samsung galaxy', 'galaxy-s24', ''])
      expect(phoneModelMatches(model, search), search).toBe(true)
    expect(phoneModelMatches(model, 'pixel')).toBe(false)
  })
})

describe('the phone model form', () => {
  const valid = {
    brand: ' Samsung ',
    series: 'Galaxy S',
    name: 'Galaxy  S24 FE',
    aliases: ['S24 FE', 's24fe', 'Galaxy S24 FE'],
    releaseYear: 2024,
  }

  it('tidies the names, keeps distinct aliases and defaults to active', () => {
    expect(PhoneModelCreateSchema.parse(valid)).toEqual({
      brand: 'Samsung',
      series: 'Galaxy S',
      name: 'Galaxy S24 FE',
      aliases: ['S24 FE'],
      releaseYear: 2024,
      active: true,
    })
  })

  it('names the first problem of a bad model', () => {
    const message = (change: object) =>
      PhoneModelCreateSchema.safeParse({ ...valid, ...change }).error?.issues[0]?.message
    expect(message({ brand: '  ' })).toBe('Brand is required')
    expect(message({ name: 'x'.repeat(41) })).toBe('Name must be at most 40 characters')
    expect(message({ releaseYear: 1999 })).toBe('Release year must be a year from 2000 to 2100')
    expect(message({ slug: 'Galaxy S24' })).toBe(
      'Slug may hold only lower-case letters and digits joined by single hyphens',
    )
    expect(message({ aliases: Array.from({ length: 11 }, (_, i) => `Alias ${i}`) })).toBe(
      'A model has at most 10 aliases',
    )
    expect(message({ name: 'Galaxy\tS24' })).toBe('Name cannot contain control characters')
  })
})

describe('the phone model CSV', () => {
  it('reads models with a header, quoted fields and aliases separated by bars', () => {
    const csv = [
      'brand,series,name,aliases,releaseYear,active',
      'Samsung,Galaxy S,Galaxy S24 FE,S24 FE|SM-S721,2024,true',
      '',
      'Oppo,F,"F27 Pro+, 5G",,2024,no',
    ].join('\r\n')
    expect(parsePhoneModelCsv(csv)).toEqual({
      rows: [
        {
          line: 2,
          model: expect.objectContaining({ name: 'Galaxy S24 FE', aliases: ['S24 FE', 'SM-S721'] }),
        },
        { line: 4, model: expect.objectContaining({ name: 'F27 Pro+, 5G', active: false }) },
      ],
      errors: [],
    })
  })

  it('names the problem of each bad line by its number', () => {
    const csv = [
      'Samsung,Galaxy S,Galaxy S25,,2025,true',
      'Samsung,Galaxy S,,,2025,true',
      'Samsung,Galaxy S,Galaxy S26,,next year,true',
      'Samsung,Galaxy S,Galaxy S27,,2027,maybe',
      'Samsung,Galaxy S,Galaxy S28',
      'Samsung,Galaxy S,"Galaxy S29,,2029,true',
    ].join('\n')
    expect(parsePhoneModelCsv(csv).errors).toEqual([
      { line: 2, message: 'Name is required' },
      { line: 3, message: 'Release year must be a year from 2000 to 2100' },
      { line: 4, message: 'Active must be true or false' },
      {
        line: 5,
        message: 'Expected 6 columns (brand,series,name,aliases,releaseYear,active), found 3',
      },
      { line: 6, message: 'A quoted field is not closed' },
    ])
  })
})
