import type { ExtraVersion } from '../../more-languages'

/** News and investor items in it: each names its seed story by its kind and exact English title. */
export const articles: ExtraVersion[] = [
  {
    of: {
      kind: 'news',
      enTitle:
        'Starbridge launches fourth-generation four-way shuttle with a cold-store version rated to -25 °C',
    },
    language: 'it',
    title:
      'Starbridge presenta lo shuttle a quattro vie di quarta generazione, con una versione per celle frigorifere in funzione continua a -25 °C',
    summary:
      'Il nuovo shuttle a quattro vie SB-FS4 ha una portata nominale di 1,5 tonnellate, a vuoto raggiunge i 2 m/s e per la prima volta è disponibile anche in una versione per basse temperature destinata ai magazzini della catena del freddo.',
    body: `<p>Il 18 marzo, con un evento di lancio nella sede centrale di Shenzhen, Starbridge ha presentato ufficialmente l'SB-FS4, il suo shuttle a quattro vie di quarta generazione. Oltre sessanta rappresentanti di clienti dei settori farmaceutico, alimentare e delle bevande e delle nuove energie hanno assistito alla dimostrazione di un prototipo che, in una corsia di prova lunga venti metri, cambiava direzione e livello e viaggiava a pieno carico.</p>
<h2>Più veloce, più preciso, più efficiente</h2>
<p>L'SB-FS4 mantiene la collaudata struttura con cambio di direzione su rotaia, ma trazione, sollevamento e gestione dell'energia sono stati completamente riprogettati. Rispetto alla generazione precedente, le principali novità sono:</p>
<ul>
<li>portata nominale di 1500 kg, velocità di traslazione di 2 m/s a vuoto e di 1,5 m/s a pieno carico;</li>
<li>precisione di arresto di ±2 mm, grazie al doppio posizionamento con encoder assoluti e codici a barre;</li>
<li>sollevamento e cambio di direzione in 2,8 secondi, con una capacità oraria per veicolo superiore di circa il 18%;</li>
<li>batteria al litio ferro fosfato con recupero dell'energia di frenata, per oltre 10 ore di lavoro continuo con una sola carica.</li>
</ul>
<h2>Una versione progettata per le celle frigorifere</h2>
<p>La versione per basse temperature dispone di un vano batteria coibentato, di grasso per basse temperature e di quadri elettrici anticondensa: funziona in continuo a -25 °C e può transitare attraverso una bussola tra le zone a temperatura ambiente e quelle di congelamento. Il team di ricerca e sviluppo ha completato oltre 3000 ore di prove di durata nella camera climatica di Wuhan.</p>
<p>L'SB-FS4 si integra direttamente con StarWCS Control e con gli elevatori Starbridge ed è adatto allo stoccaggio compatto, ai buffer di smistamento e all'ammodernamento dei centri di distribuzione della catena del freddo. Le prime unità saranno consegnate nel terzo trimestre di quest'anno.</p>`,
  },
  {
    of: { kind: 'news', enTitle: 'Starbridge opens its Wuhan R&D centre' },
    language: 'it',
    title: 'Starbridge inaugura il centro di ricerca e sviluppo di Wuhan',
    summary:
      "Il centro di Wuhan, con una superficie di circa 28.000 metri quadrati, dispone di una scaffalatura di prova alta 24 metri, di un'area di prova per AGV e di una camera climatica, e si concentrerà su software di controllo, algoritmi di navigazione e gemello digitale.",
    body: `<p>Il 18 giugno Starbridge ha inaugurato il suo centro di ricerca e sviluppo di Wuhan, nella zona high-tech di Donghu (East Lake). È il secondo polo di ricerca dell'azienda, dopo il centro di ricerca e sviluppo della sede centrale di Shenzhen.</p>
<h2>Dal laboratorio alle condizioni reali di esercizio</h2>
<p>L'edificio ha una superficie di circa 28.000 metri quadrati. Oltre agli uffici e alle aree di sviluppo software, ospita diverse strutture di prova:</p>
<ul>
<li>una scaffalatura di prova alta 24 metri, dove due trasloelevatori possono eseguire contemporaneamente prove di durata a pieno carico;</li>
<li>un'area di prova di 3000 metri quadrati per AGV e AMR, che riproduce corsie strette, rampe, montacarichi e porte automatiche;</li>
<li>una camera climatica da -30 °C a 50 °C per la convalida a bassa temperatura delle macchine destinate alla catena del freddo;</li>
<li>un banco di simulazione hardware-in-the-loop per la messa in servizio virtuale dei programmi di controllo prima che le macchine lascino lo stabilimento.</li>
</ul>
<h2>Software e algoritmi al centro</h2>
<p>Il team di Wuhan guiderà lo sviluppo di StarWCS Control, Fleet Scheduler e Digital Twin Studio. Il centro conta già circa 260 tra ricercatori e sviluppatori, che dovrebbero salire a circa 400 entro la fine del 2026.</p>
<p>Intervenendo alla cerimonia di inaugurazione, il presidente ha sottolineato che Wuhan, con la sua concentrazione di università e di ingegneri, è la sede naturale per il lavoro sul software. Il nuovo centro e la sede di Shenzhen si divideranno i compiti – Shenzhen più orientata all'hardware, Wuhan al software – per accorciare i tempi che separano la progettazione di un nuovo prodotto dalla sua consegna.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle: 'Stacker crane safety system certified to performance level PL d',
    },
    language: 'it',
    title:
      'Il sistema di sicurezza dei trasloelevatori per pallet Starbridge ottiene la certificazione di sicurezza funzionale PL d',
    summary:
      'Il sistema di controllo di sicurezza dei trasloelevatori per pallet della serie SB-S, valutato da un ente terzo indipendente, ha raggiunto il livello di prestazione PL d previsto dalla ISO 13849-1.',
    body: `<p>Il sistema di controllo di sicurezza dei trasloelevatori per pallet monocolonna e bicolonna della serie SB-S di Starbridge ha superato la valutazione di un ente di certificazione terzo e indipendente e ha ottenuto il certificato di livello di prestazione PL d secondo la ISO 13849-1. Il progetto della macchina soddisfa inoltre i requisiti di sicurezza della norma europea EN 528 per i trasloelevatori.</p>
<h2>Le funzioni di sicurezza certificate</h2>
<p>La certificazione ha richiesto nove mesi e ha riguardato l'architettura hardware, il processo di sviluppo del software, l'analisi dei modi di guasto e le prove di verifica in campo. Le principali funzioni di sicurezza comprendono:</p>
<ul>
<li>coppia disinserita in sicurezza (STO) e arresto sicuro, con un tempo di risposta all'arresto di emergenza inferiore a 200 ms;</li>
<li>limitazione sicura della velocità e monitoraggio della decelerazione a fine corsia con encoder a doppio canale;</li>
<li>rilevamento di sovravelocità della culla di sollevamento, allentamento della fune e sovraccarico;</li>
<li>interblocco tra piattaforme di manutenzione e porte della corsia, che impedisce il funzionamento automatico quando qualcuno si trova all'interno.</li>
</ul>
<h2>Pronti per l'export e per i progetti più esigenti</h2>
<p>Negli ultimi anni un numero crescente di clienti delle nuove energie, del settore farmaceutico e dei mercati esteri richiede espressamente nelle gare una certificazione di sicurezza funzionale. Con il livello PL d, la serie SB-S può essere proposta direttamente per questi progetti, riducendo il lavoro di valutazione della sicurezza presso il cliente.</p>
<p>Il team di ingegneria della sicurezza prevede di certificare allo stesso livello anche le funzioni di sicurezza dei trasloelevatori miniload e degli shuttle a quattro vie; i requisiti di sicurezza funzionale fanno ormai parte del processo di sviluppo di ogni nuovo prodotto.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle: 'Jinlan Pharmaceutical cold-chain distribution centre in Chengdu goes live',
    },
    language: 'it',
    title:
      'Entra in funzione a Chengdu il centro logistico farmaceutico a temperatura controllata di Jinlan',
    summary:
      'Dopo trenta giorni di funzionamento in parallelo, il centro della catena del freddo di Jinlan Logistica Farmaceutica a Chengdu, realizzato da Starbridge come contraente generale, è pienamente operativo, con movimentazione automatica nelle zone refrigerata, di congelamento e a temperatura ambiente.',
    body: `<p>A fine settembre è entrato ufficialmente in servizio il centro logistico della catena del freddo di Jinlan Logistica Farmaceutica a Chengdu, realizzato da Starbridge come contraente generale. Il progetto copre ricevimento, stoccaggio, prelievo e spedizione di vaccini, prodotti biologici e farmaci convenzionali ed è il più grande progetto di logistica farmaceutica consegnato dall'azienda nella Cina sud-occidentale.</p>
<h2>Tre zone di temperatura, un solo sistema</h2>
<ul>
<li>zona refrigerata da 2 °C a 8 °C: stoccaggio compatto con shuttle a quattro vie, 6800 posti pallet;</li>
<li>zona di congelamento a -25 °C: shuttle a quattro vie in versione per basse temperature, 1200 posti pallet;</li>
<li>zona a temperatura ambiente: magazzino automatico miniload con 32.000 ubicazioni per contenitori e stazioni di prelievo merce all'operatore.</li>
</ul>
<p>Nei picchi il sistema gestisce 420 movimenti pallet all'ora, in ingresso e in uscita, e circa 18.000 righe d'ordine al giorno.</p>
<h2>Tracciabilità completa secondo le GSP</h2>
<p>StarOS WMS gestisce lotti, scadenze e stato dei farmaci lungo tutto il processo e applica rigorosamente il principio per cui esce per primo il prodotto con la scadenza più vicina. I dati di temperatura e umidità vengono rilevati ogni minuto e associati automaticamente alle ubicazioni e alle registrazioni delle operazioni, così da poter generare in qualsiasi momento rapporti di tracciabilità conformi alle GSP.</p>
<p>Per non interrompere l'attività, il team di progetto ha fatto funzionare in parallelo il vecchio e il nuovo sistema per trenta giorni prima del passaggio definitivo, senza nemmeno una spedizione in ritardo. Secondo il responsabile del cliente, dall'avvio del nuovo centro la quota di ordini della catena del freddo spediti in giornata è salita dall'85% a oltre il 98%.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle:
        'Starbridge and Huayue University of Technology set up a joint intralogistics laboratory',
    },
    language: 'it',
    title:
      "Starbridge e l'Università di Tecnologia di Huayue creano un laboratorio congiunto per la logistica intelligente",
    summary:
      'La collaborazione triennale riguarda il coordinamento di più robot, la simulazione con gemello digitale e la manutenzione predittiva, e prevede la formazione congiunta di studenti di laurea magistrale e di dottorato.',
    body: `<p>Il 16 ottobre, a Wuhan, Starbridge e la Scuola di Ingegneria Meccanica dell'Università di Tecnologia di Huayue hanno firmato un accordo per la creazione del «Laboratorio congiunto per macchine e sistemi di logistica intelligente». Il laboratorio ha sede nel centro di ricerca e sviluppo Starbridge di Wuhan; la prima fase della collaborazione ha una durata di tre anni.</p>
<h2>Tre linee di ricerca</h2>
<ul>
<li>coordinamento di più robot: algoritmi di pianificazione dei percorsi, prevenzione dei deadlock e assegnazione delle missioni per centinaia di AGV e AMR che condividono lo stesso sito;</li>
<li>gemello digitale e messa in servizio virtuale: maggiore aderenza tra modelli di simulazione e macchine reali, per ridurre i tempi di messa in servizio in campo;</li>
<li>manutenzione predittiva: uso dei dati di funzionamento di trasloelevatori e trasportatori per individuare in anticipo andamenti anomali di cuscinetti, catene e azionamenti.</li>
</ul>
<h2>Formare insieme i talenti</h2>
<p>In base all'accordo, Starbridge offrirà all'università circa 40 tirocini all'anno; le due parti seguiranno insieme studenti di laurea magistrale e di dottorato, e ingegneri senior dell'azienda faranno da tutor aziendali nelle tesi di laurea triennale. I risultati del laboratorio saranno verificati e applicati in via prioritaria nei prodotti Starbridge.</p>
<p>Alla cerimonia di firma, il preside della Scuola ha osservato che la logistica pone molti problemi ingegneristici nati da situazioni reali, e che un laboratorio condiviso con un'azienda permette agli studenti di lavorare già durante gli studi su dati e macchine reali. Il direttore tecnico di Starbridge ha dichiarato che l'azienda intende valorizzare le competenze dell'università negli algoritmi di base per preparare le tecnologie chiave della prossima generazione del sistema di gestione della flotta e della piattaforma di gemello digitale.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle:
        'Starbridge shows coordinated multi-device operation at the Shanghai intralogistics fair',
    },
    language: 'it',
    title:
      'Starbridge alla fiera internazionale della logistica di Shanghai con una dimostrazione di macchine che lavorano insieme',
    summary:
      'Nei quattro giorni della fiera di Shanghai, Starbridge ha mostrato su una linea dimostrativa completa – ricevimento, stoccaggio, smistamento, spedizione – il lavoro coordinato di shuttle a quattro vie, AMR e di un sorter cross-belt.',
    body: `<p>Dal 5 all'8 novembre Starbridge ha partecipato alla fiera internazionale delle tecnologie e delle attrezzature per la logistica di Shanghai. Con il tema «Un solo sistema per tutte le macchine», lo stand di circa 600 metri quadrati ospitava una linea dimostrativa completa e funzionante.</p>
<h2>I punti salienti dello stand</h2>
<ul>
<li>shuttle a quattro vie di quarta generazione SB-FS4 impegnati in continuo in stoccaggi e prelievi su una scaffalatura a tre livelli, con cambio di livello tramite elevatore;</li>
<li>una flotta mista di AMR a sollevamento sottoscocca e AGV a forche, con missioni e traffico gestiti da Fleet Scheduler;</li>
<li>un modulo del nuovo sorter cross-belt, con capacità fino a 12.000 colli all'ora, che smistava pacchi e-commerce per destinazione;</li>
<li>un grande schermo Digital Twin Studio che riproduceva in tempo reale lo stato di tutte le macchine dello stand.</li>
</ul>
<h2>Il confronto con i visitatori</h2>
<p>Durante la fiera lo stand ha accolto oltre 9000 visitatori professionali, e il team tecnico di Starbridge ha tenuto otto presentazioni tematiche sulla logistica delle fabbriche di batterie al litio, sulla catena del freddo farmaceutica e sull'ammodernamento dei magazzini automatici più datati. Diverse aziende delle nuove energie e dell'e-commerce hanno approfondito con il team progetti concreti.</p>
<p>Il responsabile marketing ha osservato che i clienti guardano sempre meno ai dati tecnici della singola macchina e sempre più alla collaborazione tra macchine diverse: gestire molti tipi di attrezzature da un'unica piattaforma sta diventando un requisito di base dei progetti di magazzino automatico.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle:
        'International Volunteer Day: Starbridge volunteers help a community food bank reorganise its storeroom',
    },
    language: 'it',
    title:
      'Giornata internazionale del volontariato: i volontari Starbridge aiutano un banco alimentare di quartiere a riorganizzare il magazzino',
    summary:
      "Nel loro tempo libero, i volontari dell'azienda hanno riprogettato il magazzino di un banco alimentare di quartiere a Shenzhen, installato scaffalature e realizzato un semplice sistema di gestione delle scorte con codici a barre.",
    body: `<p>Il 5 dicembre, Giornata internazionale del volontariato, 30 dipendenti del gruppo di volontariato «Xinghuo» di Starbridge si sono recati in un banco alimentare di quartiere nel distretto di Nanshan, a Shenzhen, per completare l'ultima fase di un progetto di riorganizzazione del magazzino portato avanti nell'arco di tre fine settimana.</p>
