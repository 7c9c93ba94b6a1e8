import type { ExtraVersion } from '../../more-languages'

/** News and investor items in hu: each names its seed story by its kind and exact English title. */
export const articles: ExtraVersion[] = [
  {
    of: {
      kind: 'news',
      enTitle:
        'Starbridge launches fourth-generation four-way shuttle with a cold-store version rated to -25 °C',
    },
    language: 'hu',
    title:
      'A Starbridge bemutatta negyedik generációs négyirányú shuttle-kocsiját – hűtőházi változata −25 °C-on is folyamatosan üzemel',
    summary:
      'Az új SB-FS4 négyirányú shuttle-kocsi névleges teherbírása 1,5 tonna, üres haladási sebessége 2 m/s-ra nőtt, és első ízben készült belőle hűtött logisztikai raktárakhoz tervezett, alacsony hőmérsékletű változat is.',
    body: `<p>Március 18-án a Starbridge a sencseni központjában rendezett termékbemutatón hivatalosan is piacra dobta negyedik generációs négyirányú shuttle-kocsiját, az SB-FS4-et. A gyógyszeripar, az élelmiszer- és italgyártás, valamint az új energetika területéről érkezett több mint hatvan ügyfélképviselő láthatta, hogyan vált irányt és szintet, illetve hogyan halad teljes terheléssel a prototípus egy húszméteres tesztfolyosóban.</p>
<h2>Gyorsabb, pontosabb, takarékosabb</h2>
<p>Az SB-FS4 megtartotta a bevált, sínes irányváltó szerkezetet, a hajtást, az emelőegységet és az energiagazdálkodást azonban teljesen újratervezték. Az előző generációhoz képest a legfontosabb változások:</p>
<ul>
<li>1500 kg névleges teherbírás, üresen 2 m/s, teljes terheléssel 1,5 m/s haladási sebesség;</li>
<li>abszolút jeladós és vonalkódos kettős pozicionálás, ±2 mm-es megállási pontosság;</li>
<li>2,8 másodpercre rövidült emelési és irányváltási idő, amellyel egy kocsi óránkénti teljesítménye mintegy 18%-kal nő;</li>
<li>lítium-vas-foszfát akkumulátor fékenergia-visszanyeréssel, egy feltöltéssel több mint 10 órás folyamatos üzem.</li>
</ul>
<h2>Hűtőházakra tervezett alacsony hőmérsékletű változat</h2>
<p>Az alacsony hőmérsékletű változat hidegálló, hőszigetelt akkumulátortérrel, alacsony hőmérsékletű kenőzsírral és páralecsapódás ellen védett villamos szekrényekkel készül. −25 °C-on is folyamatosan üzemel, és zsilipen át közlekedhet a normál hőmérsékletű és a fagyasztott zónák között. A fejlesztőcsapat a vuhani hidegkamrás laboratóriumban összesen több mint 3000 órás tartóssági vizsgálatot végzett.</p>
<p>Az SB-FS4 zökkenőmentesen integrálható a Starbridge StarWCS Control berendezésvezérlő rendszerével és liftjeivel, és egyaránt alkalmas nagy sűrűségű tárolásra, pufferelésre és válogatásra, valamint hűtött logisztikai elosztóközpontok korszerűsítésére. Az első berendezéseket az idei harmadik negyedévben szállítják.</p>`,
  },
  {
    of: { kind: 'news', enTitle: 'Starbridge opens its Wuhan R&D centre' },
    language: 'hu',
    title: 'Megnyílt a Starbridge vuhani kutatás-fejlesztési központja',
    summary:
      'A mintegy 28 000 négyzetméteres vuhani kutatás-fejlesztési központban magasraktári tesztállvány, AGV-tesztcsarnok és klímakamra működik; fő feladata a vezérlőszoftverek, a navigációs algoritmusok és a digitális iker fejlesztése.',
    body: `<p>Június 18-án hivatalosan megnyílt a Starbridge vuhani kutatás-fejlesztési központja a Keleti-tavi Csúcstechnológiai Övezetben. Ez a vállalat második kutatás-fejlesztési bázisa a sencseni székhelyen működő fejlesztési központ után.</p>
<h2>A laboratóriumtól a valós üzemi körülményekig</h2>
<p>A központ alapterülete mintegy 28\u00a0000 négyzetméter. Az irodák és a szoftverfejlesztési területek mellett több tesztlétesítménynek is helyet ad:</p>
<ul>
<li>24 méter magas magasraktári tesztállvány, amelyben két felrakógép egyszerre végezhet teljes terhelésű tartóssági vizsgálatot;</li>
<li>3000 négyzetméteres AGV/AMR-tesztcsarnok, amely szűk folyosókat, rámpákat, felvonókat és automatikus ajtókat szimulál;</li>
<li>−30 °C és 50 °C közötti tartományban működő klímakamra a hűtött logisztikai berendezések alacsony hőmérsékletű validálásához;</li>
<li>hardver a hurokban (HIL) szimulációs platform, amellyel a vezérlőprogramok virtuális üzembe helyezése még a berendezések kiszállítása előtt elvégezhető.</li>
</ul>
<h2>Fókuszban a szoftver és az algoritmusok</h2>
<p>A vuhani csapat fő feladata a StarWCS Control berendezésvezérlő rendszer, a Fleet Scheduler flottaütemező és a Digital Twin Studio digitálisiker-platform fejlesztése. A központban jelenleg mintegy 260 fejlesztő dolgozik, létszámuk 2026 végére várhatóan mintegy 400 főre nő.</p>
<p>A vállalat elnöke a megnyitón kiemelte: Vuhanban sok az egyetem és bőséges a mérnöki tehetség, így az új központ és a sencseni székhely között világos munkamegosztás alakul ki – Sencsen inkább a hardverre, Vuhan inkább a szoftverre összpontosít –, ami lerövidíti az új termékek útját a tervezéstől az átadásig.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle: 'Stacker crane safety system certified to performance level PL d',
    },
    language: 'hu',
    title:
      'PL d szintű funkcionális biztonsági tanúsítványt kapott a Starbridge raklapos felrakógépeinek biztonsági vezérlése',
    summary:
      'Egy független tanúsító szervezet értékelése szerint az SB-S sorozatú raklapos felrakógépek biztonsági vezérlőrendszere eléri az ISO 13849-1 szabvány szerinti PL d teljesítményszintet.',
    body: `<p>A Starbridge SB-S sorozatú egy- és kétoszlopos raklapos felrakógépeinek biztonsági vezérlőrendszere egy független, harmadik fél tanúsító szervezet értékelése alapján megkapta az ISO 13849-1 szerinti PL d teljesítményszint tanúsítványát. A gépek kialakítása emellett megfelel az EN 528 európai szabvány felrakógépekre vonatkozó biztonsági követelményeinek is.</p>
<h2>A tanúsítás által lefedett biztonsági funkciók</h2>
<p>A kilenc hónapig tartó értékelés kiterjedt a hardverarchitektúrára, a szoftverfejlesztési folyamatra, a hibamód-elemzésre és a helyszíni ellenőrző vizsgálatokra. A főbb biztonsági funkciók:</p>
<ul>
<li>biztonságos nyomaték-lekapcsolás (STO) és biztonságos leállítás, 200 ms alatti vészleállítási reakcióidővel;</li>
<li>kétcsatornás jeladókra épülő biztonságos sebességkorlátozás és a folyosóvégi lassítás felügyelete;</li>
<li>az emelőkocsi túlsebességének, a kötél lazulásának és a túlterhelésnek az érzékelése;</li>
<li>reteszelés a karbantartó platformok és a folyosóajtók között, így amíg valaki bent tartózkodik, a gép nem működhet automatikus üzemben.</li>
</ul>
<h2>Alap az exporthoz és a magas követelményű projektekhez</h2>
<p>Az elmúlt években egyre több új energetikai, gyógyszeripari és külföldi ügyfél írja elő tendereiben a tanúsított funkcionális biztonságot. A PL d szint birtokában az SB-S sorozat közvetlenül ajánlható ilyen projektekhez, ami csökkenti az ügyfél telephelyén elvégzendő biztonsági értékelés munkaterhét.</p>
<p>A vállalat biztonságtechnikai csapata szerint a következő lépésben a kisdobozos (miniload) felrakógépek és a négyirányú shuttle-kocsik biztonsági funkcióit is azonos szintre tanúsíttatják, a funkcionális biztonsági követelmények pedig minden új termék fejlesztési folyamatának részévé válnak.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle: 'Jinlan Pharmaceutical cold-chain distribution centre in Chengdu goes live',
    },
    language: 'hu',
    title: 'Üzembe állt a Jinlan Gyógyszerlogisztika csengtui hűtött logisztikai központja',
    summary:
      'A Starbridge fővállalkozásában épült csengtui hűtött logisztikai központ harmincnapos párhuzamos próbaüzem után állt teljes üzembe; a hűtött, a fagyasztott és a normál hőmérsékletű zónában egyaránt automatizált az anyagmozgatás.',
    body: `<p>Szeptember második felében üzembe állt a Jinlan Gyógyszerlogisztika csengtui hűtött logisztikai központja, amelyet a Starbridge fővállalkozóként épített. A projekt a vakcinák, a biológiai készítmények és a hagyományos gyógyszerek átvételét, tárolását, komissiózását és kiszállítását fedi le, és ez a legnagyobb gyógyszer-logisztikai projekt, amelyet a vállalat Délnyugat-Kínában átadott.</p>
<h2>Három hőmérsékleti zóna, egyetlen rendszer</h2>
<ul>
<li>2–8 °C-os hűtött zóna: nagy sűrűségű tárolás négyirányú shuttle-kocsikkal, 6800 raklaphellyel;</li>
<li>−25 °C-os fagyasztott zóna: alacsony hőmérsékletű négyirányú shuttle-kocsik, 1200 raklaphely;</li>
<li>normál hőmérsékletű zóna: kisdobozos (miniload) magasraktár 32\u00a0000 ládahellyel és áru az emberhez elvű komissiózóállomásokkal.</li>
</ul>
<p>A rendszer csúcsteljesítménye óránként 420 raklap be- és kitárolása, napi feldolgozási kapacitása mintegy 18\u00a0000 rendelési sor.</p>
<h2>GSP-megfelelő, teljes körű nyomonkövethetőség</h2>
<p>A StarOS WMS raktárirányítási rendszer a beérkezéstől a kiszállításig kezeli a gyártási számokat, a lejárati időket és a gyógyszerek minőségi státuszát, és szigorúan érvényesíti a FEFO-elvet, vagyis hogy mindig a korábban lejáró tétel kerüljön ki elsőként. A hőmérséklet- és páratartalom-adatokat percenként rögzíti, és automatikusan hozzárendeli a tárhelyekhez és a műveleti naplókhoz, így a GSP követelményeinek megfelelő nyomonkövetési jelentés bármikor elkészíthető.</p>
<p>Az üzletmenet folytonossága érdekében a projektcsapat harminc napig párhuzamosan működtette a régi és az új rendszert, és ez idő alatt egyetlen szállítmány sem késett. Az ügyfél illetékes vezetője szerint az új központ üzembe helyezése óta a hűtött rendelések aznapi kiszállítási aránya a korábbi 85%-ról több mint 98%-ra nőtt.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle:
        'Starbridge and Huayue University of Technology set up a joint intralogistics laboratory',
    },
    language: 'hu',
    title:
      'A Starbridge és a Huayue Műszaki Egyetem közös intelligens logisztikai laboratóriumot hoz létre',
    summary:
      'A felek hároméves közös kutatást folytatnak a többrobotos ütemezés, a digitálisiker-szimuláció és a berendezések prediktív karbantartása területén, és közösen képeznek mesterszakos és doktori hallgatókat.',
    body: `<p>Október 16-án a Starbridge és a Huayue Műszaki Egyetem Gépészmérnöki Kara Vuhanban együttműködési megállapodást írt alá az Intelligens Logisztikai Berendezések és Rendszerek Közös Laboratóriumának létrehozásáról. A laboratórium a Starbridge vuhani kutatás-fejlesztési központjában működik, az együttműködés első szakasza három évre szól.</p>
<h2>Három kutatási irány</h2>
<ul>
<li>Többrobotos együttműködés: útvonaltervezési, holtpont-megelőzési és feladatkiosztási algoritmusok egy telephelyen dolgozó több száz AGV és AMR számára;</li>
<li>Digitális iker és virtuális üzembe helyezés: a szimulációs modellek és a valós berendezések közötti összhang javítása, a helyszíni üzembe helyezés idejének lerövidítése;</li>
<li>Prediktív karbantartás: a felrakógépek és szállítópályák üzemi adatai alapján a csapágyak, láncok és hajtások rendellenes tendenciáinak korai felismerése.</li>
</ul>
<h2>Közös tehetséggondozás</h2>
<p>A megállapodás értelmében a vállalat évente mintegy 40 gyakornoki helyet biztosít az egyetem hallgatóinak, a felek közösen irányítják a mesterszakos és doktori hallgatók munkáját, a Starbridge tapasztalt mérnökei pedig ipari mentorként részt vesznek az alapszakos hallgatók szakdolgozati témavezetésében. A laboratórium kutatási eredményeit elsőként a vállalat termékeiben validálják és alkalmazzák.</p>
<p>A kar dékánja az aláíráson hangsúlyozta: a logisztikai berendezések területén rengeteg valós helyzetből fakadó mérnöki probléma vár megoldásra, és a vállalattal közös laboratórium lehetővé teszi, hogy a hallgatók már tanulmányaik során valós adatokkal és berendezésekkel dolgozzanak. A Starbridge műszaki igazgatója elmondta: a vállalat az egyetem alapalgoritmusokban szerzett tudására építve kívánja megteremteni a következő generációs ütemezőrendszer és digitálisiker-platform kulcstechnológiáit.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle:
        'Starbridge shows coordinated multi-device operation at the Shanghai intralogistics fair',
    },
    language: 'hu',
    title:
      'A Starbridge több berendezés összehangolt működését mutatta be a sanghaji logisztikai szakkiállításon',
    summary:
      'A négynapos sanghaji szakkiállításon a Starbridge egy teljes – betárolástól tároláson és válogatáson át a kiszállításig tartó – bemutatósoron szemléltette a négyirányú shuttle-kocsik, az AMR-ek és a keresztszalagos válogató együttműködését.',
    body: `<p>November 5. és 8. között a Starbridge részt vett a Sanghajban megrendezett nemzetközi logisztikai technológiai és berendezés-kiállításon. A mintegy 600 négyzetméteres standon az „Egy rendszer minden gép irányítására” mottó jegyében teljes, működő bemutatósort építettek fel.</p>
<h2>A stand fénypontjai</h2>
<ul>
<li>a negyedik generációs SB-FS4 négyirányú shuttle-kocsik folyamatos be- és kitárolása háromszintes állványzatban, lifttel összehangolt szintváltással;</li>
<li>alányúló emelős AMR-ekből és villás AGV-kből álló vegyes flotta, amelynek feladatkiosztását és forgalomirányítását a Fleet Scheduler végzi;</li>
<li>az új generációs keresztszalagos válogató modulja óránként legfeljebb 12\u00a0000 darabos teljesítménnyel, e-kereskedelmi csomagok irány szerinti válogatásával;</li>
<li>a Digital Twin Studio nagy kijelzője, amely valós időben tükrözte a stand összes berendezésének állapotát.</li>
</ul>
<h2>Szakmai párbeszéd a helyszínen</h2>
<p>A kiállítás ideje alatt a standot több mint 9000 szakmai látogató kereste fel, a vállalat műszaki csapata pedig nyolc szakmai előadást tartott többek között az akkumulátorgyárak logisztikájáról, a gyógyszeripari hűtött logisztikáról és a régi magasraktárak korszerűsítéséről. Több új energetikai és e-kereskedelmi vállalat konkrét projektekről folytatott részletes egyeztetést a Starbridge szakembereivel.</p>
<p>A vállalat marketingvezetője szerint az ügyfeleket egyre inkább a különböző berendezések együttműködése érdekli, nem pedig az egyes gépek paraméterei. Az, hogy egyetlen platformról sokféle berendezés irányítható, az intelligens raktárprojektek alapkövetelményévé válik.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle:
        'International Volunteer Day: Starbridge volunteers help a community food bank reorganise its storeroom',
    },
    language: 'hu',
    title:
      'Az önkéntesek nemzetközi napja: a Starbridge önkéntesei egy közösségi élelmiszerbank raktárát szervezték újjá',
    summary:
      'A vállalat önkéntes munkatársai szabadidejükben újratervezték egy sencseni közösségi élelmiszerbank raktárát, polcokat szereltek fel, és egyszerű, vonalkódos készletnyilvántartó rendszert állítottak be.',
    body: `<p>December 5. az önkéntesek nemzetközi napja. Ezen a napon a Starbridge „Szikra” önkéntes csoportjának 30 munkatársa egy sencseni, Nanshan kerületi közösségi élelmiszerbankba látogatott, hogy elvégezze a három hétvégén át tartó raktár-átalakítási projekt utolsó feladatát.</p>
