import type { ExtraVersion } from '../../more-languages'

/** The seed films in de: each names its film by the kind `video` and the film's exact English title. */
export const videos: ExtraVersion[] = [
  {
    of: { kind: 'video', enTitle: 'Starbridge Company Film' },
    language: 'de',
    title: 'Starbridge Imagefilm',
    description:
      'Von einer kleinen Werkstatt in Shenzhen im Jahr 2003 zum Intralogistik-Integrator mit Kunden in aller Welt: ein Blick in unsere Entwicklungszentren, Werke und Kundenanlagen.',
  },
  {
    of: { kind: 'video', enTitle: 'A 36 m High-Bay Warehouse with Double-Mast Stacker Cranes' },
    language: 'de',
    title: 'Ein 36 m hohes Hochregallager mit Zweimast-Regalbediengeräten',
    description:
      'Zwölf Zweimast-Regalbediengeräte arbeiten rund um die Uhr in einem 36 m hohen Hochregallager. Der Film begleitet das Projekt von der Stahlbaumontage bis zur Inbetriebnahme.',
  },
  {
    of: { kind: 'video', enTitle: 'AGV Fleet in a Lithium Battery Plant' },
    language: 'de',
    title: 'FTF-Flotte in einem Lithiumbatteriewerk',
    description:
      'Mehr als 150 Unterfahr- und Gabelstapler-FTF, koordiniert von Fleet Scheduler, befördern Elektrodenrollen, Zellen und Module zwischen den Prozessschritten.',
  },
  {
    of: { kind: 'video', enTitle: 'Automated Cold-Chain Warehouse at −25 °C' },
    language: 'de',
    title: 'Automatisiertes Kühlkettenlager bei −25 °C',
    description:
      'Vierwege-Shuttles und Heber arbeiten zuverlässig in einem Tiefkühllager bei −25 °C, während das Personal nur in temperierten Bereichen tätig ist – das senkt Energieverbrauch und Kommissionierfehler gleichermaßen.',
  },
  {
    of: { kind: 'video', enTitle: 'Inside a Digital Twin Control Room' },
    language: 'de',
    title: 'Einblick in eine Leitwarte mit digitalem Zwilling',
    description:
      'Sehen Sie jede Palette und jede Maschine live in Digital Twin Studio, und verfolgen Sie, wie Bediener neue Dispositionsregeln im virtuellen Werk testen, bevor sie sie freigeben.',
  },
]
