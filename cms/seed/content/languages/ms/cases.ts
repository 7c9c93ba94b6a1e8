import type { ExtraVersion } from '../../more-languages'

/** Case studies in ms: each names its seed story by its kind and exact English title. */
export const cases: ExtraVersion[] = [
  {
    of: {
      kind: 'case',
      enTitle: 'Two high-speed carton sorting lines for a regional tobacco distribution centre',
    },
    language: 'ms',
    customer: 'Pusat Logistik Tembakau Hengyuan',
    title:
      'Dua barisan pengisihan karton rokok berkelajuan tinggi: satu pusat untuk 21,000 peruncit',
    summary:
      'Pusat Logistik Tembakau Hengyuan menggantikan pemungutan manual dengan dua barisan pengisihan karton rokok automatik yang dibekalkan semula dari gudang rak tinggi berkapasiti 4,800 kedudukan palet; pesanan harian kini siap dalam satu syif sahaja.',
    body: `<h2>Cabaran projek</h2>
<p>Pusat Logistik Tembakau Hengyuan mengedarkan rokok kepada kira-kira 21,000 peruncit di empat daerah. Setiap peruncit membuat pesanan sekali seminggu, dengan purata hanya kira-kira 18 karton bagi setiap pesanan, tetapi keseluruhannya melibatkan lebih daripada 400 SKU. Sebelum projek ini, semua pemungutan dilakukan secara manual di hadapan rak aliran dan memerlukan dua syif kerja; kesilapan masih berlaku dari semasa ke semasa dan aduan daripada peruncit tidak putus-putus. Pada masa yang sama, pusat ini perlu menampung pertambahan kira-kira 30 peratus dalam bilangan SKU tanpa membesarkan bangunannya.</p>
<h2>Penyelesaian</h2>
<p>Kami mereka bentuk aliran tiga peringkat: “penyimpanan di gudang automatik – penyahpaletan dan pembukaan kotak automatik – pengisihan dan penggabungan”. Rokok dalam kotak penuh (50 karton sekotak) disimpan di gudang rak tinggi, kemudian dinyahpalet oleh robot, dibuka secara automatik dan dimasukkan ke dalam mesin pengisih saluran condong. SKU yang laris dikeluarkan melalui saluran pengisihan automatik, manakala sebilangan kecil SKU yang jarang dipesan dipungut di zon pemungutan berpandukan lampu (pick-to-light). Kedua-dua aliran bergabung mengikut peruncit di atas penghantar pesanan, sebelum dibalut filem, dilabel dan dimasukkan ke dalam kotak.</p>
<ul>
<li>4 kren penyusun tiang tunggal, beban terkadar 800 kg, 4,800 kedudukan palet</li>
<li>Robot penyahpaletan dan stesen pembukaan kotak automatik, daya pemprosesan 600 kotak sejam</li>
<li>2 barisan pengisihan saluran condong, 96 saluran bagi setiap barisan, kapasiti terkadar 22,000 karton sejam</li>
<li>Zon pemungutan berpandukan lampu dengan 240 kedudukan pemungutan untuk SKU yang jarang dipesan</li>
<li>Mesin pembalut filem dan mesin pelabel yang mencetak kod bar penghantaran bagi setiap peruncit</li>
<li>StarWCS Control, disambungkan kepada sistem pengurusan pesanan pelanggan</li>
</ul>
<h2>Hasil projek</h2>
<table>
<thead><tr><th>Petunjuk</th><th>Sebelum</th><th>Selepas</th></tr></thead>
<tbody>
<tr><td>Kapasiti pengisihan (karton sejam)</td><td>7,500</td><td>40,000 (jumlah dua barisan)</td></tr>
<tr><td>Ketepatan pesanan</td><td>99.95%</td><td>99.998%</td></tr>
<tr><td>Pekerja setiap syif</td><td>46 orang</td><td>14 orang</td></tr>
<tr><td>Masa menyiapkan pesanan harian</td><td>14.5 jam</td><td>6 jam</td></tr>
</tbody>
</table>
<p>Kini pesanan harian siap dalam satu syif, dan waktu petang diperuntukkan untuk pengisian semula stok dan penyelenggaraan peralatan. Kira-kira 35 peratus saluran pengisihan dikhaskan sebagai rizab; apabila SKU baharu ditambah kelak, barisan pengisihan tidak perlu diubah suai, cukup dengan memperuntukkan semula saluran dalam sistem.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'A 42-metre high-bay warehouse for ageing tobacco leaf' },
    language: 'ms',
    customer: 'Kilang Rokok Qinglan',
    title: 'Gudang rak tinggi 42 meter: proses pematangan daun tembakau terkawal sepenuhnya',
    summary:
      'Kilang Rokok Qinglan menyatukan 9 gudang rata menjadi sebuah gudang rak tinggi 42 meter yang dikawal suhu dan kelembapannya; 14 kren penyusun mengurus 26,880 kedudukan palet, dan daun tembakau boleh dikesan mengikut kelompok dan gred sepanjang tempoh pematangan sehingga 30 bulan.',
    body: `<h2>Cabaran projek</h2>
<p>Daun tembakau yang telah dikeringkan semula perlu dimatangkan selama 18 hingga 30 bulan sebelum boleh digunakan dalam adunan. Sebelum ini, Kilang Rokok Qinglan menyimpan daun tembakaunya secara berselerak di 9 gudang rata di dua kawasan kilang, dengan kotak disusun setinggi empat tingkat. Pemeriksaan berkala yang memerlukan timbunan dibongkar dan disusun semula menelan banyak tenaga kerja, dan perbezaan suhu serta kelembapan antara gudang mencecah beberapa darjah. Apabila bahagian adunan memerlukan daun gred tertentu dengan segera, mereka sering terpaksa menunggu sehari dua sebelum daun itu dapat “digali” keluar dari timbunan.</p>
<h2>Penyelesaian</h2>
<p>Kami membina sebuah gudang rak tinggi setinggi 42 meter dengan struktur rak yang turut menjadi rangka bangunan di dalam kawasan kilang, dan semua daun tembakau kini disimpan di satu tempat. Setiap palet memuatkan dua kotak daun tembakau, dengan berat kasar kira-kira 420 kg. Suhu di dalam gudang dikawal pada 20–28 °C dan kelembapan relatif pada 55%–65%; 96 penderia suhu dan kelembapan memantau keadaan secara masa nyata dan dihubungkan dengan sistem penyaman udara. StarOS WMS mengurus kitaran pematangan mengikut gred dan tarikh penerimaan serta memberikan peringatan automatik apabila tempohnya tamat; setiap 90 hari, sistem mengeluarkan kotak sampel secara automatik ke stesen pemeriksaan, jadi timbunan tidak lagi perlu dibongkar secara manual.</p>
<ul>
<li>14 kren penyusun tiang berkembar, ketinggian angkat 40.5 m, beban terkadar 1,000 kg, kelajuan bergerak 240 m/min, ketepatan kedudukan ±3 mm</li>
<li>Struktur rak sebagai rangka bangunan, 26,880 kedudukan palet</li>
<li>Gelung penghantar masuk dan keluar dengan stesen penimbangan, pemeriksaan profil dan persampelan automatik</li>
<li>96 penderia suhu dan kelembapan yang dihubungkan dengan sistem HVAC</li>
<li>StarOS WMS Cloud: penjejakan tempoh pematangan serta pengeluaran mengikut gred dan kelompok</li>
<li>Digital Twin Studio: paparan 3D status pematangan stok dan operasi peralatan</li>
</ul>
<h2>Hasil projek</h2>
<table>
<thead><tr><th>Petunjuk</th><th>Sebelum</th><th>Selepas</th></tr></thead>
<tbody>
<tr><td>Keluasan lantai penyimpanan</td><td>38,000 m²</td><td>9,600 m²</td></tr>
<tr><td>Masa mengeluarkan daun gred yang diminta</td><td>1–2 hari</td><td>18 minit</td></tr>
<tr><td>Turun naik suhu di dalam gudang</td><td>±5 °C</td><td>±1.5 °C</td></tr>
<tr><td>Kakitangan gudang</td><td>62 orang</td><td>17 orang</td></tr>
</tbody>
</table>
<p>Gudang rata yang dikosongkan kini dijadikan stor bahan tambahan. Kakitangan adunan kini boleh merancang penggunaan bahan berdasarkan tempoh pematangan sebenar setiap kelompok daun, bukan lagi anggaran berdasarkan pengalaman, dan kualiti adunan menjadi lebih konsisten dengan ketara.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Thirty AGVs feeding auxiliary materials to 36 maker-packer units',
    },
    language: 'ms',
    customer: 'Kilang Rokok Ruifeng',
    title:
      '30 AGV membekalkan bahan tambahan secara automatik kepada 36 unit mesin pembuat dan pembungkus rokok',
    summary:
      '30 AGV menghantar kertas rokok, rod penapis dan bahan pembungkusan kepada 36 unit mesin pembuat dan pembungkus rokok; seluruh kerja pemasangan dan pentauliahan disiapkan dalam tempoh henti pengeluaran 16 hari semasa Tahun Baharu Cina tanpa menjejaskan pengeluaran biasa.',
    body: `<h2>Cabaran projek</h2>
<p>Bahan tambahan Kilang Rokok Ruifeng, iaitu kertas rokok, kertas hujung penapis, rod penapis, kertas label, filem dan sebagainya, sebelum ini diangkut oleh 22 forklift berpemandu dari gudang rak biasa ke 36 unit mesin pembuat dan pembungkus rokok di lantai pengeluaran. Pemandu memungut bahan berpandukan dokumen kertas di lorong yang sempit, dan jika segulung kertas hujung penapis lewat tiba, unit mesin boleh terhenti. Kilang mahu beralih kepada automasi, tetapi pengeluaran tidak boleh dihentikan kerananya: semua kerja pemasangan perlu dipadatkan dalam tempoh henti pengeluaran dan baik pulih selama 16 hari semasa Tahun Baharu Cina.</p>
<h2>Penyelesaian</h2>
<p>Kami mengekalkan rak dan bangunan sedia ada, lalu menambah keupayaan automasi lapis demi lapis. AGV forklift mengangkut palet penuh bahan tambahan antara gudang dan mesin, manakala AGV angkat bawah mengendalikan troli rod penapis dan barangan kecil. MES menghantar data penggunaan setiap mesin secara masa nyata, lalu sistem menjana tugas pengisian semula bahan secara automatik, dan dalam perjalanan pulang AGV turut mengutip palet kosong serta teras gelendong. Bagi memastikan peralihan berjalan lancar semasa cuti Tahun Baharu Cina, pemetaan, simulasi laluan dan ujian bersepadu sistem penjadualan telah disiapkan lebih awal semasa syif malam sebelum cuti.</p>
<ul>
<li>18 AGV forklift, beban terkadar 1,500 kg, ketinggian angkat 3 m, navigasi SLAM laser, ketepatan kedudukan ±10 mm</li>
<li>12 AGV angkat bawah, beban terkadar 600 kg, untuk troli rod penapis dan bahan kecil</li>
<li>4 pintu kebakaran automatik dan 2 lif yang disambungkan kepada sistem kawalan AGV</li>
<li>Fleet Scheduler mengurus 30 kenderaan secara berpusat dalam lalu lintas bercampur dengan manusia</li>
<li>StarWCS Control, disambungkan kepada MES kilang, dengan permintaan bahan automatik daripada setiap mesin</li>
<li>Pengesahan kod bar di sisi mesin bagi mengelakkan bahan yang salah dimuatkan</li>
</ul>
<h2>Hasil projek</h2>
<table>
<thead><tr><th>Petunjuk</th><th>Sebelum</th><th>Selepas</th></tr></thead>
<tbody>
<tr><td>Mesin terhenti akibat bahan tambahan (kali sebulan)</td><td>27</td><td>2</td></tr>
<tr><td>Pemandu forklift setiap syif</td><td>22 orang</td><td>4 orang (mengendalikan keadaan luar biasa)</td></tr>
<tr><td>Masa penghantaran selepas permintaan bahan</td><td>25 minit</td><td>9 minit</td></tr>
<tr><td>Insiden bahan salah (kali setahun)</td><td>11</td><td>0</td></tr>
</tbody>
</table>
<p>Pemasangan dan peralihan sistem disiapkan sepenuhnya dalam tempoh henti pengeluaran 16 hari, dan unit mesin kembali beroperasi mengikut jadual. Fasa kedua projek akan memperluas armada dan sistem penjadualan yang sama ke bengkel pembungkusan.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'Automated electrode roll handling for a 20 GWh cell plant' },
    language: 'ms',
    customer: 'Bateri Kuasa Hanrui',
    title: 'Pengendalian automatik gulungan elektrod sepanjang proses di kilang sel bateri 20 GWh',
    summary:
      '26 AGV pengendali gulungan elektrod bekerjasama dengan gudang penimbal berkren penyusun untuk memindahkan gulungan seberat 1.1 tan antara proses salutan, penggelekan dan pembelahan, dengan ketepatan dok ±1 mm dan kebolehkesanan RFID sepanjang proses.',
    body: `<h2>Cabaran projek</h2>
<p>Di kilang sel bateri litium, gulungan elektrod bergerak berulang kali antara proses salutan, penggelekan, pembelahan dan penggulungan. Di kilang baharu Bateri Kuasa Hanrui yang berkapasiti 20 GWh, gulungan induk seberat sehingga 1,100 kg dengan lebar 1,400 mm; satu hentakan atau satu zarah asing sahaja boleh menyebabkan gulungan bernilai puluhan ribu yuan terpaksa dibuang. Sebelum ini gulungan diangkut dengan troli tolak manual dan alat angkat. Cara ini perlahan, menyebabkan pekerja kerap keluar masuk bilik kering, dan rekod proses setiap gulungan juga sukar dipadankan dengan gulungan sebenar pada setiap masa. Selain itu, bahan kuprum dan zink yang terdedah dilarang sama sekali di bengkel elektrod, dan ini menambah keperluan khusus terhadap pemilihan bahan peralatan.</p>
<h2>Penyelesaian</h2>
<p>Kami membekalkan armada AGV pengendali gulungan elektrod yang mekanisme angkatnya bersambung terus dengan aci udara gulungan, lalu menyerahkan gulungan ke kedudukan penyahgulung mesin tanpa campur tangan pekerja. Gudang penimbal berkren penyusun di antara proses penggelekan dan pembelahan memisahkan rentak kedua-dua proses itu. Setiap gulungan dipasang tag RFID yang dibaca secara automatik pada setiap serahan, jadi MES sentiasa mengetahui lokasi dan sejarah proses setiap gulungan.</p>
<ul>
<li>26 AGV pengendali gulungan elektrod dengan mekanisme angkat yang berdok pada aci udara, beban terkadar 1,200 kg, navigasi SLAM laser dengan penentududukan halus kod QR, ketepatan dok ±1 mm</li>
<li>Reka bentuk bebas kuprum dan zink dengan roda poliuretana, sesuai untuk bilik kering bertitik embun -45 °C</li>
<li>Gudang penimbal gulungan elektrod: 2 kren penyusun, 640 kedudukan simpanan</li>
<li>Antara muka pintu automatik dan ruang kedap udara di antara zon kelembapan yang berbeza</li>
<li>Fleet Scheduler disambungkan kepada MES kilang, dengan data proses direkodkan bersama setiap gulungan</li>
<li>Digital Twin Studio memaparkan stok gulungan mengikut peringkat proses dan tempoh rehat</li>
</ul>
<h2>Hasil projek</h2>
<table>
<thead><tr><th>Petunjuk</th><th>Sasaran reka bentuk</th><th>Nilai diukur</th></tr></thead>
<tbody>
<tr><td>Kapasiti pengendalian puncak (gulungan sejam)</td><td>180</td><td>205</td></tr>
<tr><td>Ketepatan dok</td><td>±2 mm</td><td>±0.8 mm</td></tr>
<tr><td>Kadar gulungan rosak semasa pengendalian</td><td>≤0.05%</td><td>0.01%</td></tr>
<tr><td>Ketersediaan armada AGV</td><td>98.5%</td><td>99.3%</td></tr>
</tbody>
</table>
<p>Dengan pekerja tidak lagi kerap keluar masuk bilik kering, kawalan titik embun turut menjadi lebih stabil. Lima bulan selepas barisan pengeluaran pertama dimulakan, kilang ini telah mencapai kapasiti reka bentuknya, dan tapak pengeluaran kedua Hanrui juga menggunakan penyelesaian armada yang sama.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'A two-zone resting warehouse for 280 Ah energy storage cells' },
    language: 'ms',
    customer: 'Teknologi Storan Tenaga Tianheng',
    title: 'Gudang automatik dua zon suhu untuk proses rehat sel storan tenaga 280 Ah',
    summary:
      'Gudang automatik dua zon suhu milik Teknologi Storan Tenaga Tianheng mengendalikan 37,500 sel storan tenaga sehari dalam proses rehat; setiap dulang dikeluarkan tepat mengikut masa proses, dan dulang yang terlampau panas dipindahkan secara automatik oleh kren penyusun ke dalam tangki air pemadam kebakaran.',
    body: `<h2>Cabaran projek</h2>
<p>Sel storan tenaga litium ferum fosfat perlu direhatkan selepas proses pembentukan: mula-mula pada suhu tinggi 45 °C untuk menstabilkan lapisan SEI, kemudian pada suhu bilik supaya nyahcas diri dapat diukur. Barisan 12 GWh Teknologi Storan Tenaga Tianheng menghasilkan kira-kira 37,500 sel 280 Ah sehari, maka pada bila-bila masa terdapat lebih daripada 12,000 dulang dalam keadaan rehat. Masa rehat mesti dikawal dengan tepat, kerana dulang yang dikeluarkan terlalu awal akan menjejaskan terus keputusan penggredan kapasiti. Keselamatan kebakaran ialah satu lagi keutamaan: dulang yang penuh dengan sel bercas menyimpan tenaga yang sangat tertumpu, dan pihak bomba tempatan mensyaratkan keupayaan tindak balas automatik terhadap larian haba (thermal runaway).</p>
<h2>Penyelesaian</h2>
<p>Kami membina gudang automatik dulang dua zon suhu di belakang bengkel pembentukan: zon suhu tinggi dikekalkan pada 45 ± 2 °C dan zon suhu bilik pada 25 ± 2 °C, masing-masing dengan kren penyusun tersendiri. Setiap kedudukan simpanan dilengkapi pengesan suhu dan asap; sebaik sahaja bacaan melebihi had, kren penyusun yang terdekat segera mengeluarkan dulang tersebut dan memasukkannya ke dalam tangki rendaman air di hujung lorong, sementara lorong berkenaan diasingkan. StarWCS menetapkan pemasa berasingan bagi setiap dulang dan mengeluarkannya secara automatik sebaik tempoh rehat tamat, tanpa terjejas oleh pertukaran syif.</p>
<ul>
<li>10 kren penyusun dulang, beban terkadar 300 kg, kelajuan bergerak 200 m/min, ketepatan kedudukan ±2 mm</li>
<li>12,096 kedudukan dulang: 3,456 di zon suhu tinggi dan 8,640 di zon suhu bilik</li>
<li>Pengesanan suhu dan asap di setiap kedudukan, dengan penderia gas CO dan H₂ di setiap lorong</li>
<li>Tangki rendaman air di hujung lorong untuk pemindahan kecemasan dulang bermasalah</li>
<li>Penghantar yang menghubungkan 48 kabinet pembentukan dan penggredan serta stesen ujian OCV</li>
<li>StarWCS Control: pemasaan proses bagi setiap dulang dan pengeluaran automatik apabila tempoh tamat</li>
</ul>
<h2>Hasil projek</h2>
<table>
<thead><tr><th>Petunjuk</th><th>Nilai diukur</th></tr></thead>
<tbody>
<tr><td>Sel dikendalikan sehari</td><td>37,500</td></tr>
<tr><td>Sisihan masa rehat</td><td>Dalam lingkungan ±10 minit</td></tr>
<tr><td>Masa pemindahan kecemasan (latihan kebakaran)</td><td>2 minit 40 saat</td></tr>
<tr><td>Ketersediaan kren penyusun</td><td>99.5%</td></tr>
</tbody>
</table>
<p>Dengan dulang dikeluarkan tepat pada masanya, keputusan penggredan menjadi jauh lebih konsisten, dan peratusan sel yang perlu diuji semula menurun daripada 1.8 peratus kepada 0.4 peratus. Keseluruhan prosedur tindak balas larian haba lulus pemeriksaan penerimaan pihak bomba tempatan pada percubaan pertama.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Four-way shuttle storage for one-tonne bags at a cathode materials plant',
    },
    language: 'ms',
    customer: 'Bahan Baharu Jinrui',
    title:
      'Gudang berketumpatan tinggi dengan pengangkut ulang-alik empat hala untuk beg satu tan di kilang bahan katod',
    summary:
      'Gudang berketumpatan tinggi dengan pengangkut ulang-alik empat hala dan 6,200 kedudukan menyimpan bahan mentah dan produk siap litium ferum fosfat dalam persekitaran kering dan tertutup; pemuatan bahan ke tanur tidak lagi memerlukan sebarang forklift.',
    body: `<h2>Cabaran projek</h2>