<h2>Raktározási tapasztalat a jó ügy szolgálatában</h2>
<p>Az élelmiszerbank havonta mintegy 600 rászoruló családnak oszt rizst, lisztet, étolajat és háztartási cikkeket, raktára azonban kicsi és zsúfolt volt, így a lejárathoz közeli élelmiszereket gyakran nem sikerült időben kiosztani. Az önkéntesek ezért három dolgot tettek:</p>
<ul>
<li>újratervezték a raktár elrendezését termékcsoportok és minőségmegőrzési idő szerinti zónákra bontva, és felszerelték a vállalat által adományozott könnyű polcrendszert;</li>
<li>minden termékfajtát vonalkódos címkével láttak el, és a StarOS WMS egyszerűsített változatára épülő, ingyenes készletnyilvántartást hoztak létre;</li>
<li>két képzést tartottak az élelmiszerbank nyolc állandó önkéntesének a vonalkódos be- és kiadásról, valamint a lejárati figyelmeztetésekről.</li>
</ul>
<p>Az átalakítás után a raktár hasznos tárolóterülete mintegy 40%-kal nőtt, a munkatársak pedig telefonjukon ellenőrizhetik a készletet és a hamarosan lejáró tételeket.</p>
<h2>Önkéntes munka egész évben</h2>
<p>2025-ben a vállalat Sencsenben és Vuhanban összesen 26 önkéntes programot szervezett, amelyeken a munkatársak több mint 400 alkalommal vettek részt, összesen mintegy 1600 órányi önkéntes munkával – az idősek segítésétől az iskolai tudománynépszerűsítő órákon át a folyópartok megtisztításáig.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle: 'Starbridge opens a service hub in Bangkok for customers in Southeast Asia',
    },
    language: 'hu',
    title:
      'Megnyílt a Starbridge bangkoki szervizközpontja: helyi támogatás a délkelet-ázsiai ügyfeleknek',
    summary:
      'A bangkoki szervizközpont helyi mérnökcsapattal és pótalkatrészraktárral nyújt karbantartási, pótalkatrész-ellátási és korszerűsítési szolgáltatásokat thaiföldi, vietnámi és malajziai ügyfeleinek.',
    body: `<p>Január 20-án hivatalosan megnyílt a Starbridge thaiföldi, bangkoki szervizközpontja. Ez a vállalat hatodik külföldi szervizpontja és első regionális szervizközpontja Délkelet-Ázsiában.</p>
<h2>Helyi csapat, gyors reagálás</h2>
<p>Az elmúlt öt évben a Starbridge több mint húsz automatizált magasraktárat, valamint szállítópálya- és válogatórendszert adott át Délkelet-Ázsiában, az élelmiszer- és italgyártás, az autóalkatrész-gyártás és az elektronikai gyártás területén működő ügyfeleknek. E projektek szervizét eddig főként Kínából kiutazó mérnökök látták el. A bangkoki szervizközpont indulásával:</p>
<ul>
<li>18 mérnök dolgozik állandó jelleggel a helyszínen, kétharmaduk helyi munkatárs, és thai, angol, illetve kínai nyelven is kommunikálnak;</li>
<li>a raktárban mintegy 3000-féle gyakran használt pótalkatrész áll készleten, a sürgős alkatrészek pedig 24 órán belül eljutnak a thaiföldi ügyfelekhez;</li>
<li>a központ éjjel-nappal kapcsolatban áll a sencseni székhely távdiagnosztikai központjával, így a legtöbb szoftverhiba távolról elhárítható.</li>
</ul>
<h2>A régebbi berendezések korszerűsítése</h2>
<p>A szervizközpont a régió berendezés-korszerűsítési projektjeit is ellátja, többek között a felrakógépek hajtás- és vezérlőrendszereinek cseréjét, a WCS-szoftverek frissítését és az energiatakarékossági átalakításokat, amelyekkel a hosszú évek óta üzemelő raktárak élettartama meghosszabbítható.</p>
<p>A Starbridge-nek ezzel 12 kínai városban és 6 külföldi országban van szervizpontja.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle: 'Fleet Scheduler 4.0 released: one site, up to 500 vehicles of mixed types',
    },
    language: 'hu',
    title:
      'Megjelent a Fleet Scheduler 4.0: egy telephelyen akár 500 járműből álló vegyes flotta ütemezése',
    summary:
      'Az új verzió teljesen újraírt forgalomirányító motorja lehetővé teszi, hogy különböző gyártók különböző típusú AGV-i és AMR-jei egy térképen dolgozzanak együtt, a tervezést pedig új szimulációs funkció segíti.',
    body: `<p>Március 10-én a Starbridge hivatalosan kiadta Fleet Scheduler 4.0 AGV-ütemező rendszerét. Ez a termék 2019-es bevezetése óta a legjelentősebb verziófrissítés.</p>
