import type { ExtraVersion } from '../../more-languages'

/** Case studies in hu: each names its seed story by its kind and exact English title. */
export const cases: ExtraVersion[] = [
  {
    of: {
      kind: 'case',
      enTitle: 'Two high-speed carton sorting lines for a regional tobacco distribution centre',
    },
    language: 'hu',
    customer: 'Hengyuan Dohánylogisztikai Központ',
    title: 'Két nagy sebességű kartonválogató sor: egyetlen központ 21 000 kiskereskedőt lát el',
    summary:
      'A Hengyuan Dohánylogisztikai Központ a kézi komissiózást két automatizált kartonválogató sorral váltotta fel, amelyeket egy 4800 tárhelyes magasraktár lát el utánpótlással. A napi rendeléseket így egyetlen műszak alatt teljesíti.',
    body: `<h2>A kihívás</h2>
<p>A Hengyuan Dohánylogisztikai Központ négy járás mintegy 21\u00a0000 kiskereskedelmi partnerét látja el cigarettával. A kiskereskedők hetente egyszer rendelnek, átlagosan mindössze 18 karton körüli mennyiséget, a választék viszont több mint 400 cikket ölel fel. A projekt előtt minden rendelést kézzel, átfolyós állványokról szedtek össze: a munka két műszakot igényelt, időnként hibák is becsúsztak, és a kiskereskedők rendszeresen panaszt tettek. A központnak ráadásul csarnokbővítés nélkül kellett felkészülnie a cikkek számának mintegy 30%-os növekedésére.</p>
<h2>Megoldásunk</h2>
<p>Háromlépcsős folyamatot terveztünk: tárolás a magasraktárban, automatikus raklap- és dobozbontás, majd válogatás és összefésülés. A teljes gyűjtődobozokat (dobozonként 50 karton) a magasraktár tárolja; robot bontja le őket a raklapról, gép nyitja fel a dobozokat, a kartonok pedig ferde csatornás válogatógépekbe kerülnek. A gyorsan forgó cikkeket az automatikus válogatócsatornák adják ki, a ritkán rendelt cikkeket pedig kiegészítésként egy fényjelzéses komissiózó zónában szedik ki. A két áram a rendelési szállítópályán kiskereskedőnként egyesül, majd a küldeményeket fóliázzák, címkézik és dobozolják.</p>
<ul>
<li>4 egyoszlopos felrakógép, 800 kg névleges teherbírás, 4800 tárhely</li>
<li>Raklapbontó robot és automatikus dobozbontó állomás, óránként 600 doboz teljesítménnyel</li>
<li>2 ferde csatornás válogatósor, soronként 96 csatornával és óránként 22\u00a0000 karton névleges teljesítménnyel</li>
<li>Fényjelzéses komissiózó zóna 240 komissiózóhellyel a ritkán rendelt cikkekhez</li>
<li>Fóliázó- és címkézőgépek, amelyek kiskereskedőnként nyomtatják a szállítási vonalkódot</li>
<li>StarWCS Control berendezésvezérlő rendszer, az ügyfél rendeléskezelő rendszeréhez kapcsolva</li>
</ul>
<h2>Eredmények</h2>
<table>
<thead><tr><th>Mutató</th><th>Korábban</th><th>Jelenleg</th></tr></thead>
<tbody>
<tr><td>Válogatási teljesítmény (karton/óra)</td><td>7500</td><td>40\u00a0000 (a két sor együtt)</td></tr>
<tr><td>Rendelési pontosság</td><td>99,95%</td><td>99,998%</td></tr>
<tr><td>Létszám műszakonként</td><td>46 fő</td><td>14 fő</td></tr>
<tr><td>A napi rendelések teljesítési ideje</td><td>14,5 óra</td><td>6 óra</td></tr>
</tbody>
</table>
<p>A napi rendelések ma már egyetlen műszak alatt elkészülnek, a délután pedig az utántöltésre és a berendezések karbantartására marad. A válogatócsatornák mintegy 35%-a tartalék, így az új cikkek felvételéhez nem kell átépíteni a válogatósorokat: elég a rendszerben újraosztani a csatornákat.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'A 42-metre high-bay warehouse for ageing tobacco leaf' },
    language: 'hu',
    customer: 'Qinglan Cigarettagyár',
    title: '42 méteres magasraktár: a dohány érlelése végig ellenőrzött körülmények között',
    summary:
      'A Qinglan Cigarettagyár kilenc földszintes raktárát egyetlen, szabályozott hőmérsékletű és páratartalmú, 42 méter magas raktárba vonta össze, ahol 14 felrakógép kezel 26 880 tárhelyet. A dohány a legfeljebb 30 hónapos érlelés alatt végig tételre és minőségi osztályra visszakövethető.',
    body: `<h2>A kihívás</h2>
<p>Az újraszárított levéldohánynak 18–30 hónapig kell érlelődnie, mielőtt keverékekbe kerülhet. A Qinglan Cigarettagyár korábban két telephely kilenc földszintes raktárában tárolta a dohányt, a ládákat négy szint magasan egymásra rakva. A rendszeres átrakásos ellenőrzés sok munkaerőt kötött le, az egyes raktárak hőmérséklete több fokkal is eltért egymástól, és ha a keverékekért felelős részlegnek sürgősen szüksége volt egy adott minőségi osztályra, gyakran egy-két napig tartott, mire a rakatok közül „kiásták”.</p>
<h2>Megoldásunk</h2>
<p>A gyár területén új, 42 méter magas, állványszerkezetű (siló) magasraktárat építettünk, és ide vontuk össze a teljes dohánykészletet. Minden raklapon két láda dohány van, bruttó mintegy 420 kg. A raktárban a hőmérséklet 20–28 °C, a relatív páratartalom 55–65% között van; 96 hőmérséklet- és páratartalom-érzékelő méri folyamatosan az értékeket, és vezérli a klímarendszert. A StarOS WMS minőségi osztály és betárolási idő szerint követi az érlelési időt, és a lejáratkor automatikusan jelez; a rendszer 90 naponként magától kiszállítja a mintaládákat a vizsgálóállomásra, így kézi átrakásra már nincs szükség.</p>
<ul>
<li>14 kétoszlopos felrakógép, 40,5 m emelési magasság, 1000 kg névleges teherbírás, 240 m/min haladási sebesség, ±3 mm pozicionálási pontosság</li>
<li>Állványszerkezetű (siló) raktárépület 26\u00a0880 tárhellyel</li>
<li>Be- és kitárolási szállítópálya-hurok mérlegeléssel, kontúrellenőrzéssel és automatikus mintavevő állomással</li>
<li>96 hőmérséklet- és páratartalom-érzékelő, az épületgépészettel összekapcsolva</li>
<li>StarOS WMS Cloud raktárirányítás: az érlelési idő követése, kitárolás minőségi osztály és tétel szerint</li>
<li>Digital Twin Studio digitálisiker-platform: a készlet érlelési állapota és a berendezések működése 3D-ben</li>
</ul>
<h2>Eredmények</h2>
<table>
<thead><tr><th>Mutató</th><th>Korábban</th><th>Jelenleg</th></tr></thead>
<tbody>
<tr><td>Tárolási alapterület</td><td>38\u00a0000 m²</td><td>9600 m²</td></tr>
<tr><td>Egy kért minőségi osztály kitárolási ideje</td><td>1–2 nap</td><td>18 perc</td></tr>
<tr><td>Hőmérséklet-ingadozás a raktárban</td><td>±5 °C</td><td>±1,5 °C</td></tr>
<tr><td>Raktári létszám</td><td>62 fő</td><td>17 fő</td></tr>
</tbody>
</table>
<p>A felszabadult földszintes raktárakat segédanyagraktárrá alakították. A keverékfejlesztők ma már az egyes tételek tényleges érlelési ideje alapján ütemezik a felhasználást, nem becslésekre hagyatkoznak, és a keverékek minősége érezhetően egyenletesebb lett.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Thirty AGVs feeding auxiliary materials to 36 maker-packer units',
    },
    language: 'hu',
    customer: 'Ruifeng Cigarettagyár',
    title: '30 AGV szállítja automatikusan a segédanyagokat 36 gyártó-csomagoló gépsorhoz',
    summary:
      '30 AGV szállítja a cigarettapapírt, a filterrudakat és a csomagolóanyagokat 36 gyártó-csomagoló gépsorhoz. A teljes telepítés és üzembe helyezés a kínai újév (tavaszünnep) 16 napos üzemszünetében készült el, a termelés zavarása nélkül.',
    body: `<h2>A kihívás</h2>
<p>A Ruifeng Cigarettagyárban a segédanyagokat – cigarettapapírt, filterburkoló papírt, filterrudakat, nyomott csomagolókartont, fóliát – korábban 22 kézi vezetésű targonca szállította egy hagyományos állványos raktárból a gyártócsarnok 36 gyártó-csomagoló gépsorához. A vezetők papíralapú szedőlisták alapján, szűk folyosókon gyűjtötték össze az anyagot, és egyetlen későn érkező filterburkolópapír-tekercs is leállíthatta a gépsort. A gyár automatizálni akart, a termelést azonban emiatt nem állíthatta le: a teljes telepítést a kínai újév (tavaszünnep) 16 napos karbantartási leállásába kellett besűríteni.</p>
<h2>Megoldásunk</h2>
<p>Megtartottuk a meglévő állványokat és az épületet, és erre építettük rá lépésről lépésre az automatizálást. A villás AGV-k teljes raklapnyi segédanyagot szállítanak a raktár és a gépek között, az alányúló emelős AGV-k pedig a filterrúdkocsikat és a kisebb tételeket mozgatják. A gépek anyagfelhasználását a MES valós időben továbbítja, a rendszer ebből automatikusan hozza létre az utánpótlási feladatokat, a járművek pedig a visszaúton begyűjtik az üres raklapokat és papírhüvelyeket. A zökkenőmentes átállás érdekében a térképezést, az útvonal-szimulációt és az ütemező összehangolt tesztelését már az ünnep előtti hetek éjszakai műszakjaiban elvégeztük.</p>
<ul>
<li>18 villás AGV, 1500 kg névleges teherbírás, 3 m emelési magasság, lézeres SLAM-navigáció, ±10 mm pozicionálási pontosság</li>
<li>12 alányúló emelős AGV, 600 kg névleges teherbírás, filterrúdkocsik és kisebb anyagok szállítására</li>
<li>4 automatikus tűzgátló ajtó és 2 felvonó az AGV-vezérlésbe bekötve</li>
<li>Fleet Scheduler flottaütemező, amely vegyes, emberekkel közös forgalomban irányítja egységesen a 30 járművet</li>
<li>StarWCS Control berendezésvezérlő rendszer a gyári MES-hez kapcsolva, gépenkénti automatikus anyaghívással</li>
<li>Vonalkódos ellenőrzés a gépeknél, amely kizárja a téves anyag betöltését</li>
</ul>
<h2>Eredmények</h2>
<table>
<thead><tr><th>Mutató</th><th>Korábban</th><th>Jelenleg</th></tr></thead>
<tbody>
<tr><td>Segédanyag miatti gépleállások (havonta)</td><td>27</td><td>2</td></tr>
<tr><td>Targoncavezetők műszakonként</td><td>22 fő</td><td>4 fő (csak a rendkívüli esetekre)</td></tr>
<tr><td>Kiszállítási idő az anyaghívástól</td><td>25 perc</td><td>9 perc</td></tr>
<tr><td>Téves anyagbetöltés (évente)</td><td>11</td><td>0</td></tr>
</tbody>
</table>
<p>A telepítés és a rendszerátállás teljes egészében elkészült a 16 napos üzemszünet alatt, a gépsorok a terv szerint indultak újra. A második ütemben ugyanez a flotta és ütemezőrendszer a csomagolóüzemre is kiterjed.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'Automated electrode roll handling for a 20 GWh cell plant' },
    language: 'hu',
    customer: 'Hanrui Akkumulátorgyártó',
    title: 'Az elektródatekercsek teljes körű automatikus szállítása egy 20 GWh-s cellagyárban',
    summary:
      '26 tekercsszállító AGV és egy felrakógépes tekercspuffer mozgatja együttműködve az 1,1 tonnás elektródatekercseket a bevonás, a kalanderezés és a hasítás között, ±1 mm-es dokkolási pontossággal és teljes RFID-alapú nyomonkövetéssel.',
    body: `<h2>A kihívás</h2>
<p>Egy lítiumion-cellagyárban az elektródatekercsek újra meg újra vándorolnak a bevonás, a kalanderezés, a hasítás és a tekercselés műveletei között. A Hanrui új, 20 GWh-s gyárában az anyatekercsek tömege elérheti az 1100 kg-ot, szélességük 1400 mm, és egyetlen ütődés vagy idegen részecske is selejtté tehet egy több tízezer jüan értékű tekercset. A korábbi, kézi kocsikra és emelőszerkezetekre épülő anyagmozgatás lassú volt, a dolgozóknak gyakran kellett ki-be járniuk a szárazszobákba, és nehéz volt biztosítani, hogy a tekercsek technológiai adatai mindig a valódi tekercshez tartozzanak. Ráadásul az elektródacsarnokokban tilos a szabadon lévő réz- és cinkfelület, ami a berendezések anyagválasztását is meghatározta.</p>
<h2>Megoldásunk</h2>
<p>Tekercsszállító AGV-flottát szállítottunk, amelynek emelőszerkezete közvetlenül a tekercs pneumatikus feszítőtengelyéhez csatlakozik, így a tekercset kezelő nélkül adja át a gép letekercselő egységének. A kalanderezés és a hasítás közé felrakógépes pufferraktárat telepítettünk, amely függetleníti egymástól a két művelet ütemét. Minden tekercsen RFID-címke van, amelyet a rendszer minden átadáskor automatikusan leolvas, így a MES mindig tudja, hol van egy tekercs, és milyen technológiai lépéseken ment át.</p>
<ul>
<li>26 tekercsszállító AGV feszítőtengelyhez csatlakozó emelőszerkezettel, 1200 kg névleges teherbírás, lézeres SLAM-navigáció QR-kódos finompozicionálással, ±1 mm dokkolási pontosság</li>
<li>Réz- és cinkmentes kialakítás, poliuretán kerekek, −45 °C harmatpontú szárazszobákhoz</li>
<li>Tekercspuffer 2 felrakógéppel és 640 tárhellyel</li>
<li>Automatikus ajtók és zsilipek a különböző páratartalmú zónák között</li>
<li>Fleet Scheduler flottaütemező a gyári MES-hez kapcsolva, a technológiai adatok tekercsenkénti rögzítésével</li>
<li>Digital Twin Studio: a tekercskészlet megjelenítése műveleti lépés és pihentetési idő szerint</li>
</ul>
<h2>Eredmények</h2>
<table>
<thead><tr><th>Mutató</th><th>Tervezett érték</th><th>Mért érték</th></tr></thead>
<tbody>
<tr><td>Csúcsteljesítmény (tekercs/óra)</td><td>180</td><td>205</td></tr>
<tr><td>Dokkolási pontosság</td><td>±2 mm</td><td>±0,8 mm</td></tr>
<tr><td>Szállítás közben sérült tekercsek aránya</td><td>≤0,05%</td><td>0,01%</td></tr>
<tr><td>Az AGV-flotta rendelkezésre állása</td><td>98,5%</td><td>99,3%</td></tr>
</tbody>
</table>
<p>Mivel a dolgozóknak már nem kell gyakran ki-be járniuk a szárazszobákba, a harmatpont is stabilabban tartható. Az első gyártósor indulása után öt hónappal a gyár elérte tervezett kapacitását, és a Hanrui második gyártóbázisán is ugyanezt a flottamegoldást alkalmazza.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'A two-zone resting warehouse for 280 Ah energy storage cells' },
    language: 'hu',
    customer: 'Tianheng Energiatárolási Technológia',
    title: 'Kétzónás pihentető magasraktár 280 Ah-s energiatároló cellákhoz',
    summary:
      'A Tianheng kétzónás pihentető magasraktára naponta 37 500 energiatároló cellát kezel. A tálcák pontosan a technológiai idő leteltével kerülnek ki, a rendellenesen melegedő tálcákat pedig a felrakógép automatikusan oltóvizes tartályba helyezi.',
    body: `<h2>A kihívás</h2>
<p>A lítium-vas-foszfát energiatároló cellákat a formázás után pihentetni kell: előbb 45 °C-on, hogy stabilizálódjon az SEI-réteg, majd szobahőmérsékleten, hogy mérhető legyen az önkisülés. A Tianheng 12 GWh-s gyártósora naponta mintegy 37\u00a0500 darab 280 Ah-s cellát állít elő, így bármely pillanatban több mint 12\u00a0000 tálca pihen. A pihentetési időt pontosan be kell tartani, mert a túl korán kitárolt tálca közvetlenül torzítja a kapacitásmérés és az osztályozás eredményét. A másik kiemelt szempont a tűzbiztonság volt: a feltöltött cellákkal teli tálcákban nagy energia koncentrálódik, ezért a helyi tűzvédelmi hatóság a hőmegfutás automatikus kezelését írta elő.</p>
<h2>Megoldásunk</h2>
<p>A formázócsarnok mögött kétzónás tálcás magasraktárat építettünk: a meleg zóna állandó 45 ± 2 °C-on, a normál hőmérsékletű zóna 25 ± 2 °C-on üzemel, mindkettő saját felrakógépekkel. Minden tárhelyen hőmérséklet- és füstérzékelés működik; ha egy érték túllépi a határt, a legközelebbi felrakógép azonnal kiemeli a tálcát, és a folyosó végén lévő oltóvizes merítőtartályba helyezi, az érintett folyosót pedig a rendszer elszigeteli. A StarWCS minden tálcát egyenként időzít, és a pihentetési idő leteltekor automatikusan kitárolja, műszakváltástól függetlenül.</p>
<ul>
<li>10 tálcás felrakógép, 300 kg névleges teherbírás, 200 m/min haladási sebesség, ±2 mm pozicionálási pontosság</li>
<li>12\u00a0096 tálcahely: 3456 a meleg és 8640 a normál hőmérsékletű zónában</li>
<li>Tárhelyenkénti hőmérséklet- és füstérzékelés, folyosónként CO- és H₂-gázérzékelőkkel</li>
<li>Oltóvizes merítőtartályok a folyosók végén a rendellenes tálcák vészhelyzeti áthelyezéséhez</li>
<li>Szállítópályás kapcsolat 48 formázó- és kapacitásmérő szekrénnyel, valamint az OCV-mérőállomásokkal</li>
<li>StarWCS Control berendezésvezérlő rendszer tálcánkénti technológiai időzítéssel és automatikus kitárolással</li>
</ul>
<h2>Eredmények</h2>
<table>
<thead><tr><th>Mutató</th><th>Mért érték</th></tr></thead>
<tbody>
<tr><td>Naponta kezelt cellák</td><td>37\u00a0500 db</td></tr>
<tr><td>A pihentetési idő eltérése</td><td>±10 percen belül</td></tr>
<tr><td>Vészhelyzeti áthelyezés ideje (tűzvédelmi gyakorlaton)</td><td>2 perc 40 másodperc</td></tr>
<tr><td>A felrakógépek rendelkezésre állása</td><td>99,5%</td></tr>
</tbody>
</table>
<p>Mióta a tálcák pontosan időben kerülnek ki, az osztályozás eredményei jelentősen egységesebbek: az újramérésre kerülő cellák aránya 1,8%-ról 0,4%-ra csökkent. A hőmegfutás kezelésének teljes folyamata elsőre megfelelt a helyi tűzvédelmi átvételen.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Four-way shuttle storage for one-tonne bags at a cathode materials plant',
    },
    language: 'hu',
    customer: 'Jinrui Fejlett Anyagok',
    title:
      'Négyirányú shuttle-rendszerű, nagy sűrűségű raktár óriászsákokhoz egy katódanyaggyárban',
    summary:
      'A 6200 tárhelyes, négyirányú shuttle-rendszerű raktár száraz, zárt környezetben tárolja az alapanyagokat és a kész LFP katódanyagot, a kemencék anyagellátásához pedig egyetlen targoncára sincs többé szükség.',
    body: `<h2>A kihívás</h2>