<p>Bahan Baharu Jinrui menghasilkan 50,000 tan bahan katod litium ferum fosfat setahun. Bahan mentah seperti ferum fosfat dan litium karbonat tiba dalam beg satu tan, dan produk siap turut dihantar dengan cara yang sama. Sebelum ini, beg-beg tersebut disusun terus di atas lantai dua buah gudang dan diangkut oleh forklift diesel dan elektrik. Pelanggan pengeluar bateri mengaudit zarah bermagnet dan kandungan lembapan bahan katod dengan sangat ketat, dan habuk tayar, beg koyak serta pintu yang kerap dibuka akibat lalu lintas forklift berulang kali muncul dalam laporan kualiti. Tanah di kawasan kilang juga amat terhad.</p>
<h2>Penyelesaian</h2>
<p>Kami mereka bentuk gudang berketumpatan tinggi dengan pengangkut ulang-alik empat hala, setinggi 24 m dengan 9 aras simpanan. Seluruh bangunan gudang ditutup rapat, kelembapan relatif dikawal di bawah 30 peratus dan tekanan positif ringan dikekalkan. Pengangkut ulang-alik boleh bergerak dalam dua arah di setiap aras dan bertukar aras melalui lif, jadi mana-mana beg boleh dikeluarkan terus tanpa mengalihkan beg lain; bilangan kenderaan juga boleh ditambah secara berperingkat seiring pertumbuhan pengeluaran. Semua permukaan yang bersentuhan dengan bahan diperbuat daripada keluli tahan karat atau bersalut, dan WMS mengaitkan setiap beg dengan keputusan ujian kelompoknya dalam sistem makmal; hanya beg yang lulus ujian boleh dilepaskan.</p>
<ul>
<li>16 pengangkut ulang-alik palet empat hala, beban terkadar 1,500 kg, kelajuan bergerak 1.6 m/s, ketepatan kedudukan ±2 mm</li>
<li>4 lif berkelajuan tinggi, 9 aras simpanan, 6,200 kedudukan</li>
<li>Gudang tertutup rapat, dinyahlembapkan hingga kelembapan relatif ≤30% dan dikekalkan pada tekanan positif ringan</li>
<li>Penghantar automatik dan stesen pengosongan beg yang disambungkan terus ke barisan pencampuran dan tanur</li>
<li>StarOS WMS, dengan pelepasan kelompok dihubungkan kepada sistem pengurusan maklumat makmal</li>
<li>StarWCS: pengurusan berpusat laluan pengangkut ulang-alik, turutan lif dan pengecasan</li>
</ul>
<h2>Hasil projek</h2>
<table>
<thead><tr><th>Petunjuk</th><th>Sebelum</th><th>Selepas</th></tr></thead>
<tbody>
<tr><td>Keluasan lantai penyimpanan</td><td>11,000 m²</td><td>3,900 m²</td></tr>
<tr><td>Forklift di kawasan pengeluaran</td><td>19 unit</td><td>2 unit (hanya di kawasan pemuatan)</td></tr>
<tr><td>Kadar kerosakan beg</td><td>0.6%</td><td>0.05%</td></tr>
<tr><td>Aduan pelanggan berkaitan lembapan (kali setahun)</td><td>7</td><td>0</td></tr>
</tbody>
</table>
<p>Tanah yang dikosongkan hasil penyatuan penyimpanan kini digunakan untuk membina barisan tanur kedua. Oleh sebab kapasiti sistem bergantung pada bilangan pengangkut ulang-alik dan bukan pada peralatan lorong, Jinrui hanya perlu menambah kenderaan untuk meningkatkan kapasiti pada masa hadapan, tanpa sebarang perubahan pada rak.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Robotic palletizing and a 24,000-position AS/RS for polyolefin resin',
    },
    language: 'ms',
    customer: 'Bahagian Poliolefin, Petrokimia Donglin',
    title: 'Penyusunan palet robotik dan gudang automatik 24,000 kedudukan untuk produk poliolefin',
    summary:
      '4 barisan penyusunan palet robotik dan 12 kren penyusun mengendalikan seluruh keluaran unit polipropilena berkapasiti 400,000 tan setahun; proses dari pembungkusan hingga pemuatan lori diautomasikan sepenuhnya, dengan hanya 11 pekerja setiap syif.',
    body: `<h2>Cabaran projek</h2>
<p>Unit polipropilena baharu Petrokimia Donglin berkapasiti 400,000 tan setahun, dan semua produknya dihantar dalam beg 25 kg, iaitu kira-kira 44,000 beg atau 1,100 palet sehari. Unit lama bergantung pada penyusunan palet secara manual dan penimbunan di atas lantai, dengan forklift beroperasi siang dan malam; pada musim puncak, lori pengambilan barang beratur di luar kilang sehingga sehari suntuk. Produk mesti ditahan mengikut gred sehingga makmal meluluskan pelepasannya, dan gred yang berbeza sama sekali tidak boleh dimuatkan ke dalam lori yang sama. Dewan pembungkusan pula diklasifikasikan sebagai kawasan berbahaya habuk mudah terbakar, jadi semua peralatan di situ perlu memenuhi keperluan perlindungan yang berkaitan.</p>
<h2>Penyelesaian</h2>
<p>Beg yang keluar dari mesin pembungkusan filem berat (FFS) melalui penimbang semak dan pengesan logam terlebih dahulu, kemudian disusun oleh robot dalam corak 40 beg bersilang, dibungkus dengan tudung regang (stretch hood), lalu terus dimasukkan ke gudang rak tinggi. Palet kekal ditahan di dalam gudang sehingga makmal melepaskan kelompoknya. Untuk penghantaran keluar, sistem menyusun palet mengikut lori dan menghantarnya ke 12 pintu pemuatan, manakala pemandu memasuki tapak berdasarkan nombor tempahan.</p>
<ul>
<li>4 barisan penyusunan palet robotik, 1,200 beg sejam bagi setiap barisan, dengan penimbang semak dan pengesan logam</li>
<li>2 mesin tudung regang, 240 palet sejam bagi setiap mesin</li>
<li>12 kren penyusun tiang berkembar, beban terkadar 1,500 kg, ketinggian angkat 30 m, 24,192 kedudukan palet</li>
<li>Peralatan di dewan pembungkusan dan penyusunan palet dipilih mengikut keperluan habuk Zon 22</li>
<li>12 pintu pemuatan dengan penghantar penimbal untuk penghantaran keluar</li>
<li>StarOS WMS: penahanan dan pelepasan mengikut gred dan kelompok, disambungkan kepada sistem makmal dan ERP</li>
</ul>
<h2>Hasil projek</h2>
<table>
<thead><tr><th>Petunjuk</th><th>Nilai diukur</th></tr></thead>
<tbody>
<tr><td>Kapasiti penyusunan palet</td><td>4,800 beg sejam</td></tr>
<tr><td>Kapasiti keluar gudang</td><td>180 palet sejam</td></tr>
<tr><td>Purata masa lori berada di tapak</td><td>55 minit (sebelum ini sehingga 24 jam)</td></tr>
<tr><td>Pekerja setiap syif</td><td>11 orang</td></tr>
</tbody>
</table>
<p>Oleh sebab penahanan dan pelepasan dikuatkuasakan oleh sistem, tiada satu pun penghantaran gred yang salah berlaku sejak operasi bermula. Pemuatan berasaskan tempahan telah menamatkan barisan lori di luar kilang, sekali gus meredakan tekanan lalu lintas di jalan raya sekitarnya.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'An explosion-proof AS/RS for flammable solvents and intermediates',
    },
    language: 'ms',
    customer: 'Kimia Halus Ruiyang',
    title: 'Gudang automatik kalis letupan untuk pelarut mudah terbakar dan bahan perantaraan',
    summary:
      'Kren penyusun kalis letupan, penyimpanan berasingan mengikut kelas bahaya dan pemercik dalam rak membolehkan sebuah gudang automatik di kawasan gas mudah letup Zon 2 menggantikan tiga tapak simpanan dram yang sedia ada.',
    body: `<h2>Cabaran projek</h2>
