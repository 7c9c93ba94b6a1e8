import type { ExtraVersion } from '../../more-languages'

/** News and investor items in de: each names its seed story by its kind and exact English title. */
export const articles: ExtraVersion[] = [
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