<p>A Jinrui Fejlett Anyagok évente 50\u00a0000 tonna lítium-vas-foszfát katódanyagot gyárt. Az alapanyagok, például a vas-foszfát és a lítium-karbonát egytonnás óriászsákokban érkeznek, és a késztermék is így hagyja el a gyárat. A zsákokat korábban két raktár padlóján tárolták, és dízel- és elektromos targoncák mozgatták őket. Az akkumulátorgyártó vevők rendkívül szigorúan auditálják a katódanyag mágneses szennyeződését és nedvességtartalmát, a targoncaforgalomból származó gumipor, a sérült zsákok és a gyakori ajtónyitások pedig rendre visszaköszöntek a minőségügyi jelentésekben. A telephelyen ráadásul nagyon kevés volt a szabad terület.</p>
<h2>Megoldásunk</h2>
<p>Kilencszintes, 24 m magas, négyirányú shuttle-rendszerű, nagy sűrűségű raktárat terveztünk, amelynek teljes épülete zárt: a relatív páratartalom 30% alatt marad, és enyhe túlnyomás uralkodik benne. A shuttle-kocsik minden szinten hossz- és keresztirányban is haladhatnak, a szintek között liftekkel váltanak, így bármelyik zsák közvetlenül, átrakás nélkül kivehető; a kocsik száma pedig a termelés növekedésével fokozatosan bővíthető. Az anyaggal érintkező összes felület rozsdamentes acél vagy bevonatos, a WMS pedig minden zsákot összekapcsol a laboratóriumi rendszerben rögzített tételvizsgálati eredményekkel: zsák csak megfelelt minősítés után adható ki.</p>
<ul>
<li>16 négyirányú raklapos shuttle-kocsi, 1500 kg névleges teherbírás, 1,6 m/s haladási sebesség, ±2 mm pozicionálási pontosság</li>
<li>4 nagy sebességű lift, 9 tárolási szint, 6200 tárhely</li>
<li>Zárt raktártest, páramentesítés legfeljebb 30% relatív páratartalomig, enyhe túlnyomással</li>
<li>Automatikus szállítópályák és zsákürítő-adagoló állomások, közvetlen kapcsolattal a keverő- és kemencesorokhoz</li>
<li>StarOS WMS: tételenkénti kiadás a laboratóriumi információs rendszerrel összekapcsolva</li>
<li>StarWCS Control: a shuttle-kocsik útvonalainak, a liftek sorrendjének és a töltésnek egységes irányítása</li>
</ul>
<h2>Eredmények</h2>
<table>
<thead><tr><th>Mutató</th><th>Korábban</th><th>Jelenleg</th></tr></thead>
<tbody>
<tr><td>Tárolási alapterület</td><td>11\u00a0000 m²</td><td>3900 m²</td></tr>
<tr><td>Targoncák a termelési területeken</td><td>19</td><td>2 (csak a rakodózónában)</td></tr>
<tr><td>Zsáksérülési arány</td><td>0,6%</td><td>0,05%</td></tr>
<tr><td>Nedvességgel kapcsolatos vevői reklamációk (évente)</td><td>7</td><td>0</td></tr>
</tbody>
</table>
<p>A központosított tárolással felszabadult területen már épül a második kemencesor. Mivel a rendszer kapacitását a shuttle-kocsik száma határozza meg, nem a folyosókba telepített berendezések, a Jinrui a jövőben pusztán újabb kocsik beállításával bővíthet, az állványzat módosítása nélkül.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Robotic palletizing and a 24,000-position AS/RS for polyolefin resin',
    },
    language: 'hu',
    customer: 'Donglin Petrolkémia, Poliolefin Üzletág',
    title: 'Robotos raklapozás és 24 000 tárhelyes magasraktár poliolefin termékekhez',
    summary:
      'Négy robotos raklapozósor és 12 felrakógép kezeli egy évi 400 000 tonnás polipropilénüzem teljes termelését: a zsákolástól a kamionrakodásig minden automatikusan zajlik, műszakonként mindössze 11 fővel.',
    body: `<h2>A kihívás</h2>
<p>A Donglin Petrolkémia új polipropilénüzemének kapacitása évi 400\u00a0000 tonna, és a teljes termelés 25 kg-os zsákokban hagyja el a gyárat – ez naponta mintegy 44\u00a0000 zsákot, azaz 1100 raklapot jelent. A régi üzemben kézzel raklapoztak és a padlón tároltak, a targoncák éjjel-nappal jártak, csúcsidőszakban pedig a rakományért érkező kamionok akár egy teljes napot is sorban álltak a gyár előtt. A termékeket a laboratóriumi kiadásig típusonként zárolni kell, és különböző típusok soha nem kerülhetnek ugyanarra a kamionra. A csomagolócsarnok porrobbanás-veszélyes terület, ezért minden berendezésnek meg kellett felelnie a vonatkozó védelmi követelményeknek.</p>
<h2>Megoldásunk</h2>
<p>Az FFS zsákológépekről érkező zsákok ellenőrző mérlegen és fémdetektoron haladnak át, majd robotok rakják őket 40 zsákos, kötésben rakott rakatképbe; a raklapokat kámzsafóliázás után közvetlenül a magasraktárba szállítjuk. A raklapok a raktárban mindaddig zárolt állapotban maradnak, amíg a laboratórium ki nem adja a tételt. Kitároláskor a rendszer kamiononként sorba rendezi a raklapokat, és 12 rakodókapuhoz juttatja őket; a gépkocsivezetők előzetes időpontfoglalás alapján hajthatnak be rakodni.</p>
<ul>
<li>4 robotos raklapozósor, soronként óránként 1200 zsák, ellenőrző mérleggel és fémdetektorral</li>
<li>2 kámzsafóliázó gép, gépenként óránként 240 raklap</li>
<li>12 kétoszlopos felrakógép, 1500 kg névleges teherbírás, 30 m emelési magasság, 24\u00a0192 tárhely</li>
<li>A csomagoló- és raklapozócsarnok berendezései a 22-es porrobbanás-veszélyes zónának megfelelő kivitelben</li>
<li>12 rakodókapu kitárolási előkészítő szállítópályákkal</li>
<li>StarOS WMS: zárolás és kiadás típus és tétel szerint, a laboratóriumi rendszerhez és az ERP-hez kapcsolva</li>
</ul>
<h2>Eredmények</h2>
<table>
<thead><tr><th>Mutató</th><th>Mért érték</th></tr></thead>
<tbody>
<tr><td>Raklapozási teljesítmény</td><td>óránként 4800 zsák</td></tr>
<tr><td>Kitárolási teljesítmény</td><td>óránként 180 raklap</td></tr>
<tr><td>A kamionok átlagos tartózkodási ideje a telephelyen</td><td>55 perc (korábban akár 24 óra)</td></tr>
<tr><td>Létszám műszakonként</td><td>11 fő</td></tr>
</tbody>
</table>
<p>Mivel a zárolást és a kiadást a rendszer kényszeríti ki, az üzem indulása óta egyetlen rossz típusú szállítmány sem hagyta el a telephelyet. Az időpontfoglalásos rakodással a gyár előtti sorban állás a múlté, és a környező közutak forgalmi terhelése is enyhült.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'An explosion-proof AS/RS for flammable solvents and intermediates',
    },
    language: 'hu',
    customer: 'Ruiyang Finomvegyszergyár',
    title: 'Robbanásbiztos automatizált magasraktár gyúlékony oldószerekhez és intermedierekhez',
    summary:
      'Robbanásbiztos felrakógépek, veszélyességi osztályok szerint elkülönített tárolás és állványközi sprinklerek: egyetlen, 2-es robbanásveszélyes zónába sorolt automatizált magasraktár váltotta fel a korábbi három hordós tárolóudvart.',
    body: `<h2>A kihívás</h2>