<p>Kimia Halus Ruiyang menghasilkan bahan perantaraan untuk industri salutan, dan sentiasa menyimpan kira-kira 4,000 dram besi dan IBC berisi pelarut mudah terbakar, resin dan amina di kilangnya. Bahan-bahan ini sebelum ini disimpan di tiga tapak separa terbuka dan diangkut oleh forklift kalis letupan. Bahan yang tidak serasi hanya dipisahkan oleh garisan cat di lantai, dan stok dikira secara manual seminggu sekali. Satu penilaian keselamatan dengan jelas menghendaki syarikat memperketat pengasingan zon dan pengumpulan tumpahan, serta mengurangkan bilangan pekerja yang bekerja berhampiran bahan-bahan tersebut.</p>
<h2>Penyelesaian</h2>
<p>Gudang baharu direka bentuk untuk persekitaran gas mudah letup Zon 2, kumpulan gas IIB dan kelas suhu T4. Semua kren penyusun, penghantar dan penderia memiliki pensijilan kalis letupan yang sepadan; komponen elektrik sama ada jenis kalis nyala atau ditempatkan secara berpusat di bilik elektrik bertekanan di luar kawasan berbahaya. Rak dibahagikan kepada empat petak kebakaran mengikut kelas bahaya, masing-masing dengan kolam pengumpulan tumpahan dan pemercik dalam rak tersendiri. Pekerja tidak lagi memasuki kawasan gudang: dram keluar masuk melalui dua stesen serahan yang dilengkapi ruang kedap udara.</p>
<ul>
<li>4 kren penyusun kalis letupan, penandaan Ex db eb IIB T4 Gb (satu tahap lebih tinggi daripada keperluan minimum Zon 2), beban terkadar 1,500 kg, ketinggian angkat 18 m, kelajuan bergerak 120 m/min</li>
<li>3,600 kedudukan palet untuk IBC 1,000 L dan palet berisi empat dram besi 200 L</li>
<li>Empat petak berasingan dengan kolam pengumpulan tumpahan dan pemercik dalam rak</li>
<li>Pengesanan gas mudah terbakar di setiap lorong, dihubungkan dengan sistem pengudaraan dan penghentian kren penyusun</li>
<li>Bilik elektrik bertekanan di luar kawasan berbahaya, menempatkan PLC dan pemacu frekuensi boleh ubah</li>
<li>StarOS WMS: setiap kemasukan stok disemak terhadap peraturan keserasian bahan</li>
</ul>
<h2>Hasil projek</h2>
<table>
<thead><tr><th>Petunjuk</th><th>Sebelum</th><th>Selepas</th></tr></thead>
<tbody>
<tr><td>Keluasan kawasan penyimpanan</td><td>14,500 m² (tiga tapak)</td><td>3,200 m²</td></tr>
<tr><td>Pekerja di zon penyimpanan setiap syif</td><td>12 orang</td><td>0 (2 orang di stesen serahan, di luar gudang)</td></tr>
<tr><td>Ketepatan inventori</td><td>97.8%</td><td>99.99%</td></tr>
<tr><td>Pelanggaran pengasingan yang ditemui dalam audit (kali setahun)</td><td>9</td><td>0</td></tr>
</tbody>
</table>
<p>Gudang baharu lulus pemeriksaan elektrik kalis letupan dan pemeriksaan penerimaan bomba pada percubaan pertama. Selepas tapak simpanan lama dirobohkan, jarak keselamatan di dalam kawasan kilang bertambah baik, dan ruang yang dikosongkan telah dirancang untuk laluan kenderaan kecemasan dan kolam air pemadam kebakaran berpusat.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'A shared logistics hub and vehicle scheduling for a chemical industrial park',
    },
    language: 'ms',
    customer: 'Taman Perindustrian Petrokimia Binjiang',
    title:
      'Hab logistik bersama dan penjadualan berpusat kenderaan bahan kimia berbahaya di taman perindustrian kimia',
    summary:
      'Platform tempahan slot bersepadu taman, tempat letak lori bahan kimia berbahaya dengan 220 petak dan gudang awam yang dikendalikan AGV kalis letupan telah memendekkan purata masa menunggu kenderaan di dalam taman daripada lebih tiga jam kepada kurang daripada 50 minit.',
    body: `<h2>Cabaran projek</h2>
<p>Taman Perindustrian Petrokimia Binjiang menempatkan 38 syarikat, dengan kira-kira 1,900 pergerakan kenderaan bahan kimia berbahaya keluar masuk setiap hari. Sebelum ini, setiap syarikat mengurus pintu masuk dan barisan menunggunya sendiri; lori tangki dan lori barang sama ada berpusing-pusing di dalam taman atau berhenti menunggu di jalan raya awam. Jawatankuasa pengurusan taman tidak dapat mengetahui secara masa nyata berapa banyak kenderaan bahan kimia berbahaya berada di dalam taman dan di mana kenderaan itu berada, satu isu yang telah berkali-kali dibangkitkan oleh agensi kecemasan.</p>
<h2>Penyelesaian</h2>
<p>Kami melaksanakan projek ini pada tiga peringkat. Pertama, platform tempahan slot bersepadu taman: syarikat pengangkutan menempah slot masa dengan setiap syarikat secara dalam talian, dan kelayakan kenderaan, pemandu serta pengiring disahkan sebelum tiba. Kedua, tempat letak kenderaan berpusat untuk bahan kimia berbahaya: 220 petak dibahagikan mengikut kelas bahaya dengan jarak keselamatan, dan kenderaan menunggu di sini sehingga dipanggil masuk ke premis syarikat. Ketiga, gudang awam bahan kimia berbungkus untuk perusahaan kecil dan sederhana, yang dikendalikan oleh AGV forklift kalis letupan. Digital Twin Studio menghimpunkan semua maklumat ini pada satu skrin di pusat arahan kecemasan taman.</p>
<ul>
<li>Sistem tempahan dan kawalan pintu masuk bagi 38 syarikat dan 6 pintu masuk taman, dengan pengecaman nombor pendaftaran kenderaan dan pengesahan kelayakan</li>
<li>Tempat letak kenderaan berpusat untuk bahan kimia berbahaya, 220 petak dibahagikan mengikut kelas bahaya</li>
<li>Gudang awam bahan kimia berbungkus dengan 5,400 kedudukan palet</li>
<li>8 AGV forklift kalis letupan, Ex db IIB T4 Gb, beban terkadar 1,600 kg, ketinggian angkat 6 m</li>
<li>StarOS WMS dikendalikan dalam mod berbilang penyewa</li>
<li>Model taman dalam Digital Twin Studio yang memaparkan kenderaan, stok dan penggera secara masa nyata</li>
</ul>
<h2>Hasil projek</h2>
<table>
<thead><tr><th>Petunjuk</th><th>Sebelum pelaksanaan</th><th>Selepas pelaksanaan</th></tr></thead>
<tbody>
<tr><td>Purata masa menunggu kenderaan</td><td>3 jam 10 minit</td><td>46 minit</td></tr>
<tr><td>Kenderaan bahan kimia berbahaya diletakkan di jalan raya awam (puncak harian)</td><td>140 buah</td><td>0</td></tr>
<tr><td>Masa mengesan lokasi sebuah kenderaan semasa kecemasan</td><td>20–30 minit</td><td>Masa nyata</td></tr>
<tr><td>Syarikat yang menggunakan gudang awam</td><td>—</td><td>14 buah</td></tr>
</tbody>
</table>
<p>Dalam latihan kecemasan menyeluruh taman yang terkini, pusat arahan dapat mengenal pasti lokasi semua kenderaan bahan kimia berbahaya di sekitar kawasan kejadian, serta bahan yang dibawa oleh setiap kenderaan, dalam masa kurang daripada satu minit. Langkah seterusnya, taman ini merancang untuk menyambungkan data pemantauan dalam talian bagi tekanan dan suhu tangki lori tangki.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'A GSP-compliant distribution centre serving 11,000 hospitals and pharmacies',
    },
    language: 'ms',
    customer: 'Logistik Farmaseutikal Anrui',
    title: 'Pusat logistik farmaseutikal moden patuh GSP untuk 11,000 hospital dan farmasi',
    summary:
      'Gabungan gudang automatik palet, gudang automatik miniload dan pemungutan barang-ke-orang, dengan kod kebolehkesanan setiap pek diimbas semasa pemungutan, meningkatkan baris pesanan yang diproses sehari daripada 48,000 kepada 130,000.',
    body: `<h2>Cabaran projek</h2>
