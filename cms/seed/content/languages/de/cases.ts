import type { ExtraVersion } from '../../more-languages'

/** Case studies in de: each names its seed story by its kind and exact English title. */
export const cases: ExtraVersion[] = [
  // ---------------------------------------------------------------- tobacco
  {
    of: {
      kind: 'case',
      enTitle: 'Two high-speed carton sorting lines for a regional tobacco distribution centre',
    },
    language: 'de',
    customer: 'Hengyuan Tabak-Logistikzentrum',
    title:
      'Zwei Hochleistungs-Sortierlinien für Zigarettenstangen: ein Zentrum für 21.000 Einzelhändler',
    summary:
      'Das Hengyuan Tabak-Logistikzentrum hat die manuelle Kommissionierung durch zwei automatische Sortierlinien für Zigarettenstangen ersetzt. Den Nachschub liefert ein Hochregallager mit 4.800 Lagerplätzen, und die Tagesaufträge sind nun in einer einzigen Schicht erledigt.',
    body: `<h2>Die Herausforderung</h2>
<p>Das Hengyuan Tabak-Logistikzentrum beliefert rund 21.000 Einzelhändler in vier Landkreisen mit Zigaretten. Die Händler bestellen einmal pro Woche, im Schnitt nur etwa 18 Stangen – das Sortiment umfasst jedoch mehr als 400 Sorten. Vor dem Projekt wurde ausschließlich von Hand an Durchlaufregalen kommissioniert. Dafür waren zwei Schichten nötig, immer wieder kam es zu Fehlern, und die Beschwerden der Händler rissen nicht ab. Zugleich sollte das Zentrum rund 30 % mehr Sorten aufnehmen, ohne sein Gebäude zu erweitern.</p>
<h2>Unsere Lösung</h2>
<p>Wir haben einen dreistufigen Ablauf konzipiert: Lagerung im Hochregallager, automatisches Depalettieren und Öffnen der Kartons, Sortieren und Zusammenführen. Die Kartons mit je 50 Stangen lagern im Hochregallager, werden von einem Roboter depalettiert, automatisch geöffnet und den Schrägschacht-Sortiermaschinen zugeführt. Gängige Sorten geben die automatischen Schächte aus, selten bestellte Sorten werden in einer Pick-by-Light-Zone ergänzt. Auf dem Auftragsförderer laufen beide Ströme je Einzelhändler zusammen; anschließend werden die Sendungen foliert, etikettiert und verpackt.</p>
<ul>
<li>4 Einmast-Regalbediengeräte, Nennlast 800 kg, 4.800 Lagerplätze</li>
<li>Depalettierroboter und automatische Kartonöffnungsstation, 600 Kartons pro Stunde</li>
<li>2 Schrägschacht-Sortierlinien mit je 96 Schächten, Nennleistung 22.000 Stangen pro Stunde und Linie</li>
<li>Pick-by-Light-Zone mit 240 Plätzen für selten bestellte Sorten</li>
<li>Folienwickler und Etikettierer, die den Lieferbarcode des jeweiligen Händlers drucken</li>
<li>StarWCS Control mit Anbindung an das Auftragsmanagementsystem des Kunden</li>
</ul>
<h2>Ergebnisse</h2>
<table>
<thead><tr><th>Kennzahl</th><th>Vorher</th><th>Nachher</th></tr></thead>
<tbody>
<tr><td>Sortierleistung (Stangen pro Stunde)</td><td>7.500</td><td>40.000 (beide Linien zusammen)</td></tr>
<tr><td>Auftragsgenauigkeit</td><td>99,95 %</td><td>99,998 %</td></tr>
<tr><td>Beschäftigte pro Schicht</td><td>46</td><td>14</td></tr>
<tr><td>Durchlaufzeit der Tagesaufträge</td><td>14,5 h</td><td>6 h</td></tr>
</tbody>
</table>
<p>Die Tagesaufträge sind nun innerhalb einer Schicht abgearbeitet; der Nachmittag bleibt für Nachschub und Wartung. Rund 35 % der Schächte sind als Reserve vorgesehen: Kommen neue Sorten hinzu, müssen die Sortierlinien nicht umgebaut werden – es genügt, die Schächte im System neu zuzuordnen.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'A 42-metre high-bay warehouse for ageing tobacco leaf' },
    language: 'de',
    customer: 'Qinglan Zigarettenfabrik',
    title:
      'Ein 42 Meter hohes Hochregallager macht die Reifung des Rohtabaks durchgängig steuerbar',
    summary:
      'Die Qinglan Zigarettenfabrik hat neun Flachlager zu einem klimatisierten, 42 Meter hohen Hochregallager zusammengelegt. 14 Regalbediengeräte verwalten 26.880 Lagerplätze, und der Rohtabak bleibt während der bis zu 30 Monate dauernden Reifung nach Charge und Qualitätsstufe lückenlos rückverfolgbar.',
    body: `<h2>Die Herausforderung</h2>
<p>Nachgetrockneter Blatttabak muss 18 bis 30 Monate reifen, bevor er in den Mischungen verwendet werden kann. Die Qinglan Zigarettenfabrik lagerte ihn bislang verteilt auf neun Flachlager an zwei Werksstandorten, die Kartons vierfach gestapelt. Das regelmäßige Umstapeln zur Kontrolle band viel Personal, zwischen den Lagerhallen schwankten die Temperaturen um mehrere Grad, und brauchte die Mischungsabteilung dringend eine bestimmte Qualitätsstufe, dauerte es oft ein bis zwei Tage, bis sie aus den Stapeln „ausgegraben“ war.</p>
<h2>Unsere Lösung</h2>
<p>Auf dem Werksgelände haben wir ein 42 Meter hohes Hochregallager in Silobauweise errichtet, in dem nun der gesamte Rohtabak lagert. Jede Palette trägt zwei Kartons mit einem Bruttogewicht von etwa 420 kg. Im Lager herrschen 20–28 °C bei 55–65 % relativer Luftfeuchte; 96 Temperatur- und Feuchtesensoren überwachen das Klima laufend und steuern die Klimaanlage. StarOS WMS verwaltet die Reifezeit nach Qualitätsstufe und Einlagerungsdatum und meldet automatisch, wenn sie abgelaufen ist. Alle 90 Tage lagert das System Musterkartons selbsttätig zur Prüfstation aus – manuelles Umstapeln entfällt.</p>
<ul>
<li>14 Zweimast-Regalbediengeräte, Hubhöhe 40,5 m, Nennlast 1.000 kg, Fahrgeschwindigkeit 240 m/min, Positioniergenauigkeit ±3 mm</li>
<li>Lager in Silobauweise mit 26.880 Lagerplätzen</li>
<li>Fördertechnik-Ring für Ein- und Auslagerung mit Wägung, Konturenkontrolle und automatischer Probenahmestation</li>
<li>96 Temperatur- und Feuchtesensoren mit Anbindung an die Gebäudeklimatisierung</li>
<li>StarOS WMS Cloud: Verfolgung der Reifezeit, Auslagerung nach Qualitätsstufe und Charge</li>
<li>Digital Twin Studio: 3D-Darstellung des Reifezustands der Bestände und des Anlagenbetriebs</li>
</ul>
<h2>Ergebnisse</h2>
<table>
<thead><tr><th>Kennzahl</th><th>Vorher</th><th>Nachher</th></tr></thead>
<tbody>
<tr><td>Lagerfläche</td><td>38.000 m²</td><td>9.600 m²</td></tr>
<tr><td>Auslagerung einer angeforderten Qualitätsstufe</td><td>1–2 Tage</td><td>18 Minuten</td></tr>
<tr><td>Temperaturschwankung im Lager</td><td>±5 °C</td><td>±1,5 °C</td></tr>
<tr><td>Lagerpersonal</td><td>62</td><td>17</td></tr>
</tbody>
</table>
<p>Die frei gewordenen Flachlager dienen nun als Lager für Hilfsmaterial. Die Mischungsplaner richten den Einsatz des Tabaks heute nach der tatsächlichen Reifezeit jeder Charge statt nach Erfahrungswerten, und die Qualität der Mischungen ist spürbar gleichmäßiger geworden.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Thirty AGVs feeding auxiliary materials to 36 maker-packer units',
    },
    language: 'de',
    customer: 'Ruifeng Zigarettenfabrik',
    title: '30 FTF versorgen 36 Herstell- und Verpackungsanlagen automatisch mit Hilfsmaterial',
    summary:
      '30 FTF beliefern 36 Herstell- und Verpackungsanlagen mit Zigarettenpapier, Filterstäben und Verpackungsmaterial. Montage und Inbetriebnahme fanden vollständig im 16-tägigen Produktionsstillstand über das Frühlingsfest statt – ohne Einbußen in der regulären Produktion.',
    body: `<h2>Die Herausforderung</h2>
<p>Die Hilfsmaterialien der Ruifeng Zigarettenfabrik – Zigarettenpapier, Mundstückbelagpapier, Filterstäbe, bedruckte Zuschnitte und Folien – brachten bislang 22 Gabelstapler mit Fahrer aus einem konventionellen Regallager zu den 36 Herstell- und Verpackungsanlagen in der Produktion. Die Fahrer kommissionierten nach Papierbelegen in engen Gängen, und schon eine verspätete Bobine Mundstückbelagpapier konnte eine Anlage zum Stillstand bringen. Das Werk wollte automatisieren, die Produktion durfte dafür aber nicht ruhen: Die gesamte Montage musste in den 16-tägigen Wartungsstillstand über das Frühlingsfest passen.</p>
<h2>Unsere Lösung</h2>
<p>Wir haben die vorhandenen Regale und Gebäude beibehalten und die Automatisierung Schritt für Schritt ergänzt. Gabelstapler-FTF befördern volle Paletten zwischen Lager und Maschinen, Unterfahr-FTF übernehmen Filterstabwagen und Kleinmaterial. Das MES meldet den Verbrauch jeder Maschine in Echtzeit, das System erzeugt daraus automatisch Nachschubaufträge, und auf dem Rückweg nehmen die Fahrzeuge leere Paletten und Papierkerne mit. Damit die Umstellung über das Frühlingsfest sicher gelang, wurden Kartierung, Routensimulation und die Abstimmung der Flottendisposition schon vorher in Nachtschichten erledigt.</p>
<ul>
<li>18 Gabelstapler-FTF, Nennlast 1.500 kg, Hubhöhe 3 m, Laser-SLAM-Navigation, Positioniergenauigkeit ±10 mm</li>
<li>12 Unterfahr-FTF, Nennlast 600 kg, für Filterstabwagen und Kleinmaterial</li>
<li>4 automatische Brandschutztüren und 2 Aufzüge, angebunden an die FTF-Steuerung</li>
<li>Fleet Scheduler für alle 30 Fahrzeuge im Mischverkehr mit Personen</li>
<li>StarWCS Control mit Anbindung an das MES des Werks; jede Maschine ruft ihr Material automatisch ab</li>
<li>Barcodeprüfung an der Maschine, damit kein falsches Material aufgelegt wird</li>
</ul>
<h2>Ergebnisse</h2>
<table>
<thead><tr><th>Kennzahl</th><th>Vorher</th><th>Nachher</th></tr></thead>
<tbody>
<tr><td>Maschinenstopps wegen Hilfsmaterial (pro Monat)</td><td>27</td><td>2</td></tr>
<tr><td>Staplerfahrer pro Schicht</td><td>22</td><td>4 (nur für Sonderfälle)</td></tr>
<tr><td>Lieferzeit nach Materialabruf</td><td>25 Minuten</td><td>9 Minuten</td></tr>
<tr><td>Falschmaterial-Vorfälle (pro Jahr)</td><td>11</td><td>0</td></tr>
</tbody>
</table>
<p>Montage und Systemumstellung waren innerhalb des 16-tägigen Stillstands abgeschlossen, und die Anlagen liefen planmäßig wieder an. In einer zweiten Ausbaustufe werden dieselbe Flotte und dieselbe Disposition auf die Verpackungshalle ausgeweitet.</p>`,
  },
  // ------------------------------------------------------------- new energy
  {
    of: { kind: 'case', enTitle: 'Automated electrode roll handling for a 20 GWh cell plant' },
    language: 'de',
    customer: 'Hanrui Antriebsbatterien',
    title: 'Vollautomatischer Transport der Elektrodenrollen in einer 20-GWh-Zellfabrik',
    summary:
      '26 FTF für Elektrodenrollen und ein Pufferlager mit Regalbediengeräten befördern 1,1 Tonnen schwere Rollen zwischen Beschichtung, Kalandrieren und Schneiden – mit einer Andockgenauigkeit von ±1 mm und lückenloser RFID-Rückverfolgung.',
    body: `<h2>Die Herausforderung</h2>
<p>In einer Fabrik für Lithium-Ionen-Zellen wandern die Elektrodenrollen mehrfach zwischen Beschichtung, Kalandrieren, Schneiden und Wickeln hin und her. Im neuen 20-GWh-Werk von Hanrui Antriebsbatterien wiegen die Mutterrollen bis zu 1.100 kg bei einer Breite von 1.400 mm; eine einzige Delle oder ein Fremdpartikel kann eine Rolle im Wert von mehreren zehntausend Yuan unbrauchbar machen. Bisher wurden die Rollen mit Handwagen und Hebezeugen bewegt. Das war langsam, das Personal musste ständig in die Trockenräume hinein und wieder heraus, und die Prozessdaten ließen sich nicht immer zuverlässig der richtigen Rolle zuordnen. Hinzu kommt, dass in der Elektrodenfertigung keine offenen Kupfer- oder Zinkoberflächen zulässig sind – eine zusätzliche Anforderung an die Werkstoffwahl.</p>
<h2>Unsere Lösung</h2>
<p>Wir haben eine Flotte von FTF für Elektrodenrollen geliefert, deren Hubeinheit direkt an der Luftwelle der Rolle andockt und sie ohne Bediener an die Abwickelstation der Maschine übergibt. Ein Pufferlager mit Regalbediengeräten zwischen Kalandrieren und Schneiden entkoppelt die Taktung der beiden Prozesse. Jede Rolle trägt einen RFID-Tag, der bei jeder Übergabe automatisch gelesen wird; so kennt das MES jederzeit den Standort und die Prozesshistorie jeder Rolle.</p>
<ul>
<li>26 FTF für Elektrodenrollen mit Hubeinheit zum Andocken an die Luftwelle, Nennlast 1.200 kg, Laser-SLAM mit QR-Code-Feinpositionierung, Andockgenauigkeit ±1 mm</li>
<li>Konstruktion ohne Kupfer und Zink, Polyurethanräder, geeignet für Trockenräume mit einem Taupunkt von −45 °C</li>
<li>Pufferlager für Elektrodenrollen mit 2 Regalbediengeräten und 640 Lagerplätzen</li>
<li>Schnittstellen zu automatischen Türen und Schleusen zwischen Bereichen unterschiedlicher Luftfeuchte</li>
<li>Fleet Scheduler mit Anbindung an das MES des Werks; die Prozessdaten werden mit jeder Rolle erfasst</li>
<li>Digital Twin Studio zeigt den Rollenbestand nach Prozessschritt und Ruhezeit</li>
</ul>
<h2>Ergebnisse</h2>
<table>
<thead><tr><th>Kennzahl</th><th>Zielwert</th><th>Messwert</th></tr></thead>
<tbody>
<tr><td>Spitzenleistung (Rollen pro Stunde)</td><td>180</td><td>205</td></tr>
<tr><td>Andockgenauigkeit</td><td>±2 mm</td><td>±0,8 mm</td></tr>
<tr><td>Anteil der beim Transport beschädigten Rollen</td><td>≤0,05 %</td><td>0,01 %</td></tr>
<tr><td>Verfügbarkeit der FTF-Flotte</td><td>98,5 %</td><td>99,3 %</td></tr>
</tbody>
</table>
<p>Da kaum noch Personal die Trockenräume betritt, lässt sich auch der Taupunkt stabiler halten. Fünf Monate nach dem Anlauf der ersten Linie erreichte das Werk seine Auslegungskapazität, und Hanrui setzt dasselbe Flottenkonzept bereits an seinem zweiten Produktionsstandort ein.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'A two-zone resting warehouse for 280 Ah energy storage cells' },
    language: 'de',
    customer: 'Tianheng Energiespeichertechnik',
    title: 'Hochregallager mit zwei Temperaturzonen für die Ruhephase von 280-Ah-Speicherzellen',
    summary:
      'Im Hochregallager von Tianheng Energiespeichertechnik mit zwei Temperaturzonen ruhen täglich 37.500 Speicherzellen. Jeder Zellträger wird exakt nach Prozesszeit ausgelagert, und überhitzte Träger setzt das Regalbediengerät automatisch in ein Löschwasserbecken ab.',
    body: `<h2>Die Herausforderung</h2>
<p>Lithium-Eisenphosphat-Speicherzellen müssen nach der Formierung ruhen: zunächst bei 45 °C, damit sich die SEI-Schicht stabilisiert, danach bei Raumtemperatur, um die Selbstentladung zu messen. Die 12-GWh-Linie von Tianheng produziert täglich rund 37.500 Zellen mit 280 Ah; zu jedem Zeitpunkt befinden sich mehr als 12.000 Zellträger in der Ruhephase. Die Ruhezeiten müssen exakt eingehalten werden, denn ein zu früh ausgelagerter Träger verfälscht unmittelbar das Ergebnis der Kapazitätsmessung und Klassierung. Ebenso wichtig war der Brandschutz: Voll mit geladenen Zellen bestückte Träger bündeln sehr viel Energie, und die örtliche Brandschutzbehörde verlangte eine automatische Reaktion auf thermisches Durchgehen.</p>
<h2>Unsere Lösung</h2>
<p>Direkt hinter der Formierhalle haben wir ein Hochregallager für Zellträger mit zwei Temperaturzonen gebaut: Die Warmzone wird konstant auf 45 ± 2 °C gehalten, die Normaltemperaturzone auf 25 ± 2 °C, jede mit eigenen Regalbediengeräten. Jeder Lagerplatz ist mit Temperatur- und Rauchdetektion ausgestattet. Überschreitet ein Messwert den Grenzwert, entnimmt das nächstgelegene Regalbediengerät sofort den betroffenen Träger, setzt ihn in ein Tauchbecken am Gassenende ab, und die Gasse wird abgeschottet. StarWCS Control misst die Prozesszeit für jeden Träger einzeln und lagert ihn aus, sobald die Ruhezeit abgelaufen ist – unabhängig von Schichtwechseln.</p>
<ul>
<li>10 Regalbediengeräte für Zellträger, Nennlast 300 kg, Fahrgeschwindigkeit 200 m/min, Positioniergenauigkeit ±2 mm</li>
<li>12.096 Lagerplätze für Zellträger: 3.456 in der Warmzone, 8.640 in der Normaltemperaturzone</li>
<li>Temperatur- und Rauchdetektion an jedem Lagerplatz, CO- und H₂-Sensoren in jeder Gasse</li>
<li>Tauchbecken am Gassenende für die Notauslagerung auffälliger Träger</li>
<li>Fördertechnik zu 48 Formier- und Klassierschränken sowie zu den OCV-Prüfstationen</li>
<li>StarWCS Control mit Prozesszeitmessung je Träger und automatischer Auslagerung nach Ablauf der Ruhezeit</li>
</ul>
<h2>Ergebnisse</h2>
<table>
<thead><tr><th>Kennzahl</th><th>Messwert</th></tr></thead>
<tbody>
<tr><td>Zellen pro Tag</td><td>37.500</td></tr>
<tr><td>Abweichung der Ruhezeit</td><td>innerhalb von ±10 Minuten</td></tr>
<tr><td>Dauer der Notauslagerung (Brandschutzübung)</td><td>2 min 40 s</td></tr>
<tr><td>Verfügbarkeit der Regalbediengeräte</td><td>99,5 %</td></tr>
</tbody>
</table>
<p>Seit die Träger pünktlich ausgelagert werden, sind die Klassierergebnisse deutlich gleichmäßiger: Der Anteil der Zellen, die ein zweites Mal geprüft werden müssen, ist von 1,8 % auf 0,4 % gesunken. Das gesamte Verfahren zur Beherrschung des thermischen Durchgehens bestand die Abnahme durch die örtliche Brandschutzbehörde im ersten Anlauf.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Four-way shuttle storage for one-tonne bags at a cathode materials plant',
    },
    language: 'de',
    customer: 'Jinrui Neue Materialien',
    title: 'Vier-Wege-Shuttle-Kompaktlager für Big Bags in einem Werk für Kathodenmaterial',
    summary:
      'Ein Vier-Wege-Shuttle-Kompaktlager mit 6.200 Lagerplätzen hält Rohstoffe und fertiges LFP-Kathodenmaterial trocken und dicht verschlossen – und versorgt die Öfen, ohne dass dafür noch ein Gabelstapler fahren muss.',
    body: `<h2>Die Herausforderung</h2>
<p>Jinrui Neue Materialien produziert jährlich 50.000 Tonnen Lithium-Eisenphosphat-Kathodenmaterial. Rohstoffe wie Eisenphosphat und Lithiumcarbonat werden in Big Bags zu einer Tonne angeliefert, und auch das fertige Produkt verlässt das Werk in Big Bags. Bisher standen die Bags auf dem Boden zweier Lagerhallen und wurden mit Diesel- und Elektrostaplern bewegt. Die Batteriehersteller prüfen ihre Lieferanten von Kathodenmaterial sehr streng auf magnetische Fremdpartikel und Feuchte – und Reifenabrieb, beschädigte Bags und häufig offene Tore tauchten in den Qualitätsberichten immer wieder auf. Zudem war Baufläche auf dem Werksgelände knapp.</p>
<h2>Unsere Lösung</h2>
<p>Wir haben ein Vier-Wege-Shuttle-Kompaktlager mit neun Ebenen und 24 m Höhe konzipiert. Das gesamte Gebäude ist abgedichtet, wird auf unter 30 % relative Luftfeuchte entfeuchtet und mit leichtem Überdruck betrieben. Die Shuttles fahren auf jeder Ebene in Längs- und Querrichtung und wechseln die Ebene über Lifte; so ist jeder Big Bag direkt erreichbar, ohne dass andere umgelagert werden müssen. Die Zahl der Fahrzeuge lässt sich mit wachsender Produktion schrittweise erhöhen. Alle Flächen mit Produktkontakt sind aus Edelstahl oder beschichtet, und das WMS verknüpft jeden Big Bag mit den Chargenergebnissen im Laborsystem: Erst nach bestandener Prüfung wird er freigegeben.</p>
<ul>
<li>16 Vier-Wege-Paletten-Shuttles, Nennlast 1.500 kg, Fahrgeschwindigkeit 1,6 m/s, Positioniergenauigkeit ±2 mm</li>
<li>4 Hochleistungslifte, 9 Lagerebenen, 6.200 Lagerplätze</li>
<li>Abgedichteter Lagerbaukörper, Entfeuchtung auf ≤30 % relative Luftfeuchte, leichter Überdruck</li>
<li>Automatische Fördertechnik und Big-Bag-Entleerstationen mit direkter Anbindung an Mischanlage und Ofenlinien</li>
<li>StarOS WMS mit Chargenfreigabe über das Laborinformationssystem</li>
<li>StarWCS Control für Routenplanung der Shuttles, Reihenfolge der Lifte und Ladesteuerung</li>
</ul>
<h2>Ergebnisse</h2>
<table>
<thead><tr><th>Kennzahl</th><th>Vorher</th><th>Nachher</th></tr></thead>
<tbody>
<tr><td>Lagerfläche</td><td>11.000 m²</td><td>3.900 m²</td></tr>
<tr><td>Gabelstapler im Produktionsbereich</td><td>19</td><td>2 (nur im Verladebereich)</td></tr>
<tr><td>Beschädigungsrate der Big Bags</td><td>0,6 %</td><td>0,05 %</td></tr>
<tr><td>Kundenreklamationen wegen Feuchte (pro Jahr)</td><td>7</td><td>0</td></tr>
</tbody>
</table>
<p>Auf der durch die zentrale Lagerung frei gewordenen Fläche entsteht derzeit eine zweite Ofenlinie. Da die Leistung des Systems von der Zahl der Shuttles und nicht von fest installierten Gassengeräten abhängt, kann Jinrui künftig einfach weitere Fahrzeuge ergänzen, ohne das Regal zu verändern.</p>`,
  },
  // ---------------------------------------------------------- petrochemical
  {
    of: {
      kind: 'case',
      enTitle: 'Robotic palletizing and a 24,000-position AS/RS for polyolefin resin',
    },
    language: 'de',
    customer: 'Donglin Petrochemie, Geschäftsbereich Polyolefine',
    title: 'Roboterpalettierung und Hochregallager mit 24.000 Plätzen für Polyolefine',
    summary:
      'Vier Roboter-Palettierlinien und 12 Regalbediengeräte übernehmen die gesamte Produktion einer Polypropylenanlage mit 400.000 Tonnen Jahreskapazität – vollautomatisch von der Verpackung bis zur Verladung, mit nur 11 Beschäftigten pro Schicht.',
    body: `<h2>Die Herausforderung</h2>
<p>Die neue Polypropylenanlage von Donglin Petrochemie hat eine Jahreskapazität von 400.000 Tonnen; das gesamte Produkt wird in 25-kg-Säcken ausgeliefert – rund 44.000 Säcke oder 1.100 Paletten pro Tag. In der alten Anlage wurde von Hand palettiert und auf dem Boden gestapelt, die Stapler fuhren rund um die Uhr, und in der Hochsaison standen die Abholfahrzeuge bis zu einen ganzen Tag vor dem Werk Schlange. Bis zur Freigabe durch das Labor muss jedes Produkt nach Typ gesperrt bleiben, und unterschiedliche Typen dürfen nie auf dasselbe Fahrzeug geladen werden. Die Verpackungshalle gilt als staubexplosionsgefährdeter Bereich; alle Anlagen mussten die entsprechenden Schutzanforderungen erfüllen.</p>
<h2>Unsere Lösung</h2>
<p>Die Säcke von den FFS-Absackanlagen durchlaufen zunächst eine Kontrollwaage und einen Metalldetektor. Anschließend stapeln Roboter sie im Verbund zu je 40 Säcken, die Paletten erhalten eine Stretchhaube und werden direkt in das Hochregallager eingelagert. Dort bleiben sie gesperrt, bis das Labor die Charge freigibt. Für den Versand stellt das System die Paletten fahrzeugweise in der richtigen Reihenfolge zusammen und fördert sie zu zwölf Verladetoren; die Fahrer erhalten mit ihrer Buchungsnummer im gebuchten Zeitfenster Zufahrt zum Gelände.</p>
<ul>
<li>4 Roboter-Palettierlinien mit je 1.200 Säcken pro Stunde, mit Kontrollwaage und Metalldetektor</li>
<li>2 Stretchhaubenautomaten mit je 240 Paletten pro Stunde</li>
<li>12 Zweimast-Regalbediengeräte, Nennlast 1.500 kg, Hubhöhe 30 m, 24.192 Lagerplätze</li>
<li>Anlagen in der Verpackungs- und Palettierhalle ausgelegt für Staub-Ex-Zone 22</li>
<li>12 Verladetore mit Bereitstellförderern für den Versand</li>
<li>StarOS WMS mit Sperre und Freigabe nach Typ und Charge, angebunden an Laborsystem und ERP</li>
</ul>
<h2>Ergebnisse</h2>
<table>
<thead><tr><th>Kennzahl</th><th>Messwert</th></tr></thead>
<tbody>
<tr><td>Palettierleistung</td><td>4.800 Säcke pro Stunde</td></tr>
<tr><td>Auslagerleistung</td><td>180 Paletten pro Stunde</td></tr>
<tr><td>Durchschnittliche Verweildauer der Fahrzeuge im Werk</td><td>55 Minuten (zuvor bis zu 24 Stunden)</td></tr>
<tr><td>Beschäftigte pro Schicht</td><td>11</td></tr>
</tbody>
</table>
<p>Weil das System Sperre und Freigabe zwingend durchsetzt, wurde seit dem Anlauf kein einziges Mal ein falscher Typ ausgeliefert. Dank der Verladung nach Zeitfenster gehören die Warteschlangen vor dem Werk der Vergangenheit an, und auch der Verkehr auf den umliegenden Straßen hat sich entspannt.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'An explosion-proof AS/RS for flammable solvents and intermediates',
    },
    language: 'de',
    customer: 'Ruiyang Feinchemie',
    title:
      'Explosionsgeschütztes automatisches Hochregallager für brennbare Lösemittel und Zwischenprodukte',
    summary:
      'Explosionsgeschützte Regalbediengeräte, Lagerung getrennt nach Gefahrenklassen und Regalsprinkler: Ein automatisches Lager in Ex-Zone 2 ersetzt drei bisherige Fasslager.',
    body: `<h2>Die Herausforderung</h2>
<p>Ruiyang Feinchemie stellt Zwischenprodukte für die Lackindustrie her und hat ständig rund 4.000 Stahlfässer und IBC mit brennbaren Lösemitteln, Harzen und Aminen auf dem Gelände. Sie lagerten bisher in drei halboffenen Fasslagern und wurden mit explosionsgeschützten Staplern bewegt. Unverträgliche Stoffe waren lediglich durch Bodenmarkierungen getrennt, und der Bestand wurde einmal pro Woche von Hand gezählt. Eine Sicherheitsbewertung verlangte ausdrücklich eine bessere Trennung nach Gefahrenklassen, Auffangvorrichtungen für Leckagen und weniger Personal in der Nähe der Gebinde.</p>
<h2>Unsere Lösung</h2>
<p>Das neue Lager ist für Zone 2 (explosionsfähige Gasatmosphäre), Explosionsgruppe IIB und Temperaturklasse T4 ausgelegt. Regalbediengeräte, Fördertechnik und Sensoren sind entsprechend zertifiziert; die elektrischen Komponenten sind druckfest gekapselt oder in einem Überdruck-Elektroraum außerhalb des Ex-Bereichs untergebracht. Das Regal ist nach Gefahrenklassen in vier Brandabschnitte unterteilt, jeder mit eigener Auffangwanne und Regalsprinklern. Das Personal betritt das Lager nicht mehr: Die Fässer werden über zwei Übergabestationen mit Schleuse ein- und ausgelagert.</p>
<ul>
<li>4 explosionsgeschützte Regalbediengeräte, Kennzeichnung Ex db eb IIB T4 Gb (über der Mindestanforderung für Zone 2), Nennlast 1.500 kg, Hubhöhe 18 m, Fahrgeschwindigkeit 120 m/min</li>
<li>3.600 Lagerplätze für 1.000-l-IBC und Paletten mit je vier 200-l-Fässern</li>
<li>Vier getrennte Brandabschnitte mit Auffangwannen und Regalsprinklern</li>
<li>Gaswarnanlage in jeder Gasse, gekoppelt mit der Lüftung und der Abschaltung der Regalbediengeräte</li>
<li>Überdruck-Elektroraum außerhalb des Ex-Bereichs für SPS und Frequenzumrichter</li>
<li>StarOS WMS prüft bei jeder Einlagerung die Zusammenlagerungsverbote</li>
</ul>
<h2>Ergebnisse</h2>
<table>
<thead><tr><th>Kennzahl</th><th>Vorher</th><th>Nachher</th></tr></thead>
<tbody>
<tr><td>Lagerfläche</td><td>14.500 m² (drei Fasslager)</td><td>3.200 m²</td></tr>
<tr><td>Beschäftigte im Lagerbereich pro Schicht</td><td>12</td><td>0 (2 an den Übergabestationen außerhalb des Lagers)</td></tr>
<tr><td>Bestandsgenauigkeit</td><td>97,8 %</td><td>99,99 %</td></tr>
<tr><td>Bei Audits festgestellte Verstöße gegen die Trennung (pro Jahr)</td><td>9</td><td>0</td></tr>
</tbody>
</table>
<p>Das neue Lager bestand die Prüfung der explosionsgeschützten Elektrotechnik und die Brandschutzabnahme im ersten Anlauf. Mit dem Rückbau der alten Fasslager haben sich die Sicherheitsabstände auf dem Werksgelände verbessert; auf der frei gewordenen Fläche sind eine Zufahrt für Einsatzfahrzeuge und ein zentrales Löschwasserbecken geplant.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'A shared logistics hub and vehicle scheduling for a chemical industrial park',
    },
    language: 'de',
    customer: 'Binjiang Petrochemie-Industriepark',
    title:
      'Gemeinsames Logistikzentrum und zentrale Disposition der Gefahrgutfahrzeuge für einen Chemiepark',
    summary:
      'Eine parkweite Zeitfensterbuchung, ein Gefahrgut-Parkplatz mit 220 Stellplätzen und ein gemeinsames Lager mit explosionsgeschützten FTF verkürzen die durchschnittliche Wartezeit der Fahrzeuge im Park von über drei Stunden auf unter 50 Minuten.',
    body: `<h2>Die Herausforderung</h2>
<p>Im Binjiang Petrochemie-Industriepark sind 38 Unternehmen angesiedelt; täglich fahren rund 1.900 Gefahrgutfahrzeuge ein und aus. Bisher regelte jedes Unternehmen Tor und Warteschlange selbst. Tank- und Lastwagen kreisten deshalb entweder durch den Park oder warteten auf öffentlichen Straßen. Die Parkverwaltung wusste nicht in Echtzeit, wie viele Gefahrgutfahrzeuge sich im Park befanden und wo sie standen – ein Punkt, den die Notfallbehörden mehrfach bemängelt hatten.</p>
<h2>Unsere Lösung</h2>
<p>Wir haben auf drei Ebenen angesetzt. Erstens eine parkweite Buchungsplattform: Spediteure buchen online Zeitfenster bei den einzelnen Unternehmen, und die Qualifikationen von Fahrzeug, Fahrer und Beifahrer werden schon vor der Ankunft geprüft. Zweitens ein zentraler Gefahrgut-Parkplatz mit 220 Stellplätzen, nach Gefahrenklassen gruppiert und mit Sicherheitsabständen: Hier warten die Fahrzeuge, bis sie aufgerufen werden und zum jeweiligen Unternehmen fahren. Drittens ein gemeinsames Lager für verpackte Chemikalien, das kleinen und mittleren Unternehmen offensteht und mit explosionsgeschützten Gabelstapler-FTF betrieben wird. Digital Twin Studio führt all diese Informationen auf einem Bildschirm in der Notfall-Leitstelle des Parks zusammen.</p>
<ul>
<li>Buchungs- und Zufahrtssystem für 38 Unternehmen und 6 Parktore, mit Kennzeichenerkennung und Qualifikationsprüfung</li>
<li>Zentraler Gefahrgut-Parkplatz mit 220 Stellplätzen, nach Gefahrenklassen gruppiert</li>
<li>Gemeinsames Lager für verpackte Chemikalien mit 5.400 Palettenplätzen</li>
<li>8 explosionsgeschützte Gabelstapler-FTF, Ex db IIB T4 Gb, Nennlast 1.600 kg, Hubhöhe 6 m</li>
<li>StarOS WMS im Mehrmandantenbetrieb</li>
<li>Digital Twin Studio: Parkmodell mit Fahrzeugen, Beständen und Alarmen in Echtzeit</li>
</ul>
<h2>Ergebnisse</h2>
<table>
<thead><tr><th>Kennzahl</th><th>Vorher</th><th>Nachher</th></tr></thead>
<tbody>
<tr><td>Durchschnittliche Wartezeit der Fahrzeuge</td><td>3 h 10 min</td><td>46 min</td></tr>
<tr><td>Gefahrgutfahrzeuge auf öffentlichen Straßen (tägliche Spitze)</td><td>140</td><td>0</td></tr>
<tr><td>Zeit, um im Notfall ein Fahrzeug zu orten</td><td>20–30 min</td><td>Echtzeit</td></tr>
<tr><td>Unternehmen im gemeinsamen Lager</td><td>—</td><td>14</td></tr>
</tbody>
</table>
<p>Bei der jüngsten Notfallübung des Parks ermittelte die Leitstelle in weniger als einer Minute Standort und Ladung aller Gefahrgutfahrzeuge im Umfeld des Ereignisorts. Als Nächstes will der Park die Online-Überwachung von Druck und Temperatur der Tankaufbauten einbinden.</p>`,
  },
  // --------------------------------------------------------- pharmaceutical
  {
    of: {
      kind: 'case',
      enTitle: 'A GSP-compliant distribution centre serving 11,000 hospitals and pharmacies',
    },
    language: 'de',
    customer: 'Anrui Pharmalogistik',
    title: 'GSP-konformes Pharma-Distributionszentrum für 11.000 Krankenhäuser und Apotheken',
    summary:
      'Ein Paletten-Hochregallager, ein automatisches Kleinteilelager und Ware-zur-Person-Kommissionierung mit Erfassung des Rückverfolgungscodes jeder einzelnen Packung: Die Zahl der täglich bearbeiteten Auftragspositionen stieg von 48.000 auf 130.000.',
    body: `<h2>Die Herausforderung</h2>
<p>Anrui Pharmalogistik führt rund 23.000 Arzneimittelartikel und beliefert in seiner Provinz 1.800 Krankenhäuser sowie rund 9.000 Apotheken. Die Aufträge sind klein und häufig: Eine typische Apothekenbestellung umfasst etwa 40 Positionen mit je ein bis zwei Packungen. Im alten Lager wurde nach Papierliste kommissioniert und anschließend der Rückverfolgungscode jeder Packung von Hand geprüft – die Warenausgangskontrolle wurde zum Engpass des gesamten Ablaufs. Gleichzeitig stellten die GSP-Inspektionen immer detailliertere Anforderungen an Temperaturaufzeichnung, Chargenkontrolle und Rückrufverfolgung.</p>
<h2>Unsere Lösung</h2>
<p>Das neue Distributionszentrum ist nach Umschlaghäufigkeit gegliedert. Ganze Kartons lagern im Paletten-Hochregallager, das das automatische Kleinteilelager (AKL) nachversorgt. Die 3.000 schnellsten Artikel werden an Pick-by-Light-Durchlaufregalen kommissioniert; alle übrigen Einzelpicks erfolgen an Ware-zur-Person-Stationen, an denen der Rückverfolgungscode jeder Packung beim Kommissionieren gescannt wird – eine zweite Kontrolle vor dem Versand entfällt. Das Kühllager für 2–8 °C hat einen eigenen Kommissionierbereich und versendet in validierten Isolierboxen mit Temperaturloggern. Alle Auftragsströme laufen schließlich auf einem Sorter nach Tour zusammen.</p>
<ul>
<li>Paletten-Hochregallager: 6 Regalbediengeräte, 8.400 Lagerplätze</li>
<li>AKL: 8 AKL-Regalbediengeräte, 36.000 Behälterplätze, Nennlast 50 kg je Behälter</li>
<li>12 Ware-zur-Person-Stationen mit Erfassung des Rückverfolgungscodes beim Kommissionieren</li>
<li>Schiebeschuhsorter mit 64 Tourenendstellen, Leistung 6.000 Behälter pro Stunde</li>
<li>Kühllager für 2–8 °C mit 1.200 Lagerplätzen und validierter Kühlkettenverpackung</li>
<li>StarOS WMS mit GSP-Funktionen: Qualifikationsprüfung neuer Lieferanten und Kunden, Chargen- und Verfallsdatenverwaltung, Rückrufsperren sowie Aufzeichnung von Temperatur und Luftfeuchte</li>
</ul>
<h2>Ergebnisse</h2>
<table>
<thead><tr><th>Kennzahl</th><th>Vorher</th><th>Nachher</th></tr></thead>
<tbody>
<tr><td>Auftragspositionen pro Tag</td><td>48.000</td><td>130.000</td></tr>
<tr><td>Kommissioniergenauigkeit</td><td>99,92 %</td><td>99,997 %</td></tr>
<tr><td>Auftragsdurchlaufzeit (Auftragseingang bis Abfahrt)</td><td>8 h</td><td>2,5 h</td></tr>
<tr><td>Erfassungsquote der Rückverfolgungscodes</td><td>Stichproben</td><td>100 %</td></tr>
</tbody>
</table>
<p>Bei der ersten GSP-Inspektion der Provinzbehörde nach dem Anlauf gab es in den Bereichen Lagerung und Temperaturführung keine Beanstandungen. Rückrufsperren greifen chargenbezogen in allen Lagerbereichen gleichzeitig – von der Rückrufmeldung bis zur vollständigen Sperrung des Bestands vergehen nur wenige Minuten.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'A 2-8 °C automated warehouse for a biologics fill-and-finish plant',
    },
    language: 'de',
    customer: 'Qingze Biopharma',
    title: 'Automatisches 2–8-°C-Kühllager für ein Abfüllwerk für Biopharmazeutika',
    summary:
      'Drei Regalbediengeräte für den Kühlbereich, 2.880 Lagerplätze, eine im System zwingend durchgesetzte Quarantäne und eine vollständige IQ/OQ/PQ-Qualifizierung: Die Temperaturabweichungen sanken von 14 pro Quartal auf null.',
    body: `<h2>Die Herausforderung</h2>
<p>Qingze Biopharma füllt monoklonale Antikörper und Impfstoffe in Vials und Fertigspritzen ab. Die Fertigware muss von der Verpackung bis zum Versand durchgehend bei 2–8 °C lagern, und jede Charge bleibt in Quarantäne, bis die sachkundige Person sie freigibt. Im alten, manuell bedienten Kühllager wurden die Türen täglich Hunderte Male geöffnet, jede Temperaturabweichung musste einzeln untersucht werden, und den Quarantänestatus verwaltete man mit Etiketten und Tabellen. Zugleich stand eine Verdopplung der Produktionskapazität bevor.</p>
<h2>Unsere Lösung</h2>
<p>Neben der Verpackungshalle haben wir ein automatisches Kühllager gebaut, dessen Regalbediengeräte für den Dauerbetrieb bei 2–8 °C ausgelegt sind. Die Paletten gelangen von der Verpackung über eine einzige Schleuse ins Lager; im Normalbetrieb muss niemand hinein. Den Status jeder Palette – Quarantäne, freigegeben oder abgelehnt – verwaltet das WMS und setzt ihn auch physisch durch: Eine nicht freigegebene Palette kann nicht zum Versand ausgelagert werden. Das gesamte System wurde gemeinsam mit dem Qualitätsteam des Kunden nach IQ, OQ und PQ qualifiziert, einschließlich eines Temperaturmappings mit 54 Fühlern im Sommer und im Winter.</p>
<ul>
<li>3 Regalbediengeräte für 2–8 °C, Nennlast 1.000 kg, Hubhöhe 22 m, Positioniergenauigkeit ±3 mm</li>
<li>Isolierter Lagerbaukörper in Silobauweise mit 2.880 Palettenplätzen</li>
<li>Validiertes Temperaturmonitoring mit 54 Messpunkten, redundante Kälteanlagen</li>
<li>Ein- und Auslagerung über Schleusen mit schnelllaufenden Isoliertoren</li>
<li>StarOS WMS mit Quarantäneverwaltung, elektronischer Signatur und Audit-Trail</li>
<li>Validierungsdokumentation: Rückverfolgbarkeitsmatrix der Benutzeranforderungen, IQ/OQ/PQ-Pläne und -Berichte</li>
</ul>
<h2>Ergebnisse</h2>
<table>
<thead><tr><th>Kennzahl</th><th>Vorher</th><th>Nachher</th></tr></thead>
<tbody>
<tr><td>Temperaturabweichungen (pro Quartal)</td><td>14</td><td>0</td></tr>
<tr><td>Türöffnungen durch Personal in den Kühlbereich (pro Tag)</td><td>ca. 350</td><td>0</td></tr>
<tr><td>Zeit von der Freigabe bis zum Versand</td><td>6 h</td><td>40 min</td></tr>
<tr><td>Lagerkapazität</td><td>900 Paletten</td><td>2.880 Paletten</td></tr>
</tbody>
</table>
<p>Das Kühllager war Teil der behördlichen Inspektion vor der Markteinführung eines neuen Produkts und hat sie ohne Beanstandungen bestanden. Das Qualitätswesen muss keine Temperaturabweichungen mehr untersuchen, und freigegebene Chargen gehen noch am selben Tag an die Zentren für Seuchenkontrolle (CDC) und an die Händler im ganzen Land.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Goods-to-person picking for 1,600 herbal medicine specifications',
    },
    language: 'de',
    customer: 'Lingshu Chinesische Arzneidrogen',
    title: 'Umstellung auf Ware-zur-Person-Kommissionierung für 1.600 TCM-Arzneidrogen',
    summary:
      'In einer gemieteten Halle mit 7,5 m lichter Höhe steigern 96 Unterfahr-FTF und Kommissionierstationen mit Gewichtskontrolle die Kommissionierleistung auf das 3,6-Fache; die Fehlerquote liegt unter einem Zehntausendstel.',
    body: `<h2>Die Herausforderung</h2>
<p>Lingshu verarbeitet Arzneidrogen der traditionellen chinesischen Medizin (TCM) und beliefert vor allem Krankenhausapotheken und Abkochzentren. Das Lager führt rund 1.600 Artikel; viele Drogen sind leicht und voluminös, manche müssen in einem kühlen Lagerbereich unter 20 °C lagern, damit sie nicht schimmeln oder von Schädlingen befallen werden. Die Kommissionierer legten pro Schicht rund 18 km zwischen den Regalen zurück, und ähnlich aussehende Drogen landeten gelegentlich im falschen Beutel. Da die Halle gemietet ist, nur 7,5 m lichte Höhe hat und der Boden mit 2,5 t/m² belastbar ist, kam eine Lösung mit schweren Regalen nicht infrage.</p>
<h2>Unsere Lösung</h2>
<p>Fest installierte Regale haben wir durch mobile Regale von 1,2 m × 1,0 m ersetzt, die Unterfahr-FTF zu den Kommissionierstationen bringen. Jede Station hat eine Waage: Das System vergleicht das tatsächlich entnommene Gewicht mit dem Sollgewicht anhand einer je Artikel festgelegten Toleranz und dokumentiert jeden Pick mit einem Foto. Die Kühlzone (10–20 °C, 35–75 % relative Luftfeuchte) wird als eigener Bereich mit eigenen Robotern und einem Schnelllauftor betrieben. Das WMS verwaltet Herkunftsgebiet, Charge und Prüfbericht jeder Drogenpartie, sodass ihre Herkunft lückenlos nachvollziehbar ist.</p>
<ul>
<li>96 Unterfahr-FTF, Nennlast 800 kg, QR-Code-Navigation, Positioniergenauigkeit ±10 mm</li>
<li>2.100 mobile Regale in der Normaltemperatur- und der Kühlzone</li>
<li>14 Kommissionierstationen mit Gewichtskontrolle und Fotodokumentation</li>
<li>Online-Überwachung von Temperatur und Luftfeuchte in beiden Zonen, Aufzeichnung nach GSP-Anforderungen</li>
<li>Fleet Scheduler und StarOS WMS mit Verwaltung von Charge, Herkunftsgebiet und Prüfbericht</li>
</ul>
<h2>Ergebnisse</h2>
<table>
<thead><tr><th>Kennzahl</th><th>Vorher</th><th>Nachher</th></tr></thead>
<tbody>
<tr><td>Kommissionierte Positionen pro Person und Stunde</td><td>85</td><td>310</td></tr>
<tr><td>Kommissionierfehlerquote</td><td>0,12 %</td><td>0,008 %</td></tr>
<tr><td>Laufweg je Kommissionierer und Schicht</td><td>18 km</td><td>nahezu null</td></tr>
<tr><td>Lagerkapazität in derselben Halle</td><td>100 %</td><td>138 %</td></tr>
</tbody>
</table>
<p>Die Umstellung erfolgte an zwei Wochenenden, die Krankenhausaufträge wurden währenddessen normal ausgeliefert. Da das System ohne feste Einbauten auskommt, kann Lingshu es bei einem Umzug nach Ablauf des Mietvertrags unverändert mitnehmen.</p>`,
  },
  // ------------------------------------------------------------- cold chain
  {
    of: { kind: 'case', enTitle: 'A 30-metre frozen AS/RS operating at -25 °C' },
    language: 'de',
    customer: 'Bingyuan Kühlkettenlogistik',
    title: '30 Meter hohes automatisches Tiefkühl-Hochregallager im Dauerbetrieb bei −25 °C',
    summary:
      'Ein Tiefkühllager in Silobauweise mit neun tiefkühltauglichen Regalbediengeräten und 11.700 Lagerplätzen lagert pro Quadratmeter viermal so viel wie das alte Lager und benötigt pro Palette und Tag weniger als die Hälfte der Kälteenergie.',
    body: `<h2>Die Herausforderung</h2>
<p>Bingyuan Kühlkettenlogistik betreibt ein Kühlhaus, in dem es für Drittkunden Tiefkühlfleisch, Fisch und Meeresfrüchte sowie tiefgekühlte Fertiggerichte lagert. Im alten Lager arbeiteten Schubmaststapler bei −22 °C in Einfahrregalen; die Fahrer mussten nach kurzer Zeit zum Aufwärmen hinaus, und die Staplerbatterien verloren in der Kälte rund ein Drittel ihrer Kapazität. Grundstücke in Stadtnähe sind teuer, und Strom war nach den Personalkosten der größte Betriebskostenfaktor.</p>
<h2>Unsere Lösung</h2>
<p>Der Bau in die Höhe löst beide Probleme zugleich. Ein 30 Meter hohes Lager in Silobauweise mit Isolierpaneelen fasst 11.700 Paletten auf etwa einem Viertel der Grundfläche, die ein konventionelles Tiefkühllager gleicher Kapazität benötigen würde, und die kleinere Gebäudehülle bedeutet weniger Kälteverlust. Die Regalbediengeräte sind für den Dauerbetrieb bei −25 °C ausgelegt – mit Tieftemperaturfett, beheizten Schaltschränken, kältebeständigen Kabeln und bürstenlosen Motoren. Die Paletten werden über einen Vertikalförderer und Schnelllauftore durch eine auf +4 °C temperierte Verladezone ein- und ausgelagert, sodass warme, feuchte Luft nicht in die Tiefkühlkammer gelangt. Die Wartungsbühnen an den Gassenenden liegen in isolierten Bereichen, sodass die Servicetechniker bei normaler Temperatur arbeiten können.</p>
<ul>
<li>9 Zweimast-Regalbediengeräte für −25 °C, Nennlast 1.200 kg, Hubhöhe 28 m, Fahrgeschwindigkeit 180 m/min</li>
<li>Isoliertes Lager in Silobauweise mit 11.700 Palettenplätzen</li>
<li>Auf +4 °C temperierte Verladezone mit 10 Verladetoren und Torabdichtungen</li>
<li>Isolierte Wartungsräume am Ende jeder Gasse</li>
<li>StarOS WMS mit kundenbezogener Abrechnung für mehrere Einlagerer</li>
<li>Energiemonitoring mit Anbindung an die Kälteanlage</li>
</ul>
<h2>Ergebnisse</h2>
<table>
<thead><tr><th>Kennzahl</th><th>Altes Lager</th><th>Neues Lager</th></tr></thead>
<tbody>
<tr><td>Palettenplätze je 1.000 m² Grundfläche</td><td>1.150</td><td>4.700</td></tr>
<tr><td>Kälteenergie je Palette und Tag</td><td>0,62 kWh</td><td>0,29 kWh</td></tr>
<tr><td>Beschäftigte in der Tiefkühlkammer pro Schicht</td><td>16</td><td>0</td></tr>
<tr><td>Spitzenleistung Ein- und Auslagerung</td><td>95 Paletten pro Stunde</td><td>260 Paletten pro Stunde</td></tr>
</tbody>
</table>
<p>Das Lager hat inzwischen zwei volle Sommer hinter sich, bei einer Verfügbarkeit der Regalbediengeräte von über 99,4 %. Bingyuan legt dasselbe Konzept nun auch der Planung seines zweiten Kühlhauses zugrunde.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'Four-way shuttles at -23 °C for a frozen dumpling maker' },
    language: 'de',
    customer: 'Xueying Tiefkühlkost',
    title: 'Vier-Wege-Shuttles bei −23 °C für einen Hersteller tiefgekühlter Teigtaschen',
    summary:
      'In einem bestehenden isolierten Gebäude mit unregelmäßigem Stützenraster haben 20 tiefkühltaugliche Vier-Wege-Shuttles die Tiefkühlkapazität im Werk von 6.000 auf 15.600 Paletten erhöht – in der Hochsaison muss Xueying keine fremden Kühlhäuser mehr anmieten.',
    body: `<h2>Die Herausforderung</h2>
<p>Xueying Tiefkühlkost produziert Teigtaschen (Jiaozi), gedämpfte gefüllte Brötchen (Baozi) und gefüllte Klebreisbällchen (Tangyuan). Vor dem Frühlingsfest und dem Laternenfest steigt der Absatz sprunghaft an; in der Spitze liegt die Produktion beim 2,5-Fachen des Jahresdurchschnitts. Das bestehende konventionelle Tiefkühllager mit 6.000 Palettenplätzen wurde bei −20 °C betrieben. Was in der Hochsaison nicht hineinpasste, ging in angemietete Kühlhäuser von Drittanbietern – das verursachte zusätzliche Kosten für Pendeltransporte, und der Überblick über die Bestände ging verloren. Das Unternehmen wollte die Kapazität auf dem eigenen Gelände erweitern, doch dafür stand nur ein altes isoliertes Gebäude mit 16 m lichter Höhe und unregelmäßigem Stützenraster zur Verfügung.</p>
<h2>Unsere Lösung</h2>
<p>Für dieses Gebäude war ein Vier-Wege-Shuttle-System die beste Lösung. Die Regale wurden um die vorhandenen Stützen herum angeordnet, Shuttles und Lifte für −23 °C ausgelegt: Lithiumtitanat-Batterien, die auch in der Kälte eine hohe Lade- und Entladeleistung behalten, dazu Tieftemperaturfett und abgedichtete Elektrik. Die Ware aus den Frostertunneln wird palettiert und über Fördertechnik direkt eingelagert, ohne die Kälte zu verlassen. Vor jeder Hochsaison lässt sich die Ein- und Auslagerleistung einfach durch zusätzliche Shuttles erhöhen.</p>
<ul>
<li>20 Vier-Wege-Shuttles für −23 °C, Nennlast 1.200 kg, Lithiumtitanat-Batterien, Fahrgeschwindigkeit 1,5 m/s</li>
<li>5 Lifte, 11 Lagerebenen, 9.600 Palettenplätze</li>
<li>Fördertechnik mit direkter Anbindung an Spiralfroster und Palettierzellen</li>
<li>Drei Temperaturzonen: Lagerbereich bei −23 °C, Bereitstellzone bei 0–4 °C, Verladerampe bei +10 °C</li>
<li>StarOS WMS mit First Expired, First Out nach Produktionsdatum und Mindesthaltbarkeit</li>
<li>StarWCS Control koordiniert Shuttles, Lifte und Fördertechnik</li>
</ul>
<h2>Ergebnisse</h2>
<table>
<thead><tr><th>Kennzahl</th><th>Vorher</th><th>Nachher</th></tr></thead>
<tbody>
<tr><td>Tiefkühlkapazität im Werk</td><td>6.000 Paletten</td><td>15.600 Paletten</td></tr>
<tr><td>In der Hochsaison extern eingelagerte Paletten</td><td>4.200</td><td>0</td></tr>
<tr><td>Zeit vom Froster bis zur Einlagerung</td><td>45 min</td><td>8 min</td></tr>
<tr><td>Auslagerleistung</td><td>90 Paletten pro Stunde</td><td>210 Paletten pro Stunde</td></tr>
</tbody>
</table>
<p>Schon in der ersten Hochsaison entfielen sämtliche Kosten für angemietete Kühlhäuser und Pendeltransporte. Weil die Ware nach dem Schockfrosten viel schneller ins Lager gelangt, steigt die Kerntemperatur nicht mehr an, und die Kundenreklamationen wegen Reifbildung auf den Verpackungen sind deutlich zurückgegangen.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Cold-rated forklift AGVs for an imported-meat port cold store',
    },
    language: 'de',
    customer: 'Haigang Kühlkettenlogistik (Zolllager)',
    title:
      'Nachrüstung mit tiefkühltauglichen Gabelstapler-FTF in einem Hafenkühlhaus für Importfleisch',
    summary:
      'Die vorhandenen Regale bleiben, die Arbeit in der Tiefkühlkammer übernehmen 14 tiefkühltaugliche Schubmaststapler-FTF. Das WMS verwaltet zugleich die Zoll- und Quarantänesperren jeder importierten Palette.',
    body: `<h2>Die Herausforderung</h2>
<p>Haigang Kühlkettenlogistik betreibt direkt neben einem Containerterminal ein Kühlhaus unter Zollverschluss, das in Kühlcontainern importiertes Rind-, Schweine- und Geflügelfleisch annimmt. Jeder Container wird entladen, beprobt und gesondert gesperrt eingelagert, bis Zoll und Quarantänebehörde ihn freigeben. Das Kühlhaus umfasst 14.000 Plätze in Palettenregalen bei −20 °C und einen Kontrollbereich bei 0–4 °C; bedient wurde alles mit Schubmaststaplern mit Fahrer. Die Fluktuation auf den Arbeitsplätzen in der Tiefkühlkammer war hoch. Das Unternehmen wollte automatisieren, die erst sechs Jahre alten Regale aber nicht abreißen.</p>
<h2>Unsere Lösung</h2>
<p>Zunächst haben wir alle Regale per Laserscan vermessen: Die allermeisten Traversen lagen innerhalb der Toleranz, nur 300 Lagerplätze mussten neu nivelliert werden. Danach kamen tiefkühltaugliche Schubmaststapler-FTF hinzu, die in den vorhandenen Regalen ein- und auslagern. Sie navigieren per Laser über Reflektoren, was auch im Kältenebel zuverlässig funktioniert, und ihre beheizten Lithium-Eisenphosphat-Batterien laden zwischendurch im Vorraum bei +4 °C nach. Die Container werden weiterhin mit Staplern mit Fahrer entladen; die FTF übernehmen die Paletten auf Übergabespuren. Paletten mit Zoll- oder Quarantänesperre sperrt das WMS automatisch für die Auslagerung.</p>
<ul>
<li>14 Schubmaststapler-FTF für −25 °C, Nennlast 1.400 kg, Hubhöhe 9 m, Lasernavigation mit Reflektoren, Positioniergenauigkeit ±10 mm</li>
<li>Beheizte Lithium-Eisenphosphat-Batterien, Zwischenladung im Vorraum bei +4 °C</li>
<li>Nivellierung und Sicherheitsprüfung der vorhandenen Palettenregale</li>
<li>Übergabespuren zwischen Stapler und FTF an der Container-Entladerampe</li>
<li>StarOS WMS: Zoll- und Quarantänesperren, Probenahmeaufträge, Bestandsbuchführung für das Zolllager</li>
<li>Fleet Scheduler: Bereiche mit Mischverkehr, automatische Geschwindigkeitsreduzierung in der Nähe von Personen</li>
</ul>
<h2>Ergebnisse</h2>
<table>
<thead><tr><th>Kennzahl</th><th>Vorher</th><th>Nachher</th></tr></thead>
<tbody>
<tr><td>Beschäftigte in der Tiefkühlkammer pro Schicht</td><td>18</td><td>5</td></tr>
<tr><td>Einlagerzeit nach der Containerentladung</td><td>70 min</td><td>20 min</td></tr>
<tr><td>Bestandsgenauigkeit</td><td>98,6 %</td><td>99,95 %</td></tr>
<tr><td>Anfahrschäden an Regalen (pro Monat)</td><td>6</td><td>0,3</td></tr>
</tbody>
</table>
<p>Der Druck, Personal für die Tiefkühlkammer zu finden, hat deutlich nachgelassen, und die Container stehen kürzer am Terminal. Da das System die Sperren zwingend durchsetzt, ist auch der Prüfaufwand des Zolls für die Bestandsbuchführung des Zolllagers spürbar gesunken.</p>`,
  },
  // ------------------------------------------------------- retail-ecommerce
  {
    of: { kind: 'case', enTitle: 'A cross-belt sorter that ships 380,000 parcels a day' },
    language: 'de',
    customer: 'Jiapin Youxuan E-Commerce',
    title: 'Sortierzentrum mit Quergurtsorter für 380.000 Sendungen am Tag',
    summary:
      'Ein doppelstöckiger Quergurtsorter mit Sechsseiten-Scan, vorab im digitalen Zwilling simuliert, steigert den Versand am Spitzentag einer Verkaufsaktion auf 380.000 Pakete und senkt die Fehlsortierquote auf ein Zehntausendstel.',
    body: `<h2>Die Herausforderung</h2>
<p>Jiapin Youxuan verkauft Haushaltswaren und Körperpflegeprodukte online. Das regionale Fulfillment-Center beliefert über fünf Paketdienste elf Provinzen. Bei Verkaufsaktionen steigt das Volumen auf das Vierfache eines normalen Tages. Bisher wurde von Hand nach Paketdienst und Provinz sortiert, und für jede Aktion mussten rund 300 Aushilfen kurzfristig eingestellt und eingearbeitet werden. Ein falsch sortiertes Paket landete im falschen Umschlagzentrum und kam im Schnitt zwei Tage später an.</p>
<h2>Unsere Lösung</h2>
<p>Hinter dem Packbereich haben wir einen doppelstöckigen Quergurtsorter installiert. Die Pakete werden automatisch aufgegeben, von sechs Seiten gescannt, gewogen und vermessen und dann nach Paketdienst und Zielort in die jeweilige Endstelle abgeworfen; Put-to-Light-Anzeigen an den Endstellen leiten das Personal beim Verschließen der Säcke an. Vor der Inbetriebnahme haben wir das gesamte System in Digital Twin Studio mit den Auftragsdaten vergangener Verkaufsaktionen simuliert und so Aufgaberate und Endstellenzuordnung vorab optimiert.</p>
<ul>
<li>Doppelstöckiger Quergurtsorter mit 1.080 Trägern, 2,5 m/s, Nennleistung 20.000 Sendungen pro Stunde</li>
<li>18 automatische Aufgabestationen mit Sechsseiten-Scan und dynamischer Wägung</li>
<li>420 Zielendstellen mit Put-to-Light für die Sackbildung</li>
<li>Volumenmesssystem zur Prüfung der Abrechnungen der Paketdienste</li>
<li>StarWCS Control als Sortersteuerung, angebunden an das Auftragssystem und die Schnittstellen der Paketdienste</li>
<li>Digital Twin Studio: Simulation der Aktionsspitze vor dem Anlauf und Live-Überwachung im Betrieb</li>
</ul>
<h2>Ergebnisse</h2>
<table>
<thead><tr><th>Kennzahl</th><th>Vorher</th><th>Nachher</th></tr></thead>
<tbody>
<tr><td>Versand am Spitzentag einer Aktion</td><td>160.000 Pakete</td><td>380.000 Pakete</td></tr>
<tr><td>Fehlsortierquote</td><td>0,3 %</td><td>0,01 %</td></tr>
<tr><td>Aushilfskräfte bei Aktionen</td><td>300</td><td>60</td></tr>
<tr><td>Annahmeschluss für den Versand am selben Tag</td><td>16:00 Uhr</td><td>22:00 Uhr</td></tr>
</tbody>
</table>
<p>Seit der Annahmeschluss sechs Stunden später liegt, erhalten auch Kunden, die abends bestellen, ihr Paket am nächsten Tag – inzwischen eines der wichtigsten Verkaufsargumente von Jiapin Youxuan. Die Volumendaten haben dem Unternehmen zudem geholfen, bei der jährlichen Abrechnung mit den Paketdiensten zahlreiche Abrechnungsdifferenzen zu seinen Gunsten zu korrigieren.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Mixed-case robotic palletizing for a 260-store supermarket chain',
    },
    language: 'de',
    customer: 'Huilin Supermarktkette',
    title: 'Distributionszentrum mit Roboter-Mischpalettierung für 260 Filialen',
    summary:
      'Ein Hochregallager, ein Kartonpuffer und 10 Roboter für die Mischpalettierung bauen die Filialpaletten automatisch in Regalreihenfolge auf. Die Einräumzeit in den Filialen sinkt um 40 %, die Schadensreklamationen um mehr als 80 %.',
    body: `<h2>Die Herausforderung</h2>
<p>Huilin betreibt 260 Supermärkte und Convenience-Stores. Im Distributionszentrum für das Trockensortiment werden die Filialaufträge kartonweise kommissioniert und palettiert; eine typische Filialpalette besteht aus 60 bis 90 Kartons mit mehr als 30 Artikeln. Das manuelle Palettieren war körperlich schwer, die Stabilität der Paletten hing davon ab, wer sie gepackt hatte, und zerdrückte Ware war an der Tagesordnung. In der Filiale mussten die Mitarbeitenden die Palette zudem erst nach Regalreihenfolge umsortieren, bevor sie mit dem Einräumen beginnen konnten.</p>
<h2>Unsere Lösung</h2>
<p>Vollpaletten der Lieferanten werden zunächst im Paletten-Hochregallager eingelagert. Bei Bedarf werden sie ausgelagert und von automatischen Depalettierern lagenweise abgebaut; die einzelnen Kartons laufen in einen Kartonpuffer. Die Roboter bauen jede Filialpalette nach einem von der Packmustersoftware berechneten Schema auf: schwere Kartons unten, druckempfindliche Ware oben, zugleich gruppiert nach den Regalgängen der Filiale – so kann dort der Reihe nach eingeräumt werden. Die fertigen Paletten werden gewickelt, etikettiert und in den Versandbereich gebracht.</p>
<ul>
<li>Paletten-Hochregallager: 8 Regalbediengeräte, Nennlast 1.000 kg, 18.500 Lagerplätze</li>
<li>4 automatische Lagen-Depalettierer</li>
<li>Shuttle-basierter Kartonpuffer mit 42.000 Fächern</li>
<li>10 Roboter für die Mischpalettierung mit je 500–600 Kartons pro Stunde</li>
<li>Packmustersoftware mit Stabilitätsprüfung, Stapeldruckregeln und Gruppierung nach Filialgängen</li>
<li>StarOS WMS mit Filialnachschub und Wellenplanung</li>
</ul>
<h2>Ergebnisse</h2>
<table>
<thead><tr><th>Kennzahl</th><th>Vorher</th><th>Nachher</th></tr></thead>
<tbody>
<tr><td>Kartons pro Tag</td><td>65.000</td><td>110.000</td></tr>
<tr><td>Anteil der Schadensreklamationen der Filialen</td><td>0,35 %</td><td>0,06 %</td></tr>
<tr><td>Einräumzeit je Palette in der Filiale</td><td>42 min</td><td>25 min</td></tr>
<tr><td>Beschäftigte in der Palettierung</td><td>120</td><td>26</td></tr>
</tbody>
</table>
<p>Die gewonnene Zeit nutzen die Filialteams nun für Regalpflege und Kundenservice. Ohne zusätzliches Personal in der Nachtschicht hat das Distributionszentrum außerdem die 40 Filialen übernommen, die Huilin in den vergangenen zwei Jahren neu eröffnet hat.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Goods-to-person AGVs and returns sorting for an online fashion brand',
    },
    language: 'de',
    customer: 'Qianyi Mode',
    title:
      'Ware-zur-Person-Kommissionierung mit FTF und Retourensortierung für eine Online-Modemarke',
    summary:
      '260 Unterfahr-FTF und 96 Sortierroboter arbeiten in einem gemeinsamen System. Kommissionierung und Retoureneinlagerung erfolgen an denselben Stationen, und 96 % der Retouren sind innerhalb von 24 Stunden wieder im Verkauf.',
    body: `<h2>Die Herausforderung</h2>
<p>Qianyi Mode verkauft Damenbekleidung online. Mit allen Größen und Farben umfasst das Sortiment rund 60.000 SKU, alle zwei Wochen kommt eine neue Kollektion, und die Retourenquote liegt bei fast 30 %. Die Retouren waren zu einem eigenen Problem geworden: Jeder zurückgeschickte Artikel muss geprüft, neu verpackt und innerhalb von 24 Stunden wieder eingelagert werden, sonst verpasst er das Verkaufsfenster seiner Kollektion. Im alten Lager schoben die Kommissionierer Wagen zwischen den Regalen hin und her – die Leistung ließ sich kaum steigern.</p>
<h2>Unsere Lösung</h2>
<p>Heute bringen Unterfahr-FTF die Regale zu Arbeitsstationen, an denen sowohl kommissioniert als auch Retouren eingelagert werden: Hat ein Retourenartikel die Prüfung bestanden, weist ihm das System ein Regal zu, das gerade zu dieser Station unterwegs ist, und er geht direkt zurück in den verkaufsfähigen Bestand. Mehrteilige Aufträge und Retourenpakete sortiert eine Plattform mit kleinen Sortierrobotern nach Auftrag oder Zielort. Das WMS verwaltet die SKU nach Modell, Farbe und Größe und stuft jede Retoure in eine Qualitätsklasse ein.</p>
<ul>
<li>260 Unterfahr-FTF, Nennlast 600 kg, QR-Code-Navigation, Positioniergenauigkeit ±10 mm</li>
<li>7.800 mobile Regale für 60.000 SKU</li>
<li>24 kombinierte Stationen für Kommissionierung und Retoureneinlagerung</li>
<li>Sortierplattform mit 96 Robotern und 480 Zielendstellen</li>
<li>Fleet Scheduler und StarOS WMS mit Verwaltung nach Modell, Farbe und Größe sowie Retourenklassifizierung</li>
</ul>
<h2>Ergebnisse</h2>
<table>
<thead><tr><th>Kennzahl</th><th>Vorher</th><th>Nachher</th></tr></thead>
<tbody>
<tr><td>Kommissionierte Artikel pro Person und Stunde</td><td>110</td><td>420</td></tr>
<tr><td>Innerhalb von 24 Stunden wieder eingelagerte Retouren</td><td>55 %</td><td>96 %</td></tr>
<tr><td>Versendete Aufträge am Aktionstag</td><td>90.000</td><td>260.000</td></tr>
<tr><td>Kommissioniergenauigkeit</td><td>99,7 %</td><td>99,99 %</td></tr>
</tbody>
</table>
<p>Weil Retouren schneller wieder verkaufsfähig sind, kann Qianyi die Erstbestellmengen je Kollektion verringern, und die Preisnachlässe beim Abverkauf zum Saisonende fallen geringer aus. Seit dem Anlauf musste das Lager für Verkaufsaktionen keine zusätzlichen Flächen mehr anmieten.</p>`,
  },
  // ------------------------------------------------------------- automotive
  {
    of: {
      kind: 'case',
      enTitle: 'Sequenced line feeding with 140 AGVs for a vehicle final assembly plant',
    },
    language: 'de',
    customer: 'Hongtu Automobil, Endmontagewerk',
    title: 'Sequenzierte JIT/JIS-Linienversorgung mit 140 FTF in einem Endmontagewerk',
    summary:
      '140 FTF versorgen die Montagelinie auf Basis des Fahrzeugfolge-Broadcasts aus dem MES in Sequenz mit Teilen. Die Reichweite des Linienbestands sinkt von sechs auf zwei Stunden, und es entsteht Platz für die Arbeitsstationen eines dritten Modells.',
    body: `<h2>Die Herausforderung</h2>
<p>Im Endmontagewerk von Hongtu Automobil laufen SUV und Vans mit Elektro- und Hybridantrieb auf einer gemeinsamen Linie im Takt von 60 Fahrzeugen pro Stunde. Die vielen Varianten bedeuten bis zu 1.200 Teilenummern an der Linie. Routenzüge und Stapler verstopften die Logistikgänge, der Linienbestand belegte Fläche, die für neue Arbeitsstationen gebraucht wurde, und falsch zugeordnete Teile verursachten Nacharbeit. Das Werk sollte ein drittes Modell einführen, ohne das Gebäude zu erweitern.</p>
<h2>Unsere Lösung</h2>
<p>Im Supermarkt des Logistikbereichs werden die Teile nach dem Fahrzeugfolge-Broadcast aus dem MES in Sequenzgestelle kommissioniert. Unterfahr-FTF bringen jedes Gestell zu einer Andockstation an der Linie, wo es etwa 15 Minuten vor dem Verbau bereitsteht, und leere Gestelle fahren automatisch zurück. Großteile auf Paletten liefern Gabelstapler-FTF direkt an die Linie. Die Flottendisposition steuert alle Fahrzeuge, regelt den Verkehr an 36 Kreuzungen und ist mit dem Andon-System der Montagelinie gekoppelt: Steht ein Linienabschnitt, werden die zugehörigen Transportaufträge automatisch angehalten.</p>
<ul>
<li>120 Unterfahr-FTF, Nennlast 1.000 kg, QR-Code- und Lasernavigation, Positioniergenauigkeit ±10 mm</li>
<li>20 Gabelstapler-FTF, Nennlast 1.500 kg, für Teile auf Paletten</li>
<li>Sequenzierbereich mit Pick-by-Light, gesteuert über den Fahrzeugfolge-Broadcast aus dem MES</li>
<li>Automatische Andockstationen an der Linie und automatische Rückführung leerer Gestelle</li>
<li>Fleet Scheduler für alle 140 Fahrzeuge, mit Verkehrssteuerung an 36 Kreuzungen</li>
<li>StarWCS Control mit Anbindung an MES und Andon-System des Werks</li>
</ul>
<h2>Ergebnisse</h2>
<table>
<thead><tr><th>Kennzahl</th><th>Vorher</th><th>Nachher</th></tr></thead>
<tbody>
<tr><td>Reichweite des Linienbestands</td><td>6 h</td><td>2 h</td></tr>
<tr><td>Fahrzeuge mit Fahrer in den Logistikgängen</td><td>85</td><td>12</td></tr>
<tr><td>Falschlieferungen (pro Monat)</td><td>34</td><td>1</td></tr>
<tr><td>Linienstopps wegen Material (pro Monat)</td><td>9</td><td>0,5</td></tr>
</tbody>
</table>
<p>Auf der an der Linie frei gewordenen Fläche fanden alle zusätzlichen Arbeitsstationen für das dritte Modell Platz; es ging ohne Gebäudeerweiterung termingerecht in Produktion. Seit deutlich weniger Fahrzeuge in den Gängen unterwegs sind, ist auch die Zahl der Verkehrsunfälle im Werk stark gesunken.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'A parts consolidation centre supplying two assembly plants in sequence',
    },
    language: 'de',
    customer: 'Zhongheng Automobilteile-Logistik',
    title: 'Konsolidierungszentrum, das zwei Fahrzeugwerke in Sequenz mit Teilen beliefert',
    summary:
      'Ein AKL und ein Paletten-Hochregallager versorgen gemeinsam 24 Sequenzierplätze. Die Zeit vom Fahrzeugfolge-Broadcast bis zur Abfahrt sinkt von 95 auf 38 Minuten, die Sequenzfehler gehen um 97 % zurück.',
    body: `<h2>Die Herausforderung</h2>
<p>Zhongheng ist ein Logistikdienstleister für die Automobilindustrie, der zwei Fahrzeugwerke in 8 und 14 km Entfernung beliefert; im Lager liegen Teile von rund 400 Lieferanten. Vom Fahrzeugfolge-Broadcast eines Werks bis zum Verbau an der Linie bleiben nur 120 Minuten – einschließlich der Fahrzeit. Das alte Lager bestand vor allem aus Bodenstellplätzen und einfachen Regalen. Die Teile für einen Sequenzabruf zusammenzutragen dauerte zu lange, und in der Nachtschicht fehlte dauerhaft Personal.</p>
<h2>Unsere Lösung</h2>
<p>Kleinteile in Behältern lagern im AKL, Teile auf Paletten im Paletten-Hochregallager, und beide versorgen die Sequenzierplätze gleichzeitig. Angeleitet von Pick-by-Light legen die Mitarbeitenden die Teile in Fahrzeugfolge in Sequenzwagen, wobei das System jeden Behälter prüft. Die Wagen werden in umgekehrter Reihenfolge verladen, sodass sie im Werk direkt in der richtigen Reihenfolge entladen und an die Linie gebracht werden können. Das WMS verwaltet die Konsignationsbestände der Lieferanten und die Abrufe der Werke und tauscht per EDI in Echtzeit Daten mit beiden Werken aus.</p>
<ul>
<li>AKL: 10 AKL-Regalbediengeräte, 48.000 Behälterplätze, Nennlast 50 kg je Behälter, Fahrgeschwindigkeit 6 m/s</li>
<li>Paletten-Hochregallager: 6 Regalbediengeräte, 7.200 Lagerplätze, Nennlast 1.000 kg, Hubhöhe 20 m</li>
<li>24 Sequenzierplätze mit Pick-by-Light und Behälterprüfung</li>
<li>Verladepuffer mit automatischer Reihenfolgeprüfung vor der Abfahrt</li>
<li>StarOS WMS: Konsignationsbestände der Lieferanten, Abrufsteuerung, EDI-Anbindung an beide Werke</li>
</ul>
<h2>Ergebnisse</h2>
<table>
<thead><tr><th>Kennzahl</th><th>Vorher</th><th>Nachher</th></tr></thead>
<tbody>
<tr><td>Zeit vom Fahrzeugfolge-Broadcast bis zur Abfahrt</td><td>95 min</td><td>38 min</td></tr>
<tr><td>Sequenzfehler (je Million Teile)</td><td>180</td><td>6</td></tr>
<tr><td>Lagerkapazität</td><td>26.000 Behälter + 3.000 Paletten</td><td>48.000 Behälter + 7.200 Paletten</td></tr>
<tr><td>Beschäftigte in der Nachtschicht</td><td>65</td><td>28</td></tr>
</tbody>
</table>
<p>Der zusätzliche Zeitpuffer gibt Zhongheng Spielraum für Staus und andere Unwägbarkeiten; seit dem Anlauf hat keine Montagelinie wegen einer verspäteten Lieferung stillgestanden. Auf dieser Grundlage hat Zhongheng inzwischen auch den Auftrag zur Belieferung eines dritten Fahrzeugwerks gewonnen.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Heavy forklift AGVs and a digital twin for a stamped-panel buffer',
    },
    language: 'de',
    customer: 'Qiyuan Automobil, Presswerk und Karosseriebau',
    title: 'Schwerlast-Gabelstapler-FTF und digitaler Zwilling für den Puffer der Pressteile',
    summary:
      '22 Gabelstapler-FTF der 3-Tonnen-Klasse bewirtschaften 1.500 Gestellplätze für Pressteile, und ein digitaler Zwilling zeigt in Echtzeit, wie viele Stunden der Karosseriebau mit jedem Teil noch versorgt ist. Die Zahl der Staplerfahrer pro Schicht sank von 16 auf 3.',
    body: `<h2>Die Herausforderung</h2>
<p>Im Presswerk von Qiyuan Automobil fertigen zwei Pressenstraßen Karosserieaußenteile in Losen, während der Karosseriebau diese Teile kontinuierlich verbraucht. Im Puffer dazwischen standen rund 1.400 Gestelle mit bis zu 2,8 t Gewicht, bewegt von 16 Staplerfahrern. Die Gestelle wurden dort abgestellt, wo gerade Platz war; die Fahrer verloren viel Zeit mit Suchen, und bei der Pressenplanung wusste niemand genau, wie viele Teile jeder Sorte noch vorhanden waren. Teileschäden durch Kollisionen der Gestelle kosteten das Werk jedes Jahr mehr als eine Million Yuan.</p>
<h2>Unsere Lösung</h2>
<p>Wir haben Schwerlast-Gabelstapler-FTF der 3-Tonnen-Klasse mit Laser-SLAM-Navigation eingeführt. Die Gestelle werden bis zu dreifach übereinander gestapelt, jeder Stellplatz hat eine feste Nummer und einen Echtzeitstatus. Am Ende der Pressenstraßen und an den Eingängen des Karosseriebaus gibt es automatische Übergabestationen. Digital Twin Studio zeigt den Bestand jedes Teils als Reichweite in Stunden für den Karosseriebau an und ermöglicht es, Presspläne vorab zu simulieren – so können die Planer die Lose länger und sinnvoller einteilen.</p>
<ul>
<li>22 Schwerlast-Gabelstapler-FTF, Nennlast 3.000 kg, Hubhöhe 4,5 m, Laser-SLAM-Navigation, Positioniergenauigkeit ±10 mm</li>
<li>1.500 Bodenstellplätze für Gestelle, bis zu dreifach gestapelt, einzeln verfolgt</li>
<li>Automatische Übergabestationen am Ende der Pressenstraßen und an den Eingängen des Karosseriebaus</li>
<li>Fleet Scheduler mit dynamischer Routenplanung für 22 Schwerlastfahrzeuge</li>
<li>Digital Twin Studio: Reichweite in Stunden je Teil und Simulation von Pressplänen</li>
<li>StarWCS Control mit Anbindung an das MES von Presswerk und Karosseriebau</li>
</ul>
<h2>Ergebnisse</h2>
<table>
<thead><tr><th>Kennzahl</th><th>Vorher</th><th>Nachher</th></tr></thead>
<tbody>
<tr><td>Staplerfahrer pro Schicht</td><td>16</td><td>3</td></tr>
<tr><td>Suchzeit pro Transport</td><td>ca. 6 min</td><td>0</td></tr>
<tr><td>Kosten durch Teileschäden (pro Jahr)</td><td>1,2 Mio. Yuan</td><td>0,15 Mio. Yuan</td></tr>
<tr><td>Werkzeugwechsel an den Pressen (pro Woche)</td><td>42</td><td>34</td></tr>
</tbody>
</table>
<p>Weniger Werkzeugwechsel bedeuten jede Woche mehrere zusätzliche Produktionsstunden für die Pressenstraßen. Die Planer testen jeden Plan heute zunächst im digitalen Zwilling, und der Karosseriebau hat seither kein einziges Mal wegen fehlender Außenteile stillgestanden.</p>`,
  },
  // ---------------------------------------------------------- food-beverage
  {
    of: { kind: 'case', enTitle: 'A chilled high-bay warehouse for yoghurt and fresh milk' },
    language: 'de',
    customer: 'Tianmu Molkerei',
    title: 'Automatisches 2–6-°C-Hochregallager für gekühlten Joghurt und Frischmilch',
    summary:
      'Ein Hochregallager für 2–6 °C mit 7 Regalbediengeräten und 8.400 Lagerplätzen ist direkt an die Abfülllinien angebunden und lagert nach Tour und Haltestelle aus. Die durchschnittliche Abfahrtsverspätung der Lieferfahrzeuge sank von 48 auf 5 Minuten.',
    body: `<h2>Die Herausforderung</h2>
<p>Im Hauptwerk der Tianmu Molkerei entstehen gekühlter Joghurt und pasteurisierte Frischmilch mit einer Haltbarkeit von nur 7 bis 21 Tagen. Die Produkte müssen durchgehend bei 2–6 °C bleiben. Die meisten Filialbestellungen gehen erst am Abend ein, sollen aber bis 6 Uhr am nächsten Morgen geliefert sein. Im alten Kühllager wurde mit Staplern gearbeitet und die Ladung von Hand fahrzeugweise zusammengestellt, sodass die Lieferfahrzeuge oft verspätet abfuhren; in Sommernächten stieg die Temperatur an der Rampe durch das ständige Öffnen der Tore zeitweise auf über 8 °C.</p>
<h2>Unsere Lösung</h2>
<p>Neben der Abfüllhalle haben wir ein Hochregallager für 2–6 °C gebaut, in das die palettierten Produkte über Fördertechnik direkt eingelagert werden. Das WMS lagert nach dem Prinzip First Expired, First Out aus und stellt die Paletten nach Tour und in umgekehrter Reihenfolge der Haltestellen bereit: Was zuletzt ausgeliefert wird, wird zuerst geladen. Alle 16 Verladetore sind mit Torabdichtungen ausgestattet, und ein Tor öffnet sich erst, wenn das Fahrzeug angedockt hat.</p>
<ul>
<li>7 Einmast-Regalbediengeräte, Nennlast 1.000 kg, Hubhöhe 24 m, Fahrgeschwindigkeit 200 m/min, Positioniergenauigkeit ±3 mm</li>
<li>8.400 Palettenplätze bei 2–6 °C</li>
<li>Fördertechnik mit direkter Anbindung an 14 Abfüll- und Palettierlinien</li>
<li>Nach Touren sequenzierter Versandpuffer, 16 Verladetore mit Torabdichtungen</li>
<li>StarOS WMS: First Expired, First Out, Auslagerung nach Tour und Haltestelle</li>
</ul>
<h2>Ergebnisse</h2>
<table>
<thead><tr><th>Kennzahl</th><th>Vorher</th><th>Nachher</th></tr></thead>
<tbody>
<tr><td>Durchschnittliche Abfahrtsverspätung der Lieferfahrzeuge</td><td>48 min</td><td>5 min</td></tr>
<tr><td>Temperatur an der Rampe in Sommernächten</td><td>bis 9 °C</td><td>4–6 °C</td></tr>
<tr><td>Auslagerleistung</td><td>150 Paletten pro Stunde</td><td>420 Paletten pro Stunde</td></tr>
<tr><td>Anteil der wegen Ablauf abgeschriebenen Ware</td><td>0,8 %</td><td>0,2 %</td></tr>
</tbody>
</table>
<p>Seit die Fahrzeuge pünktlich abfahren, steht die frühmorgens eingeräumte Frischmilch in den Filialen länger zum Verkauf, und es muss weniger abgelaufene Ware entsorgt werden. Tianmu plant, dasselbe Konzept im neuen Werk in Ostchina umzusetzen.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Robotic palletizing and AGV transfer for a bottled water plant',
    },
    language: 'de',
    customer: 'Qingyuanquan Getränke',
    title: 'Roboterpalettierung und automatischer FTF-Transport für einen Mineralbrunnen',
    summary:
      'Vier Roboter-Palettierzellen ersetzen die alten Portalpalettierer, 16 außentaugliche Gabelstapler-FTF übernehmen die 250 Meter lange Strecke zum Lager, und der Formatwechsel dauert nur noch 6 statt 40 Minuten.',
    body: `<h2>Die Herausforderung</h2>
<p>Qingyuanquan Getränke füllt natürliches Mineralwasser direkt an einer Quelle in den Bergen ab. Die sechs Abfülllinien leisten zwischen 36.000 und 48.000 Flaschen pro Stunde. Die Gebinde jeder Linie wurden von alten Portalpalettierern palettiert und dann mit Staplern über einen offenen Hof in das 250 m entfernte Fertigwarenlager gebracht. In der abgelegenen Region waren Staplerfahrer kaum zu finden, und die alten Palettierer konnten das neu eingeführte Schrumpfgebinde mit 12 Flaschen nicht verarbeiten.</p>
<h2>Unsere Lösung</h2>
<p>Je zwei Abfülllinien teilen sich nun eine Roboter-Palettierzelle. Die Roboter arbeiten mit kombinierten Klemm-Vakuum-Greifern, und das Packschema wird einfach am Touchscreen ausgewählt. Nach dem Stretchwickeln und Etikettieren übernehmen außentaugliche Gabelstapler-FTF die Paletten und bringen sie über einen neu gebauten, überdachten Fahrweg ins Lager. Die FTF navigieren per 3D-Laser-SLAM, das auch bei Regen, Nebel und wechselndem Licht zuverlässig arbeitet, und erfüllen die Schutzart IP54. Automatische Tore und Ladestationen entlang der Strecke sind an die Flottendisposition angebunden.</p>
<ul>
<li>4 Roboter-Palettierzellen mit Vierachsrobotern und kombinierten Klemm-Vakuum-Greifern, bis zu 1.600 Gebinde pro Stunde je Zelle</li>
<li>Stretchwickler und Palettenetikettierer</li>
<li>16 Gabelstapler-FTF, Nennlast 2.000 kg, Hubhöhe 5 m, 3D-Laser-SLAM-Navigation, Schutzart IP54</li>
<li>Automatische Tore und Ladestationen entlang der Strecke</li>
<li>StarWCS Control mit Anbindung an die Liniensteuerung und das ERP des Werks</li>
</ul>
<h2>Ergebnisse</h2>
<table>
<thead><tr><th>Kennzahl</th><th>Vorher</th><th>Nachher</th></tr></thead>
<tbody>
<tr><td>Formatwechsel am Palettierer</td><td>40 min</td><td>6 min</td></tr>
<tr><td>Staplerfahrer pro Schicht</td><td>12</td><td>2</td></tr>
<tr><td>Transportierte Paletten pro Stunde</td><td>140</td><td>190</td></tr>
<tr><td>Gebindeschäden beim Palettieren</td><td>0,4 %</td><td>0,05 %</td></tr>
</tbody>
</table>
<p>In der sommerlichen Hochsaison liefen alle sechs Abfülllinien erstmals durchgehend unter Volllast, ohne dass Palettierung oder Transport sie bremsten. Kommt ein neues Gebinde auf den Markt, genügt es, im System ein weiteres Packschema anzulegen.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'A four-way shuttle retrofit in an existing 12-metre warehouse',
    },
    language: 'de',
    customer: 'Hexiang Würzmittel',
    title: 'Umbau eines 12 Meter hohen Bestandslagers zum Vier-Wege-Shuttle-Kompaktlager',
    summary:
      'Ohne den Versand zu unterbrechen, wurde ein bestehendes Fertigwarenlager in zwei Bauabschnitten umgebaut: Die Zahl der Palettenplätze stieg von 5.200 auf 8.900, und der Bruch bei Produkten in Glasflaschen ging um mehr als 80 % zurück.',
    body: `<h2>Die Herausforderung</h2>
<p>Hexiang Würzmittel braut Sojasauce und Essig, überwiegend in Glasflaschen abgefüllt; eine Palette wiegt rund 900 kg. Das Fertigwarenlager hat 12 m lichte Höhe und bot in Palettenregalen mit vier Traversenebenen 5.200 Palettenplätze. Mit dem wachsenden Absatz wurden rund 70 % mehr Kapazität benötigt, doch auf dem Werksgelände gab es keinen Platz für ein neues Lager, und jeder Staplerrempler gegen Glasflaschen kostete viel Geld. Während des Umbaus durfte der tägliche Versand nicht unterbrochen werden.</p>
<h2>Unsere Lösung</h2>
<p>Wir haben das Lager in zwei Hälften nacheinander umgebaut: Zuerst wurde die Hälfte der alten Regale demontiert, durch ein Vier-Wege-Shuttle-Kompaktregal ersetzt und in Betrieb genommen; dann wurde der Bestand umgelagert und die zweite Hälfte umgebaut. Das neue Regal nutzt die 12 m lichte Höhe für sieben Lagerebenen und kommt mit deutlich weniger Gassen aus. Die Paletten der fünf Abfülllinien durchlaufen eine Kontur- und Gewichtskontrolle und werden über Fördertechnik direkt eingelagert; sechs Versandbahnen stellen die Ladungen in Fahrzeugreihenfolge bereit, sodass Stapler nur noch beim Verladen im Einsatz sind.</p>
<ul>
<li>12 Vier-Wege-Shuttles, Nennlast 1.000 kg, Fahrgeschwindigkeit 1,5 m/s, Positioniergenauigkeit ±2 mm</li>
<li>3 Lifte, 7 Lagerebenen, 8.900 Palettenplätze</li>
<li>Einlagerförderer von 5 Abfülllinien mit Konturenkontrolle und Wägung</li>
<li>6 Versand- und Verladebahnen</li>
<li>StarOS WMS und StarWCS Control, integriert mit dem ERP des Werks</li>
</ul>
<h2>Ergebnisse</h2>
<table>
<thead><tr><th>Kennzahl</th><th>Vorher</th><th>Nachher</th></tr></thead>
<tbody>
<tr><td>Palettenplätze</td><td>5.200</td><td>8.900</td></tr>
<tr><td>Bruchrate beim Transport</td><td>0,5 %</td><td>0,08 %</td></tr>
<tr><td>Stapler im Lager</td><td>14</td><td>3 (nur zum Verladen)</td></tr>
<tr><td>Ein- und Auslagerleistung</td><td>110 Paletten pro Stunde</td><td>160 Paletten pro Stunde</td></tr>
</tbody>
</table>
<p>Die beiden Bauabschnitte dauerten sieben Monate, der Versand lief in dieser Zeit ununterbrochen weiter. Die eingesparte Investition in ein neues Lager liegt weit über den Umbaukosten, und Hexiang prüft nun, das Lager für Rohstoffe und Verpackungsmaterial auf dieselbe Weise umzubauen.</p>`,
  },
]