<p>A Ruiyang Finomvegyszergyár festékipari intermediereket gyárt, és telephelyén állandóan mintegy 4000 acélhordót és IBC-tartályt tart gyúlékony oldószerekkel, gyantákkal és aminokkal. Ezeket korábban három félig nyitott tárolóudvaron tárolták, és robbanásbiztos targoncákkal mozgatták. Az egymással nem összeférhető anyagokat csupán a padlóra festett vonalak választották el, a készletet pedig hetente egyszer kézzel számolták meg. Egy biztonsági felülvizsgálat kifejezetten előírta a vállalatnak, hogy javítsa az elkülönítést és a kiömlések felfogását, és csökkentse az anyagok közelében dolgozók számát.</p>
<h2>Megoldásunk</h2>
<p>Az új raktárat a robbanásveszélyes gázközegekre vonatkozó 2-es zónára terveztük, IIB gázcsoporttal és T4 hőmérsékleti osztállyal. A felrakógépek, a szállítópályák és az érzékelők mind rendelkeznek a megfelelő robbanásvédelmi tanúsítvánnyal; a villamos elemek nyomásálló tokozásúak, vagy a veszélyes területen kívüli, túlnyomásos villamos helyiségben kaptak helyet. Az állványzatot veszélyességi osztályok szerint négy tűzszakaszra osztottuk, mindegyik saját kármentővel és állványközi sprinklerekkel. A dolgozók már nem lépnek be a raktárba: a hordók két zsilipes átadóállomáson keresztül érkeznek és távoznak.</p>
<ul>
<li>4 robbanásbiztos felrakógép Ex db eb IIB T4 Gb jelöléssel (egy fokozattal a 2-es zóna minimális követelménye felett), 1500 kg névleges teherbírás, 18 m emelési magasság, 120 m/min haladási sebesség</li>
<li>3600 tárhely 1000 literes IBC-tartályokhoz és raklaponként 4 darab 200 literes acélhordóhoz</li>
<li>Négy elkülönített tűzszakasz kármentőkkel és állványközi sprinklerekkel</li>
<li>Éghetőgáz-érzékelés minden folyosóban, a szellőzéssel és a felrakógépek leállításával összekapcsolva</li>
<li>Túlnyomásos villamos helyiség a veszélyes területen kívül a PLC-k és a frekvenciaváltók számára</li>
<li>StarOS WMS: minden betárolásnál ellenőrzi a tárhelyet az együtt tárolási tilalmak alapján</li>
</ul>
<h2>Eredmények</h2>
<table>
<thead><tr><th>Mutató</th><th>Korábban</th><th>Jelenleg</th></tr></thead>
<tbody>
<tr><td>Tárolási terület</td><td>14\u00a0500 m² (három udvar)</td><td>3200 m²</td></tr>
<tr><td>A tárolóterületen dolgozók száma műszakonként</td><td>12 fő</td><td>0 (2 fő az átadóállomásokon, a raktáron kívül)</td></tr>
<tr><td>Készletpontosság</td><td>97,8%</td><td>99,99%</td></tr>
<tr><td>Auditokon feltárt elkülönítési hiányosságok (évente)</td><td>9</td><td>0</td></tr>
</tbody>
</table>
<p>Az új raktár elsőre megfelelt a robbanásvédelmi villamos vizsgálaton és a tűzvédelmi átvételen. A régi tárolóudvarok lebontásával javultak a telephelyen belüli biztonsági távolságok, a felszabadult területen pedig tűzoltási felvonulási utat és központi oltóvíztározót alakítanak ki.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'A shared logistics hub and vehicle scheduling for a chemical industrial park',
    },
    language: 'hu',
    customer: 'Binjiang Petrolkémiai Ipari Park',
    title:
      'Közös logisztikai központ és a veszélyesáru-szállító járművek egységes irányítása egy vegyipari parkban',
    summary:
      'Egységes parki időpontfoglaló platform, 220 férőhelyes veszélyesáru-parkoló és robbanásbiztos AGV-kkel üzemelő közös raktár: a járművek átlagos várakozási ideje a parkban több mint három óráról 50 perc alá csökkent.',
    body: `<h2>A kihívás</h2>
<p>A Binjiang Petrolkémiai Ipari Parkban 38 vállalat működik, és naponta mintegy 1900 veszélyesáru-szállító jármű érkezik és távozik. Korábban minden vállalat maga kezelte a kapuját és a sorban állást, így a tartálykocsik és teherautók vagy körbe-körbe jártak a parkban, vagy a közutakon várakoztak. A park igazgatósága nem tudta valós időben, hány veszélyesáru-szállító jármű tartózkodik a parkban, és azok hol állnak – erre a katasztrófavédelem többször is felhívta a figyelmet.</p>
<h2>Megoldásunk</h2>
<p>A megoldást három szinten valósítottuk meg. Az első az egységes parki időpontfoglaló platform: a fuvarozók online foglalnak idősávot az egyes vállalatoknál, a járművek, a gépkocsivezetők és a kísérők jogosultságait pedig még érkezés előtt ellenőrzi a rendszer. A második a központi veszélyesáru-parkoló: 220 férőhelye veszélyességi osztályok szerint, biztonsági távolságok betartásával van kialakítva, a járművek itt várakoznak, és csak behívásra hajtanak be a vállalatokhoz. A harmadik a kis- és középvállalatokat kiszolgáló közös raktár csomagolt vegyi anyagokhoz, amelyben robbanásbiztos villás AGV-k dolgoznak. A Digital Twin Studio mindezt egyetlen képernyőn jeleníti meg a park katasztrófavédelmi irányítóközpontjában.</p>
<ul>
<li>Időpontfoglaló és beléptetőrendszer 38 vállalat és a park 6 kapuja számára, rendszámfelismeréssel és a jogosultságok ellenőrzésével</li>
<li>Központi veszélyesáru-parkoló 220 férőhellyel, veszélyességi osztályok szerint zónákra osztva</li>
<li>Közös raktár csomagolt vegyi anyagokhoz, 5400 raklaphellyel</li>
<li>8 robbanásbiztos villás AGV, Ex db IIB T4 Gb, 1600 kg névleges teherbírás, 6 m emelési magasság</li>
<li>Több bérlőt kiszolgáló StarOS WMS</li>
<li>A park Digital Twin Studio-modellje, amely valós időben mutatja a járműveket, a készleteket és a riasztásokat</li>
</ul>
<h2>Eredmények</h2>
<table>
<thead><tr><th>Mutató</th><th>Korábban</th><th>Jelenleg</th></tr></thead>
<tbody>
<tr><td>A járművek átlagos várakozási ideje</td><td>3 óra 10 perc</td><td>46 perc</td></tr>
<tr><td>Közutakon parkoló veszélyesáru-szállító járművek (napi csúcs)</td><td>140</td><td>0</td></tr>
<tr><td>Egy jármű felkutatásának ideje vészhelyzetben</td><td>20–30 perc</td><td>valós idejű</td></tr>
<tr><td>A közös raktárat használó vállalatok</td><td>–</td><td>14</td></tr>
</tbody>
</table>
<p>A park legutóbbi átfogó katasztrófavédelmi gyakorlatán az irányítóközpont egy percen belül megállapította, hol áll a helyszín környezetében lévő összes veszélyesáru-szállító jármű, és milyen anyagot szállít. A park következő lépésként a tartálykocsik tartálynyomásának és hőmérsékletének online felügyeleti adatait is be kívánja kötni.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'A GSP-compliant distribution centre serving 11,000 hospitals and pharmacies',
    },
    language: 'hu',
    customer: 'Anrui Gyógyszerlogisztika',
    title:
      'GSP-megfelelő, korszerű gyógyszer-logisztikai központ 11 000 kórház és gyógyszertár kiszolgálására',
    summary:
      'Raklapos és kisdobozos magasraktár, áru az emberhez elvű komissiózás a nyomonkövetési kódok darabonkénti rögzítésével: az Anrui napi rendelési sorainak száma 48 000-ről 130 000-re nőtt.',
    body: `<h2>A kihívás</h2>