<p>Logistik Farmaseutikal Anrui mengendalikan kira-kira 23,000 SKU ubat di seluruh wilayahnya, dengan pelanggan termasuk 1,800 hospital dan kira-kira 9,000 farmasi runcit. Pesanannya kecil tetapi kerap: pesanan tipikal sebuah farmasi mengandungi kira-kira 40 baris, dan setiap baris hanya satu atau dua kotak. Gudang lama bergantung pada pemungutan berpandukan senarai kertas, diikuti semakan manual kod kebolehkesanan setiap kotak ubat, lalu semakan sebelum penghantaran menjadi kesesakan bagi seluruh proses. Pada masa yang sama, pemeriksaan GSP semakin terperinci dalam keperluannya terhadap rekod suhu, kawalan nombor kelompok dan pengesanan penarikan balik produk.</p>
<h2>Penyelesaian</h2>
<p>Pusat logistik baharu dibahagikan kepada zon mengikut kadar pergerakan stok. Ubat dalam kotak penuh disimpan di gudang automatik palet yang membekalkan semula gudang automatik miniload; 3,000 SKU yang paling laris dipungut dari rak aliran berpandukan lampu; semua pemungutan kotak pecah yang lain dilakukan di stesen barang-ke-orang, dengan kod kebolehkesanan setiap pek diimbas semasa dipungut, jadi semakan kali kedua sebelum penghantaran tidak lagi diperlukan. Stor sejuk 2–8 °C mempunyai zon pemungutan tersendiri dan menggunakan kotak bertebat yang telah disahkan, lengkap dengan perakam suhu. Semua aliran pesanan akhirnya bergabung pada mesin pengisih mengikut laluan penghantaran.</p>
<ul>
<li>Gudang automatik palet: 6 kren penyusun, 8,400 kedudukan</li>
<li>Gudang automatik miniload: 8 kren penyusun, 36,000 kedudukan tong, beban terkadar 50 kg bagi setiap tong</li>
<li>12 stesen barang-ke-orang yang merekodkan kod kebolehkesanan semasa pemungutan</li>
<li>1 mesin pengisih kasut gelongsor dengan 64 pelongsor laluan, kapasiti 6,000 tong sejam</li>
<li>Stor sejuk 2–8 °C dengan 1,200 kedudukan dan pembungkusan rantaian sejuk yang telah disahkan</li>
<li>Kawalan GSP dalam StarOS WMS: semakan kelayakan pembekal dan pelanggan baharu, pengurusan nombor kelompok dan tarikh luput, penguncian penarikan balik serta rekod suhu dan kelembapan</li>
</ul>
<h2>Hasil projek</h2>
<table>
<thead><tr><th>Petunjuk</th><th>Sebelum</th><th>Selepas</th></tr></thead>
<tbody>
<tr><td>Baris pesanan diproses sehari</td><td>48,000</td><td>130,000</td></tr>
<tr><td>Ketepatan pemungutan</td><td>99.92%</td><td>99.997%</td></tr>
<tr><td>Masa pemprosesan pesanan (dari penerimaan pesanan hingga lori bertolak)</td><td>8 jam</td><td>2.5 jam</td></tr>
<tr><td>Kadar perekodan kod kebolehkesanan</td><td>Persampelan</td><td>100%</td></tr>
</tbody>
</table>
<p>Dalam pemeriksaan GSP peringkat wilayah yang pertama selepas operasi bermula, tiada sebarang ketidakpatuhan ditemui bagi aspek penyimpanan dan kawalan suhu. Penguncian penarikan balik berkuat kuasa serentak mengikut nombor kelompok di semua zon simpanan, jadi dari saat penarikan balik dimulakan hingga stok dibekukan sepenuhnya hanya mengambil masa beberapa minit.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'A 2-8 °C automated warehouse for a biologics fill-and-finish plant',
    },
    language: 'ms',
    customer: 'Biofarmaseutikal Qingze',
    title: 'Stor sejuk automatik 2–8 °C untuk kilang pengisian produk biofarmaseutikal',
    summary:
      'Dengan 3 kren penyusun untuk stor sejuk, 2,880 kedudukan palet, kuarantin dan pelepasan yang dikuatkuasakan oleh sistem serta pengesahan IQ/OQ/PQ yang lengkap, sisihan suhu berkurangan daripada 14 kali setiap suku tahun kepada sifar.',
    body: `<h2>Cabaran projek</h2>
<p>Biofarmaseutikal Qingze mengisi antibodi monoklon dan vaksin ke dalam vial dan picagari prapengisian. Produk siap mesti sentiasa berada pada suhu 2–8 °C dari pembungkusan hingga penghantaran, dan setiap kelompok kekal dalam status kuarantin sehingga dilepaskan oleh orang berkelayakan (QP). Stor sejuk lama menggunakan rak manual dan pintunya dibuka ratusan kali sehari, dan setiap sisihan suhu perlu disiasat satu demi satu; status kuarantin pula diurus dengan label dan hamparan elektronik. Dalam pada itu, kapasiti pengeluaran kilang akan meningkat dua kali ganda.</p>
<h2>Penyelesaian</h2>
<p>Kami membina stor sejuk automatik bersebelahan bengkel pembungkusan, dengan kren penyusun yang direka khusus untuk beroperasi secara berterusan pada 2–8 °C. Palet masuk dari barisan pembungkusan melalui satu ruang kedap udara, dan dalam operasi harian tiada pekerja perlu masuk ke dalam. Status kuarantin, lulus dan ditolak diurus oleh WMS dan dikuatkuasakan secara fizikal: palet yang belum dilepaskan tidak boleh dikeluarkan untuk penghantaran. Seluruh sistem disahkan melalui IQ, OQ dan PQ bersama pasukan kualiti pelanggan, termasuk pemetaan suhu menggunakan 54 prob pada musim panas dan sekali lagi pada musim sejuk.</p>
<ul>
<li>3 kren penyusun jenis 2–8 °C, beban terkadar 1,000 kg, ketinggian angkat 22 m, ketepatan kedudukan ±3 mm</li>
<li>Bangunan bertebat dengan struktur rak sebagai rangka bangunan, 2,880 kedudukan palet</li>
<li>Sistem pemantauan suhu 54 titik yang telah disahkan, dengan unit penyejukan redundan</li>
<li>Laluan masuk dan keluar melalui ruang kedap udara, dengan pintu bertebat berkelajuan tinggi</li>
<li>StarOS WMS: pengurusan kuarantin, tandatangan elektronik dan jejak audit</li>
<li>Pakej dokumen pengesahan: matriks kebolehkesanan keperluan pengguna serta protokol dan laporan IQ/OQ/PQ</li>
</ul>
<h2>Hasil projek</h2>
<table>
<thead><tr><th>Petunjuk</th><th>Sebelum</th><th>Selepas</th></tr></thead>
<tbody>
<tr><td>Sisihan suhu (kali setiap suku tahun)</td><td>14</td><td>0</td></tr>
<tr><td>Pintu dibuka untuk pekerja memasuki zon sejuk (kali sehari)</td><td>Kira-kira 350</td><td>0</td></tr>
<tr><td>Masa dari pelepasan hingga penghantaran</td><td>6 jam</td><td>40 minit</td></tr>
<tr><td>Kapasiti penyimpanan</td><td>900 palet</td><td>2,880 palet</td></tr>
</tbody>
</table>
<p>Stor sejuk ini telah dimasukkan dalam skop pemeriksaan rasmi pihak berkuasa sebelum produk baharu kilang dipasarkan, dan lulus dengan lancar. Bahagian kualiti tidak lagi perlu mengendalikan siasatan sisihan suhu, dan kelompok yang telah dilepaskan dapat dihantar ke pusat kawalan penyakit dan pengedar di pelbagai lokasi pada hari yang sama.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Goods-to-person picking for 1,600 herbal medicine specifications',
    },
    language: 'ms',
    customer: 'Hirisan Herba Cina Lingshu',
    title: 'Naik taraf kepada pemungutan barang-ke-orang untuk 1,600 SKU hirisan herba Cina',
    summary:
      'Di dalam gudang sewa dengan ketinggian bersih 7.5 meter, 96 AGV angkat bawah bersama stesen kerja dengan semakan berat meningkatkan produktiviti pemungutan kepada 3.6 kali ganda dan mengurangkan kadar kesilapan kepada kurang daripada satu dalam sepuluh ribu.',
    body: `<h2>Cabaran projek</h2>
