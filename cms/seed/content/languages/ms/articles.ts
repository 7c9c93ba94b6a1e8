import type { ExtraVersion } from '../../more-languages'

/** News and investor items in ms: each names its seed story by its kind and exact English title. */
export const articles: ExtraVersion[] = [
  {
    of: {
      kind: 'news',
      enTitle:
        'Starbridge launches fourth-generation four-way shuttle with a cold-store version rated to -25 °C',
    },
    language: 'ms',
    title:
      'Starbridge melancarkan pengangkut ulang-alik empat hala generasi keempat, dengan versi stor sejuk yang beroperasi berterusan pada -25 °C',
    summary:
      'Pengangkut ulang-alik empat hala SB-FS4 generasi baharu mempunyai beban terkadar 1.5 tan dan kelajuan bergerak tanpa muatan yang meningkat kepada 2 m/s, serta buat pertama kalinya ditawarkan dalam versi suhu rendah untuk gudang rantaian sejuk.',
    body: `<p>Pada 18 Mac, Starbridge mengadakan majlis pelancaran produk baharu di ibu pejabatnya di Shenzhen dan secara rasmi memperkenalkan SB-FS4, pengangkut ulang-alik empat hala generasi keempatnya. Lebih enam puluh wakil pelanggan daripada industri farmaseutikal, makanan dan minuman serta tenaga baharu hadir menyaksikan demonstrasi prototaip menukar arah, bertukar aras dan bergerak dengan muatan penuh di lorong ujian sepanjang dua puluh meter.</p>
<h2>Lebih pantas, lebih tepat, lebih jimat tenaga</h2>
<p>SB-FS4 mengekalkan struktur pertukaran arah atas rel yang telah terbukti, manakala sistem pemacu, mekanisme angkat dan pengurusan tenaganya direka bentuk semula sepenuhnya. Berbanding generasi sebelumnya, perubahan utamanya termasuk:</p>
<ul>
<li>beban terkadar 1,500 kg, kelajuan bergerak 2 m/s tanpa muatan dan 1.5 m/s dengan muatan penuh;</li>
<li>penentududukan berganda dengan pengekod mutlak dan kod bar, ketepatan berhenti ±2 mm;</li>
<li>masa angkat dan pertukaran arah dipendekkan kepada 2.8 saat, meningkatkan kapasiti kerja setiap unit sejam kira-kira 18%;</li>
<li>bateri litium ferum fosfat dengan penjanaan semula tenaga brek, membolehkan operasi berterusan lebih 10 jam bagi setiap cas.</li>
</ul>
<h2>Versi suhu rendah yang direka khusus untuk stor sejuk</h2>
<p>Versi suhu rendah dilengkapi petak bateri bertebat tahan sejuk, gris suhu rendah dan kabinet elektrik anti-pemeluwapan. Ia boleh beroperasi secara berterusan pada suhu -25 °C dan bergerak antara zon suhu bilik dan zon sejuk beku melalui ruang kedap udara. Pasukan penyelidikan dan pembangunan telah menyiapkan lebih 3,000 jam ujian ketahanan secara kumulatif di makmal suhu rendah di Wuhan.</p>
<p>SB-FS4 boleh disepadukan dengan lancar dengan StarWCS Control dan lif Starbridge, dan sesuai untuk penyimpanan berketumpatan tinggi, pengisihan penimbal serta naik taraf pusat pengedaran rantaian sejuk. Unit pertama akan dihantar pada suku ketiga tahun ini.</p>`,
  },
  {
    of: { kind: 'news', enTitle: 'Starbridge opens its Wuhan R&D centre' },
    language: 'ms',
    title: 'Pusat penyelidikan dan pembangunan Starbridge di Wuhan dibuka secara rasmi',
    summary:
      'Pusat penyelidikan dan pembangunan Wuhan, dengan keluasan binaan kira-kira 28,000 meter persegi, dilengkapi rak ujian tinggi, kawasan ujian AGV dan makmal suhu rendah, dan akan memberi tumpuan kepada pembangunan perisian kawalan, algoritma navigasi dan kembar digital.',
    body: `<p>Pada 18 Jun, pusat penyelidikan dan pembangunan Starbridge di Wuhan dibuka secara rasmi di Zon Teknologi Tinggi Tasik Timur, Wuhan. Ini ialah pangkalan penyelidikan dan pembangunan kedua syarikat, selepas pusat penyelidikan dan pembangunan di ibu pejabat Shenzhen.</p>
<h2>Dari makmal ke keadaan operasi sebenar</h2>
<p>Pusat ini mempunyai keluasan binaan kira-kira 28,000 meter persegi. Selain ruang pejabat dan pembangunan perisian, ia turut menempatkan beberapa kemudahan ujian:</p>
<ul>
<li>rak ujian setinggi 24 meter, tempat dua kren penyusun boleh menjalani ujian ketahanan dengan muatan penuh secara serentak;</li>
<li>kawasan ujian AGV/AMR seluas 3,000 meter persegi yang boleh mensimulasikan keadaan di tapak seperti lorong sempit, cerun, lif dan pintu automatik;</li>
<li>makmal persekitaran dengan julat suhu dari -30 °C hingga 50 °C untuk pengesahan peralatan rantaian sejuk pada suhu rendah;</li>
<li>platform simulasi perkakasan dalam gelung (hardware-in-the-loop) yang membolehkan pentauliahan maya program kawalan disiapkan sebelum peralatan dihantar.</li>
</ul>
<h2>Tumpuan kepada perisian dan algoritma</h2>
<p>Pasukan Wuhan akan bertanggungjawab terutamanya bagi pembangunan StarWCS Control, Fleet Scheduler dan platform kembar digital Digital Twin Studio. Pusat ini kini mempunyai kira-kira 260 kakitangan penyelidikan dan pembangunan, dan bilangan itu dijangka meningkat kepada kira-kira 400 orang menjelang akhir 2026.</p>
<p>Pengerusi syarikat dalam majlis perasmian itu berkata, Wuhan mempunyai banyak universiti dan bakat kejuruteraan yang ramai. Pusat baharu ini dan ibu pejabat di Shenzhen akan bekerjasama dengan pembahagian tugas yang jelas, iaitu Shenzhen memberi tumpuan kepada perkakasan dan Wuhan kepada perisian, bagi memendekkan kitaran produk baharu dari reka bentuk hingga penghantaran.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle: 'Stacker crane safety system certified to performance level PL d',
    },
    language: 'ms',
    title:
      'Sistem kawalan keselamatan kren penyusun palet Starbridge memperoleh pensijilan keselamatan fungsian tahap PL d',
    summary:
      'Sistem kawalan keselamatan kren penyusun palet siri SB-S telah dinilai oleh badan pihak ketiga yang bebas dan mencapai tahap prestasi PL d seperti yang ditetapkan dalam ISO 13849-1.',
    body: `<p>Baru-baru ini, sistem kawalan keselamatan kren penyusun palet tiang tunggal dan tiang berkembar siri SB-S Starbridge telah dinilai oleh badan pensijilan pihak ketiga yang bebas dan dianugerahkan sijil tahap prestasi PL d di bawah ISO 13849-1. Reka bentuk keseluruhan mesin turut memenuhi keperluan keselamatan piawaian Eropah EN 528 bagi kren penyusun.</p>
<h2>Fungsi keselamatan yang diliputi pensijilan</h2>
<p>Proses pensijilan ini mengambil masa sembilan bulan, dan skop penilaiannya merangkumi seni bina perkakasan, proses pembangunan perisian, analisis mod kegagalan serta ujian pengesahan di tapak. Fungsi keselamatan utama termasuk:</p>
<ul>
<li>pemotongan tork selamat (STO) dan henti selamat, dengan masa tindak balas henti kecemasan kurang daripada 200 milisaat;</li>
<li>had laju selamat dan pemantauan nyahpecutan di hujung lorong berasaskan pengekod dwisaluran;</li>
<li>pengesanan lebih laju platform beban, tali kendur dan lebihan beban;</li>
<li>saling kunci antara platform penyelenggaraan dan pintu lorong, supaya peralatan tidak boleh beroperasi secara automatik apabila ada orang di dalam.</li>
</ul>
<h2>Asas untuk eksport dan projek berstandard tinggi</h2>
<p>Sejak beberapa tahun kebelakangan ini, semakin ramai pelanggan dalam sektor tenaga baharu dan farmaseutikal serta pelanggan luar negara mensyaratkan pensijilan keselamatan fungsian dalam tender mereka. Dengan tahap PL d yang diperoleh, siri SB-S boleh terus ditawarkan untuk projek sebegini, sekali gus mengurangkan kerja penilaian keselamatan di tapak pelanggan.</p>
<p>Pasukan kejuruteraan keselamatan syarikat menyatakan bahawa fungsi keselamatan kren miniload dan pengangkut ulang-alik empat hala akan menjalani pensijilan pada tahap yang sama selepas ini, dan keperluan keselamatan fungsian akan dimasukkan ke dalam proses pembangunan semua produk baharu.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle: 'Jinlan Pharmaceutical cold-chain distribution centre in Chengdu goes live',
    },
    language: 'ms',
    title: 'Pusat logistik rantaian sejuk Farmaseutikal Jinlan di Chengdu mula beroperasi',
    summary:
      'Pusat logistik rantaian sejuk Farmaseutikal Jinlan di Chengdu, yang dibina oleh Starbridge sebagai kontraktor utama, mula digunakan secara rasmi selepas operasi percubaan selari selama tiga puluh hari; operasi di ketiga-tiga zon suhu, iaitu dingin, sejuk beku dan suhu bilik, kini diautomasikan sepenuhnya.',
    body: `<p>Pada akhir September, pusat logistik rantaian sejuk Logistik Farmaseutikal Jinlan di Chengdu, yang dibina oleh Starbridge sebagai kontraktor utama, mula beroperasi secara rasmi. Projek ini meliputi penerimaan, penyimpanan, pemungutan dan penghantaran vaksin, produk biologi dan ubat-ubatan biasa, dan merupakan projek logistik farmaseutikal terbesar yang pernah disiapkan oleh syarikat di barat daya China.</p>
<h2>Tiga zon suhu, satu sistem</h2>
<ul>
<li>zon dingin 2 °C hingga 8 °C: penyimpanan berketumpatan tinggi dengan pengangkut ulang-alik empat hala, 6,800 kedudukan palet;</li>
<li>zon sejuk beku -25 °C: pengangkut ulang-alik empat hala versi suhu rendah, 1,200 kedudukan palet;</li>
<li>zon suhu bilik: gudang automatik miniload dengan 32,000 kedudukan tong, bersama stesen pemungutan barang-ke-orang.</li>
</ul>
<p>Pada waktu puncak, sistem mengendalikan 420 palet masuk dan keluar sejam, dan kira-kira 18,000 baris pesanan sehari.</p>
<h2>Kebolehkesanan penuh yang memenuhi keperluan GSP</h2>
<p>StarOS WMS mengurus nombor kelompok, tarikh luput dan status ubat sepanjang proses, dan menguatkuasakan prinsip luput dahulu, keluar dahulu dengan ketat. Data suhu dan kelembapan direkodkan setiap minit dan dikaitkan secara automatik dengan lokasi simpanan dan rekod operasi, jadi laporan kebolehkesanan yang mematuhi GSP boleh dijana pada bila-bila masa.</p>
<p>Bagi memastikan operasi tidak terganggu, pasukan projek menjalankan sistem lama dan baharu secara selari selama tiga puluh hari sebelum peralihan, dan tiada satu pun penghantaran tertangguh dalam tempoh itu. Menurut wakil pelanggan, sejak pusat baharu digunakan, kadar pesanan rantaian sejuk yang dihantar keluar pada hari yang sama telah meningkat daripada 85 peratus kepada lebih 98 peratus.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle:
        'Starbridge and Huayue University of Technology set up a joint intralogistics laboratory',
    },
    language: 'ms',
    title: 'Starbridge dan Universiti Teknologi Huayue menubuhkan makmal bersama logistik pintar',
    summary:
      'Kedua-dua pihak akan menjalankan penyelidikan bersama selama tiga tahun dalam bidang penjadualan kolaboratif berbilang robot, simulasi kembar digital dan penyelenggaraan ramalan peralatan, serta bersama-sama membimbing pelajar pascasiswazah.',
    body: `<p>Pada 16 Oktober, Starbridge dan Fakulti Kejuruteraan Mekanikal Universiti Teknologi Huayue menandatangani perjanjian kerjasama di Wuhan untuk bersama-sama menubuhkan “Makmal Bersama Peralatan dan Sistem Logistik Pintar”. Makmal ini ditempatkan di pusat penyelidikan dan pembangunan Starbridge di Wuhan, dan fasa pertama kerjasama berlangsung selama tiga tahun.</p>
<h2>Tiga bidang penyelidikan</h2>
<ul>
<li>kerjasama berbilang robot: algoritma perancangan laluan, pencegahan kebuntuan dan peruntukan tugas bagi ratusan AGV/AMR yang berkongsi satu tapak;</li>
<li>kembar digital dan pentauliahan maya: meningkatkan ketekalan antara model simulasi dan peralatan sebenar bagi memendekkan masa pentauliahan di tapak;</li>
<li>penyelenggaraan ramalan: menggunakan data operasi kren penyusun dan peralatan penghantar untuk mengenal pasti lebih awal trend luar biasa pada galas, rantai dan pemacu.</li>
</ul>
<h2>Membangunkan bakat bersama-sama</h2>
<p>Menurut perjanjian itu, syarikat akan menyediakan kira-kira 40 tempat latihan industri kepada universiti setiap tahun, kedua-dua pihak akan bersama-sama menyelia pelajar sarjana dan doktor falsafah, dan jurutera kanan syarikat akan menjadi mentor industri fakulti serta membimbing projek tahun akhir pelajar prasiswazah. Hasil penyelidikan makmal akan diutamakan untuk pengesahan dan aplikasi dalam produk syarikat.</p>
<p>Dekan fakulti itu dalam majlis menandatangani perjanjian berkata, bidang peralatan logistik mempunyai banyak masalah kejuruteraan yang timbul daripada senario sebenar, dan makmal bersama dengan syarikat membolehkan pelajar mendapat akses kepada data dan peralatan sebenar di lapangan semasa masih belajar. Ketua Pegawai Teknologi Starbridge pula berkata syarikat berharap dapat memanfaatkan kepakaran universiti dalam algoritma asas untuk menyediakan teknologi utama bagi sistem penjadualan dan platform kembar digital generasi akan datang.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle:
        'Starbridge shows coordinated multi-device operation at the Shanghai intralogistics fair',
    },
    language: 'ms',
    title:
      'Starbridge di pameran teknologi logistik antarabangsa Shanghai: demonstrasi langsung operasi kolaboratif pelbagai peralatan',
    summary:
      'Di pameran teknologi logistik Shanghai selama empat hari, Starbridge mempamerkan operasi kolaboratif pengangkut ulang-alik empat hala, AMR dan mesin pengisih tali sawat silang melalui sebuah barisan demonstrasi lengkap “terima – simpan – isih – hantar”.',
    body: `<p>Dari 5 hingga 8 November, Starbridge menyertai Pameran Teknologi dan Peralatan Logistik Antarabangsa di Shanghai. Reruai syarikat seluas kira-kira 600 meter persegi, dengan tema “Satu sistem menjadualkan semua peralatan”, menempatkan sebuah barisan demonstrasi operasi yang lengkap.</p>
<h2>Sorotan reruai</h2>
<ul>
<li>pengangkut ulang-alik empat hala generasi keempat SB-FS4 menjalankan operasi masuk dan keluar secara berterusan di rak tiga aras, dan bertukar aras bersama lif;</li>
<li>armada campuran AMR angkat bawah dan AGV forklift, dengan tugas dan lalu lintas diurus secara berpusat oleh Fleet Scheduler;</li>
<li>modul mesin pengisih tali sawat silang generasi baharu, dengan kapasiti pengisihan sehingga 12,000 item sejam, mendemonstrasikan pengisihan bungkusan e-dagang mengikut destinasi;</li>
<li>skrin besar Digital Twin Studio yang memaparkan status operasi semua peralatan di reruai secara masa nyata.</li>
</ul>
<h2>Interaksi di pameran</h2>
<p>Sepanjang pameran, reruai menerima lebih 9,000 kunjungan pelawat profesional, dan pasukan teknikal syarikat mengadakan lapan sesi taklimat bertema yang merangkumi logistik kilang bateri litium, rantaian sejuk farmaseutikal dan naik taraf gudang automatik lama. Beberapa syarikat tenaga baharu dan e-dagang turut mengadakan perbincangan terperinci dengan syarikat mengenai projek tertentu.</p>
<p>Ketua pemasaran syarikat menyatakan bahawa pelanggan kini semakin mementingkan kerjasama antara peralatan yang berbeza, berbanding spesifikasi sesebuah mesin. Keupayaan menjadualkan pelbagai jenis peralatan dalam satu platform semakin menjadi keperluan asas bagi projek pergudangan pintar.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle:
        'International Volunteer Day: Starbridge volunteers help a community food bank reorganise its storeroom',
    },
    language: 'ms',
    title:
      'Hari Sukarelawan Antarabangsa: sukarelawan Starbridge membantu bank makanan komuniti menyusun semula stornya',
    summary:
      'Sukarelawan syarikat menggunakan masa lapang mereka untuk merancang semula stor sebuah bank makanan komuniti di Shenzhen, memasang rak dan membina sistem pengurusan inventori kod bar yang ringkas.',
    body: `<p>5 Disember ialah Hari Sukarelawan Antarabangsa. Pada hari itu, 30 kakitangan pasukan sukarelawan “Xinghuo” Starbridge berkunjung ke sebuah bank makanan komuniti di Daerah Nanshan, Shenzhen, untuk menyiapkan tugasan terakhir projek pengubahsuaian stor yang telah dijalankan selama tiga hujung minggu.</p>
