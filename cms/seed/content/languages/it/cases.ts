import type { ExtraVersion } from '../../more-languages'

/** Case studies in it: each names its seed story by its kind and exact English title. */
export const cases: ExtraVersion[] = [
  {
    of: {
      kind: 'case',
      enTitle: 'Two high-speed carton sorting lines for a regional tobacco distribution centre',
    },
    language: 'it',
    customer: 'Centro Logistico Tabacchi Hengyuan',
    title:
      'Due linee ad alta velocità per lo smistamento delle stecche: un solo centro per 21.000 rivenditori',
    summary:
      'Il Centro Logistico Tabacchi Hengyuan ha sostituito il prelievo manuale con due linee automatiche di smistamento delle stecche, rifornite da un magazzino automatico da 4800 posti pallet: oggi gli ordini del giorno si evadono in un solo turno.',
    body: `<h2>La sfida</h2>
<p>Il Centro Logistico Tabacchi Hengyuan rifornisce di sigarette circa 21.000 rivenditori in quattro distretti. I rivenditori ordinano una volta alla settimana, in media appena 18 stecche ciascuno, ma gli articoli a catalogo sono più di 400. Prima del progetto tutto il prelievo avveniva a mano davanti a scaffalature a gravità: servivano due turni, gli errori non erano rari e i reclami dei rivenditori continui. Nello stesso tempo il centro doveva assorbire una crescita di circa il 30% del numero di articoli senza ampliare l'edificio.</p>
<h2>La soluzione</h2>
<p>Abbiamo progettato un flusso in tre fasi: stoccaggio nel magazzino automatico, depallettizzazione e apertura automatica dei colli, smistamento e consolidamento. I colli interi, da 50 stecche ciascuno, sono stoccati nel magazzino automatico; un robot li depallettizza, una stazione li apre e le stecche alimentano i sorter a canali inclinati. Gli articoli ad alta rotazione escono dai canali automatici, quelli a bassa rotazione vengono completati in una zona pick-to-light. I due flussi confluiscono, rivenditore per rivenditore, sul trasportatore degli ordini, prima di filmatura, etichettatura e inscatolamento.</p>
<ul>
<li>4 trasloelevatori monocolonna, portata nominale 800 kg, 4800 posti pallet</li>
<li>Robot di depallettizzazione e stazione automatica di apertura colli, 600 colli/ora</li>
<li>2 linee di smistamento a canali inclinati con 96 canali ciascuna, capacità nominale 22.000 stecche/ora per linea</li>
<li>Zona pick-to-light con 240 posizioni di prelievo per gli articoli a bassa rotazione</li>
<li>Filmatrici ed etichettatrici che stampano il codice a barre di consegna di ogni rivenditore</li>
<li>StarWCS Control, collegato al sistema di gestione degli ordini del cliente</li>
</ul>
<h2>I risultati</h2>
<table>
<thead><tr><th>Indicatore</th><th>Prima</th><th>Dopo</th></tr></thead>
<tbody>
<tr><td>Capacità di smistamento (stecche/ora)</td><td>7500</td><td>40.000 (due linee)</td></tr>
<tr><td>Accuratezza degli ordini</td><td>99,95%</td><td>99,998%</td></tr>
<tr><td>Addetti per turno</td><td>46</td><td>14</td></tr>
<tr><td>Tempo di evasione degli ordini giornalieri</td><td>14,5 h</td><td>6 h</td></tr>
</tbody>
</table>
<p>Oggi gli ordini del giorno si completano in un solo turno e il pomeriggio resta libero per il rifornimento e la manutenzione. Circa il 35% dei canali è tenuto di riserva: i nuovi articoli si aggiungono riassegnando i canali nel sistema, senza modificare le linee.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'A 42-metre high-bay warehouse for ageing tobacco leaf' },
    language: 'it',
    customer: 'Manifattura Tabacchi Qinglan',
    title:
      'Un magazzino automatico alto 42 metri per tenere sotto controllo tutta la stagionatura del tabacco',
    summary:
      'La Manifattura Tabacchi Qinglan ha riunito nove magazzini tradizionali in un unico magazzino automatico climatizzato alto 42 metri: 14 trasloelevatori gestiscono 26.880 posti pallet e il tabacco resta tracciabile per lotto e per grado lungo una stagionatura che dura fino a 30 mesi.',
    body: `<h2>La sfida</h2>
<p>Dopo la riessiccazione, il tabacco in strisce deve stagionare da 18 a 30 mesi prima di entrare nelle miscele. Qinglan lo conservava in nove magazzini a terra distribuiti su due stabilimenti, con le casse impilate su quattro livelli. Rivoltare periodicamente le cataste per i controlli richiedeva molta manodopera, e tra un edificio e l'altro temperatura e umidità differivano di diversi gradi; quando l'ufficio miscele aveva urgente bisogno di un determinato grado, per estrarlo dalle cataste potevano servire uno o due giorni.</p>
<h2>La soluzione</h2>
<p>All'interno dello stabilimento abbiamo realizzato un magazzino automatico autoportante alto 42 metri, nel quale è stato concentrato tutto il tabacco. Ogni pallet porta due casse di tabacco in strisce, per circa 420 kg lordi. La temperatura è mantenuta tra 20 e 28 °C e l'umidità relativa tra il 55% e il 65%; 96 sensori di temperatura e umidità rilevano i valori in tempo reale e comandano l'impianto di climatizzazione. StarOS WMS gestisce il ciclo di stagionatura per grado e data di ingresso e segnala automaticamente i lotti giunti a scadenza; ogni 90 giorni il sistema porta da solo le casse campione alla stazione di controllo, e nessuno deve più rivoltare le cataste.</p>
<ul>
<li>14 trasloelevatori bicolonna, altezza di sollevamento 40,5 m, portata nominale 1000 kg, velocità di traslazione 240 m/min, precisione di posizionamento ±3 mm</li>
<li>Struttura autoportante con 26.880 posti pallet</li>
<li>Anello di trasportatori in ingresso e in uscita con pesatura, controllo sagoma e stazione di campionamento automatico</li>
<li>96 sensori di temperatura e umidità collegati all'impianto di climatizzazione</li>
<li>StarOS WMS Cloud: monitoraggio del ciclo di stagionatura, uscite per grado e per lotto</li>
<li>Digital Twin Studio: vista 3D dello stato di stagionatura delle scorte e del funzionamento delle macchine</li>
</ul>
<h2>I risultati</h2>
<table>
<thead><tr><th>Indicatore</th><th>Prima</th><th>Dopo</th></tr></thead>
<tbody>
<tr><td>Superficie occupata dallo stoccaggio</td><td>38.000 m²</td><td>9600 m²</td></tr>
<tr><td>Tempo per mettere a disposizione un grado richiesto</td><td>1–2 giorni</td><td>18 minuti</td></tr>
<tr><td>Oscillazione della temperatura in magazzino</td><td>±5 °C</td><td>±1,5 °C</td></tr>
<tr><td>Addetti al magazzino</td><td>62</td><td>17</td></tr>
</tbody>
</table>
<p>I magazzini a terra liberati sono diventati il deposito dei materiali ausiliari. I responsabili delle miscele programmano ora l'alimentazione in base alla durata effettiva della stagionatura di ciascun lotto, non più su stime empiriche, e la qualità delle miscele è nettamente più costante.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Thirty AGVs feeding auxiliary materials to 36 maker-packer units',
    },
    language: 'it',
    customer: 'Manifattura Tabacchi Ruifeng',
    title: '30 AGV riforniscono automaticamente di materiali ausiliari 36 gruppi maker-packer',
    summary:
      'Trenta AGV consegnano cartina, filtri e materiali di confezionamento a 36 gruppi maker-packer. Installazione e messa in servizio si sono concluse nei 16 giorni di fermo per il Capodanno cinese, senza alcuna perdita di produzione.',
    body: `<h2>La sfida</h2>
<p>I materiali ausiliari della Manifattura Tabacchi Ruifeng – cartina, carta per bocchino, filtri, carta stampata per gli astucci, film – venivano portati da 22 carrelli elevatori con conducente da un magazzino a scaffalature tradizionali ai 36 gruppi maker-packer del reparto produttivo. I carrellisti prelevavano seguendo liste cartacee in corsie strette, e bastava una bobina di carta per bocchino in ritardo per fermare una macchina. Lo stabilimento voleva automatizzare, ma non poteva fermare la produzione per farlo: l'intera installazione doveva rientrare nei 16 giorni di fermo per manutenzione del Capodanno cinese.</p>
<h2>La soluzione</h2>
<p>Abbiamo mantenuto le scaffalature e l'edificio esistenti, aggiungendo l'automazione per livelli successivi. Gli AGV a forche movimentano i pallet interi di materiali tra magazzino e macchine, mentre gli AGV a sollevamento sottoscocca trasportano i carrelli dei filtri e i materiali di piccolo formato. Il MES trasmette in tempo reale i consumi di ogni macchina, il sistema genera automaticamente le missioni di rifornimento e nel viaggio di ritorno i veicoli raccolgono pallet vuoti e anime delle bobine. Per garantire il passaggio al nuovo sistema durante la pausa festiva, mappatura, simulazione dei percorsi e collaudo della gestione della flotta sono stati completati in anticipo, nei turni di notte delle settimane precedenti.</p>
<ul>
<li>18 AGV a forche, portata nominale 1500 kg, altezza di sollevamento 3 m, navigazione laser SLAM, precisione di posizionamento ±10 mm</li>
<li>12 AGV a sollevamento sottoscocca, portata nominale 600 kg, per i carrelli dei filtri e i materiali di piccolo formato</li>
<li>4 porte tagliafuoco automatiche e 2 montacarichi integrati nel sistema di controllo degli AGV</li>
<li>Fleet Scheduler, che gestisce 30 veicoli in traffico misto con le persone</li>
<li>StarWCS Control collegato al MES dello stabilimento, con chiamata automatica del materiale da ogni macchina</li>
<li>Verifica dei codici a barre a bordo macchina, per escludere il carico di materiali errati</li>
</ul>
<h2>I risultati</h2>
<table>
<thead><tr><th>Indicatore</th><th>Prima</th><th>Dopo</th></tr></thead>
<tbody>
<tr><td>Fermi macchina dovuti ai materiali (al mese)</td><td>27</td><td>2</td></tr>
<tr><td>Carrellisti per turno</td><td>22</td><td>4 (solo gestione delle anomalie)</td></tr>
<tr><td>Tempo di consegna dalla chiamata</td><td>25 minuti</td><td>9 minuti</td></tr>
<tr><td>Errori di materiale (all'anno)</td><td>11</td><td>0</td></tr>
</tbody>
</table>
<p>Installazione e passaggio al nuovo sistema si sono conclusi entro i 16 giorni di fermo e le macchine sono ripartite come previsto. Una seconda fase estenderà la stessa flotta e lo stesso sistema di gestione al reparto di imballaggio.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'Automated electrode roll handling for a 20 GWh cell plant' },
    language: 'it',
    customer: 'Hanrui Batterie di Trazione',
    title:
      'Movimentazione automatica delle bobine di elettrodo lungo tutto il processo in una fabbrica di celle da 20 GWh',
    summary:
      'Ventisei AGV per bobine, coordinati con un buffer servito da trasloelevatori, trasferiscono bobine di elettrodo da 1,1 t tra spalmatura, calandratura e taglio, con una precisione di aggancio di ±1 mm e tracciabilità RFID completa.',
    body: `<h2>La sfida</h2>
<p>In una fabbrica di celle agli ioni di litio le bobine di elettrodo passano più volte tra spalmatura, calandratura, taglio longitudinale e avvolgimento. Nel nuovo stabilimento da 20 GWh di Hanrui le bobine madri pesano fino a 1100 kg e sono larghe 1400 mm: un solo urto o una sola particella estranea può mandare allo scarto una bobina del valore di decine di migliaia di yuan. Con carrelli manuali e paranchi la movimentazione era lenta, il personale entrava e usciva di continuo dalle camere secche ed era difficile mantenere sempre abbinata la registrazione di processo di ogni bobina alla bobina stessa. Nei reparti elettrodi, inoltre, rame e zinco non possono restare esposti, un vincolo in più nella scelta dei materiali delle macchine.</p>
<h2>La soluzione</h2>
<p>Abbiamo fornito una flotta di AGV per bobine: il loro gruppo di sollevamento si aggancia direttamente all'albero espandibile e consegna la bobina allo svolgitore della macchina senza intervento dell'operatore. Tra calandratura e taglio, un buffer servito da trasloelevatori disaccoppia i ritmi dei due processi. Ogni bobina porta un tag RFID letto a ogni passaggio di consegna, così il MES conosce in ogni momento la posizione e la storia di processo di ciascuna bobina.</p>
<ul>
<li>26 AGV per bobine con sollevatore ad aggancio sull'albero espandibile, portata nominale 1200 kg, navigazione laser SLAM con posizionamento fine su codici QR, precisione di aggancio ±1 mm</li>
<li>Costruzione priva di rame e zinco e ruote in poliuretano, adatte a camere secche con punto di rugiada di -45 °C</li>
<li>Buffer per bobine con 2 trasloelevatori e 640 ubicazioni</li>
<li>Interfacce con porte automatiche e bussole di compensazione tra zone a diversa umidità</li>
<li>Fleet Scheduler collegato al MES dello stabilimento, con i dati di processo registrati per ogni bobina</li>
<li>Digital Twin Studio con le scorte di bobine per fase di processo e tempo di riposo</li>
</ul>
<h2>I risultati</h2>
<table>
<thead><tr><th>Indicatore</th><th>Obiettivo di progetto</th><th>Valore misurato</th></tr></thead>
<tbody>
<tr><td>Movimentazioni di picco (bobine/ora)</td><td>180</td><td>205</td></tr>
<tr><td>Precisione di aggancio</td><td>±2 mm</td><td>±0,8 mm</td></tr>
<tr><td>Bobine danneggiate nella movimentazione</td><td>≤0,05%</td><td>0,01%</td></tr>
<tr><td>Disponibilità della flotta AGV</td><td>98,5%</td><td>99,3%</td></tr>
</tbody>
</table>
<p>Con meno passaggi di persone nelle camere secche, anche il controllo del punto di rugiada è più stabile. Lo stabilimento ha raggiunto la capacità di progetto cinque mesi dopo l'avvio della prima linea, e Hanrui ha adottato la stessa flotta anche nel suo secondo sito produttivo.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'A two-zone resting warehouse for 280 Ah energy storage cells' },
    language: 'it',
    customer: 'Tianheng Tecnologie di Accumulo Energetico',
    title:
      'Magazzino automatico di riposo a due zone di temperatura per celle di accumulo da 280 Ah',
    summary:
      'Il magazzino di riposo a due zone di temperatura di Tianheng gestisce 37.500 celle di accumulo al giorno: ogni vassoio esce esattamente allo scadere del tempo di processo e un vassoio che si surriscalda viene trasferito automaticamente dal trasloelevatore in una vasca antincendio.',
    body: `<h2>La sfida</h2>
<p>Dopo la formazione, le celle di accumulo al litio ferro fosfato devono riposare: prima a 45 °C per stabilizzare lo strato SEI, poi a temperatura ambiente per misurare l'autoscarica. La linea da 12 GWh di Tianheng produce circa 37.500 celle da 280 Ah al giorno, e in ogni momento oltre 12.000 vassoi sono a riposo. I tempi di riposo vanno rispettati con precisione, perché un vassoio rilasciato in anticipo falsa la classificazione delle celle. L'altra priorità era la sicurezza antincendio: i vassoi carichi di celle sotto tensione concentrano molta energia, e i vigili del fuoco locali chiedevano una gestione automatica della fuga termica.</p>
<h2>La soluzione</h2>
<p>Alle spalle del reparto di formazione abbiamo costruito un magazzino automatico per vassoi a due zone: la zona calda è mantenuta a 45 ± 2 °C, quella a temperatura ambiente a 25 ± 2 °C, ciascuna servita dai propri trasloelevatori. Ogni ubicazione dispone di rilevazione della temperatura e del fumo: se una lettura supera il limite, il trasloelevatore più vicino preleva subito il vassoio e lo immerge in una vasca antincendio piena d'acqua in testata di corsia, mentre la corsia viene isolata. StarWCS cronometra ogni vassoio singolarmente e lo fa uscire automaticamente allo scadere del tempo di riposo, indipendentemente dai cambi turno.</p>
<ul>
<li>10 trasloelevatori per vassoi, portata nominale 300 kg, velocità di traslazione 200 m/min, precisione di posizionamento ±2 mm</li>
<li>12.096 ubicazioni per vassoi: 3456 nella zona calda e 8640 nella zona a temperatura ambiente</li>
<li>Rilevazione della temperatura e del fumo in ogni ubicazione, sensori di CO e H₂ in ogni corsia</li>
<li>Vasche antincendio a immersione in testata di corsia per il trasferimento d'emergenza dei vassoi anomali</li>
<li>Trasportatori di collegamento a 48 armadi di formazione e classificazione e alle stazioni di test OCV</li>
<li>StarWCS Control, con temporizzazione di processo per ogni vassoio e uscita automatica allo scadere</li>
</ul>
<h2>I risultati</h2>
<table>
<thead><tr><th>Indicatore</th><th>Valore misurato</th></tr></thead>
<tbody>
<tr><td>Celle movimentate al giorno</td><td>37.500</td></tr>
<tr><td>Scostamento del tempo di riposo</td><td>entro ±10 minuti</td></tr>
<tr><td>Tempo di trasferimento d'emergenza (esercitazione antincendio)</td><td>2 min 40 s</td></tr>
<tr><td>Disponibilità dei trasloelevatori</td><td>99,5%</td></tr>
</tbody>
</table>
<p>Da quando i vassoi escono puntuali, la classificazione è nettamente più uniforme e la quota di celle da sottoporre a un secondo test è scesa dall'1,8% allo 0,4%. L'intera procedura di gestione della fuga termica ha superato al primo tentativo il collaudo dei vigili del fuoco.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Four-way shuttle storage for one-tonne bags at a cathode materials plant',
    },
    language: 'it',
    customer: 'Jinrui Nuovi Materiali',
    title:
      'Magazzino compatto con shuttle a quattro vie per big bag in uno stabilimento di materiali catodici',
    summary:
      'Un magazzino compatto con shuttle a quattro vie da 6200 posti pallet conserva materie prime e polvere catodica LFP finita in un ambiente asciutto e sigillato, e alimenta i forni senza più alcun carrello elevatore.',
    body: `<h2>La sfida</h2>
<p>Jinrui produce 50.000 tonnellate all'anno di materiale catodico al litio ferro fosfato. Le materie prime, come fosfato di ferro e carbonato di litio, arrivano in big bag da una tonnellata, e nello stesso formato viene spedito il prodotto finito. In passato i big bag erano depositati a terra in due magazzini e movimentati da carrelli elevatori diesel ed elettrici. I clienti produttori di batterie verificano con estremo rigore le particelle magnetiche e l'umidità dei materiali catodici, e nei rapporti qualità ricorrevano la polvere degli pneumatici, i sacchi lacerati e le porte aperte di continuo. Anche lo spazio disponibile nel sito era molto limitato.</p>
<h2>La soluzione</h2>
<p>Abbiamo progettato un magazzino compatto con shuttle a quattro vie su nove livelli e 24 metri di altezza, in un edificio sigillato con umidità relativa inferiore al 30% e in leggera sovrappressione. Gli shuttle si muovono in entrambe le direzioni su ogni livello e cambiano livello tramite elevatori, così ogni big bag è raggiungibile direttamente senza spostarne altri; il numero di veicoli può inoltre crescere gradualmente con la produzione. Tutte le superfici a contatto con il prodotto sono in acciaio inox o rivestite, e il WMS associa ogni big bag ai risultati di laboratorio del suo lotto: nulla esce prima del rilascio.</p>
<ul>
<li>16 shuttle a quattro vie per pallet, portata nominale 1500 kg, velocità di traslazione 1,6 m/s, precisione di posizionamento ±2 mm</li>
<li>4 elevatori ad alta velocità, 9 livelli di stoccaggio, 6200 posti pallet</li>
<li>Magazzino sigillato, deumidificato fino a un'umidità relativa ≤30% e mantenuto in leggera sovrappressione</li>
<li>Trasportatori automatici e stazioni di svuotamento dei big bag collegati direttamente alle linee di miscelazione e ai forni</li>
<li>StarOS WMS, con rilascio dei lotti collegato al sistema informativo di laboratorio</li>
<li>StarWCS Control per i percorsi degli shuttle, la sequenza degli elevatori e la ricarica</li>
</ul>
<h2>I risultati</h2>
<table>
<thead><tr><th>Indicatore</th><th>Prima</th><th>Dopo</th></tr></thead>
<tbody>
<tr><td>Superficie occupata dallo stoccaggio</td><td>11.000 m²</td><td>3900 m²</td></tr>
<tr><td>Carrelli elevatori nelle aree produttive</td><td>19</td><td>2 (solo nella zona di carico)</td></tr>
<tr><td>Tasso di rottura dei big bag</td><td>0,6%</td><td>0,05%</td></tr>
<tr><td>Reclami dei clienti legati all'umidità (all'anno)</td><td>7</td><td>0</td></tr>
</tbody>
</table>
<p>Il terreno liberato concentrando lo stoccaggio ospita ora il cantiere di una seconda linea di forni. Poiché la capacità dipende dal numero di shuttle e non da macchine fisse di corsia, Jinrui potrà ampliarla semplicemente aggiungendo veicoli, senza modificare le scaffalature.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Robotic palletizing and a 24,000-position AS/RS for polyolefin resin',
    },
    language: 'it',
    customer: 'Donglin Petrolchimica, Divisione Poliolefine',
    title:
      'Pallettizzazione robotizzata e magazzino automatico da 24.000 posti pallet per le poliolefine',
    summary:
      "Quattro linee di pallettizzazione robotizzata e 12 trasloelevatori gestiscono l'intera produzione di un impianto di polipropilene da 400.000 tonnellate all'anno, con un processo interamente automatico dall'insacco al carico dei camion e appena 11 addetti per turno.",
    body: `<h2>La sfida</h2>
<p>Il nuovo impianto di polipropilene di Donglin Petrolchimica ha una capacità di 400.000 tonnellate all'anno, spedite interamente in sacchi da 25 kg: circa 44.000 sacchi, ovvero 1100 pallet, al giorno. Il vecchio impianto si affidava alla pallettizzazione manuale e allo stoccaggio a terra, con carrelli elevatori in funzione giorno e notte, e in alta stagione i camion in attesa del ritiro restavano in coda fuori dallo stabilimento anche un'intera giornata. Il prodotto deve restare bloccato per grado finché il laboratorio non lo rilascia, e gradi diversi non possono mai viaggiare sullo stesso camion. Il reparto di insacco è inoltre un'area con pericolo di polveri combustibili, e tutte le macchine dovevano rispettarne i requisiti di protezione.</p>
<h2>La soluzione</h2>
<p>I sacchi in uscita dalle insaccatrici per film pesante passano per una bilancia di controllo e un metal detector; poi i robot li pallettizzano secondo uno schema incrociato da 40 sacchi, i pallet vengono incappucciati con film estensibile ed entrano direttamente nel magazzino automatico, dove restano bloccati finché il laboratorio non rilascia il lotto. In uscita il sistema mette in sequenza i pallet per camion e li invia a 12 baie di carico, alle quali gli autisti accedono con il proprio numero di prenotazione.</p>
<ul>
<li>4 linee di pallettizzazione robotizzata da 1200 sacchi/ora ciascuna, con bilance di controllo e metal detector</li>
<li>2 incappucciatrici con film estensibile, 240 pallet/ora ciascuna</li>
<li>12 trasloelevatori bicolonna, portata nominale 1500 kg, altezza di sollevamento 30 m, 24.192 posti pallet</li>
<li>Macchine del reparto di insacco e pallettizzazione scelte per la zona 22 (polveri)</li>
<li>12 baie di carico con trasportatori di accumulo in uscita</li>
<li>StarOS WMS, con blocco e rilascio per grado e per lotto, collegato al sistema di laboratorio e all'ERP</li>
</ul>
<h2>I risultati</h2>
<table>
<thead><tr><th>Indicatore</th><th>Valore misurato</th></tr></thead>
<tbody>
<tr><td>Capacità di pallettizzazione</td><td>4800 sacchi/ora</td></tr>
<tr><td>Capacità in uscita</td><td>180 pallet/ora</td></tr>
<tr><td>Tempo medio di permanenza dei camion nello stabilimento</td><td>55 minuti (in passato fino a 24 ore)</td></tr>
<tr><td>Addetti per turno</td><td>11</td></tr>
</tbody>
</table>
<p>Poiché blocchi e rilasci sono imposti dal sistema, dall'avvio non è partita nemmeno una spedizione con il grado sbagliato. Il carico su prenotazione ha eliminato le code fuori dallo stabilimento e alleggerito il traffico sulle strade circostanti.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'An explosion-proof AS/RS for flammable solvents and intermediates',
    },
    language: 'it',
    customer: 'Ruiyang Chimica Fine',
    title: 'Magazzino automatico antideflagrante per solventi infiammabili e intermedi',
    summary:
      'Trasloelevatori antideflagranti, stoccaggio separato per classe di pericolo e sprinkler in scaffalatura: un magazzino automatico in zona 2 per atmosfere esplosive di gas ha sostituito i tre piazzali in cui erano depositati i fusti.',
    body: `<h2>La sfida</h2>
