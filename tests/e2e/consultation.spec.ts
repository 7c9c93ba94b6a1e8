/** The consultation pop-up in zh-CN and en: every rule of the spec's section 5, and lead safety. */
import { axeBuilder } from './axe-builder'
import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated, useSiteServer, watchConsole } from './fixtures'

const ADMIN = 'e2e-admin-token-0123456789abcdef'
const field = (page: Page, name: string) => page.locator(`[name="${name}"]`).first()
const dialog = (page: Page) => page.getByTestId('consult-dialog')
const errorOf = (page: Page, name: string) => page.locator(`#consult-${name}-error`)

async function openDialog(page: Page, base: string, locale: string) {
  await gotoHydrated(page, `${base}/${locale}`)
  await page.getByTestId('consult-button').click()
  await expect(dialog(page)).toBeVisible()
}

async function pickRegion(page: Page, names: string[]) {
  await page.getByTestId('region-trigger').click()
  const filter = page.getByTestId('region-filter')
  await expect(page.getByRole('option').first()).toBeVisible({ timeout: 15_000 })
  for (const name of names) {
    await filter.fill(name)
    await expect(page.getByRole('option').first()).toContainText(name)
    await filter.press('Enter')
  }
  await expect(page.getByTestId('region-popover')).toBeHidden()
}

async function fillValid(page: Page, company: string, phone = '13800138000') {
  await field(page, 'customersName').fill('张伟')
  await field(page, 'customersPhone').fill(phone)
  await pickRegion(page, ['广东', '深圳', '南山'])
  await field(page, 'companyName').fill(company)
  await field(page, 'industry').fill('烟草')
  await field(page, 'demand').fill('高架库改造')
  await field(page, 'remark').fill('工作日下午联系')
}

async function storedLeads(page: Page, base = ''): Promise<Array<Record<string, string>>> {
  const response = await page.request.get(`${base}/cms/admin/leads`, {
    headers: { authorization: `Bearer ${ADMIN}` },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: { list: Array<Record<string, string>> } }).data.list
}

