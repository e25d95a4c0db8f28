import { recentCache } from "../recent-cache";
import { anyOf, CHANNELS, COMPETITIONS, escapeRegExp, MONTH_NAMES } from "./brief-words";

/**
 * The landlord's words as a post prints them: days, months, occasions, brands and names with their
 * capitals and apostrophes ("st patricks" → "St Patrick's", "dj" → "DJ"), the first letter up, and
 * nothing else changed. Used on every line the writer carries over from a brief.
 */
const SAINTS = [
  "mary",
  "john",
  "peter",
  "paul",
  "michael",
  "mark",
  "luke",
  "matthew",
  "james",
  "anne",
  "helen",
  "margaret",
  "nicholas",
  "stephen",
  "thomas",
  "catherine",
  "chad",
  "mungo",
  "bride",
  "oswald",
  "aidan",
  "cuthbert",
  "wilfrid",
  "hilda",
];

/** The O' names most often met in a British bar, written after the apostrophe. */
const IRISH_SURNAMES = [
  "hara",
  "brien",
  "neill",
  "neil",
  "connor",
  "reilly",
  "sullivan",
  "donnell",
  "leary",
  "toole",
  "rourke",
  "shea",
  "malley",
  "keefe",
  "callaghan",
  "driscoll",
  "grady",
  "dowd",
  "halloran",
  "dwyer",
];