<p>Az Anrui Gyógyszerlogisztika a tartományban mintegy 23\u00a0000 gyógyszercikket forgalmaz, ügyfelei között 1800 kórház és mintegy 9000 közforgalmú gyógyszertár található. A rendelések kicsik és gyakoriak: egy jellemző gyógyszertári rendelés mintegy 40 sorból áll, soronként csupán egy-két dobozzal. A régi raktárban papíralapú listák alapján komissióztak, majd minden doboz nyomonkövetési kódját kézzel ellenőrizték, így a kiszállítás előtti ellenőrzés a teljes folyamat szűk keresztmetszetévé vált. Eközben a GSP-ellenőrzések egyre részletesebb követelményeket támasztottak a hőmérséklet-nyilvántartás, a gyártási tételek kezelése és a visszahívások nyomon követése terén.</p>
<h2>Megoldásunk</h2>
<p>Az új logisztikai központot a cikkek forgási sebessége szerint zónákra osztottuk. A teljes gyűjtőcsomagok raklapos magasraktárban vannak, amely a kisdobozos (miniload) raktárat látja el utánpótlással. A leggyorsabban forgó 3000 cikket fényjelzéses átfolyós állványokról szedik ki, a többi darabos komissiózás pedig áru az emberhez elvű állomásokon zajlik, ahol minden doboz nyomonkövetési kódját már a kiszedéskor beolvassák, így kiszállítás előtt nincs szükség újabb ellenőrzésre. A 2–8 °C-os hűtött raktárnak saját komissiózó területe van, a küldemények validált hőszigetelt dobozokban, hőmérséklet-adatgyűjtővel indulnak. Az egyes áramok végül egy válogatón egyesülnek szállítási útvonalak szerint.</p>
<ul>
<li>Raklapos magasraktár 6 felrakógéppel és 8400 tárhellyel</li>
<li>Kisdobozos (miniload) raktár 8 felrakógéppel és 36\u00a0000 ládahellyel, ládánként 50 kg névleges teherbírással</li>
<li>12 áru az emberhez elvű komissiózóállomás, a nyomonkövetési kódok rögzítésével a kiszedés pillanatában</li>
<li>Tolópapucsos válogató 64 útvonal-kifutóval, óránként 6000 láda teljesítménnyel</li>
<li>2–8 °C-os hűtött raktár 1200 tárhellyel és validált hűtött csomagolással</li>
<li>StarOS WMS GSP-funkciókkal: az új szállítók és vevők jogosultságainak ellenőrzése, gyártási tételek és lejárati idők kezelése, visszahívási zárolás, hőmérséklet- és páratartalom-nyilvántartás</li>
</ul>
<h2>Eredmények</h2>
<table>
<thead><tr><th>Mutató</th><th>Korábban</th><th>Jelenleg</th></tr></thead>
<tbody>
<tr><td>Rendelési sorok naponta</td><td>48\u00a0000</td><td>130\u00a0000</td></tr>
<tr><td>Komissiózási pontosság</td><td>99,92%</td><td>99,997%</td></tr>
<tr><td>Rendelés-átfutási idő (beérkezéstől az indulásig)</td><td>8 óra</td><td>2,5 óra</td></tr>
<tr><td>A nyomonkövetési kódok rögzítése</td><td>szúrópróbaszerű</td><td>100%</td></tr>
</tbody>
</table>
<p>Az üzembe helyezés utáni első tartományi GSP-ellenőrzés sem a tárolás, sem a hőmérséklet-szabályozás terén nem tárt fel hiányosságot. A visszahívási zárolás gyártási tétel szerint egyszerre lép életbe az összes tárolási zónában, így a visszahívás elrendelésétől a készlet teljes zárolásáig csupán néhány perc telik el.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'A 2-8 °C automated warehouse for a biologics fill-and-finish plant',
    },
    language: 'hu',
    customer: 'Qingze Biogyógyszergyár',
    title: '2–8 °C-os automatizált hűtött raktár egy biológiai gyógyszereket töltő üzemben',
    summary:
      'Három hűtőtéri felrakógép, 2880 tárhely, a rendszer által kikényszerített karantén és teljes IQ/OQ/PQ validálás: a hőmérséklet-eltérések száma negyedévenkénti 14-ről nullára csökkent.',
    body: `<h2>A kihívás</h2>
<p>A Qingze Biogyógyszergyár monoklonális antitesteket és vakcinákat tölt injekciós üvegekbe és előretöltött fecskendőkbe. A késztermékeket a csomagolástól a kiszállításig végig 2–8 °C-on kell tartani, és minden gyártási tétel karanténban vár, amíg a minősített személy fel nem szabadítja. A korábbi, kézi kiszolgálású hűtőkamrák ajtaját naponta több százszor nyitották ki, minden hőmérséklet-eltérést egyenként ki kellett vizsgálni, a karanténstátuszt pedig címkékkel és táblázatokkal követték. Az üzem kapacitása ráadásul hamarosan megduplázódik.</p>
<h2>Megoldásunk</h2>
<p>A csomagolócsarnok mellé automatizált hűtött raktárat építettünk, amelynek felrakógépeit kifejezetten a 2–8 °C-os környezetben történő folyamatos üzemre terveztük. A raklapok a csomagolósorokról egyetlen zsilipen át kerülnek a raktárba, amelybe normál üzemben senkinek sem kell belépnie. A karantén, felszabadított és elutasított státuszt a WMS kezeli, és fizikailag is kikényszeríti: fel nem szabadított raklapot nem lehet kiszállításra kitárolni. A teljes rendszert az ügyfél minőségügyi csapatával közösen validáltuk (IQ, OQ, PQ), beleértve a nyári és a téli hőtérképezést is, mindkét alkalommal 54 érzékelővel.</p>
<ul>
<li>3 felrakógép 2–8 °C-os kivitelben, 1000 kg névleges teherbírás, 22 m emelési magasság, ±3 mm pozicionálási pontosság</li>
<li>Hőszigetelt, állványszerkezetű (siló) raktárépület 2880 raklaphellyel</li>
<li>Validált, 54 pontos hőmérséklet-felügyelet redundáns hűtőaggregátokkal</li>
<li>Zsilipes be- és kitárolási átadás gyorsműködésű hőszigetelt kapukkal</li>
<li>StarOS WMS karanténkezeléssel, elektronikus aláírással és auditnaplóval</li>
<li>Validálási dokumentációcsomag: felhasználói követelmények nyomonkövetési mátrixa, IQ/OQ/PQ protokollok és jelentések</li>
</ul>
<h2>Eredmények</h2>
<table>
<thead><tr><th>Mutató</th><th>Korábban</th><th>Jelenleg</th></tr></thead>
<tbody>
<tr><td>Hőmérséklet-eltérések (negyedévente)</td><td>14</td><td>0</td></tr>
<tr><td>Személyes belépések miatti ajtónyitások a hűtött zónába (naponta)</td><td>kb. 350</td><td>0</td></tr>
<tr><td>Idő a felszabadítástól a kiszállításig</td><td>6 óra</td><td>40 perc</td></tr>
<tr><td>Tárolókapacitás</td><td>900 raklap</td><td>2880 raklap</td></tr>
</tbody>
</table>
<p>A hűtött raktár egy új termék forgalomba hozatala előtti hatósági ellenőrzés része volt, és hiányosság nélkül megfelelt. A minőségügyi részlegnek már nem kell hőmérséklet-eltéréseket kivizsgálnia, a felszabadított tételek pedig még aznap elindulhatnak a járványügyi központokba és a nagykereskedőkhöz.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Goods-to-person picking for 1,600 herbal medicine specifications',
    },
    language: 'hu',
    customer: 'Lingshu Kínai Gyógynövény-feldolgozó',
    title: 'Áru az emberhez elvű komissiózás 1600 kínai gyógynövénydrog-cikkhez',
    summary:
      'Egy 7,5 méteres belmagasságú bérelt raktárban 96 alányúló emelős AGV és mérlegelő ellenőrzéssel felszerelt komissiózóállomások 3,6-szorosára növelték a komissiózás hatékonyságát, a hibaarányt pedig 0,01% alá szorították.',
    body: `<h2>A kihívás</h2>