<h2>Kepakaran pergudangan untuk kebajikan masyarakat</h2>
<p>Bank makanan ini mengagihkan beras, tepung, minyak masak dan barangan keperluan harian kepada kira-kira 600 keluarga yang memerlukan di kawasan sekitarnya setiap bulan, tetapi stornya kecil dan barang disusun tanpa tertib, sehingga makanan yang hampir tamat tempoh kadangkala tidak sempat diagihkan. Para sukarelawan melakukan tiga perkara:</p>
<ul>
<li>merancang semula susun atur stor mengikut kategori produk dan jangka hayat simpanan, serta memasang rak ringan yang didermakan oleh syarikat;</li>
<li>menyediakan label kod bar bagi setiap jenis barang, dan membina lejar inventori percuma berasaskan versi ringkas StarOS WMS;</li>
<li>mengadakan dua sesi latihan tentang pengimbasan barang masuk dan keluar serta amaran tarikh luput untuk lapan sukarelawan tetap bank makanan tersebut.</li>
</ul>
<p>Selepas pengubahsuaian, ruang simpanan yang boleh digunakan di stor bertambah kira-kira 40 peratus, dan kakitangan kini boleh menyemak stok serta barang yang hampir tamat tempoh melalui telefon bimbit.</p>
<h2>Khidmat sukarela sepanjang tahun</h2>
<p>Pada 2025, syarikat menganjurkan 26 aktiviti khidmat sukarela di Shenzhen dan Wuhan, dengan lebih 400 penyertaan kakitangan dan kira-kira 1,600 jam khidmat sukarela secara kumulatif, merangkumi bantuan kepada warga emas dalam komuniti, kelas sains di sekolah rendah dan menengah serta pembersihan sungai.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle: 'Starbridge opens a service hub in Bangkok for customers in Southeast Asia',
    },
    language: 'ms',
    title:
      'Starbridge membuka pusat perkhidmatan di Bangkok, membawa sokongan tempatan kepada pelanggan di Asia Tenggara',
    summary:
      'Pusat perkhidmatan Bangkok mempunyai pasukan jurutera tempatan dan stor alat ganti, dan menyediakan perkhidmatan penyelenggaraan, alat ganti serta naik taraf peralatan kepada pelanggan di Thailand, Vietnam dan Malaysia.',
    body: `<p>Pada 20 Januari, pusat perkhidmatan Starbridge di Bangkok, Thailand dibuka secara rasmi. Ini ialah lokasi perkhidmatan luar negara keenam syarikat dan pusat perkhidmatan serantau pertamanya di Asia Tenggara.</p>
<h2>Pasukan tempatan, tindak balas pantas</h2>
<p>Dalam tempoh lima tahun yang lalu, Starbridge telah menyiapkan lebih dua puluh sistem gudang automatik serta sistem penghantar dan pengisihan di Asia Tenggara, untuk pelanggan dalam industri makanan dan minuman, komponen automotif dan pembuatan elektronik. Sebelum ini, perkhidmatan selepas jualan bagi projek-projek ini bergantung terutamanya pada jurutera yang dihantar dari China. Dengan pusat perkhidmatan Bangkok mula beroperasi:</p>
<ul>
<li>18 jurutera ditempatkan secara tetap di Bangkok, dua pertiga daripadanya kakitangan tempatan, dan mereka boleh berkomunikasi dalam bahasa Thai, Inggeris dan Mandarin;</li>
<li>stor alat ganti menyimpan kira-kira 3,000 jenis alat ganti biasa, dan alat ganti kecemasan boleh sampai kepada pelanggan di Thailand dalam tempoh 24 jam;</li>
<li>pusat ini disambungkan 24 jam sehari dengan pusat diagnostik jarak jauh di ibu pejabat Shenzhen, jadi kebanyakan masalah perisian boleh diselesaikan dari jauh.</li>
</ul>
<h2>Sokongan untuk menaik taraf peralatan lama</h2>
<p>Pusat perkhidmatan ini juga akan mengendalikan kerja naik taraf peralatan di rantau ini, termasuk pembaharuan sistem pemacu dan kawalan kren penyusun, naik taraf perisian WCS dan pengubahsuaian penjimatan tenaga, bagi membantu gudang yang telah beroperasi bertahun-tahun memanjangkan hayat penggunaannya.</p>
<p>Dengan ini, Starbridge kini mempunyai lokasi perkhidmatan di 12 bandar di China dan di 6 negara lain.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle: 'Fleet Scheduler 4.0 released: one site, up to 500 vehicles of mixed types',
    },
    language: 'ms',
    title:
      'Fleet Scheduler 4.0 dilancarkan: satu tapak, sehingga 500 kenderaan dalam armada campuran',
    summary:
      'Versi baharu sistem penjadualan ini menulis semula enjin pengurusan lalu lintas, membolehkan AGV/AMR daripada pengeluar dan jenis yang berbeza beroperasi bersama dalam satu peta, dan menambah fungsi simulasi sebelum pelaksanaan.',
    body: `<p>Pada 10 Mac, Starbridge secara rasmi melancarkan Fleet Scheduler 4.0, sistem penjadualan AGV syarikat. Ini ialah peningkatan versi terbesar sejak produk ini diperkenalkan pada 2019.</p>