<p>Ruiyang Chimica Fine produce intermedi per vernici e tiene in stabilimento circa 4000 fusti metallici e cisternette con solventi infiammabili, resine e ammine. In passato erano depositati in tre piazzali semiaperti e movimentati da carrelli elevatori antideflagranti. I materiali incompatibili erano separati solo da linee tracciate a terra e l'inventario si faceva a mano una volta alla settimana. Una valutazione della sicurezza aveva chiesto espressamente all'azienda di migliorare la segregazione e il contenimento degli sversamenti e di ridurre il numero di persone al lavoro vicino ai materiali.</p>
<h2>La soluzione</h2>
<p>Il nuovo magazzino è progettato per atmosfere esplosive di gas in zona 2, gruppo IIB, classe di temperatura T4. Trasloelevatori, trasportatori e sensori dispongono tutti della corrispondente certificazione antideflagrante; i componenti elettrici sono a prova di esplosione oppure raccolti in un locale elettrico pressurizzato fuori dall'area pericolosa. Le scaffalature sono suddivise per classe di pericolo in quattro compartimenti antincendio, ciascuno con la propria vasca di raccolta degli sversamenti e sprinkler in scaffalatura. Gli operatori non entrano più nel magazzino: i fusti entrano ed escono attraverso due stazioni di trasferimento con bussola.</p>
<ul>
<li>4 trasloelevatori antideflagranti con marcatura Ex db eb IIB T4 Gb (superiore al minimo richiesto per la zona 2), portata nominale 1500 kg, altezza di sollevamento 18 m, velocità di traslazione 120 m/min</li>
<li>3600 posti pallet per cisternette da 1000 L e pallet da quattro fusti da 200 L</li>
<li>Quattro compartimenti separati con vasche di raccolta degli sversamenti e sprinkler in scaffalatura</li>
<li>Rilevazione di gas infiammabili in ogni corsia, collegata alla ventilazione e all'arresto dei trasloelevatori</li>
<li>Locale elettrico pressurizzato fuori dall'area pericolosa, con PLC e inverter</li>
<li>StarOS WMS, che a ogni stoccaggio verifica l'ubicazione secondo le regole di incompatibilità</li>
</ul>
<h2>I risultati</h2>
<table>
<thead><tr><th>Indicatore</th><th>Prima</th><th>Dopo</th></tr></thead>
<tbody>
<tr><td>Superficie occupata dallo stoccaggio</td><td>14.500 m² (tre piazzali)</td><td>3200 m²</td></tr>
<tr><td>Persone al lavoro nell'area di stoccaggio per turno</td><td>12</td><td>0 (2 alle stazioni di trasferimento, fuori dal magazzino)</td></tr>
<tr><td>Accuratezza dell'inventario</td><td>97,8%</td><td>99,99%</td></tr>
<tr><td>Violazioni della segregazione rilevate negli audit (all'anno)</td><td>9</td><td>0</td></tr>
</tbody>
</table>
<p>Il magazzino ha superato al primo tentativo sia la verifica degli impianti elettrici antideflagranti sia il collaudo antincendio. Lo smantellamento dei vecchi piazzali ha migliorato le distanze di sicurezza all'interno dello stabilimento, e l'area liberata è destinata a una via di accesso per i mezzi di emergenza e a una riserva idrica antincendio centralizzata.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'A shared logistics hub and vehicle scheduling for a chemical industrial park',
    },
    language: 'it',
    customer: 'Parco Industriale Petrolchimico di Binjiang',
    title:
      'Un hub logistico comune e la gestione centralizzata dei veicoli di merci pericolose per un parco chimico',
    summary:
      "Una piattaforma di prenotazione unica per tutto il parco, un'area di sosta da 220 posti per i veicoli di merci pericolose e un magazzino comune servito da AGV antideflagranti hanno ridotto il tempo medio di attesa dei veicoli da oltre tre ore a meno di 50 minuti.",
    body: `<h2>La sfida</h2>
<p>Il Parco Industriale Petrolchimico di Binjiang ospita 38 aziende e registra ogni giorno circa 1900 transiti di veicoli di merci pericolose. In passato ogni azienda gestiva in proprio varchi e code, così autocisterne e camion giravano a vuoto nel parco oppure sostavano in attesa sulle strade pubbliche. La direzione del parco non sapeva in tempo reale quanti veicoli di merci pericolose vi si trovassero né dove fossero: una lacuna segnalata più volte dai servizi di emergenza.</p>
<h2>La soluzione</h2>
<p>Abbiamo lavorato su tre livelli. Il primo è una piattaforma di prenotazione unica per il parco: i vettori prenotano online le fasce orarie presso ciascuna azienda, e le abilitazioni di veicoli, autisti e accompagnatori vengono verificate prima dell'arrivo. Il secondo è un'area di sosta centralizzata per le merci pericolose, con 220 posti suddivisi per classe di pericolo e distanziati secondo le norme di sicurezza, dove i veicoli attendono la chiamata prima di entrare nelle aziende. Il terzo è un magazzino comune per prodotti chimici confezionati, destinato alle piccole e medie imprese e servito da AGV a forche antideflagranti. Digital Twin Studio riunisce tutte queste informazioni su un unico schermo nella centrale operativa di emergenza del parco.</p>
<ul>
<li>Sistema di prenotazione e controllo accessi per 38 aziende e 6 varchi del parco, con lettura targhe e verifica delle abilitazioni</li>
<li>Area di sosta centralizzata per merci pericolose, 220 posti suddivisi per classe di pericolo</li>
<li>Magazzino comune per prodotti chimici confezionati con 5400 posti pallet</li>
<li>8 AGV a forche antideflagranti, Ex db IIB T4 Gb, portata nominale 1600 kg, altezza di sollevamento 6 m</li>
<li>StarOS WMS in modalità multi-tenant</li>
<li>Modello del parco in Digital Twin Studio, con veicoli, scorte e allarmi in tempo reale</li>
</ul>
<h2>I risultati</h2>
<table>
<thead><tr><th>Indicatore</th><th>Prima</th><th>Dopo</th></tr></thead>
<tbody>
<tr><td>Tempo medio di attesa dei veicoli</td><td>3 h 10 min</td><td>46 min</td></tr>
<tr><td>Veicoli di merci pericolose in sosta sulle strade pubbliche (picco giornaliero)</td><td>140</td><td>0</td></tr>
<tr><td>Tempo per localizzare un veicolo in emergenza</td><td>20–30 min</td><td>in tempo reale</td></tr>
<tr><td>Aziende che utilizzano il magazzino comune</td><td>—</td><td>14</td></tr>
</tbody>
</table>
<p>Durante l'ultima esercitazione generale di emergenza del parco, la centrale operativa ha individuato in meno di un minuto la posizione di tutti i veicoli di merci pericolose nei dintorni dell'area dell'incidente e le sostanze che trasportavano. Come passo successivo il parco prevede di integrare i dati di pressione e temperatura delle cisterne, monitorati online.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'A GSP-compliant distribution centre serving 11,000 hospitals and pharmacies',
    },
    language: 'it',
    customer: 'Anrui Logistica Farmaceutica',
    title:
      'Un centro di distribuzione farmaceutica conforme alle GSP al servizio di 11.000 ospedali e farmacie',
    summary:
      "Magazzino automatico per pallet, magazzino miniload e prelievo merce all'operatore con acquisizione del codice di tracciabilità di ogni confezione: le righe d'ordine gestite ogni giorno sono passate da 48.000 a 130.000.",
    body: `<h2>La sfida</h2>