<h2>A legfontosabb újdonságok</h2>
<ul>
<li>Új forgalomirányító motor: időablak-foglaláson alapuló útvonaltervezés, amellyel egy telephelyen akár 500 jármű ütemezhető egyidejűleg;</li>
<li>Vegyes flotta: az alányúló emelős, a villás és a görgős felépítményű járművek egyetlen térképen, egységesen ütemezhetők, és a VDA 5050 interfész-specifikációnak megfelelő, más gyártóktól származó járművek is csatlakoztathatók;</li>
<li>Épületintegráció: kapcsolat a felvonókkal, az automatikus ajtókkal, a tűzgátló redőnyökkel és a légzuhanyokkal, így a szállítás szintek és épületek között is megoldható;</li>
<li>Intelligens töltés: a várható feladatok és az akkumulátorok töltöttsége alapján automatikusan ütemezi a töltést, így elkerülhető a sok jármű egyidejű töltéséből adódó kapacitáscsökkenés;</li>
<li>Szimulációs próbafuttatás: új elrendezés vagy rendelési adatok betöltése után még az élesítés előtt felmérhető a szükséges járműszám és a forgalmi szűk keresztmetszetek helye.</li>
</ul>
<h2>A kísérleti projektek eredményei</h2>
<p>Az új verziót két lítiumakkumulátor-gyárban és egy autóalkatrész-gyárban próbálták ki kísérleti jelleggel. Az egyik, 210 járművet üzemeltető akkumulátorgyárban a forgalmi torlódások miatti várakozási idő 18%-kal csökkent, és ugyanakkora termeléshez 12 járművel kevesebb is elég.</p>
<p>A Fleet Scheduler 4.0 a Starbridge felhőplatformján érhető el; a meglévő ügyfelek szervizszerződésük keretében díjmentesen frissíthetnek.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle: 'Digital Twin Studio 3.0 adds peak-volume simulation and alarm replay',
    },
    language: 'hu',
    title:
      'Megjelent a Digital Twin Studio 3.0: csúcsidőszaki szimuláció és riasztás-visszajátszás',
    summary:
      'A digitálisiker-platform 3.0-s verziója 200 ezredmásodpercre rövidíti a berendezésadatok frissítési ciklusát, „mi lenne, ha” szimulációval, riasztás-visszajátszással és energiafogyasztási irányítópulttal bővül, és közvetlenül böngészőben fut.',
    body: `<p>Május 20-án a Starbridge kiadta Digital Twin Studio 3.0 digitálisiker-platformját. Az új verziót főként a vuhani kutatás-fejlesztési központ fejlesztette, azzal a céllal, hogy a felhasználók a napi üzemeltetés során mindent lássanak, minden jelenség okát felderíthessék, és pontos számokkal tervezhessenek.</p>
<h2>Új funkciók</h2>
<ul>
<li>Valós idejű szinkronizálás: a StarWCS Control berendezésvezérlő rendszerrel közvetlenül összekapcsolva a berendezések helyzete és állapota 200 ms-onként frissül, és egy nagy raktár 3D-s modellje is akadozás nélkül fut egy hagyományos böngészőben, bővítmények telepítése nélkül;</li>
<li>„Mi lenne, ha” elemzés: egy akciós vagy szezonális időszak rendelési előrejelzését betöltve a platform a valós berendezésparaméterek alapján szimulálja a teljes raktár működését, így a szűk keresztmetszetek előre feltárhatók;</li>
<li>Riasztás-visszajátszás: bármely riasztás előtti és utáni tíz perc összes gépmozgása visszajátszható a 3D-s jelenetben, így a karbantartók gyorsan megtalálhatják a hiba okát;</li>
<li>Energiafogyasztási irányítópult: az Insight BI üzemeltetési elemzőplatformmal összekapcsolva területenként és berendezéstípusonként mutatja az energiafogyasztást és a műveletenkénti fajlagos energiafelhasználást.</li>
</ul>
<h2>Így használják az ügyfelek</h2>
<p>Egy e-kereskedelmi vállalat kelet-kínai elosztóközpontjában az üzemeltetési csapat a november 11-i nagy online vásárlási fesztivál előtt a „mi lenne, ha” elemzéssel három műszakbeosztást próbált ki, és végül mintegy 15%-kal növelte a csúcsidőszaki kiszállítási kapacitást, új berendezések beszerzése nélkül. Egy dohány-nagykereskedelmi vállalat a riasztás-visszajátszás segítségével a felrakógép-hibák átlagos diagnosztizálási idejét 40 percről 12 percre csökkentette.</p>
<p>A Digital Twin Studio 3.0 új és meglévő ügyfelek számára egyaránt elérhető, a 2.x verziót használó projektek online frissíthetők.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle:
        'Starbridge tobacco distribution centre project named an outstanding intralogistics project of the year',
    },
    language: 'hu',
    title:
      'Az év kiemelkedő intelligens logisztikai projektje lett a Starbridge dohánylogisztikai elosztóközpontja',
    summary:
      'A vállalat által egy tartományi dohány-nagykereskedelmi vállalatnak épített logisztikai elosztóközpont a robotos raklapozás és a magasraktár egységes kialakításáért elnyerte egy iparági szövetség „Az év kiemelkedő intelligens logisztikai projektje” díját.',
    body: `<p>Július közepén a logisztikai berendezések gyártóit tömörítő országos szövetség éves díjátadóján „Az év kiemelkedő intelligens logisztikai projektje” címet kapta az a cigarettaelosztó központ, amelyet a Starbridge egy tartományi dohány-nagykereskedelmi vállalat számára épített.</p>
