import type { ExtraVersion } from '../../more-languages'

/** Case studies in de: each names its seed story by its kind and exact English title. */
export const cases: ExtraVersion[] = [
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
]