<p>Anrui Logistica Farmaceutica distribuisce nella sua provincia circa 23.000 codici di farmaci a 1800 ospedali e a circa 9000 farmacie. Gli ordini sono piccoli e frequenti: un ordine tipico di una farmacia conta una quarantina di righe, ciascuna di una o due confezioni. Nel vecchio magazzino si prelevava con liste cartacee e poi si controllava a mano il codice di tracciabilità di ogni confezione, così il controllo in uscita era diventato il collo di bottiglia dell'intero processo. Nel frattempo le ispezioni GSP chiedevano verifiche sempre più puntuali su registrazioni di temperatura, gestione dei lotti e tracciabilità dei richiami.</p>
<h2>La soluzione</h2>
<p>Il nuovo centro è organizzato per indice di rotazione. I colli interi sono stoccati in un magazzino automatico per pallet, che rifornisce un magazzino automatico miniload. I 3000 codici a più alta rotazione si prelevano da scaffalature a gravità con pick-to-light; tutto il resto del prelievo a collo aperto avviene nelle stazioni merce all'operatore, dove il codice di tracciabilità di ogni confezione viene scansionato al momento del prelievo, senza ulteriori controlli prima della spedizione. La cella frigorifera a 2–8 °C ha una propria zona di prelievo e spedisce in contenitori isotermici validati, con data logger di temperatura. Tutti i flussi confluiscono infine su un sorter che li raggruppa per giro di consegna.</p>
<ul>
<li>Magazzino automatico per pallet con 6 trasloelevatori e 8400 posti pallet</li>
<li>Magazzino miniload con 8 trasloelevatori e 36.000 ubicazioni per contenitori, portata nominale 50 kg per contenitore</li>
<li>12 stazioni merce all'operatore con acquisizione del codice di tracciabilità al prelievo</li>
<li>Sorter a pattini con 64 uscite per giro di consegna, capacità 6000 contenitori/ora</li>
<li>Cella frigorifera a 2–8 °C con 1200 ubicazioni e imballaggi validati per la catena del freddo</li>
<li>StarOS WMS con controlli GSP: qualifica di fornitori e clienti, gestione di lotti e scadenze, blocco per richiamo e registrazione di temperatura e umidità</li>
</ul>
<h2>I risultati</h2>
<table>
<thead><tr><th>Indicatore</th><th>Prima</th><th>Dopo</th></tr></thead>
<tbody>
<tr><td>Righe d'ordine al giorno</td><td>48.000</td><td>130.000</td></tr>
<tr><td>Accuratezza di prelievo</td><td>99,92%</td><td>99,997%</td></tr>
<tr><td>Tempo di evasione (dal ricevimento dell'ordine alla partenza del mezzo)</td><td>8 h</td><td>2,5 h</td></tr>
<tr><td>Acquisizione dei codici di tracciabilità</td><td>a campione</td><td>100%</td></tr>
</tbody>
</table>
<p>Alla prima ispezione GSP provinciale dopo l'avvio non sono state rilevate non conformità né nello stoccaggio né nel controllo della temperatura. Il blocco per richiamo agisce su un lotto in tutte le aree di stoccaggio contemporaneamente: dall'avvio di un richiamo al blocco delle giacenze bastano pochi minuti.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'A 2-8 °C automated warehouse for a biologics fill-and-finish plant',
    },
    language: 'it',
    customer: 'Qingze Biofarmaceutica',
    title:
      'Un magazzino frigorifero automatico a 2–8 °C per uno stabilimento di riempimento di farmaci biologici',
    summary:
      'Tre trasloelevatori per celle frigorifere, 2880 posti pallet, quarantena e rilascio imposti dal sistema e una convalida IQ/OQ/PQ completa: le escursioni di temperatura sono scese da 14 a trimestre a zero.',
    body: `<h2>La sfida</h2>
<p>Qingze Biofarmaceutica riempie anticorpi monoclonali e vaccini in flaconcini e siringhe preriempite. Dal confezionamento alla spedizione i prodotti finiti devono restare sempre tra 2 e 8 °C, e ogni lotto resta in quarantena finché la persona qualificata non lo rilascia. Nelle vecchie celle frigorifere a scaffalature manuali le porte si aprivano centinaia di volte al giorno, ogni escursione di temperatura andava investigata singolarmente e lo stato di quarantena era gestito con etichette e fogli di calcolo. E la capacità produttiva dello stabilimento stava per raddoppiare.</p>
<h2>La soluzione</h2>
<p>Accanto al reparto di confezionamento abbiamo costruito un magazzino frigorifero automatico, con trasloelevatori progettati per funzionare in continuo a 2–8 °C. I pallet arrivano dalle linee di confezionamento attraverso un'unica bussola e nel normale esercizio nessuno deve entrare. Gli stati di quarantena, rilasciato e respinto sono gestiti dal WMS e imposti anche fisicamente: un pallet non rilasciato non può essere prelevato per la spedizione. Il sistema è stato convalidato (IQ, OQ e PQ) insieme al team qualità del cliente, compresa una mappatura termica con 54 sonde eseguita sia in estate sia in inverno.</p>
<ul>
<li>3 trasloelevatori per 2–8 °C, portata nominale 1000 kg, altezza di sollevamento 22 m, precisione di posizionamento ±3 mm</li>
<li>Edificio autoportante coibentato con 2880 posti pallet</li>
<li>Sistema convalidato di monitoraggio della temperatura a 54 punti, con gruppi frigoriferi ridondanti</li>
<li>Ingressi e uscite con bussola e porte rapide coibentate</li>
<li>StarOS WMS con gestione della quarantena, firme elettroniche e audit trail</li>
<li>Documentazione di convalida: matrice di tracciabilità dei requisiti utente, protocolli e rapporti IQ/OQ/PQ</li>
</ul>
<h2>I risultati</h2>
<table>
<thead><tr><th>Indicatore</th><th>Prima</th><th>Dopo</th></tr></thead>
<tbody>
<tr><td>Escursioni di temperatura (a trimestre)</td><td>14</td><td>0</td></tr>
<tr><td>Aperture delle porte per l'accesso del personale all'area fredda (al giorno)</td><td>circa 350</td><td>0</td></tr>
<tr><td>Tempo dal rilascio alla spedizione</td><td>6 h</td><td>40 min</td></tr>
<tr><td>Capacità di stoccaggio</td><td>900 pallet</td><td>2880 pallet</td></tr>
</tbody>
</table>
<p>Il magazzino è rientrato nell'ispezione delle autorità che ha preceduto il lancio di un nuovo prodotto e l'ha superata senza rilievi. Il reparto qualità non deve più occuparsi di indagini sulle escursioni di temperatura, e i lotti rilasciati partono in giornata per i centri per il controllo delle malattie e i distributori.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Goods-to-person picking for 1,600 herbal medicine specifications',
    },
    language: 'it',
    customer: 'Lingshu Erbe Medicinali Cinesi',
    title:
      "Prelievo merce all'operatore per 1600 codici di erbe della medicina tradizionale cinese",
    summary:
      "In un magazzino in affitto con 7,5 metri di altezza utile, 96 AGV a sollevamento sottoscocca e stazioni di prelievo con verifica del peso hanno moltiplicato per 3,6 la produttività di prelievo e portato gli errori sotto l'uno per diecimila.",
    body: `<h2>La sfida</h2>