<p>Hirisan Herba Cina Lingshu memproses dan mengedarkan hirisan herba perubatan Cina, terutamanya kepada farmasi herba hospital dan pusat penyediaan rebusan. Gudangnya mengendalikan kira-kira 1,600 SKU; banyak hirisan herba yang ringan tetapi besar isi padunya, dan sebahagiannya mesti disimpan di stor sejuk sederhana di bawah 20 °C bagi mengelakkan kulat dan serangga perosak. Setiap pemungut berjalan kira-kira 18 kilometer di antara rak dalam satu syif, dan herba yang rupanya hampir serupa kadangkala dimasukkan ke dalam beg yang salah. Gudang ini terletak di premis sewa dengan ketinggian bersih 7.5 m dan beban lantai 2.5 t/m², jadi penyelesaian rak berat tidak dapat dilaksanakan.</p>
<h2>Penyelesaian</h2>
<p>Kami menggantikan rak tetap dengan rak bergerak berukuran 1.2 m × 1.0 m, yang dibawa oleh AGV angkat bawah ke stesen pemungutan. Setiap stesen dilengkapi penimbang elektronik: sistem menetapkan had toleransi berat bagi setiap SKU, membandingkan berat sebenar yang dipungut dengan berat teori secara automatik, dan merakam foto bagi setiap pemungutan. Zon sejuk sederhana (10–20 °C, kelembapan relatif 35%–75%) beroperasi sebagai kawasan berasingan dengan robot khusus dan pintu berkelajuan tinggi. WMS mengurus tempat asal, nombor kelompok dan laporan ujian setiap kelompok hirisan herba, memastikan sumbernya boleh dikesan.</p>
<ul>
<li>96 AGV angkat bawah, beban terkadar 800 kg, navigasi kod QR, ketepatan kedudukan ±10 mm</li>
<li>2,100 rak bergerak di zon suhu bilik dan zon sejuk sederhana</li>
<li>14 stesen pemungutan dengan semakan berat dan rekod foto</li>
<li>Pemantauan suhu dan kelembapan dalam talian di kedua-dua zon, dengan rekod data yang memenuhi keperluan GSP</li>
<li>Fleet Scheduler dan StarOS WMS, mengurus nombor kelompok, tempat asal dan laporan ujian</li>
</ul>
<h2>Hasil projek</h2>
<table>
<thead><tr><th>Petunjuk</th><th>Sebelum</th><th>Selepas</th></tr></thead>
<tbody>
<tr><td>Baris dipungut setiap pemungut sejam</td><td>85</td><td>310</td></tr>
<tr><td>Kadar kesilapan pemungutan</td><td>0.12%</td><td>0.008%</td></tr>
<tr><td>Jarak berjalan setiap pemungut setiap syif</td><td>18 km</td><td>Hampir sifar</td></tr>
<tr><td>Kapasiti penyimpanan dalam bangunan yang sama</td><td>100%</td><td>138%</td></tr>
</tbody>
</table>
<p>Peralihan kepada sistem baharu disiapkan dalam dua hujung minggu, dan pesanan hospital terus dihantar seperti biasa sepanjang tempoh itu. Oleh sebab sistem ini tidak bergantung pada pemasangan tetap, Lingshu boleh memindahkan keseluruhan sistem tanpa sebarang perubahan apabila tempoh sewaannya tamat dan syarikat berpindah ke lokasi baharu.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'A 30-metre frozen AS/RS operating at -25 °C' },
    language: 'ms',
    customer: 'Logistik Rantaian Sejuk Bingyuan',
    title: 'Gudang automatik sejuk beku 30 meter yang beroperasi secara berterusan pada -25 °C',
    summary:
      'Stor sejuk beku dengan struktur rak sebagai rangka bangunan, 9 kren penyusun tahan suhu rendah dan 11,700 kedudukan palet menyimpan empat kali ganda lebih banyak bagi setiap meter persegi, manakala tenaga penyejukan harian bagi setiap palet berkurangan lebih separuh.',
    body: `<h2>Cabaran projek</h2>
<p>Logistik Rantaian Sejuk Bingyuan mengendalikan sebuah stor sejuk awam yang menyimpan daging sejuk beku, makanan laut dan hidangan siap sejuk beku. Stor lama menggunakan rak pandu masuk dan forklift jangkau (reach truck) pada suhu -22 °C; pemandu perlu keluar untuk memanaskan badan selepas setiap tempoh kerja yang singkat, dan bateri forklift kehilangan kira-kira satu pertiga kapasitinya dalam suhu rendah. Stor ini terletak berhampiran kawasan bandar yang harga tanahnya sangat tinggi, dan kos elektrik merupakan kos operasi terbesar selepas kos tenaga kerja.</p>
<h2>Penyelesaian</h2>
<p>Membina secara menegak dapat menyelesaikan kedua-dua masalah sekali gus. Kami membina stor sejuk beku setinggi 30 meter dengan struktur rak sebagai rangka bangunan dan dibalut panel bertebat; 11,700 kedudukan palet hanya memerlukan kira-kira satu perempat keluasan lantai stor rata yang sama kapasitinya, dan sampul bangunan yang lebih kecil juga bermakna kehilangan sejuk yang lebih rendah. Kren penyusun direka untuk operasi berterusan pada -25 °C, dengan gris suhu rendah, kabinet kawalan berpemanas, kabel tahan sejuk dan motor tanpa berus. Palet keluar masuk melalui ruang dok terkawal +4 °C menggunakan lif menegak dan pintu berkelajuan tinggi, jadi udara panas dan lembap tidak memasuki bilik sejuk beku. Platform penyelenggaraan di hujung lorong terletak di dalam zon bertebat, membolehkan juruteknik bekerja pada suhu biasa.</p>
<ul>
<li>9 kren penyusun tiang berkembar jenis -25 °C, beban terkadar 1,200 kg, ketinggian angkat 28 m, kelajuan bergerak 180 m/min</li>
<li>Bangunan bertebat dengan struktur rak sebagai rangka bangunan, 11,700 kedudukan palet</li>
<li>Ruang dok terkawal +4 °C dengan 10 pintu pemuatan dan pengedap dok</li>
<li>Bilik penyelenggaraan bertebat di hujung setiap lorong</li>
<li>StarOS WMS dengan pengebilan berbilang pemilik barang untuk stor sejuk awam</li>
<li>Sistem pemantauan tenaga yang dihubungkan dengan bilik jentera penyejukan</li>
</ul>
<h2>Hasil projek</h2>
<table>
<thead><tr><th>Petunjuk</th><th>Stor lama</th><th>Stor baharu</th></tr></thead>
<tbody>
<tr><td>Kedudukan palet bagi setiap 1,000 m² keluasan lantai</td><td>1,150</td><td>4,700</td></tr>
<tr><td>Tenaga penyejukan bagi setiap palet sehari</td><td>0.62 kWj</td><td>0.29 kWj</td></tr>
<tr><td>Pekerja di dalam bilik sejuk beku setiap syif</td><td>16 orang</td><td>0</td></tr>
<tr><td>Kapasiti masuk dan keluar puncak</td><td>95 palet sejam</td><td>260 palet sejam</td></tr>
</tbody>
</table>
<p>Stor baharu ini telah melalui dua musim panas penuh sejak beroperasi, dengan ketersediaan kren penyusun kekal melebihi 99.4 peratus. Bingyuan kini menggunakan reka bentuk yang sama dalam perancangan stor sejuk keduanya.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'Four-way shuttles at -23 °C for a frozen dumpling maker' },
    language: 'ms',
    customer: 'Makanan Sejuk Beku Xueying',
    title: 'Stor sejuk -23 °C dengan pengangkut ulang-alik empat hala di kilang ladu sejuk beku',
    summary:
      'Dengan memanfaatkan bangunan bertebat lama yang susunan tiangnya tidak sekata, 20 pengangkut ulang-alik empat hala tahan suhu rendah meningkatkan kapasiti sejuk beku di kilang daripada 6,000 kepada 15,600 palet, dan stor sejuk sewaan tidak lagi diperlukan pada musim puncak.',
    body: `<h2>Cabaran projek</h2>
<p>Makanan Sejuk Beku Xueying menghasilkan ladu, pau dan tangyuan (bebola pulut), dengan puncak jualan yang ketara menjelang Tahun Baharu Cina dan Chap Goh Mei; pada waktu puncak, keluarannya mencecah kira-kira 2.5 kali purata tahunan. Stor sejuk sedia ada ialah stor konvensional dengan 6,000 kedudukan palet pada suhu -20 °C. Pada musim puncak, lebihan stok terpaksa dihantar ke stor sejuk pihak ketiga yang disewa, sekali gus menambah kos pengangkutan jarak dekat dan mengaburkan keterlihatan stok. Kilang ingin menambah kapasiti di tapak sendiri, tetapi satu-satunya ruang yang ada ialah sebuah bangunan bertebat lama dengan ketinggian bersih 16 m dan susunan tiang yang tidak sekata.</p>
<h2>Penyelesaian</h2>
<p>Sistem pengangkut ulang-alik empat hala paling sesuai untuk bangunan ini. Rak disusun mengelilingi tiang sedia ada, manakala pengangkut ulang-alik dan lif dipilih untuk persekitaran -23 °C: bateri litium titanat yang mengekalkan prestasi cas dan nyahcas yang tinggi dalam suhu rendah, gris suhu rendah dan komponen elektrik yang tertutup rapat. Produk yang keluar dari terowong pembekuan disusun ke atas palet lalu terus dibawa oleh penghantar ke dalam stor, tanpa meninggalkan persekitaran sejuk. Sebelum musim puncak tiba, daya pemprosesan masuk dan keluar boleh ditingkatkan hanya dengan menambah bilangan pengangkut ulang-alik.</p>
<ul>
<li>20 pengangkut ulang-alik empat hala jenis -23 °C, beban terkadar 1,200 kg, bateri litium titanat, kelajuan bergerak 1.5 m/s</li>
<li>5 lif, 11 aras simpanan, 9,600 kedudukan palet</li>
<li>Penghantar yang disambungkan terus ke pembeku lingkaran dan unit penyusunan palet</li>
<li>Tiga zon suhu: zon simpanan -23 °C, zon penimbal 0–4 °C dan platform pemuatan +10 °C</li>
<li>StarOS WMS: luput dahulu, keluar dahulu (FEFO) berdasarkan tarikh pengeluaran dan jangka hayat simpanan</li>
<li>StarWCS: penyelarasan pengangkut ulang-alik, lif dan penghantar</li>
</ul>
<h2>Hasil projek</h2>
<table>
<thead><tr><th>Petunjuk</th><th>Sebelum</th><th>Selepas</th></tr></thead>
<tbody>
<tr><td>Kapasiti sejuk beku di kilang</td><td>6,000 palet</td><td>15,600 palet</td></tr>
<tr><td>Stok di stor sejuk sewaan pada musim puncak</td><td>4,200 palet</td><td>0</td></tr>
<tr><td>Masa dari keluar pembeku hingga masuk stor</td><td>45 minit</td><td>8 minit</td></tr>
<tr><td>Kapasiti keluar gudang</td><td>90 palet sejam</td><td>210 palet sejam</td></tr>
</tbody>
</table>
<p>Pada musim puncak pertama, semua kos sewaan stor sejuk dan kos pengangkutan jarak dekat dapat dihapuskan. Masa dari pembekuan hingga produk masuk ke stor dipendekkan dengan ketara, masalah kenaikan suhu teras produk turut hilang, dan aduan pelanggan tentang fros pada permukaan produk berkurangan dengan ketara.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Cold-rated forklift AGVs for an imported-meat port cold store',
    },
    language: 'ms',
    customer: 'Logistik Rantaian Sejuk Berlesen Haigang',
    title: 'AGV forklift tahan suhu rendah untuk stor sejuk daging import di pelabuhan',
    summary:
      'Dengan rak sedia ada dikekalkan, 14 AGV forklift jangkau tahan suhu rendah mengambil alih kerja di bilik sejuk beku, manakala WMS turut mengurus status tahanan kastam dan kuarantin bagi setiap palet import.',
    body: `<h2>Cabaran projek</h2>
<p>Logistik Rantaian Sejuk Berlesen Haigang mengendalikan sebuah stor sejuk berlesen kastam bersebelahan terminal kontena, yang menerima daging lembu, daging babi dan daging ayam import dalam kontena sejuk. Setiap kontena perlu dipunggah, disampel dan ditahan secara berasingan sehingga dilepaskan oleh pihak kastam dan kuarantin. Stor ini mempunyai 14,000 kedudukan rak palet selektif pada suhu -20 °C serta zon pemeriksaan 0–4 °C, semuanya dikendalikan oleh forklift jangkau berpemandu. Kadar pusing ganti pekerja bagi jawatan di bilik sejuk beku tinggi; syarikat mahu beralih kepada automasi, tetapi tidak mahu merobohkan rak yang baru digunakan selama enam tahun.</p>
<h2>Penyelesaian</h2>
<p>Kami terlebih dahulu memeriksa semua rak dengan imbasan laser: sebahagian besar rasuk berada dalam had toleransi, dan hanya 300 lokasi perlu diratakan semula. Seterusnya, AGV forklift jangkau tahan suhu rendah diperkenalkan untuk menjalankan kerja penyimpanan dan pengeluaran stok di rak sedia ada. AGV menggunakan navigasi laser dengan pemantul yang kekal stabil dalam kabus stor sejuk, manakala bateri litium ferum fosfat berpemanasnya dicas di ruang hadapan +4 °C di sela tugas. Kontena masih dipunggah oleh forklift berpemandu, dan AGV mengambil palet dari lorong serahan. WMS mengunci secara automatik setiap palet yang ditahan oleh kastam atau kuarantin supaya palet itu tidak boleh dikeluarkan.</p>
<ul>
<li>14 AGV forklift jangkau jenis -25 °C, beban terkadar 1,400 kg, ketinggian angkat 9 m, navigasi laser dengan pemantul, ketepatan kedudukan ±10 mm</li>
<li>Bateri litium ferum fosfat berpemanas dengan pengecasan automatik di sela tugas di ruang hadapan +4 °C</li>
<li>Perataan semula dan pemeriksaan keselamatan rak selektif sedia ada</li>
<li>Lorong serahan antara forklift berpemandu dan AGV di dok pemunggahan kontena</li>
<li>StarOS WMS: tahanan kastam dan kuarantin, tugas persampelan dan pengurusan rekod stok berlesen</li>
<li>Fleet Scheduler: pengurusan zon lalu lintas bercampur, dengan had laju automatik apabila menghampiri manusia</li>
</ul>
<h2>Hasil projek</h2>
<table>
<thead><tr><th>Petunjuk</th><th>Sebelum</th><th>Selepas</th></tr></thead>
<tbody>
<tr><td>Pekerja bilik sejuk beku setiap syif</td><td>18 orang</td><td>5 orang</td></tr>
<tr><td>Masa menyiapkan penyimpanan selepas kontena dipunggah</td><td>70 minit</td><td>20 minit</td></tr>
<tr><td>Ketepatan inventori</td><td>98.6%</td><td>99.95%</td></tr>
<tr><td>Insiden perlanggaran rak (kali sebulan)</td><td>6</td><td>0.3</td></tr>
</tbody>
</table>
<p>Tekanan untuk mengambil pekerja bagi jawatan di bilik sejuk beku telah berkurangan dengan ketara, dan tempoh kontena tertahan di terminal juga semakin singkat. Oleh sebab status tahanan dikuatkuasakan oleh sistem, beban kerja kastam untuk menyemak rekod stok berlesen turut berkurangan dengan ketara.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'A cross-belt sorter that ships 380,000 parcels a day' },
    language: 'ms',
    customer: 'E-Dagang Jiapin Youxuan',
    title: 'Pusat pengisihan tali sawat silang yang menghantar 380,000 bungkusan sehari',
    summary:
      'Mesin pengisih tali sawat silang dua aras dengan pengimbasan enam sisi, yang diuji melalui simulasi kembar digital, meningkatkan penghantaran pada hari puncak promosi kepada 380,000 bungkusan, dengan kadar salah isih turun kepada satu dalam sepuluh ribu.',
    body: `<h2>Cabaran projek</h2>