<h2>L'esperienza di magazzino al servizio della comunità</h2>
<p>Ogni mese il banco alimentare distribuisce riso, farina, olio e generi di prima necessità a circa 600 famiglie in difficoltà della zona, ma il magazzino era piccolo e disordinato, e gli alimenti prossimi alla scadenza a volte non venivano distribuiti in tempo. I volontari sono intervenuti su tre fronti:</p>
<ul>
<li>hanno riprogettato la disposizione del magazzino, suddividendolo per categoria di prodotto e durata di conservazione, e installato scaffalature leggere donate dall'azienda;</li>
<li>hanno etichettato ogni tipologia di prodotto con un codice a barre e creato un registro delle scorte gratuito, basato su una versione semplificata di StarOS WMS;</li>
<li>hanno tenuto due sessioni di formazione per gli otto volontari fissi del banco alimentare sulla registrazione di entrate e uscite con lo scanner e sugli avvisi di scadenza.</li>
</ul>
<p>Dopo l'intervento lo spazio utile del magazzino è aumentato di circa il 40%, e il personale può controllare dal telefono le scorte e gli articoli in scadenza.</p>
<h2>Un anno di volontariato</h2>
<p>Nel 2025 Starbridge ha organizzato 26 iniziative di volontariato tra Shenzhen e Wuhan, con oltre 400 partecipazioni di dipendenti e circa 1600 ore di servizio complessive: assistenza agli anziani del quartiere, lezioni di divulgazione scientifica nelle scuole, pulizia dei corsi d'acqua.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle: 'Starbridge opens a service hub in Bangkok for customers in Southeast Asia',
    },
    language: 'it',
    title: 'Starbridge apre a Bangkok un centro assistenza per i clienti del Sud-Est asiatico',
    summary:
      'Il centro di Bangkok dispone di un team di ingegneri locali e di un magazzino ricambi e offre ai clienti di Thailandia, Vietnam e Malesia manutenzione, ricambi e interventi di ammodernamento degli impianti.',
    body: `<p>Il 20 gennaio Starbridge ha inaugurato ufficialmente il suo centro assistenza di Bangkok, in Thailandia. È la sesta sede di assistenza all'estero dell'azienda e il primo centro di assistenza regionale nel Sud-Est asiatico.</p>
<h2>Un team locale, interventi rapidi</h2>
<p>Negli ultimi cinque anni Starbridge ha consegnato nella regione oltre venti magazzini automatici e sistemi di trasporto e smistamento per clienti dei settori alimentare e delle bevande, della componentistica auto e dell'elettronica. Finora l'assistenza post-vendita di questi progetti si è basata soprattutto su ingegneri in trasferta dalla Cina. Con l'avvio del centro di Bangkok:</p>
<ul>
<li>18 ingegneri lavorano stabilmente nel centro, per due terzi assunti localmente, e comunicano in thailandese, inglese e cinese;</li>
<li>il magazzino ricambi dispone di circa 3000 codici di uso comune, e i ricambi urgenti raggiungono i clienti in Thailandia entro 24 ore;</li>
<li>il centro è collegato 24 ore su 24 con il centro di diagnostica remota della sede di Shenzhen, così la maggior parte dei problemi software si risolve a distanza.</li>
</ul>
<h2>Ammodernamento degli impianti più datati</h2>
<p>Il centro si occuperà anche degli interventi di ammodernamento nella regione, tra cui il rinnovo di azionamenti e sistemi di controllo dei trasloelevatori, l'aggiornamento del software WCS e gli interventi di efficienza energetica, per prolungare la vita utile dei magazzini in esercizio da molti anni.</p>
<p>Starbridge dispone ora di sedi di assistenza in 12 città cinesi e in 6 paesi esteri.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle: 'Fleet Scheduler 4.0 released: one site, up to 500 vehicles of mixed types',
    },
    language: 'it',
    title: 'Rilasciato Fleet Scheduler 4.0: in un unico sito fino a 500 veicoli di tipi diversi',
    summary:
      'La nuova versione del sistema di gestione della flotta ha un motore di gestione del traffico riscritto da zero, consente ad AGV e AMR di tipi e costruttori diversi di lavorare insieme sulla stessa mappa e aggiunge una modalità di simulazione preventiva.',
    body: `<p>Il 10 marzo Starbridge ha rilasciato ufficialmente Fleet Scheduler 4.0, il suo sistema di gestione della flotta AGV. È l'aggiornamento più importante dal lancio del prodotto nel 2019.</p>