<h2>Kemas kini utama</h2>
<ul>
<li>enjin pengurusan lalu lintas baharu: perancangan laluan berasaskan tempahan tetingkap masa, yang boleh menjadualkan sehingga 500 kenderaan serentak di satu tapak;</li>
<li>armada campuran: kenderaan angkat bawah, forklift, penggelek atas dan jenis lain dijadualkan secara berpusat dalam satu peta, dan kenderaan pihak ketiga yang mematuhi spesifikasi antara muka VDA 5050 juga boleh disambungkan;</li>
<li>integrasi bangunan: sambungan dengan lif, pintu automatik, pengadang api gulung dan pintu pancuran udara, menyokong pengangkutan merentas tingkat dan bangunan kilang;</li>
<li>pengecasan pintar: masa pengecasan dijadualkan secara automatik berdasarkan ramalan tugas dan paras bateri, bagi mengelakkan penurunan kapasiti pengangkutan akibat banyak kenderaan dicas serentak;</li>
<li>simulasi sebelum pelaksanaan: selepas susun atur baharu atau data pesanan dimasukkan, bilangan kenderaan yang diperlukan dan titik kesesakan laluan boleh dinilai sebelum sistem dilancarkan.</li>
</ul>
<h2>Hasil projek rintis</h2>
<p>Versi baharu ini telah dirintis di dua kilang bateri litium dan sebuah kilang komponen automotif. Di salah sebuah kilang bateri litium yang mempunyai 210 kenderaan, masa menunggu kenderaan akibat kesesakan lalu lintas berkurangan 18 peratus, dan bilangan kenderaan yang diperlukan untuk keluaran yang sama berkurangan sebanyak 12 buah.</p>
<p>Fleet Scheduler 4.0 boleh diperoleh melalui platform awan Starbridge, dan pelanggan sedia ada boleh menaik taraf secara percuma dalam skop kontrak perkhidmatan mereka.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle: 'Digital Twin Studio 3.0 adds peak-volume simulation and alarm replay',
    },
    language: 'ms',
    title:
      'Digital Twin Studio 3.0 dilancarkan, dengan simulasi senario puncak dan main semula kerosakan',
    summary:
      'Versi 3.0 platform kembar digital memendekkan kitaran penyegaran data peralatan kepada 200 milisaat, menambah simulasi analisis “bagaimana jika”, main semula penggera dan papan pemuka tenaga, serta boleh dijalankan terus dalam pelayar web.',
    body: `<p>Pada 20 Mei, Starbridge melancarkan Digital Twin Studio 3.0, platform kembar digitalnya. Versi baharu ini dibangunkan terutamanya oleh pusat penyelidikan dan pembangunan Wuhan, dan memberi tumpuan kepada keperluan pengguna dalam operasi harian untuk “melihat dengan jelas, menyiasat dengan tuntas dan mengira dengan tepat”.</p>
<h2>Fungsi baharu</h2>
<ul>
<li>penyegerakan masa nyata: disambungkan terus kepada StarWCS Control, dengan kedudukan dan status peralatan dikemas kini setiap 200 milisaat; paparan 3D sebuah gudang besar boleh berjalan dengan lancar dalam pelayar web biasa tanpa perlu memasang pemalam;</li>
<li>analisis “bagaimana jika”: masukkan ramalan pesanan bagi tempoh promosi atau musim puncak, dan platform akan mensimulasikan operasi seluruh gudang berdasarkan parameter peralatan sebenar untuk mengenal pasti kesesakan lebih awal;</li>
<li>main semula penggera: pergerakan peralatan sepuluh minit sebelum dan selepas sebarang penggera boleh dimainkan semula dalam paparan 3D, membantu kakitangan penyelenggaraan mengenal pasti punca dengan cepat;</li>
<li>papan pemuka tenaga: disepadukan dengan platform analitik operasi Insight BI, memaparkan penggunaan tenaga dan tenaga bagi setiap operasi mengikut kawasan dan jenis peralatan.</li>
</ul>
<h2>Penggunaan oleh pelanggan</h2>
<p>Di pusat pengedaran timur China milik sebuah syarikat e-dagang, pasukan operasi menggunakan fungsi analisis “bagaimana jika” sebelum festival beli-belah 11.11 untuk menguji tiga pelan syif, dan akhirnya meningkatkan kapasiti penghantaran keluar pada waktu puncak kira-kira 15 peratus tanpa menambah peralatan. Sebuah syarikat perdagangan tembakau pula menggunakan fungsi main semula penggera untuk memendekkan purata masa diagnosis kerosakan kren penyusun daripada 40 minit kepada 12 minit.</p>
<p>Digital Twin Studio 3.0 ditawarkan kepada pelanggan baharu dan sedia ada, dan projek yang menggunakan versi 2.x boleh dinaik taraf secara dalam talian.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle:
        'Starbridge tobacco distribution centre project named an outstanding intralogistics project of the year',
    },
    language: 'ms',
    title:
      'Projek pusat pengedaran tembakau Starbridge dinobatkan sebagai projek logistik pintar cemerlang tahunan',
    summary:
      'Pusat pengedaran logistik yang dibina oleh syarikat untuk sebuah syarikat perdagangan tembakau peringkat wilayah, dengan reka bentuk bersepadu penyusunan palet robotik dan gudang automatik, menerima Anugerah Projek Logistik Pintar Cemerlang Tahunan daripada persatuan industri.',
    body: `<p>Pada pertengahan Julai, dalam pemilihan tahunan yang dianjurkan oleh Persatuan Industri Peralatan Logistik Kebangsaan, projek pusat pengedaran logistik rokok yang dibina oleh Starbridge untuk sebuah syarikat perdagangan tembakau peringkat wilayah telah dinobatkan sebagai “Projek Logistik Pintar Cemerlang Tahunan”.</p>
