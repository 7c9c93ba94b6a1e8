import type { ExtraVersion } from '../../more-languages'

/** The seed films in th: each names its film by the kind `video` and the film's exact English title. */
export const videos: ExtraVersion[] = [
  {
    of: { kind: 'video', enTitle: 'Starbridge Company Film' },
    language: 'th',
    title: 'ภาพยนตร์แนะนำบริษัท Starbridge',
    description:
      'จากโรงงานขนาดเล็กในเซินเจิ้นเมื่อปี 2003 สู่ผู้รวมระบบโลจิสติกส์ภายในที่ให้บริการลูกค้าทั่วโลก ร่วมชมศูนย์วิจัยและพัฒนา โรงงานผลิต และหน้างานของลูกค้าของเรา',
  },
  {
    of: { kind: 'video', enTitle: 'A 36 m High-Bay Warehouse with Double-Mast Stacker Cranes' },
    language: 'th',
    title: 'คลังสินค้าแนวสูง 36 เมตรกับเครนสแตกเกอร์แบบเสาคู่',
    description:
      'เครนสแตกเกอร์แบบเสาคู่ 12 ตัวทำงานตลอด 24 ชั่วโมงในคลังสินค้าแนวสูง 36 เมตร ภาพยนตร์เรื่องนี้ติดตามโครงการตั้งแต่การติดตั้งโครงสร้างเหล็กจนถึงการเริ่มใช้งานจริง',
  },
  {
    of: { kind: 'video', enTitle: 'AGV Fleet in a Lithium Battery Plant' },
    language: 'th',
    title: 'ฝูง AGV ในโรงงานแบตเตอรี่ลิเธียม',
    description:
      'AGV แบบลอดใต้และยกและ AGV แบบโฟล์คลิฟท์กว่า 150 คัน ทำงานประสานกันภายใต้ Fleet Scheduler เพื่อขนย้ายม้วนขั้วไฟฟ้า เซลล์ และโมดูลระหว่างขั้นตอนการผลิต',
  },
  {
    of: { kind: 'video', enTitle: 'Automated Cold-Chain Warehouse at −25 °C' },
    language: 'th',
    title: 'คลังสินค้าห้องเย็นอัตโนมัติที่ −25 °C',
    description:
      'ชัตเทิลสี่ทิศทางและลิฟต์ทำงานได้อย่างเสถียรในห้องแช่แข็ง −25 °C ขณะที่พนักงานทำงานเฉพาะในพื้นที่ควบคุมอุณหภูมิ ช่วยลดทั้งการใช้พลังงานและความผิดพลาดในการหยิบสินค้า',
  },
  {
    of: { kind: 'video', enTitle: 'Inside a Digital Twin Control Room' },
    language: 'th',
    title: 'เบื้องหลังห้องควบคุมดิจิทัลทวิน',
    description:
      'ติดตามพาเลทและเครื่องจักรทุกตัวแบบเรียลไทม์ใน Digital Twin Studio และชมผู้ปฏิบัติงานทดสอบกฎการจัดตารางงานใหม่ในโรงงานเสมือนก่อนนำไปใช้งานจริง',
  },
]
