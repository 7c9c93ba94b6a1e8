import type { ExtraVersion } from '../../more-languages'

/** The seed films in kk: each names its film by the kind `video` and the film's exact English title. */
export const videos: ExtraVersion[] = [
  {
    of: { kind: 'video', enTitle: 'Starbridge Company Film' },
    language: 'kk',
    title: 'Starbridge корпоративтік фильмі',
    description:
      '2003 жылы Шэньчжэньдегі шағын цехтан бүкіл әлемдегі тапсырыс берушілерге қызмет көрсететін ішкі логистика жүйелерінің интеграторына дейін: ғылыми-зерттеу орталықтарымыз, зауыттарымыз және тапсырыс берушілердің нысандары ішінен.',
  },
  {
    of: { kind: 'video', enTitle: 'A 36 m High-Bay Warehouse with Double-Mast Stacker Cranes' },
    language: 'kk',
    title: 'Биіктігі 36\u00a0м стеллажды қойма және қос діңгекті кран-штабелерлер',
    description:
      'Он екі қос діңгекті кран-штабелер биіктігі 36\u00a0м стеллажды қоймада тәулік бойы жұмыс істейді. Фильм жобаны болат конструкцияларды монтаждаудан бастап пайдалануға беруге дейін көрсетеді.',
  },
  {
    of: { kind: 'video', enTitle: 'AGV Fleet in a Lithium Battery Plant' },
    language: 'kk',
    title: 'Литий аккумуляторлары зауытындағы AGV паркі',
    description:
      'Fleet Scheduler үйлестіретін астына кіріп көтеретін және жүк тиегіш 150-ден астам AGV электрод орамдарын, ұяшықтар мен модульдерді технологиялық операциялар арасында тасымалдайды.',
  },
  {
    of: { kind: 'video', enTitle: 'Automated Cold-Chain Warehouse at −25 °C' },
    language: 'kk',
    title: '−25\u00a0°C температурадағы автоматтандырылған суық тізбек қоймасы',
    description:
      'Төрт бағытты шаттлдар мен көтергіштер −25\u00a0°C мұздатқыш камерада сенімді жұмыс істейді, ал қызметкерлер тек қалыпты температуралы аймақтарда болады — бұл энергия шығынын да, жинақтау қателерін де азайтады.',
  },
  {
    of: { kind: 'video', enTitle: 'Inside a Digital Twin Control Room' },
    language: 'kk',
    title: 'Цифрлық егізі бар диспетчерлік орталықтың ішінде',
    description:
      'Digital Twin Studio жүйесінде әрбір паллет пен машина нақты уақытта көрінеді, ал операторлар жаңа жоспарлау ережелерін іске қоспас бұрын виртуалды зауытта сынайды.',
  },
]
