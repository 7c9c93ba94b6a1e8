import type { ExtraVersion } from '../../more-languages'

/** News and investor items in de: each names its seed story by its kind and exact English title. */
export const articles: ExtraVersion[] = [
  // ---------------------------------------------------------------- news
  {
    of: {
      kind: 'news',
      enTitle:
        'Starbridge launches fourth-generation four-way shuttle with a cold-store version rated to -25 °C',
    },
    language: 'de',
    title:
      'Starbridge stellt Vier-Wege-Shuttle der vierten Generation vor – Tiefkühlausführung für den Dauerbetrieb bei −25 °C',
    summary:
      'Das neue Vier-Wege-Shuttle SB-FS4 hat eine Nennlast von 1,5 t, fährt leer mit bis zu 2 m/s und ist erstmals auch in einer Tieftemperaturausführung für Kühlkettenlager erhältlich.',
    body: `<p>Am 18. März hat Starbridge auf einer Produktvorstellung an seinem Hauptsitz in Shenzhen das SB-FS4 präsentiert, sein Vier-Wege-Shuttle der vierten Generation. Mehr als sechzig Kundenvertreter aus den Branchen Pharma, Lebensmittel und Getränke sowie neue Energien verfolgten, wie ein Prototyp in einer zwanzig Meter langen Testgasse die Fahrtrichtung änderte, die Ebene wechselte und voll beladen fuhr.</p>
<h2>Schneller, präziser, sparsamer</h2>
<p>Das SB-FS4 behält das bewährte Fahrwerk mit Richtungswechsel auf der Schiene bei; Antrieb, Hubeinheit und Energiemanagement wurden jedoch vollständig neu konstruiert. Gegenüber der Vorgängergeneration bietet es:</p>
<ul>
<li>eine Nennlast von 1.500 kg und Fahrgeschwindigkeiten von 2 m/s leer und 1,5 m/s beladen;</li>
<li>eine Positioniergenauigkeit von ±2 mm durch Absolutwertgeber mit ergänzender Barcode-Positionierung;</li>
<li>Heben und Richtungswechsel in 2,8 Sekunden und damit rund 18 % mehr Leistung pro Fahrzeug und Stunde;</li>
<li>eine Lithium-Eisenphosphat-Batterie mit Bremsenergierückgewinnung für mehr als zehn Stunden Dauerbetrieb pro Ladung.</li>
</ul>
<h2>Eine Ausführung eigens für Tiefkühllager</h2>
<p>Die Tieftemperaturausführung verfügt über ein isoliertes Batteriefach, Tieftemperaturschmierstoffe und Schaltschränke mit Betauungsschutz. Sie arbeitet im Dauerbetrieb bei −25 °C und kann durch eine Schleuse zwischen Normaltemperatur- und Tiefkühlbereich wechseln. Im Klimaprüfraum in Wuhan hat das Entwicklungsteam mehr als 3.000 Stunden Dauertests absolviert.</p>
<p>Das SB-FS4 lässt sich nahtlos in StarWCS Control und die Lifte von Starbridge einbinden und eignet sich für Kompaktlager, Puffer mit Sequenzierung und die Modernisierung von Distributionszentren der Kühlkette. Die ersten Geräte werden im dritten Quartal dieses Jahres ausgeliefert.</p>`,
  },
  {
    of: { kind: 'news', enTitle: 'Starbridge opens its Wuhan R&D centre' },
    language: 'de',
    title: 'Starbridge eröffnet sein Forschungs- und Entwicklungszentrum in Wuhan',
    summary:
      'Das Zentrum in Wuhan hat eine Bruttogeschossfläche von rund 28.000 m² und verfügt über ein Hochregal-Testlager, ein Testgelände für FTF und ein Tieftemperatur-Prüflabor. Seine Schwerpunkte sind Steuerungssoftware, Navigationsalgorithmen und digitale Zwillinge.',
    body: `<p>Am 18. Juni hat Starbridge sein Forschungs- und Entwicklungszentrum in der Hightech-Zone Donghu in Wuhan offiziell in Betrieb genommen. Nach dem Entwicklungszentrum am Hauptsitz in Shenzhen ist es der zweite Entwicklungsstandort des Unternehmens.</p>
<h2>Vom Labor zu realen Einsatzbedingungen</h2>
<p>Das Zentrum hat eine Bruttogeschossfläche von rund 28.000 m². Neben Büros und Flächen für die Softwareentwicklung umfasst es mehrere Testeinrichtungen:</p>
<ul>
<li>ein 24 m hohes Hochregal-Testlager, in dem zwei Regalbediengeräte gleichzeitig unter Volllast im Dauertest laufen können;</li>
<li>ein 3.000 m² großes Testgelände für FTF und AMR, das enge Gassen, Rampen, Aufzüge und automatische Türen nachbildet;</li>
<li>eine Klimaprüfkammer für −30 °C bis 50 °C, in der Anlagen für die Kühlkette auf ihre Tieftemperaturtauglichkeit geprüft werden;</li>
<li>eine Hardware-in-the-Loop-Simulationsplattform für die virtuelle Inbetriebnahme der Steuerungsprogramme, bevor die Anlagen das Werk verlassen.</li>
</ul>
<h2>Schwerpunkt Software und Algorithmen</h2>
<p>Das Team in Wuhan wird vor allem StarWCS Control, Fleet Scheduler und Digital Twin Studio weiterentwickeln. Derzeit arbeiten rund 260 Mitarbeitende in der Entwicklung am Standort; bis Ende 2026 sollen es etwa 400 sein.</p>
<p>Der Vorsitzende des Verwaltungsrats betonte bei der Eröffnung, Wuhan verfüge über zahlreiche Hochschulen und viele gut ausgebildete Ingenieure. Künftig teilen sich die beiden Standorte die Arbeit – Shenzhen mit dem Schwerpunkt Hardware, Wuhan mit dem Schwerpunkt Software –, um die Zeit vom Entwurf bis zur Auslieferung neuer Produkte zu verkürzen.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle: 'Stacker crane safety system certified to performance level PL d',
    },
    language: 'de',
    title:
      'Sicherheitssteuerung der Paletten-Regalbediengeräte von Starbridge nach PL d zertifiziert',
    summary:
      'Eine unabhängige Zertifizierungsstelle hat bestätigt, dass die Sicherheitssteuerung der Paletten-Regalbediengeräte der Baureihe SB-S den Performance Level PL d nach ISO 13849-1 erreicht.',
    body: `<p>Die Sicherheitssteuerung der Ein- und Zweimast-Paletten-Regalbediengeräte der Baureihe SB-S von Starbridge wurde kürzlich von einer unabhängigen Zertifizierungsstelle bewertet und hat das Zertifikat für den Performance Level PL d nach ISO 13849-1 erhalten. Die Konstruktion der Geräte erfüllt zudem die Sicherheitsanforderungen der europäischen Norm EN 528 für Regalbediengeräte.</p>
<h2>Die zertifizierten Sicherheitsfunktionen</h2>
<p>Die Bewertung dauerte neun Monate und umfasste die Hardwarearchitektur, den Softwareentwicklungsprozess, die Fehlermöglichkeitsanalyse und Verifikationstests vor Ort. Zu den wichtigsten Sicherheitsfunktionen gehören:</p>
<ul>
<li>sicher abgeschaltetes Moment (STO) und sicherer Halt, mit einer Reaktionszeit im Not-Halt von weniger als 200 ms;</li>
<li>sicher begrenzte Geschwindigkeit und Überwachung der Verzögerung am Gassenende mit zweikanaligen Drehgebern;</li>
<li>Erkennung von Übergeschwindigkeit des Hubwagens, Schlaffseil und Überlast;</li>
<li>Verriegelung von Wartungsbühnen und Gassentüren, sodass das Gerät nicht automatisch fahren kann, solange sich Personen in der Gasse befinden.</li>
</ul>
<h2>Grundlage für Exportprojekte und hohe Anforderungen</h2>
<p>Immer mehr Kunden aus den Branchen neue Energien und Pharma sowie aus dem Ausland verlangen in ihren Ausschreibungen eine zertifizierte funktionale Sicherheit. Mit dem Nachweis von PL d kann die Baureihe SB-S direkt für solche Projekte angeboten werden, was den Aufwand für Sicherheitsbewertungen beim Kunden vor Ort verringert.</p>
<p>Nach Angaben des Teams für Sicherheitstechnik sollen als Nächstes die Sicherheitsfunktionen der AKL-Regalbediengeräte und der Vier-Wege-Shuttles auf demselben Niveau zertifiziert werden. Die Anforderungen der funktionalen Sicherheit sind zudem fester Bestandteil der Entwicklung aller neuen Produkte.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle: 'Jinlan Pharmaceutical cold-chain distribution centre in Chengdu goes live',
    },
    language: 'de',
    title: 'Kühlketten-Distributionszentrum von Jinlan Pharmalogistik in Chengdu in Betrieb',
    summary:
      'Nach einem 30-tägigen Parallelbetrieb ist das von Starbridge als Generalunternehmer errichtete Kühlketten-Distributionszentrum von Jinlan Pharmalogistik in Chengdu in Betrieb gegangen. Alle drei Temperaturzonen – gekühlt, tiefgekühlt und Umgebungstemperatur – arbeiten automatisiert.',
    body: `<p>Ende September ist das Kühlketten-Distributionszentrum von Jinlan Pharmalogistik in Chengdu in Betrieb gegangen, das Starbridge als Generalunternehmer errichtet hat. Das Zentrum übernimmt Wareneingang, Lagerung, Kommissionierung und Versand von Impfstoffen, biologischen Arzneimitteln und konventionellen Medikamenten. Es ist das größte Pharmalogistikprojekt, das Starbridge bisher im Südwesten Chinas realisiert hat.</p>
<h2>Drei Temperaturzonen, ein System</h2>
<ul>
<li>Kühlbereich für 2–8 °C: Vier-Wege-Shuttle-Kompaktlager mit 6.800 Palettenplätzen;</li>
<li>Tiefkühlbereich für −25 °C: Vier-Wege-Shuttles in Tieftemperaturausführung, 1.200 Palettenplätze;</li>
<li>Bereich mit Umgebungstemperatur: AKL mit 32.000 Behälterplätzen und angeschlossenen Ware-zur-Person-Kommissionierstationen.</li>
</ul>
<p>In der Spitze bewältigt das System 420 Paletten pro Stunde in Ein- und Auslagerung sowie rund 18.000 Auftragspositionen pro Tag.</p>
<h2>GSP-konforme Rückverfolgbarkeit über den gesamten Ablauf</h2>
<p>StarOS WMS verwaltet Chargennummern, Verfallsdaten und den Status der Arzneimittel über den gesamten Ablauf und setzt konsequent das Prinzip First Expired, First Out durch. Temperatur und Luftfeuchte werden jede Minute erfasst und automatisch mit Lagerplatz und Bewegungsdaten verknüpft, sodass sich jederzeit GSP-konforme Rückverfolgbarkeitsberichte erstellen lassen.</p>
<p>Um den laufenden Betrieb nicht zu unterbrechen, liefen altes und neues System 30 Tage lang parallel; in dieser Zeit verzögerte sich keine einzige Sendung. Nach Angaben des Kunden ist der Anteil der Kühlkettenaufträge, die noch am Tag des Eingangs versandt werden, von 85 % auf über 98 % gestiegen.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle:
        'Starbridge and Huayue University of Technology set up a joint intralogistics laboratory',
    },
    language: 'de',
    title:
      'Starbridge und die Technische Universität Huayue gründen ein gemeinsames Labor für intelligente Logistik',
    summary:
      'In einer auf drei Jahre angelegten Kooperation forschen die Partner gemeinsam an der Disposition großer Roboterflotten, an der Simulation mit digitalen Zwillingen und an der vorausschauenden Wartung von Anlagen; zudem betreuen sie gemeinsam Master- und Promotionsstudierende.',
    body: `<p>Am 16. Oktober haben Starbridge und die Fakultät für Maschinenbau der Technischen Universität Huayue in Wuhan eine Kooperationsvereinbarung unterzeichnet und das „Gemeinsame Labor für intelligente Logistikanlagen und -systeme“ gegründet. Das Labor ist im Forschungs- und Entwicklungszentrum von Starbridge in Wuhan angesiedelt; die erste Kooperationsphase läuft drei Jahre.</p>
<h2>Drei Forschungsschwerpunkte</h2>
<ul>
<li>Koordination von Roboterflotten: Algorithmen für Routenplanung, Deadlock-Vermeidung und Auftragsverteilung für Hunderte von FTF und AMR auf demselben Gelände;</li>
<li>digitaler Zwilling und virtuelle Inbetriebnahme: bessere Übereinstimmung zwischen Simulationsmodell und realer Anlage, um die Inbetriebnahme vor Ort zu verkürzen;</li>
<li>vorausschauende Wartung: Betriebsdaten von Regalbediengeräten und Fördertechnik nutzen, um sich anbahnende Schäden an Lagern, Ketten und Antrieben frühzeitig zu erkennen.</li>
</ul>
<h2>Gemeinsame Nachwuchsförderung</h2>
<p>Laut Vereinbarung stellt Starbridge der Universität jährlich rund 40 Praktikumsplätze zur Verfügung. Die Partner betreuen gemeinsam Master- und Promotionsstudierende, und erfahrene Ingenieure von Starbridge begleiten als Mentoren aus der Industrie die Abschlussarbeiten von Bachelorstudierenden. Die Forschungsergebnisse des Labors werden vorrangig in Produkten von Starbridge erprobt und eingesetzt.</p>
<p>Der Dekan der Fakultät erklärte bei der Unterzeichnung, die Logistiktechnik biete eine Fülle technischer Fragestellungen aus der Praxis; durch ein gemeinsames Labor mit einem Unternehmen kämen die Studierenden schon während des Studiums mit realen Daten und Anlagen in Berührung. Der Chief Technology Officer (CTO) von Starbridge sagte, das Unternehmen wolle die Stärken der Universität bei grundlegenden Algorithmen nutzen, um Schlüsseltechnologien für die nächste Generation seiner Dispositionssoftware und seiner Plattform für digitale Zwillinge vorzubereiten.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle:
        'Starbridge shows coordinated multi-device operation at the Shanghai intralogistics fair',
    },
    language: 'de',
    title: 'Starbridge auf der Logistikmesse in Shanghai: vernetzte Anlagen im Live-Betrieb',
    summary:
      'Auf der viertägigen Logistikmesse in Shanghai zeigte Starbridge an einer vollständigen Vorführlinie – Wareneingang, Lagerung, Sortierung, Warenausgang – das Zusammenspiel von Vier-Wege-Shuttles, AMR und einem Quergurtsorter.',
    body: `<p>Vom 5. bis 8. November war Starbridge auf der internationalen Fachmesse für Logistiktechnik und -ausrüstung in Shanghai vertreten. Auf dem rund 600 m² großen Stand zeigte das Unternehmen unter dem Motto „Ein System für alle Anlagen“ eine vollständige, laufende Vorführlinie.</p>
<h2>Höhepunkte am Stand</h2>
<ul>
<li>Vier-Wege-Shuttles SB-FS4 der vierten Generation lagerten in einem dreistöckigen Regal fortlaufend ein und aus und wechselten im Zusammenspiel mit einem Lift die Ebene;</li>
<li>eine gemischte Flotte aus Unterfahr-AMR und Gabelstapler-FTF, deren Aufträge und Verkehr Fleet Scheduler zentral steuerte;</li>
<li>ein Modul des neuen Quergurtsorters mit einer Leistung von bis zu 12.000 Sendungen pro Stunde sortierte E-Commerce-Pakete nach Zielrichtung;</li>
<li>eine Großbildwand mit Digital Twin Studio spiegelte in Echtzeit den Betriebszustand aller Anlagen am Stand.</li>
</ul>
<h2>Gespräche mit dem Fachpublikum</h2>
<p>Während der Messe zählte der Stand mehr als 9.000 Fachbesuche. Das technische Team von Starbridge hielt acht Fachvorträge, unter anderem zur Logistik in Lithiumbatteriefabriken, zur Pharma-Kühlkette und zur Modernisierung älterer Hochregallager. Mehrere Unternehmen aus den Bereichen neue Energien und E-Commerce führten mit Starbridge vertiefende Gespräche über konkrete Projekte.</p>
<p>Der Marketingleiter von Starbridge erklärte, die Kunden achteten immer weniger auf die Kennwerte einer einzelnen Maschine und immer mehr darauf, wie verschiedene Anlagen zusammenarbeiten. Viele Gerätetypen über eine Plattform zu disponieren, werde zur Grundvoraussetzung für Projekte im automatisierten Lager.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle:
        'International Volunteer Day: Starbridge volunteers help a community food bank reorganise its storeroom',
    },
    language: 'de',
    title:
      'Internationaler Tag des Ehrenamts: Freiwillige von Starbridge ordnen das Lager einer Lebensmittelbank neu',
    summary:
      'In ihrer Freizeit haben Freiwillige von Starbridge das Lager einer Lebensmittelbank in Shenzhen neu geplant, Regale aufgebaut und eine einfache Bestandsverwaltung per Barcode eingerichtet.',
    body: `<p>Am 5. Dezember, dem Internationalen Tag des Ehrenamts, kamen 30 Mitarbeitende des Freiwilligenteams „Xinghuo“ von Starbridge in eine Lebensmittelbank im Stadtbezirk Nanshan in Shenzhen. Dort schlossen sie einen Lagerumbau ab, an dem sie an drei Wochenenden gearbeitet hatten.</p>
