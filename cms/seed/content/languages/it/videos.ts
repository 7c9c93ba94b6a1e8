import type { ExtraVersion } from '../../more-languages'

/** The seed films in it: each names its film by the kind `video` and the film's exact English title. */
export const videos: ExtraVersion[] = [
  {
    of: { kind: 'video', enTitle: 'Starbridge Company Film' },
    language: 'it',
    title: 'Starbridge: il film aziendale',
    description:
      "Da una piccola officina di Shenzhen nel 2003 a integratore di sistemi intralogistici al servizio di clienti in tutto il mondo: uno sguardo all'interno dei nostri centri di ricerca e sviluppo, dei nostri stabilimenti e degli impianti dei clienti.",
  },
  {
    of: { kind: 'video', enTitle: 'A 36 m High-Bay Warehouse with Double-Mast Stacker Cranes' },
    language: 'it',
    title: 'Un magazzino automatico alto 36 m con trasloelevatori bicolonna',
    description:
      "Dodici trasloelevatori bicolonna lavorano 24 ore su 24 in un magazzino verticale alto 36 m. Il film segue il progetto dal montaggio della struttura in acciaio all'avvio operativo.",
  },
  {
    of: { kind: 'video', enTitle: 'AGV Fleet in a Lithium Battery Plant' },
    language: 'it',
    title: 'Una flotta di AGV in uno stabilimento di batterie al litio',
    description:
      'Oltre 150 AGV a sollevamento sottoscocca e a forche, coordinati da Fleet Scheduler, movimentano bobine di elettrodi, celle e moduli tra le fasi di processo.',
  },
  {
    of: { kind: 'video', enTitle: 'Automated Cold-Chain Warehouse at −25 °C' },
    language: 'it',
    title: 'Magazzino automatico della catena del freddo a −25 °C',
    description:
      'Shuttle a quattro vie ed elevatori funzionano in modo affidabile in una cella di congelamento a −25 °C, mentre il personale lavora solo nelle aree a temperatura controllata: si riducono sia i consumi energetici sia gli errori di prelievo.',
  },
  {
    of: { kind: 'video', enTitle: 'Inside a Digital Twin Control Room' },
    language: 'it',
    title: 'Dentro una sala di controllo con gemello digitale',
    description:
      'Ogni pallet e ogni macchina in tempo reale in Digital Twin Studio, e gli operatori che collaudano nuove regole di schedulazione nello stabilimento virtuale prima di rilasciarle.',
  },
]