<p>Lingshu lavora e distribuisce erbe della medicina tradizionale cinese pronte all'uso, soprattutto a farmacie ospedaliere e centri di decozione. Il magazzino gestisce circa 1600 codici: molte erbe sono leggere e voluminose, e alcune vanno conservate in un locale fresco sotto i 20 °C per evitare muffe e insetti. Gli addetti al prelievo percorrevano a piedi circa 18 km per turno tra le scaffalature, e capitava che erbe dall'aspetto simile finissero nel sacchetto sbagliato. Il magazzino è in affitto, con un'altezza utile di 7,5 m e una portata del pavimento di 2,5 t/m²: una soluzione con scaffalature pesanti non era praticabile.</p>
<h2>La soluzione</h2>
<p>Abbiamo sostituito le scaffalature fisse con scaffali mobili da 1,2 × 1,0 m, che gli AGV a sollevamento sottoscocca portano alle stazioni di prelievo. Ogni stazione ha una bilancia: il sistema confronta il peso prelevato con quello teorico, entro una tolleranza impostata per ciascun codice, e una fotocamera documenta ogni prelievo. La zona fresca (10–20 °C, umidità relativa 35–75%) funziona come area separata, con robot dedicati e una porta rapida. Il WMS registra provenienza, lotto e certificato di analisi di ogni partita, così l'origine di ogni erba resta tracciabile.</p>
<ul>
<li>96 AGV a sollevamento sottoscocca, portata nominale 800 kg, navigazione a codici QR, precisione di posizionamento ±10 mm</li>
<li>2100 scaffali mobili tra la zona a temperatura ambiente e la zona fresca</li>
<li>14 stazioni di prelievo con verifica del peso e documentazione fotografica</li>
<li>Monitoraggio online di temperatura e umidità nelle due zone, con registrazioni conformi alle GSP</li>
<li>Fleet Scheduler e StarOS WMS, con gestione di lotti, provenienza e certificati di analisi</li>
</ul>
<h2>I risultati</h2>
<table>
<thead><tr><th>Indicatore</th><th>Prima</th><th>Dopo</th></tr></thead>
<tbody>
<tr><td>Righe prelevate per addetto all'ora</td><td>85</td><td>310</td></tr>
<tr><td>Tasso di errore di prelievo</td><td>0,12%</td><td>0,008%</td></tr>
<tr><td>Distanza percorsa a piedi per addetto e turno</td><td>18 km</td><td>quasi nulla</td></tr>
<tr><td>Capacità di stoccaggio nello stesso edificio</td><td>100%</td><td>138%</td></tr>
</tbody>
</table>
<p>Il passaggio al nuovo sistema è avvenuto in due fine settimana, senza interrompere le consegne agli ospedali. Poiché il sistema non richiede installazioni fisse, alla scadenza del contratto d'affitto Lingshu potrà trasferirlo così com'è nella nuova sede.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'A 30-metre frozen AS/RS operating at -25 °C' },
    language: 'it',
    customer: 'Bingyuan Logistica del Freddo',
    title: 'Un magazzino automatico per surgelati alto 30 metri, in funzione continua a -25 °C',
    summary:
      "Un magazzino autoportante per surgelati con nove trasloelevatori per basse temperature e 11.700 posti pallet contiene per metro quadrato quattro volte più pallet del vecchio magazzino e ha più che dimezzato l'energia frigorifera giornaliera per pallet.",
    body: `<h2>La sfida</h2>
<p>Bingyuan gestisce un magazzino frigorifero conto terzi per carne congelata, prodotti ittici e piatti pronti surgelati. Il vecchio magazzino lavorava a -22 °C con scaffalature drive-in e carrelli retrattili: i carrellisti dovevano uscire a intervalli regolari per riscaldarsi, e al freddo le batterie dei carrelli perdevano un terzo della capacità. Il sito è vicino alla città, dove i terreni sono cari, e l'energia elettrica era la prima voce di costo operativo dopo il personale.</p>
<h2>La soluzione</h2>
<p>Sviluppare il magazzino in altezza ha risolto entrambi i problemi. Abbiamo costruito un magazzino autoportante per surgelati alto 30 metri, chiuso da pannelli isolanti: i suoi 11.700 posti pallet occupano circa un quarto della superficie di un magazzino frigorifero tradizionale di pari capacità, e un involucro più piccolo significa anche meno dispersioni. I trasloelevatori sono progettati per il funzionamento continuo a -25 °C, con grasso per basse temperature, quadri elettrici riscaldati, cavi resistenti al freddo e motori brushless. I pallet entrano ed escono tramite un elevatore verticale e porte rapide attraverso un'anticella climatizzata a +4 °C, così l'aria calda e umida non raggiunge mai la cella di congelamento. Le piattaforme di manutenzione in testata di corsia si trovano in locali coibentati, dove i tecnici lavorano a temperatura normale.</p>
<ul>
<li>9 trasloelevatori bicolonna per -25 °C, portata nominale 1200 kg, altezza di sollevamento 28 m, velocità di traslazione 180 m/min</li>
<li>Edificio autoportante coibentato con 11.700 posti pallet</li>
<li>Anticella climatizzata a +4 °C con 10 baie di carico dotate di sigillanti</li>
<li>Locali di manutenzione coibentati in testata di ogni corsia</li>
<li>StarOS WMS con fatturazione multi-cliente per un magazzino frigorifero conto terzi</li>
<li>Monitoraggio energetico collegato alla sala macchine frigorifera</li>
</ul>
<h2>I risultati</h2>
<table>
<thead><tr><th>Indicatore</th><th>Vecchio magazzino</th><th>Nuovo magazzino</th></tr></thead>
<tbody>
<tr><td>Posti pallet per 1000 m² di superficie</td><td>1150</td><td>4700</td></tr>
<tr><td>Energia frigorifera per pallet al giorno</td><td>0,62 kWh</td><td>0,29 kWh</td></tr>
<tr><td>Addetti nella cella di congelamento per turno</td><td>16</td><td>0</td></tr>
<tr><td>Capacità di picco in ingresso e in uscita</td><td>95 pallet/ora</td><td>260 pallet/ora</td></tr>
</tbody>
</table>
<p>Dall'avvio il magazzino ha attraversato due estati complete con una disponibilità dei trasloelevatori sempre superiore al 99,4%. Bingyuan ha già ripreso lo stesso progetto per il secondo magazzino frigorifero che sta pianificando.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'Four-way shuttles at -23 °C for a frozen dumpling maker' },
    language: 'it',
    customer: 'Xueying Alimenti Surgelati',
    title: 'Shuttle a quattro vie a -23 °C per un produttore di ravioli cinesi surgelati',
    summary:
      'In un vecchio edificio coibentato con pilastri disposti in modo irregolare, 20 shuttle a quattro vie per basse temperature hanno portato la capacità di stoccaggio surgelati dello stabilimento da 6000 a 15.600 pallet: nei picchi stagionali non servono più celle frigorifere in affitto.',
    body: `<h2>La sfida</h2>