<p>E-Dagang Jiapin Youxuan menjual barangan rumah dan penjagaan diri secara dalam talian, dan pusat pemenuhan serantaunya menghantar ke 11 wilayah melalui lima syarikat kurier. Semasa kempen jualan besar, jumlah pesanan boleh mencecah empat kali ganda hari biasa. Sebelum ini, bungkusan diisih secara manual mengikut syarikat kurier dan wilayah, dan kira-kira 300 pekerja sementara perlu diambil dan dilatih bagi setiap kempen. Bungkusan yang tersalah isih akan dihantar ke pusat transit yang salah, menyebabkan penghantaran lewat secara purata dua hari.</p>
<h2>Penyelesaian</h2>
<p>Kami memasang sebuah mesin pengisih tali sawat silang dua aras selepas zon pembungkusan. Bungkusan dimasukkan secara automatik, diimbas pada enam sisi, ditimbang dan diukur isi padunya, kemudian dijatuhkan ke pelongsor mengikut syarikat kurier dan destinasi; lampu penunjuk di sebelah pelongsor memandu pekerja mengumpul bungkusan ke dalam beg. Sebelum sistem dilancarkan, kami menjalankan simulasi keseluruhan sistem dalam Digital Twin Studio menggunakan data pesanan daripada kempen yang lalu, lalu melaraskan kadar kemasukan dan peruntukan pelongsor lebih awal.</p>
<ul>
<li>Mesin pengisih tali sawat silang dua aras, 1,080 kereta pembawa, kelajuan linear 2.5 m/s, kapasiti terkadar 20,000 item sejam</li>
<li>18 stesen kemasukan automatik dengan pengimbasan enam sisi dan penimbangan dinamik</li>
<li>420 pelongsor destinasi dengan pengumpulan berpandukan lampu (put-to-light)</li>
<li>Sistem pengukuran isi padu untuk menyemak caj kurier</li>
<li>Sistem kawalan pengisihan StarWCS, disambungkan kepada sistem pesanan dan antara muka setiap syarikat kurier</li>
<li>Digital Twin Studio: simulasi kempen sebelum pelancaran dan pemantauan operasi masa nyata</li>
</ul>
<h2>Hasil projek</h2>
<table>
<thead><tr><th>Petunjuk</th><th>Sebelum</th><th>Selepas</th></tr></thead>
<tbody>
<tr><td>Bungkusan dihantar pada hari puncak promosi</td><td>160,000</td><td>380,000</td></tr>
<tr><td>Kadar salah isih</td><td>0.3%</td><td>0.01%</td></tr>
<tr><td>Pekerja sementara semasa kempen</td><td>300 orang</td><td>60 orang</td></tr>
<tr><td>Waktu tutup pesanan untuk penghantaran hari yang sama</td><td>16:00</td><td>22:00</td></tr>
</tbody>
</table>
<p>Dengan waktu tutup pesanan dilanjutkan enam jam, pelanggan yang membuat pesanan pada waktu malam tetap menerima bungkusan mereka pada hari berikutnya, dan ini telah menjadi salah satu daya tarikan utama Jiapin Youxuan. Data pengukuran isi padu juga membantu syarikat mengurangkan banyak percanggahan caj dalam penyelesaian akaun tahunan dengan syarikat kurier.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Mixed-case robotic palletizing for a 260-store supermarket chain',
    },
    language: 'ms',
    customer: 'Rangkaian Pasar Raya Huilin',
    title: 'Pusat pengedaran dengan penyusunan palet robotik kotak bercampur untuk 260 kedai',
    summary:
      'Gabungan gudang automatik, penimbal kotak dan 10 robot penyusun palet kotak bercampur membina palet secara automatik mengikut susunan rak kedai; masa menyusun barang di rak kedai dipendekkan 40 peratus, dan tuntutan kerosakan barang berkurangan lebih 80 peratus.',
    body: `<h2>Cabaran projek</h2>
<p>Rangkaian Pasar Raya Huilin mengendalikan 260 pasar raya dan kedai serbaneka. Pusat pengedaran suhu bilik syarikat memungut pesanan kotak demi kotak dan menyusunnya ke atas palet; sebuah palet kedai biasanya terdiri daripada 60 hingga 90 kotak dan lebih daripada 30 item. Penyusunan palet secara manual sangat memenatkan, kestabilan palet bergantung pada siapa yang menyusunnya, dan barang yang remuk sering berlaku. Apabila palet tiba di kedai, kakitangan kedai pula terpaksa mengisih semula seluruh palet mengikut susunan lorong rak sebelum dapat mula menyusun barang di rak.</p>
<h2>Penyelesaian</h2>
<p>Palet penuh daripada pembekal terlebih dahulu disimpan di gudang automatik palet. Apabila diperlukan, palet dikeluarkan dan dinyahpalet lapis demi lapis oleh mesin penyahpalet automatik, lalu setiap kotak memasuki penimbal kotak. Robot penyusun palet kemudian membina setiap palet kedai berdasarkan pelan yang dikira oleh perisian corak susunan: kotak berat di bawah, barang yang mudah remuk di atas, dan kotak dikumpulkan mengikut lorong rak kedai supaya kedai boleh terus menyusun barang di rak mengikut turutan. Palet yang siap dibalut regang dan dilabel, kemudian dihantar ke zon penghantaran.</p>
<ul>
<li>Gudang automatik palet: 8 kren penyusun, beban terkadar 1,000 kg, 18,500 kedudukan</li>
<li>4 mesin penyahpalet lapisan automatik</li>
<li>Penimbal kotak berasaskan pengangkut ulang-alik dengan 42,000 kedudukan dulang</li>
<li>10 robot penyusun palet kotak bercampur, 500–600 kotak sejam bagi setiap robot</li>
<li>Perisian pengiraan corak susunan: semakan kestabilan, peraturan ketahanan tekanan dan pengumpulan mengikut lorong kedai</li>
<li>StarOS WMS: pengisian semula stok kedai dan perancangan gelombang</li>
</ul>
<h2>Hasil projek</h2>
<table>
<thead><tr><th>Petunjuk</th><th>Sebelum</th><th>Selepas</th></tr></thead>
<tbody>
<tr><td>Kotak dikendalikan sehari</td><td>65,000</td><td>110,000</td></tr>
<tr><td>Kadar tuntutan kerosakan barang di kedai</td><td>0.35%</td><td>0.06%</td></tr>
<tr><td>Masa menyusun barang di rak bagi setiap palet di kedai</td><td>42 minit</td><td>25 minit</td></tr>
<tr><td>Pekerja penyusunan palet</td><td>120 orang</td><td>26 orang</td></tr>
</tbody>
</table>
<p>Kakitangan kedai kini menggunakan masa yang dijimatkan untuk mengemas rak dan melayan pelanggan. Tanpa menambah pekerja syif malam, pusat pengedaran ini telah menampung 40 kedai baharu yang dibuka oleh Huilin dalam tempoh dua tahun kebelakangan ini.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Goods-to-person AGVs and returns sorting for an online fashion brand',
    },
    language: 'ms',
    customer: 'Fesyen Qianyi',
    title:
      'Pemungutan barang-ke-orang dengan AGV dan pengisihan barang pulangan untuk jenama fesyen wanita dalam talian',
    summary:
      '260 AGV angkat bawah dan 96 robot pengisih berkongsi satu sistem; pemungutan dan penyimpanan semula barang pulangan dilakukan di stesen kerja yang sama, dan 96 peratus barang pulangan kembali dijual dalam tempoh 24 jam.',
    body: `<h2>Cabaran projek</h2>