<h2>Le novità principali</h2>
<ul>
<li>nuovo motore di gestione del traffico: pianificazione dei percorsi con prenotazione di finestre temporali, per coordinare fino a 500 veicoli contemporaneamente in un unico sito;</li>
<li>flotte miste: veicoli a sollevamento sottoscocca, a forche e con piano a rulli gestiti sulla stessa mappa, con integrazione di veicoli di terzi conformi all'interfaccia VDA 5050;</li>
<li>integrazione con l'edificio: collegamento con montacarichi, porte automatiche, serrande tagliafuoco e docce d'aria, per trasporti tra piani ed edifici diversi;</li>
<li>ricarica intelligente: i momenti di ricarica vengono pianificati in base alle previsioni di lavoro e al livello delle batterie, evitando cali di capacità quando molti veicoli sono in carica nello stesso momento;</li>
<li>simulazione preventiva: importando un nuovo layout o nuovi dati d'ordine, prima dell'avvio si valutano il numero di veicoli necessari e i possibili colli di bottiglia del traffico.</li>
</ul>
<h2>I risultati dei progetti pilota</h2>
<p>La nuova versione è stata sperimentata in due stabilimenti di batterie al litio e in uno di componentistica auto. In uno stabilimento di batterie con 210 veicoli, i tempi di attesa dovuti alla congestione sono diminuiti del 18% e, a parità di produzione, servono 12 veicoli in meno.</p>
<p>Fleet Scheduler 4.0 è disponibile tramite la piattaforma cloud di Starbridge; i clienti con un contratto di assistenza possono aggiornare senza costi aggiuntivi.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle: 'Digital Twin Studio 3.0 adds peak-volume simulation and alarm replay',
    },
    language: 'it',
    title: 'Digital Twin Studio 3.0: simulazione dei picchi e riproduzione degli allarmi',
    summary:
      'La versione 3.0 della piattaforma di gemello digitale aggiorna i dati delle macchine ogni 200 millisecondi, introduce la simulazione what-if, la riproduzione degli allarmi e un cruscotto energetico, e funziona direttamente nel browser.',
    body: `<p>Il 20 maggio Starbridge ha rilasciato Digital Twin Studio 3.0, la nuova versione della sua piattaforma di gemello digitale. Sviluppata principalmente dal centro di ricerca e sviluppo di Wuhan, risponde a tre esigenze quotidiane di chi gestisce un magazzino: vedere che cosa succede, capire perché e pianificare con numeri affidabili.</p>
<h2>Le nuove funzioni</h2>
<ul>
<li>sincronizzazione in tempo reale: grazie al collegamento diretto con StarWCS Control, posizione e stato delle macchine si aggiornano ogni 200 ms, e la scena 3D anche di un grande magazzino scorre fluida in un normale browser, senza plug-in;</li>
<li>analisi what-if: a partire dalle previsioni d'ordine di una promozione o dell'alta stagione, la piattaforma simula il funzionamento dell'intero magazzino con i parametri reali delle macchine e mette in luce in anticipo i colli di bottiglia;</li>
<li>riproduzione degli allarmi: i movimenti delle macchine nei dieci minuti precedenti e successivi a qualsiasi allarme possono essere rivisti nella scena 3D, così i manutentori individuano rapidamente la causa;</li>
<li>cruscotto energetico: collegato alla piattaforma di analisi Insight BI, mostra i consumi e l'energia per singola operazione, per area e per tipo di macchina.</li>
</ul>
<h2>Come la usano i clienti</h2>
<p>In un centro di distribuzione e-commerce della Cina orientale, prima del «Doppio 11», la giornata dello shopping dell'11 novembre, il team operativo ha confrontato tre piani dei turni con l'analisi what-if e ha aumentato di circa il 15% la capacità di spedizione nei picchi senza nuove macchine. Un distributore di tabacchi, grazie alla riproduzione degli allarmi, ha ridotto il tempo medio di diagnosi di un guasto a un trasloelevatore da 40 a 12 minuti.</p>
<p>Digital Twin Studio 3.0 è disponibile per i clienti nuovi ed esistenti; gli impianti con la versione 2.x possono aggiornare online.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle:
        'Starbridge tobacco distribution centre project named an outstanding intralogistics project of the year',
    },
    language: 'it',
    title:
      "Il centro di distribuzione tabacchi realizzato da Starbridge premiato tra i migliori progetti di logistica intelligente dell'anno",
    summary:
      "Il centro di distribuzione realizzato da Starbridge per un'azienda provinciale di distribuzione dei tabacchi, che integra pallettizzazione robotizzata e magazzino automatico, ha ricevuto dall'associazione di settore il premio annuale per i progetti di logistica intelligente d'eccellenza.",
    body: `<p>A metà luglio, nella selezione annuale dell'associazione nazionale di settore delle macchine per la logistica, il centro di distribuzione di sigarette realizzato da Starbridge per un'azienda provinciale di distribuzione dei tabacchi è stato premiato come «progetto di logistica intelligente d'eccellenza dell'anno».</p>