<p>Xueying produce ravioli cinesi, panini al vapore e palline di riso glutinoso surgelati, con forti picchi di vendita prima del Capodanno cinese e della Festa delle Lanterne, quando la produzione arriva a circa 2,5 volte la media annua. Il magazzino frigorifero tradizionale da 6000 posti pallet lavorava a -20 °C; nei picchi la merce in eccesso finiva in magazzini frigoriferi di terzi in affitto, con costi di trasporto aggiuntivi e poca visibilità sulle scorte. L'azienda voleva aumentare la capacità all'interno del proprio sito, ma l'unico spazio disponibile era un vecchio edificio coibentato con 16 m di altezza utile e pilastri disposti in modo irregolare.</p>
<h2>La soluzione</h2>
<p>Per questo edificio la scelta più adatta era un sistema shuttle a quattro vie. Le scaffalature sono state disposte attorno ai pilastri esistenti, mentre shuttle ed elevatori sono stati scelti per i -23 °C: batterie al titanato di litio che mantengono buone prestazioni di carica e scarica anche al freddo, grasso per basse temperature e componenti elettrici sigillati. I prodotti in uscita dai tunnel di surgelazione vengono pallettizzati e portati dai trasportatori direttamente a magazzino, senza mai lasciare l'ambiente freddo. Prima di ogni picco stagionale basta aggiungere shuttle per aumentare la capacità di movimentazione.</p>
<ul>
<li>20 shuttle a quattro vie per -23 °C, portata nominale 1200 kg, batterie al titanato di litio, velocità di traslazione 1,5 m/s</li>
<li>5 elevatori, 11 livelli di stoccaggio, 9600 posti pallet</li>
<li>Trasportatori collegati direttamente ai surgelatori a spirale e alle isole di pallettizzazione</li>
<li>Tre zone di temperatura: stoccaggio a -23 °C, area di transito a 0–4 °C, banchina di carico a +10 °C</li>
<li>StarOS WMS, con spedizione in base a data di produzione e scadenza secondo il criterio FEFO</li>
<li>StarWCS Control per il coordinamento di shuttle, elevatori e trasportatori</li>
</ul>
<h2>I risultati</h2>
<table>
<thead><tr><th>Indicatore</th><th>Prima</th><th>Dopo</th></tr></thead>
<tbody>
<tr><td>Capacità di stoccaggio surgelati nello stabilimento</td><td>6000 pallet</td><td>15.600 pallet</td></tr>
<tr><td>Pallet in magazzini in affitto nei picchi</td><td>4200</td><td>0</td></tr>
<tr><td>Tempo dalla surgelazione allo stoccaggio</td><td>45 minuti</td><td>8 minuti</td></tr>
<tr><td>Capacità di spedizione</td><td>90 pallet/ora</td><td>210 pallet/ora</td></tr>
</tbody>
</table>
<p>Già nel primo picco stagionale sono scomparsi tutti i costi di affitto delle celle e dei trasporti di collegamento. Ora che i prodotti arrivano a magazzino molto più in fretta dopo la surgelazione, la temperatura al cuore non risale più, e i reclami dei clienti per la brina sulle confezioni sono nettamente diminuiti.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Cold-rated forklift AGVs for an imported-meat port cold store',
    },
    language: 'it',
    customer: 'Haigang Logistica del Freddo (deposito doganale)',
    title:
      "AGV a forche per basse temperature in un magazzino frigorifero portuale per carni d'importazione",
    summary:
      'Mantenendo le scaffalature esistenti, 14 AGV retrattili per basse temperature hanno preso in carico il lavoro nella cella di congelamento, mentre il WMS gestisce in parallelo i blocchi doganali e sanitari.',
    body: `<h2>La sfida</h2>
<p>Haigang gestisce un magazzino frigorifero in regime di deposito doganale accanto a un terminal container, dove riceve carne bovina, suina e avicola importata in container refrigerati. Ogni container viene svuotato e campionato, e la merce resta bloccata separatamente finché dogana e autorità sanitarie non la svincolano. Il magazzino conta 14.000 posti pallet su scaffalature portapallet a -20 °C, più un'area ispezioni a 0–4 °C, tutti serviti da carrelli retrattili con conducente. Il ricambio del personale nelle celle di congelamento era elevato, e l'azienda voleva automatizzare senza smantellare scaffalature in uso da appena sei anni.</p>
<h2>La soluzione</h2>
<p>Per prima cosa abbiamo rilevato tutte le scaffalature con scanner laser: la grande maggioranza dei correnti rientrava nelle tolleranze e solo 300 ubicazioni hanno dovuto essere rimesse in bolla. Abbiamo poi introdotto AGV retrattili per basse temperature, che eseguono stoccaggi e prelievi nelle scaffalature esistenti. Gli AGV navigano con un laser su riflettori, affidabile anche nella nebbia delle celle, e montano batterie al litio ferro fosfato riscaldate, che si ricaricano in modo opportunistico nell'anticella a +4 °C. Lo scarico dei container resta affidato a carrelli con conducente, e gli AGV prelevano i pallet dalle corsie di scambio. Il WMS blocca automaticamente ogni pallet sotto vincolo doganale o sanitario, impedendone la spedizione.</p>
<ul>
<li>14 AGV retrattili per -25 °C, portata nominale 1400 kg, altezza di sollevamento 9 m, navigazione laser su riflettori, precisione di posizionamento ±10 mm</li>
<li>Batterie al litio ferro fosfato riscaldate, con ricarica opportunistica nell'anticella a +4 °C</li>
<li>Rimessa in bolla e verifica di sicurezza delle scaffalature portapallet esistenti</li>
<li>Corsie di scambio tra carrelli con conducente e AGV alla banchina di scarico dei container</li>
<li>StarOS WMS: blocchi doganali e sanitari, missioni di campionamento, registri del deposito doganale</li>
<li>Fleet Scheduler: gestione delle zone a traffico misto, con riduzione automatica della velocità in prossimità delle persone</li>
</ul>
<h2>I risultati</h2>
<table>
<thead><tr><th>Indicatore</th><th>Prima</th><th>Dopo</th></tr></thead>
<tbody>
<tr><td>Addetti nella cella di congelamento per turno</td><td>18</td><td>5</td></tr>
<tr><td>Tempo di stoccaggio dopo lo scarico</td><td>70 minuti</td><td>20 minuti</td></tr>
<tr><td>Accuratezza dell'inventario</td><td>98,6%</td><td>99,95%</td></tr>
<tr><td>Urti contro le scaffalature (al mese)</td><td>6</td><td>0,3</td></tr>
</tbody>
</table>
<p>La difficoltà di trovare personale per le celle di congelamento si è molto attenuata, e i container restano fermi al terminal per meno tempo. Poiché i blocchi sono imposti dal sistema, le verifiche doganali sui registri del deposito richiedono molto meno lavoro.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'A cross-belt sorter that ships 380,000 parcels a day' },
    language: 'it',
    customer: 'Jiapin E-commerce',
    title: 'Un centro di smistamento cross-belt che spedisce 380.000 colli al giorno',
    summary:
      "Un sorter cross-belt a due livelli con scansione sui sei lati, collaudato in simulazione sul gemello digitale, ha portato le spedizioni nel giorno di picco delle promozioni a 380.000 colli e gli errori di smistamento all'uno per diecimila.",
    body: `<h2>La sfida</h2>
