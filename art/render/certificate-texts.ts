/** What each certificate document says (art/render/certificates.ts draws them). */
/**
 * How the document looks, as each kind does in life: a certification body's system certificate,
 * a European test body's attestation, a software appraisal's result, a state accreditation on
 * red-bordered paper, or a brass plaque for the wall.
 */
export type CertificateKind = 'system' | 'attestation' | 'appraisal' | 'state' | 'plaque'

export interface Certificate {
  id: 'iso9001' | 'iso14001' | 'iso45001' | 'ce' | 'hightech' | 'cmmi' | 'giant' | 'lab'
  kind: CertificateKind
  issuer: { zh: string; en: string }
  title: { zh: string; en: string }
  number: string
  scope: { zh: string; en: string }
  signer: { zh: string; en: string }
  issued: string
  validUntil: string
  tint: string
  sealColor: string
}

const certBody = { zh: '华信质量认证中心', en: 'Huaxin Quality Certification Centre' }
const certSigner = { zh: '认证中心主任', en: 'Director, Certification Centre' }

export const certificates: Certificate[] = [
  {
    id: 'iso9001',
    kind: 'system',
    issuer: certBody,
    title: { zh: '质量管理体系认证证书', en: 'Quality Management System Certificate' },
    number: 'No. HXQC-Q-2024-03182 · GB/T 19001-2016 / ISO 9001:2015',
    scope: {
      zh: '兹证明该组织的质量管理体系符合标准要求，覆盖范围：自动化立体仓库、堆垛机、AGV 及输送分拣系统的设计、制造、安装与服务。',
      en: 'This is to certify that the quality management system of the organization conforms to the standard for the design, manufacture, installation and service of automated warehouses, stacker cranes, AGVs and conveying and sorting systems.',
    },
    signer: certSigner,
    issued: '2024-05-20',
    validUntil: '2027-05-19',
    tint: '#1d4e89',
    sealColor: '#c8102e',
  },
  {
    id: 'iso14001',
    kind: 'system',
    issuer: certBody,
    title: { zh: '环境管理体系认证证书', en: 'Environmental Management System Certificate' },
    number: 'No. HXQC-E-2024-01477 · GB/T 24001-2016 / ISO 14001:2015',
    scope: {
      zh: '兹证明该组织苏州制造基地的环境管理体系符合标准要求，覆盖范围：物流自动化装备的生产制造及相关管理活动。',
      en: 'This is to certify that the environmental management system of the Suzhou manufacturing base conforms to the standard for the manufacture of logistics automation equipment and related management activities.',
    },
    signer: certSigner,
    issued: '2024-06-11',
    validUntil: '2027-06-10',
    tint: '#2c7a4b',
    sealColor: '#c8102e',
  },
  {
    id: 'iso45001',
    kind: 'system',
    issuer: certBody,
    title: {
      zh: '职业健康安全管理体系认证证书',
      en: 'Occupational Health and Safety Management System Certificate',
    },
    number: 'No. HXQC-S-2024-00956 · GB/T 45001-2020 / ISO 45001:2018',
    scope: {
      zh: '兹证明该组织的职业健康安全管理体系符合标准要求，覆盖范围：物流系统的设计、制造、现场安装与运维服务。',
      en: 'This is to certify that the occupational health and safety management system of the organization conforms to the standard for the design, manufacture, site installation and maintenance of logistics systems.',
    },
    signer: certSigner,
    issued: '2024-06-11',
    validUntil: '2027-06-10',
    tint: '#8a5a14',
    sealColor: '#c8102e',
  },
  {
    id: 'ce',
    kind: 'attestation',
    issuer: { zh: '欧标机械合格评定服务中心', en: 'Euronorm Machinery Conformity Services' },
    title: { zh: 'CE 符合性证明', en: 'Attestation of Conformity' },
    number: 'No. EMCS-MD-23-4418 · Directive 2006/42/EC · EN ISO 12100 · EN 528 · EN ISO 3691-4',
    scope: {
      zh: '经评估，单立柱与双立柱托盘堆垛机及潜伏式、叉车式 AGV 的技术文件与样机符合欧盟机械指令的基本健康与安全要求。',
      en: 'The technical files and test units of the single- and double-mast pallet stacker cranes and the latent and forklift AGVs were assessed and meet the essential health and safety requirements of the Machinery Directive.',
    },
    signer: { zh: '技术负责人', en: 'Technical Manager' },
    issued: '2023-09-04',
    validUntil: '2028-09-03',
    tint: '#003399',
    sealColor: '#003399',
  },
  {
    id: 'hightech',
    kind: 'state',
    issuer: { zh: '高新技术企业认定管理机构', en: 'High-Tech Enterprise Accreditation Authority' },
    title: { zh: '高新技术企业证书', en: 'High-Tech Enterprise Certificate' },
    number: 'No. GR202332009871',
    scope: {
      zh: '经认定，该企业为高新技术企业，主要技术领域：先进制造与自动化——智能物流装备与调度软件。',
      en: 'The enterprise is accredited as a high-tech enterprise in advanced manufacturing and automation: intelligent logistics equipment and scheduling software.',
    },
    signer: { zh: '认定机构（盖章）', en: 'Accreditation authority (seal)' },
    issued: '2023-11-06',
    validUntil: '2026-11-05',
    tint: '#9b2a20',
    sealColor: '#c8102e',
  },
  {
    id: 'cmmi',
    kind: 'appraisal',
    issuer: { zh: '软件过程能力评估中心', en: 'Software Process Appraisal Centre' },
    title: { zh: '软件能力成熟度评估结果', en: 'Capability Maturity Appraisal Result' },
    number: 'Appraisal No. SPAC-2024-0317 · CMMI Development V2.0',
    scope: {
      zh: '经评估，该组织的仓储管理系统、设备控制系统与调度系统软件研发过程达到成熟度 3 级。',
      en: 'The appraised organizational unit, developing warehouse management, equipment control and fleet scheduling software, performs at Maturity Level 3.',
    },
    signer: { zh: '主任评估师', en: 'Lead Appraiser' },
    issued: '2024-03-28',
    validUntil: '2027-03-27',
    tint: '#234e52',
    sealColor: '#234e52',
  },
  {
    id: 'giant',
    kind: 'plaque',
    issuer: { zh: '工业和信息化主管部门', en: 'Industry and Information Technology Authority' },
    title: {
      zh: '专精特新"小巨人"企业',
      en: 'Specialised and Innovative "Little Giant" Enterprise',
    },
    number: 'No. ZJTX-5-2023-0628',
    scope: {
      zh: '经审核，该企业在智能物流装备领域专业化、精细化、特色化、新颖化发展成效突出，认定为专精特新"小巨人"企业。',
      en: 'Having shown outstanding specialisation, refinement, distinctiveness and innovation in intelligent logistics equipment, the enterprise is recognised as a "little giant" enterprise.',
    },
    signer: { zh: '主管部门（盖章）', en: 'Authority (seal)' },
    issued: '2023-07-14',
    validUntil: '2026-07-13',
    tint: '#b7791f',
    sealColor: '#c8102e',
  },
  {
    id: 'lab',
    kind: 'plaque',
    issuer: { zh: '省发展和改革主管部门', en: 'Provincial Development and Reform Authority' },
    title: { zh: '省级工程研究中心', en: 'Provincial Engineering Research Centre' },
    number: 'No. PERC-2022-118',
    scope: {
      zh: '批准依托该企业组建"智能物流装备工程研究中心"，开展高速堆垛、集群调度与数字孪生技术的研究与工程化。',
      en: 'Approved to host the Engineering Research Centre for Intelligent Logistics Equipment, for research and engineering in high-speed stacking, fleet scheduling and digital twins.',
    },
    signer: { zh: '主管部门（盖章）', en: 'Authority (seal)' },
    issued: '2022-12-02',
    validUntil: '2027-12-01',
    tint: '#1d4e89',
    sealColor: '#c8102e',
  },
]