<h2>Lagerwissen für einen guten Zweck</h2>
<p>Die Lebensmittelbank versorgt jeden Monat rund 600 bedürftige Familien in der Nachbarschaft mit Reis, Mehl, Speiseöl und Dingen des täglichen Bedarfs. Ihr Lager war jedoch klein und unübersichtlich, und Lebensmittel kurz vor Ablauf der Haltbarkeit konnten nicht immer rechtzeitig ausgegeben werden. Die Freiwilligen packten drei Dinge an:</p>
<ul>
<li>Sie planten das Lager neu, gliederten es nach Warengruppen und Haltbarkeit und bauten leichte Fachbodenregale auf, die Starbridge gespendet hatte;</li>
<li>sie versahen jede Warengruppe mit Barcode-Etiketten und richteten eine kostenlose Bestandsführung auf Basis einer vereinfachten Version von StarOS WMS ein;</li>
<li>sie schulten die acht ständigen Ehrenamtlichen der Lebensmittelbank in zwei Terminen im Ein- und Ausbuchen per Scanner und im Umgang mit Warnungen zum Ablaufdatum.</li>
</ul>
<p>Nach dem Umbau steht rund 40 % mehr nutzbare Lagerfläche zur Verfügung, und die Helfer können Bestände und bald ablaufende Waren auf dem Smartphone einsehen.</p>
<h2>Ehrenamtliches Engagement das ganze Jahr über</h2>
<p>Im Jahr 2025 hat Starbridge in Shenzhen und Wuhan insgesamt 26 ehrenamtliche Aktionen organisiert. Mitarbeitende beteiligten sich mehr als 400-mal und leisteten zusammen rund 1.600 Stunden – von der Unterstützung älterer Menschen in der Nachbarschaft über naturwissenschaftlichen Unterricht an Schulen bis zur Reinigung von Flussufern.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle: 'Starbridge opens a service hub in Bangkok for customers in Southeast Asia',
    },
    language: 'de',
    title:
      'Starbridge eröffnet Servicezentrum in Bangkok: Unterstützung vor Ort für Kunden in Südostasien',
    summary:
      'Das Servicezentrum in Bangkok verfügt über ein lokales Ingenieurteam und ein Ersatzteillager und betreut Kunden in Thailand, Vietnam und Malaysia bei Wartung, Ersatzteilversorgung und der Modernisierung ihrer Anlagen.',
    body: `<p>Am 20. Januar hat Starbridge sein Servicezentrum in Bangkok, Thailand, eröffnet. Es ist der sechste Servicestandort des Unternehmens im Ausland und das erste regionale Servicezentrum in Südostasien.</p>
<h2>Ein Team vor Ort, das schnell reagiert</h2>
<p>In den vergangenen fünf Jahren hat Starbridge in Südostasien mehr als zwanzig automatische Hochregallager sowie Förder- und Sortiersysteme realisiert, für Kunden aus den Branchen Lebensmittel und Getränke, Automobilzulieferung und Elektronikfertigung. Der Kundendienst für diese Anlagen stützte sich bisher vor allem auf Ingenieure, die aus China anreisten. Mit dem neuen Servicezentrum ändert sich das:</p>
<ul>
<li>18 Ingenieure sind fest vor Ort, zwei Drittel davon lokale Mitarbeitende; sie verständigen sich auf Thai, Englisch und Chinesisch;</li>
<li>das Ersatzteillager hält rund 3.000 gängige Ersatzteile vorrätig, dringend benötigte Teile erreichen Kunden in Thailand innerhalb von 24 Stunden;</li>
<li>das Zentrum ist rund um die Uhr mit dem Ferndiagnosezentrum am Hauptsitz in Shenzhen verbunden, sodass sich die meisten Softwarestörungen aus der Ferne beheben lassen.</li>
</ul>
<h2>Modernisierung älterer Anlagen</h2>
<p>Das Servicezentrum übernimmt außerdem Modernisierungsprojekte in der Region, darunter die Erneuerung von Antrieben und Steuerungen an Regalbediengeräten, Upgrades der WCS-Software und Maßnahmen zur Energieeinsparung, die die Nutzungsdauer älterer Lager verlängern.</p>
<p>Damit unterhält Starbridge nun Servicestandorte in 12 Städten in China und in sechs Ländern im Ausland.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle: 'Fleet Scheduler 4.0 released: one site, up to 500 vehicles of mixed types',
    },
    language: 'de',
    title:
      'Fleet Scheduler 4.0 veröffentlicht: bis zu 500 Fahrzeuge unterschiedlicher Typen an einem Standort',
    summary:
      'Die neue Version bringt eine von Grund auf neu entwickelte Verkehrssteuerung, lässt FTF und AMR verschiedener Typen und Hersteller auf einer gemeinsamen Karte zusammenarbeiten und ergänzt eine Simulation zur Vorabplanung.',
    body: `<p>Am 10. März hat Starbridge Fleet Scheduler 4.0 veröffentlicht, die neue Version seines Dispositionssystems für fahrerlose Transportfahrzeuge (FTF). Es ist der größte Versionssprung seit der Markteinführung des Produkts im Jahr 2019.</p>