<p>Jiapin vende online articoli per la casa e per la cura della persona; il suo centro regionale di evasione degli ordini spedisce in 11 province tramite cinque corrieri espresso. Durante le grandi promozioni i volumi arrivano a quattro volte quelli di un giorno normale. Lo smistamento per corriere e per provincia si faceva a mano, e per ogni promozione bisognava reclutare e formare circa 300 lavoratori temporanei. Un collo smistato male finiva nell'hub sbagliato e arrivava in media con due giorni di ritardo.</p>
<h2>La soluzione</h2>
<p>A valle dell'area di imballaggio abbiamo installato un sorter cross-belt a due livelli. I colli vengono indotti automaticamente, scansionati sui sei lati, pesati e misurati, poi scaricati nelle uscite per corriere e destinazione, dove indicatori luminosi guidano gli operatori nella chiusura dei sacchi. Prima dell'avvio abbiamo simulato l'intero sistema in Digital Twin Studio con i dati degli ordini delle promozioni precedenti, mettendo a punto in anticipo il ritmo di induzione e l'assegnazione delle uscite.</p>
<ul>
<li>Sorter cross-belt a due livelli con 1080 carrelli, velocità 2,5 m/s, capacità nominale 20.000 colli/ora</li>
<li>18 stazioni di induzione automatica con scansione sui sei lati e pesatura dinamica</li>
<li>420 uscite di destinazione con indicatori luminosi per la chiusura dei sacchi</li>
<li>Sistema di misurazione volumetrica per la verifica delle fatture dei corrieri</li>
<li>StarWCS per il controllo dello smistamento, collegato al sistema ordini e alle interfacce dei corrieri</li>
<li>Digital Twin Studio: simulazione dei picchi prima dell'avvio e monitoraggio in tempo reale</li>
</ul>
<h2>I risultati</h2>
<table>
<thead><tr><th>Indicatore</th><th>Prima</th><th>Dopo</th></tr></thead>
<tbody>
<tr><td>Colli spediti nel giorno di picco</td><td>160.000</td><td>380.000</td></tr>
<tr><td>Tasso di errore di smistamento</td><td>0,3%</td><td>0,01%</td></tr>
<tr><td>Personale temporaneo durante le promozioni</td><td>300</td><td>60</td></tr>
<tr><td>Orario limite per la spedizione in giornata</td><td>16:00</td><td>22:00</td></tr>
</tbody>
</table>
<p>Con un orario limite spostato di sei ore, anche chi ordina la sera riceve il pacco il giorno dopo: oggi è uno dei principali punti di forza di Jiapin. I dati volumetrici hanno inoltre aiutato l'azienda a recuperare numerose differenze di fatturazione nella riconciliazione annuale con i corrieri.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Mixed-case robotic palletizing for a 260-store supermarket chain',
    },
    language: 'it',
    customer: 'Supermercati Huilin',
    title:
      'Pallettizzazione robotizzata a colli misti in un centro di distribuzione al servizio di 260 punti vendita',
    summary:
      "Magazzino automatico, buffer per colli e 10 robot di pallettizzazione a colli misti compongono automaticamente i pallet nell'ordine degli scaffali del negozio: il tempo di rifornimento degli scaffali è sceso del 40% e i reclami per merce danneggiata di oltre l'80%.",
    body: `<h2>La sfida</h2>
<p>Huilin gestisce 260 supermercati e negozi di prossimità. Nel suo centro di distribuzione per prodotti a temperatura ambiente gli ordini dei negozi si preparano collo per collo, e un pallet tipico comprende da 60 a 90 colli di oltre 30 articoli diversi. Comporre i pallet a mano era faticoso, la loro stabilità dipendeva da chi li preparava e la merce schiacciata era frequente. Una volta arrivato il pallet in negozio, il personale doveva prima riordinarlo per corsia e solo dopo poteva iniziare a rifornire gli scaffali.</p>
<h2>La soluzione</h2>
<p>I pallet interi dei fornitori entrano in un magazzino automatico per pallet. Quando serve, vengono prelevati e scomposti strato per strato da depallettizzatori automatici, e i singoli colli passano in un buffer per colli. I robot di pallettizzazione compongono poi ogni pallet secondo lo schema calcolato dal software: colli pesanti in basso, merce delicata in alto e colli raggruppati per corsia del negozio, così che il personale possa rifornire gli scaffali seguendo l'ordine del pallet. I pallet finiti vengono avvolti nel film, etichettati e inviati all'area spedizioni.</p>
<ul>
<li>Magazzino automatico per pallet con 8 trasloelevatori, portata nominale 1000 kg, 18.500 posti pallet</li>
<li>4 depallettizzatori automatici a strati</li>
<li>Buffer per colli servito da shuttle, con 42.000 ubicazioni</li>
<li>10 robot di pallettizzazione a colli misti, 500–600 colli/ora ciascuno</li>
<li>Software di calcolo degli schemi di pallettizzazione: verifica della stabilità, regole di resistenza allo schiacciamento, raggruppamento per corsia del negozio</li>
<li>StarOS WMS: rifornimento dei punti vendita e pianificazione delle ondate</li>
</ul>
<h2>I risultati</h2>
<table>
<thead><tr><th>Indicatore</th><th>Prima</th><th>Dopo</th></tr></thead>
<tbody>
<tr><td>Colli movimentati al giorno</td><td>65.000</td><td>110.000</td></tr>
<tr><td>Reclami dei negozi per merce danneggiata</td><td>0,35%</td><td>0,06%</td></tr>
<tr><td>Tempo di rifornimento degli scaffali per pallet in negozio</td><td>42 minuti</td><td>25 minuti</td></tr>
<tr><td>Addetti alla composizione dei pallet</td><td>120</td><td>26</td></tr>
</tbody>
</table>
<p>Il personale dei negozi dedica ora il tempo risparmiato alla cura degli scaffali e ai clienti. Senza aggiungere nessuno al turno di notte, il centro di distribuzione ha inoltre assorbito i 40 negozi aperti da Huilin negli ultimi due anni.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Goods-to-person AGVs and returns sorting for an online fashion brand',
    },
    language: 'it',
    customer: 'Qianyi Moda',
    title:
      "Prelievo merce all'operatore con AGV e smistamento dei resi per un marchio di moda femminile online",
    summary:
      'Duecentosessanta AGV a sollevamento sottoscocca e 96 robot di smistamento lavorano in un unico sistema: prelievo e ricollocazione dei resi avvengono nelle stesse stazioni, e il 96% dei resi torna in vendita entro 24 ore.',
    body: `<h2>La sfida</h2>