<p>Fesyen Qianyi menjual pakaian wanita secara dalam talian. Dengan gabungan saiz dan warna, rangkaian produknya mencecah kira-kira 60,000 SKU, koleksi baharu dilancarkan setiap dua minggu, dan kadar pulangan menghampiri 30 peratus. Barang pulangan telah menjadi masalah besar bagi gudang: setiap item pulangan perlu diperiksa, dibungkus semula dan disimpan semula di rak dalam tempoh 24 jam, jika tidak ia akan terlepas tempoh jualan koleksinya. Gudang lama bergantung pada pekerja yang menolak troli di antara rak untuk memungut barang, dan kecekapannya sukar ditingkatkan.</p>
<h2>Penyelesaian</h2>
<p>Kami menggunakan AGV angkat bawah untuk membawa rak ke stesen kerja, dan setiap stesen boleh digunakan untuk pemungutan dan juga penyimpanan semula barang pulangan: selepas barang pulangan lulus pemeriksaan, sistem memperuntukkannya kepada rak yang sedang dalam perjalanan ke stesen tersebut, lalu barang itu terus kembali ke stok boleh jual. Pesanan berbilang item dan bungkusan pulangan diisih mengikut pesanan atau destinasi oleh platform robot pengisih kecil. WMS mengurus SKU mengikut gaya, warna dan saiz, serta mengendalikan barang pulangan mengikut gred.</p>
<ul>
<li>260 AGV angkat bawah, beban terkadar 600 kg, navigasi kod QR, ketepatan kedudukan ±10 mm</li>
<li>7,800 rak bergerak yang menyimpan 60,000 SKU</li>
<li>24 stesen kerja dwiguna untuk pemungutan dan penyimpanan semula barang pulangan</li>
<li>Platform robot pengisih dengan 96 robot dan 480 pelongsor destinasi</li>
<li>Fleet Scheduler dan StarOS WMS, menyokong pengurusan gaya-warna-saiz dan penggredan barang pulangan</li>
</ul>
<h2>Hasil projek</h2>
<table>
<thead><tr><th>Petunjuk</th><th>Sebelum</th><th>Selepas</th></tr></thead>
<tbody>
<tr><td>Item dipungut setiap orang sejam</td><td>110</td><td>420</td></tr>
<tr><td>Barang pulangan disimpan semula untuk dijual dalam tempoh 24 jam</td><td>55%</td><td>96%</td></tr>
<tr><td>Pesanan dihantar pada hari promosi besar</td><td>90,000</td><td>260,000</td></tr>
<tr><td>Ketepatan pemungutan</td><td>99.7%</td><td>99.99%</td></tr>
</tbody>
</table>
<p>Oleh sebab barang pulangan kembali ke stok boleh jual dengan lebih cepat, Qianyi dapat mengurangkan jumlah stok awal bagi setiap koleksi, dan diskaun jualan penghabisan stok hujung musim juga semakin kecil. Sejak sistem dilancarkan, gudang ini tidak lagi perlu menyewa ruang sementara tambahan untuk kempen jualan besar.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Sequenced line feeding with 140 AGVs for a vehicle final assembly plant',
    },
    language: 'ms',
    customer: 'Kilang Pemasangan Akhir Automotif Hongtu',
    title:
      '140 AGV untuk bekalan bahan JIT/JIS mengikut turutan ke barisan pemasangan akhir kenderaan',
    summary:
      '140 AGV menghantar komponen mengikut turutan ke barisan pemasangan akhir berdasarkan siaran turutan kenderaan daripada MES; stok tepi barisan berkurangan daripada 6 jam kepada 2 jam, sekali gus membebaskan ruang stesen kerja untuk model ketiga.',
    body: `<h2>Cabaran projek</h2>
<p>Kilang Pemasangan Akhir Automotif Hongtu menghasilkan SUV dan MPV, dengan model elektrik sepenuhnya dan hibrid berkongsi satu barisan pada kadar 60 JPH. Oleh sebab terdapat banyak konfigurasi model, bilangan nombor komponen di tepi barisan mencecah 1,200. Traktor tunda dan forklift memenuhi lorong logistik, stok tepi barisan mengambil ruang yang diperlukan untuk stesen kerja baharu, dan komponen yang tersalah padan pula menyebabkan kerja semula. Kilang merancang untuk memperkenalkan model ketiga tanpa membesarkan bangunan.</p>
<h2>Penyelesaian</h2>
<p>Di pasar raya komponen (supermarket) di zon logistik, komponen dipungut dan disusun mengikut turutan berdasarkan siaran turutan kenderaan daripada MES. AGV angkat bawah membawa rak turutan ke stesen dok di tepi barisan, dengan setiap rak tiba kira-kira 15 minit sebelum digunakan, manakala rak kosong dikembalikan secara automatik. Komponen besar di atas palet dihantar terus ke barisan oleh AGV forklift. Sistem penjadualan mengurus semua kenderaan secara berpusat, mengawal lalu lintas di 36 persimpangan dan dihubungkan dengan sistem andon barisan pemasangan: apabila sesuatu bahagian barisan terhenti, tugas penghantaran yang berkaitan dihentikan sementara secara automatik.</p>
<ul>
<li>120 AGV angkat bawah, beban terkadar 1,000 kg, navigasi kod QR dan laser, ketepatan kedudukan ±10 mm</li>
<li>20 AGV forklift, beban terkadar 1,500 kg, untuk komponen di atas palet</li>
<li>Zon pemungutan mengikut turutan dengan sistem berpandukan lampu dan siaran turutan kenderaan daripada MES</li>
<li>Stesen dok automatik di tepi barisan dan pengembalian rak kosong secara automatik</li>
<li>Fleet Scheduler mengurus 140 kenderaan secara berpusat, dengan kawalan lalu lintas di 36 persimpangan</li>
<li>StarWCS Control, disambungkan kepada MES dan sistem andon kilang</li>
</ul>
<h2>Hasil projek</h2>
<table>
<thead><tr><th>Petunjuk</th><th>Sebelum</th><th>Selepas</th></tr></thead>
<tbody>
<tr><td>Stok tepi barisan</td><td>6 jam</td><td>2 jam</td></tr>
<tr><td>Kenderaan berpemandu di lorong logistik</td><td>85 buah</td><td>12 buah</td></tr>
<tr><td>Penghantaran komponen tersalah padan (kali sebulan)</td><td>34</td><td>1</td></tr>
<tr><td>Barisan terhenti akibat bahan (kali sebulan)</td><td>9</td><td>0.5</td></tr>
</tbody>
</table>
<p>Ruang yang dibebaskan di tepi barisan kini menempatkan semua stesen kerja baharu yang diperlukan untuk model ketiga, dan model baharu itu memulakan pengeluaran mengikut jadual tanpa bangunan kilang perlu dibesarkan. Dengan bilangan kenderaan di lorong berkurangan, insiden keselamatan lalu lintas di dalam kilang turut menurun dengan ketara.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'A parts consolidation centre supplying two assembly plants in sequence',
    },
    language: 'ms',
    customer: 'Logistik Komponen Automotif Zhongheng',
    title:
      'Pusat penyatuan komponen yang membekalkan dua kilang pemasangan kenderaan mengikut turutan',
    summary:
      'Gudang automatik miniload dan gudang automatik palet bersama-sama membekalkan 24 stesen turutan; masa dari siaran turutan kenderaan hingga lori bertolak dipendekkan daripada 95 minit kepada 38 minit, dan kesilapan turutan berkurangan 97 peratus.',
    body: `<h2>Cabaran projek</h2>
<p>Logistik Komponen Automotif Zhongheng ialah penyedia logistik pihak ketiga bagi industri automotif. Syarikat ini membekalkan dua kilang pemasangan kenderaan yang terletak 8 kilometer dan 14 kilometer jauhnya, dan gudangnya menyimpan komponen daripada kira-kira 400 pembekal. Dari saat kilang menghantar siaran turutan kenderaan hingga komponen sampai ke barisan, hanya 120 minit diberikan, termasuk masa perjalanan di jalan raya. Gudang lama bergantung pada timbunan di atas lantai dan rak biasa; mengumpul semua komponen bagi satu kelompok turutan mengambil masa terlalu lama, dan syif malam pula sentiasa kekurangan tenaga kerja.</p>
<h2>Penyelesaian</h2>
<p>Komponen kecil dalam tong disimpan di gudang automatik miniload dan komponen berpalet di gudang automatik palet, dan kedua-duanya membekalkan stesen turutan secara serentak. Dengan panduan lampu, pekerja memasukkan komponen ke dalam troli turutan mengikut turutan kenderaan, sementara sistem mengesahkan setiap tong. Troli dimuatkan ke atas lori dalam turutan terbalik, jadi setibanya di kilang pemasangan, troli boleh terus dipunggah mengikut turutan dan dihantar ke barisan. WMS mengurus stok konsainan pembekal dan arahan tarikan kilang pemasangan, serta bertukar data secara masa nyata dengan kedua-dua kilang melalui EDI.</p>
<ul>
<li>Gudang automatik miniload: 10 kren penyusun, 48,000 kedudukan tong, beban terkadar 50 kg bagi setiap tong, kelajuan bergerak 6 m/s</li>
<li>Gudang automatik palet: 6 kren penyusun, 7,200 kedudukan, beban terkadar 1,000 kg, ketinggian angkat 20 m</li>
<li>24 stesen turutan dengan sistem berpandukan lampu dan pengesahan tong</li>
<li>Penimbal pemuatan lori, dengan semakan turutan automatik sebelum lori bertolak</li>
<li>StarOS WMS: stok konsainan pembekal, pengurusan tarikan dan sambungan EDI dengan kedua-dua kilang pemasangan</li>
</ul>
<h2>Hasil projek</h2>
<table>
<thead><tr><th>Petunjuk</th><th>Sebelum</th><th>Selepas</th></tr></thead>
<tbody>
<tr><td>Masa dari siaran turutan kenderaan hingga lori bertolak</td><td>95 minit</td><td>38 minit</td></tr>
<tr><td>Kesilapan turutan (bagi setiap sejuta komponen)</td><td>180</td><td>6</td></tr>
<tr><td>Kapasiti penyimpanan</td><td>26,000 tong + 3,000 palet</td><td>48,000 tong + 7,200 palet</td></tr>
<tr><td>Pekerja syif malam</td><td>65 orang</td><td>28 orang</td></tr>
</tbody>
</table>
<p>Lebihan masa ini membolehkan Zhongheng menghadapi situasi tidak dijangka seperti kesesakan jalan raya, dan sejak projek beroperasi, tiada barisan pemasangan terhenti akibat bekalan lewat. Berbekalkan keupayaan ini, Zhongheng telah memperoleh kontrak untuk membekalkan kilang pemasangan ketiga.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Heavy forklift AGVs and a digital twin for a stamped-panel buffer',
    },
    language: 'ms',
    customer: 'Kilang Tekan dan Kimpalan Automotif Qiyuan',
    title: 'AGV forklift beban berat dan kembar digital untuk mengurus zon penimbal panel tekan',
    summary:
      '22 AGV forklift berkapasiti 3 tan mengambil alih 1,500 kedudukan rak panel tekan, dan kembar digital memaparkan secara masa nyata berapa jam lagi setiap komponen dapat menampung bengkel kimpalan; pemandu forklift setiap syif berkurangan daripada 16 kepada 3 orang.',
    body: `<h2>Cabaran projek</h2>
<p>Bengkel tekan Kilang Tekan dan Kimpalan Automotif Qiyuan mempunyai dua barisan tekan bersiri yang menghasilkan panel luar badan kenderaan secara berkelompok, manakala bengkel kimpalan menggunakan panel-panel ini secara berterusan. Zon penimbal di antara kedua-duanya menyimpan kira-kira 1,400 rak, masing-masing seberat sehingga 2.8 t, dan dikendalikan oleh 16 pemandu forklift. Rak sering diletakkan di mana-mana sahaja ruang yang kosong, jadi pemandu menghabiskan banyak masa mencari bahan; semasa menjadualkan pengeluaran bengkel tekan, perancang juga tidak tahu berapa banyak baki sebenar bagi setiap komponen. Kerosakan komponen akibat perlanggaran rak menyebabkan kerugian melebihi RMB1 juta setahun kepada kilang.</p>
<h2>Penyelesaian</h2>
<p>Kami memperkenalkan AGV forklift beban berat berkapasiti 3 tan dengan navigasi SLAM laser. Rak kini disusun sehingga tiga tingkat, dan setiap kedudukan mempunyai nombor tetap serta status masa nyata. Stesen serahan automatik dipasang di hujung barisan tekan dan di pintu masuk bengkel kimpalan. Digital Twin Studio memaparkan stok setiap komponen sebagai “bilangan jam bekalan untuk bengkel kimpalan” dan boleh mensimulasikan pelan pengeluaran bengkel tekan, sekali gus membantu perancang menyusun kelompok yang lebih panjang dan lebih munasabah.</p>
<ul>
<li>22 AGV forklift beban berat, beban terkadar 3,000 kg, ketinggian angkat 4.5 m, navigasi SLAM laser, ketepatan kedudukan ±10 mm</li>
<li>1,500 kedudukan rak bertindan di atas lantai, sehingga tiga tingkat, setiap kedudukan dijejaki secara individu</li>
<li>Stesen serahan automatik di hujung barisan tekan dan di pintu masuk bengkel kimpalan</li>
<li>Fleet Scheduler, dengan perancangan laluan dinamik untuk 22 kenderaan beban berat</li>
<li>Digital Twin Studio: paparan jam bekalan mengikut komponen dan simulasi jadual pengeluaran</li>
<li>StarWCS Control, disambungkan kepada MES bengkel tekan dan bengkel kimpalan</li>
</ul>
<h2>Hasil projek</h2>
<table>
<thead><tr><th>Petunjuk</th><th>Sebelum</th><th>Selepas</th></tr></thead>
<tbody>
<tr><td>Pemandu forklift setiap syif</td><td>16 orang</td><td>3 orang</td></tr>
<tr><td>Masa mencari bahan bagi setiap pengangkutan</td><td>Kira-kira 6 minit</td><td>0</td></tr>
<tr><td>Kerugian akibat kerosakan komponen (setahun)</td><td>RMB1.2 juta</td><td>RMB150,000</td></tr>
<tr><td>Pertukaran acuan tekan (kali seminggu)</td><td>42</td><td>34</td></tr>
</tbody>
</table>
<p>Pertukaran acuan yang lebih sedikit bermakna barisan tekan memperoleh beberapa jam masa pengeluaran berkesan tambahan setiap minggu. Perancang kini menguji setiap jadual dalam kembar digital sebelum melaksanakannya, dan bengkel kimpalan tidak pernah lagi terhenti akibat kekurangan panel.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'A chilled high-bay warehouse for yoghurt and fresh milk' },
    language: 'ms',
    customer: 'Tenusu Tianmu',
    title: 'Gudang automatik 2–6 °C untuk yogurt dingin dan susu segar',
    summary:
      'Gudang automatik 2–6 °C dengan 7 kren penyusun dan 8,400 kedudukan, yang disambungkan terus ke barisan pengisian, mengeluarkan palet mengikut laluan dan hentian; purata kelewatan lori penghantaran dipendekkan daripada 48 minit kepada 5 minit.',
    body: `<h2>Cabaran projek</h2>
