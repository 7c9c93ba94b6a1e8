import type { ExtraVersion } from '../../more-languages'

/** The seed films in hu: each names its film by the kind `video` and the film's exact English title. */
export const videos: ExtraVersion[] = [
  {
    of: { kind: 'video', enTitle: 'Starbridge Company Film' },
    language: 'hu',
    title: 'A Starbridge bemutatkozó filmje',
    description:
      'Egy kis sencseni műhelytől 2003-ban a világ minden táján ügyfeleket kiszolgáló intralogisztikai integrátorig: betekintés kutatás-fejlesztési központjainkba, gyárainkba és ügyfeleink telephelyeire.',
  },
  {
    of: { kind: 'video', enTitle: 'A 36 m High-Bay Warehouse with Double-Mast Stacker Cranes' },
    language: 'hu',
    title: '36 méter magas magasraktár kétoszlopos felrakógépekkel',
    description:
      'Tizenkét kétoszlopos felrakógép dolgozik éjjel-nappal egy 36 méter magas magasraktárban. A film az acélszerkezet szerelésétől az éles indulásig követi végig a projektet.',
  },
  {
    of: { kind: 'video', enTitle: 'AGV Fleet in a Lithium Battery Plant' },
    language: 'hu',
    title: 'AGV-flotta egy lítiumakkumulátor-gyárban',
    description:
      'Több mint 150 alányúló emelős és villás AGV szállítja a Fleet Scheduler irányításával az elektródatekercseket, a cellákat és a modulokat a gyártási lépések között.',
  },
  {
    of: { kind: 'video', enTitle: 'Automated Cold-Chain Warehouse at −25 °C' },
    language: 'hu',
    title: 'Automatizált hűtőlánc-raktár −25\u00a0°C-on',
    description:
      'Négyirányú shuttle-kocsik és liftek üzemelnek megbízhatóan egy −25\u00a0°C-os mélyhűtőben, miközben a dolgozók csak temperált zónákban tartózkodnak – így csökken az energiafelhasználás és a komissiózási hibák száma is.',
  },
  {
    of: { kind: 'video', enTitle: 'Inside a Digital Twin Control Room' },
    language: 'hu',
    title: 'Betekintés egy digitális ikerrel működő irányítóterembe',
    description:
      'Minden raklap és gép valós időben a Digital Twin Studióban – és ahogy az operátorok a virtuális üzemben tesztelik az új ütemezési szabályokat, mielőtt élesítenék őket.',
  },
]