<h2>Die wichtigsten Neuerungen</h2>
<ul>
<li>eine neue Verkehrssteuerung mit Routenplanung über reservierte Zeitfenster, die bis zu 500 Fahrzeuge an einem Standort gleichzeitig disponiert;</li>
<li>gemischte Flotten: Unterfahr-FTF, Gabelstapler-FTF und FTF mit Rollenförderer auf einer gemeinsamen Karte, dazu Fahrzeuge anderer Hersteller, die der Schnittstelle VDA 5050 entsprechen;</li>
<li>Gebäudeanbindung an Aufzüge, automatische Türen, Brandschutzrolltore und Luftduschen für Transporte zwischen Etagen und Gebäuden;</li>
<li>intelligentes Laden, das die Ladevorgänge nach Auftragsprognose und Ladezustand plant, damit die Flotte nicht an Kapazität verliert, wenn viele Fahrzeuge gleichzeitig laden;</li>
<li>eine Simulation, die ein neues Layout oder neue Auftragsdaten vor der Inbetriebnahme durchspielt und zeigt, wie viele Fahrzeuge benötigt werden und wo Engpässe entstehen.</li>
</ul>
<h2>Ergebnisse aus den Pilotprojekten</h2>
<p>Die neue Version wurde in zwei Lithiumbatteriewerken und einem Werk für Automobilteile im Pilotbetrieb erprobt. In einem der Batteriewerke mit 210 Fahrzeugen sank die staubedingte Wartezeit der Fahrzeuge um 18 %, und für dieselbe Produktionsmenge werden nun zwölf Fahrzeuge weniger benötigt.</p>
<p>Fleet Scheduler 4.0 ist über die Cloud-Plattform von Starbridge verfügbar. Bestandskunden können im Rahmen ihres Servicevertrags kostenlos auf die neue Version umsteigen.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle: 'Digital Twin Studio 3.0 adds peak-volume simulation and alarm replay',
    },
    language: 'de',
    title:
      'Digital Twin Studio 3.0 verfügbar: Simulation von Spitzenlasten und Wiedergabe von Störungen',
    summary:
      'Version 3.0 der Plattform für digitale Zwillinge aktualisiert die Anlagendaten alle 200 Millisekunden, bietet neu eine Was-wäre-wenn-Simulation, eine Alarmwiedergabe und ein Energie-Dashboard und läuft direkt im Browser.',
    body: `<p>Am 20. Mai hat Starbridge Digital Twin Studio 3.0 veröffentlicht, die neue Version seiner Plattform für digitale Zwillinge. Entwickelt wurde sie maßgeblich im Forschungs- und Entwicklungszentrum in Wuhan. Im Mittelpunkt steht, was Betreiber im Alltag brauchen: sehen, was geschieht, Ursachen klar nachvollziehen und verlässlich vorausplanen.</p>
<h2>Die neuen Funktionen</h2>
<ul>
<li>Echtzeitsynchronisierung: Über die direkte Anbindung an StarWCS Control werden Position und Zustand der Anlagen alle 200 ms aktualisiert; selbst das 3D-Modell eines großen Lagers läuft flüssig in einem gewöhnlichen Browser, ganz ohne Plug-ins;</li>
<li>Was-wäre-wenn-Analyse: Nach Eingabe der Auftragsprognose für eine Verkaufsaktion oder die Hochsaison simuliert die Plattform den Betrieb des gesamten Lagers mit den realen Anlagenparametern und deckt Engpässe frühzeitig auf;</li>
<li>Alarmwiedergabe: Die Bewegungen aller Anlagen in den zehn Minuten vor und nach einem Alarm lassen sich im 3D-Modell abspielen, sodass das Instandhaltungspersonal die Ursache schnell findet;</li>
<li>Energie-Dashboard: In Verbindung mit Insight BI zeigt es den Energieverbrauch und den Verbrauch je Lagerbewegung nach Bereich und Anlagentyp.</li>
</ul>
<h2>So nutzen Kunden die Plattform</h2>
<p>Im ostchinesischen Distributionszentrum eines E-Commerce-Unternehmens testete das Betriebsteam vor dem Shoppingfestival am 11. November mit der Was-wäre-wenn-Analyse drei Schichtmodelle und steigerte die Auslagerleistung in der Spitze um rund 15 % – ohne zusätzliche Anlagen. Ein Tabakgroßhändler nutzt die Alarmwiedergabe und hat die durchschnittliche Diagnosezeit bei Störungen an Regalbediengeräten von 40 auf 12 Minuten verkürzt.</p>
<p>Digital Twin Studio 3.0 steht neuen und bestehenden Kunden zur Verfügung; Anlagen mit Version 2.x lassen sich online aktualisieren.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle:
        'Starbridge tobacco distribution centre project named an outstanding intralogistics project of the year',
    },
    language: 'de',
    title:
      'Tabak-Distributionszentrum von Starbridge als herausragendes Intralogistikprojekt des Jahres ausgezeichnet',
    summary:
      'Das Distributionszentrum, das Starbridge für ein Tabakhandelsunternehmen auf Provinzebene gebaut hat, wurde dank der integrierten Planung von Roboterpalettierung und Hochregallager von einem Branchenverband als herausragendes Intralogistikprojekt des Jahres ausgezeichnet.',
    body: `<p>Mitte Juli wurde das Zigaretten-Distributionszentrum, das Starbridge für ein Tabakhandelsunternehmen auf Provinzebene errichtet hat, beim jährlichen Wettbewerb des nationalen Branchenverbands für Logistikanlagen als „Herausragendes Intralogistikprojekt des Jahres“ ausgezeichnet.</p>