const FIXED: Array<[RegExp, string]> = [
  [/\bnew years? eve\b/gi, "New Year's Eve"],
  [/\bnew years? day\b/gi, "New Year's Day"],
  [/\bnew year'?s\b/gi, "New Year's"],
  [/\bchristmas eve\b/gi, "Christmas Eve"],
  [/\bchristmas day\b/gi, "Christmas Day"],
  [/\bchristmas\b/gi, "Christmas"],
  [/\bboxing day\b/gi, "Boxing Day"],
  [/\bhalloween\b/gi, "Halloween"],
  [/\beaster\b/gi, "Easter"],
  [/\bvalentine'?s day\b|\bvalentines day\b/gi, "Valentine's Day"],
  [/\bvalentine'?s\b|\bvalentines\b/gi, "Valentine's"],
  [/\bmother'?s day\b|\bmothers day\b/gi, "Mother's Day"],
  [/\bmothering sunday\b/gi, "Mothering Sunday"],
  [/\bfather'?s day\b|\bfathers day\b/gi, "Father's Day"],
  [/\bst\.? ?patrick'?s day\b|\bst\.? patricks day\b/gi, "St Patrick's Day"],
  [/\bst\.? ?patrick'?s\b|\bst\.? patricks\b/gi, "St Patrick's"],
  [/\bst\.? ?george'?s day\b/gi, "St George's Day"],
  [/\bst\.? ?george'?s\b/gi, "St George's"],
  [/\bst\.? ?david'?s\b/gi, "St David's"],
  [/\bst\.? ?andrew'?s\b/gi, "St Andrew's"],
  // "st marys choir", "st johns ambulance": a saint's church or charity, with its apostrophe.
  // St Helens the town (and its rugby club) has no apostrophe; St Helen's church does.
  ...SAINTS.map((saint): [RegExp, string] => [
    saint === "helen"
      ? /\bst\.? ?helen(?:'s\b(?!')|s\b(?= (?:church|chapel|school|hospice|hospital|primary)\b))/gi
      : new RegExp(`\\bst\\.? ?${saint}'?s\\b(?!')`, "gi"),
    `St ${saint.charAt(0).toUpperCase()}${saint.slice(1)}'s`,
  ]),
  [/\bst\.? ?helens\b/gi, "St Helens"],
  [/\bburns night\b/gi, "Burns Night"],
  [/\bburns supper\b/gi, "Burns supper"],
  [/\bbonfire night\b/gi, "Bonfire Night"],
  [/\bpancake day\b/gi, "Pancake Day"],
  [/\bshrove tuesday\b/gi, "Shrove Tuesday"],
  [/\beurovision\b/gi, "Eurovision"],
  [/\boktoberfest\b/gi, "Oktoberfest"],
  [/\bdry january\b/gi, "Dry January"],
  [/\bmad friday\b/gi, "Mad Friday"],
  [/\bblack friday\b/gi, "Black Friday"],
  [/\bjubilee\b/gi, "Jubilee"],
  [/\bmovember\b/gi, "Movember"],
  [/\bmacmillan\b/gi, "Macmillan"],
  [/\bchildren in need\b/gi, "Children in Need"],
  [/\bsave the children\b/gi, "Save the Children"],
  [/\bprostate cancer uk\b/gi, "Prostate Cancer UK"],
  [/\bsky box office\b/gi, "Sky Box Office"],
  [/\bsky box\b(?! office)/gi, "Sky box"],
  [/\bbloody marys\b/gi, "Bloody Marys"],
  [/\bbloody mary\b/gi, "Bloody Mary"],
  [/\brspca\b/gi, "RSPCA"],
  [/\brnli\b/gi, "RNLI"],
  [/\bebor\b/gi, "Ebor"],
  [/\bking george\b/gi, "King George"],
  // "mick o'hara": the Irish surname's capital after the apostrophe too.
  ...IRISH_SURNAMES.map((name): [RegExp, string] => [
    new RegExp(`\\bo'${name}\\b`, "gi"),
    `O'${name.charAt(0).toUpperCase()}${name.slice(1)}`,
  ]),
  // "kp wanted": a kitchen porter, as the trade writes it.
  [/\bkp\b/g, "KP"],
  // "england test on sky": the channel.
  [/\b(on|live on) sky\b(?! (?:blue|high|lanterns?|bar|garden))/gi, "$1 Sky"],
  // The big races by name ("tingle creek at sandown"), as the racing pages write them.
  [/\btingle creek\b/gi, "Tingle Creek"],
  [/\bgold cup\b/gi, "Gold Cup"],
  [/\bgrand national\b/gi, "Grand National"],
  [/\bwelsh national\b/gi, "Welsh National"],
  [/\bscottish (?:grand )?national\b/gi, "Scottish Grand National"],
  [/\birish (?:grand )?national\b/gi, "Irish Grand National"],
  [/\bchampion hurdle\b/gi, "Champion Hurdle"],
  [/\bchampion chase\b/gi, "Champion Chase"],
  [/\bbetfair chase\b/gi, "Betfair Chase"],
  [/\bladbrokes trophy\b/gi, "Ladbrokes Trophy"],
  [/\bclarence house chase\b/gi, "Clarence House Chase"],
  [/\bst\.? leger\b/gi, "St Leger"],
  [/\b(1000|2000) guineas\b/gi, "$1 Guineas"],
  [/\bebor\b/gi, "Ebor"],
  [/\bsaltaire blonde\b/gi, "Saltaire Blonde"],
  [/\bblack sheep\b/gi, "Black Sheep"],
  [/\btetley'?s\b/gi, "Tetley's"],
  [/\bjohn smith'?s\b/gi, "John Smith's"],
  [/\bsam smith'?s\b/gi, "Sam Smith's"],
  [/\bbrew ?dog\b/gi, "BrewDog"],
  [/\bpunk ipa\b/gi, "Punk IPA"],
  [/\bneck oil\b/gi, "Neck Oil"],
  [/\babba\b/gi, "ABBA"],
  [/\bsia badge\b/gi, "SIA badge"],
  [/\b(welsh|scottish|irish) (?:grand )?national\b/gi, "$1 National"],
  [/\bwelsh National\b/g, "Welsh National"],
  [/\bscottish National\b/g, "Scottish National"],
  [/\birish National\b/g, "Irish National"],
  [/\blions test\b/gi, "Lions Test"],
  [/\bchampions cup\b/gi, "Champions Cup"],
  // Grand Prix venues typed in lower case ("f1 abu dhabi sun 1pm").
  [/\babu dhabi\b/gi, "Abu Dhabi"],
  [/\blas vegas\b/gi, "Las Vegas"],
  [/\bnorth face\b/gi, "North Face"],
  [/\bvw\b/gi, "VW"],
  [/\bcancer research uk\b/gi, "Cancer Research UK"],
  [/\bcancer research\b/gi, "Cancer Research"],
  [/\bbritish heart foundation\b/gi, "British Heart Foundation"],
  [/\bmarie curie\b/gi, "Marie Curie"],
  [/\bsamaritans\b/gi, "Samaritans"],
  [/\bair ambulance\b/gi, "Air Ambulance"],
  [/\bmartin house\b/gi, "Martin House"],
  [/\bnhs\b/gi, "NHS"],
  [/\bnus\b/gi, "NUS"],
  [/\bcamra\b/gi, "CAMRA"],
  [/\bhogmanay\b/gi, "Hogmanay"],
  [/\bthe toon\b/gi, "the Toon"],
  [/\bhearts(?= (?:game|match|fans|v\b|vs\b))|(?<=\b(?:v|vs) )hearts\b/gi, "Hearts"],
  [/\bcv\b/gi, "CV"],
  // "dm to book", "dm us": a direct message, never the Dm of a sentence's first capital.
  [/\bdm(?= (?:to|us|me|for)\b)/gi, "DM"],
  [/\bev\b/gi, "EV"],
  [/\btv(s?)\b/gi, "TV$1"],
  [/\basap\b/gi, "ASAP"],
  [/\buk champ(?:ionship|s)\b/gi, "UK Championship"],
  [/\bchildrens? hospital\b/gi, "Children's Hospital"],
  // The charity Mind, when money goes to it ("all money going to mind leeds").
  [/(?<=\b(?:to|for|in aid of|raising for|supporting) )mind\b(?= [a-z]+\b|$)/gi, "Mind"],
  [/\bdj\b/gi, "DJ"],
  [/\bbbq\b/gi, "BBQ"],
  [/\bf1\b/gi, "F1"],
  [/\bsuper saturday\b/gi, "Super Saturday"],
  [/\bipa\b/gi, "IPA"],
  [/\bg&t\b/gi, "G&T"],
  [/\bpimm'?s\b|\bpimms\b/gi, "Pimm's"],
  [/\bguinness\b/gi, "Guinness"],
  [/\btennents\b/gi, "Tennent's"],
  // "buckets of 5 bud £12": the lager, not a mate.
  [/\bbud light\b/gi, "Bud Light"],
  [/(?<=\b(?:of|\d+|£\d+(?:\.\d\d)?) )bud\b(?! (?:to|as)\b)/gi, "Bud"],
  [/\bhull kr\b/gi, "Hull KR"],
  [/\brugby league grand final\b/gi, "Rugby League Grand Final"],
  [/\bsuper league grand final\b/gi, "Super League Grand Final"],
  [/\baperol\b/gi, "Aperol"],
  [/\bmadri\b/gi, "Madri"],
  [/\bcamden hells\b/gi, "Camden Hells"],
  [/\bcamden\b/gi, "Camden"],
  [/\bperoni\b/gi, "Peroni"],
  [/\bmoretti\b/gi, "Moretti"],
  [/\bdoom bar\b/gi, "Doom Bar"],
  [/\btimothy taylor'?s? landlord\b/gi, "Timothy Taylor's Landlord"],
  [/\btaylor'?s landlord\b/gi, "Taylor's Landlord"],
  [/\blandlord(?= (?:is )?(?:back )?on (?:cask|tap|the pumps?)\b)/gi, "Landlord"],
  [/\btimothy taylor\b/gi, "Timothy Taylor"],
  [/\blucky saint\b/gi, "Lucky Saint"],
  [/\bthatchers\b/gi, "Thatchers"],
  [/\bbaileys\b/gi, "Baileys"],
  [/\byorkshire\b/gi, "Yorkshire"],
  [/\byorkshires\b/gi, "Yorkshires"],
  [/\bfull english\b/gi, "full English"],
  [/\bengland\b/gi, "England"],
  [/\bscotland\b/gi, "Scotland"],
  [/\bwales\b/gi, "Wales"],
  [/\birish\b/gi, "Irish"],
  [/\bcaribbean\b/gi, "Caribbean"],
  [/\boasis\b/gi, "Oasis"],
  [/\bmotown\b/gi, "Motown"],
  [/\bjools holland\b/gi, "Jools Holland"],
  [/\bhobgoblin ruby\b/gi, "Hobgoblin Ruby"],
  [/\bhobgoblin gold\b/gi, "Hobgoblin Gold"],
  [/\bhobgoblin ipa\b/gi, "Hobgoblin IPA"],
  [/\bhobgoblin\b/gi, "Hobgoblin"],
  [/\bwainwright\b/gi, "Wainwright"],
  [/\bold speckled hen\b/gi, "Old Speckled Hen"],
  [/\bblack sheep\b/gi, "Black Sheep"],
  [/\btheakstons?\b/gi, "Theakston"],
  [/\bold peculier\b/gi, "Old Peculier"],
  [/\blondon pride\b/gi, "London Pride"],
  [/\bgreene king\b/gi, "Greene King"],
  [/\babbot ale\b/gi, "Abbot Ale"],
  [/\bbombardier\b/gi, "Bombardier"],
  [/\bspitfire\b/gi, "Spitfire"],
  [/\badnams\b/gi, "Adnams"],
  // Breweries a guest ale is said to come "from", named without the word "brewery".
  [/\bwychwood\b/gi, "Wychwood"],
  [/\bthwaites\b/gi, "Thwaites"],
  [/\bhook norton\b/gi, "Hook Norton"],
  [/\bst austell\b/gi, "St Austell"],
  [/\bshepherd neame\b/gi, "Shepherd Neame"],
  [/\bwadworth\b/gi, "Wadworth"],
  [/\bmarston'?s\b/gi, "Marston's"],
  [/\bthornbridge\b/gi, "Thornbridge"],
  [/\bmoorhouse'?s\b/gi, "Moorhouse's"],
  [/\bhawkshead\b/gi, "Hawkshead"],
  [/\bossett\b/gi, "Ossett"],
  [/\bkirkstall\b/gi, "Kirkstall"],
  [/\bvocation\b/gi, "Vocation"],
  [/\bbeavertown\b/gi, "Beavertown"],
  [/\bbrewdog\b/gi, "BrewDog"],
  [/\bstella\b/gi, "Stella"],
  [/\bcarling\b/gi, "Carling"],
  [/\bheineken\b/gi, "Heineken"],
  [/\bstrongbow\b/gi, "Strongbow"],
  [/\bkopparberg\b/gi, "Kopparberg"],
  [/\bcoors\b/gi, "Coors"],
  [/\bcruzcampo\b/gi, "Cruzcampo"],
  [/\bsan miguel\b/gi, "San Miguel"],
  [/\bestrella\b/gi, "Estrella"],
  [/\basahi\b/gi, "Asahi"],
  [/\bcorona\b/gi, "Corona"],
  [/\bamstel\b/gi, "Amstel"],
  [/\bbudweiser\b/gi, "Budweiser"],
  [/\bwembley\b/gi, "Wembley"],
  [/\btwickenham\b/gi, "Twickenham"],
  [/\bmurrayfield\b/gi, "Murrayfield"],
  [/\bally pally\b/gi, "Ally Pally"],
  [/\bfury(?= (?:fight|v|vs)\b)/gi, "Fury"],
  [/\bjoshua(?= (?:fight|v|vs)\b)/gi, "Joshua"],
  [/\busyk(?= (?:fight|v|vs)\b)/gi, "Usyk"],
  [/\bdubois(?= (?:fight|v|vs)\b)/gi, "Dubois"],
  [/\bcanelo(?= (?:fight|v|vs)\b)/gi, "Canelo"],
  [/\bsanta\b/gi, "Santa"],
  [/\brip\b(?=\s+\p{L})/giu, "RIP"],
  [/\bfather christmas\b/gi, "Father Christmas"],
  [/\bbloody mary\b/gi, "Bloody Mary"],
];

/** Each word of a name with its first letter up ("the plough" → "The Plough"), but "and" ("The Fox and Hounds"). */
function nameCase(name: string): string {
  return name.replace(/(^|[\s-])(\p{Ll})(\p{L}*)/gu, (whole, before: string, letter: string, rest: string) =>
    before && `${letter}${rest}` === "and" ? whole : before + letter.toUpperCase() + rest,
  );
}

/**
 * Names the brief gives in small letters that a post prints as names: the other side in a home
 * match ("v the plough"), a saint's or a place's charity ("st michaels hospice"), an initial after a
 * first name ("Stevie b").
 */
/** A word or two before "Brewery", "FC", "Town", "Band"… ("saltaire brewery", "forest green rovers"). */
const SUFFIXED =
  /(?<![\p{L}'’])(?:(\p{L}[\p{L}'’]*) )?(\p{L}[\p{L}'’]*) (brewery|brewing co|brewing company|brewing|brewers|distillery|fc|afc|united|utd|town|city|rovers|wanderers|athletic|albion|rhinos|warriors|centurions|band|choir|hospice|trust|foundation|academy)\b(?! (?:centre|center|hall|council|square|walls|limits|break|life|folk|night|nights|music|costs?|prices?|increases?|rises?|bills?)\b)/giu;
/** The second word of a pub's name ("Red Lion", "Black Bull", "Royal Oak"). */
const PUB_NAME_NOUN =
  /^(?:lion|bull|hart|oak|horse|cow|dragon|stag|swan|bell|crown|fox|lamb|cross|anchor|rose|star|boar|hound|plough|ship|sun|moon|eagle|falcon|griffin|unicorn|bear|ram|hare|pheasant|grapes|feathers|arms|inn|tavern)$/i;
/** A cheap first look, so most lines skip the pattern above. */
const SUFFIX_WORD =
  /\b(?:brewery|brewing|brewers|distillery|fc|afc|united|utd|town|city|rovers|wanderers|athletic|albion|rhinos|warriors|centurions|band|choir|hospice|trust|foundation|academy)\b/i;

/** Racecourse towns, for "york races", "racing at kempton", "a day at aintree". */
const RACECOURSES =
  "york|aintree|ascot|doncaster|newmarket|epsom|haydock|kempton|sandown|chester|wetherby|catterick|redcar|ripon|thirsk|beverley|pontefract|newcastle|uttoxeter|chepstow|market rasen|musselburgh|ayr|perth|hexham|cartmel|carlisle|sedgefield|kelso|lingfield|wolverhampton|southwell|nottingham|leicester|warwick|worcester|ludlow|hereford|bath|exeter|newbury|windsor|goodwood|fontwell|plumpton|brighton|salisbury|wincanton|taunton|towcester|huntingdon|fakenham|yarmouth|cheltenham";

const NAMED: Array<[RegExp, (match: string, ...groups: string[]) => string]> = [
  // A cuisine is named for its country: "Thai curry night", "Indian buffet".
  [
    /\b(thai|indian|chinese|mexican|italian|greek|spanish|japanese|caribbean|turkish|lebanese|korean|vietnamese|moroccan|cajun)(?= (?:curry|curries|food|night|nite|buffet|menu|street food|takeaway|tapas|banquet|feast|bbq|style)\b)/gi,
    (name) => name.charAt(0).toUpperCase() + name.slice(1).toLowerCase(),
  ],
  // "king george at kempton", "a day at york": a racecourse town is a place, with its capital.
  [
    new RegExp(`(?<=\\b(?:at|to|from) )(?:${RACECOURSES})\\b`, "gi"),
    (name: string) => name.charAt(0).toUpperCase() + name.slice(1).toLowerCase(),
  ],
  [
    /\b(silverstone|monaco|bahrain|qatar|miami|singapore|monza|imola|suzuka|interlagos|baku|jeddah|zandvoort)\b/gi,
    (name: string) => name.charAt(0).toUpperCase() + name.slice(1).toLowerCase(),
  ],
  // "trip to york races": a racecourse town before "races".
  [
    new RegExp(
      `\\b(?:${RACECOURSES})(?= races\\b| racecourse\\b)|(?<=\\b(?:racing|races|race day|day out|trip) (?:at|to) )(?:${RACECOURSES})\\b`,
      "gi",
    ),
    (said: string) => said.replace(/(^|\s)\p{L}/gu, (letter) => letter.toUpperCase()),
  ],
  // Places and the names local to them, wherever the brief says them ("wear your leeds shirts").
  [
    // Never inside a link or an address ("redlion-leeds.example", "hello@leeds-arms.co.uk").
    /(?<![-./@\w])(leeds|manchester|liverpool|newcastle|sheffield|bradford|london|glasgow|edinburgh|cardiff|swansea|birmingham|bristol|nottingham|leicester|coventry|sunderland|middlesbrough|wakefield|huddersfield|halifax|harrogate|otley|ilkley|headingley|york|preston|blackpool|burnley|wigan|bolton|oldham|stockport|carlisle|durham|exeter|plymouth|norwich|ipswich|cambridge|oxford|brighton|southampton|portsmouth|belfast|dundee|aberdeen|inverness|wrexham|yorkshire|lancashire|cornwall|devon|warwickshire|staffordshire|derbyshire|cheshire|shropshire|worcestershire|herefordshire|nottinghamshire|leicestershire|northamptonshire|lincolnshire|gloucestershire|oxfordshire|wiltshire|somerset|dorset|hampshire|surrey|sussex|essex|suffolk|norfolk|cumbria|northumberland|scotland|wales|ireland|england|spain|france|portugal|italy|germany|greece|turkey|cyprus|malta|australia|canada|america|new zealand|tenerife|ibiza|majorca|benidorm|thailand|dubai)\b(?![-.@/]\w)/gi,
    (place: string) => place.charAt(0).toUpperCase() + place.slice(1).toLowerCase(),
  ],
  // "come on rhinos!": a side's nickname is its name.
  [
    /(?<=\bcome on (?:the |you )?)(?:rhinos|saints|warriors|wolves|tigers|giants|bulls|sharks|quins|chiefs|bears|robins|magpies|toffees|hammers|blades|owls|foxes|villans|spurs|gunners|reds|blues|whites)\b/gi,
    (side: string) => side.charAt(0).toUpperCase() + side.slice(1).toLowerCase(),
  ],
  [
    /\bpearly (king|queen)s?( and (?:king|queen)s?)?\b/gi,
    (said: string) =>
      said.replace(
        /\b(pearly|king|queen)/gi,
        (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
      ),
  ],
  // "kirkstall brewery three swords on as guest ale": the beer named after its brewery.
  [
    /(?<=(?<!\b(?:of|the|a|from|by|our|local|new|big|every|because|due|to|and)\s)\b\p{L}+\s(?:brewery|brewing|brewing co|brew co)\s)(?!(?:on|at|is|are|now|from|in|tap|tonight|this|next|beers?|ales?|lagers?|ciders?|and|with|for|the|a|an|have|has|back|new|just|range|tasting|tour|takeover|increases?|prices?|rises?|costs?)\b)(\p{Ll}[\p{L}']*(?: (?!(?:on|at|is|are|now|from|in|for|and|with|the|a|an|tonight|this|next|back|only|just)\b)\p{Ll}[\p{L}']*){0,2})(?=\s+(?:on\b|is\b|now\b|at\b|£|\d)|\s*[,.!]|\s*$)/giu,
    (name: string) => name.replace(/(^|\s)\p{L}/gu, (letter) => letter.toUpperCase()),
  ],
  // "away match at the bell": the other pub's name.
  [
    /\b(away (?:match|game|fixture) (?:at|to)) ((?:the )?\p{Ll}[\p{L}']*(?: and \p{Ll}[\p{L}']*)?)(?=[\s,.!]|$)/giu,
    (_, lead: string, name: string) => `${lead} ${nameCase(name)}`,
  ],
  [
    // "footy at 5.30 arsenal v spurs": the home side, after a time or "then", is a name too.
    /(?<=(?:\d(?:am|pm)?|\b(?:then|footy|football|rugby|also|plus|and))\s)(\p{Ll}[\p{L}']*(?: \p{Ll}[\p{L}']*)?)(?= (?:v|vs)\.? \p{L})/gu,
    (whole: string) =>
      isSide(whole) &&
      !/^(?:the|a|an|it|its|it's|then|on|at|live)\b|\b(?:darts|pool|dominoes|crib|cribbage|quiz|team|lads|ladies|skittles|football|footy|rugby|cricket)$/i.test(
        whole,
      )
        ? nameCase(whole)
        : whole,
  ],
  [
    /(?<![\p{L}'’])(v|vs|versus|^against)\.? ((?:the )?(?!(?:the|a|an|and|at|on|from|in|with|tonight|today|tomorrow|this|next)\b)\p{Ll}[\p{L}']*(?: (?:and (?!the\b))?(?!(?:a|an|the|at|on|from|in|and|with|tonight|today|tomorrow|this|next|free|kick|kicks|ko|is|are|was|starts?|will|has|live|here|then|for|to|v|vs|of|\d)\b)\p{Ll}[\p{L}']*){0,2})(?![\p{L}'])(?! of\b)/giu,
    (whole, versus: string, name: string) =>
      isSide(name)
        ? `${/^(?:versus|against)$/i.test(versus) ? versus.toLowerCase() : "v"} ${nameCase(name)}`
        : whole,
  ],
  [
    /\bst\.? (\p{L}+?)('?s) (hospice|church|school|hospital)\b/giu,
    // "st barnabas hospice" is St Barnabas, whose name ends in -as: no apostrophe is added to it.
    (_, saint: string, ending: string, place: string) =>
      /^(?:barnaba|nichola|thoma|andrea|lucia|jame|agne|mile|marcu|silvanu|cyru|pancra)$/i.test(saint) &&
      ending === "s"
        ? `St ${nameCase(saint.toLowerCase())}s ${nameCase(place.toLowerCase())}`
        : `St ${nameCase(saint.toLowerCase())}'s ${nameCase(place.toLowerCase())}`,
  ],
  [
    // "silver king from ossett brewery": the beer's own name, before where it is brewed.
    /(?<=^|[-:,–—] |\bon now |\bon tap |\bguest ale |\bguest beer |\bthis week )(\p{L}[\p{L}'’]*(?: \p{L}[\p{L}'’]*){0,2})(?= from \p{L}+(?: \p{L}+)? (?:brewery|brewing|brewers)\b)/giu,
    (whole: string) =>
      whole
        .split(" ")
        .some((word) =>
          /^(?:the|a|an|our|guest|ale|ales|beer|beers|cider|ciders|lager|pint|pints|new|on|now|tap|real|craft|local|cask|keg)$/i.test(
            word,
          ),
        )
        ? whole
        : whole
            .split(" ")
            .map((word) => nameCase(word.toLowerCase()))
            .join(" "),
  ],
  [
    SUFFIXED,
    (whole, first: string | undefined, second: string, kind: string) => {
      // "harrogate brass band", "magic rock brewing": a name, then the kind of band or beer.
      if (first && !ordinary(first) && KIND_OF.has(second.toLowerCase()))
        return `${nameCase(first)} ${nameCase(second)} ${nameCase(kind)}`;
      // "the red lion rovers", "black bull fc": a pub's name before its team's.
      if (first && PUB_NAME_NOUN.test(second))
        return `${nameCase(first)} ${nameCase(second)} ${nameCase(kind)}`;
      // "the local brewery", "a craft brewery", "tribute band", "a cracking band": no name.
      if (ordinary(second)) return whole;
      const lead = first && !ordinary(first) ? `${nameCase(first)} ` : first ? `${first} ` : "";
      return `${lead}${nameCase(second)} ${kind.length <= 3 && kind.toLowerCase() !== "utd" ? kind.toUpperCase() : nameCase(kind)}`;
    },
  ],
  [
    // "tap takeover w/ cloudwater", "takeover with northern monk": the brewery taking over is a name.
    /\b(takeover|take over) (with|w\/|from|by) (\p{Ll}[\p{L}'’]*)(?: (\p{Ll}[\p{L}'’]*))?(?![\p{L}'’])/giu,
    (whole, takeover: string, joiner: string, first: string, second: string | undefined) => {
      if (ordinary(first) || NOT_A_BREWERY.test(first)) return whole;
      const name = second && !ordinary(second) && !NOT_A_BREWERY.test(second) ? `${first} ${second}` : first;
      return `${takeover} ${joiner} ${nameCase(name)}${whole.slice(`${takeover} ${joiner} ${name}`.length)}`;
    },
  ],
  [/(?<=\b\p{Lu}\p{Ll}+ )([b-hj-uw-z])(?=[\s,.!]|$)/gu, (letter: string) => letter.toUpperCase()],
];

/** Words after "takeover with" that are the beer, not the brewery: "takeover with beers from…". */
const NOT_A_BREWERY =
  /^(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|beers?|ales?|lines?|taps?|cask|keg|ciders?|lagers?|guest|guests|loads|lots|plenty|brewers?|brewery|breweries)$/i;

/**
 * Words that are never the name before "Brewery", "Band", "Town" and the like ("the local brewery",
 * "a tribute band", "back in town", "Sunday choir"): small words, everyday words and the kinds of band.
 */
const ORDINARY = new Set(
  (
    "the a an and or & v vs versus against of in at on to for from with by into onto around about out down up over round near " +
    "across through our your their his her my its this that these those every each any some all no new old " +
    "local craft micro small big little great good best top real proper fab lovely amazing brilliant " +
    "fantastic favourite famous award winning family independent village community church school parish " +
    "county national home away same other whole market ghost seaside inner capital brass tribute live jazz " +
    "covers cover ceilidh oompah folk rock pop indie punk soul blues swing ska reggae country irish scottish " +
    "welsh acoustic wedding function party male female voice gospel boy girl kids youth charity resident " +
    "house steel pipe marching military silver local's resident's visiting visit support supporting join " +
    "see meet watch welcome playing played play is are was be been being will we you they it there here " +
    "monday tuesday wednesday thursday friday saturday sunday tonight today tomorrow weekend christmas " +
    "festive summer winter spring autumn first last next one two three four five six seven eight nine ten " +
    "piece man woman student uni university works office staff team pub bar inn can could should would " +
    "must might do does don't won't i just always never stand stay together something coffee tea beer " +
    "kettle trouble storm excellent incredible legendary popular loud superb great decent talented " +
    "fun busy quiet whole entire full terrific epic iconic classic"
  ).split(" "),
);

/** The kinds of band (or beer) that sit between a name and "Band": "Harrogate Brass Band". */
const KIND_OF = new Set(
  "brass jazz folk rock covers cover tribute steel pipe silver swing soul blues ceilidh oompah gospel concert wind".split(
    " ",
  ),
);

/** An everyday word, or one shaped like a describing word ("cracking", "talented", "wonderful"). */
function ordinary(word: string): boolean {
  const lower = word.toLowerCase();
  return ORDINARY.has(lower) || /(?:ing|ed|ful|ous|ive|less|est|some|ish|ly)$/.test(lower);
}

/**
 * The other side in "v the plough" is a name; "against the clock", "against the odds", "v the rest
 * of the pub" are not: a side is one to three words, none of them an everyday word for a contest.
 */
function isSide(name: string): boolean {
  return !name
    .toLowerCase()
    .split(" ")
    .some((word) => NOT_A_SIDE.has(word));
}

const NOT_A_SIDE = new Set(
  (
    "clock odds rest world elements weather wind grain tide machine house bar staff locals regulars " +
    "champions others lads girls boys ladies men women kids dads mums landlord landlady quizmaster " +
    "quiz bookies computer ref referee best rules law system current traffic storm cold dark time wall " +
    "crowd favourites holders leaders top bottom stats everyone everybody anyone all comers clocks odds " +
    "barmaids punters customers neighbours management chef kitchen next last first same usual"
  ).split(" "),
);

const COMPETITION_NAMES: Array<[RegExp, string]> = [...COMPETITIONS, ...CHANNELS]
  .filter((entry) => !/^the (?:open|masters)$/i.test(entry.name))
  .map((entry) => entry.name.replace(/^the /, ""))
  .map((name) => [new RegExp(`\\b${escapeRegExp(name)}\\b`, "gi"), name]);

const FIXED_NAMES = [...FIXED, ...COMPETITION_NAMES];
const FIXED_MAY_APPLY = anyOf(FIXED_NAMES.map(([pattern]) => pattern));

const MONTH_SHORT =
  /\b(\d{1,2}(?:st|nd|rd|th)?|in|all|throughout|during)\s+(?:of\s+)?(jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b\.?/gi;

/** Capitals where a post needs them; `names` are the brief's own names (teams, acts) in their post form. */
export function properCase(text: string, names: readonly string[] = []): string {
  // The writer and the check case the same lines again and again (a list line in every take of a post).
  return casedTexts.get(names.length ? `${names.join("\u0001")}\u0002${text}` : text, () =>
    properCaseNow(text, names),
  );
}

const casedTexts = recentCache<string>(512);

function properCaseNow(text: string, names: readonly string[]): string {
  // A link or an e-mail address is written as the pub gave it: it stands aside as a mark no rule reads.
  if (!LINK_OR_ADDRESS.test(text)) return properCaseWords(text, names);
  const links: string[] = [];
  const marked = text.replace(
    LINK_OR_ADDRESS_ALL,
    (link) => `${LINK_MARK}${String.fromCharCode(0xe100 + links.push(link))}`,
  );
  return properCaseWords(marked, names).replace(
    new RegExp(`${LINK_MARK}([\\ue101-\\ue1ff])`, "g"),
    (_, at: string) => links[at.charCodeAt(0) - 0xe101]!,
  );
}

/** A web address or an e-mail address, kept apart from the words around it. */
const LINK_OR_ADDRESS =
  /(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b[\w-]+(?:\.[\w-]+)*\.(?:co\.uk|org\.uk|com|org|net|uk|pub|example)\b\S*/i;
const LINK_OR_ADDRESS_ALL = new RegExp(LINK_OR_ADDRESS.source, "gi");
/** Private-use characters: no casing rule matches them, and no pub types them. */
const LINK_MARK = "\ue000";

function properCaseWords(text: string, names: readonly string[]): string {
  let out = text
    .replace(
      /\b(mon|tues|wednes|thurs|fri|satur|sun)day(s)?\b/gi,
      (_, day: string, plural = "") => `${capitalise(day.toLowerCase())}day${plural}`,
    )
    // "may" is a month only beside a date ("5 may", "may 5th"): "you may want to book" is not.
    .replace(
      new RegExp(`\\b(${MONTH_NAMES.join("|")})\\b`, "gi"),
      (month: string, _name: string, at: number, all: string) =>
        month.toLowerCase() === "may" &&
        !/(?:\b\d{1,2}(?:st|nd|rd|th)?|\b(?:in|of|during|throughout|all|this|next|early|late|mid))\s+$/i.test(
          all.slice(0, at),
        ) &&
        !/^\s+\d/.test(all.slice(at + 3))
          ? month
          : capitalise(month.toLowerCase()),
    )
    .replace(MONTH_SHORT, (_, day: string, month: string) => {
      const full = MONTH_NAMES.find((name) =>
        name.toLowerCase().startsWith(month.toLowerCase().slice(0, 3)),
      )!;
      return `${day} ${full}`;
    });
  // Most lines name no brand, occasion or competition: one look at them all, then the list only when one may apply.
  if (FIXED_MAY_APPLY.some((pattern) => pattern.test(out)))
    for (const [pattern, fixed] of FIXED_NAMES) out = out.replace(pattern, fixed);
  for (const [pattern, fix] of NAMED)
    if (pattern !== SUFFIXED || SUFFIX_WORD.test(out)) out = out.replace(pattern, fix);
  out = out.replace(
    /\b(\d{1,2}(?:[:.]\d{2})?)\s?(am|pm)\b/gi,
    (_, time: string, half: string) => `${time}${half.toLowerCase()}`,
  );
  for (const name of names) {
    if (name) out = out.replace(new RegExp(`(?<![\\p{L}])${escapeRegExp(name)}(?![\\p{L}])`, "giu"), name);
  }
  return capitalise(out.replace(/\s+/g, " ").trim());
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