<p>Kilang utama Tenusu Tianmu menghasilkan yogurt dingin dan susu segar terpasteur dengan jangka hayat simpanan hanya 7 hingga 21 hari. Produk mesti sentiasa berada pada suhu 2–6 °C; kebanyakan pesanan kedai hanya diterima pada waktu malam, tetapi perlu dihantar sebelum pukul 6 pagi keesokan harinya. Gudang dingin lama bergantung pada forklift dan penyediaan muatan lori secara manual, dan lori penghantaran kerap bertolak lewat; pada malam musim panas, pintu yang kerap dibuka menyebabkan suhu platform pemuatan pernah melebihi 8 °C.</p>
<h2>Penyelesaian</h2>
<p>Kami membina gudang automatik 2–6 °C bersebelahan bengkel pengisian, dan palet yang siap disusun terus dibawa oleh penghantar ke dalam gudang. WMS melaksanakan prinsip luput dahulu, keluar dahulu berdasarkan tarikh pengeluaran, dan mengeluarkan palet mengikut laluan penghantaran dalam turutan hentian terbalik: barang untuk hentian terakhir dimuatkan dahulu. Kesemua 16 pintu pemuatan dilengkapi pelindung dok berpengedap, dan pintu hanya dibuka selepas lori merapat ke platform.</p>
<ul>
<li>7 kren penyusun tiang tunggal, beban terkadar 1,000 kg, ketinggian angkat 24 m, kelajuan bergerak 200 m/min, ketepatan kedudukan ±3 mm</li>
<li>8,400 kedudukan palet pada 2–6 °C</li>
<li>Sistem penghantar yang disambungkan terus ke 14 barisan pengisian dan penyusunan palet</li>
<li>Penimbal keluar mengikut turutan laluan, 16 pintu pemuatan dengan pelindung dok berpengedap</li>
<li>StarOS WMS: luput dahulu, keluar dahulu, dengan pengeluaran mengikut turutan laluan dan hentian</li>
</ul>
<h2>Hasil projek</h2>
<table>
<thead><tr><th>Petunjuk</th><th>Sebelum</th><th>Selepas</th></tr></thead>
<tbody>
<tr><td>Purata kelewatan lori penghantaran</td><td>48 minit</td><td>5 minit</td></tr>
<tr><td>Suhu platform pemuatan pada malam musim panas</td><td>Sehingga 9 °C</td><td>4–6 °C</td></tr>
<tr><td>Kapasiti keluar gudang</td><td>150 palet sejam</td><td>420 palet sejam</td></tr>
<tr><td>Kadar pelupusan produk luput</td><td>0.8%</td><td>0.2%</td></tr>
</tbody>
</table>
<p>Dengan penghantaran yang tepat pada masanya, susu segar yang disusun di rak kedai pada waktu pagi mempunyai tempoh jualan yang lebih panjang, dan pelupusan produk luput turut berkurangan. Tianmu merancang untuk melaksanakan penyelesaian yang sama di kilang baharunya di timur China.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Robotic palletizing and AGV transfer for a bottled water plant',
    },
    language: 'ms',
    customer: 'Minuman Qingyuanquan',
    title: 'Penyusunan palet robotik dan pemindahan automatik dengan AGV di kilang air botol',
    summary:
      '4 sel penyusunan palet robotik menggantikan mesin penyusun palet gantri lama, dan 16 AGV forklift jenis luar bangunan mengambil alih pemindahan sejauh 250 meter; masa pertukaran format dipendekkan daripada 40 minit kepada 6 minit.',
    body: `<h2>Cabaran projek</h2>
<p>Minuman Qingyuanquan membotolkan air mineral semula jadi di kawasan sumber air di pergunungan, dengan enam barisan pengisian berkelajuan antara 36,000 hingga 48,000 botol sejam. Keluaran setiap barisan disusun ke atas palet oleh mesin penyusun palet gantri lama, kemudian diangkut oleh forklift merentasi kawasan terbuka ke gudang produk siap yang terletak 250 meter jauhnya. Oleh sebab lokasinya terpencil, pemandu forklift sukar diambil bekerja; mesin penyusun palet lama juga tidak dapat mengendalikan pek 12 botol berbalut filem kecut yang baru dilancarkan.</p>
<h2>Penyelesaian</h2>
<p>Setiap dua barisan pengisian kini berkongsi satu sel penyusunan palet robotik. Robot dilengkapi pencengkam gabungan pengapit dan vakum, dan corak susunan boleh ditukar hanya dengan memilihnya pada skrin sentuh. Selepas dibalut regang dan dilabel, palet diangkut oleh AGV forklift jenis luar bangunan ke gudang produk siap melalui laluan berbumbung yang baru dibina. AGV menggunakan navigasi SLAM laser 3D yang kekal stabil dalam hujan, kabus dan perubahan cahaya, dengan tahap perlindungan IP54; pintu automatik dan stesen pengecasan di sepanjang laluan disambungkan kepada sistem penjadualan.</p>
<ul>
<li>4 sel penyusunan palet robotik, robot empat paksi dengan pencengkam gabungan pengapit/vakum, sehingga 1,600 pek sejam bagi setiap sel</li>
<li>Mesin pembalut regang dan mesin pelabel palet</li>
<li>16 AGV forklift, beban terkadar 2,000 kg, ketinggian angkat 5 m, navigasi SLAM laser 3D, tahap perlindungan IP54</li>
<li>Pintu automatik dan stesen pengecasan di sepanjang laluan</li>
<li>StarWCS Control, disambungkan kepada sistem kawalan barisan pengeluaran dan ERP kilang</li>
</ul>
<h2>Hasil projek</h2>
<table>
<thead><tr><th>Petunjuk</th><th>Sebelum</th><th>Selepas</th></tr></thead>
<tbody>
<tr><td>Masa pertukaran format penyusunan palet</td><td>40 minit</td><td>6 minit</td></tr>
<tr><td>Pemandu forklift setiap syif</td><td>12 orang</td><td>2 orang</td></tr>
<tr><td>Palet dipindahkan sejam</td><td>140</td><td>190</td></tr>
<tr><td>Kadar kerosakan pek semasa penyusunan palet</td><td>0.4%</td><td>0.05%</td></tr>
</tbody>
</table>
<p>Pada musim puncak musim panas, kesemua enam barisan pengisian beroperasi secara berterusan pada kapasiti penuh buat pertama kalinya, tanpa perlu diperlahankan kerana penyusunan palet atau pemindahan. Apabila saiz pek baharu dilancarkan, hanya satu corak susunan baharu perlu ditambah dalam sistem.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'A four-way shuttle retrofit in an existing 12-metre warehouse',
    },
    language: 'ms',
    customer: 'Perasa Hexiang',
    title:
      'Gudang lama 12 meter dinaik taraf kepada penyimpanan berketumpatan tinggi dengan pengangkut ulang-alik empat hala',
    summary:
      'Gudang produk siap yang lama dinaik taraf dalam dua fasa tanpa menghentikan penghantaran; kedudukan palet bertambah daripada 5,200 kepada 8,900, dan kadar kerosakan produk dalam botol kaca semasa pengendalian berkurangan lebih 80 peratus.',
    body: `<h2>Cabaran projek</h2>
<p>Perasa Hexiang menghasilkan kicap dan cuka melalui proses penapaian, kebanyakannya dalam botol kaca, dengan setiap palet seberat kira-kira 900 kg. Gudang produk siapnya mempunyai ketinggian bersih 12 m dan rak rasuk empat tingkat dengan 5,200 kedudukan palet. Seiring peningkatan jualan, kapasiti gudang perlu ditambah kira-kira 70 peratus, tetapi tiada lagi tanah di kawasan kilang untuk membina gudang baharu; setiap kali forklift melanggar produk dalam botol kaca, kerugiannya juga besar. Sepanjang kerja naik taraf, penghantaran harian tidak boleh terganggu.</p>
<h2>Penyelesaian</h2>
<p>Kami membahagikan gudang kepada dua bahagian dan menaik tarafnya secara berperingkat: separuh daripada rak lama dirobohkan terlebih dahulu, rak berketumpatan tinggi untuk pengangkut ulang-alik empat hala dipasang dan mula digunakan, kemudian stok dipindahkan ke zon baharu sebelum separuh lagi dinaik taraf. Rak baharu memanfaatkan ketinggian bersih 12 m untuk tujuh aras simpanan, dan bilangan lorong berkurangan dengan banyak. Palet dari lima barisan pengisian melalui pemeriksaan profil dan berat sebelum terus dibawa oleh penghantar ke dalam gudang, manakala enam lorong keluar menyusun muatan mengikut turutan lori, jadi forklift hanya digunakan semasa pemuatan.</p>
<ul>
<li>12 pengangkut ulang-alik empat hala, beban terkadar 1,000 kg, kelajuan bergerak 1.5 m/s, ketepatan kedudukan ±2 mm</li>
<li>3 lif, 7 aras simpanan, 8,900 kedudukan palet</li>
<li>Penghantar masuk yang disambungkan ke 5 barisan pengisian, dengan pemeriksaan profil dan penimbangan</li>
<li>6 lorong pemuatan keluar</li>
<li>StarOS WMS dan StarWCS, disepadukan dengan ERP kilang</li>
</ul>
<h2>Hasil projek</h2>
<table>
<thead><tr><th>Petunjuk</th><th>Sebelum</th><th>Selepas</th></tr></thead>
<tbody>
<tr><td>Kedudukan palet</td><td>5,200</td><td>8,900</td></tr>
<tr><td>Kadar kerosakan semasa pengendalian</td><td>0.5%</td><td>0.08%</td></tr>
<tr><td>Forklift di dalam gudang</td><td>14 unit</td><td>3 unit (untuk pemuatan sahaja)</td></tr>
<tr><td>Kapasiti masuk dan keluar</td><td>110 palet sejam</td><td>160 palet sejam</td></tr>
</tbody>
</table>
<p>Kedua-dua fasa naik taraf mengambil masa tujuh bulan, dan penghantaran tidak pernah terganggu sepanjang tempoh itu. Pelaburan yang dijimatkan daripada membina gudang baharu jauh melebihi kos naik taraf, dan Hexiang kini sedang menilai cadangan untuk menaik taraf stor bahan mentah dan bahan pembungkusannya dengan cara yang sama.</p>`,
  },
]