<h2>Il progetto</h2>
<p>Il centro rifornisce circa un terzo dei rivenditori di tabacchi della provincia. I sistemi principali sono:</p>
<ul>
<li>un magazzino automatico con 8 trasloelevatori bicolonna per pallet e 9600 posti pallet;</li>
<li>6 stazioni di pallettizzazione robotizzata che, grazie alla visione artificiale, compongono pallet misti con colli di formati diversi, ciascuna con circa 600 colli all'ora;</li>
<li>linee di smistamento automatico dei colli e delle stecche, con una capacità di circa 45.000 colli al giorno;</li>
<li>StarOS WMS collegato in tempo reale ai sistemi commerciali e di gestione delle licenze del cliente, per un flusso informativo completo dall'ordine alla consegna.</li>
</ul>
<h2>Le motivazioni della giuria</h2>
<p>Secondo la giuria, il progetto ha sostituito completamente il lavoro manuale con i robot nella pallettizzazione, riducendo di circa il 45% il personale operativo, mentre il buffer tra magazzino automatico e stazioni di pallettizzazione mantiene smistamento e pallettizzazione allineati anche nei picchi di ordini. Nel primo anno di esercizio la disponibilità complessiva delle macchine si è mantenuta sopra il 99,5%.</p>
<p>È il terzo anno consecutivo che un progetto Starbridge riceve questo riconoscimento.</p>`,
  },
  {
    of: {
      kind: 'news',
      enTitle:
        'Retrofit without stopping production: a 17-year-old high-bay warehouse at Hexi Beverage is renewed',
    },
    language: 'it',
    title:
      'Ammodernamento senza fermare la produzione: nuova vita per il magazzino automatico di Hexi Bevande, in funzione da 17 anni',
    summary:
      'Starbridge ha aggiornato in più fasi i 14 trasloelevatori e il WCS di Hexi Bevande mentre il magazzino restava in funzione: la capacità di movimentazione è aumentata del 22% e i consumi energetici sono calati del 15%.',
    body: `<p>A settembre Starbridge ha completato l'ammodernamento del magazzino automatico prodotti finiti del polo produttivo della Cina meridionale di Hexi Bevande. Costruito nel 2009, il magazzino ha 14 corsie e circa 22.000 posti pallet; il sistema di controllo e gli azionamenti originali erano fuori produzione da anni, i ricambi difficili da reperire e i fermi per guasto aumentavano di anno in anno.</p>
<figure><img src="/cms/media/news-hexi-aisle.avif" width="1200" height="675" alt="Una corsia del magazzino automatico prodotti finiti di Hexi Bevande dopo l'ammodernamento"><figcaption>Una corsia del magazzino prodotti finiti dopo l'ammodernamento</figcaption></figure>
<h2>Una corsia alla volta, senza fermare la produzione</h2>
<p>Poiché nell'alta stagione delle bevande il magazzino non poteva fermarsi, il team di progetto ha scelto di mettere fuori servizio una sola corsia alla volta, e prima dell'inizio dei lavori ha eseguito sul gemello digitale la messa in servizio virtuale del nuovo programma di controllo. Gli interventi principali sono stati:</p>
<ul>
<li>sostituzione di inverter, controllori e sistemi di posizionamento su tutti i 14 trasloelevatori, mantenendo la struttura in acciaio e le scaffalature esistenti;</li>
<li>azionamenti rigenerativi che restituiscono alla rete l'energia della discesa e della frenata;</li>
<li>StarWCS al posto del vecchio software di controllo, collegato al WMS e all'ERP già in uso presso il cliente.</li>
</ul>
<p>Ogni corsia è rimasta ferma per non più di 36 ore; l'intervento complessivo è durato cinque mesi, senza ripercussioni sulle spedizioni di prodotti finiti.</p>
<h2>I risultati</h2>
<p>Dopo l'ammodernamento la capacità di movimentazione del magazzino è aumentata del 22%, il consumo energetico per pallet è diminuito di circa il 15% e il tempo medio di funzionamento dei trasloelevatori tra un guasto e l'altro si è allungato sensibilmente. L'investimento è stato pari a circa un terzo di quello richiesto da un nuovo magazzino automatico.</p>
<p>Molti magazzini automatici costruiti in Cina tra il 2005 e il 2012 stanno entrando nel ciclo di rinnovo, e Starbridge ha fatto dell'ammodernamento un'attività autonoma su cui puntare.</p>`,
  },
  {
    of: { kind: 'investor', enTitle: '2025 Annual Report' },
    language: 'it',
    title: 'Relazione annuale 2025',
    summary:
      'Nel 2025 la Società ha realizzato ricavi per 3186,4 milioni di RMB, in aumento del 14,20% su base annua, e un utile netto attribuibile agli azionisti della Società di 268,5 milioni di RMB, in aumento del 17,61%.',
    body: `<p>La Società e tutti i membri del Consiglio di Amministrazione garantiscono che le informazioni comunicate sono veritiere, accurate e complete e non contengono dichiarazioni false, affermazioni fuorvianti od omissioni rilevanti.</p>