test.describe('zh-CN', () => {
  test('each required field shows the spec message on blur, announced to screen readers', async ({
    page,
  }) => {
    await openDialog(page, '', 'zh-CN')
    const cases: Array<[string, string]> = [
      ['customersName', '请输入联系人'],
      ['customersPhone', '请输入联系电话'],
      ['companyName', '请输入公司名称'],
      ['industry', '请输入行业'],
      ['demand', '请输入需求描述'],
    ]
    for (const [name] of cases) await expect(errorOf(page, name)).toBeEmpty()
    for (const [name, message] of cases) {
      await field(page, name).focus()
      await field(page, name).blur()
      await expect(errorOf(page, name)).toHaveText(message)
      await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true')
      await expect(field(page, name)).toHaveAttribute(
        'aria-describedby',
        new RegExp(`consult-${name}-error`),
      )
      await expect(errorOf(page, name)).toHaveAttribute('role', 'alert')
    }
    // The address is checked on change, not on blur.
    await page.getByTestId('region-trigger').focus()
    await page.getByTestId('region-trigger').blur()
    await expect(errorOf(page, 'customersAddress')).toBeEmpty()
    // Remark is optional.
    await field(page, 'remark').focus()
    await field(page, 'remark').blur()
    await expect(errorOf(page, 'remark')).toBeEmpty()
  })

  test('name length, phone pattern (no E.164 in zh-CN) and the demand counter and limit', async ({
    page,
  }) => {
    await openDialog(page, '', 'zh-CN')
    await field(page, 'customersName').fill('欧阳诸葛司马上官')
    await field(page, 'customersName').blur()
    await expect(errorOf(page, 'customersName')).toBeEmpty()
    await field(page, 'customersName').fill('欧阳诸葛司马上官慕')
    await field(page, 'customersName').blur()
    await expect(errorOf(page, 'customersName')).toHaveText('长度在2到8个字符')
    await field(page, 'customersName').fill('王')
    await field(page, 'customersName').blur()
    await expect(errorOf(page, 'customersName')).toBeEmpty()

    for (const bad of ['12345', '12800138000', '1380013800', '+4930123456']) {
      await field(page, 'customersPhone').fill(bad)
      await field(page, 'customersPhone').blur()
      await expect(errorOf(page, 'customersPhone'), bad).toHaveText('手机号格式不正确')
    }
    await field(page, 'customersPhone').fill('19912345678')
    await field(page, 'customersPhone').blur()
    await expect(errorOf(page, 'customersPhone')).toBeEmpty()

    const counter = page.getByTestId('demand-counter')
    await expect(counter).toHaveText('已输入 0/100 个字符')
    await field(page, 'demand').fill('AGV项目')
    await expect(counter).toHaveText('已输入 5/100 个字符')
    await field(page, 'demand').fill('需'.repeat(120))
    await expect(field(page, 'demand')).toHaveValue('需'.repeat(100))
    await expect(counter).toHaveText('已输入 100/100 个字符')
    await field(page, 'remark').fill('备'.repeat(130))
    await expect(field(page, 'remark')).toHaveValue('备'.repeat(100))
  })

  test('the address is checked on change and accepts a province/city/district path', async ({
    page,
  }) => {
    await openDialog(page, '', 'zh-CN')
    await page.getByTestId('region-trigger').click()
    await expect(page.getByTestId('region-popover')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(errorOf(page, 'customersAddress')).toHaveText('请选择所在城市')
    await pickRegion(page, ['广东', '东莞', '松山湖'])
    await expect(page.getByTestId('region-trigger')).toHaveText(/广东省\/东莞市\/松山湖/)
    await expect(errorOf(page, 'customersAddress')).toBeEmpty()
    await expect(page.locator('input[type="hidden"][name="customersAddress"]')).toHaveValue(
      /^广东省\/东莞市\/松山湖/,
    )
  })

  test('close keeps company, industry and demand and clears the rest; focus returns to the opener', async ({
    page,
  }) => {
    await openDialog(page, '', 'zh-CN')
    await fillValid(page, '保留测试有限公司')
    await page.getByRole('button', { name: '取消' }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(page.getByTestId('consult-button')).toBeFocused()
    await page.getByTestId('consult-button').click()
    await expect(field(page, 'customersName')).toHaveValue('')
    await expect(field(page, 'customersPhone')).toHaveValue('')
    await expect(field(page, 'remark')).toHaveValue('')
    await expect(page.getByTestId('region-trigger')).toHaveText(/请选择省\/市\/区/)
    await expect(field(page, 'companyName')).toHaveValue('保留测试有限公司')
    await expect(field(page, 'industry')).toHaveValue('烟草')
    await expect(field(page, 'demand')).toHaveValue('高架库改造')
    // Escape and the close button behave the same.
    await field(page, 'customersName').fill('李')
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await page.getByTestId('consult-button').click()
    await expect(field(page, 'customersName')).toHaveValue('')
    await expect(field(page, 'companyName')).toHaveValue('保留测试有限公司')
  })

  test('a valid lead is stored; the button is disabled while sending; success toast; full reset', async ({
    page,
  }) => {
    const problems = watchConsole(page)
    await openDialog(page, '', 'zh-CN')
    const company = `成功测试${Date.now()}`
    await fillValid(page, company)
    // Hold the request until the sending state has been seen, then let it through.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_serverFn/**', async (route) => {
      await held
      await route.continue()
    })
    await page.getByTestId('consult-submit').click()
    await expect(page.getByTestId('consult-submit')).toBeDisabled()
    release()
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: '提交成功' })
    await expect(toast).toBeVisible()
    await expect(dialog(page)).toBeHidden()
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('style', /16px/)
    await expect(toast).toBeHidden({ timeout: 6_000 }) // it goes by itself (3000 ms)
    await page.getByTestId('consult-button').click()
    for (const name of [
      'customersName',
      'customersPhone',
      'companyName',
      'industry',
      'demand',
      'remark',
    ]) {
      await expect(field(page, name)).toHaveValue('')
    }
    const leads = await storedLeads(page)
    const lead = leads.find((l) => l.companyName === company)
    expect(lead).toMatchObject({
      customersName: '张伟',
      customersPhone: '13800138000',
      customersAddress: '广东省/深圳市/南山区',
      industry: '烟草',
      demand: '高架库改造',
      remark: '工作日下午联系',
    })
    expect(problems).toEqual([])
  })

  test('a network failure keeps the form so that the visitor can retry', async ({ page }) => {
    await openDialog(page, '', 'zh-CN')
    const company = `重试测试${Date.now()}`
    await fillValid(page, company)
    await page.route('**/_serverFn/**', (route) => route.abort('internetdisconnected'))
    await page.getByTestId('consult-submit').click()
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: '网络异常' })).toBeVisible()
    await expect(dialog(page)).toBeVisible()
    await expect(field(page, 'customersName')).toHaveValue('张伟')
    await expect(field(page, 'companyName')).toHaveValue(company)
    await expect(page.getByTestId('region-trigger')).toHaveText(/广东省\/深圳市\/南山区/)
    expect((await storedLeads(page)).some((l) => l.companyName === company)).toBe(false)
    await page.unroute('**/_serverFn/**')
    await page.getByTestId('consult-submit').click()
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: '提交成功' })).toBeVisible()
    expect((await storedLeads(page)).filter((l) => l.companyName === company)).toHaveLength(1)
  })

  test('the whole form can be completed with the keyboard alone', async ({ page }) => {
    await gotoHydrated(page, '/zh-CN')
    await page.getByTestId('consult-button').focus()
    await page.keyboard.press('Enter')
    await expect(dialog(page)).toBeVisible()
    const company = `键盘测试${Date.now()}`
    await page.keyboard.press('Tab') // from the close button to the name
    await expect(field(page, 'customersName')).toBeFocused()
    await page.keyboard.type('陈静')
    await page.keyboard.press('Tab')
    await page.keyboard.type('13600001111')
    await page.keyboard.press('Tab')
    await expect(page.getByTestId('region-trigger')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('region-filter')).toBeFocused()
    await expect(page.getByRole('option').first()).toBeVisible({ timeout: 15_000 })
    for (const name of ['浙江', '杭州', '西湖']) {
      await page.keyboard.type(name)
      await expect(page.getByRole('option').first()).toContainText(name)
      await page.keyboard.press('Enter')
    }
    await expect(page.getByTestId('region-trigger')).toHaveText(/浙江省\/杭州市\/西湖区/)
    await expect(page.getByTestId('region-trigger')).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.type(company)
    await page.keyboard.press('Tab')
    await page.keyboard.type('电商')
    await page.keyboard.press('Tab')
    await page.keyboard.type('分拣系统')
    await page.keyboard.press('Tab') // remark
    await page.keyboard.press('Tab') // cancel
    await page.keyboard.press('Tab') // submit
    await expect(page.getByTestId('consult-submit')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: '提交成功' })).toBeVisible()
    await expect(page.getByTestId('consult-button')).toBeFocused()
    expect(
      (await storedLeads(page)).some(
        (l) => l.companyName === company && l.customersAddress === '浙江省/杭州市/西湖区',
      ),
    ).toBe(true)
  })

  test('the dialog is modal and axe finds no violations (empty, with errors, picker open)', async ({
    page,
  }) => {
    // Three full axe runs: about 30 s on an idle machine, more on a busy one.
    test.setTimeout(120_000)
    await openDialog(page, '', 'zh-CN')
    expect(await page.locator('#main').evaluate((el) => !!el.closest('[aria-hidden="true"]'))).toBe(
      true,
    )
    const check = async (label: string) => {
      const result = await axeBuilder(page).include('[data-testid="consult-dialog"]').analyze()
      expect(result.violations, label).toEqual([])
    }
    await check('empty')
    await page.getByTestId('consult-submit').click()
    await expect(errorOf(page, 'customersName')).toHaveText('请输入联系人')
    await check('errors')
    await page.getByTestId('region-trigger').click()
    await expect(page.getByRole('option').first()).toBeVisible({ timeout: 15_000 })
    const picker = await axeBuilder(page).include('[data-testid="region-popover"]').analyze()
    expect(picker.violations).toEqual([])
  })
})

