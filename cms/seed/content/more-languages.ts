/**
 * Versions of seeded stories in more languages than zh and en (issue 24): they prove that a story
 * can carry any of the site's languages. Each names its story by the English title of the seed item.
 */
export interface ExtraVersion {
  /** Which seed item this is a version of: its kind and its exact English title. */
  of: { kind: 'case' | 'news'; enTitle: string }
  language: 'ja' | 'de'
  /** Case studies only. */
  customer?: string
  title: string
  summary: string
  /** Body HTML: <h2>, <p>, <ul><li>, <table> only; no attributes, no links. */
  body: string
}

export const extraVersions: ExtraVersion[] = [
  // ------------------------------------------------------- case: Hengyuan
  {
    of: {
      kind: 'case',
      enTitle: 'Two high-speed carton sorting lines for a regional tobacco distribution centre',
    },
    language: 'ja',
    customer: '恒遠たばこ物流センター',
    title: '地域のたばこ配送センターに2本の高速カートン仕分けラインを導入',
    summary:
      '恒遠たばこ物流センターは、人手によるオーダーピッキングを、4,800パレットを保管する高層自動倉庫から供給される2本の自動カートン仕分けラインに置き換え、約21,000の小売店への出荷を1シフトで完了できるようになりました。',
    body: `<h2>課題</h2>
<p>恒遠は、4つの県にまたがる約21,000の許可小売店へたばこを配送しています。小売店の発注は週1回で、1件あたりの平均発注量はわずか18カートンですが、取扱銘柄は400を超えます。プロジェクト以前は、すべてのオーダーをフローラックから人手でピッキングしていました。作業には2シフトを要し、誤出荷が小売店に届くこともありました。さらに同センターは、建屋を増築することなく、計画されている30%の銘柄数の増加にも対応しなければなりませんでした。</p>
<h2>当社のソリューション</h2>
<p>当社は3段階のフローを設計しました。50カートン入りのケースは高層自動倉庫に保管され、ロボットによるデパレタイズと自動開箱を経て、傾斜チャネル式仕分け機に投入されます。高回転銘柄は自動チャネルから払い出され、低回転銘柄はデジタルピッキングエリアでピッキングされます。2つの流れは1本のオーダーコンベヤ上で小売店ごとに合流し、その後フィルム包装とラベル貼付が行われます。</p>
<ul>
<li>シングルマスト型スタッカークレーン4基、定格荷重800 kg、パレット保管数4,800</li>
<li>デパレタイズロボットおよび自動開箱ステーション、処理能力600ケース/時</li>
<li>傾斜チャネル式仕分けライン2本（各96チャネル）、定格能力1ラインあたり22,000カートン/時</li>
<li>低回転銘柄用のデジタルピッキングエリア（240間口）</li>
<li>小売店ごとの配送バーコードを貼付するフィルム包装機とラベルプリンター</li>
<li>お客様の受注管理システムと連携したStarWCS Control</li>
</ul>
<h2>導入効果</h2>
<table>
<thead><tr><th>指標</th><th>導入前</th><th>導入後</th></tr></thead>
<tbody>
<tr><td>仕分け能力（カートン/時）</td><td>7,500</td><td>40,000（2ライン合計）</td></tr>
<tr><td>出荷精度</td><td>99.95%</td><td>99.998%</td></tr>
<tr><td>1シフトあたりの作業人数</td><td>46</td><td>14</td></tr>
<tr><td>日次オーダーの処理完了までの時間</td><td>14.5時間</td><td>6時間</td></tr>
</tbody>
</table>
<p>現在では日々のオーダーが1シフト内で完了し、午後の時間を補充作業と保守に充てられるようになりました。また、チャネルの約35%を予備として確保しているため、新しい銘柄はラインを改造することなく、ソフトウェア上でチャネルを割り当て直すだけで追加できます。</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Two high-speed carton sorting lines for a regional tobacco distribution centre',
    },
    language: 'de',
    customer: 'Hengyuan Tabak-Logistikzentrum',
    title:
      'Zwei Hochleistungs-Sortierlinien für Zigarettenstangen in einem regionalen Tabak-Distributionszentrum',
    summary:
      'Hengyuan hat die manuelle Auftragszusammenstellung durch zwei automatische Sortierlinien für Zigarettenstangen ersetzt, die aus einem Hochregallager mit 4.800 Palettenplätzen versorgt werden, und beliefert nun rund 21.000 Einzelhändler in einer einzigen Schicht.',
    body: `<h2>Die Herausforderung</h2>
<p>Hengyuan beliefert rund 21.000 lizenzierte Einzelhändler in vier Landkreisen mit Zigaretten. Die Händler bestellen einmal pro Woche, und ein durchschnittlicher Auftrag umfasst nur 18 Stangen – das Sortiment zählt jedoch mehr als 400 Markensorten. Vor dem Projekt wurde jeder Auftrag von Hand aus Durchlaufregalen kommissioniert. Dafür waren zwei Schichten nötig, Fehler erreichten die Händler, und zugleich musste das Zentrum ein geplantes Wachstum der Sortenzahl um 30 Prozent bewältigen, ohne sein Gebäude zu erweitern.</p>
<h2>Unsere Lösung</h2>
<p>Wir haben einen dreistufigen Materialfluss konzipiert. Volle Kartons mit je 50 Stangen werden in einem Hochregallager gelagert, von einem Roboter depalettiert, automatisch geöffnet und Schrägschacht-Sortiermaschinen zugeführt. Schnelldreher werden über die automatischen Schächte ausgegeben, Langsamdreher in einer Pick-by-Light-Zone kommissioniert. Beide Ströme werden auf einem gemeinsamen Auftragsförderer je Einzelhändler zusammengeführt, bevor die Sendungen foliert und etikettiert werden.</p>
<ul>
<li>4 Einmast-Regalbediengeräte, Nenntraglast 800 kg, 4.800 Palettenplätze</li>
<li>Depalettierroboter und automatische Kartonöffnungsstation, 600 Kartons pro Stunde</li>
<li>2 Schrägschacht-Sortierlinien mit je 96 Schächten, Nennleistung 22.000 Zigarettenstangen pro Stunde und Linie</li>
<li>Pick-by-Light-Zone mit 240 Plätzen für Langsamdreher</li>
<li>Folienwickler und Etikettendrucker, die den Lieferbarcode des jeweiligen Händlers aufbringen</li>
<li>StarWCS Control mit Anbindung an das Auftragsmanagementsystem des Kunden</li>
</ul>
<h2>Ergebnisse</h2>
<table>
<thead><tr><th>Kennzahl</th><th>Vorher</th><th>Nachher</th></tr></thead>
<tbody>
<tr><td>Sortierleistung (Stangen pro Stunde)</td><td>7.500</td><td>40.000 (zwei Linien)</td></tr>
<tr><td>Auftragsgenauigkeit</td><td>99,95 %</td><td>99,998 %</td></tr>
<tr><td>Beschäftigte pro Schicht</td><td>46</td><td>14</td></tr>
<tr><td>Durchlaufzeit der Tagesaufträge</td><td>14,5 h</td><td>6 h</td></tr>
</tbody>
</table>
<p>Die Tagesaufträge sind nun innerhalb einer Schicht abgearbeitet, sodass der Nachmittag für Nachschub und Wartung bleibt. Rund 35 Prozent der Schächte werden als Reserve vorgehalten: Neue Sorten lassen sich daher per Software durch eine Neuzuordnung der Schächte aufnehmen, statt die Linien umzubauen.</p>`,
  },

  // ------------------------------------------------------- case: Bingyuan
  {
    of: { kind: 'case', enTitle: 'A 30-metre frozen AS/RS operating at -25 °C' },
    language: 'ja',
    customer: '氷源コールドチェーン物流',
    title: '−25 °Cで稼働する高さ30メートルの冷凍自動倉庫',
    summary:
      '耐寒仕様のスタッカークレーン9基と11,700のパレット保管位置を備えたラックビル方式の冷凍倉庫は、旧倉庫に比べて床面積あたり4倍の保管量を実現し、パレットあたりの冷凍エネルギーを半分以下に抑えています。',
    body: `<h2>課題</h2>
<p>氷源は、冷凍肉、水産物、冷凍調理食品を保管する営業冷蔵倉庫を運営しています。旧倉庫は−22 °Cの環境でドライブインラックとリーチフォークリフトを使用していたため、ドライバーは体を温める休憩を挟みながら短時間ずつしか作業できず、フォークリフトのバッテリーも低温下で容量の約3分の1を失っていました。都市近郊の土地は高価で、電気代は人件費に次ぐ最大の運営コストでした。</p>
<h2>当社のソリューション</h2>
<p>建物を高層化することで、この2つの課題を同時に解決しました。断熱パネルで覆われた高さ30メートルのラックビル方式の倉庫は、従来型の冷凍倉庫に必要な床面積の約4分の1で11,700パレットを保管できます。外皮が小さくなる分、侵入熱も少なくなります。スタッカークレーンは−25 °Cでの連続運転を前提に仕様を定め、低温用グリース、ヒーター付き制御盤、耐寒ケーブル、ブラシレスモーターを採用しました。パレットは垂直搬送機と高速シャッターを経由し、+4 °Cに温度管理された荷捌き場から入出庫されるため、暖かく湿った空気が冷凍室に入り込むことはありません。技術者は、各通路端の常温に保たれたメンテナンスエリアからクレーンを保守できます。</p>
<ul>
<li>−25 °C対応ダブルマスト型スタッカークレーン9基、定格荷重1,200 kg、揚程28 m、走行速度180 m/min</li>
<li>パレット保管数11,700の断熱ラックビル方式建屋</li>
<li>+4 °Cに温度管理された荷捌き場、ドックシール付き積込口10か所</li>
<li>各通路端の断熱メンテナンスエリア</li>
<li>営業冷蔵倉庫向けの複数荷主課金機能を備えたStarOS WMS</li>
<li>冷凍機設備と連動したエネルギーモニタリング</li>
</ul>
<h2>導入効果</h2>
<table>
<thead><tr><th>指標</th><th>旧倉庫</th><th>新倉庫</th></tr></thead>
<tbody>
<tr><td>床面積1,000 m²あたりのパレット保管数</td><td>1,150</td><td>4,700</td></tr>
<tr><td>パレット1枚・1日あたりの冷凍エネルギー</td><td>0.62 kWh</td><td>0.29 kWh</td></tr>
<tr><td>1シフトあたりの冷凍室内作業人数</td><td>16</td><td>0</td></tr>
<tr><td>ピーク時処理能力</td><td>95パレット/時</td><td>260パレット/時</td></tr>
</tbody>
</table>
<p>新倉庫はすでに2度の夏を丸ごと乗り越え、その間もクレーン稼働率99.4%以上を維持しています。氷源は、現在計画中の2棟目の冷凍倉庫にも同じ設計を採用しています。</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'A 30-metre frozen AS/RS operating at -25 °C' },
    language: 'de',
    customer: 'Bingyuan Kühlkettenlogistik',
    title: 'Ein 30 Meter hohes automatisches Tiefkühl-Hochregallager für den Betrieb bei −25 °C',
    summary:
      'Ein Tiefkühllager in Silobauweise mit neun tiefkühltauglichen Regalbediengeräten und 11.700 Palettenplätzen lagert pro Quadratmeter viermal so viel wie das alte Lager und benötigt pro Palette weniger als die Hälfte der Kälteenergie.',
    body: `<h2>Die Herausforderung</h2>
<p>Bingyuan betreibt ein öffentliches Kühlhaus für Tiefkühlfleisch, Fisch und Meeresfrüchte sowie Fertiggerichte. Im alten Gebäude arbeiteten Schubmaststapler bei −22 °C in Einfahrregalen; die Fahrer konnten dort nur kurz am Stück arbeiten und brauchten Aufwärmpausen, und die Staplerbatterien verloren in der Kälte rund ein Drittel ihrer Kapazität. Grundstücke in Stadtnähe waren teuer, und Strom war nach den Personalkosten der größte Betriebskostenfaktor.</p>
<h2>Unsere Lösung</h2>
<p>Der Bau in die Höhe löste beide Probleme. Ein 30 Meter hohes Lager in Silobauweise mit Isolierpaneelen fasst 11.700 Paletten auf etwa einem Viertel der Grundfläche, die ein konventionelles Tiefkühllager benötigen würde, und die kleinere Gebäudehülle bedeutet weniger Wärmeeintrag. Die Regalbediengeräte wurden für den Dauerbetrieb bei −25 °C ausgelegt – mit Tieftemperaturfett, beheizten Schaltschränken, kältebeständigen Kabeln und bürstenlosen Motoren. Die Paletten werden über einen Vertikalförderer und Schnelllauftore durch eine auf +4 °C temperierte Verladezone ein- und ausgelagert, sodass warme, feuchte Luft nie in die Tiefkühlkammer gelangt. Die Servicetechniker warten die Geräte von beheizten Wartungsbereichen an den Gassenenden aus.</p>
<ul>
<li>9 Zweimast-Regalbediengeräte für −25 °C, Nenntraglast 1.200 kg, Hubhöhe 28 m, Fahrgeschwindigkeit 180 m/min</li>
<li>Isoliertes Lagergebäude in Silobauweise mit 11.700 Palettenplätzen</li>
<li>Auf +4 °C temperierte Verladezone mit 10 Verladetoren und Torabdichtungen</li>
<li>Isolierte Wartungsbereiche am Ende jeder Gasse</li>
<li>StarOS WMS mit mandantenfähiger Abrechnung für ein öffentliches Kühlhaus</li>
<li>Energieüberwachung mit Anbindung an die Kälteanlage</li>
</ul>
<h2>Ergebnisse</h2>
<table>
<thead><tr><th>Kennzahl</th><th>Altes Lager</th><th>Neues Lager</th></tr></thead>
<tbody>
<tr><td>Palettenplätze je 1.000 m² Grundfläche</td><td>1.150</td><td>4.700</td></tr>
<tr><td>Kälteenergie je Palette und Tag</td><td>0,62 kWh</td><td>0,29 kWh</td></tr>
<tr><td>Beschäftigte in der Tiefkühlkammer pro Schicht</td><td>16</td><td>0</td></tr>
<tr><td>Spitzendurchsatz</td><td>95 Paletten pro Stunde</td><td>260 Paletten pro Stunde</td></tr>
</tbody>
</table>
<p>Das Lager hat inzwischen zwei volle Sommer hinter sich, bei einer Verfügbarkeit der Regalbediengeräte von über 99,4 Prozent, und Bingyuan übernimmt dasselbe Konzept für das zweite Kühlhaus, das derzeit in Planung ist.</p>`,
  },

  // ------------------------------------------------------- news: SB-FS4 shuttle
  {
    of: {
      kind: 'news',
      enTitle:
        'Starbridge launches fourth-generation four-way shuttle with a cold-store version rated to -25 °C',
    },
    language: 'ja',
    title: 'Starbridge、第4世代四方向シャトルを発売――−25 °C対応の冷凍倉庫仕様も',
    summary:
      '新型シャトルSB-FS4は1.5トンのパレットを搬送し、空荷時には最高2 m/sで走行します。さらに、冷凍倉庫向けに設計した仕様を初めてラインアップしました。',
    body: `<p>3月18日、Starbridgeは深セン本社で新製品発表会を開催し、第4世代四方向シャトル「SB-FS4」を発表しました。医薬品、食品・飲料、新エネルギーの各業界から60名を超えるお客様にご来場いただき、長さ20メートルのテスト通路で試作機が方向転換、階層移動、満載走行を行う様子をご覧いただきました。</p>
<h2>より速く、より正確に、より省エネに</h2>
<p>SB-FS4は、実績あるレール上での方向転換機構を備えた車体を継承しながら、駆動系、昇降ユニット、エネルギー管理を一新しました。従来機と比べた主な改良点は次のとおりです。</p>
<ul>
<li>定格荷重1,500 kg、走行速度は空荷時2 m/s、積載時1.5 m/s</li>
<li>アブソリュートエンコーダーとバーコードによる位置検出を併用し、停止精度±2 mmを実現</li>
<li>昇降と方向転換を2.8秒で完了し、1時間あたりのサイクル数が約18%向上</li>
<li>回生ブレーキによるエネルギー回収機能付きのリン酸鉄リチウムバッテリーを搭載し、1回の充電で10時間以上稼働</li>
</ul>
<h2>冷凍倉庫向けに設計した低温仕様</h2>
<p>低温仕様では、断熱バッテリーコンパートメント、低温用潤滑剤、結露防止型の電気キャビネットを追加しました。−25 °Cでの連続運転が可能で、エアロック（前室）を通って常温エリアと冷凍エリアの間を行き来できます。エンジニアは武漢研究開発センターの環境試験室で、累計3,000時間を超える耐久試験を実施しました。</p>
<p>本シャトルはStarWCS ControlおよびStarbridgeのリフターと直接連携でき、高密度保管、バッファリングと順立て、コールドチェーン物流センターの改修に適しています。初回出荷は第3四半期を予定しています。</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle:
        'Starbridge launches fourth-generation four-way shuttle with a cold-store version rated to -25 °C',
    },
    language: 'de',
    title:
      'Starbridge stellt Vier-Wege-Shuttle der vierten Generation vor – mit Tiefkühlausführung bis −25 °C',
    summary:
      'Das neue Shuttle SB-FS4 transportiert Paletten bis 1,5 t, fährt leer mit bis zu 2 m/s und ist erstmals auch in einer Ausführung für Tiefkühllager erhältlich.',
    body: `<p>Am 18. März hat Starbridge auf einer Produktvorstellung in seiner Zentrale in Shenzhen das SB-FS4 präsentiert, sein Vier-Wege-Shuttle der vierten Generation. Mehr als sechzig Kunden aus den Branchen Pharma, Lebensmittel und Getränke sowie neue Energien verfolgten, wie ein Prototyp in einer zwanzig Meter langen Testgasse die Fahrtrichtung änderte, die Ebene wechselte und voll beladen fuhr.</p>
<h2>Schneller, präziser, effizienter</h2>
<p>Das SB-FS4 behält das bewährte Fahrwerk mit Richtungswechsel auf der Schiene bei, erhält jedoch einen neuen Antriebsstrang, eine neue Hubeinheit und ein neues Energiemanagement. Gegenüber der Vorgängergeneration bietet es:</p>
<ul>
<li>eine Nenntraglast von 1.500 kg und Fahrgeschwindigkeiten von 2 m/s leer und 1,5 m/s beladen;</li>
<li>eine Positioniergenauigkeit von ±2 mm durch Absolutwertgeber mit ergänzender Barcode-Positionierung;</li>
<li>Heben und Richtungswechsel in 2,8 Sekunden und damit rund 18 % mehr Spiele pro Stunde;</li>
<li>eine Lithium-Eisenphosphat-Batterie mit Bremsenergierückgewinnung für mehr als zehn Stunden Betrieb pro Ladung.</li>
</ul>
<h2>Eine Ausführung für Tiefkühllager</h2>
<p>Die Tieftemperaturausführung verfügt zusätzlich über ein isoliertes Batteriefach, kältetaugliche Schmierstoffe und Schaltschränke mit Betauungsschutz. Sie arbeitet im Dauerbetrieb bei −25 °C und kann durch eine Schleuse zwischen Normaltemperatur- und Tiefkühlbereich wechseln. Im Klimaprüfraum des Forschungs- und Entwicklungszentrums in Wuhan absolvierten die Ingenieure mehr als 3.000 Stunden Dauertests.</p>
<p>Das Shuttle lässt sich direkt in StarWCS Control und die Lifte von Starbridge einbinden und eignet sich für Kompaktlager, Puffer mit Sequenzierung und die Modernisierung von Distributionszentren der Kühlkette. Die ersten Geräte werden im dritten Quartal ausgeliefert.</p>`,
  },

  // ------------------------------------------------------- news: Fleet Scheduler 4.0
  {
    of: {
      kind: 'news',
      enTitle: 'Fleet Scheduler 4.0 released: one site, up to 500 vehicles of mixed types',
    },
    language: 'ja',
    title: 'Fleet Scheduler 4.0をリリース――1拠点で異なる車種を最大500台まで運行管理',
    summary:
      '新バージョンでは交通管理エンジンを刷新し、車種やメーカーの異なるAGV・AMRが1つのマップを共有できるようになりました。また、計画立案のためのシミュレーションモードを追加しました。',
    body: `<p>3月10日、StarbridgeはAGV運行管理システム「Fleet Scheduler」のバージョン4.0をリリースしました。2019年の製品発売以来、最大規模のアップデートとなります。</p>
<h2>主な新機能</h2>
<ul>
<li>タイムウィンドウ予約方式の経路計画を採用した新しい交通管理エンジンにより、1拠点で最大500台の車両を協調制御</li>
<li>混在フリート：潜り込み型、フォークリフト型、ローラー型の車両を1つのマップで運用。VDA 5050インターフェースに準拠した他社製車両も接続可能</li>
<li>エレベーター、自動ドア、防火シャッター、エアシャワーとの建物設備連携により、フロア間・建屋間の搬送に対応</li>
<li>予測作業量に合わせて充電を計画するスマート充電により、多数の車両の同時充電によるフリートの搬送能力低下を回避</li>
<li>新しいレイアウトやオーダープロファイルを本稼働前に検証し、必要な車両台数とボトルネックの発生箇所を明らかにするシミュレーションモード</li>
</ul>
<h2>パイロット導入の成果</h2>
<p>バージョン4.0は、リチウムイオン電池工場2か所と自動車部品工場1か所でパイロット導入を行いました。210台の車両が稼働するある電池工場では、渋滞による待ち時間が18%減少し、同じ生産量に必要な車両が12台少なくなりました。</p>
<p>Fleet Scheduler 4.0は、Starbridgeクラウドプラットフォームを通じてご利用いただけます。サービス契約をご締結済みの既存のお客様は、追加費用なしでアップグレードいただけます。</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle: 'Fleet Scheduler 4.0 released: one site, up to 500 vehicles of mixed types',
    },
    language: 'de',
    title:
      'Fleet Scheduler 4.0 veröffentlicht: ein Standort, bis zu 500 Fahrzeuge unterschiedlicher Typen',
    summary:
      'Die neue Version bringt eine von Grund auf neu entwickelte Verkehrssteuerung, lässt FTF und AMR verschiedener Typen und Hersteller auf einer gemeinsamen Karte arbeiten und ergänzt einen Simulationsmodus für die Planung.',
    body: `<p>Am 10. März hat Starbridge Fleet Scheduler 4.0 veröffentlicht – den größten Entwicklungsschritt seines Leitsystems für fahrerlose Transportfahrzeuge (FTF) seit der Markteinführung im Jahr 2019.</p>
<h2>Die Neuerungen</h2>
<ul>
<li>eine neue Verkehrssteuerung mit Routenplanung über reservierte Zeitfenster, die bis zu 500 Fahrzeuge an einem Standort koordiniert;</li>
<li>gemischte Flotten: Unterfahr-FTF, Gabelstapler-FTF und FTF mit Rollenförderer auf einer Karte, dazu Fahrzeuge anderer Hersteller, die der Schnittstelle VDA 5050 entsprechen;</li>
<li>Gebäudeanbindung an Aufzüge, automatische Türen, Brandschutzrolltore und Luftduschen für Transporte zwischen Etagen und Gebäuden;</li>
<li>intelligentes Laden, das die Ladevorgänge an der prognostizierten Auslastung ausrichtet, damit die Flotte nicht an Kapazität verliert, wenn viele Fahrzeuge gleichzeitig laden;</li>
<li>ein Simulationsmodus, der ein neues Layout oder Auftragsprofil vor der Inbetriebnahme testet und zeigt, wie viele Fahrzeuge benötigt werden und wo Engpässe entstehen.</li>
</ul>
<h2>Ergebnisse aus den Pilotprojekten</h2>
<p>Version 4.0 wurde in zwei Lithiumbatteriewerken und einem Werk für Automobilteile im Pilotbetrieb erprobt. In einem der Batteriewerke mit 210 Fahrzeugen sank die verkehrsbedingte Wartezeit um 18 %, und für dieselbe Produktionsmenge werden nun zwölf Fahrzeuge weniger benötigt.</p>
<p>Fleet Scheduler 4.0 ist über die Cloud-Plattform von Starbridge verfügbar. Bestandskunden mit Servicevertrag können ohne Aufpreis auf die neue Version umsteigen.</p>`,
  },
]
