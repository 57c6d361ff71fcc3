import { describe, expect, it } from 'vitest'
import { passwordPattern, passwordRemark } from './password-strategy.ts'

describe('passwordPattern', () => {
  it.each([
    { fruit: [0, 1, 2] as const, good: ['Admin@2026', 'Abcdefg1'], bad: ['admin@2026', 'ADMIN2026', 'Abc defg1'] },
    { fruit: [0] as const, good: ['abc123', '123456'], bad: ['abcdef', '12345'] },
    { fruit: [3] as const, good: ['abcdef!'], bad: ['abcdef1'] },
    { fruit: [0, 4] as const, good: ['12345a', '12345!'], bad: ['123456'] },
  ])('rules $fruit', ({ fruit, good, bad }) => {
    const pattern = new RegExp(passwordPattern({ fruit: [...fruit], inputValue: 6 }))
    for (const password of good) expect(pattern.test(password), password).toBe(true)
    for (const password of bad) expect(pattern.test(password), password).toBe(false)
  })

  it('enforces the minimum length', () => {
    const pattern = new RegExp(passwordPattern({ fruit: [0, 1, 2], inputValue: 8 }))
    expect(pattern.test('Abcdef1')).toBe(false)
    expect(pattern.test('Abcdefg1')).toBe(true)
  })

  it('refuses lengths under 6 and an empty rule list', () => {
    expect(() => passwordPattern({ fruit: [0], inputValue: 5 })).toThrow()
    expect(() => passwordPattern({ fruit: [], inputValue: 8 })).toThrow()
  })

  it('writes the remark the portal parses', () => {
    expect(passwordRemark({ fruit: [0, 1, 2], inputValue: 8 })).toBe('{"fruit":[0,1,2],"inputValue":8}')
  })
})
