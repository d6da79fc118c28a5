import type { LegalTexts } from "./legal-context";

const UPDATED = "1 november 2026";

/** Nederlandse juridische pagina's (§2.1 cookies, privacy, terms-conditions). */
export const legalTexts: LegalTexts = ({ brand, company, address, registration, email, domain }) => ({
  "terms-conditions": {
    title: "Algemene voorwaarden",
    updated: UPDATED,
    intro: [
      `Deze algemene voorwaarden gelden voor elk bezoek aan ${brand} (${domain}) en voor elk gebruik van de diensten. ${brand} wordt geëxploiteerd door ${company}, ${address} (${registration}). Door de site te gebruiken ga je akkoord met deze voorwaarden.`,
    ],
    sections: [
      {
        id: "definitions",
        heading: "1. Begrippen",
        blocks: [
          {
            kind: "list",
            items: [
              `"Wij", "ons": ${company}, de exploitant van ${brand}.`,
              `"Bezoeker": iedereen die de site bezoekt zonder account.`,
              `"Lid": een bezoeker die een account heeft aangemaakt en zijn e-mailadres heeft bevestigd.`,
              `"Model": een zelfstandige host die live uitzendt op de site.`,
              `"Credits": de vooraf betaalde eenheden waarmee betaalde diensten worden afgerekend; 60 credits staan gelijk aan één minuut chat.`,
            ],
          },
        ],
      },
      {
        id: "age",
        heading: "2. Alleen voor volwassenen",
        blocks: [
          { kind: "paragraph", text: `${brand} bevat seksueel expliciet materiaal en is uitsluitend bedoeld voor volwassenen. Je mag de site alleen gebruiken als je minstens 18 jaar bent, of ouder als de wet in jouw land een hogere leeftijd voorschrijft, en als het bekijken van zulk materiaal daar is toegestaan.` },
          { kind: "paragraph", text: "Wij kunnen je vragen je leeftijd te bevestigen en kunnen een account sluiten als wij reden hebben om aan te nemen dat de houder minderjarig is." },
        ],
      },
      {
        id: "account",
        heading: "3. Je account",
        blocks: [
          { kind: "paragraph", text: "Voor betaalde diensten, favorieten en berichten heb je een account nodig. Je geeft juiste gegevens op, houdt je wachtwoord voor jezelf en bent verantwoordelijk voor alles wat er onder je account gebeurt." },
          { kind: "paragraph", text: "Je kunt je account op elk moment verwijderen via je instellingen. Verwijderen is definitief: ongebruikte credits vervallen dan, tenzij de wet je recht geeft op terugbetaling." },
        ],
      },
      {
        id: "credits",
        heading: "4. Credits en betalingen",
        blocks: [
          { kind: "paragraph", text: "Betaalde diensten reken je af met credits. Je koopt credits in bundels; de prijs van elke bundel zie je in euro's inclusief btw voordat je betaalt. Betalingen worden verwerkt door externe betaalproviders." },
          {
            kind: "list",
            items: [
              "Credits zijn persoonlijk en kunnen niet worden overgedragen of ingewisseld voor geld.",
              "Welkomstcredits bij registratie zijn een eenmalige actie en worden niet uitbetaald.",
              "Omdat credits op jouw verzoek direct worden geleverd, vervalt het herroepingsrecht zodra je ze gaat gebruiken.",
              "Als een betaling wordt teruggedraaid, mogen wij de daarmee gekochte credits blokkeren.",
            ],
          },
        ],
      },
      {
        id: "conduct",
        heading: "5. Huisregels",
        blocks: [
          { kind: "paragraph", text: "Behandel modellen en andere leden met respect. Het is niet toegestaan om:" },
          {
            kind: "list",
            items: [
              "uitzendingen, foto's of berichten op te nemen, te kopiëren of te verspreiden;",
              "persoonlijke contactgegevens te delen of modellen daarom te vragen;",
              "inhoud te sturen die illegaal, bedreigend of discriminerend is of waarbij minderjarigen betrokken zijn;",
              "de site te verstoren, de beveiliging te omzeilen of de site geautomatiseerd te gebruiken.",
            ],
          },
          { kind: "paragraph", text: "Wij kunnen inhoud verwijderen en accounts die deze regels overtreden blokkeren of sluiten, en wij melden illegale inhoud bij de autoriteiten." },
        ],
      },
      {
        id: "performers",
        heading: "6. Modellen",
        blocks: [
          { kind: "paragraph", text: "Modellen zijn zelfstandige volwassenen van wie identiteit en leeftijd vóór hun eerste uitzending zijn gecontroleerd. Zij bepalen zelf wat zij in hun shows doen, binnen deze regels en de wet." },
        ],
      },
      {
        id: "liability",
        heading: "7. Beschikbaarheid en aansprakelijkheid",
        blocks: [
          { kind: "paragraph", text: "Wij doen ons best om de site beschikbaar en veilig te houden, maar kunnen geen ononderbroken dienstverlening garanderen. Mislukt een betaalde sessie door een fout aan onze kant, dan krijg je de daarvoor gebruikte credits terug." },
          { kind: "paragraph", text: "Onze aansprakelijkheid is beperkt tot directe schade tot het bedrag dat je ons betaalde in de drie maanden voordat de schade ontstond, behalve bij opzet of grove nalatigheid." },
        ],
      },
      {
        id: "intellectual-property",
        heading: "8. Intellectueel eigendom",
        blocks: [{ kind: "paragraph", text: `Alle inhoud op ${brand} — uitzendingen, beelden, teksten, logo's en software — is van ons, van de modellen of van onze licentiegevers. Je mag die alleen voor persoonlijk gebruik op de site bekijken.` }],
      },
      {
        id: "privacy",
        heading: "9. Privacy",
        blocks: [{ kind: "paragraph", text: "Wij verwerken persoonsgegevens zoals beschreven in onze privacyverklaring en gebruiken cookies zoals beschreven in ons cookiebeleid." }],
      },
      {
        id: "changes",
        heading: "10. Wijzigingen",
        blocks: [{ kind: "paragraph", text: "Wij kunnen deze voorwaarden wijzigen. Belangrijke wijzigingen maken wij minstens 30 dagen vooraf bekend op de site of per e-mail; blijf je de site daarna gebruiken, dan aanvaard je de nieuwe voorwaarden." }],
      },
      {
        id: "law",
        heading: "11. Toepasselijk recht en klachten",
        blocks: [
          { kind: "paragraph", text: `Op deze voorwaarden is Nederlands recht van toepassing. Klachten kun je sturen naar ${email}; wij reageren binnen 14 dagen. Geschillen worden voorgelegd aan de bevoegde rechter in Nederland, onverminderd je rechten als consument.` },
        ],
      },
    ],
  },
  privacy: {
    title: "Privacyverklaring",
    updated: UPDATED,
    intro: [
      `${company} (${address}; ${registration}) is verantwoordelijk voor de persoonsgegevens die via ${brand} worden verwerkt. Wij gaan zorgvuldig met je gegevens om, volgens de Algemene Verordening Gegevensbescherming (AVG).`,
    ],
    sections: [
      {
        id: "data",
        heading: "1. Welke gegevens wij verwerken",
        blocks: [
          {
            kind: "list",
            items: [
              "Accountgegevens: e-mailadres, gebruikersnaam, wachtwoord (versleuteld opgeslagen) en je leeftijdsbevestiging.",
              "Gebruiksgegevens: gekochte en gebruikte credits, tips, favorieten, berichten en chatsessies.",
              "Betaalgegevens: de betaalmethode en de transactiereferentie; volledige kaartgegevens ontvangen wij nooit.",
              "Technische gegevens: IP-adres, browser, apparaat, taal en bezochte pagina's.",
            ],
          },
        ],
      },
      {
        id: "purposes",
        heading: "2. Waarom wij ze verwerken",
        blocks: [
          {
            kind: "list",
            items: [
              "om de site en je account te leveren (uitvoering van de overeenkomst);",
              "om betalingen te verwerken en onze administratie te voeren (wettelijke plicht);",
              "om fraude en misbruik te voorkomen en minderjarigen te beschermen (gerechtvaardigd belang en wettelijke plicht);",
              "om de site te verbeteren met statistieken (gerechtvaardigd belang, of toestemming waar de wet dat vraagt);",
              "om je nieuws en aanbiedingen te sturen, alleen als je daarmee hebt ingestemd (toestemming).",
            ],
          },
        ],
      },
      {
        id: "retention",
        heading: "3. Hoe lang wij ze bewaren",
        blocks: [
          { kind: "paragraph", text: "Accountgegevens bewaren wij zolang je account bestaat en verwijderen wij binnen 30 dagen nadat je je account hebt verwijderd. Betaalgegevens bewaren wij zeven jaar omdat de belastingwet dat vraagt. Technische logs worden na hoogstens 12 maanden verwijderd." },
        ],
      },
      {
        id: "sharing",
        heading: "4. Met wie wij ze delen",
        blocks: [
          { kind: "paragraph", text: "Wij delen gegevens alleen met partijen die ons helpen de site te draaien — hosting, betaal- en e-mailproviders — onder een verwerkersovereenkomst, en met autoriteiten als de wet ons daartoe verplicht. Wij verkopen je gegevens niet." },
          { kind: "paragraph", text: "Modellen zien alleen je gebruikersnaam en wat je hun stuurt in chats en berichten." },
        ],
      },
      {
        id: "transfers",
        heading: "5. Buiten de Europese Unie",
        blocks: [{ kind: "paragraph", text: "Verwerkt een provider gegevens buiten de Europese Economische Ruimte, dan zorgen wij voor een passend beschermingsniveau, bijvoorbeeld met de standaardcontractbepalingen van de Europese Commissie." }],
      },
      {
        id: "security",
        heading: "6. Beveiliging",
        blocks: [{ kind: "paragraph", text: "Wij beschermen je gegevens met passende technische en organisatorische maatregelen, zoals versleutelde verbindingen, versleutelde wachtwoorden en beperkte toegang voor onze medewerkers." }],
      },
      {
        id: "rights",
        heading: "7. Je rechten",
        blocks: [
          { kind: "paragraph", text: `Je hebt het recht om je gegevens in te zien, te corrigeren en te laten verwijderen, om de verwerking te beperken of er bezwaar tegen te maken, en om je gegevens in een overdraagbaar formaat te ontvangen. Een toestemming kun je altijd intrekken. Stuur je verzoek naar ${email}; wij antwoorden binnen een maand.` },
          { kind: "paragraph", text: "Ben je niet tevreden over hoe wij met je gegevens omgaan, dan kun je een klacht indienen bij de Autoriteit Persoonsgegevens." },
        ],
      },
      {
        id: "contact",
        heading: "8. Contact",
        blocks: [{ kind: "paragraph", text: `Vragen over privacy: ${email}, of per post aan ${company}, ${address}.` }],
      },
    ],
  },
  cookies: {
    title: "Cookiebeleid",
    updated: UPDATED,
    intro: [
      `${brand} gebruikt cookies en vergelijkbare technieken (zoals lokale opslag in je browser). Een cookie is een klein tekstbestand dat een website op je apparaat bewaart. Hier lees je welke wij gebruiken en waarom.`,
    ],
    sections: [
      {
        id: "necessary",
        heading: "1. Noodzakelijke cookies",
        blocks: [
          { kind: "paragraph", text: "Deze zorgen dat de site werkt en hebben geen toestemming nodig:" },
          {
            kind: "list",
            items: [
              "locale — onthoudt de taal die je hebt gekozen (1 jaar);",
              "ageVerified — onthoudt dat je hebt bevestigd dat je 18 jaar of ouder bent (30 dagen);",
              "de inlogcookie — houdt je ingelogd (30 dagen);",
              "favourites — onthoudt je favoriete modellen op dit apparaat (1 jaar);",
              "lokale opslag — onthoudt de vorige pagina die je bekeek, zodat de terugknop werkt zoals je verwacht.",
            ],
          },
        ],
      },
      {
        id: "analytics",
        heading: "2. Statistieken",
        blocks: [
          { kind: "paragraph", text: "Wij tellen paginaweergaven via een tagmanager om te zien hoe de site wordt gebruikt en om die te verbeteren. Dat is privacyvriendelijk ingesteld: IP-adressen worden ingekort en de gegevens worden niet gedeeld voor advertenties." },
        ],
      },
      {
        id: "affiliates",
        heading: "3. Partners",
        blocks: [{ kind: "paragraph", text: "Kom je binnen via de link van een partner, dan onthouden wij welke partner je stuurde, zodat wij die kunnen belonen. Daarbij worden geen persoonlijke profielen gemaakt." }],
      },
      {
        id: "managing",
        heading: "4. Cookies beheren",
        blocks: [
          { kind: "paragraph", text: "Je kunt cookies verwijderen en blokkeren in de instellingen van je browser. Blokkeer je noodzakelijke cookies, dan werken delen van de site — zoals ingelogd blijven of je taal onthouden — niet meer." },
        ],
      },
      {
        id: "questions",
        heading: "5. Vragen",
        blocks: [{ kind: "paragraph", text: `Vragen over cookies kun je sturen naar ${email}. Meer over hoe wij met persoonsgegevens omgaan lees je in onze privacyverklaring.` }],
      },
    ],
  },
});
