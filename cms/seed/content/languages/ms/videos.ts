import type { ExtraVersion } from '../../more-languages'

/** The seed films in ms: each names its film by the kind `video` and the film's exact English title. */
export const videos: ExtraVersion[] = [
  {
    of: { kind: 'video', enTitle: 'Starbridge Company Film' },
    language: 'ms',
    title: 'Filem Korporat Starbridge',
    description:
      'Daripada sebuah bengkel kecil di Shenzhen pada tahun 2003 kepada penyepadu sistem logistik dalaman yang berkhidmat kepada pelanggan di seluruh dunia: tinjauan ke dalam pusat R&D, kilang dan tapak pelanggan kami.',
  },
  {
    of: { kind: 'video', enTitle: 'A 36 m High-Bay Warehouse with Double-Mast Stacker Cranes' },
    language: 'ms',
    title: 'Gudang Rak Tinggi 36 m dengan Kren Penyusun Dua Tiang',
    description:
      'Dua belas kren penyusun dua tiang beroperasi sepanjang masa di gudang rak tinggi setinggi 36 m. Filem ini mengikuti projek dari pemasangan struktur keluli hingga mula beroperasi.',
  },
  {
    of: { kind: 'video', enTitle: 'AGV Fleet in a Lithium Battery Plant' },
    language: 'ms',
    title: 'Armada AGV di Kilang Bateri Litium',
    description:
      'Lebih 150 AGV angkat bawah dan AGV forklift, diselaraskan oleh Fleet Scheduler, memindahkan gulungan elektrod, sel dan modul antara langkah proses.',
  },
  {
    of: { kind: 'video', enTitle: 'Automated Cold-Chain Warehouse at −25 °C' },
    language: 'ms',
    title: 'Gudang Rantaian Sejuk Automatik pada −25 °C',
    description:
      'Pengangkut ulang-alik empat hala dan lif beroperasi dengan stabil di dalam bilik sejuk beku −25 °C, manakala kakitangan hanya bekerja di kawasan bersuhu terkawal — mengurangkan penggunaan tenaga dan kesilapan pemungutan pesanan.',
  },
  {
    of: { kind: 'video', enTitle: 'Inside a Digital Twin Control Room' },
    language: 'ms',
    title: 'Di Sebalik Bilik Kawalan Kembar Digital',
    description:
      'Lihat setiap palet dan mesin secara langsung dalam Digital Twin Studio, dan saksikan pengendali menguji peraturan penjadualan baharu di dalam kilang maya sebelum melaksanakannya.',
  },
]