<p>A Lingshu Kínai Gyógynövény-feldolgozó feldolgozott gyógynövénydrogokat készít és szállít, elsősorban kórházi gyógyszertáraknak és főzetkészítő központoknak. A raktár mintegy 1600 cikket kezel; sok drog könnyű és terjedelmes, egyes fajtákat pedig a penészedés és a kártevők elleni védelem érdekében 20 °C alatti hűvös raktárban kell tárolni. A komissiózók műszakonként mintegy 18 kilométert gyalogoltak a polcok között, és a hasonló külsejű drogok időnként rossz zacskóba kerültek. A raktár bérelt csarnok 7,5 m belmagassággal és 2,5 t/m² padlóterhelhetőséggel, így a nehéz állványrendszerek szóba sem jöhettek.</p>
<h2>Megoldásunk</h2>
<p>A fix polcokat 1,2 m × 1,0 m-es mobil polcállványokra cseréltük, amelyeket alányúló emelős AGV-k visznek a komissiózóállomásokhoz. Minden állomás mérleggel van felszerelve: a rendszer cikkenként beállított tűréssel automatikusan összeveti a kiszedett tömeget az elméleti tömeggel, és minden kiszedésről fényképet is rögzít. A hűvös zóna (10–20 °C, 35–75% relatív páratartalom) külön területként működik, saját robotokkal és gyorskapuval. A WMS minden drogtétel származási helyét, gyártási számát és vizsgálati jegyzőkönyvét nyilvántartja, így az eredet mindig visszakövethető.</p>
<ul>
<li>96 alányúló emelős AGV, 800 kg névleges teherbírás, QR-kódos navigáció, ±10 mm pozicionálási pontosság</li>
<li>2100 mobil polcállvány a normál hőmérsékletű és a hűvös zónában</li>
<li>14 komissiózóállomás mérlegelő ellenőrzéssel és fényképes dokumentálással</li>
<li>Online hőmérséklet- és páratartalom-felügyelet mindkét zónában, a GSP követelményeinek megfelelő adatrögzítéssel</li>
<li>Fleet Scheduler flottaütemező és StarOS WMS a gyártási számok, a származási helyek és a vizsgálati jegyzőkönyvek kezelésére</li>
</ul>
<h2>Eredmények</h2>
<table>
<thead><tr><th>Mutató</th><th>Korábban</th><th>Jelenleg</th></tr></thead>
<tbody>
<tr><td>Komissiózott sorok óránként és fejenként</td><td>85</td><td>310</td></tr>
<tr><td>Komissiózási hibaarány</td><td>0,12%</td><td>0,008%</td></tr>
<tr><td>Egy komissiózó gyaloglási távja műszakonként</td><td>18 km</td><td>szinte nulla</td></tr>
<tr><td>Tárolókapacitás ugyanabban a csarnokban</td><td>100%</td><td>138%</td></tr>
</tbody>
</table>
<p>Az átállás két hétvége alatt zajlott le, a kórházi rendelések kiszolgálása eközben is zavartalan maradt. Mivel a rendszer nem igényel fix telepítést, ha a Lingshu a bérleti szerződés lejártával elköltözik, a teljes rendszert változatlan formában magával viheti.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'A 30-metre frozen AS/RS operating at -25 °C' },
    language: 'hu',
    customer: 'Bingyuan Hűtött Logisztika',
    title: '30 méter magas, −25 °C-on folyamatosan üzemelő mélyhűtött magasraktár',
    summary:
      'Kilenc hidegtűrő felrakógéppel és 11 700 raklaphellyel működő, állványszerkezetű (siló) mélyhűtött raktár: egységnyi alapterületen négyszer annyi árut tárol, mint a régi, a raklaponkénti napi hűtési energiaigény pedig több mint a felére csökkent.',
    body: `<h2>A kihívás</h2>
<p>A Bingyuan Hűtött Logisztika bérhűtőházat üzemeltet fagyasztott hús, halak és tenger gyümölcsei, valamint mélyhűtött készételek tárolására. A régi raktárban behajtásos állványok és tolóoszlopos targoncák dolgoztak −22 °C-on; a vezetőknek rendszeresen ki kellett jönniük felmelegedni, a targoncaakkumulátorok pedig a hidegben kapacitásuk mintegy harmadát elvesztették. A hűtőház a város közelében áll, ahol drága a telek, és a munkaerő után a villamos energia jelentette a legnagyobb üzemeltetési költséget.</p>
<h2>Megoldásunk</h2>
<p>A magasba építkezés mindkét problémát megoldotta. Hőszigetelő panelekkel burkolt, 30 méter magas, állványszerkezetű (siló) mélyhűtött raktárat építettünk, amelynek 11\u00a0700 raklaphelye nagyjából negyedannyi alapterületet foglal el, mint egy azonos kapacitású hagyományos hűtőház; a kisebb határolófelület kisebb hőveszteséget is jelent. A felrakógépeket −25 °C-on történő folyamatos üzemre terveztük: alacsony hőmérsékletű kenőzsírral, fűtött kapcsolószekrényekkel, hidegálló kábelekkel és kefe nélküli motorokkal. A raklapok függőleges felvonón és gyorskapukon át érkeznek a +4 °C-os, szabályozott hőmérsékletű rakodóelőtérbe, illetve távoznak onnan, így a meleg, párás levegő nem jut be a fagyasztótérbe. A folyosók végén kialakított karbantartó fülkék a szigetelt zónán belül vannak, így a szerviztechnikusok normál hőmérsékleten dolgozhatnak.</p>
<ul>
<li>9 kétoszlopos felrakógép −25 °C-os kivitelben, 1200 kg névleges teherbírás, 28 m emelési magasság, 180 m/min haladási sebesség</li>
<li>Hőszigetelt, állványszerkezetű (siló) raktárépület 11\u00a0700 raklaphellyel</li>
<li>+4 °C-os rakodóelőtér 10 rakodókapuval és kapuszigetelőkkel</li>
<li>Hőszigetelt karbantartó fülke minden folyosó végén</li>
<li>StarOS WMS bérhűtőházak számára, áru-tulajdonosonkénti számlázással</li>
<li>Energiafelügyeleti rendszer a hűtőgépházzal összekapcsolva</li>
</ul>
<h2>Eredmények</h2>
<table>
<thead><tr><th>Mutató</th><th>Régi raktár</th><th>Új raktár</th></tr></thead>
<tbody>
<tr><td>Raklaphelyek 1000 m² alapterületenként</td><td>1150</td><td>4700</td></tr>
<tr><td>Napi hűtési energiaigény raklaponként</td><td>0,62 kWh</td><td>0,29 kWh</td></tr>
<tr><td>A fagyasztótérben dolgozók száma műszakonként</td><td>16 fő</td><td>0</td></tr>
<tr><td>Csúcs be- és kitárolási teljesítmény</td><td>óránként 95 raklap</td><td>óránként 260 raklap</td></tr>
</tbody>
</table>
<p>Az új raktár üzembe helyezése óta két teljes nyár telt el, és a felrakógépek rendelkezésre állása végig 99,4% felett maradt. A Bingyuan második hűtőházát is ugyanezzel a kialakítással tervezi.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'Four-way shuttles at -23 °C for a frozen dumpling maker' },
    language: 'hu',
    customer: 'Xueying Mélyhűtött Élelmiszer',
    title:
      '−23 °C-on működő, négyirányú shuttle-rendszerű hűtőház egy gyorsfagyasztott gombócokat gyártó üzemben',
    summary:
      'Egy szabálytalan oszlopkiosztású, régi hőszigetelt csarnokban 20 hidegtűrő négyirányú shuttle-kocsi 6000-ről 15 600 raklapra növelte a gyár saját mélyhűtött tárolókapacitását, így a szezonális csúcsokban már nincs szükség bérelt hűtőházra.',
    body: `<h2>A kihívás</h2>
<p>A Xueying Mélyhűtött Élelmiszer gyorsfagyasztott töltött tésztákat, gőzölt töltött zsemléket és ragacsosrizs-gombócokat gyárt. A kínai újév (tavaszünnep) és a lampionünnep előtt éles értékesítési csúcs jelentkezik, amikor a termelés az éves átlag mintegy 2,5-szöröse. A gyár meglévő, 6000 raklaphelyes hagyományos hűtőháza −20 °C-on üzemelt; a csúcsszezonban a többletárut külső, bérelt hűtőházakba kellett szállítani, ami többletfuvarköltséggel járt, és a készlet is átláthatatlanná vált. A vállalat saját telephelyén akarta bővíteni a kapacitást, de erre egyetlen régi, 16 m belmagasságú, szabálytalan oszlopkiosztású hőszigetelt csarnok állt rendelkezésre.</p>
<h2>Megoldásunk</h2>
<p>Ehhez az épülethez a négyirányú shuttle-rendszer illett a legjobban. Az állványzatot a meglévő oszlopok köré terveztük, a shuttle-kocsikat és a lifteket pedig −23 °C-os környezetre választottuk ki: lítium-titanát akkumulátorokkal, amelyek a hidegben is megőrzik töltési és kisütési teljesítményüket, alacsony hőmérsékletű kenőzsírral és tömített elektronikával. A gyorsfagyasztó alagutakból érkező termékeket raklapozás után szállítópálya viszi közvetlenül a raktárba, így egy pillanatra sem hagyják el a hideg környezetet. A csúcsszezon előtt a be- és kitárolási teljesítmény egyszerűen újabb shuttle-kocsik beállításával növelhető.</p>
<ul>
<li>20 négyirányú shuttle-kocsi −23 °C-os kivitelben, 1200 kg névleges teherbírás, lítium-titanát akkumulátor, 1,5 m/s haladási sebesség</li>
<li>5 lift, 11 tárolási szint, 9600 raklaphely</li>
<li>Közvetlen szállítópálya-kapcsolat a spirálfagyasztókhoz és a raklapozó cellákhoz</li>
<li>Három hőmérsékleti zóna: −23 °C-os tárolózóna, 0–4 °C-os előkészítő zóna és +10 °C-os rakodórámpa</li>
<li>StarOS WMS gyártási dátum és minőségmegőrzési idő szerinti, FEFO-elvű kiadással</li>
<li>StarWCS Control a shuttle-kocsik, a liftek és a szállítópályák összehangolására</li>
</ul>
<h2>Eredmények</h2>
<table>
<thead><tr><th>Mutató</th><th>Korábban</th><th>Jelenleg</th></tr></thead>
<tbody>
<tr><td>Saját mélyhűtött tárolókapacitás</td><td>6000 raklap</td><td>15\u00a0600 raklap</td></tr>
<tr><td>Bérelt hűtőházban tárolt raklapok a csúcsszezonban</td><td>4200</td><td>0</td></tr>
<tr><td>Idő a gyorsfagyasztástól a betárolásig</td><td>45 perc</td><td>8 perc</td></tr>
<tr><td>Kitárolási teljesítmény</td><td>óránként 90 raklap</td><td>óránként 210 raklap</td></tr>
</tbody>
</table>
<p>Már az első csúcsszezonban teljesen megszűntek a hűtőházbérleti díjak és az ingafuvarok költségei. Mivel a termékek a fagyasztás után sokkal hamarabb kerülnek a raktárba, a maghőmérséklet sem emelkedik meg közben, és érezhetően csökkent a termékeken megjelenő dér miatti vevői panaszok száma.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'Cold-rated forklift AGVs for an imported-meat port cold store' },
    language: 'hu',
    customer: 'Haigang Vámraktári Hűtött Logisztika',
    title: 'Hidegtűrő villás AGV-k egy kikötői, importhúst tároló hűtőház korszerűsítésében',
    summary:
      'A meglévő állványzat megtartásával 14 hidegtűrő tolóoszlopos AGV vette át a munkát a fagyasztótérben, a WMS pedig egyidejűleg kezeli a vám- és állategészségügyi zárolásokat.',
    body: `<h2>A kihívás</h2>
<p>A Haigang Vámraktári Hűtött Logisztika egy konténerterminál mellett üzemeltet vámraktári hűtőházat, amely hűtőkonténerekben érkező import marha-, sertés- és baromfihúst fogad. Minden konténert ki kell rakodni, mintát kell venni belőle, és az árut külön zárolva kell tárolni, amíg a vám- és az állategészségügyi hatóság ki nem adja. A hűtőházban 14\u00a0000 hagyományos raklapállvány-hely van −20 °C-on, valamint egy 0–4 °C-os vizsgálati terület; mindezt kézi vezetésű tolóoszlopos targoncák szolgálták ki. A fagyasztótéri munkakörökben nagy volt a fluktuáció, ezért a vállalat automatizálni akart, de nem kívánta lebontani az alig hatéves állványzatot.</p>
<h2>Megoldásunk</h2>
<p>Először lézerszkenneléssel felmértük a teljes állványzatot: a tartógerendák túlnyomó többsége a tűréshatáron belül volt, mindössze 300 tárhelyet kellett újraszintezni. Ezután hidegtűrő tolóoszlopos AGV-ket állítottunk munkába, amelyek a meglévő állványokban végzik a be- és kitárolást. Az AGV-k reflektoros lézernavigációval tájékozódnak, amely a hűtőházi párában is megbízható, fűthető lítium-vas-foszfát akkumulátoraikat pedig a +4 °C-os előtérben, a feladatok közötti szünetekben töltik. A konténereket továbbra is kézi vezetésű targoncák rakodják ki, az AGV-k az átadósávokból veszik át a raklapokat. A WMS automatikusan zárolja a vám- vagy állategészségügyi zárolás alatt álló raklapokat, így azok nem adhatók ki.</p>
<ul>
<li>14 tolóoszlopos AGV −25 °C-os kivitelben, 1400 kg névleges teherbírás, 9 m emelési magasság, reflektoros lézernavigáció, ±10 mm pozicionálási pontosság</li>
<li>Fűthető lítium-vas-foszfát akkumulátorok, közbenső töltés a +4 °C-os előtérben</li>
<li>A meglévő raklapállványzat újraszintezése és biztonsági felülvizsgálata</li>
<li>Ember–gép átadósávok a konténerkirakó rámpánál</li>
<li>StarOS WMS: vám- és állategészségügyi zárolások, mintavételi feladatok, vámraktári nyilvántartás</li>
<li>Fleet Scheduler: vegyes forgalmú zónák kezelése, automatikus sebességkorlátozás emberek közelében</li>
</ul>
<h2>Eredmények</h2>
<table>
<thead><tr><th>Mutató</th><th>Korábban</th><th>Jelenleg</th></tr></thead>
<tbody>
<tr><td>A fagyasztótérben dolgozók száma műszakonként</td><td>18 fő</td><td>5 fő</td></tr>
<tr><td>Betárolási idő a kirakodás után</td><td>70 perc</td><td>20 perc</td></tr>
<tr><td>Készletpontosság</td><td>98,6%</td><td>99,95%</td></tr>
<tr><td>Állványütközések (havonta)</td><td>6</td><td>0,3</td></tr>
</tbody>
</table>
<p>A fagyasztótéri munkakörök betöltése már nem okoz állandó gondot, és a konténerek is rövidebb ideig várakoznak a terminálon. Mivel a zárolásokat a rendszer kényszeríti ki, a vámhatóságnak jóval kevesebb munkát jelent a vámraktári nyilvántartás ellenőrzése.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'A cross-belt sorter that ships 380,000 parcels a day' },
    language: 'hu',
    customer: 'Jiapin Youxuan Webáruház',
    title: 'Keresztszalagos válogatóközpont napi 380 000 csomag kiszállítására',
    summary:
      'Kétszintes keresztszalagos válogató hatoldalú kódolvasással, digitális ikerben szimulálva: a nagy akciós kampányok csúcsnapján a kiszállított csomagok száma 380 000-re nőtt, a téves válogatás aránya pedig 0,01%-ra csökkent.',
    body: `<h2>A kihívás</h2>