<p>Qianyi vende abbigliamento femminile online. Tra taglie e colori l'assortimento conta circa 60.000 SKU, ogni due settimane arriva una nuova collezione e il tasso di reso si avvicina al 30%. I resi erano diventati un problema a sé per il magazzino: ogni capo reso va controllato, riconfezionato e rimesso in vendita entro 24 ore, altrimenti perde la finestra di vendita della sua collezione. Nel vecchio magazzino gli addetti prelevavano spingendo carrelli tra scaffalature fisse, con una produttività difficile da aumentare.</p>
<h2>La soluzione</h2>
<p>Gli AGV a sollevamento sottoscocca portano gli scaffali a stazioni che gestiscono sia il prelievo sia la ricollocazione dei resi: quando un reso supera il controllo, il sistema lo assegna a uno scaffale già diretto a quella stazione e il capo torna subito tra le scorte vendibili. Gli ordini con più articoli e i pacchi di reso vengono smistati per ordine o per destinazione da una piattaforma di piccoli robot di smistamento. Il WMS gestisce gli SKU per modello, colore e taglia e classifica ogni reso.</p>
<ul>
<li>260 AGV a sollevamento sottoscocca, portata nominale 600 kg, navigazione a codici QR, precisione di posizionamento ±10 mm</li>
<li>7800 scaffali mobili con 60.000 SKU</li>
<li>24 stazioni a doppio uso per il prelievo e la ricollocazione dei resi</li>
<li>Piattaforma di smistamento con 96 robot e 480 destinazioni</li>
<li>Fleet Scheduler e StarOS WMS, con gestione per modello, colore e taglia e classificazione dei resi</li>
</ul>
<h2>I risultati</h2>
<table>
<thead><tr><th>Indicatore</th><th>Prima</th><th>Dopo</th></tr></thead>
<tbody>
<tr><td>Capi prelevati per addetto all'ora</td><td>110</td><td>420</td></tr>
<tr><td>Resi rimessi in vendita entro 24 ore</td><td>55%</td><td>96%</td></tr>
<tr><td>Ordini spediti nel giorno della promozione</td><td>90.000</td><td>260.000</td></tr>
<tr><td>Accuratezza di prelievo</td><td>99,7%</td><td>99,99%</td></tr>
</tbody>
</table>
<p>Poiché i resi tornano più in fretta tra le scorte vendibili, Qianyi può ridurre il primo approvvigionamento di ogni collezione, e gli sconti di fine stagione si sono ridotti. Dall'avvio del sistema il magazzino non ha più dovuto affittare spazi temporanei per le promozioni.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Sequenced line feeding with 140 AGVs for a vehicle final assembly plant',
    },
    language: 'it',
    customer: 'Hongtu Auto, Stabilimento di Assemblaggio Finale',
    title:
      "140 AGV per l'alimentazione in sequenza JIT/JIS di una linea di assemblaggio finale di autoveicoli",
    summary:
      'Centoquaranta AGV consegnano i componenti alla linea di assemblaggio finale nella sequenza delle vetture trasmessa dal MES: le scorte a bordo linea sono scese da sei a due ore di copertura, liberando lo spazio per le postazioni di un terzo modello.',
    body: `<h2>La sfida</h2>
<p>Lo stabilimento di assemblaggio finale di Hongtu Auto produce SUV e monovolume, con versioni elettriche e ibride sulla stessa linea, a una cadenza di 60 vetture all'ora. Le numerose configurazioni portavano fino a 1200 codici componente a bordo linea: trattori e carrelli elevatori affollavano i corridoi logistici, le scorte a bordo linea occupavano lo spazio necessario a nuove postazioni e i componenti della variante sbagliata causavano rilavorazioni. Lo stabilimento doveva introdurre un terzo modello senza ampliare l'edificio.</p>
<h2>La soluzione</h2>
<p>Nel supermarket dell'area logistica i componenti vengono prelevati e messi in sequenza sui carrelli portacomponenti secondo l'ordine delle vetture trasmesso dal MES. Gli AGV a sollevamento sottoscocca portano ogni carrello alla postazione di aggancio a bordo linea circa 15 minuti prima del consumo e riportano indietro automaticamente quelli vuoti. I componenti su pallet arrivano direttamente in linea con AGV a forche. Il sistema di gestione della flotta governa tutti i veicoli, regola il traffico in 36 incroci ed è collegato al sistema andon della linea: se un tratto si ferma, le consegne destinate a quel tratto vengono sospese automaticamente.</p>
<ul>
<li>120 AGV a sollevamento sottoscocca, portata nominale 1000 kg, navigazione a codici QR e laser, precisione di posizionamento ±10 mm</li>
<li>20 AGV a forche, portata nominale 1500 kg, per i componenti su pallet</li>
<li>Area di sequenziamento con pick-to-light, guidata dalla sequenza delle vetture trasmessa dal MES</li>
<li>Postazioni automatiche di aggancio a bordo linea e ritorno automatico dei carrelli vuoti</li>
<li>Fleet Scheduler per 140 veicoli, con gestione del traffico in 36 incroci</li>
<li>StarWCS Control collegato al MES e al sistema andon dello stabilimento</li>
</ul>
<h2>I risultati</h2>
<table>
<thead><tr><th>Indicatore</th><th>Prima</th><th>Dopo</th></tr></thead>
<tbody>
<tr><td>Scorte a bordo linea</td><td>6 h</td><td>2 h</td></tr>
<tr><td>Veicoli con conducente nei corridoi logistici</td><td>85</td><td>12</td></tr>
<tr><td>Consegne della variante sbagliata (al mese)</td><td>34</td><td>1</td></tr>
<tr><td>Fermi linea dovuti ai materiali (al mese)</td><td>9</td><td>0,5</td></tr>
</tbody>
</table>
<p>Lo spazio liberato a bordo linea ospita ora tutte le nuove postazioni richieste dal terzo modello, entrato in produzione nei tempi previsti senza ampliare l'edificio. Con molti meno veicoli nei corridoi, anche gli incidenti di traffico all'interno dello stabilimento sono diminuiti drasticamente.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'A parts consolidation centre supplying two assembly plants in sequence',
    },
    language: 'it',
    customer: 'Zhongheng Logistica Componenti Auto',
    title:
      'Un centro di consolidamento componenti che rifornisce in sequenza due stabilimenti di assemblaggio',
    summary:
      'Un magazzino miniload e un magazzino automatico per pallet alimentano insieme 24 postazioni di sequenziamento: il tempo tra la trasmissione della sequenza e la partenza del camion è sceso da 95 a 38 minuti e gli errori di sequenza sono calati del 97%.',
    body: `<h2>La sfida</h2>
