import type { ExtraVersion } from '../../more-languages'

/** The seed films in vi: each names its film by the kind `video` and the film's exact English title. */
export const videos: ExtraVersion[] = [
  {
    of: { kind: 'video', enTitle: 'Starbridge Company Film' },
    language: 'vi',
    title: 'Phim giới thiệu doanh nghiệp Starbridge',
    description:
      'Từ một xưởng nhỏ ở Thâm Quyến năm 2003 đến nhà tích hợp hệ thống logistics nội bộ phục vụ khách hàng trên toàn thế giới: cùng tham quan các trung tâm R&D, nhà máy và công trình của khách hàng.',
  },
  {
    of: { kind: 'video', enTitle: 'A 36 m High-Bay Warehouse with Double-Mast Stacker Cranes' },
    language: 'vi',
    title: 'Kho cao tầng 36 m với cần trục xếp dỡ hai trụ',
    description:
      'Mười hai cần trục xếp dỡ hai trụ vận hành suốt ngày đêm trong một kho cao tầng 36 m. Bộ phim theo chân dự án từ khâu lắp dựng kết cấu thép đến khi chính thức đưa vào vận hành.',
  },
  {
    of: { kind: 'video', enTitle: 'AGV Fleet in a Lithium Battery Plant' },
    language: 'vi',
    title: 'Đội xe AGV trong nhà máy pin lithium',
    description:
      'Hơn 150 AGV nâng gầm và AGV xe nâng, được Fleet Scheduler điều phối, vận chuyển cuộn điện cực, cell pin và mô-đun giữa các công đoạn.',
  },
  {
    of: { kind: 'video', enTitle: 'Automated Cold-Chain Warehouse at −25 °C' },
    language: 'vi',
    title: 'Kho chuỗi lạnh tự động ở −25 °C',
    description:
      'Xe con thoi bốn chiều và thang nâng vận hành ổn định trong kho cấp đông −25 °C, nhân viên chỉ làm việc ở khu vực có nhiệt độ điều hòa, giúp giảm cả mức tiêu thụ năng lượng lẫn lỗi soạn hàng.',
  },
  {
    of: { kind: 'video', enTitle: 'Inside a Digital Twin Control Room' },
    language: 'vi',
    title: 'Bên trong phòng điều khiển bản sao số',
    description:
      'Theo dõi trực tiếp từng pallet và từng thiết bị trong Digital Twin Studio, và xem người vận hành kiểm thử quy tắc điều độ mới trong nhà máy ảo trước khi đưa vào áp dụng.',
  },
]