test('a call to action on a page opens the dialog, and focus returns to it', async ({ page }) => {
  await gotoHydrated(page, '/en/logisticsSolution')
  const cta = page.getByTestId('cta-consult').first()
  await expect(cta).toHaveText('Talk to an engineer')
  await cta.click()
  await expect(dialog(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await expect(cta).toBeFocused()
})

test.describe('en', () => {
  test('translated messages, and international numbers in E.164 form', async ({ page }) => {
    await openDialog(page, '', 'en')
    await expect(dialog(page).getByRole('heading')).toHaveText('Business consultation')
    await field(page, 'customersName').focus()
    await field(page, 'customersName').blur()
    await expect(errorOf(page, 'customersName')).toHaveText('Please enter a contact name')
    await field(page, 'customersPhone').fill('12345')
    await field(page, 'customersPhone').blur()
    await expect(errorOf(page, 'customersPhone')).toHaveText(
      'Enter a mainland China mobile number or an international number such as +49301234567',
    )
    for (const good of ['+4930123456', '+14155550123', '13800138000']) {
      await field(page, 'customersPhone').fill(good)
      await field(page, 'customersPhone').blur()
      await expect(errorOf(page, 'customersPhone'), good).toBeEmpty()
    }
    await field(page, 'customersPhone').fill('+12')
    await field(page, 'customersPhone').blur()
    await expect(errorOf(page, 'customersPhone')).not.toBeEmpty()
    await expect(page.getByTestId('demand-counter')).toHaveText('0 of 1,000 characters')
  })

  test('the picker offers countries outside mainland China, by localized name', async ({
    page,
  }) => {
    await openDialog(page, '', 'en')
    await page.getByTestId('region-trigger').click()
    await expect(page.getByRole('option').first()).toHaveText(/Outside mainland China/)
    await page.getByTestId('region-filter').press('Enter')
    await page.getByTestId('region-filter').fill('Germ')
    await expect(page.getByRole('option')).toHaveText(['Germany'])
    await page.getByTestId('region-filter').press('Enter')
    await expect(page.getByTestId('region-trigger')).toHaveText('Outside mainland China/Germany')
  })

  test('a valid lead with an international number is stored; the toast is translated', async ({
    page,
  }) => {
    await openDialog(page, '', 'en')
    const company = `ACME GmbH ${Date.now()}`
    await field(page, 'customersName').fill('Anna')
    await field(page, 'customersPhone').fill('+4930123456')
    await pickRegion(page, ['Outside', 'Germany'])
    await field(page, 'companyName').fill(company)
    await field(page, 'industry').fill('Automotive')
    await field(page, 'demand').fill('Line-side feeding with AGVs')
    await page.getByTestId('consult-submit').click()
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Submitted successfully' }),
    ).toBeVisible()
    expect((await storedLeads(page)).find((l) => l.companyName === company)).toMatchObject({
      customersPhone: '+4930123456',
      customersAddress: 'Outside mainland China/Germany',
    })
  })

  test('axe finds no violations in the open dialog', async ({ page }) => {
    await openDialog(page, '', 'en')
    const result = await axeBuilder(page).include('[data-testid="consult-dialog"]').analyze()
    expect(result.violations).toEqual([])
  })
})

test.describe('service errors', () => {
  const site = useSiteServer({
    CMS_WRITE_RATE_LIMIT: '1',
    CONSULT_RATE_LIMIT: '100',
    FORM_REFUSED_RATE_LIMIT: '100',
    CMS_ADMIN_TOKEN: ADMIN,
  })

  test("a non-zero code shows the service's message and resets the whole form", async ({
    page,
  }) => {
    await openDialog(page, site().url, 'zh-CN')
    await fillValid(page, '第一家公司')
    await page.getByTestId('consult-submit').click()
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: '提交成功' })).toBeVisible()
    await page.getByTestId('consult-button').click()
    await fillValid(page, '第二家公司', '13900001111')
    await page.getByTestId('consult-submit').click()
    // The content service's own rate limit answers 429 with its localized msg.
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: '请求过于频繁，请稍候一分钟再试。' }),
    ).toBeVisible()
    await expect(dialog(page)).toBeHidden()
    await page.getByTestId('consult-button').click()
    for (const name of [
      'customersName',
      'customersPhone',
      'companyName',
      'industry',
      'demand',
      'remark',
    ]) {
      await expect(field(page, name)).toHaveValue('')
    }
    const leads = await storedLeads(page, site().url)
    expect(leads.map((l) => l.companyName)).toEqual(['第一家公司'])
  })
})