<p>A Jiapin Youxuan Webáruház háztartási és testápolási termékeket forgalmaz online; regionális teljesítőközpontja öt futárszolgálaton keresztül 11 tartományba szállít. A nagy akciós kampányok idején a rendelésszám a szokásos napok négyszeresére is nőhet. A csomagokat korábban kézzel válogatták futárszolgálat és tartomány szerint, így minden kampányhoz mintegy 300 ideiglenes munkatársat kellett felvenni és betanítani. Egy tévesen válogatott csomag rossz átrakóközpontba került, és átlagosan két nappal később érkezett meg.</p>
<h2>Megoldásunk</h2>
<p>A csomagolózóna után kétszintes keresztszalagos válogatót telepítettünk. A csomagok automatikus beadás után hatoldalú kódolvasáson, mérlegelésen és térfogatmérésen haladnak át, majd futárszolgálat és célállomás szerint a megfelelő kifutóba kerülnek, ahol fényjelzések segítik a munkatársakat a gyűjtőzsákok lezárásában. Az élesítés előtt a Digital Twin Studióban a korábbi kampányok rendelési adataival szimuláltuk a teljes rendszert, és előre finomhangoltuk a beadás ütemét és a kifutók kiosztását.</p>
<ul>
<li>Kétszintes keresztszalagos válogató 1080 kocsival, 2,5 m/s szalagsebességgel, óránként 20\u00a0000 darab névleges teljesítménnyel</li>
<li>18 automatikus beadóállomás hatoldalú kódolvasással és menet közbeni mérlegeléssel</li>
<li>420 célkifutó fényjelzéses zsákolással</li>
<li>Térfogatmérő rendszer a futárszolgálati számlák ellenőrzéséhez</li>
<li>StarWCS válogatásvezérlés, a rendeléskezelő rendszerhez és a futárszolgálatok interfészeihez kapcsolva</li>
<li>Digital Twin Studio: csúcsidőszaki szimuláció az élesítés előtt és valós idejű felügyelet üzem közben</li>
</ul>
<h2>Eredmények</h2>
<table>
<thead><tr><th>Mutató</th><th>Korábban</th><th>Jelenleg</th></tr></thead>
<tbody>
<tr><td>Kiszállított csomagok a kampány csúcsnapján</td><td>160\u00a0000</td><td>380\u00a0000</td></tr>
<tr><td>Téves válogatás aránya</td><td>0,3%</td><td>0,01%</td></tr>
<tr><td>Ideiglenes munkatársak a kampányok idején</td><td>300 fő</td><td>60 fő</td></tr>
<tr><td>Rendelési határidő az aznapi feladáshoz</td><td>16:00</td><td>22:00</td></tr>
</tbody>
</table>
<p>A hat órával későbbi rendelési határidőnek köszönhetően az este rendelő vásárlók is másnap megkapják csomagjukat, ami mára a Jiapin Youxuan egyik fő versenyelőnyévé vált. A térfogatmérési adatok ráadásul segítettek a vállalatnak jelentős számlázási eltéréseket tisztázni a futárszolgálatokkal az éves elszámoláskor.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Mixed-case robotic palletizing for a 260-store supermarket chain',
    },
    language: 'hu',
    customer: 'Huilin Szupermarketlánc',
    title: 'Vegyes raklapokat építő robotok egy 260 üzletet kiszolgáló elosztóközpontban',
    summary:
      'Magasraktár, dobozpuffer és 10 vegyes raklapot építő robot: a raklapok automatikusan, az üzletek polcsorrendjében készülnek, így az üzletekben 40%-kal rövidebb a polcfeltöltés, az áruk sérülése miatti reklamációk pedig több mint 80%-kal csökkentek.',
    body: `<h2>A kihívás</h2>
<p>A Huilin 260 szupermarketet és kisboltot üzemeltet. Normál hőmérsékletű elosztóközpontja dobozonként komissiózza és raklapozza az áruházi rendeléseket; egy jellemző üzleti raklap 60–90 dobozból, több mint 30 különböző cikkből áll. A kézi raklapépítés nehéz fizikai munka volt, a raklapok stabilitása azon múlt, ki rakta őket, és gyakran előfordult, hogy az áru összenyomódott. Amikor a raklap megérkezett az üzletbe, a dolgozóknak először polcsorrend szerint újra szét kellett válogatniuk, és csak ezután kezdhették meg a polcfeltöltést.</p>
<h2>Megoldásunk</h2>
<p>A beszállítóktól érkező teljes raklapok először a raklapos magasraktárba kerülnek. Igény szerinti kitárolás után automatikus raklapbontók rétegenként bontják le őket, a dobozok pedig egyenként a dobozpufferbe jutnak. A robotok a raklapképző szoftver által kiszámított rakatképek szerint építik fel az üzleti raklapokat: a nehéz dobozok alulra, a nyomásra érzékeny áruk felülre kerülnek, a dobozokat pedig az üzlet polcsorai szerint csoportosítják, így a dolgozók sorrendben, közvetlenül tölthetik fel a polcokat. A kész raklapokat sztreccsfóliázás és címkézés után szállítják a kiszállítási zónába.</p>
<ul>
<li>Raklapos magasraktár 8 felrakógéppel, 1000 kg névleges teherbírással, 18\u00a0500 tárhellyel</li>
<li>4 automatikus, rétegenként bontó raklapbontó</li>
<li>Shuttle-rendszerű dobozpuffer 42\u00a0000 tárolóhellyel</li>
<li>10 vegyes raklapot építő robot, robotonként óránként 500–600 doboz</li>
<li>Raklapképző szoftver stabilitásellenőrzéssel, terhelhetőségi szabályokkal és üzleti polcsorok szerinti csoportosítással</li>
<li>StarOS WMS üzleti utánpótlással és hullámtervezéssel</li>
</ul>
<h2>Eredmények</h2>
<table>
<thead><tr><th>Mutató</th><th>Korábban</th><th>Jelenleg</th></tr></thead>
<tbody>
<tr><td>Naponta kezelt dobozok</td><td>65\u00a0000</td><td>110\u00a0000</td></tr>
<tr><td>Áru sérülése miatti reklamációk aránya az üzletekben</td><td>0,35%</td><td>0,06%</td></tr>
<tr><td>Polcfeltöltési idő raklaponként az üzletekben</td><td>42 perc</td><td>25 perc</td></tr>
<tr><td>Raklapépítéssel foglalkozó munkatársak</td><td>120 fő</td><td>26 fő</td></tr>
</tbody>
</table>
<p>Az üzletek dolgozói a megtakarított időt az árurendezésre és a vásárlók kiszolgálására fordítják. Az elosztóközpont az éjszakai műszak létszámának növelése nélkül vette át a Huilin elmúlt két évben megnyitott 40 új üzletének ellátását is.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Goods-to-person AGVs and returns sorting for an online fashion brand',
    },
    language: 'hu',
    customer: 'Qianyi Divatáru',
    title:
      'Áru az emberhez elvű AGV-s komissiózás és visszárú-válogatás egy online női divatmárkánál',
    summary:
      '260 alányúló emelős AGV és 96 válogatórobot működik egyetlen rendszerben: a komissiózás és a visszárúk visszatárolása ugyanazon az állomáson történik, és a visszárúk 96%-a 24 órán belül ismét eladható.',
    body: `<h2>A kihívás</h2>
