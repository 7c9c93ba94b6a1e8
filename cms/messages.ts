/**
 * The content service's own words, in the two languages its content exists in: the request's
 * `language` parameter, else Chinese for a caller whose Accept-Language starts with zh (or who
 * states none), English otherwise. (The site shows its visitors its
 * own messages in 13 locales; these answer API clients.)
 */
import type { ErrorCode, Translate } from '../contract/errors'

export type ServiceLanguage = 'zh' | 'en'

const catalogue = {
  zh: {
    envelope: {
      success: '成功',
      invalid: '提交的信息有误，请检查后重试。',
      notFound: '请求的内容不存在。',
      tooLarge: '请求内容过大。',
      rateLimited: '请求过于频繁，请稍候一分钟再试。',
      forbidden: '无法验证请求来源，请求已被拒绝。',
      unsupportedType: '不支持该请求格式。',
      serverError: '服务暂时不可用，请稍后再试。',
      conflict: '提交的内容与已有数据冲突。',
      formExpired: '表单已打开过久，请刷新页面后重新提交。',
      formUsed: '此表单已提交过。如需再次提交，请重新打开表单。',
      fileRequired: '请上传简历（PDF、DOC 或 DOCX，不超过 5 MB）。',
      fileType: '简历须为 PDF、DOC 或 DOCX 文件。',
      methodNotAllowed: '此地址不支持该请求方法。',
      previewInvalid: '预览链接无效。',
      previewExpired: '预览链接已过期，请重新生成。',
      unauthorized: '缺少有效的访问令牌。',
    },
    codes: {
      required: '此项为必填项',
      too_long: '内容过长',
      email_invalid: '请输入正确的邮箱地址',
      name_required: '请输入联系人',
      name_length: '长度在2到8个字符',
      name_max: '姓名不能超过{max}个字符',
      name_chars: '姓名只能包含文字、空格、连字符、撇号和句点',
      company_required: '请输入公司名称',
      industry_required: '请输入行业',
      demand_required: '请输入需求描述',
      demand_max: '需求描述不能超过{max}个字符',
      remark_max: '备注不能超过{max}个字符',
      phone_required: '请输入联系电话',
      phone_invalid: '手机号格式不正确',
      phone_invalid_intl: '请输入中国大陆手机号，或 +49301234567 这样的国际号码',
      address_required: '请选择所在城市',
      text_invalid: '内容含有无法保存的字符，请检查后重试。',
      locale_invalid: '不支持该语言区域，请使用网站的语言区域之一，如 zh-CN 或 de',
    },
  },
  en: {
    envelope: {
      success: 'success',
      invalid: 'Some fields are invalid. Please check them and try again.',
      notFound: 'The requested item does not exist.',
      tooLarge: 'The request is too large.',
      rateLimited: 'Too many requests. Please wait a minute and try again.',
      forbidden: 'The request was refused because its origin could not be verified.',
      unsupportedType: 'This request format is not supported.',
      serverError: 'The service is temporarily unavailable. Please try again later.',
      conflict: 'The submission conflicts with data already stored.',
      formExpired: 'This form was open too long. Please reload the page and send it again.',
      formUsed: 'This form has already been sent. To send another, please open the form again.',
      fileRequired: 'Please attach your CV (PDF, DOC or DOCX, at most 5 MB).',
      fileType: 'The CV must be a PDF, DOC or DOCX file.',
      methodNotAllowed: 'This request method is not allowed here.',
      previewInvalid: 'This preview link is not valid.',
      previewExpired: 'This preview link has expired. Please create a new one.',
      unauthorized: 'A valid access token is required.',
    },
    codes: {
      required: 'This field is required',
      too_long: 'This text is too long',
      email_invalid: 'Please enter a valid email address',
      name_required: 'Please enter a contact name',
      name_length: 'Length must be 2 to 8 characters',
      name_max: 'Please keep the name to {max} characters',
      name_chars: 'A name may contain letters, spaces, hyphens, apostrophes and periods',
      company_required: 'Please enter your company name',
      industry_required: 'Please enter your industry',
      demand_required: 'Please describe your needs',
      demand_max: 'Please keep the description to {max} characters',
      remark_max: 'Please keep the remark to {max} characters',
      phone_required: 'Please enter a phone number',
      phone_invalid: 'Invalid mobile number format',
      phone_invalid_intl:
        'Enter a mainland China mobile number or an international number such as +49301234567',
      address_required: 'Please select your city',
      text_invalid: 'This text contains characters that cannot be stored. Please check it.',
      locale_invalid: "Unknown locale: use one of the site's locales, such as en or zh-CN",
    },
  },
} satisfies Record<
  ServiceLanguage,
  { envelope: Record<string, string>; codes: Record<ErrorCode, string> }