<h2>Das Projekt im Überblick</h2>
<p>Das Zentrum beliefert rund ein Drittel der Tabakeinzelhändler der Provinz mit Zigaretten. Die wichtigsten Systeme sind:</p>
<ul>
<li>ein automatisches Hochregallager mit acht Zweimast-Paletten-Regalbediengeräten und insgesamt 9.600 Palettenplätzen;</li>
<li>sechs Roboter-Palettierstationen, die Kartons unterschiedlicher Formate mithilfe von Bildverarbeitung gemischt palettieren, jeweils rund 600 Kartons pro Stunde;</li>
<li>automatische Sortierlinien für Kartons und für Zigarettenstangen mit einer Tagesleistung von rund 45.000 Kartons;</li>
<li>StarOS WMS mit Echtzeitanbindung an die Vertriebs- und Monopolverwaltungssysteme des Kunden, sodass jeder Auftrag vom Eingang bis zur Auslieferung durchgängig digital abgebildet ist.</li>
</ul>
<h2>Was die Jury hervorhob</h2>
<p>Nach Einschätzung der Jury hat das Projekt die Palettierung vollständig von Hand- auf Roboterarbeit umgestellt und den Personalbedarf im operativen Betrieb um rund 45 % gesenkt. Ein Puffer zwischen Hochregallager und Palettierstationen sorgt dafür, dass Sortierung und Palettierung auch in Auftragsspitzen im Takt bleiben. Seit der Inbetriebnahme vor einem Jahr liegt die Gesamtverfügbarkeit der Anlagen bei über 99,5 %.</p>
<p>Damit wurde bereits im dritten Jahr in Folge ein Projekt von Starbridge mit diesem Preis ausgezeichnet.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle:
        'Retrofit without stopping production: a 17-year-old high-bay warehouse at Hexi Beverage is renewed',
    },
    language: 'de',
    title:
      'Modernisierung ohne Produktionsstopp: 17 Jahre altes Hochregallager von Hexi Getränke erneuert',
    summary:
      'Starbridge hat die 14 Regalbediengeräte und das WCS von Hexi Getränke Gasse für Gasse erneuert, während das Lager weiterlief. Die Ein- und Auslagerleistung stieg um 22 %, der Energieverbrauch sank um 15 %.',
    body: `<p>Im September hat Starbridge die Modernisierung des Fertigwaren-Hochregallagers im südchinesischen Produktionswerk von Hexi Getränke abgeschlossen. Das 2009 errichtete Lager hat 14 Gassen und rund 22.000 Palettenplätze. Steuerung und Antriebe waren seit Jahren abgekündigt, Ersatzteile kaum noch zu beschaffen, und die Ausfallzeiten nahmen von Jahr zu Jahr zu.</p>
<figure><img src="/cms/media/news-hexi-aisle.avif" width="1200" height="675" alt="Eine Gasse des modernisierten Fertigwaren-Hochregallagers von Hexi Getränke"><figcaption>Eine Gasse des Fertigwaren-Hochregallagers nach der Modernisierung</figcaption></figure>
<h2>Gasse für Gasse, ohne Produktionsstopp</h2>
<p>Da das Lager in der Hochsaison für Getränke nicht stillstehen durfte, nahm das Projektteam jeweils nur eine Gasse außer Betrieb. Vor Beginn der Arbeiten wurde das neue Steuerungsprogramm am digitalen Zwilling virtuell in Betrieb genommen. Die wichtigsten Maßnahmen:</p>
<ul>
<li>neue Frequenzumrichter, Steuerungen und Positioniersysteme für alle 14 Regalbediengeräte, unter Beibehaltung von Stahlbau und Regalanlage;</li>
<li>Antriebe mit Energierückspeisung, die die beim Senken und Bremsen frei werdende Energie ins Netz zurückspeisen;</li>
<li>StarWCS Control anstelle der bisherigen Steuerungssoftware, angebunden an das vorhandene WMS und ERP des Kunden.</li>
</ul>
<p>Jede Gasse stand für die Umstellung höchstens 36 Stunden still. Die gesamte Modernisierung dauerte fünf Monate; der Versand der Fertigware war davon nicht beeinträchtigt.</p>
<h2>Ergebnisse</h2>
<p>Nach der Modernisierung ist die Ein- und Auslagerleistung des Lagers um 22 % gestiegen, der Energieverbrauch je Palette um rund 15 % gesunken, und die mittlere Betriebszeit der Regalbediengeräte zwischen zwei Ausfällen ist deutlich länger geworden. Die Investition betrug etwa ein Drittel der Kosten eines neuen Hochregallagers.</p>
<p>Viele zwischen 2005 und 2012 in China gebaute Hochregallager stehen jetzt zur Erneuerung an. Starbridge baut die Modernisierung bestehender Anlagen deshalb gezielt als eigenständiges Geschäftsfeld aus.</p>`,
  },
  // ------------------------------------------------------------ investor
  {
    of: { kind: 'investor', enTitle: '2025 Annual Report' },
    language: 'de',
    title: 'Jahresbericht 2025',
    summary:
      'Im Geschäftsjahr 2025 erzielte die Gesellschaft Umsatzerlöse von 3.186,4 Mio. RMB (+14,20 % gegenüber dem Vorjahr); der den Aktionären der Gesellschaft zurechenbare Nettogewinn stieg um 17,61 % auf 268,5 Mio. RMB.',
    body: `<p>Die Gesellschaft und sämtliche Mitglieder ihres Verwaltungsrats versichern, dass die veröffentlichten Informationen wahrheitsgemäß, zutreffend und vollständig sind und keine falschen Angaben, irreführenden Darstellungen oder wesentlichen Auslassungen enthalten.</p>
<p>Diese Zusammenfassung ist dem vollständigen Jahresbericht entnommen. Für ein umfassendes Bild der Ertrags- und Finanzlage sowie der Zukunftspläne der Gesellschaft sollten Anleger den vollständigen Jahresbericht in den von der chinesischen Wertpapieraufsichtsbehörde (CSRC) bestimmten Medien sorgfältig lesen. Der Jahresabschluss 2025 wurde von einer Wirtschaftsprüfungsgesellschaft geprüft und mit einem uneingeschränkten Bestätigungsvermerk versehen.</p>
<h2>Wesentliche Finanzkennzahlen</h2>
<table>
<thead><tr><th>Posten</th><th>2025</th><th>2024</th><th>Veränderung</th></tr></thead>
<tbody>
<tr><td>Umsatzerlöse (Mio. RMB)</td><td>3.186,4</td><td>2.790,2</td><td>+14,20 %</td></tr>
<tr><td>Den Aktionären der Gesellschaft zurechenbarer Nettogewinn (Mio. RMB)</td><td>268,5</td><td>228,3</td><td>+17,61 %</td></tr>
<tr><td>Nettogewinn ohne nicht wiederkehrende Posten (Mio. RMB)</td><td>241,7</td><td>202,6</td><td>+19,30 %</td></tr>
<tr><td>Netto-Cashflow aus laufender Geschäftstätigkeit (Mio. RMB)</td><td>312,6</td><td>254,1</td><td>+23,02 %</td></tr>
<tr><td>Unverwässertes Ergebnis je Aktie (RMB)</td><td>0,65</td><td>0,55</td><td>+18,18 %</td></tr>
<tr><td>FuE-Aufwand in % der Umsatzerlöse</td><td>7,50 %</td><td>7,30 %</td><td>+0,20 Prozentpunkte</td></tr>
</tbody>
</table>
<h2>Geschäftsverlauf</h2>
<p>Im Berichtszeitraum belief sich der Auftragseingang auf rund 3.632 Mio. RMB (+10,73 %); zum 31. Dezember 2025 lag der Auftragsbestand bei rund 4.215 Mio. RMB (+11,80 %). Nach Geschäftsbereichen erzielten intelligente Lager- und Logistiksysteme Umsatzerlöse von 1.912,3 Mio. RMB, Intralogistiksysteme für die intelligente Fabrik 798,6 Mio. RMB sowie Software und Betriebsdienstleistungen 475,5 Mio. RMB. Die Umsatzerlöse im Ausland betrugen 412,7 Mio. RMB bzw. 12,95 % der gesamten Umsatzerlöse. Die Bruttomarge verbesserte sich um 0,7 Prozentpunkte auf 29,4 %.</p>
<p>Der FuE-Aufwand belief sich im Gesamtjahr auf 239,0 Mio. RMB (+17,33 %). Zum Ende des Berichtszeitraums beschäftigte die Gesellschaft 2.612 Mitarbeitende, davon 786 in Forschung und Entwicklung.</p>
<h2>Vorschlag zur Gewinnverwendung</h2>
<p>Die Gesellschaft schlägt vor, auf Basis des Grundkapitals von 412.800.000 Aktien eine Bardividende von 2,00 RMB (einschließlich Steuern) je 10 Aktien an alle Aktionäre auszuschütten, insgesamt 82,56 Mio. RMB bzw. 30,75 % des den Aktionären der Gesellschaft zurechenbaren Nettogewinns 2025. Bonusaktien werden nicht ausgegeben, und eine Umwandlung von Kapitalrücklagen in Grundkapital erfolgt nicht. Der Vorschlag bedarf noch der Zustimmung der ordentlichen Hauptversammlung 2025.</p>`,
  },
  {
    of: { kind: 'investor', enTitle: 'Notice of the 2025 Annual General Meeting' },
    language: 'de',
    title: 'Einberufung der ordentlichen Hauptversammlung 2025',
    summary:
      'Die Gesellschaft hält ihre ordentliche Hauptversammlung 2025 am 13. Mai 2026 ab; abgestimmt wird vor Ort und online. Stichtag für die Teilnahmeberechtigung ist der 7. Mai 2026.',
    body: `<p>Die Gesellschaft und sämtliche Mitglieder ihres Verwaltungsrats versichern, dass die veröffentlichten Informationen wahrheitsgemäß, zutreffend und vollständig sind und keine falschen Angaben, irreführenden Darstellungen oder wesentlichen Auslassungen enthalten.</p>
<p>Auf Beschluss der zwölften Sitzung des fünften Verwaltungsrats beruft die Gesellschaft ihre ordentliche Hauptversammlung 2025 ein. Die Einzelheiten werden nachfolgend bekannt gegeben.</p>
<h2>Angaben zur Versammlung</h2>
<ul>
<li>Präsenzversammlung: Mittwoch, 13. Mai 2026, 14:30 Uhr;</li>
<li>Online-Abstimmung: über das Handelssystem der Börse Shenzhen am 13. Mai 2026 von 9:15 bis 9:25 Uhr, von 9:30 bis 11:30 Uhr und von 13:00 bis 15:00 Uhr; über das Internet-Abstimmungssystem jederzeit am 13. Mai 2026 zwischen 9:15 und 15:00 Uhr;</li>
<li>Ort der Präsenzversammlung: Sitzungssaal im Erdgeschoss des Hauptverwaltungsgebäudes von Starbridge, Stadtbezirk Nanshan, Shenzhen;</li>
<li>Stichtag: 7. Mai 2026. Alle Aktionäre, die bei Handelsschluss an diesem Tag im Aktienregister der Gesellschaft eingetragen sind, sind zur Teilnahme an der Versammlung berechtigt und können einen Vertreter schriftlich bevollmächtigen, an ihrer Stelle teilzunehmen und abzustimmen.</li>
</ul>
<h2>Tagesordnung</h2>
<table>
<thead><tr><th>Nr.</th><th>Beschlussvorlage</th></tr></thead>
<tbody>
<tr><td>1</td><td>Tätigkeitsbericht des Verwaltungsrats für das Geschäftsjahr 2025</td></tr>
<tr><td>2</td><td>Jahresbericht 2025 und seine Zusammenfassung</td></tr>
<tr><td>3</td><td>Bericht über den Jahresabschluss 2025</td></tr>
<tr><td>4</td><td>Vorschlag zur Gewinnverwendung für das Geschäftsjahr 2025</td></tr>
<tr><td>5</td><td>Vorlage zur Wiederbestellung der Wirtschaftsprüfungsgesellschaft für das Geschäftsjahr 2026</td></tr>
<tr><td>6</td><td>Vorlage zur Vergütung der Verwaltungsratsmitglieder und der leitenden Angestellten für das Geschäftsjahr 2026</td></tr>
<tr><td>7</td><td>Vorlage zur Beantragung allgemeiner Kreditlinien bei Banken</td></tr>
</tbody>
</table>
<p>Die unabhängigen Verwaltungsratsmitglieder erstatten auf der Hauptversammlung ihren Tätigkeitsbericht für das Geschäftsjahr 2025. Bei den Vorlagen 4 bis 6 werden die Stimmen der kleinen und mittleren Anleger gesondert ausgezählt und veröffentlicht.</p>
<h2>Anmeldung</h2>
<p>Die Anmeldung erfolgt am 11. Mai 2026 von 9:00 bis 17:00 Uhr persönlich vor Ort oder per Brief bzw. E-Mail. Kontakt: Büro des Sekretärs des Verwaltungsrats, Telefon +86 755 8888 0532. Die Versammlung dauert einen halben Tag; Reise- und Übernachtungskosten tragen die teilnehmenden Aktionäre selbst.</p>`,
  },
  {
    of: { kind: 'investor', enTitle: '2026 First Quarter Report' },
    language: 'de',
    title: 'Bericht zum ersten Quartal 2026',
    summary:
      'Im ersten Quartal 2026 erzielte die Gesellschaft Umsatzerlöse von 612,8 Mio. RMB (+16,30 % gegenüber dem Vorjahresquartal); der den Aktionären der Gesellschaft zurechenbare Nettogewinn stieg um 21,38 % auf 38,6 Mio. RMB.',
    body: `<p>Die Gesellschaft und sämtliche Mitglieder ihres Verwaltungsrats versichern, dass die veröffentlichten Informationen wahrheitsgemäß, zutreffend und vollständig sind und keine falschen Angaben, irreführenden Darstellungen oder wesentlichen Auslassungen enthalten.</p>
<p>Der Bericht zum ersten Quartal ist ungeprüft. Nachfolgend werden die wesentlichen Inhalte zusammengefasst; Einzelheiten enthält der am selben Tag veröffentlichte vollständige Quartalsbericht.</p>
<h2>Wesentliche Finanzkennzahlen</h2>
<table>
<thead><tr><th>Posten</th><th>1. Quartal 2026</th><th>1. Quartal 2025</th><th>Veränderung</th></tr></thead>
<tbody>
<tr><td>Umsatzerlöse (Mio. RMB)</td><td>612,8</td><td>526,9</td><td>+16,30 %</td></tr>
<tr><td>Den Aktionären der Gesellschaft zurechenbarer Nettogewinn (Mio. RMB)</td><td>38,6</td><td>31,8</td><td>+21,38 %</td></tr>
<tr><td>Nettogewinn ohne nicht wiederkehrende Posten (Mio. RMB)</td><td>33,9</td><td>27,4</td><td>+23,72 %</td></tr>
<tr><td>Netto-Cashflow aus laufender Geschäftstätigkeit (Mio. RMB)</td><td>−86,4</td><td>−102,7</td><td>entfällt</td></tr>
<tr><td>Unverwässertes Ergebnis je Aktie (RMB)</td><td>0,09</td><td>0,08</td><td>+12,50 %</td></tr>
<tr><td>FuE-Aufwand in % der Umsatzerlöse</td><td>8,50 %</td><td>8,20 %</td><td>+0,30 Prozentpunkte</td></tr>
</tbody>
</table>
<h2>Erläuterungen zum Geschäftsverlauf</h2>
<p>Das Umsatzwachstum im Berichtszeitraum ist vor allem auf die schrittweise Auslieferung und Abnahme von Projekten aus dem Auftragsbestand zum Ende des Vorjahres zurückzuführen; den größten Beitrag leisteten Projekte aus den Branchen neue Energien und Pharma-Kühlkette. Der FuE-Aufwand betrug 52,1 Mio. RMB (+20,60 %) und floss vor allem in die Entwicklung der neuen Generation der Dispositionssoftware und der Plattform für digitale Zwillinge.</p>
<p>Der negative Netto-Cashflow aus laufender Geschäftstätigkeit ist vor allem auf saisonale Faktoren zurückzuführen, insbesondere auf die im ersten Quartal gebündelten Zahlungen an Lieferanten und die Auszahlung der Mitarbeiterboni für das Vorjahr; gegenüber dem Vorjahreszeitraum hat er sich verbessert.</p>
<p>Zum 31. März 2026 belief sich der Auftragsbestand auf rund 4.468 Mio. RMB; die Bilanzsumme betrug 6.915,2 Mio. RMB, das den Aktionären der Gesellschaft zurechenbare Eigenkapital 2.651,4 Mio. RMB.</p>`,
  },
  {
    of: {
      kind: 'investor',
      enTitle: 'Announcement on the Resolutions of the 2025 Annual General Meeting',
    },
    language: 'de',
    title: 'Bekanntmachung der Beschlüsse der ordentlichen Hauptversammlung 2025',
    summary:
      'Die ordentliche Hauptversammlung 2025 der Gesellschaft fand am 13. Mai 2026 statt. Alle sieben Beschlussvorlagen wurden angenommen; keine Vorlage wurde abgelehnt.',
    body: `<p>Die Gesellschaft und sämtliche Mitglieder ihres Verwaltungsrats versichern, dass die veröffentlichten Informationen wahrheitsgemäß, zutreffend und vollständig sind und keine falschen Angaben, irreführenden Darstellungen oder wesentlichen Auslassungen enthalten.</p>
<h2>Wichtige Hinweise</h2>
<ul>
<li>Auf der Hauptversammlung wurde keine Beschlussvorlage abgelehnt;</li>
<li>Beschlüsse früherer Hauptversammlungen wurden nicht geändert.</li>
</ul>
<h2>Einberufung und Teilnahme</h2>
<p>Die Hauptversammlung fand am 13. Mai 2026 um 14:30 Uhr im Sitzungssaal der Unternehmenszentrale statt; abgestimmt wurde vor Ort und online. Sie wurde vom Verwaltungsrat einberufen und vom Vorsitzenden des Verwaltungsrats geleitet. An der Versammlung nahmen insgesamt 41 Aktionäre und Aktionärsvertreter teil, die 186.420.315 stimmberechtigte Aktien und damit 45,16 % aller stimmberechtigten Aktien der Gesellschaft vertraten. Davon entfielen auf 33 kleine und mittlere Anleger 12.384.602 Aktien bzw. 3,00 % aller stimmberechtigten Aktien. Einzelne Mitglieder des Verwaltungsrats und leitende Angestellte sowie die mit der rechtlichen Begleitung der Versammlung beauftragten Rechtsanwälte nahmen an der Versammlung teil.</p>
<h2>Abstimmungsergebnisse</h2>
<table>
<thead><tr><th>Beschlussvorlage</th><th>Zustimmung</th><th>Ablehnung</th><th>Enthaltung</th></tr></thead>
<tbody>
<tr><td>1. Tätigkeitsbericht des Verwaltungsrats für das Geschäftsjahr 2025</td><td>99,91 %</td><td>0,07 %</td><td>0,02 %</td></tr>
<tr><td>2. Jahresbericht 2025 und seine Zusammenfassung</td><td>99,91 %</td><td>0,07 %</td><td>0,02 %</td></tr>
<tr><td>3. Bericht über den Jahresabschluss 2025</td><td>99,90 %</td><td>0,08 %</td><td>0,02 %</td></tr>
<tr><td>4. Vorschlag zur Gewinnverwendung für das Geschäftsjahr 2025</td><td>99,86 %</td><td>0,12 %</td><td>0,02 %</td></tr>
<tr><td>5. Wiederbestellung der Wirtschaftsprüfungsgesellschaft für das Geschäftsjahr 2026</td><td>99,88 %</td><td>0,10 %</td><td>0,02 %</td></tr>
<tr><td>6. Vergütung der Verwaltungsratsmitglieder und der leitenden Angestellten für das Geschäftsjahr 2026</td><td>99,52 %</td><td>0,41 %</td><td>0,07 %</td></tr>
<tr><td>7. Beantragung allgemeiner Kreditlinien bei Banken</td><td>99,89 %</td><td>0,09 %</td><td>0,02 %</td></tr>
</tbody>
</table>
<p>Alle Prozentangaben beziehen sich auf die Gesamtzahl der auf der Versammlung vertretenen stimmberechtigten Aktien. Sämtliche Vorlagen waren ordentliche Beschlussgegenstände, für die die einfache Mehrheit genügt, und wurden mit mehr als der Hälfte der gültigen Stimmen der anwesenden Aktionäre angenommen.</p>
<h2>Rechtliche Stellungnahme</h2>
<p>Nach Auffassung der mit der rechtlichen Begleitung beauftragten Rechtsanwälte entsprachen Einberufung und Durchführung der Hauptversammlung, die Berechtigung der Teilnehmer und des Einberufenden sowie das Abstimmungsverfahren und die Abstimmungsergebnisse dem chinesischen Gesellschaftsgesetz, den Regeln für Hauptversammlungen börsennotierter Gesellschaften und den übrigen Gesetzen und Vorschriften sowie der Satzung der Gesellschaft; die Abstimmungsergebnisse sind rechtmäßig und wirksam.</p>`,
  },
  {
    of: {
      kind: 'investor',
      enTitle: 'Announcement on the Implementation of the 2025 Profit Distribution',
    },
    language: 'de',
    title: 'Bekanntmachung zur Durchführung der Gewinnausschüttung für das Geschäftsjahr 2025',
    summary:
      'Die Gesellschaft schüttet auf Basis des Grundkapitals von 412.800.000 Aktien eine Bardividende von 2,00 RMB (einschließlich Steuern) je 10 Aktien aus. Dividendenstichtag ist der 18. Juni 2026, Ex-Tag der 19. Juni 2026.',
    body: `<p>Die Gesellschaft und sämtliche Mitglieder ihres Verwaltungsrats versichern, dass die veröffentlichten Informationen wahrheitsgemäß, zutreffend und vollständig sind und keine falschen Angaben, irreführenden Darstellungen oder wesentlichen Auslassungen enthalten.</p>
<h2>Beschluss der Hauptversammlung über die Gewinnverwendung</h2>
<p>Der Gewinnverwendungsplan für das Geschäftsjahr 2025 wurde von der ordentlichen Hauptversammlung 2025 am 13. Mai 2026 beschlossen. Zwischen der Veröffentlichung des Plans und seiner Durchführung hat sich das Grundkapital der Gesellschaft nicht verändert. Der nun durchgeführte Plan entspricht dem von der Hauptversammlung beschlossenen Plan, und zwischen dem Beschluss und der Durchführung liegen nicht mehr als zwei Monate.</p>
<h2>Ausschüttungsplan</h2>
<p>Auf Basis des bestehenden Grundkapitals von 412.800.000 Aktien wird an alle Aktionäre eine Bardividende von 2,00 RMB (einschließlich Steuern) je 10 Aktien ausgeschüttet, insgesamt 82.560.000 RMB. Bonusaktien werden nicht ausgegeben, und eine Umwandlung von Kapitalrücklagen in Grundkapital erfolgt nicht.</p>
<p>Nach Abzug der Steuern erhalten QFII- und RQFII-Anleger sowie natürliche Personen und Wertpapierinvestmentfonds, die vor dem Börsengang ausgegebene, veräußerungsbeschränkte Aktien halten, 1,80 RMB je 10 Aktien. Für natürliche Personen mit frei handelbaren Aktien gilt ein nach Haltedauer gestaffelter Steuersatz auf Dividenden: Zunächst werden 2,00 RMB je 10 Aktien ausgezahlt; die geschuldete Steuer wird bei der Veräußerung der Aktien anhand der Haltedauer berechnet.</p>
<h2>Dividendenstichtag und Ex-Tag</h2>
<table>
<thead><tr><th>Termin</th><th>Datum</th></tr></thead>
<tbody>
<tr><td>Dividendenstichtag</td><td>18. Juni 2026</td></tr>
<tr><td>Ex-Tag</td><td>19. Juni 2026</td></tr>
<tr><td>Zahltag der Bardividende</td><td>19. Juni 2026</td></tr>
</tbody>
</table>
<h2>Berechtigte Aktionäre und Auszahlung</h2>
<p>Berechtigt sind alle Aktionäre der Gesellschaft, die nach Handelsschluss an der Börse Shenzhen am Nachmittag des 18. Juni 2026 bei der Zweigstelle Shenzhen des chinesischen Zentralverwahrers CSDC im Aktienregister eingetragen sind. Die Bardividende wird am Ex-Tag über die depotführenden Wertpapierhäuser oder sonstigen Verwahrstellen der Aktionäre direkt ihren Konten gutgeschrieben.</p>
<p>Auskünfte: Büro des Sekretärs des Verwaltungsrats, Telefon +86 755 8888 0532.</p>`,
  },
  {
    of: { kind: 'investor', enTitle: '2026 Half-Year Report' },
    language: 'de',
    title: 'Halbjahresbericht 2026',
    summary:
      'Im ersten Halbjahr 2026 erzielte die Gesellschaft Umsatzerlöse von 1.486,3 Mio. RMB (+15,80 % gegenüber dem Vorjahreszeitraum); der den Aktionären der Gesellschaft zurechenbare Nettogewinn stieg um 18,85 % auf 121,7 Mio. RMB.',
    body: `<p>Die Gesellschaft und sämtliche Mitglieder ihres Verwaltungsrats versichern, dass die veröffentlichten Informationen wahrheitsgemäß, zutreffend und vollständig sind und keine falschen Angaben, irreführenden Darstellungen oder wesentlichen Auslassungen enthalten.</p>
<p>Diese Zusammenfassung ist dem vollständigen Halbjahresbericht entnommen. Für ein umfassendes Bild der Ertrags- und Finanzlage sowie der Zukunftspläne der Gesellschaft sollten Anleger den vollständigen Halbjahresbericht in den von der chinesischen Wertpapieraufsichtsbehörde (CSRC) bestimmten Medien sorgfältig lesen. Der Halbjahresabschluss ist ungeprüft. Die Gesellschaft plant weder eine Bardividende noch die Ausgabe von Bonusaktien oder eine Umwandlung von Rücklagen in Grundkapital.</p>
<h2>Wesentliche Finanzkennzahlen</h2>
<table>
<thead><tr><th>Posten</th><th>Berichtszeitraum</th><th>Vorjahreszeitraum</th><th>Veränderung</th></tr></thead>
<tbody>
<tr><td>Umsatzerlöse (Mio. RMB)</td><td>1.486,3</td><td>1.283,5</td><td>+15,80 %</td></tr>
<tr><td>Den Aktionären der Gesellschaft zurechenbarer Nettogewinn (Mio. RMB)</td><td>121,7</td><td>102,4</td><td>+18,85 %</td></tr>
<tr><td>Nettogewinn ohne nicht wiederkehrende Posten (Mio. RMB)</td><td>108,2</td><td>89,8</td><td>+20,49 %</td></tr>
<tr><td>Netto-Cashflow aus laufender Geschäftstätigkeit (Mio. RMB)</td><td>45,3</td><td>21,6</td><td>+109,72 %</td></tr>
<tr><td>Unverwässertes Ergebnis je Aktie (RMB)</td><td>0,29</td><td>0,25</td><td>+16,00 %</td></tr>
<tr><td>FuE-Aufwand in % der Umsatzerlöse</td><td>8,00 %</td><td>7,80 %</td><td>+0,20 Prozentpunkte</td></tr>
</tbody>
</table>
<h2>Geschäftsverlauf</h2>
<p>Im Berichtszeitraum belief sich der Auftragseingang auf rund 2.003 Mio. RMB; zum 30. Juni 2026 lag der Auftragsbestand bei rund 4.732 Mio. RMB und damit 12,27 % über dem Stand zu Jahresbeginn. Nach Geschäftsbereichen erzielten intelligente Lager- und Logistiksysteme Umsatzerlöse von 872,4 Mio. RMB, Intralogistiksysteme für die intelligente Fabrik 398,7 Mio. RMB sowie Software und Betriebsdienstleistungen 215,2 Mio. RMB. Die Bruttomarge lag bei 28,9 % und damit 0,4 Prozentpunkte über dem Vorjahreszeitraum.</p>
<p>Der FuE-Aufwand im ersten Halbjahr betrug 118,9 Mio. RMB (+18,78 %); Fleet Scheduler 4.0 und Digital Twin Studio 3.0 wurden veröffentlicht. Im Berichtszeitraum hat die Gesellschaft die Gewinnausschüttung für das Geschäftsjahr 2025 durchgeführt und Bardividenden von insgesamt 82,56 Mio. RMB ausgezahlt. Zum Ende des Berichtszeitraums betrug die Bilanzsumme 7.104,6 Mio. RMB, das den Aktionären der Gesellschaft zurechenbare Eigenkapital 2.651,9 Mio. RMB; die Gesellschaft beschäftigte 2.648 Mitarbeitende.</p>`,
  },
  {
    of: {
      kind: 'investor',
      enTitle: 'Announcement on the Signing of a Major Contract in the Ordinary Course of Business',
    },
    language: 'de',
    title:
      'Bekanntmachung über den Abschluss eines wesentlichen Vertrags im Rahmen der gewöhnlichen Geschäftstätigkeit',
    summary:
      'Die Gesellschaft hat mit der Lanchuan Neue Energien Technologie Co., Ltd. einen Vertrag über ein intelligentes Lager- und Logistiksystem für Lithiumbatterien im Wert von 486,2 Mio. RMB (einschließlich Steuern) geschlossen; dies entspricht rund 15,26 % der geprüften Umsatzerlöse 2025.',
    body: `<p>Die Gesellschaft und sämtliche Mitglieder ihres Verwaltungsrats versichern, dass die veröffentlichten Informationen wahrheitsgemäß, zutreffend und vollständig sind und keine falschen Angaben, irreführenden Darstellungen oder wesentlichen Auslassungen enthalten.</p>
<h2>Überblick über den Vertragsabschluss</h2>
<p>Die Gesellschaft hat kürzlich mit der Lanchuan Neue Energien Technologie Co., Ltd. („Lanchuan“) den „Beschaffungsvertrag über das intelligente Lager- und Logistiksystem für den Antriebsbatterie-Standort Phase II“ unterzeichnet. Es handelt sich um einen Vertrag im Rahmen der gewöhnlichen Geschäftstätigkeit, der weder der Zustimmung des Verwaltungsrats noch der Hauptversammlung bedarf.</p>
<h2>Wesentliche Vertragsinhalte</h2>
<table>
<thead><tr><th>Posten</th><th>Inhalt</th></tr></thead>
<tbody>
<tr><td>Vertragswert</td><td>486,2 Mio. RMB (einschließlich Steuern)</td></tr>
<tr><td>Anteil an den geprüften Umsatzerlösen 2025</td><td>15,26 %</td></tr>
<tr><td>Vertragsgegenstand</td><td>Hochregallager für Zellen und Module, FTF-Logistiksystem, WMS-/WCS-Software sowie Montage und Inbetriebnahme</td></tr>
<tr><td>Erfüllungszeitraum</td><td>Lieferung rund 14 Monate nach Inkrafttreten des Vertrags; nach der Endabnahme beginnt die Gewährleistungsfrist</td></tr>
<tr><td>Zahlungsbedingungen</td><td>In Raten: Anzahlung, Zahlung bei Lieferung, Zahlung bei Abnahme und Gewährleistungseinbehalt</td></tr>
</tbody>
</table>
<h2>Angaben zum Vertragspartner</h2>
<p>Lanchuan ist hauptsächlich in der Entwicklung, Herstellung und im Vertrieb von Antriebs- und Energiespeicherbatterien tätig und ist in der Lage, seine vertraglichen Pflichten ordnungsgemäß zu erfüllen. Lanchuan ist kein der Gesellschaft nahestehendes Unternehmen. In den letzten drei Geschäftsjahren beliefen sich die Transaktionen zwischen der Gesellschaft und Lanchuan auf insgesamt 63,8 Mio. RMB.</p>
<h2>Auswirkungen auf die Gesellschaft</h2>
<p>Der Vertragsabschluss stärkt die Marktstellung der Gesellschaft in der Branche der neuen Energien. Bei planmäßiger Erfüllung dürfte sich der Vertrag positiv auf die künftigen Geschäftsergebnisse auswirken; die Umsatzerlöse werden entsprechend dem Fortschritt der Projektabnahmen erfasst und voraussichtlich überwiegend im Geschäftsjahr 2027 wirksam. Die Erfüllung des Vertrags beeinträchtigt nicht die Unabhängigkeit der Geschäftstätigkeit der Gesellschaft.</p>
<h2>Risikohinweis</h2>
<p>Die Vertragserfüllung kann durch Anpassungen des Bauzeitplans beim Kunden, Schwankungen der Rohstoffpreise und höhere Gewalt beeinträchtigt werden; es besteht das Risiko, dass der Vertrag nicht fristgerecht oder nicht vollständig erfüllt wird. Anleger werden gebeten, die Anlagerisiken zu beachten.</p>`,
  },
  {
    of: { kind: 'investor', enTitle: '2026 Third Quarter Report' },
    language: 'de',
    title: 'Bericht zum dritten Quartal 2026',
    summary:
      'In den ersten drei Quartalen 2026 erzielte die Gesellschaft Umsatzerlöse von 2.298,9 Mio. RMB (+15,12 % gegenüber dem Vorjahreszeitraum); der den Aktionären der Gesellschaft zurechenbare Nettogewinn stieg um 17,49 % auf 194,1 Mio. RMB.',
    body: `<p>Die Gesellschaft und sämtliche Mitglieder ihres Verwaltungsrats versichern, dass die veröffentlichten Informationen wahrheitsgemäß, zutreffend und vollständig sind und keine falschen Angaben, irreführenden Darstellungen oder wesentlichen Auslassungen enthalten.</p>
<p>Der Bericht zum dritten Quartal ist ungeprüft. Nachfolgend werden die wesentlichen Inhalte zusammengefasst; Einzelheiten enthält der am selben Tag veröffentlichte vollständige Quartalsbericht.</p>
<h2>Wesentliche Finanzkennzahlen</h2>
<table>
<thead><tr><th>Posten</th><th>3. Quartal 2026</th><th>Veränderung</th><th>Januar bis September 2026</th><th>Veränderung</th></tr></thead>
<tbody>
<tr><td>Umsatzerlöse (Mio. RMB)</td><td>812,6</td><td>+13,91 %</td><td>2.298,9</td><td>+15,12 %</td></tr>
<tr><td>Den Aktionären der Gesellschaft zurechenbarer Nettogewinn (Mio. RMB)</td><td>72,4</td><td>+15,29 %</td><td>194,1</td><td>+17,49 %</td></tr>
<tr><td>Nettogewinn ohne nicht wiederkehrende Posten (Mio. RMB)</td><td>65,3</td><td>+14,76 %</td><td>173,5</td><td>+18,27 %</td></tr>
<tr><td>Unverwässertes Ergebnis je Aktie (RMB)</td><td>0,18</td><td>+20,00 %</td><td>0,47</td><td>+17,50 %</td></tr>
<tr><td>FuE-Aufwand in % der Umsatzerlöse</td><td>7,68 %</td><td>entfällt</td><td>7,89 %</td><td>entfällt</td></tr>
</tbody>
</table>
<h2>Erläuterungen zum Geschäftsverlauf</h2>
<p>Im dritten Quartal wuchsen Umsatz und Gewinn der Gesellschaft weiter stetig; der Anteil der Umsatzerlöse aus den Bereichen neue Energien, Pharma-Kühlkette sowie Modernisierung bestehender Anlagen nahm weiter zu. Vom Jahresbeginn bis zum Ende des Berichtszeitraums betrug der FuE-Aufwand 181,3 Mio. RMB; der Netto-Cashflow aus laufender Geschäftstätigkeit belief sich auf 128,7 Mio. RMB (+33,51 %), vor allem aufgrund höherer Zahlungseingänge nach Projektabnahmen.</p>
<p>Im Berichtszeitraum hat die Gesellschaft mit der Lanchuan Neue Energien Technologie Co., Ltd. einen Vertrag über ein intelligentes Lager- und Logistiksystem im Wert von 486,2 Mio. RMB (einschließlich Steuern) geschlossen. Zum 30. September 2026 belief sich der Auftragsbestand auf rund 4.905 Mio. RMB und lag damit 16,37 % über dem Stand zu Jahresbeginn; die Bilanzsumme betrug 7.268,3 Mio. RMB, das den Aktionären der Gesellschaft zurechenbare Eigenkapital 2.724,3 Mio. RMB.</p>`,
  },
]