<p>A Qianyi Divatáru online értékesít női ruházatot; a méret- és színváltozatokkal együtt mintegy 60\u00a0000 cikkszámot (SKU-t) kezel, kéthetente új kollekciót vezet be, a visszaküldési arány pedig megközelíti a 30%-ot. A visszárú önálló raktári problémává vált: minden visszaküldött darabot át kell vizsgálni, újra kell csomagolni, és 24 órán belül ismét értékesíthetővé kell tenni, különben kifut a kollekció értékesítési időszakából. A régi raktárban a komissiózók kézikocsikat tolva járták a polcsorokat, így a hatékonyságot nem lehetett tovább növelni.</p>
<h2>Megoldásunk</h2>
<p>Alányúló emelős AGV-k viszik a polcállványokat a munkaállomásokhoz, ahol komissiózni és visszárút visszatárolni egyaránt lehet: ha egy visszáru megfelel az ellenőrzésen, a rendszer egy éppen az adott állomás felé tartó polcállványhoz rendeli, így közvetlenül visszakerül az eladható készletbe. A többtételes rendeléseket és a visszaküldött csomagokat kis válogatórobotokból álló platform válogatja rendelés vagy célállomás szerint. A WMS fazon, szín és méret szerint kezeli a cikkszámokat, és minősítési osztályokba sorolja a visszárukat.</p>
<ul>
<li>260 alányúló emelős AGV, 600 kg névleges teherbírás, QR-kódos navigáció, ±10 mm pozicionálási pontosság</li>
<li>7800 mobil polcállvány 60\u00a0000 cikkszám tárolására</li>
<li>24 kettős funkciójú állomás komissiózáshoz és visszárú-visszatároláshoz</li>
<li>Válogatórobot-platform 96 robottal és 480 célkifutóval</li>
<li>Fleet Scheduler flottaütemező és StarOS WMS fazon, szín és méret szerinti cikkkezeléssel és visszárú-minősítéssel</li>
</ul>
<h2>Eredmények</h2>
<table>
<thead><tr><th>Mutató</th><th>Korábban</th><th>Jelenleg</th></tr></thead>
<tbody>
<tr><td>Komissiózott darabok óránként és fejenként</td><td>110</td><td>420</td></tr>
<tr><td>24 órán belül újra eladható visszárúk aránya</td><td>55%</td><td>96%</td></tr>
<tr><td>Kiszállított rendelések a kampánynapon</td><td>90\u00a0000</td><td>260\u00a0000</td></tr>
<tr><td>Komissiózási pontosság</td><td>99,7%</td><td>99,99%</td></tr>
</tbody>
</table>
<p>Mivel a visszárúk gyorsabban kerülnek vissza az eladható készletbe, a Qianyi minden kollekcióból kisebb első szériát rendelhet, és a szezonvégi kiárusítások árengedményei is mérséklődtek. A rendszer élesítése óta a raktárnak egyetlen kampányhoz sem kellett ideiglenes kiegészítő területet bérelnie.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Sequenced line feeding with 140 AGVs for a vehicle final assembly plant',
    },
    language: 'hu',
    customer: 'Hongtu Autóipari Végszerelő Üzem',
    title: 'JIT/JIS sorrendi anyagellátás 140 AGV-vel egy autó-végszerelő üzemben',
    summary:
      '140 AGV szállítja az alkatrészeket a végszerelő sorhoz a MES által kiküldött járműsorrend szerint: a soroldali készlet hat óráról két órára csökkent, és hely szabadult fel egy harmadik modell munkaállomásai számára.',
    body: `<h2>A kihívás</h2>
<p>A Hongtu Autóipari Végszerelő Üzem SUV-ket és egyterűeket gyárt; az elektromos és hibrid változatok egy soron, 60 JPH (óránként 60 jármű) ütemben készülnek. A sok felszereltségi változat miatt a sor mellett akár 1200 cikkszámú alkatrészt kellett tartani, a vontatók és targoncák ellepték a logisztikai folyosókat, a soroldali készlet elfoglalta az új munkaállomásokhoz szükséges helyet, a rossz változatú alkatrészek pedig utómunkát okoztak. Az üzemnek csarnokbővítés nélkül kellett bevezetnie egy harmadik modellt.</p>
<h2>Megoldásunk</h2>
<p>A logisztikai terület szupermarketjében a dolgozók a MES által kiküldött járműsorrend alapján szekvenciaállványokba komissiózzák az alkatrészeket. Az alányúló emelős AGV-k minden állványt a sor melletti dokkolóállomásra szállítanak, nagyjából 15 perccel a felhasználás előtt, az üres állványokat pedig automatikusan visszaviszik. A raklapos nagy alkatrészeket villás AGV-k viszik közvetlenül a sorhoz. Az ütemezőrendszer egységesen irányítja az összes járművet, 36 kereszteződésben szabályozza a forgalmat, és kapcsolatban áll a végszerelő sor andon-rendszerével: ha egy szakasz leáll, az oda irányuló szállítási feladatok automatikusan szünetelnek.</p>
<ul>
<li>120 alányúló emelős AGV, 1000 kg névleges teherbírás, QR-kódos és lézeres navigáció, ±10 mm pozicionálási pontosság</li>
<li>20 villás AGV, 1500 kg névleges teherbírás, raklapos alkatrészekhez</li>
<li>Szekvenciáló komissiózó terület fényjelzéses komissiózással, a MES járműsorrend-adatai alapján</li>
<li>Automatikus soroldali dokkolóállomások és az üres állványok automatikus visszaszállítása</li>
<li>Fleet Scheduler flottaütemező 140 jármű egységes irányítására, 36 kereszteződés forgalomszabályozásával</li>
<li>StarWCS Control berendezésvezérlő rendszer a gyári MES-hez és az andon-rendszerhez kapcsolva</li>
</ul>
<h2>Eredmények</h2>
<table>
<thead><tr><th>Mutató</th><th>Korábban</th><th>Jelenleg</th></tr></thead>
<tbody>
<tr><td>Soroldali készlet</td><td>6 óra</td><td>2 óra</td></tr>
<tr><td>Vezetővel közlekedő járművek a logisztikai folyosókon</td><td>85</td><td>12</td></tr>
<tr><td>Téves szállítások (havonta)</td><td>34</td><td>1</td></tr>
<tr><td>Anyaghiány miatti sorleállások (havonta)</td><td>9</td><td>0,5</td></tr>
</tbody>
</table>
<p>A sor mellett felszabadult terület befogadta a harmadik modellhez szükséges összes új munkaállomást, és az új modell csarnokbővítés nélkül, a tervezett időpontban került gyártásba. Mivel jóval kevesebb jármű közlekedik a folyosókon, az üzemen belüli közlekedési események száma is meredeken csökkent.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'A parts consolidation centre supplying two assembly plants in sequence',
    },
    language: 'hu',
    customer: 'Zhongheng Autóalkatrész-logisztika',
    title: 'Alkatrész-konszolidációs központ két autógyár sorrendi ellátására',
    summary:
      'Kisdobozos (miniload) és raklapos magasraktár látja el együtt a 24 szekvenciáló állomást: a járműsorrend kiküldésétől a kamion indulásáig eltelt idő 95 percről 38 percre rövidült, a sorrendi hibák száma 97%-kal csökkent.',
    body: `<h2>A kihívás</h2>
<p>A Zhongheng független (3PL) autóipari logisztikai szolgáltató, amely két, 8, illetve 14 kilométerre lévő autógyárat lát el mintegy 400 beszállító alkatrészeivel. Attól a pillanattól, hogy egy gyár kiküldi a járműsorrendet, mindössze 120 perc áll rendelkezésre, hogy az alkatrészek a gyártósorhoz érjenek – és ebbe a közúti szállítás ideje is beletartozik. A régi raktár főként padlón tárolásra és hagyományos állványokra épült, egy szekvenciatétel alkatrészeinek összegyűjtése túl sokáig tartott, az éjszakai műszakban pedig tartósan kevés volt a munkaerő.</p>
<h2>Megoldásunk</h2>
<p>A ládás kis alkatrészek kisdobozos (miniload) raktárba, a raklapos alkatrészek raklapos magasraktárba kerülnek, és mindkettő egyszerre látja el a szekvenciáló állomásokat. A dolgozók fényjelzések irányításával, járműsorrend szerint helyezik az alkatrészeket a szekvenciakocsikba, a rendszer pedig minden ládát ellenőriz. A kocsikat fordított sorrendben rakodják fel a kamionra, így a gyárban közvetlenül, sorrendben juttathatók a gyártósorhoz. A WMS kezeli a beszállítók konszignációs készletét és az autógyárak lehívásait, és EDI-kapcsolaton át valós időben cserél adatot mindkét gyárral.</p>
<ul>
<li>Kisdobozos (miniload) raktár 10 felrakógéppel és 48\u00a0000 ládahellyel, ládánként 50 kg névleges teherbírással, 6 m/s haladási sebességgel</li>
<li>Raklapos magasraktár 6 felrakógéppel és 7200 tárhellyel, 1000 kg névleges teherbírással, 20 m emelési magasságig</li>
<li>24 szekvenciáló állomás fényjelzéses komissiózással és ládaellenőrzéssel</li>
<li>Rakodási puffer a sorrend automatikus ellenőrzésével indulás előtt</li>
<li>StarOS WMS: beszállítói konszignációs készlet, lehíváskezelés és EDI-kapcsolat mindkét autógyárral</li>
</ul>
<h2>Eredmények</h2>
<table>
<thead><tr><th>Mutató</th><th>Korábban</th><th>Jelenleg</th></tr></thead>
<tbody>
<tr><td>Idő a járműsorrend kiküldésétől a kamion indulásáig</td><td>95 perc</td><td>38 perc</td></tr>
<tr><td>Sorrendi hibák (millió alkatrészenként)</td><td>180</td><td>6</td></tr>
<tr><td>Tárolókapacitás</td><td>26\u00a0000 láda + 3000 raklap</td><td>48\u00a0000 láda + 7200 raklap</td></tr>
<tr><td>Az éjszakai műszak létszáma</td><td>65 fő</td><td>28 fő</td></tr>
</tbody>
</table>
<p>A felszabadult időtartalék lehetővé teszi, hogy a Zhongheng a forgalmi dugókat és más váratlan helyzeteket is kezelni tudja: az üzembe helyezés óta egyetlen autógyári gyártósor sem állt le késedelmes szállítás miatt. Ennek a teljesítménynek köszönhetően a Zhongheng egy harmadik autógyár ellátására is szerződést nyert.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Heavy forklift AGVs and a digital twin for a stamped-panel buffer',
    },
    language: 'hu',
    customer: 'Qiyuan Autóipari Préselő- és Karosszériaüzem',
    title:
      'Nehézteher-szállító villás AGV-k és digitális iker a préselt lemezalkatrészek pufferében',
    summary:
      '22 háromtonnás villás AGV kezeli a préselt alkatrészek 1500 állványhelyét, a digitális iker pedig valós időben mutatja, hány órára elegendő az egyes alkatrészekből a hegesztőüzem számára. A targoncavezetők száma műszakonként 16-ról 3-ra csökkent.',
    body: `<h2>A kihívás</h2>
<p>A Qiyuan présüzemében két tandem préssor gyártja tételekben a karosszéria külső burkolóelemeit, a hegesztőüzem viszont folyamatosan használja fel őket. A kettő közötti pufferterületen mintegy 1400 alkatrésztartó állvány állt, egyenként akár 2,8 t tömeggel, mozgatásukat 16 targoncavezető végezte. Az állványokat gyakran oda tették le, ahol éppen hely volt, így a vezetők sok időt töltöttek kereséssel, a présüzem gyártástervezői pedig nem tudták pontosan, mennyi maradt még az egyes alkatrészekből. Az állványütközésekből eredő alkatrészsérülések évente több mint egymillió jüan kárt okoztak az üzemnek.</p>
<h2>Megoldásunk</h2>
<p>Háromtonnás, lézeres SLAM-navigációjú nehézteher-szállító villás AGV-ket állítottunk munkába. Az állványokat három szint magasan, egymásra rakva tárolják, minden tárhelynek állandó azonosítója és valós idejű állapota van. A préssorok végén és a hegesztőüzem bejáratainál automatikus átadóállomások működnek. A Digital Twin Studio minden alkatrész készletét úgy jeleníti meg, hogy hány órára fedezi a hegesztőüzem igényét, és lehetővé teszi a présüzemi gyártástervek szimulációját, így a tervezők hosszabb, ésszerűbb tételeket ütemezhetnek.</p>
<ul>
<li>22 nehézteher-szállító villás AGV, 3000 kg névleges teherbírás, 4,5 m emelési magasság, lézeres SLAM-navigáció, ±10 mm pozicionálási pontosság</li>
<li>1500 állványhely a padlón, legfeljebb háromszintes egymásra rakással, helyenkénti nyomon követéssel</li>
<li>Automatikus átadóállomások a préssorok végén és a hegesztőüzem bejáratainál</li>
<li>Fleet Scheduler flottaütemező dinamikus útvonaltervezéssel a 22 nehézteher-jármű számára</li>
<li>Digital Twin Studio: alkatrészenkénti fedezettség órában, gyártástervek szimulációjával</li>
<li>StarWCS Control berendezésvezérlő rendszer a présüzem és a hegesztőüzem MES-rendszeréhez kapcsolva</li>
</ul>
<h2>Eredmények</h2>
<table>
<thead><tr><th>Mutató</th><th>Korábban</th><th>Jelenleg</th></tr></thead>
<tbody>
<tr><td>Targoncavezetők műszakonként</td><td>16 fő</td><td>3 fő</td></tr>
<tr><td>Keresési idő állványmozgatásonként</td><td>kb. 6 perc</td><td>0</td></tr>
<tr><td>Alkatrészsérülésekből eredő kár (évente)</td><td>1,2 millió jüan</td><td>150 ezer jüan</td></tr>
<tr><td>Szerszámcserék (hetente)</td><td>42</td><td>34</td></tr>
</tbody>
</table>
<p>A kevesebb szerszámcsere hetente több óra többlet hasznos gyártási időt jelent a préssoroknak. A gyártástervezők ma már minden tervet előbb a digitális ikerben próbálnak ki, és a hegesztőüzem azóta egyszer sem állt le burkolóelem-hiány miatt.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'A chilled high-bay warehouse for yoghurt and fresh milk' },
    language: 'hu',
    customer: 'Tianmu Tejipar',
    title: '2–6 °C-os automatizált magasraktár joghurthoz és friss tejhez',
    summary:
      'A 7 felrakógéppel és 8400 tárhellyel működő, 2–6 °C-os magasraktár közvetlenül kapcsolódik a töltősorokhoz, és útvonal, illetve lerakodási pont szerinti sorrendben tárol ki. A kiszállító járművek átlagos késése 48 percről 5 percre csökkent.',
    body: `<h2>A kihívás</h2>