<p>La presente sintesi è tratta dal testo integrale della relazione annuale. Per una comprensione completa dei risultati, della situazione finanziaria e dei piani di sviluppo della Società, gli investitori sono invitati a leggere attentamente il testo integrale della relazione annuale sui mezzi di informazione designati dalla China Securities Regulatory Commission (CSRC). Il bilancio 2025 della Società è stato sottoposto a revisione contabile da una società di revisione, che ha espresso un giudizio senza rilievi.</p>
<h2>Principali dati contabili e indicatori finanziari</h2>
<table>
<thead><tr><th>Voce</th><th>2025</th><th>2024</th><th>Variazione annua</th></tr></thead>
<tbody>
<tr><td>Ricavi (milioni di RMB)</td><td>3186,4</td><td>2790,2</td><td>+14,20%</td></tr>
<tr><td>Utile netto attribuibile agli azionisti della Società (milioni di RMB)</td><td>268,5</td><td>228,3</td><td>+17,61%</td></tr>
<tr><td>Utile netto escluse le componenti non ricorrenti (milioni di RMB)</td><td>241,7</td><td>202,6</td><td>+19,30%</td></tr>
<tr><td>Flusso di cassa netto dalle attività operative (milioni di RMB)</td><td>312,6</td><td>254,1</td><td>+23,02%</td></tr>
<tr><td>Utile base per azione (RMB)</td><td>0,65</td><td>0,55</td><td>+18,18%</td></tr>
<tr><td>Spese di ricerca e sviluppo in percentuale dei ricavi</td><td>7,50%</td><td>7,30%</td><td>+0,20 punti percentuali</td></tr>
</tbody>
</table>
<h2>Andamento della gestione</h2>
<p>Nel periodo di riferimento la Società ha acquisito nuovi ordini per circa 3632 milioni di RMB, in aumento del 10,73% su base annua; al 31 dicembre 2025 il portafoglio ordini ammontava a circa 4215 milioni di RMB, in aumento dell'11,80%. Per area di attività, i sistemi di logistica di magazzino intelligente hanno generato ricavi per 1912,3 milioni di RMB, i sistemi di intralogistica per la fabbrica intelligente per 798,6 milioni di RMB e i servizi software e di assistenza per 475,5 milioni di RMB; i ricavi esteri sono stati pari a 412,7 milioni di RMB, il 12,95% del totale. Il margine lordo complessivo si è attestato al 29,4%, in aumento di 0,7 punti percentuali rispetto all'esercizio precedente.</p>
<p>Le spese di ricerca e sviluppo dell'esercizio sono state pari a 239,0 milioni di RMB, in aumento del 17,33%. A fine esercizio la Società contava 2612 dipendenti, di cui 786 addetti alla ricerca e sviluppo.</p>
<h2>Proposta di distribuzione dell'utile</h2>
<p>Sulla base di un capitale sociale complessivo di 412.800.000 azioni, la Società propone di distribuire a tutti gli azionisti un dividendo in contanti di 2,00 RMB (al lordo delle imposte) ogni 10 azioni, per un totale di 82,56 milioni di RMB, pari al 30,75% dell'utile netto 2025 attribuibile agli azionisti della Società; non saranno assegnate azioni gratuite né effettuati aumenti di capitale mediante conversione della riserva di capitale. La proposta è soggetta all'approvazione dell'assemblea annuale degli azionisti 2025.</p>`,
  },
  {
    of: { kind: 'investor', enTitle: 'Notice of the 2025 Annual General Meeting' },
    language: 'it',
    title: "Avviso di convocazione dell'assemblea annuale degli azionisti 2025",
    summary:
      "La Società terrà l'assemblea annuale degli azionisti 2025 il 13 maggio 2026, con voto in presenza e voto online; la data di registrazione è il 7 maggio 2026.",
    body: `<p>La Società e tutti i membri del Consiglio di Amministrazione garantiscono che le informazioni comunicate sono veritiere, accurate e complete e non contengono dichiarazioni false, affermazioni fuorvianti od omissioni rilevanti.</p>
<p>Come deliberato nella dodicesima riunione del quinto Consiglio di Amministrazione, la Società ha deciso di convocare l'assemblea annuale degli azionisti 2025. Si comunicano di seguito le relative informazioni.</p>
<h2>Informazioni sull'assemblea</h2>
<ul>
<li>assemblea in presenza: mercoledì 13 maggio 2026, ore 14:30;</li>
<li>voto online: tramite il sistema di negoziazione della Borsa di Shenzhen il 13 maggio 2026 dalle 9:15 alle 9:25, dalle 9:30 alle 11:30 e dalle 13:00 alle 15:00; tramite il sistema di voto via internet in qualsiasi momento tra le 9:15 e le 15:00 dello stesso giorno;</li>
<li>luogo dell'assemblea in presenza: sala riunioni al piano terra della sede centrale di Starbridge, distretto di Nanshan, Shenzhen;</li>
<li>data di registrazione: 7 maggio 2026. Tutti gli azionisti iscritti nel registro alla chiusura delle negoziazioni di tale giorno hanno diritto di partecipare all'assemblea e possono delegare per iscritto un rappresentante a intervenire e votare.</li>
</ul>
<h2>Ordine del giorno</h2>
<table>
<thead><tr><th>N.</th><th>Proposta</th></tr></thead>
<tbody>
<tr><td>1</td><td>Relazione del Consiglio di Amministrazione sull'attività 2025</td></tr>
<tr><td>2</td><td>Relazione annuale 2025 e relativa sintesi</td></tr>
<tr><td>3</td><td>Relazione sul bilancio consuntivo 2025</td></tr>
<tr><td>4</td><td>Proposta di distribuzione dell'utile 2025</td></tr>
<tr><td>5</td><td>Proposta di conferma dell'incarico alla società di revisione per il 2026</td></tr>
<tr><td>6</td><td>Proposta sul piano di remunerazione degli amministratori e dell'alta dirigenza per il 2026</td></tr>
<tr><td>7</td><td>Proposta di richiesta di linee di credito bancarie complessive</td></tr>
</tbody>
</table>
<p>Gli amministratori indipendenti presenteranno all'assemblea le proprie relazioni sull'attività svolta nel 2025. Per le proposte da 4 a 6, i voti dei piccoli e medi investitori saranno conteggiati e comunicati separatamente.</p>
<h2>Registrazione</h2>
<p>La registrazione si svolge l'11 maggio 2026 dalle 9:00 alle 17:00; gli azionisti possono registrarsi di persona oppure per lettera o per e-mail. Ufficio di riferimento: Segreteria del Consiglio di Amministrazione, telefono +86 755 8888 0532. L'assemblea durerà mezza giornata; le spese di viaggio e di soggiorno sono a carico dei partecipanti.</p>`,
  },
  {
    of: { kind: 'investor', enTitle: '2026 First Quarter Report' },
    language: 'it',
    title: 'Relazione sul primo trimestre 2026',
    summary:
      'Nel primo trimestre 2026 la Società ha realizzato ricavi per 612,8 milioni di RMB, in aumento del 16,30% su base annua, e un utile netto attribuibile agli azionisti della Società di 38,6 milioni di RMB, in aumento del 21,38%.',
    body: `<p>La Società e tutti i membri del Consiglio di Amministrazione garantiscono che le informazioni comunicate sono veritiere, accurate e complete e non contengono dichiarazioni false, affermazioni fuorvianti od omissioni rilevanti.</p>
<p>La relazione sul primo trimestre non è stata sottoposta a revisione contabile. Di seguito se ne riporta una sintesi; per i dettagli si rimanda al testo integrale della relazione, pubblicato nella stessa data.</p>
<h2>Principali dati contabili e indicatori finanziari</h2>
<table>
<thead><tr><th>Voce</th><th>1° trimestre 2026</th><th>1° trimestre 2025</th><th>Variazione annua</th></tr></thead>
<tbody>
<tr><td>Ricavi (milioni di RMB)</td><td>612,8</td><td>526,9</td><td>+16,30%</td></tr>
<tr><td>Utile netto attribuibile agli azionisti della Società (milioni di RMB)</td><td>38,6</td><td>31,8</td><td>+21,38%</td></tr>
<tr><td>Utile netto escluse le componenti non ricorrenti (milioni di RMB)</td><td>33,9</td><td>27,4</td><td>+23,72%</td></tr>
<tr><td>Flusso di cassa netto dalle attività operative (milioni di RMB)</td><td>-86,4</td><td>-102,7</td><td>n.a.</td></tr>
<tr><td>Utile base per azione (RMB)</td><td>0,09</td><td>0,08</td><td>+12,50%</td></tr>
<tr><td>Spese di ricerca e sviluppo in percentuale dei ricavi</td><td>8,50%</td><td>8,20%</td><td>+0,30 punti percentuali</td></tr>
</tbody>
</table>
<h2>Commento sull'andamento della gestione</h2>
<p>Nel periodo di riferimento la crescita dei ricavi è dovuta principalmente alla progressiva consegna e al collaudo dei progetti in portafoglio alla fine dell'esercizio precedente, con un contributo significativo dei progetti nei settori delle nuove energie e della catena del freddo farmaceutica. Le spese di ricerca e sviluppo sono state pari a 52,1 milioni di RMB, in aumento del 20,60%, e sono state destinate principalmente allo sviluppo del nuovo sistema di gestione della flotta e della piattaforma di gemello digitale.</p>
<p>Il flusso di cassa netto dalle attività operative è stato negativo per effetto di fattori stagionali, in particolare la concentrazione nel primo trimestre dei pagamenti ai fornitori e la corresponsione dei premi annuali ai dipendenti relativi all'esercizio precedente, ma è migliorato rispetto allo stesso periodo dell'anno precedente.</p>
<p>Al 31 marzo 2026 il portafoglio ordini ammontava a circa 4468 milioni di RMB; il totale attivo era pari a 6915,2 milioni di RMB e il patrimonio netto attribuibile agli azionisti della Società a 2651,4 milioni di RMB.</p>`,
  },
  {
    of: {
      kind: 'investor',
      enTitle: 'Announcement on the Resolutions of the 2025 Annual General Meeting',
    },
    language: 'it',
    title: "Comunicato sulle delibere dell'assemblea annuale degli azionisti 2025",
    summary:
      "L'assemblea annuale degli azionisti 2025 si è tenuta il 13 maggio 2026: tutte le sette proposte all'ordine del giorno sono state approvate e nessuna è stata respinta.",
    body: `<p>La Società e tutti i membri del Consiglio di Amministrazione garantiscono che le informazioni comunicate sono veritiere, accurate e complete e non contengono dichiarazioni false, affermazioni fuorvianti od omissioni rilevanti.</p>
<h2>Avvertenze</h2>
<ul>
<li>nessuna proposta è stata respinta dall'assemblea;</li>
<li>l'assemblea non ha modificato delibere approvate da precedenti assemblee.</li>
</ul>
<h2>Convocazione e partecipazione</h2>
<p>L'assemblea si è tenuta il 13 maggio 2026 alle 14:30 nella sala riunioni della sede centrale della Società, con voto in presenza e voto online; è stata convocata dal Consiglio di Amministrazione e presieduta dal Presidente. Hanno partecipato complessivamente 41 azionisti e rappresentanti di azionisti, titolari di 186.420.315 azioni con diritto di voto, pari al 45,16% del totale delle azioni con diritto di voto della Società; di questi, 33 erano piccoli e medi investitori, titolari di 12.384.602 azioni, pari al 3,00% del totale delle azioni con diritto di voto. Alcuni amministratori e dirigenti della Società e gli avvocati incaricati di attestare lo svolgimento dell'assemblea hanno partecipato o assistito ai lavori.</p>
<h2>Esito delle votazioni</h2>
<table>
<thead><tr><th>Proposta</th><th>Favorevoli</th><th>Contrari</th><th>Astenuti</th></tr></thead>
<tbody>
<tr><td>1. Relazione del Consiglio di Amministrazione sull'attività 2025</td><td>99,91%</td><td>0,07%</td><td>0,02%</td></tr>
<tr><td>2. Relazione annuale 2025 e relativa sintesi</td><td>99,91%</td><td>0,07%</td><td>0,02%</td></tr>
<tr><td>3. Relazione sul bilancio consuntivo 2025</td><td>99,90%</td><td>0,08%</td><td>0,02%</td></tr>
<tr><td>4. Proposta di distribuzione dell'utile 2025</td><td>99,86%</td><td>0,12%</td><td>0,02%</td></tr>
<tr><td>5. Conferma dell'incarico alla società di revisione per il 2026</td><td>99,88%</td><td>0,10%</td><td>0,02%</td></tr>
<tr><td>6. Piano di remunerazione degli amministratori e dell'alta dirigenza per il 2026</td><td>99,52%</td><td>0,41%</td><td>0,07%</td></tr>
<tr><td>7. Richiesta di linee di credito bancarie complessive</td><td>99,89%</td><td>0,09%</td><td>0,02%</td></tr>
</tbody>
</table>
<p>Le percentuali sono calcolate sul totale delle azioni con diritto di voto rappresentate in assemblea. Tutte le proposte erano soggette a deliberazione ordinaria e sono state approvate con la maggioranza assoluta dei voti validi spettanti agli azionisti presenti.</p>
<h2>Parere legale</h2>
<p>Secondo gli avvocati incaricati, le procedure di convocazione e di svolgimento dell'assemblea, i requisiti dei partecipanti e del soggetto convocante, nonché la procedura di voto e i relativi risultati sono conformi alla Legge sulle società, alle Regole sulle assemblee degli azionisti delle società quotate e alle altre disposizioni di legge e regolamentari applicabili, nonché allo Statuto della Società; i risultati delle votazioni sono legittimi e validi.</p>`,
  },
  {
    of: {
      kind: 'investor',
      enTitle: 'Announcement on the Implementation of the 2025 Profit Distribution',
    },
    language: 'it',
    title: "Comunicato sull'attuazione della distribuzione dell'utile 2025",
    summary:
      'Sulla base di un capitale sociale complessivo di 412.800.000 azioni, la Società distribuirà a tutti gli azionisti un dividendo in contanti di 2,00 RMB (al lordo delle imposte) ogni 10 azioni; la data di registrazione è il 18 giugno 2026 e la data di stacco del dividendo il 19 giugno 2026.',
    body: `<p>La Società e tutti i membri del Consiglio di Amministrazione garantiscono che le informazioni comunicate sono veritiere, accurate e complete e non contengono dichiarazioni false, affermazioni fuorvianti od omissioni rilevanti.</p>
<h2>Approvazione del piano di distribuzione da parte dell'assemblea</h2>
<p>Il piano di distribuzione dell'utile 2025 è stato approvato dall'assemblea annuale degli azionisti 2025 tenutasi il 13 maggio 2026. Dalla pubblicazione del piano alla sua attuazione il capitale sociale complessivo della Società non ha subito variazioni. Il piano attuato è identico a quello approvato dall'assemblea, e la sua attuazione avviene entro due mesi dall'approvazione.</p>
<h2>Il piano di distribuzione</h2>
<p>Sulla base dell'attuale capitale sociale complessivo di 412.800.000 azioni, la Società distribuirà a tutti gli azionisti un dividendo in contanti di 2,00 RMB (al lordo delle imposte) ogni 10 azioni, per un totale di 82.560.000 RMB; non saranno assegnate azioni gratuite né effettuati aumenti di capitale mediante conversione della riserva di capitale.</p>
<p>Al netto delle imposte, gli investitori QFII e RQFII, nonché le persone fisiche e i fondi di investimento in valori mobiliari titolari di azioni soggette a vincolo emesse prima dell'offerta pubblica iniziale, riceveranno 1,80 RMB ogni 10 azioni. Per le persone fisiche titolari di azioni liberamente negoziabili, l'imposta sui dividendi si applica con aliquote differenziate in base al periodo di detenzione: il dividendo viene inizialmente pagato in ragione di 2,00 RMB ogni 10 azioni, e l'imposta dovuta viene calcolata al momento della cessione delle azioni.</p>
<h2>Data di registrazione e data di stacco</h2>
<table>
<thead><tr><th>Evento</th><th>Data</th></tr></thead>
<tbody>
<tr><td>Data di registrazione</td><td>18 giugno 2026</td></tr>
<tr><td>Data di stacco del dividendo</td><td>19 giugno 2026</td></tr>
<tr><td>Data di accredito del dividendo in contanti</td><td>19 giugno 2026</td></tr>
</tbody>
</table>
<h2>Beneficiari e modalità di pagamento</h2>
<p>Il dividendo spetta a tutti gli azionisti della Società iscritti presso la filiale di Shenzhen della China Securities Depository and Clearing Corporation alla chiusura delle negoziazioni della Borsa di Shenzhen del 18 giugno 2026. Alla data di stacco il dividendo in contanti sarà accreditato direttamente sui conti degli azionisti tramite le società di intermediazione depositarie o gli altri depositari.</p>
<p>Informazioni: Segreteria del Consiglio di Amministrazione, telefono +86 755 8888 0532.</p>`,
  },
  {
    of: { kind: 'investor', enTitle: '2026 Half-Year Report' },
    language: 'it',
    title: 'Relazione semestrale 2026',
    summary:
      'Nel primo semestre 2026 la Società ha realizzato ricavi per 1486,3 milioni di RMB, in aumento del 15,80% su base annua, e un utile netto attribuibile agli azionisti della Società di 121,7 milioni di RMB, in aumento del 18,85%.',
    body: `<p>La Società e tutti i membri del Consiglio di Amministrazione garantiscono che le informazioni comunicate sono veritiere, accurate e complete e non contengono dichiarazioni false, affermazioni fuorvianti od omissioni rilevanti.</p>
<p>La presente sintesi è tratta dal testo integrale della relazione semestrale. Per una comprensione completa dei risultati, della situazione finanziaria e dei piani di sviluppo della Società, gli investitori sono invitati a leggere attentamente il testo integrale della relazione semestrale sui mezzi di informazione designati dalla China Securities Regulatory Commission (CSRC). Il bilancio semestrale non è stato sottoposto a revisione contabile. Per il semestre la Società non prevede di distribuire dividendi in contanti, assegnare azioni gratuite né convertire riserve in capitale sociale.</p>
<h2>Principali dati contabili e indicatori finanziari</h2>
<table>
<thead><tr><th>Voce</th><th>1° semestre 2026</th><th>1° semestre 2025</th><th>Variazione annua</th></tr></thead>
<tbody>
<tr><td>Ricavi (milioni di RMB)</td><td>1486,3</td><td>1283,5</td><td>+15,80%</td></tr>
<tr><td>Utile netto attribuibile agli azionisti della Società (milioni di RMB)</td><td>121,7</td><td>102,4</td><td>+18,85%</td></tr>
<tr><td>Utile netto escluse le componenti non ricorrenti (milioni di RMB)</td><td>108,2</td><td>89,8</td><td>+20,49%</td></tr>
<tr><td>Flusso di cassa netto dalle attività operative (milioni di RMB)</td><td>45,3</td><td>21,6</td><td>+109,72%</td></tr>
<tr><td>Utile base per azione (RMB)</td><td>0,29</td><td>0,25</td><td>+16,00%</td></tr>
<tr><td>Spese di ricerca e sviluppo in percentuale dei ricavi</td><td>8,00%</td><td>7,80%</td><td>+0,20 punti percentuali</td></tr>
</tbody>
</table>
<h2>Andamento della gestione</h2>
<p>Nel periodo di riferimento la Società ha acquisito nuovi ordini per circa 2003 milioni di RMB; al 30 giugno 2026 il portafoglio ordini ammontava a circa 4732 milioni di RMB, in aumento del 12,27% rispetto all'inizio dell'anno. Per area di attività, i sistemi di logistica di magazzino intelligente hanno generato ricavi per 872,4 milioni di RMB, i sistemi di intralogistica per la fabbrica intelligente per 398,7 milioni di RMB e i servizi software e di assistenza per 215,2 milioni di RMB. Il margine lordo complessivo si è attestato al 28,9%, in aumento di 0,4 punti percentuali rispetto allo stesso periodo dell'anno precedente.</p>
<p>Nel semestre le spese di ricerca e sviluppo sono state pari a 118,9 milioni di RMB, in aumento del 18,78%, e sono stati rilasciati Fleet Scheduler 4.0 e Digital Twin Studio 3.0. Nel periodo la Società ha completato la distribuzione dell'utile 2025, pagando dividendi in contanti per 82,56 milioni di RMB. A fine periodo il totale attivo era pari a 7104,6 milioni di RMB, il patrimonio netto attribuibile agli azionisti della Società a 2651,9 milioni di RMB e i dipendenti erano 2648.</p>`,
  },
  {
    of: {
      kind: 'investor',
      enTitle: 'Announcement on the Signing of a Major Contract in the Ordinary Course of Business',
    },
    language: 'it',
    title:
      "Comunicato sulla sottoscrizione di un contratto rilevante nell'ambito dell'attività ordinaria",
    summary:
      'La Società ha sottoscritto con Lanchuan Tecnologie Nuove Energie Co., Ltd. un contratto per un sistema di logistica di magazzino intelligente per batterie al litio del valore di 486,2 milioni di RMB (imposte incluse), pari a circa il 15,26% dei ricavi 2025 sottoposti a revisione.',
    body: `<p>La Società e tutti i membri del Consiglio di Amministrazione garantiscono che le informazioni comunicate sono veritiere, accurate e complete e non contengono dichiarazioni false, affermazioni fuorvianti od omissioni rilevanti.</p>
<h2>Sintesi della sottoscrizione</h2>
<p>La Società ha recentemente sottoscritto con Lanchuan Tecnologie Nuove Energie Co., Ltd. (di seguito «Lanchuan») il «Contratto di acquisto del sistema di logistica di magazzino intelligente per la seconda fase del polo produttivo di batterie di trazione». Il contratto rientra nell'attività operativa ordinaria della Società e non richiede l'approvazione del Consiglio di Amministrazione né dell'assemblea degli azionisti.</p>
<h2>Principali termini del contratto</h2>
<table>
<thead><tr><th>Voce</th><th>Contenuto</th></tr></thead>
<tbody>
<tr><td>Valore del contratto</td><td>486,2 milioni di RMB (imposte incluse)</td></tr>
<tr><td>Incidenza sui ricavi 2025 sottoposti a revisione</td><td>15,26%</td></tr>
<tr><td>Oggetto</td><td>Magazzini automatici per celle e moduli, sistema logistico AGV, software WMS/WCS, installazione e messa in servizio</td></tr>
<tr><td>Durata</td><td>Consegna entro circa 14 mesi dall'entrata in vigore del contratto; dal collaudo finale decorre il periodo di garanzia</td></tr>
<tr><td>Modalità di pagamento</td><td>A rate: anticipo, pagamento alla consegna, pagamento al collaudo e ritenuta a garanzia</td></tr>
</tbody>
</table>
<h2>La controparte</h2>
<p>Lanchuan si occupa principalmente di ricerca e sviluppo, produzione e vendita di batterie di trazione e di batterie per l'accumulo di energia, e dispone di una buona capacità di adempimento. Tra la Società e Lanchuan non sussistono rapporti di correlazione. Negli ultimi tre esercizi le operazioni tra la Società e Lanchuan sono ammontate complessivamente a 63,8 milioni di RMB.</p>
<h2>Effetti sulla Società</h2>
<p>La sottoscrizione del contratto consolida la posizione di mercato della Società nel settore delle nuove energie. Se regolarmente eseguito, il contratto dovrebbe avere effetti positivi sui risultati futuri; i ricavi saranno rilevati in base all'avanzamento dei collaudi del progetto, prevalentemente nell'esercizio 2027. L'esecuzione del contratto non pregiudica l'indipendenza dell'attività della Società.</p>
<h2>Avvertenza sui rischi</h2>
<p>Nel corso dell'esecuzione il contratto potrebbe risentire di modifiche ai tempi di realizzazione del progetto del cliente, di oscillazioni dei prezzi delle materie prime e di cause di forza maggiore, con il rischio che non venga eseguito nei tempi previsti o integralmente. Si invitano gli investitori a prestare attenzione ai rischi di investimento.</p>`,
  },
  {
    of: { kind: 'investor', enTitle: '2026 Third Quarter Report' },
    language: 'it',
    title: 'Relazione sul terzo trimestre 2026',
    summary:
      'Nei primi nove mesi del 2026 la Società ha realizzato ricavi per 2298,9 milioni di RMB, in aumento del 15,12% su base annua, e un utile netto attribuibile agli azionisti della Società di 194,1 milioni di RMB, in aumento del 17,49%.',
    body: `<p>La Società e tutti i membri del Consiglio di Amministrazione garantiscono che le informazioni comunicate sono veritiere, accurate e complete e non contengono dichiarazioni false, affermazioni fuorvianti od omissioni rilevanti.</p>
<p>La relazione sul terzo trimestre non è stata sottoposta a revisione contabile. Di seguito se ne riporta una sintesi; per i dettagli si rimanda al testo integrale della relazione, pubblicato nella stessa data.</p>
<h2>Principali dati contabili e indicatori finanziari</h2>
<table>
<thead><tr><th>Voce</th><th>3° trimestre 2026</th><th>Variazione annua</th><th>Gennaio–settembre 2026</th><th>Variazione annua</th></tr></thead>
<tbody>
<tr><td>Ricavi (milioni di RMB)</td><td>812,6</td><td>+13,91%</td><td>2298,9</td><td>+15,12%</td></tr>
<tr><td>Utile netto attribuibile agli azionisti della Società (milioni di RMB)</td><td>72,4</td><td>+15,29%</td><td>194,1</td><td>+17,49%</td></tr>
<tr><td>Utile netto escluse le componenti non ricorrenti (milioni di RMB)</td><td>65,3</td><td>+14,76%</td><td>173,5</td><td>+18,27%</td></tr>
<tr><td>Utile base per azione (RMB)</td><td>0,18</td><td>+20,00%</td><td>0,47</td><td>+17,50%</td></tr>
<tr><td>Spese di ricerca e sviluppo in percentuale dei ricavi</td><td>7,68%</td><td>n.a.</td><td>7,89%</td><td>n.a.</td></tr>
</tbody>
</table>
<h2>Commento sull'andamento della gestione</h2>
<p>Nel terzo trimestre ricavi e utili della Società hanno continuato a crescere in modo stabile, e la quota dei ricavi derivante dalle nuove energie, dalla catena del freddo farmaceutica e dagli interventi di ammodernamento è ulteriormente aumentata. Nei primi nove mesi le spese di ricerca e sviluppo sono state pari a 181,3 milioni di RMB; il flusso di cassa netto dalle attività operative è stato di 128,7 milioni di RMB, in aumento del 33,51% su base annua, principalmente per l'aumento degli incassi legati ai collaudi dei progetti.</p>
<p>Nel periodo di riferimento la Società ha sottoscritto con Lanchuan Tecnologie Nuove Energie Co., Ltd. un contratto per un sistema di logistica di magazzino intelligente del valore di 486,2 milioni di RMB (imposte incluse). Al 30 settembre 2026 il portafoglio ordini ammontava a circa 4905 milioni di RMB, in aumento del 16,37% rispetto all'inizio dell'anno; il totale attivo era pari a 7268,3 milioni di RMB e il patrimonio netto attribuibile agli azionisti della Società a 2724,3 milioni di RMB.</p>`,
  },
]
