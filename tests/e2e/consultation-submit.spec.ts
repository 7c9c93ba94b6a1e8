/** The first submit of the consultation form shows every invalid field and focuses the first. */
import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from './fixtures'

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`).first()
const errorOf = (page: Page, name: string) => page.locator(`#consult-${name}-error`)

for (const [locale, expected] of [
  [
    'zh-CN',
    {
      customersName: '请输入联系人',
      customersPhone: '请输入联系电话',
      customersAddress: '请选择所在城市',
      companyName: '请输入公司名称',
      industry: '请输入行业',
      demand: '请输入需求描述',
    },
  ],
  [
    'en',
    {
      customersName: 'Please enter a contact name',
      customersPhone: 'Please enter a phone number',
      customersAddress: 'Please select your city',
      companyName: 'Please enter your company name',
      industry: 'Please enter your industry',
      demand: 'Please describe your needs',
    },
  ],
] as const) {
  test(`${locale}: submit after one blurred field shows every invalid field`, async ({ page }) => {
    await gotoHydrated(page, `/${locale}`)
    await page.getByTestId('consult-button').click()
    await expect(page.getByTestId('consult-dialog')).toBeVisible()
    await field(page, 'companyName').focus()
    await field(page, 'companyName').blur()
    await expect(errorOf(page, 'companyName')).toHaveText(expected.companyName)

    await page.getByTestId('consult-dialog').locator('button[type="submit"]').click()
    for (const [name, message] of Object.entries(expected)) {
      await expect(errorOf(page, name), name).toHaveText(message)
    }
    await expect(errorOf(page, 'remark')).toBeEmpty()
    // Focus moves to the first invalid field, in the form's order.
    await expect(field(page, 'customersName')).toBeFocused()
  })
}