<h2>A projekt áttekintése</h2>
<p>Az elosztóközpont a tartomány kiskereskedelmi ügyfeleinek mintegy harmadát látja el cigarettával. Fő rendszerei:</p>
<ul>
<li>8 kétoszlopos raklapos felrakógépből álló automatizált magasraktár, összesen 9600 raklaphellyel;</li>
<li>6 robotos raklapozó munkaállomás, amelyek gépi látás segítségével különböző méretű gyűjtődobozokból építenek vegyes raklapokat, állomásonként óránként mintegy 600 doboz teljesítménnyel;</li>
<li>gyűjtődoboz- és kartonválogató sorok, napi mintegy 45\u00a0000 doboz válogatási kapacitással;</li>
<li>a StarOS WMS raktárirányítási rendszer, amely valós idejű kapcsolatban áll az ügyfél értékesítési és dohányengedélyezési rendszereivel, így a rendeléstől a kiszállításig a teljes folyamat digitálisan követhető.</li>
</ul>
<h2>Amit a zsűri kiemelt</h2>
<p>A zsűri értékelése szerint a projektben a raklapozásnál a kézi munkát teljes egészében robotok váltották fel, így mintegy 45%-kal kevesebb közvetlen munkatársra van szükség; a magasraktár és a raklapozó állomások közötti puffer pedig biztosítja, hogy a válogatás és a raklapozás üteme a rendelési csúcsok idején is összhangban maradjon. Az üzembe helyezés óta eltelt egy évben a berendezések átlagos rendelkezésre állása tartósan 99,5% felett volt.</p>
<p>A Starbridge projektjei immár harmadik éve egymás után nyerik el ezt a díjat.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle:
        'Retrofit without stopping production: a 17-year-old high-bay warehouse at Hexi Beverage is renewed',
    },
    language: 'hu',
    title:
      'Korszerűsítés a termelés leállítása nélkül: megújult a Hexi Italgyártó 17 éves magasraktára',
    summary:
      'A Starbridge folyosóról folyosóra haladva korszerűsítette a Hexi Italgyártó 14 felrakógépét és WCS-rendszerét, miközben a raktár végig üzemelt. Az átalakítás után a be- és kitárolási teljesítmény 22%-kal nőtt, az energiafelhasználás 15%-kal csökkent.',
    body: `<p>Szeptemberben a Starbridge befejezte a Hexi Italgyártó dél-kínai gyártóbázisán működő késztermék-magasraktár korszerűsítését. A 2009-ben épült magasraktárban 14 folyosó és mintegy 22\u00a0000 raklaphely van; eredeti vezérlőrendszerét és hajtásait már évek óta nem gyártották, a pótalkatrészeket nehéz volt beszerezni, a meghibásodások miatti állásidő pedig évről évre nőtt.</p>
<figure><img src="/cms/media/news-hexi-aisle.avif" width="1200" height="675" alt="A Hexi Italgyártó megújult késztermék-magasraktárának egyik folyosója"><figcaption>A késztermék-magasraktár egyik folyosója a korszerűsítés után</figcaption></figure>
<h2>Folyosóról folyosóra, a termelés leállítása nélkül</h2>
<p>Mivel az italgyártás főszezonjában a raktár nem állhatott le, a projektcsapat egyszerre mindig csak egy folyosót vett ki az üzemből, és a munka megkezdése előtt a digitális ikermodellen elvégezte az új vezérlőprogram virtuális üzembe helyezését. A korszerűsítés főbb elemei:</p>
<ul>
<li>mind a 14 felrakógép frekvenciaváltóinak, vezérlőinek és pozicionáló rendszereinek cseréje, a meglévő acélszerkezet és állványzat megtartásával;</li>
<li>energia-visszatáplálásra képes hajtások, amelyek a süllyesztéskor és fékezéskor keletkező energiát visszatáplálják a hálózatba;</li>
<li>a korábbi irányítószoftver helyett StarWCS, az ügyfél meglévő WMS- és ERP-rendszeréhez kapcsolva.</li>
</ul>
<p>Az egyes folyosók átállás miatti állásideje legfeljebb 36 óra volt; a teljes korszerűsítés öt hónapig tartott, és ez idő alatt a késztermékek kiszállítása zavartalan maradt.</p>
<h2>Eredmények</h2>
<p>A korszerűsítés után a magasraktár be- és kitárolási teljesítménye 22%-kal nőtt, a raklaponkénti energiafelhasználás mintegy 15%-kal csökkent, a felrakógépek átlagos hibamentes üzemideje pedig jelentősen meghosszabbodott. A beruházás nagyjából harmadába került egy új magasraktárénak.</p>
<p>Kínában a 2005 és 2012 között épült magasraktárak jelentős része most lép a megújítási ciklusba, ezért a Starbridge a korszerűsítést önálló üzletágként, kiemelten fejleszti.</p>`,
  },
  {
    of: { kind: 'investor', enTitle: '2025 Annual Report' },
    language: 'hu',
    title: '2025. évi éves jelentés',
    summary:
      'A Társaság árbevétele 2025-ben 3186,4 millió jüan volt, 14,20%-kal több, mint az előző évben; a Társaság részvényeseire jutó nettó eredmény 268,5 millió jüan volt, ami 17,61%-os növekedés.',
    body: `<p>A Társaság és igazgatótanácsának valamennyi tagja szavatolja, hogy a közzétett információk valósak, pontosak és teljesek, és nem tartalmaznak valótlan adatot, félrevezető állítást vagy lényeges kihagyást.</p>
<p>Ez az összefoglaló az éves jelentés teljes szövegéből készült. A Társaság működési eredményeinek, pénzügyi helyzetének és jövőbeli fejlesztési terveinek teljes körű megismerése érdekében a befektetőknek javasoljuk, hogy figyelmesen olvassák el az éves jelentés teljes szövegét a Kínai Értékpapír-felügyeleti Bizottság (CSRC) által kijelölt közzétételi felületeken. A Társaság 2025. évi pénzügyi kimutatásait könyvvizsgáló cég auditálta, és minősítés nélküli könyvvizsgálói véleményt bocsátott ki.</p>
<h2>Főbb számviteli adatok és pénzügyi mutatók</h2>
<table>
<thead><tr><th>Megnevezés</th><th>2025</th><th>2024</th><th>Változás</th></tr></thead>
<tbody>
<tr><td>Árbevétel (millió jüan)</td><td>3186,4</td><td>2790,2</td><td>+14,20%</td></tr>
<tr><td>A Társaság részvényeseire jutó nettó eredmény (millió jüan)</td><td>268,5</td><td>228,3</td><td>+17,61%</td></tr>
<tr><td>Nettó eredmény a nem ismétlődő tételek nélkül (millió jüan)</td><td>241,7</td><td>202,6</td><td>+19,30%</td></tr>
<tr><td>Működési tevékenységből származó nettó pénzáramlás (millió jüan)</td><td>312,6</td><td>254,1</td><td>+23,02%</td></tr>
<tr><td>Alapvető egy részvényre jutó eredmény (jüan)</td><td>0,65</td><td>0,55</td><td>+18,18%</td></tr>
<tr><td>Kutatás-fejlesztési ráfordítás az árbevétel arányában</td><td>7,50%</td><td>7,30%</td><td>+0,20 százalékpont</td></tr>
</tbody>
</table>
<h2>Az üzleti tevékenység alakulása</h2>
<p>A tárgyidőszakban a Társaság mintegy 3632 millió jüan értékben kötött új szerződéseket, ami 10,73%-os növekedés az előző évhez képest; 2025. december 31-én a rendelésállomány mintegy 4215 millió jüan volt, 11,80%-kal több, mint egy évvel korábban. Üzletágak szerint az intelligens raktározási és logisztikai rendszerek 1912 millió jüan, az okosgyári logisztikai rendszerek 799 millió jüan, a szoftverek és üzemeltetési szolgáltatások 476 millió jüan árbevételt értek el; a külföldi árbevétel 413 millió jüan volt, az összes árbevétel 12,95%-a. A konszolidált bruttó fedezeti hányad 29,4% volt, 0,7 százalékponttal magasabb az előző évinél.</p>
<p>A kutatás-fejlesztési ráfordítás az év egészében 239,0 millió jüan volt, 17,33%-kal több, mint az előző évben. A tárgyidőszak végén a Társaság összlétszáma 2612 fő volt, ebből 786 fő dolgozott a kutatás-fejlesztésben.</p>
<h2>Eredményfelosztási javaslat</h2>
<p>A Társaság a 412\u00a0800\u00a0000 részvényből álló alaptőke alapján 10 részvényenként bruttó 2,00 jüan készpénzes osztalék kifizetését javasolja valamennyi részvényesnek, összesen 82,56 millió jüan értékben, ami a Társaság részvényeseire jutó 2025. évi nettó eredmény 30,75%-a. Ingyenes részvények kibocsátására és tőketartalék alaptőkévé alakítására nem kerül sor. A javaslatot a Társaság 2025. évi rendes közgyűlésének is jóvá kell hagynia.</p>`,
  },
  {
    of: { kind: 'investor', enTitle: 'Notice of the 2025 Annual General Meeting' },
    language: 'hu',
    title: 'Hirdetmény a 2025. évi rendes közgyűlés összehívásáról',
    summary:
      'A Társaság 2025. évi rendes közgyűlését 2026. május 13-án tartja, személyes és online szavazással; a fordulónap 2026. május 7.',
    body: `<p>A Társaság és igazgatótanácsának valamennyi tagja szavatolja, hogy a közzétett információk valósak, pontosak és teljesek, és nem tartalmaznak valótlan adatot, félrevezető állítást vagy lényeges kihagyást.</p>
<p>A Társaság ötödik igazgatótanácsának tizenkettedik ülésén hozott határozat alapján a Társaság összehívja 2025. évi rendes közgyűlését. A közgyűlés részleteiről az alábbiak szerint tájékoztatjuk a részvényeseket.</p>
<h2>A közgyűlés alapadatai</h2>
<ul>
<li>A személyes részvétellel tartott ülés időpontja: 2026. május 13. (szerda), 14:30;</li>
<li>Az online szavazás ideje: a Sencseni Értéktőzsde kereskedési rendszerén keresztül 2026. május 13-án 9:15–9:25, 9:30–11:30 és 13:00–15:00 között; az internetes szavazási rendszeren keresztül 2026. május 13-án 9:15 és 15:00 között bármikor;</li>
<li>A személyes részvétellel tartott ülés helyszíne: a Starbridge székházának földszinti tárgyalóterme, Sencsen, Nanshan kerület;</li>
<li>Fordulónap: 2026. május 7. Az ezen a napon a délutáni tőzsdezáráskor nyilvántartásba vett valamennyi részvényes jogosult részt venni a közgyűlésen, és írásban meghatalmazott képviselője útján is részt vehet és szavazhat.</li>
</ul>
<h2>Napirendi pontok</h2>
<table>
<thead><tr><th>Sorszám</th><th>Előterjesztés</th></tr></thead>
<tbody>
<tr><td>1</td><td>Az igazgatótanács 2025. évi beszámolója</td></tr>
<tr><td>2</td><td>A 2025. évi éves jelentés és összefoglalója</td></tr>
<tr><td>3</td><td>A 2025. évi pénzügyi zárszámadás</td></tr>
<tr><td>4</td><td>A 2025. évi eredményfelosztási javaslat</td></tr>
<tr><td>5</td><td>Javaslat a könyvvizsgáló cég 2026. évi újbóli megbízására</td></tr>
<tr><td>6</td><td>Javaslat az igazgatótanácsi tagok és a felső vezetés 2026. évi javadalmazására</td></tr>
<tr><td>7</td><td>Javaslat átfogó banki hitelkeret igénylésére</td></tr>
</tbody>
</table>
<p>A Társaság független igazgatótanácsi tagjai a közgyűlésen beszámolnak 2025. évi tevékenységükről. A 4–6. előterjesztés esetében a kisbefektetők szavazatait külön számolják össze és teszik közzé.</p>
<h2>Regisztráció</h2>
<p>A regisztráció ideje: 2026. május 11., 9:00–17:00. A részvényesek személyesen, levélben vagy e-mailben regisztrálhatnak. Kapcsolattartó: a Társaság igazgatótanácsának titkársága, telefon: +86 755 8888 0532. A közgyűlés fél napig tart; a résztvevők utazási és szállásköltségeiket maguk viselik.</p>`,
  },
  {
    of: { kind: 'investor', enTitle: '2026 First Quarter Report' },
    language: 'hu',
    title: '2026. I. negyedéves jelentés',
    summary:
      '2026 első negyedévében a Társaság árbevétele 612,8 millió jüan volt, 16,30%-kal több, mint egy évvel korábban; a Társaság részvényeseire jutó nettó eredmény 38,6 millió jüan volt, ami 21,38%-os növekedés.',
    body: `<p>A Társaság és igazgatótanácsának valamennyi tagja szavatolja, hogy a közzétett információk valósak, pontosak és teljesek, és nem tartalmaznak valótlan adatot, félrevezető állítást vagy lényeges kihagyást.</p>
<p>A Társaság első negyedéves jelentése nem auditált. Az alábbiakban a jelentés főbb tartalmának összefoglalója olvasható; a részleteket az ugyanazon a napon közzétett első negyedéves jelentés teljes szövege tartalmazza.</p>
<h2>Főbb számviteli adatok és pénzügyi mutatók</h2>
<table>
<thead><tr><th>Megnevezés</th><th>2026. I. negyedév</th><th>2025. I. negyedév</th><th>Változás</th></tr></thead>
<tbody>
<tr><td>Árbevétel (millió jüan)</td><td>612,8</td><td>526,9</td><td>+16,30%</td></tr>
<tr><td>A Társaság részvényeseire jutó nettó eredmény (millió jüan)</td><td>38,6</td><td>31,8</td><td>+21,38%</td></tr>
<tr><td>Nettó eredmény a nem ismétlődő tételek nélkül (millió jüan)</td><td>33,9</td><td>27,4</td><td>+23,72%</td></tr>
<tr><td>Működési tevékenységből származó nettó pénzáramlás (millió jüan)</td><td>−86,4</td><td>−102,7</td><td>nem értelmezhető</td></tr>
<tr><td>Alapvető egy részvényre jutó eredmény (jüan)</td><td>0,09</td><td>0,08</td><td>+12,50%</td></tr>
<tr><td>Kutatás-fejlesztési ráfordítás az árbevétel arányában</td><td>8,50%</td><td>8,20%</td><td>+0,30 százalékpont</td></tr>
</tbody>
</table>
<h2>Megjegyzések az üzleti tevékenységhez</h2>
<p>A tárgyidőszakban az árbevétel növekedése elsősorban az előző év végi rendelésállományba tartozó projektek folyamatos átadásának és átvételének köszönhető, amelyhez az új energetikai és a gyógyszeripari hűtött logisztikai projektek járultak hozzá leginkább. A kutatás-fejlesztési ráfordítás 52,1 millió jüan volt, 20,60%-kal több, mint egy évvel korábban; összegét főként az új generációs ütemezőrendszer és a digitálisiker-platform fejlesztésére fordították.</p>
<p>A működési tevékenységből származó nettó pénzáramlás negatív volt, ami elsősorban szezonális tényezőkre – a beszállítói kifizetések első negyedéves koncentrálódására és az előző évi munkavállalói prémiumok kifizetésére – vezethető vissza; az előző év azonos időszakához képest ugyanakkor javult.</p>
<p>2026. március 31-én a Társaság rendelésállománya mintegy 4468 millió jüan, mérlegfőösszege 6915 millió jüan, a Társaság részvényeseire jutó saját tőke 2651 millió jüan volt.</p>`,
  },
  {
    of: {
      kind: 'investor',
      enTitle: 'Announcement on the Resolutions of the 2025 Annual General Meeting',
    },
    language: 'hu',
    title: 'Hirdetmény a 2025. évi rendes közgyűlés határozatairól',
    summary:
      'A Társaság 2025. évi rendes közgyűlését 2026. május 13-án tartották; a közgyűlés mind a hét előterjesztést elfogadta, egyetlen előterjesztést sem utasított el.',
    body: `<p>A Társaság és igazgatótanácsának valamennyi tagja szavatolja, hogy a közzétett információk valósak, pontosak és teljesek, és nem tartalmaznak valótlan adatot, félrevezető állítást vagy lényeges kihagyást.</p>
<h2>Fontos tudnivalók</h2>
<ul>
<li>A közgyűlés egyetlen előterjesztést sem utasított el;</li>
<li>A közgyűlés nem módosította korábbi közgyűlések által elfogadott határozatokat.</li>
</ul>
<h2>A közgyűlés megtartása és a résztvevők</h2>
<p>A közgyűlést 2026. május 13-án 14:30-kor tartották a Társaság székházának tárgyalótermében, személyes és online szavazással. A közgyűlést a Társaság igazgatótanácsa hívta össze, és az igazgatótanács elnöke vezette. A közgyűlésen összesen 41 részvényes és részvényesi meghatalmazott vett részt, akik 186\u00a0420\u00a0315 szavazati joggal rendelkező részvényt képviseltek, ami a Társaság szavazati joggal rendelkező részvényeinek 45,16%-a; közülük 33 kisbefektető 12\u00a0384\u00a0602 részvényt képviselt, ami a szavazati joggal rendelkező részvények 3,00%-a. A közgyűlésen a Társaság egyes igazgatótanácsi tagjai és vezető tisztségviselői, valamint a közgyűlés jogszerűségét igazoló ügyvédek is jelen voltak.</p>
<h2>Az előterjesztések és a szavazás eredménye</h2>
<table>
<thead><tr><th>Előterjesztés</th><th>Igen</th><th>Nem</th><th>Tartózkodás</th></tr></thead>
<tbody>
<tr><td>1. Az igazgatótanács 2025. évi beszámolója</td><td>99,91%</td><td>0,07%</td><td>0,02%</td></tr>
<tr><td>2. A 2025. évi éves jelentés és összefoglalója</td><td>99,91%</td><td>0,07%</td><td>0,02%</td></tr>
<tr><td>3. A 2025. évi pénzügyi zárszámadás</td><td>99,90%</td><td>0,08%</td><td>0,02%</td></tr>
<tr><td>4. A 2025. évi eredményfelosztási javaslat</td><td>99,86%</td><td>0,12%</td><td>0,02%</td></tr>
<tr><td>5. A könyvvizsgáló cég 2026. évi újbóli megbízása</td><td>99,88%</td><td>0,10%</td><td>0,02%</td></tr>
<tr><td>6. Az igazgatótanácsi tagok és a felső vezetés 2026. évi javadalmazása</td><td>99,52%</td><td>0,41%</td><td>0,07%</td></tr>
<tr><td>7. Átfogó banki hitelkeret igénylése</td><td>99,89%</td><td>0,09%</td><td>0,02%</td></tr>
</tbody>
</table>
<p>A fenti arányok a közgyűlésen jelen lévő, szavazati joggal rendelkező részvények összességére vonatkoznak. Valamennyi előterjesztés rendes határozati tárgykörbe tartozik, és mindegyiket a jelen lévő részvényesek érvényes szavazatainak több mint fele elfogadta.</p>
<h2>Az ügyvéd jogi véleménye</h2>
<p>A közgyűlés jogszerűségét igazoló ügyvéd véleménye szerint a közgyűlés összehívásának és lebonyolításának rendje, a résztvevők és az összehívó jogosultsága, valamint a szavazás rendje és eredménye megfelel a társasági törvény, a tőzsdén jegyzett társaságok közgyűlési szabályzata és más jogszabályok, továbbá a Társaság alapszabályának rendelkezéseinek; a szavazás eredménye jogszerű és érvényes.</p>`,
  },
  {
    of: {
      kind: 'investor',
      enTitle: 'Announcement on the Implementation of the 2025 Profit Distribution',
    },
    language: 'hu',
    title: 'Hirdetmény a 2025. évi osztalék kifizetéséről',
    summary:
      'A Társaság a 412 800 000 részvényből álló alaptőke alapján 10 részvényenként bruttó 2,00 jüan készpénzes osztalékot fizet valamennyi részvényesnek; a fordulónap 2026. június 18., az ex-osztaléknap 2026. június 19.',
    body: `<p>A Társaság és igazgatótanácsának valamennyi tagja szavatolja, hogy a közzétett információk valósak, pontosak és teljesek, és nem tartalmaznak valótlan adatot, félrevezető állítást vagy lényeges kihagyást.</p>
<h2>Az eredményfelosztási javaslat közgyűlési jóváhagyása</h2>
<p>A Társaság 2025. évi eredményfelosztási javaslatát a 2026. május 13-án megtartott 2025. évi rendes közgyűlés elfogadta. A javaslat közzététele és végrehajtása között a Társaság alaptőkéje nem változott. A most végrehajtott osztalékfizetés megegyezik a közgyűlés által elfogadott javaslattal, és végrehajtására a közgyűlési jóváhagyástól számított két hónapon belül kerül sor.</p>
<h2>Az osztalékfizetés részletei</h2>
<p>A Társaság a jelenlegi, 412\u00a0800\u00a0000 részvényből álló alaptőke alapján 10 részvényenként bruttó 2,00 jüan készpénzes osztalékot fizet valamennyi részvényesnek, összesen 82\u00a0560\u00a0000 jüan értékben; ingyenes részvények kibocsátására és tőketartalék alaptőkévé alakítására nem kerül sor.</p>
<p>Az adó levonása után a QFII és RQFII befektetők, valamint az első nyilvános részvénykibocsátás előtti, forgalomkorlátozott részvényeket tartó magánszemélyek és értékpapír-befektetési alapok 10 részvényenként 1,80 jüant kapnak. A korlátozás nélkül forgalomképes részvényeket tartó magánszemélyek osztalékadója a tartási időtől függően differenciált: az osztalékot először 10 részvényenként 2,00 jüan összegben fizetik ki, a fizetendő adót pedig a részvények eladásakor, a tartási idő alapján számítják ki.</p>
<h2>Fordulónap és ex-osztaléknap</h2>
<table>
<thead><tr><th>Esemény</th><th>Dátum</th></tr></thead>
<tbody>
<tr><td>Fordulónap</td><td>2026. június 18.</td></tr>
<tr><td>Ex-osztaléknap</td><td>2026. június 19.</td></tr>
<tr><td>A készpénzes osztalék jóváírásának napja</td><td>2026. június 19.</td></tr>
</tbody>
</table>
<h2>Az osztalékra jogosultak és a kifizetés módja</h2>
<p>Az osztalékra a Társaság mindazon részvényesei jogosultak, akik 2026. június 18-án, a Sencseni Értéktőzsde délutáni zárásakor szerepelnek a Kínai Értékpapír-letéti és Elszámolási Társaság sencseni fióktelepének nyilvántartásában. A készpénzes osztalékot az ex-osztaléknapon a részvényeseket kiszolgáló letétkezelő értékpapír-társaságok vagy más letétkezelő intézmények közvetlenül jóváírják a részvényesek pénzszámláján.</p>
<p>Tájékoztatás: a Társaság igazgatótanácsának titkársága, telefon: +86 755 8888 0532.</p>`,
  },
  {
    of: { kind: 'investor', enTitle: '2026 Half-Year Report' },
    language: 'hu',
    title: '2026. féléves jelentés',
    summary:
      '2026 első félévében a Társaság árbevétele 1486,3 millió jüan volt, 15,80%-kal több, mint egy évvel korábban; a Társaság részvényeseire jutó nettó eredmény 121,7 millió jüan volt, ami 18,85%-os növekedés.',
    body: `<p>A Társaság és igazgatótanácsának valamennyi tagja szavatolja, hogy a közzétett információk valósak, pontosak és teljesek, és nem tartalmaznak valótlan adatot, félrevezető állítást vagy lényeges kihagyást.</p>
<p>Ez az összefoglaló a féléves jelentés teljes szövegéből készült. A Társaság működési eredményeinek, pénzügyi helyzetének és jövőbeli fejlesztési terveinek teljes körű megismerése érdekében a befektetőknek javasoljuk, hogy figyelmesen olvassák el a féléves jelentés teljes szövegét a Kínai Értékpapír-felügyeleti Bizottság (CSRC) által kijelölt közzétételi felületeken. A Társaság féléves pénzügyi kimutatásai nem auditáltak. A Társaság nem tervez készpénzes osztalékot fizetni, ingyenes részvényeket kibocsátani, sem tartalékot alaptőkévé alakítani.</p>
<h2>Főbb számviteli adatok és pénzügyi mutatók</h2>
<table>
<thead><tr><th>Megnevezés</th><th>Tárgyidőszak</th><th>Előző év azonos időszaka</th><th>Változás</th></tr></thead>
<tbody>
<tr><td>Árbevétel (millió jüan)</td><td>1486,3</td><td>1283,5</td><td>+15,80%</td></tr>
<tr><td>A Társaság részvényeseire jutó nettó eredmény (millió jüan)</td><td>121,7</td><td>102,4</td><td>+18,85%</td></tr>
<tr><td>Nettó eredmény a nem ismétlődő tételek nélkül (millió jüan)</td><td>108,2</td><td>89,8</td><td>+20,49%</td></tr>
<tr><td>Működési tevékenységből származó nettó pénzáramlás (millió jüan)</td><td>45,3</td><td>21,6</td><td>+109,72%</td></tr>
<tr><td>Alapvető egy részvényre jutó eredmény (jüan)</td><td>0,29</td><td>0,25</td><td>+16,00%</td></tr>
<tr><td>Kutatás-fejlesztési ráfordítás az árbevétel arányában</td><td>8,00%</td><td>7,80%</td><td>+0,20 százalékpont</td></tr>
</tbody>
</table>
<h2>Az üzleti tevékenység alakulása</h2>
<p>A tárgyidőszakban a Társaság mintegy 2003 millió jüan értékben kötött új szerződéseket; 2026. június 30-án a rendelésállomány mintegy 4732 millió jüan volt, 12,27%-kal több, mint az év elején. Üzletágak szerint az intelligens raktározási és logisztikai rendszerek 872 millió jüan, az okosgyári logisztikai rendszerek 399 millió jüan, a szoftverek és üzemeltetési szolgáltatások 215 millió jüan árbevételt értek el. A konszolidált bruttó fedezeti hányad 28,9% volt, 0,4 százalékponttal magasabb, mint az előző év azonos időszakában.</p>
<p>Az első félévben a kutatás-fejlesztési ráfordítás 118,9 millió jüan volt, 18,78%-kal több, mint egy évvel korábban; ebben az időszakban jelent meg a Fleet Scheduler 4.0 és a Digital Twin Studio 3.0. A Társaság a tárgyidőszakban végrehajtotta a 2025. évi osztalékfizetést, és 82,56 millió jüan készpénzes osztalékot fizetett ki. A tárgyidőszak végén a Társaság mérlegfőösszege 7105 millió jüan, a Társaság részvényeseire jutó saját tőke 2652 millió jüan, összlétszáma 2648 fő volt.</p>`,
  },
  {
    of: {
      kind: 'investor',
      enTitle: 'Announcement on the Signing of a Major Contract in the Ordinary Course of Business',
    },
    language: 'hu',
    title: 'Hirdetmény a rendes üzletmenet körébe tartozó jelentős szerződés megkötéséről',
    summary:
      'A Társaság lítiumakkumulátor-gyári intelligens raktározási és logisztikai rendszer szállítására kötött szerződést a Lanchuan Új Energetikai Technológiai Korlátolt Felelősségű Társasággal 486,2 millió jüan (áfával együtt) értékben, ami a Társaság auditált 2025. évi árbevételének mintegy 15,26%-a.',
    body: `<p>A Társaság és igazgatótanácsának valamennyi tagja szavatolja, hogy a közzétett információk valósak, pontosak és teljesek, és nem tartalmaznak valótlan adatot, félrevezető állítást vagy lényeges kihagyást.</p>
<h2>A szerződés megkötése</h2>
<p>A Társaság a közelmúltban „A második ütemű hajtóakkumulátor-gyártó bázis intelligens raktározási és logisztikai rendszerének beszerzési szerződése” elnevezésű szerződést kötött a Lanchuan Új Energetikai Technológiai Korlátolt Felelősségű Társasággal (a továbbiakban: Lanchuan). A szerződés a Társaság rendes üzletmenetének körébe tartozik, ezért azt nem kell az igazgatótanács vagy a közgyűlés elé terjeszteni.</p>
<h2>A szerződés főbb tartalma</h2>
<table>
<thead><tr><th>Megnevezés</th><th>Tartalom</th></tr></thead>
<tbody>
<tr><td>Szerződéses érték</td><td>486,2 millió jüan (áfával együtt)</td></tr>
<tr><td>Az auditált 2025. évi árbevétel arányában</td><td>15,26%</td></tr>
<tr><td>A szerződés tárgya</td><td>Magasraktárak cellák és modulok tárolására, AGV-s logisztikai rendszer, WMS/WCS szoftver, valamint telepítés és üzembe helyezés</td></tr>
<tr><td>Teljesítési határidő</td><td>Átadás a szerződés hatálybalépését követően mintegy 14 hónapon belül, a végső átvételt követően jótállási időszak</td></tr>
<tr><td>Fizetési feltételek</td><td>Részletekben: előleg, szállításkori részlet, átvételi részlet és jótállási visszatartás</td></tr>
</tbody>
</table>
<h2>A szerződő fél bemutatása</h2>
<p>A Lanchuan fő tevékenysége hajtó- és energiatároló akkumulátorok fejlesztése, gyártása és értékesítése; szerződésteljesítési képessége megfelelő. A Társaság és a Lanchuan között nincs kapcsolt viszony. Az elmúlt három üzleti évben a Társaság és a Lanchuan közötti ügyletek összértéke 63,8 millió jüan volt.</p>
<h2>A szerződés hatása a Társaságra</h2>
<p>A szerződés megkötése erősíti a Társaság piaci pozícióját az új energetikai iparágban. A szerződés zavartalan teljesítése várhatóan kedvezően hat a Társaság jövőbeli működési eredményeire; az árbevételt a projekt átvételi ütemének megfelelően számolják el, várhatóan főként a 2027. üzleti évben. A szerződés teljesítése nem befolyásolja a Társaság üzleti függetlenségét.</p>
<h2>Kockázatok</h2>
<p>A szerződés teljesítését befolyásolhatja az ügyfél beruházási ütemtervének módosulása, a nyersanyagárak ingadozása, valamint vis maior, ezért fennáll annak kockázata, hogy a szerződés nem határidőben vagy nem teljes egészében teljesül. Kérjük a befektetőket, hogy döntéseik során vegyék figyelembe a befektetési kockázatokat.</p>`,
  },
  {
    of: { kind: 'investor', enTitle: '2026 Third Quarter Report' },
    language: 'hu',
    title: '2026. III. negyedéves jelentés',
    summary:
      '2026 első három negyedévében a Társaság árbevétele 2298,9 millió jüan volt, 15,12%-kal több, mint egy évvel korábban; a Társaság részvényeseire jutó nettó eredmény 194,1 millió jüan volt, ami 17,49%-os növekedés.',
    body: `<p>A Társaság és igazgatótanácsának valamennyi tagja szavatolja, hogy a közzétett információk valósak, pontosak és teljesek, és nem tartalmaznak valótlan adatot, félrevezető állítást vagy lényeges kihagyást.</p>
<p>A Társaság harmadik negyedéves jelentése nem auditált. Az alábbiakban a jelentés főbb tartalmának összefoglalója olvasható; a részleteket az ugyanazon a napon közzétett harmadik negyedéves jelentés teljes szövege tartalmazza.</p>
<h2>Főbb számviteli adatok és pénzügyi mutatók</h2>
<table>
<thead><tr><th>Megnevezés</th><th>Tárgynegyedév</th><th>Változás</th><th>Év elejétől a tárgyidőszak végéig</th><th>Változás</th></tr></thead>
<tbody>
<tr><td>Árbevétel (millió jüan)</td><td>812,6</td><td>+13,91%</td><td>2298,9</td><td>+15,12%</td></tr>
<tr><td>A Társaság részvényeseire jutó nettó eredmény (millió jüan)</td><td>72,4</td><td>+15,29%</td><td>194,1</td><td>+17,49%</td></tr>
<tr><td>Nettó eredmény a nem ismétlődő tételek nélkül (millió jüan)</td><td>65,3</td><td>+14,76%</td><td>173,5</td><td>+18,27%</td></tr>
<tr><td>Alapvető egy részvényre jutó eredmény (jüan)</td><td>0,18</td><td>+20,00%</td><td>0,47</td><td>+17,50%</td></tr>
<tr><td>Kutatás-fejlesztési ráfordítás az árbevétel arányában</td><td>7,68%</td><td>nem értelmezhető</td><td>7,89%</td><td>nem értelmezhető</td></tr>
</tbody>
</table>
<h2>Megjegyzések az üzleti tevékenységhez</h2>
<p>A harmadik negyedévben a Társaság árbevétele és eredménye stabilan nőtt, az új energetikai, a gyógyszeripari hűtött logisztikai és a korszerűsítési projektek aránya az árbevételen belül tovább emelkedett. Az év elejétől a tárgyidőszak végéig a kutatás-fejlesztési ráfordítás 181,3 millió jüan volt; a működési tevékenységből származó nettó pénzáramlás 128,7 millió jüant tett ki, 33,51%-kal többet, mint egy évvel korábban, elsősorban a projektátvételekhez kapcsolódó pénzbeáramlás növekedése miatt.</p>
<p>A tárgyidőszakban a Társaság 486,2 millió jüan (áfával együtt) értékű szerződést kötött intelligens raktározási és logisztikai rendszer szállítására a Lanchuan Új Energetikai Technológiai Korlátolt Felelősségű Társasággal. 2026. szeptember 30-án a Társaság rendelésállománya mintegy 4905 millió jüan volt, 16,37%-kal több, mint az év elején; mérlegfőösszege 7268 millió jüan, a Társaság részvényeseire jutó saját tőke 2724 millió jüan volt.</p>`,
  },
]