<p>A Tianmu Tejipar fő üzeme hűtött joghurtot és pasztőrözött friss tejet gyárt, 7–21 napos minőségmegőrzési idővel. A termékeket végig 2–6 °C-on kell tartani; az üzletek rendeléseinek többsége késő este érkezik, a szállítást viszont másnap reggel 6 óra előtt kell teljesíteni. A régi hűtött raktár targoncákkal működött, a rakományokat kézzel állították össze járművenként, így a kiszállító járművek gyakran késve indultak; nyári éjszakákon a gyakori ajtónyitások miatt a rakodórámpa hőmérséklete 8 °C fölé is emelkedett.</p>
<h2>Megoldásunk</h2>
<p>A töltőcsarnok mellé 2–6 °C-os magasraktárat építettünk, ahová a raklapozókról érkező raklapok szállítópályán jutnak be közvetlenül. A WMS a gyártási dátum alapján FEFO-elv szerint adja ki az árut, a kitárolt raklapokat pedig útvonalanként, a lerakodási pontok fordított sorrendjében rendezi: az utolsó megálló árui kerülnek fel elsőként a járműre. Mind a 16 rakodókapu tömített kapuszigetelővel van felszerelve, és csak akkor nyílik, amikor a jármű már dokkolt.</p>
<ul>
<li>7 egyoszlopos felrakógép, 1000 kg névleges teherbírás, 24 m emelési magasság, 200 m/min haladási sebesség, ±3 mm pozicionálási pontosság</li>
<li>8400 raklaphely 2–6 °C-on</li>
<li>Szállítópálya-kapcsolat 14 töltő- és raklapozósorral</li>
<li>Útvonal szerint sorba rendező kitárolási puffer 16 rakodókapuval és tömített kapuszigetelőkkel</li>
<li>StarOS WMS: FEFO-elvű kiadás, kitárolás útvonal és lerakodási pont szerinti sorrendben</li>
</ul>
<h2>Eredmények</h2>
<table>
<thead><tr><th>Mutató</th><th>Korábban</th><th>Jelenleg</th></tr></thead>
<tbody>
<tr><td>A kiszállító járművek átlagos késése</td><td>48 perc</td><td>5 perc</td></tr>
<tr><td>A rakodórámpa hőmérséklete nyári éjszakákon</td><td>legfeljebb 9 °C</td><td>4–6 °C</td></tr>
<tr><td>Kitárolási teljesítmény</td><td>óránként 150 raklap</td><td>óránként 420 raklap</td></tr>
<tr><td>Lejárat miatt selejtezett termékek aránya</td><td>0,8%</td><td>0,2%</td></tr>
</tbody>
</table>
<p>A pontos kiszállításnak köszönhetően a reggel polcra kerülő friss tej tovább értékesíthető, így kevesebb termék jár le. A Tianmu ugyanezt a megoldást tervezi alkalmazni új, kelet-kínai üzemében is.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'Robotic palletizing and AGV transfer for a bottled water plant' },
    language: 'hu',
    customer: 'Qingyuanquan Italgyártó',
    title: 'Robotos raklapozás és AGV-s anyagmozgatás egy palackozott vizet gyártó üzemben',
    summary:
      'Négy robotos raklapozócella váltotta fel az elavult portálos raklapozókat, a 250 méteres szállítást pedig 16 kültéri kivitelű villás AGV vette át. A termékváltás ideje 40 percről 6 percre csökkent.',
    body: `<h2>A kihívás</h2>
<p>A Qingyuanquan Italgyártó egy hegyvidéki forrásnál palackoz természetes ásványvizet; hat töltősorának sebessége óránként 36\u00a0000 és 48\u00a0000 palack között van. Az egyes sorok termékeit régi portálos raklapozók rakták raklapra, majd targoncák szállították egy szabadtéri udvaron keresztül a 250 méterre lévő késztermékraktárba. A félreeső helyszínre nehéz volt targoncavezetőt találni, a régi raklapozók pedig nem tudták kezelni az újonnan bevezetett, 12 palackos zsugorfóliás csomagolást.</p>
<h2>Megoldásunk</h2>
<p>Két-két töltősor osztozik egy robotos raklapozócellán. A robotok kombinált szorító-vákuumos megfogóval dolgoznak, a rakatkép pedig érintőképernyőn választható ki és váltható. Sztreccsfóliázás és címkézés után a raklapokat kültéri kivitelű villás AGV-k viszik egy újonnan épített, fedett útvonalon a késztermékraktárba. Az AGV-k 3D lézeres SLAM-navigációval tájékozódnak, amely esőben, ködben és változó fényviszonyok között is megbízható, védettségük IP54; az útvonal menti automatikus ajtók és töltőállomások az ütemezőrendszerbe vannak bekötve.</p>
<ul>
<li>4 robotos raklapozócella négytengelyes robotokkal és kombinált szorító-vákuumos megfogóval, cellánként óránként legfeljebb 1600 csomag</li>
<li>Sztreccsfóliázó gépek és raklapcímke-felhelyezők</li>
<li>16 villás AGV, 2000 kg névleges teherbírás, 5 m emelési magasság, 3D lézeres SLAM-navigáció, IP54 védettség</li>
<li>Automatikus ajtók és töltőállomások az útvonal mentén</li>
<li>StarWCS Control berendezésvezérlő rendszer a gyártósori vezérlésekhez és a gyári ERP-hez kapcsolva</li>
</ul>
<h2>Eredmények</h2>
<table>
<thead><tr><th>Mutató</th><th>Korábban</th><th>Jelenleg</th></tr></thead>
<tbody>
<tr><td>Termékváltási idő a raklapozásnál</td><td>40 perc</td><td>6 perc</td></tr>
<tr><td>Targoncavezetők műszakonként</td><td>12 fő</td><td>2 fő</td></tr>
<tr><td>Óránként szállított raklapok</td><td>140</td><td>190</td></tr>
<tr><td>Raklapozás közben sérült csomagok aránya</td><td>0,4%</td><td>0,05%</td></tr>
</tbody>
</table>
<p>A nyári csúcsszezonban a hat töltősor először működhetett folyamatosan teljes terheléssel, anélkül hogy a raklapozás vagy a szállítás miatt lassítani kellett volna. Új kiszerelés bevezetésekor elég egy új rakatképet felvenni a rendszerbe.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'A four-way shuttle retrofit in an existing 12-metre warehouse' },
    language: 'hu',
    customer: 'Hexiang Ízesítőgyár',
    title:
      'Négyirányú shuttle-rendszerű, nagy sűrűségű tárolás egy meglévő, 12 méter magas raktárban',
    summary:
      'A régi késztermékraktárat két ütemben, a kiszállítás leállítása nélkül alakítottuk át: a raklaphelyek száma 5200-ról 8900-ra nőtt, az üvegpalackos termékek anyagmozgatás közbeni törése pedig több mint 80%-kal csökkent.',
    body: `<h2>A kihívás</h2>
<p>A Hexiang Ízesítőgyár erjesztéssel szójaszószt és ecetet állít elő, termékeit főként üvegpalackban forgalmazza, raklaponként mintegy 900 kg tömeggel. Késztermékraktárának belmagassága 12 m, a korábbi négyszintes gerendás raklapállványokon 5200 raklaphely volt. Az értékesítés növekedése miatt mintegy 70%-kal több tárolókapacitásra volt szükség, új raktár építésére azonban nem maradt terület a telephelyen; ráadásul minden targoncaütközés az üvegpalackos termékekkel tetemes kárt okozott. Az átépítés alatt a napi kiszállítás sem szünetelhetett.</p>
<h2>Megoldásunk</h2>
<p>A raktárat két részre osztva, ütemezetten alakítottuk át: először a régi állványzat felét bontottuk el, és négyirányú shuttle-rendszerű, nagy sűrűségű állványzattal helyettesítettük, amelyet azonnal üzembe is helyeztünk; ezután a készletet átköltöztettük az új részbe, és átépítettük a másik felét. Az új állványzat a 12 méteres belmagasságot kihasználva hét tárolási szintet kínál, a folyosók száma pedig jelentősen csökkent. Az öt töltősorról érkező raklapok kontúr- és tömegellenőrzés után szállítópályán jutnak közvetlenül a raktárba, hat kitárolási sáv pedig járművenkénti sorrendben készíti elő a rakományokat, így targoncára csak a rakodásnál van szükség.</p>
<ul>
<li>12 négyirányú shuttle-kocsi, 1000 kg névleges teherbírás, 1,5 m/s haladási sebesség, ±2 mm pozicionálási pontosság</li>
<li>3 lift, 7 tárolási szint, 8900 raklaphely</li>
<li>Betárolási szállítópályák 5 töltősorról, kontúrellenőrzéssel és mérlegeléssel</li>
<li>6 kitárolási rakodósáv</li>
<li>StarOS WMS és StarWCS Control, a gyári ERP-vel integrálva</li>
</ul>
<h2>Eredmények</h2>
<table>
<thead><tr><th>Mutató</th><th>Korábban</th><th>Jelenleg</th></tr></thead>
<tbody>
<tr><td>Raklaphelyek</td><td>5200</td><td>8900</td></tr>
<tr><td>Törési arány anyagmozgatás közben</td><td>0,5%</td><td>0,08%</td></tr>
<tr><td>Targoncák a raktárban</td><td>14</td><td>3 (csak rakodáshoz)</td></tr>
<tr><td>Be- és kitárolási teljesítmény</td><td>óránként 110 raklap</td><td>óránként 160 raklap</td></tr>
</tbody>
</table>
<p>A két ütem hét hónapig tartott, a kiszállítás eközben egyetlen napra sem állt le. Az új raktár építésének elmaradásával megtakarított beruházás jóval meghaladja az átalakítás költségét; a Hexiang most azt vizsgálja, hogy alapanyag- és csomagolóanyag-raktárát is ugyanígy alakítsa át.</p>`,
  },
]