<h2>Gambaran keseluruhan projek</h2>
<p>Pusat pengedaran ini membekalkan rokok kepada kira-kira satu pertiga daripada peruncit di seluruh wilayah. Sistem utamanya termasuk:</p>
<ul>
<li>gudang automatik dengan 8 kren penyusun palet tiang berkembar dan 9,600 kedudukan palet;</li>
<li>6 stesen penyusunan palet robotik yang menggunakan pengecaman visual untuk menyusun kotak rokok pelbagai saiz secara bercampur, setiap stesen kira-kira 600 kotak sejam;</li>
<li>barisan pengisihan kotak dan barisan pengisihan karton rokok, dengan kapasiti pengisihan harian kira-kira 45,000 kotak;</li>
<li>StarOS WMS yang disambungkan secara masa nyata kepada sistem pemasaran dan sistem pengurusan monopoli pelanggan, membolehkan seluruh proses dari pesanan hingga penghantaran diurus secara digital.</li>
</ul>
<h2>Tumpuan panel penilai</h2>
<p>Panel penilai berpendapat bahawa projek ini telah menggantikan sepenuhnya kerja manual dengan robot dalam proses penyusunan palet, sekali gus mengurangkan pekerja operasi kira-kira 45 peratus. Pada masa yang sama, reka bentuk penimbal antara gudang automatik dan stesen penyusunan palet memastikan pengisihan dan penyusunan palet kekal seiring walaupun pada waktu puncak pesanan. Sepanjang setahun beroperasi, ketersediaan keseluruhan peralatan kekal melebihi 99.5 peratus.</p>
<p>Ini merupakan tahun ketiga berturut-turut projek Starbridge memenangi anugerah ini.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle:
        'Retrofit without stopping production: a 17-year-old high-bay warehouse at Hexi Beverage is renewed',
    },
    language: 'ms',
    title:
      'Naik taraf tanpa menghentikan pengeluaran: gudang automatik berusia 17 tahun milik Minuman Hexi diperbaharui',
    summary:
      'Starbridge menaik taraf 14 kren penyusun dan sistem WCS di Minuman Hexi secara berperingkat sementara gudang terus beroperasi; selepas naik taraf, daya pemprosesan masuk dan keluar meningkat 22 peratus dan penggunaan tenaga menurun 15 peratus.',
    body: `<p>Pada bulan September, Starbridge menyiapkan naik taraf gudang automatik produk siap di pangkalan pengeluaran selatan China milik Minuman Hexi. Gudang ini dibina pada 2009 dan mempunyai 14 lorong serta kira-kira 22,000 kedudukan palet. Sistem kawalan dan pemacu asalnya telah lama dihentikan pengeluarannya, alat ganti sukar diperoleh, dan masa henti akibat kerosakan meningkat dari tahun ke tahun.</p>
<figure><img src="/cms/media/news-hexi-aisle.avif" width="1200" height="675" alt="Lorong gudang automatik produk siap Minuman Hexi selepas naik taraf"><figcaption>Lorong gudang automatik produk siap selepas naik taraf disiapkan</figcaption></figure>
<h2>Naik taraf lorong demi lorong, pengeluaran tidak terhenti</h2>
<p>Oleh sebab gudang tidak boleh ditutup semasa musim puncak minuman, pasukan projek menggunakan kaedah “hanya satu lorong dihentikan pada satu masa”, dan sebelum kerja dimulakan, pentauliahan maya program kawalan baharu telah disiapkan menggunakan model kembar digital. Kerja naik taraf utama termasuk:</p>
<ul>
<li>menggantikan pemacu frekuensi boleh ubah, pengawal dan sistem penentududukan pada 14 kren penyusun, sambil mengekalkan struktur keluli dan rak sedia ada;</li>
<li>menggunakan pemacu dengan fungsi penjanaan semula tenaga, yang menyalurkan tenaga semasa penurunan dan pembrekan kembali ke grid elektrik;</li>
<li>menggantikan perisian penjadualan asal dengan StarWCS, yang disambungkan kepada sistem WMS dan ERP sedia ada pelanggan.</li>
</ul>
<p>Masa henti bagi peralihan setiap lorong dikawal dalam tempoh 36 jam, dan keseluruhan naik taraf mengambil masa lima bulan tanpa menjejaskan penghantaran produk siap.</p>
<h2>Hasil naik taraf</h2>
<p>Selepas naik taraf, daya pemprosesan masuk dan keluar gudang automatik meningkat 22 peratus, penggunaan tenaga bagi setiap palet menurun kira-kira 15 peratus, dan purata masa operasi tanpa kerosakan kren penyusun bertambah panjang dengan ketara. Pelaburan naik taraf ini hanya kira-kira satu pertiga daripada kos membina gudang automatik baharu.</p>
<p>Kini banyak gudang automatik di China yang dibina antara 2005 dan 2012 memasuki kitaran pembaharuan, dan Starbridge telah menjadikan naik taraf sebagai satu perniagaan tersendiri yang diberi keutamaan.</p>`,
  },
  {
    of: { kind: 'investor', enTitle: '2025 Annual Report' },
    language: 'ms',
    title: 'Laporan Tahunan 2025',
    summary:
      'Pada 2025, Syarikat mencatatkan hasil sebanyak RMB3,186.4 juta, meningkat 14.20% tahun ke tahun; untung bersih boleh diagihkan kepada pemegang saham syarikat tersenarai berjumlah RMB268.5 juta, meningkat 17.61% tahun ke tahun.',
    body: `<p>Syarikat dan semua ahli Lembaga Pengarah menjamin bahawa kandungan maklumat yang didedahkan adalah benar, tepat dan lengkap, tanpa sebarang rekod palsu, kenyataan yang mengelirukan atau peninggalan yang material.</p>
<p>Ringkasan ini dipetik daripada teks penuh laporan tahunan. Untuk memahami sepenuhnya keputusan operasi, kedudukan kewangan dan rancangan pembangunan masa depan Syarikat, pelabur hendaklah membaca dengan teliti teks penuh laporan tahunan di media yang ditetapkan oleh Suruhanjaya Kawal Selia Sekuriti China (CSRC). Penyata kewangan Syarikat bagi tahun 2025 telah diaudit oleh firma perakaunan, yang mengeluarkan laporan audit standard dengan pendapat tanpa syarat.</p>
<h2>Data perakaunan dan petunjuk kewangan utama</h2>
<table>
<thead><tr><th>Perkara</th><th>2025</th><th>2024</th><th>Perubahan tahun ke tahun</th></tr></thead>
<tbody>
<tr><td>Hasil (RMB juta)</td><td>3,186.4</td><td>2,790.2</td><td>14.20%</td></tr>
<tr><td>Untung bersih boleh diagihkan kepada pemegang saham syarikat tersenarai (RMB juta)</td><td>268.5</td><td>228.3</td><td>17.61%</td></tr>
<tr><td>Untung bersih selepas ditolak untung rugi tidak berulang (RMB juta)</td><td>241.7</td><td>202.6</td><td>19.30%</td></tr>
<tr><td>Aliran tunai bersih daripada aktiviti operasi (RMB juta)</td><td>312.6</td><td>254.1</td><td>23.02%</td></tr>
<tr><td>Perolehan asas sesaham (RMB sesaham)</td><td>0.65</td><td>0.55</td><td>18.18%</td></tr>
<tr><td>Perbelanjaan penyelidikan dan pembangunan sebagai peratusan hasil</td><td>7.50%</td><td>7.30%</td><td>Meningkat 0.20 mata peratusan</td></tr>
</tbody>
</table>
<h2>Prestasi operasi</h2>
<p>Dalam tempoh pelaporan, Syarikat memperoleh pesanan baharu bernilai kira-kira RMB3,632 juta, meningkat 10.73% tahun ke tahun; pada 31 Disember 2025, buku pesanan Syarikat berjumlah kira-kira RMB4,215 juta, meningkat 11.80% tahun ke tahun. Mengikut segmen perniagaan, sistem logistik pergudangan pintar menyumbang hasil sebanyak RMB1,912 juta, sistem logistik kilang pintar RMB799 juta, dan perisian serta perkhidmatan operasi dan penyelenggaraan RMB476 juta; hasil perniagaan luar negara berjumlah RMB413 juta, iaitu 12.95% daripada jumlah hasil. Margin kasar keseluruhan ialah 29.4%, meningkat 0.7 mata peratusan berbanding tahun sebelumnya.</p>
<p>Perbelanjaan penyelidikan dan pembangunan bagi tahun ini berjumlah RMB239.0 juta, meningkat 17.33% tahun ke tahun. Pada akhir tempoh pelaporan, Syarikat mempunyai 2,612 orang pekerja, termasuk 786 orang kakitangan penyelidikan dan pembangunan.</p>
<h2>Cadangan pengagihan keuntungan</h2>
<p>Berdasarkan jumlah modal saham sebanyak 412,800,000 saham, Syarikat bercadang untuk membayar dividen tunai sebanyak RMB2.00 (termasuk cukai) bagi setiap 10 saham kepada semua pemegang saham, dengan jumlah dividen tunai sebanyak RMB82.56 juta, iaitu 30.75% daripada untung bersih boleh diagihkan kepada pemegang saham syarikat tersenarai bagi tahun 2025. Tiada saham bonus akan diterbitkan dan tiada rizab modal akan dipermodalkan menjadi modal saham. Cadangan ini tertakluk kepada kelulusan Mesyuarat Agung Tahunan 2025 Syarikat.</p>`,
  },
  {
    of: { kind: 'investor', enTitle: 'Notice of the 2025 Annual General Meeting' },
    language: 'ms',
    title: 'Notis Mesyuarat Agung Tahunan 2025',
    summary:
      'Syarikat akan mengadakan Mesyuarat Agung Tahunan 2025 pada 13 Mei 2026 dengan gabungan pengundian secara fizikal dan pengundian dalam talian; tarikh kelayakan ialah 7 Mei 2026.',
    body: `<p>Syarikat dan semua ahli Lembaga Pengarah menjamin bahawa kandungan maklumat yang didedahkan adalah benar, tepat dan lengkap, tanpa sebarang rekod palsu, kenyataan yang mengelirukan atau peninggalan yang material.</p>
<p>Sebagaimana diluluskan dalam mesyuarat kedua belas Lembaga Pengarah kelima, Syarikat memutuskan untuk mengadakan Mesyuarat Agung Tahunan 2025. Butiran berkaitan adalah seperti berikut.</p>
<h2>Maklumat asas mesyuarat</h2>
<ul>
<li>Masa mesyuarat fizikal: Rabu, 13 Mei 2026, pukul 14:30;</li>
<li>Masa pengundian dalam talian: pengundian melalui sistem dagangan Bursa Saham Shenzhen boleh dibuat pada 13 Mei 2026 dari 9:15 hingga 9:25, 9:30 hingga 11:30 dan 13:00 hingga 15:00; pengundian melalui sistem pengundian internet boleh dibuat pada bila-bila masa antara 9:15 dan 15:00 pada 13 Mei 2026;</li>
<li>Tempat mesyuarat fizikal: bilik mesyuarat di tingkat bawah, bangunan ibu pejabat Starbridge, Daerah Nanshan, Shenzhen;</li>
<li>Tarikh kelayakan: 7 Mei 2026. Semua pemegang saham Syarikat yang berdaftar dalam daftar pemegang saham pada waktu tutup dagangan petang hari tersebut berhak menghadiri mesyuarat ini, dan boleh melantik proksi secara bertulis untuk hadir dan mengundi.</li>
</ul>
<h2>Perkara yang akan dipertimbangkan</h2>
<table>
<thead><tr><th>No.</th><th>Usul</th></tr></thead>
<tbody>
<tr><td>1</td><td>Laporan kerja Lembaga Pengarah bagi tahun 2025</td></tr>
<tr><td>2</td><td>Laporan Tahunan 2025 dan ringkasannya</td></tr>
<tr><td>3</td><td>Laporan akaun kewangan muktamad bagi tahun 2025</td></tr>
<tr><td>4</td><td>Cadangan pengagihan keuntungan bagi tahun 2025</td></tr>
<tr><td>5</td><td>Usul pelantikan semula firma perakaunan bagi tahun 2026</td></tr>
<tr><td>6</td><td>Usul pelan imbuhan pengarah dan pengurusan kanan bagi tahun 2026</td></tr>
<tr><td>7</td><td>Usul permohonan kemudahan kredit menyeluruh daripada bank</td></tr>
</tbody>
</table>
<p>Para pengarah bebas Syarikat akan membentangkan laporan tugas mereka bagi tahun 2025 dalam Mesyuarat Agung Tahunan ini. Undi pelabur kecil dan sederhana bagi usul 4 hingga usul 6 akan dikira dan didedahkan secara berasingan.</p>
<h2>Pendaftaran mesyuarat</h2>
<p>Pendaftaran dibuka pada 11 Mei 2026 dari 9:00 hingga 17:00. Pemegang saham boleh mendaftar secara bersemuka, atau melalui surat atau e-mel. Pihak yang boleh dihubungi: Pejabat Setiausaha Lembaga Pengarah; telefon: +86 755 8888 0532. Mesyuarat dijangka berlangsung selama setengah hari, dan pemegang saham yang hadir hendaklah menanggung sendiri kos penginapan, makan minum dan pengangkutan.</p>`,
  },
  {
    of: { kind: 'investor', enTitle: '2026 First Quarter Report' },
    language: 'ms',
    title: 'Laporan Suku Pertama 2026',
    summary:
      'Pada suku pertama 2026, Syarikat mencatatkan hasil sebanyak RMB612.8 juta, meningkat 16.30% tahun ke tahun; untung bersih boleh diagihkan kepada pemegang saham syarikat tersenarai berjumlah RMB38.6 juta, meningkat 21.38% tahun ke tahun.',
    body: `<p>Syarikat dan semua ahli Lembaga Pengarah menjamin bahawa kandungan maklumat yang didedahkan adalah benar, tepat dan lengkap, tanpa sebarang rekod palsu, kenyataan yang mengelirukan atau peninggalan yang material.</p>
<p>Laporan suku pertama Syarikat tidak diaudit. Berikut ialah ringkasan kandungan utama laporan tersebut; untuk maklumat terperinci, sila rujuk teks penuh laporan suku pertama yang didedahkan pada hari yang sama.</p>
<h2>Data perakaunan dan petunjuk kewangan utama</h2>
<table>
<thead><tr><th>Perkara</th><th>Suku pertama 2026</th><th>Suku pertama 2025</th><th>Perubahan tahun ke tahun</th></tr></thead>
<tbody>
<tr><td>Hasil (RMB juta)</td><td>612.8</td><td>526.9</td><td>16.30%</td></tr>
<tr><td>Untung bersih boleh diagihkan kepada pemegang saham syarikat tersenarai (RMB juta)</td><td>38.6</td><td>31.8</td><td>21.38%</td></tr>
<tr><td>Untung bersih selepas ditolak untung rugi tidak berulang (RMB juta)</td><td>33.9</td><td>27.4</td><td>23.72%</td></tr>
<tr><td>Aliran tunai bersih daripada aktiviti operasi (RMB juta)</td><td>-86.4</td><td>-102.7</td><td>Tidak berkenaan</td></tr>
<tr><td>Perolehan asas sesaham (RMB sesaham)</td><td>0.09</td><td>0.08</td><td>12.50%</td></tr>
<tr><td>Perbelanjaan penyelidikan dan pembangunan sebagai peratusan hasil</td><td>8.50%</td><td>8.20%</td><td>Meningkat 0.30 mata peratusan</td></tr>
</tbody>
</table>
<h2>Penjelasan prestasi operasi</h2>
<p>Dalam tempoh pelaporan, pertumbuhan hasil Syarikat terutamanya didorong oleh penghantaran dan penerimaan secara berperingkat projek-projek daripada buku pesanan pada akhir tahun lalu, dengan projek dalam industri tenaga baharu dan rantaian sejuk farmaseutikal memberikan sumbangan yang lebih besar. Perbelanjaan penyelidikan dan pembangunan berjumlah RMB52.1 juta, meningkat 20.60% tahun ke tahun, terutamanya untuk pembangunan sistem penjadualan generasi baharu dan platform kembar digital.</p>
<p>Aliran tunai bersih daripada aktiviti operasi adalah negatif, terutamanya disebabkan oleh faktor bermusim seperti bayaran kepada pembekal yang tertumpu pada suku pertama dan pembayaran bonus pekerja bagi tahun sebelumnya, namun keadaan ini bertambah baik berbanding tempoh yang sama tahun lalu.</p>
<p>Pada 31 Mac 2026, buku pesanan Syarikat berjumlah kira-kira RMB4,468 juta; jumlah aset ialah RMB6,915 juta, dan ekuiti pemilik boleh diagihkan kepada pemegang saham syarikat tersenarai ialah RMB2,651 juta.</p>`,
  },
  {
    of: {
      kind: 'investor',
      enTitle: 'Announcement on the Resolutions of the 2025 Annual General Meeting',
    },
    language: 'ms',
    title: 'Pengumuman Keputusan Mesyuarat Agung Tahunan 2025',
    summary:
      'Mesyuarat Agung Tahunan 2025 Syarikat telah diadakan pada 13 Mei 2026; kesemua tujuh usul yang dipertimbangkan telah diluluskan, dan tiada usul yang ditolak dalam mesyuarat ini.',
    body: `<p>Syarikat dan semua ahli Lembaga Pengarah menjamin bahawa kandungan maklumat yang didedahkan adalah benar, tepat dan lengkap, tanpa sebarang rekod palsu, kenyataan yang mengelirukan atau peninggalan yang material.</p>
<h2>Makluman penting</h2>
<ul>
<li>Tiada usul yang ditolak dalam mesyuarat ini;</li>
<li>Mesyuarat ini tidak melibatkan sebarang perubahan kepada resolusi yang telah diluluskan dalam mesyuarat agung terdahulu.</li>
</ul>
<h2>Penyelenggaraan mesyuarat dan kehadiran</h2>
<p>Mesyuarat ini diadakan pada 13 Mei 2026 pukul 14:30 di bilik mesyuarat ibu pejabat Syarikat, dengan gabungan pengundian secara fizikal dan pengundian dalam talian. Mesyuarat ini dipanggil oleh Lembaga Pengarah dan dipengerusikan oleh Pengerusi. Seramai 41 pemegang saham dan proksi pemegang saham menghadiri mesyuarat ini, mewakili 186,420,315 saham mengundi, iaitu 45.16% daripada jumlah saham mengundi Syarikat; antaranya, 33 orang ialah pelabur kecil dan sederhana yang mewakili 12,384,602 saham, iaitu 3.00% daripada jumlah saham mengundi Syarikat. Sebahagian pengarah dan pengurusan kanan Syarikat serta peguam pemerhati turut menghadiri mesyuarat atau hadir sebagai pemerhati.</p>
<h2>Keputusan pengundian usul</h2>
<table>
<thead><tr><th>Usul</th><th>Undi bersetuju</th><th>Undi menentang</th><th>Undi berkecuali</th></tr></thead>
<tbody>
<tr><td>1. Laporan kerja Lembaga Pengarah bagi tahun 2025</td><td>99.91%</td><td>0.07%</td><td>0.02%</td></tr>
<tr><td>2. Laporan Tahunan 2025 dan ringkasannya</td><td>99.91%</td><td>0.07%</td><td>0.02%</td></tr>
<tr><td>3. Laporan akaun kewangan muktamad bagi tahun 2025</td><td>99.90%</td><td>0.08%</td><td>0.02%</td></tr>
<tr><td>4. Cadangan pengagihan keuntungan bagi tahun 2025</td><td>99.86%</td><td>0.12%</td><td>0.02%</td></tr>
<tr><td>5. Pelantikan semula firma perakaunan bagi tahun 2026</td><td>99.88%</td><td>0.10%</td><td>0.02%</td></tr>
<tr><td>6. Pelan imbuhan pengarah dan pengurusan kanan bagi tahun 2026</td><td>99.52%</td><td>0.41%</td><td>0.07%</td></tr>
<tr><td>7. Permohonan kemudahan kredit menyeluruh daripada bank</td><td>99.89%</td><td>0.09%</td><td>0.02%</td></tr>
</tbody>
</table>
<p>Semua peratusan di atas ialah peratusan daripada jumlah saham mengundi yang hadir dalam mesyuarat. Kesemua usul di atas merupakan resolusi biasa dan telah diluluskan oleh lebih separuh daripada undi sah yang dipegang oleh pemegang saham yang hadir.</p>
<h2>Pendapat undang-undang peguam</h2>
<p>Peguam pemerhati berpendapat bahawa prosedur memanggil dan mengadakan mesyuarat ini, kelayakan peserta mesyuarat dan pihak yang memanggil mesyuarat, serta prosedur dan keputusan pengundian mematuhi peruntukan undang-undang dan peraturan seperti Undang-undang Syarikat dan Peraturan Mesyuarat Agung Syarikat Tersenarai, serta Perlembagaan Syarikat, dan bahawa keputusan pengundian adalah sah dan berkuat kuasa.</p>`,
  },
  {
    of: {
      kind: 'investor',
      enTitle: 'Announcement on the Implementation of the 2025 Profit Distribution',
    },
    language: 'ms',
    title: 'Pengumuman Pelaksanaan Pengagihan Keuntungan 2025',
    summary:
      'Berdasarkan jumlah modal saham sebanyak 412,800,000 saham, Syarikat akan membayar dividen tunai sebanyak RMB2.00 (termasuk cukai) bagi setiap 10 saham kepada semua pemegang saham; tarikh kelayakan ialah 18 Jun 2026 dan tarikh ex-dividen ialah 19 Jun 2026.',
    body: `<p>Syarikat dan semua ahli Lembaga Pengarah menjamin bahawa kandungan maklumat yang didedahkan adalah benar, tepat dan lengkap, tanpa sebarang rekod palsu, kenyataan yang mengelirukan atau peninggalan yang material.</p>
<h2>Kelulusan pelan pengagihan keuntungan oleh mesyuarat agung</h2>
<p>Pelan pengagihan keuntungan Syarikat bagi tahun 2025 telah diluluskan dalam Mesyuarat Agung Tahunan 2025 yang diadakan pada 13 Mei 2026. Sejak pelan itu didedahkan hingga pelaksanaannya, jumlah modal saham Syarikat tidak berubah. Pelan pengagihan yang dilaksanakan kali ini adalah sama dengan pelan yang diluluskan oleh mesyuarat agung, dan dilaksanakan dalam tempoh tidak melebihi dua bulan selepas kelulusan tersebut.</p>
<h2>Pelan pengagihan</h2>
<p>Berdasarkan jumlah modal saham sedia ada Syarikat sebanyak 412,800,000 saham, dividen tunai sebanyak RMB2.00 (termasuk cukai) bagi setiap 10 saham akan dibayar kepada semua pemegang saham, dengan jumlah dividen tunai sebanyak RMB82,560,000. Tiada saham bonus akan diterbitkan dan tiada rizab modal akan dipermodalkan menjadi modal saham.</p>
<p>Selepas cukai, pelabur QFII dan RQFII, serta individu dan dana pelaburan sekuriti yang memegang saham terhad sebelum tawaran awam permulaan, akan menerima RMB1.80 bagi setiap 10 saham. Bagi individu yang memegang saham boleh niaga tanpa sekatan, cukai dividen dikenakan pada kadar berbeza: RMB2.00 bagi setiap 10 saham dibayar terlebih dahulu, dan cukai yang perlu dibayar akan dikira berdasarkan tempoh pegangan apabila individu tersebut menjual saham.</p>
<h2>Tarikh kelayakan dan tarikh ex-dividen</h2>
<table>
<thead><tr><th>Perkara</th><th>Tarikh</th></tr></thead>
<tbody>
<tr><td>Tarikh kelayakan</td><td>18 Jun 2026</td></tr>
<tr><td>Tarikh ex-dividen</td><td>19 Jun 2026</td></tr>
<tr><td>Tarikh dividen tunai dikreditkan</td><td>19 Jun 2026</td></tr>
</tbody>
</table>
<h2>Penerima dan kaedah pengagihan</h2>
<p>Pengagihan ini dibuat kepada semua pemegang saham Syarikat yang berdaftar dengan cawangan Shenzhen Syarikat Depositori dan Penjelasan Sekuriti China (CSDC) selepas dagangan ditutup di Bursa Saham Shenzhen pada petang 18 Jun 2026. Dividen tunai akan dikreditkan terus ke akaun dana pemegang saham pada tarikh ex-dividen melalui syarikat sekuriti penjaga atau institusi penjaga lain.</p>
<p>Pertanyaan: Pejabat Setiausaha Lembaga Pengarah; telefon: +86 755 8888 0532.</p>`,
  },
  {
    of: { kind: 'investor', enTitle: '2026 Half-Year Report' },
    language: 'ms',
    title: 'Laporan Separuh Tahun 2026',
    summary:
      'Pada separuh pertama 2026, Syarikat mencatatkan hasil sebanyak RMB1,486.3 juta, meningkat 15.80% tahun ke tahun; untung bersih boleh diagihkan kepada pemegang saham syarikat tersenarai berjumlah RMB121.7 juta, meningkat 18.85% tahun ke tahun.',
    body: `<p>Syarikat dan semua ahli Lembaga Pengarah menjamin bahawa kandungan maklumat yang didedahkan adalah benar, tepat dan lengkap, tanpa sebarang rekod palsu, kenyataan yang mengelirukan atau peninggalan yang material.</p>
<p>Ringkasan ini dipetik daripada teks penuh laporan separuh tahun. Untuk memahami sepenuhnya keputusan operasi, kedudukan kewangan dan rancangan pembangunan masa depan Syarikat, pelabur hendaklah membaca dengan teliti teks penuh laporan separuh tahun di media yang ditetapkan oleh Suruhanjaya Kawal Selia Sekuriti China (CSRC). Penyata kewangan separuh tahun Syarikat tidak diaudit. Syarikat tidak bercadang untuk membayar dividen tunai, menerbitkan saham bonus atau mempermodalkan rizab menjadi modal saham bagi tempoh ini.</p>
<h2>Data perakaunan dan petunjuk kewangan utama</h2>
<table>
<thead><tr><th>Perkara</th><th>Tempoh pelaporan ini</th><th>Tempoh yang sama tahun lalu</th><th>Perubahan tahun ke tahun</th></tr></thead>
<tbody>
<tr><td>Hasil (RMB juta)</td><td>1,486.3</td><td>1,283.5</td><td>15.80%</td></tr>
<tr><td>Untung bersih boleh diagihkan kepada pemegang saham syarikat tersenarai (RMB juta)</td><td>121.7</td><td>102.4</td><td>18.85%</td></tr>
<tr><td>Untung bersih selepas ditolak untung rugi tidak berulang (RMB juta)</td><td>108.2</td><td>89.8</td><td>20.49%</td></tr>
<tr><td>Aliran tunai bersih daripada aktiviti operasi (RMB juta)</td><td>45.3</td><td>21.6</td><td>109.72%</td></tr>
<tr><td>Perolehan asas sesaham (RMB sesaham)</td><td>0.29</td><td>0.25</td><td>16.00%</td></tr>
<tr><td>Perbelanjaan penyelidikan dan pembangunan sebagai peratusan hasil</td><td>8.00%</td><td>7.80%</td><td>Meningkat 0.20 mata peratusan</td></tr>
</tbody>
</table>
<h2>Prestasi operasi</h2>
<p>Dalam tempoh pelaporan, Syarikat memperoleh pesanan baharu bernilai kira-kira RMB2,003 juta; pada 30 Jun 2026, buku pesanan berjumlah kira-kira RMB4,732 juta, meningkat 12.27% berbanding awal tahun. Mengikut segmen perniagaan, sistem logistik pergudangan pintar menyumbang hasil sebanyak RMB872 juta, sistem logistik kilang pintar RMB399 juta, dan perisian serta perkhidmatan operasi dan penyelenggaraan RMB215 juta. Margin kasar keseluruhan ialah 28.9%, meningkat 0.4 mata peratusan berbanding tempoh yang sama tahun lalu.</p>
<p>Perbelanjaan penyelidikan dan pembangunan pada separuh pertama tahun berjumlah RMB118.9 juta, meningkat 18.78% tahun ke tahun, dan Fleet Scheduler 4.0 serta Digital Twin Studio 3.0 telah dilancarkan. Dalam tempoh pelaporan, Syarikat telah melaksanakan pengagihan keuntungan bagi tahun 2025 dan membayar dividen tunai sebanyak RMB82.56 juta. Pada akhir tempoh pelaporan, jumlah aset Syarikat ialah RMB7,105 juta, ekuiti pemilik boleh diagihkan kepada pemegang saham syarikat tersenarai ialah RMB2,652 juta, dan jumlah pekerja ialah 2,648 orang.</p>`,
  },
  {
    of: {
      kind: 'investor',
      enTitle: 'Announcement on the Signing of a Major Contract in the Ordinary Course of Business',
    },
    language: 'ms',
    title: 'Pengumuman Pemeteraian Kontrak Utama dalam Perjalanan Biasa Perniagaan',
    summary:
      'Syarikat telah memeterai kontrak sistem logistik pergudangan pintar bagi bateri litium dengan Syarikat Teknologi Tenaga Baharu Lanchuan, bernilai RMB486.2 juta (termasuk cukai), iaitu kira-kira 15.26% daripada hasil Syarikat bagi tahun 2025 yang telah diaudit.',
    body: `<p>Syarikat dan semua ahli Lembaga Pengarah menjamin bahawa kandungan maklumat yang didedahkan adalah benar, tepat dan lengkap, tanpa sebarang rekod palsu, kenyataan yang mengelirukan atau peninggalan yang material.</p>
<h2>Gambaran keseluruhan kontrak</h2>
<p>Baru-baru ini, Syarikat telah memeterai “Kontrak Perolehan Sistem Logistik Pergudangan Pintar bagi Pangkalan Bateri Kuasa Fasa II” dengan Syarikat Teknologi Tenaga Baharu Lanchuan (“Tenaga Baharu Lanchuan”). Kontrak ini merupakan kontrak dalam perjalanan biasa perniagaan Syarikat dan tidak perlu dikemukakan kepada Lembaga Pengarah atau mesyuarat agung untuk pertimbangan.</p>
<h2>Terma utama kontrak</h2>
<table>
<thead><tr><th>Perkara</th><th>Butiran</th></tr></thead>
<tbody>
<tr><td>Nilai kontrak</td><td>RMB486.2 juta (termasuk cukai)</td></tr>
<tr><td>Peratusan daripada hasil 2025 yang telah diaudit</td><td>15.26%</td></tr>
<tr><td>Skop kontrak</td><td>Gudang automatik sel dan modul, sistem logistik AGV, perisian WMS/WCS serta pemasangan dan pentauliahan</td></tr>
<tr><td>Tempoh pelaksanaan</td><td>Penghantaran disiapkan kira-kira 14 bulan selepas kontrak berkuat kuasa; tempoh jaminan bermula selepas penerimaan akhir</td></tr>
<tr><td>Kaedah pembayaran</td><td>Secara ansuran: bayaran pendahuluan, bayaran semasa penghantaran, bayaran semasa penerimaan dan wang tahanan jaminan</td></tr>
</tbody>
</table>
<h2>Maklumat pihak berkontrak</h2>
<p>Tenaga Baharu Lanchuan terutamanya terlibat dalam penyelidikan dan pembangunan, pengeluaran dan penjualan bateri kuasa dan bateri storan tenaga, dan mempunyai keupayaan yang baik untuk melaksanakan kontrak. Syarikat tidak mempunyai sebarang hubungan pihak berkaitan dengan Tenaga Baharu Lanchuan. Dalam tiga tahun kewangan yang lalu, nilai kumulatif urus niaga antara Syarikat dan Tenaga Baharu Lanchuan berjumlah RMB63.8 juta.</p>
<h2>Kesan kepada Syarikat</h2>
<p>Pemeteraian kontrak ini akan membantu mengukuhkan kedudukan pasaran Syarikat dalam industri tenaga baharu. Pelaksanaan kontrak yang lancar dijangka memberikan kesan positif kepada prestasi operasi Syarikat pada masa hadapan; hasil akan diiktiraf mengikut kemajuan penerimaan projek, dan dijangka terutamanya dicerminkan dalam tahun kewangan 2027. Pelaksanaan kontrak ini tidak menjejaskan kebebasan perniagaan Syarikat.</p>
<h2>Amaran risiko</h2>
<p>Pelaksanaan kontrak mungkin terjejas oleh faktor seperti pelarasan jadual pembinaan projek pelanggan, turun naik harga bahan mentah dan keadaan di luar kawalan, dan terdapat risiko kontrak tidak dapat dilaksanakan tepat pada masanya atau sepenuhnya. Para pelabur dinasihatkan supaya berwaspada terhadap risiko pelaburan.</p>`,
  },
  {
    of: { kind: 'investor', enTitle: '2026 Third Quarter Report' },
    language: 'ms',
    title: 'Laporan Suku Ketiga 2026',
    summary:
      'Bagi tiga suku pertama 2026, Syarikat mencatatkan hasil sebanyak RMB2,298.9 juta, meningkat 15.12% tahun ke tahun; untung bersih boleh diagihkan kepada pemegang saham syarikat tersenarai berjumlah RMB194.1 juta, meningkat 17.49% tahun ke tahun.',
    body: `<p>Syarikat dan semua ahli Lembaga Pengarah menjamin bahawa kandungan maklumat yang didedahkan adalah benar, tepat dan lengkap, tanpa sebarang rekod palsu, kenyataan yang mengelirukan atau peninggalan yang material.</p>
<p>Laporan suku ketiga Syarikat tidak diaudit. Berikut ialah ringkasan kandungan utama laporan tersebut; untuk maklumat terperinci, sila rujuk teks penuh laporan suku ketiga yang didedahkan pada hari yang sama.</p>
<h2>Data perakaunan dan petunjuk kewangan utama</h2>
<table>
<thead><tr><th>Perkara</th><th>Tempoh pelaporan ini</th><th>Perubahan tahun ke tahun</th><th>Dari awal tahun hingga akhir tempoh pelaporan</th><th>Perubahan tahun ke tahun</th></tr></thead>
<tbody>
<tr><td>Hasil (RMB juta)</td><td>812.6</td><td>13.91%</td><td>2,298.9</td><td>15.12%</td></tr>
<tr><td>Untung bersih boleh diagihkan kepada pemegang saham syarikat tersenarai (RMB juta)</td><td>72.4</td><td>15.29%</td><td>194.1</td><td>17.49%</td></tr>
<tr><td>Untung bersih selepas ditolak untung rugi tidak berulang (RMB juta)</td><td>65.3</td><td>14.76%</td><td>173.5</td><td>18.27%</td></tr>
<tr><td>Perolehan asas sesaham (RMB sesaham)</td><td>0.18</td><td>20.00%</td><td>0.47</td><td>17.50%</td></tr>
<tr><td>Perbelanjaan penyelidikan dan pembangunan sebagai peratusan hasil</td><td>7.68%</td><td>Tidak berkenaan</td><td>7.89%</td><td>Tidak berkenaan</td></tr>
</tbody>
</table>
<h2>Penjelasan prestasi operasi</h2>
<p>Pada suku ketiga, hasil dan keuntungan Syarikat terus berkembang secara stabil, dan sumbangan hasil daripada perniagaan tenaga baharu, rantaian sejuk farmaseutikal serta naik taraf terus meningkat. Dari awal tahun hingga akhir tempoh pelaporan, perbelanjaan penyelidikan dan pembangunan berjumlah RMB181.3 juta; aliran tunai bersih daripada aktiviti operasi berjumlah RMB128.7 juta, meningkat 33.51% tahun ke tahun, terutamanya disebabkan oleh peningkatan kutipan bayaran selepas penerimaan projek.</p>
<p>Dalam tempoh pelaporan, Syarikat telah memeterai kontrak sistem logistik pergudangan pintar bernilai RMB486.2 juta (termasuk cukai) dengan Syarikat Teknologi Tenaga Baharu Lanchuan. Pada 30 September 2026, buku pesanan Syarikat berjumlah kira-kira RMB4,905 juta, meningkat 16.37% berbanding awal tahun; jumlah aset ialah RMB7,268 juta, dan ekuiti pemilik boleh diagihkan kepada pemegang saham syarikat tersenarai ialah RMB2,724 juta.</p>`,
  },
]