>

export type EnvelopeMessage = keyof (typeof catalogue)['en']['envelope']

/** The caller's language, from Accept-Language (the site sends its visitor's locale). */
export function languageOf(acceptLanguage: string | null | undefined): ServiceLanguage {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? ''
  // No preference at all: Chinese, the service's default content language.
  if (!first || first === '*') return 'zh'
  return first.startsWith('zh') ? 'zh' : 'en'
}

export function envelopeMessage(key: EnvelopeMessage, language: ServiceLanguage): string {
  return catalogue[language].envelope[key]
}

const numbers = { zh: new Intl.NumberFormat('zh-CN'), en: new Intl.NumberFormat('en') }

/** Words for the contract's validation codes, with the limit they name written in. */
export function translator(language: ServiceLanguage): Translate {
  return (code, values) => {
    const words: string = catalogue[language].codes[code]
    return values?.max === undefined
      ? words
      : words.replace('{max}', numbers[language].format(values.max))
  }
}

/**
 * Words of the mail sent to the sales team (ADR 039), in LEAD_MAIL_LANGUAGE: staff read them, not
 * visitors. A field without a label here (one added later) is shown under its own name.
 */
const mailCatalogue = {
  'zh-CN': {
    subject: {
      lead: '【官网咨询】{company} · {name}',
      download: '【资料下载】{document} · {name}',
      application: '【简历投递】{job} · {name}',
    },
    intro: {
      lead: '官网收到一条新的咨询线索。',
      download: '有访客在官网申请下载资料。',
      application: '官网收到一份新的求职申请，简历见附件。',
    },
    page: '来源页面',
    locale: '访客语言',
    region: '所在地区',
    outsideMainland: '中国大陆以外',
    submittedAt: '提交时间',
    record: '后台记录',
    cv: '简历文件',
    reference: '投递编号',
    labels: {
      customersName: '联系人',
      customersPhone: '联系电话',
      customersAddress: '所在城市',
      companyName: '公司名称',
      industry: '行业',
      demand: '需求描述',
      remark: '备注',
      name: '姓名',
      phone: '电话',
      email: '邮箱',
      company: '公司',
      downloadId: '资料编号',
      documentTitle: '资料名称',
      jobId: '职位编号',
      jobTitle: '应聘职位',
      message: '留言',
      fileName: '简历文件名',
      mimeType: '文件类型',
      fileSize: '文件大小（字节）',
    },
  },
  en: {
    subject: {
      lead: '[Website lead] {company} · {name}',
      download: '[Download request] {document} · {name}',
      application: '[Job application] {job} · {name}',
    },
    intro: {
      lead: 'A new enquiry arrived through the website.',
      download: 'A visitor asked to download a document on the website.',
      application: 'A new job application arrived through the website; the CV is attached.',
    },
    page: 'Sent from page',
    locale: 'Visitor language',
    region: 'Region',
    outsideMainland: 'Outside mainland China',
    submittedAt: 'Submitted at',
    record: 'Admin record',
    cv: 'CV file',
    reference: 'Delivery reference',
    labels: {
      customersName: 'Contact name',
      customersPhone: 'Phone',
      customersAddress: 'City',
      companyName: 'Company',
      industry: 'Industry',
      demand: 'Needs',
      remark: 'Remark',
      name: 'Name',
      phone: 'Phone',
      email: 'Email',
      company: 'Company',
      downloadId: 'Document number',
      documentTitle: 'Document',
      jobId: 'Job number',
      jobTitle: 'Position',
      message: 'Message',
      fileName: 'CV file name',
      mimeType: 'File type',
      fileSize: 'File size (bytes)',
    },
  },
}

export type MailLanguage = keyof typeof mailCatalogue
export type MailWords = (typeof mailCatalogue)['zh-CN']

/** The staff mail's words in `language` (LEAD_MAIL_LANGUAGE). */
export function mailWords(language: MailLanguage): MailWords {
  return mailCatalogue[language]
}