<p>Zhongheng è un operatore logistico conto terzi del settore automotive che rifornisce due stabilimenti di assemblaggio, a 8 e a 14 km di distanza, con i componenti di circa 400 fornitori. Dal momento in cui lo stabilimento trasmette la sequenza delle vetture, i componenti devono arrivare in linea entro 120 minuti, compreso il tragitto su strada. Il vecchio magazzino si basava su cataste a terra e scaffalature tradizionali: raccogliere i componenti di un lotto di sequenza richiedeva troppo tempo, e il turno di notte era cronicamente a corto di personale.</p>
<h2>La soluzione</h2>
<p>I componenti piccoli in contenitori sono stoccati in un magazzino miniload, quelli su pallet in un magazzino automatico per pallet, ed entrambi alimentano contemporaneamente le postazioni di sequenziamento. Guidati dal pick-to-light, gli operatori depongono i componenti nei carrelli di sequenza nell'ordine delle vetture, mentre il sistema verifica ogni contenitore. I carrelli vengono caricati sui camion in ordine inverso, così allo stabilimento possono essere scaricati e portati in linea direttamente in sequenza. Il WMS gestisce le scorte in conto deposito dei fornitori e i richiami di materiale degli stabilimenti, con cui scambia i dati in tempo reale tramite EDI.</p>
<ul>
<li>Magazzino miniload con 10 trasloelevatori e 48.000 ubicazioni per contenitori, portata nominale 50 kg per contenitore, velocità di traslazione 6 m/s</li>
<li>Magazzino automatico per pallet con 6 trasloelevatori e 7200 posti pallet, portata nominale 1000 kg, altezza di sollevamento 20 m</li>
<li>24 postazioni di sequenziamento con pick-to-light e verifica dei contenitori</li>
<li>Buffer di carico con verifica automatica della sequenza prima della partenza</li>
<li>StarOS WMS: scorte in conto deposito dei fornitori, gestione dei richiami di materiale, collegamento EDI con i due stabilimenti</li>
</ul>
<h2>I risultati</h2>
<table>
<thead><tr><th>Indicatore</th><th>Prima</th><th>Dopo</th></tr></thead>
<tbody>
<tr><td>Tempo dalla trasmissione della sequenza alla partenza</td><td>95 minuti</td><td>38 minuti</td></tr>
<tr><td>Errori di sequenza (per milione di pezzi)</td><td>180</td><td>6</td></tr>
<tr><td>Capacità di stoccaggio</td><td>26.000 contenitori + 3000 pallet</td><td>48.000 contenitori + 7200 pallet</td></tr>
<tr><td>Addetti del turno di notte</td><td>65</td><td>28</td></tr>
</tbody>
</table>
<p>Il margine di tempo guadagnato permette a Zhongheng di assorbire imprevisti come gli ingorghi stradali, e dall'avvio nessuna linea di assemblaggio si è mai fermata per una consegna in ritardo. Grazie a queste prestazioni Zhongheng si è aggiudicata anche il contratto di fornitura di un terzo stabilimento.</p>`,
  },
  {
    of: {
      kind: 'case',
      enTitle: 'Heavy forklift AGVs and a digital twin for a stamped-panel buffer',
    },
    language: 'it',
    customer: 'Qiyuan Auto, Stabilimento di Stampaggio e Lastratura',
    title:
      'AGV a forche per carichi pesanti e gemello digitale per governare il buffer dei pannelli stampati',
    summary:
      'Ventidue AGV a forche da 3 tonnellate gestiscono 1500 posizioni per rastrelliere di pannelli stampati, mentre un gemello digitale mostra in tempo reale per quante ore ogni componente copre il fabbisogno della lastratura: i carrellisti per turno sono passati da 16 a 3.',
    body: `<h2>La sfida</h2>
<p>Il reparto presse di Qiyuan Auto dispone di due linee di presse in tandem che stampano a lotti i pannelli esterni della scocca, mentre la lastratura li consuma in continuo. Il buffer tra i due reparti conteneva circa 1400 rastrelliere, ciascuna fino a 2,8 t, movimentate da 16 carrellisti. Le rastrelliere finivano spesso dove c'era posto, i carrellisti perdevano molto tempo a cercarle e chi pianificava i lotti di stampaggio non sapeva quanti pannelli di ogni tipo restassero davvero. I danni ai pannelli causati dagli urti tra rastrelliere costavano allo stabilimento oltre un milione di yuan all'anno.</p>
<h2>La soluzione</h2>
<p>Abbiamo introdotto AGV a forche per carichi pesanti da 3 tonnellate, con navigazione laser SLAM, e riorganizzato il buffer in posizioni a terra numerate, dove le rastrelliere sono impilate su tre livelli e seguite in tempo reale. A fine linea presse e agli ingressi della lastratura sono state installate postazioni automatiche di scambio. Digital Twin Studio esprime le scorte di ogni componente in ore di copertura del fabbisogno della lastratura e permette di simulare un piano di stampaggio prima di rilasciarlo, aiutando i pianificatori a programmare lotti più lunghi e razionali.</p>
<ul>
<li>22 AGV a forche per carichi pesanti, portata nominale 3000 kg, altezza di sollevamento 4,5 m, navigazione laser SLAM, precisione di posizionamento ±10 mm</li>
<li>1500 posizioni a terra per rastrelliere, impilabili fino a tre livelli e tracciate singolarmente</li>
<li>Postazioni automatiche di scambio a fine linea presse e agli ingressi della lastratura</li>
<li>Fleet Scheduler, con pianificazione dinamica dei percorsi per 22 veicoli pesanti</li>
<li>Digital Twin Studio: ore di copertura per componente e simulazione dei piani di stampaggio</li>
<li>StarWCS Control collegato ai MES del reparto presse e della lastratura</li>
</ul>
<h2>I risultati</h2>
<table>
<thead><tr><th>Indicatore</th><th>Prima</th><th>Dopo</th></tr></thead>
<tbody>
<tr><td>Carrellisti per turno</td><td>16</td><td>3</td></tr>
<tr><td>Tempo di ricerca per ogni movimentazione</td><td>circa 6 minuti</td><td>nessuno</td></tr>
<tr><td>Costo dei danni ai pannelli (all'anno)</td><td>1,2 milioni di yuan</td><td>0,15 milioni di yuan</td></tr>
<tr><td>Cambi stampo (alla settimana)</td><td>42</td><td>34</td></tr>
</tbody>
</table>
<p>Meno cambi stampo significano diverse ore di produzione effettiva in più ogni settimana per le linee presse. I pianificatori verificano ora ogni programma nel gemello digitale prima di rilasciarlo, e la lastratura non si è più fermata per mancanza di pannelli.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'A chilled high-bay warehouse for yoghurt and fresh milk' },
    language: 'it',
    customer: 'Tianmu Lattiero-Casearia',
    title: 'Un magazzino automatico a 2–6 °C per yogurt e latte fresco',
    summary:
      'Un magazzino automatico a 2–6 °C con 7 trasloelevatori e 8400 posti pallet, collegato direttamente alle linee di riempimento, fa uscire i pallet per giro di consegna e per fermata: il ritardo medio alla partenza dei camion è sceso da 48 a 5 minuti.',
    body: `<h2>La sfida</h2>
<p>Lo stabilimento principale di Tianmu produce yogurt e latte fresco pastorizzato con una durata di conservazione di appena 7–21 giorni. I prodotti devono restare sempre tra 2 e 6 °C; la maggior parte degli ordini dei negozi arriva in tarda serata, ma va consegnata entro le 6 del mattino seguente. Il vecchio magazzino refrigerato lavorava con carrelli elevatori e composizione manuale dei carichi: i camion partivano spesso in ritardo e, con le porte aperte di continuo nelle notti estive, la temperatura in banchina superava anche gli 8 °C.</p>
<h2>La soluzione</h2>
<p>Accanto al reparto di riempimento abbiamo costruito un magazzino automatico a 2–6 °C, nel quale i pallet in uscita dai pallettizzatori entrano direttamente tramite trasportatori. Il WMS spedisce secondo il criterio FEFO (primo a scadere, primo a uscire) e rilascia i pallet per giro di consegna e in ordine inverso di fermata: la merce dell'ultima fermata viene caricata per prima. Tutte le 16 baie di carico sono dotate di sigillanti, e il portone si apre solo quando il camion è accostato alla banchina.</p>
<ul>
<li>7 trasloelevatori monocolonna, portata nominale 1000 kg, altezza di sollevamento 24 m, velocità di traslazione 200 m/min, precisione di posizionamento ±3 mm</li>
<li>8400 posti pallet a 2–6 °C</li>
<li>Trasportatori collegati direttamente a 14 linee di riempimento e pallettizzazione</li>
<li>Buffer di uscita in sequenza per giro di consegna, con 16 baie di carico dotate di sigillanti</li>
<li>StarOS WMS: criterio FEFO, uscite in sequenza per giro e per fermata</li>
</ul>
<h2>I risultati</h2>
<table>
<thead><tr><th>Indicatore</th><th>Prima</th><th>Dopo</th></tr></thead>
<tbody>
<tr><td>Ritardo medio alla partenza dei camion</td><td>48 minuti</td><td>5 minuti</td></tr>
<tr><td>Temperatura in banchina nelle notti estive</td><td>fino a 9 °C</td><td>4–6 °C</td></tr>
<tr><td>Capacità in uscita</td><td>150 pallet/ora</td><td>420 pallet/ora</td></tr>
<tr><td>Prodotto scartato per scadenza</td><td>0,8%</td><td>0,2%</td></tr>
</tbody>
</table>
<p>Con consegne puntuali, il latte fresco arriva prima sugli scaffali dei negozi al mattino e ha più tempo per essere venduto, e gli scarti per scadenza si sono ridotti di conseguenza. Tianmu prevede di replicare la stessa soluzione nel nuovo stabilimento della Cina orientale.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'Robotic palletizing and AGV transfer for a bottled water plant' },
    language: 'it',
    customer: 'Qingyuanquan Bevande',
    title:
      'Pallettizzazione robotizzata e trasferimento con AGV in uno stabilimento di acqua in bottiglia',
    summary:
      'Quattro isole di pallettizzazione robotizzata hanno sostituito i vecchi pallettizzatori a portale e 16 AGV a forche per esterni coprono i 250 metri fino al magazzino; il cambio formato è sceso da 40 a 6 minuti.',
    body: `<h2>La sfida</h2>
<p>Qingyuanquan imbottiglia acqua minerale naturale alla sorgente, in una zona di montagna. Le sue sei linee di riempimento lavorano tra 36.000 e 48.000 bottiglie all'ora. La produzione di ogni linea veniva pallettizzata da vecchi pallettizzatori a portale e trasportata con carrelli elevatori, attraverso un piazzale all'aperto, fino al magazzino prodotti finiti 250 metri più in là. In una zona così isolata trovare carrellisti era difficile, e i vecchi pallettizzatori non erano in grado di gestire la nuova confezione da 12 bottiglie in film termoretraibile.</p>
<h2>La soluzione</h2>
<p>Ogni coppia di linee di riempimento condivide ora un'isola di pallettizzazione robotizzata. I robot montano pinze combinate a serraggio e a vuoto, e per cambiare schema di pallettizzazione basta sceglierlo sul touch screen. Dopo l'avvolgimento con film estensibile e l'etichettatura, i pallet vengono presi in carico da AGV a forche per esterni e portati al magazzino lungo un nuovo percorso coperto. Gli AGV navigano con laser SLAM 3D, affidabile anche con pioggia, nebbia e luce variabile, e hanno grado di protezione IP54; le porte automatiche e le stazioni di ricarica lungo il percorso sono integrate nel sistema di gestione della flotta.</p>
<ul>
<li>4 isole di pallettizzazione robotizzata con robot a quattro assi e pinze combinate a serraggio e a vuoto, fino a 1600 confezioni/ora ciascuna</li>
<li>Avvolgitrici con film estensibile ed etichettatrici per pallet</li>
<li>16 AGV a forche, portata nominale 2000 kg, altezza di sollevamento 5 m, navigazione laser SLAM 3D, grado di protezione IP54</li>
<li>Porte automatiche e stazioni di ricarica lungo il percorso</li>
<li>StarWCS Control collegato ai sistemi di controllo delle linee e all'ERP dello stabilimento</li>
</ul>
<h2>I risultati</h2>
<table>
<thead><tr><th>Indicatore</th><th>Prima</th><th>Dopo</th></tr></thead>
<tbody>
<tr><td>Cambio formato della pallettizzazione</td><td>40 minuti</td><td>6 minuti</td></tr>
<tr><td>Carrellisti per turno</td><td>12</td><td>2</td></tr>
<tr><td>Pallet trasferiti all'ora</td><td>140</td><td>190</td></tr>
<tr><td>Confezioni danneggiate in pallettizzazione</td><td>0,4%</td><td>0,05%</td></tr>
</tbody>
</table>
<p>Durante il picco estivo le sei linee di riempimento hanno lavorato per la prima volta a pieno regime e senza interruzioni, senza rallentamenti dovuti alla pallettizzazione o al trasporto. Quando arriva sul mercato un nuovo formato di confezione, basta aggiungere un nuovo schema di pallettizzazione nel sistema.</p>`,
  },
  {
    of: { kind: 'case', enTitle: 'A four-way shuttle retrofit in an existing 12-metre warehouse' },
    language: 'it',
    customer: 'Hexiang Condimenti',
    title: 'Un magazzino esistente alto 12 metri trasformato con shuttle a quattro vie',
    summary:
      "Trasformato in due fasi senza mai fermare le spedizioni, il vecchio magazzino prodotti finiti è passato da 5200 a 8900 posti pallet, e le rotture dei prodotti in bottiglie di vetro durante la movimentazione sono calate di oltre l'80%.",
    body: `<h2>La sfida</h2>
<p>Hexiang produce salsa di soia e aceto, venduti soprattutto in bottiglie di vetro su pallet da circa 900 kg. Il magazzino prodotti finiti ha un'altezza utile di 12 m e ospitava 5200 posti pallet su scaffalature portapallet a quattro livelli. Con la crescita delle vendite serviva circa il 70% di capacità in più, ma nello stabilimento non c'era terreno per un nuovo magazzino, e ogni urto di un carrello elevatore contro le bottiglie di vetro costava caro. Durante i lavori, inoltre, le spedizioni quotidiane non potevano interrompersi.</p>
<h2>La soluzione</h2>
<p>Abbiamo trasformato il magazzino una metà alla volta: prima abbiamo smontato metà delle vecchie scaffalature e installato scaffalature compatte per shuttle a quattro vie, messe subito in servizio; poi vi abbiamo trasferito le scorte e trasformato l'altra metà. Le nuove scaffalature sfruttano tutti i 12 m di altezza utile con sette livelli di stoccaggio e richiedono molte meno corsie. I pallet in uscita dalle cinque linee di imbottigliamento passano un controllo di sagoma e peso ed entrano direttamente a magazzino tramite trasportatori; sei corsie di uscita preparano i carichi nell'ordine dei camion, e i carrelli elevatori servono solo per il carico.</p>
<ul>
<li>12 shuttle a quattro vie, portata nominale 1000 kg, velocità di traslazione 1,5 m/s, precisione di posizionamento ±2 mm</li>
<li>3 elevatori, 7 livelli di stoccaggio, 8900 posti pallet</li>
<li>Trasportatori di ingresso collegati a 5 linee di imbottigliamento, con controllo sagoma e pesatura</li>
<li>6 corsie di uscita per il carico</li>
<li>StarOS WMS e StarWCS Control, integrati con l'ERP dello stabilimento</li>
</ul>
<h2>I risultati</h2>
<table>
<thead><tr><th>Indicatore</th><th>Prima</th><th>Dopo</th></tr></thead>
<tbody>
<tr><td>Posti pallet</td><td>5200</td><td>8900</td></tr>
<tr><td>Rotture durante la movimentazione</td><td>0,5%</td><td>0,08%</td></tr>
<tr><td>Carrelli elevatori in magazzino</td><td>14</td><td>3 (solo per il carico)</td></tr>
<tr><td>Capacità in ingresso e in uscita</td><td>110 pallet/ora</td><td>160 pallet/ora</td></tr>
</tbody>
</table>
<p>Le due fasi hanno richiesto sette mesi, durante i quali le spedizioni non si sono mai fermate. Il risparmio rispetto alla costruzione di un nuovo magazzino supera di gran lunga il costo della trasformazione, e Hexiang sta valutando lo stesso intervento per il magazzino materie prime e imballaggi.</p>`,
  },
]
