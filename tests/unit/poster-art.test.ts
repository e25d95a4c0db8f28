/**
 * What a person sees first on a built-in poster: the artwork matches what the brief is about, the
 * seasonal decoration follows the brief's event (not the month), and the call to action fits the
 * event and never contradicts the brief.
 */
import { describe, expect, it } from "vitest";
import { callToActionFrom } from "~/lib/images/call-to-action";
import { suggestCaptions } from "~/lib/images/captions";
import { squarePosterContent } from "./poster-request";

const poster = squarePosterContent;

describe("poster artwork follows the brief", () => {
  it("draws food and a pint for a burger-and-beer night, never a cocktail", () => {
    const { motifs } = poster("burger and beer night thursday, any burger + a pint £12.50");
    expect(motifs[0]).toBe("burger");
    expect(motifs).toContain("pint");
    expect(motifs).not.toContain("cocktail");
  });

  it.each([
    ["2 for £10 cocktails every friday 5-7pm", "cocktail"],
    ["wine tasting evening wed 7.30pm £25 a head", "wineGlass"],
    ["£5 pints all day saturday", "pint"],
    ["steak night every wednesday", "plate"],
  ])("draws the drink or dish the brief names: %s → %s", (brief, hero) => {
    const { motifs } = poster(brief);
    expect(motifs[0]).toBe(hero);
    if (hero !== "cocktail") expect(motifs).not.toContain("cocktail");
  });

  it.each([
    ["England v South Africa rugby Saturday 3pm", "rugby"],
    ["the ashes, day one, cricket from 11am", "cricket"],
    ["darts final friday 8pm, entry £3", "dartboard"],
    ["Grand National day, sweepstake £2 a horse", "horseshoe"],
    ["welsh national sun 27th on the telly, sweepstake £2 a horse", "horseshoe"],
    ["boxing day racing from kempton, king george 3.05", "horseshoe"],
    ["british grand prix on the big screen sunday 2pm", "chequeredFlag"],
    ["Joshua v Fury fight night saturday", "boxingGlove"],
    ["ufc 300 live saturday night", "boxingGlove"],
    ["Arsenal v Chelsea on the big screen", "football"],
    ["the open golf final round sunday on the big screen", "golf"],
    ["wimbledon final sunday, strawberries and pimms", "tennis"],
    ["world snooker final on the telly all weekend", "snooker"],
    ["pool league night tuesday", "snooker"],
  ])("draws each sport its own art: %s → %s", (brief, hero) => {
    const { motifs } = poster(brief);
    expect(motifs[0]).toBe(hero);
    if (hero !== "football") expect(motifs).not.toContain("football");
  });
});

describe("seasonal decoration follows the brief's event", () => {
  it.each([
    ["new years eve party, dj from 9pm, tickets £15", "fireworks"],
    ["NYE bash 31st december, fizz at midnight", "fireworks"],
    ["halloween fancy dress party saturday", "pumpkin"],
    ["bonfire night, mulled cider in the garden", "fireworks"],
    ["burns night supper, haggis neeps and tatties £18", "thistle"],
    ["st paddys day live irish band from 8pm", "shamrock"],
    ["valentines dinner for two £45", "heart"],
    ["easter sunday lunch, kids eat free", "egg"],
    ["Christmas party bookings now open — festive menu £29.95", "tree"],
  ])("%s → %s", (brief, decoration) => {
    const { motifs } = poster(brief);
    expect(motifs[0]).toBe(decoration);
  });

  it("never gives New Year's Eve a Christmas tree, even in December", () => {
    for (const brief of [
      "new years eve party, dj from 9pm",
      "NYE 31st december, festive fizz £6",
      "see the new year in with us, 31 dec",
    ]) {
      expect(poster(brief).motifs, brief).not.toContain("tree");
      expect(poster(brief).motifs, brief).toContain("fireworks");
    }
  });

  it("takes the month only when the brief names no event", () => {
    expect(poster("quiz night thursday 18th december").motifs).toContain("tree");
    expect(poster("halloween quiz 31st october").motifs[0]).toBe("pumpkin");
    expect(poster("quiz night thursday 12th march").motifs).not.toContain("tree");
  });

  it("dresses neither a December match nor a notice for Christmas", () => {
    expect(poster("boxing sat 19th dec joshua v fury, ring walks approx 10.30pm").motifs).not.toContain(
      "tree",
    );
    expect(poster("arsenal v chelsea sunday 20th december 4.30pm on the big screen").motifs).not.toContain(
      "tree",
    );
    expect(poster("quiz weds 16th dec is cancelled cos of the boiler, back next week").motifs).not.toContain(
      "tree",
    );
  });
});

describe("a poster's artwork keeps the brief's tone", () => {
  it("a death notice is drawn with candles: no pint, no plate, no tree", () => {
    for (const brief of [
      "sad news, our regular jack hollis passed away last week aged 87, funeral wed 16th dec at st marys 11am, wake here after all welcome",
      "rip big dave, a true gent, pint on the bar for him fri",
    ]) {
      const { motifs, signOff, quiet } = poster(brief);
      expect(motifs, brief).toEqual(["candle", "candle", "candle"]);
      expect(signOff, brief).toBe("Thank you");
      // No confetti, party lights, "POW" or "!" in any style.
      expect(quiet, brief).toBe(true);
    }
    expect(poster("quiz night thursday 8pm").quiet).toBe(false);
  });

  it("a long notice is cut at a sentence's end, never mid-way with '.…'", () => {
    const { body } = poster(
      "sad news, our regular jack hollis passed away last week aged 87, funeral wed 16th dec at st marys 11am, wake here after all welcome",
    );
    expect(body).toBe(
      "Our regular Jack Hollis passed away last week aged 87. Funeral Wednesday 16th December at St Mary's 11am.",
    );
  });
});

describe("the poster's call to action fits the event", () => {
  it("a fight night gets its doors time, never a table booking", () => {
    const fight = poster("ufc fight night saturday, doors open 8pm, no booking needed");
    expect(fight.overlay).toBe("Doors open 8pm, no booking needed");
    expect(poster("Joshua v Fury fight night saturday, doors 9pm £10 entry").overlay).toBe("Doors open 9pm");
    expect(poster("big fight night saturday on every screen").overlay ?? "").not.toMatch(/book/i);
  });

  it("never says book when the brief says no booking is needed", () => {
    for (const brief of [
      "sunday roast £16.95, no booking needed",
      "curry night thursday, walk-ins welcome",
      "quiz night tuesday 8pm, just turn up",
      "christmas menu now on, no bookings, first come first served",
    ]) {
      expect(poster(brief).overlay, brief).toBe("No booking needed");
    }
  });

  it("keeps table bookings for sit-down food and private events", () => {
    expect(poster("Sunday roast £16.95").overlay).toBe("Book your table");
    expect(poster("Christmas party bookings now open — festive menu £29.95").overlay).toBe(
      "Book your table now",
    );
    expect(poster("function room available for private hire").overlay).toBe("Book your table");
    expect(poster("live band saturday 9pm").overlay).toBeNull();
    expect(poster("England v Scotland saturday, kick off 3pm").overlay).toBe("Kick-off 3pm");
    expect(poster("open mic night, free entry").overlay).toBe("Free entry");
  });

  it("draws the landlord's own overlay as typed", () => {
    expect(poster("ufc fight night saturday", "Bring your mates").overlay).toBe("Bring your mates");
    expect(callToActionFrom("darts night friday 8pm")).toBeNull();
  });
});

describe("poster words from briefs typed in a hurry", () => {
  it("reads short days and keeps them out of the headline", () => {
    // Several events on different days: each with its day, time and price, one a line.
    const multi = poster("quiz tues 8pm £1 a head, curry night weds £9.95, live band sat from 9");
    expect(multi.headline).toBe("What's On");
    expect(multi.when).toEqual([
      "Tue · Quiz · 8pm · £1 a head",
      "Wed · Curry Night · £9.95",
      "Sat · Live Band · from 9",
    ]);
    expect(multi.offers).toEqual([]);
    const wine = poster("wine tasting evening wed 7.30pm £25 a head");
    expect(wine.headline).toBe("Wine Tasting Evening");
    expect(wine.when).toEqual(["Wednesday · 7.30pm"]);
    expect(poster("halloween fancy dress party sat 31st oct").when).toEqual(["Saturday · 31st October"]);
    // "Sun" is the weather as often as the day: never read as Sunday.
    expect(poster("beer garden open, sun's out").when).toEqual([]);
  });

  it("keeps every price whole, with what each is for", () => {
    expect(poster("sunday roast 12-4pm, £16.95 or 2 courses £21.50, kids £8.50").offers).toEqual([
      "£16.95",
      "2 courses £21.50",
      "Kids £8.50",
    ]);
  });

  it("writes names typed in lower case in their capitals", () => {
    expect(poster("ufc fight night saturday").headline).toBe("UFC Fight Night");
    expect(poster("f1 abu dhabi gp sunday 1pm").headline).toBe("F1 Abu Dhabi GP");
  });

  it("says when a brief runs all weekend", () => {
    expect(poster("world snooker final on the telly all weekend").when).toEqual(["All weekend"]);
  });
});

describe("captions beside the poster", () => {
  it("never tell a no-booking brief to book", () => {
    const captions = suggestCaptions({
      description: "christmas menu now on, no bookings, first come first served",
      pubName: "The Red Lion",
      textOverlay: null,
      platform: "facebook",
    });
    expect(captions.join(" ")).not.toMatch(/\bbook your/i);
    expect(
      suggestCaptions({
        description: "Christmas party bookings now open",
        pubName: null,
        textOverlay: null,
        platform: "facebook",
      }).join(" "),
    ).toMatch(/Book your festive table/);
  });
});

describe("dates on the poster", () => {
  it("shows the date a brief gives, its month written out", () => {
    expect(poster("NYE bash 31st december, fizz £6").when).toEqual(["31st December"]);
    expect(poster("valentines dinner for two £45, fri 14th feb").when).toEqual(["Friday · 14th February"]);
    expect(poster("burns night supper 25th jan, piper from 7pm").when).toEqual(["25th January · From 7pm"]);
    expect(poster("quiz night thursday 8pm").when).toEqual(["Thursday · 8pm"]);
    // "2 margaritas" is a drink, not the 2nd of March.
    expect(poster("2 margaritas £10 friday").when).toEqual(["Friday"]);
  });
});

describe("a closure's poster", () => {
  it("is drawn as the pub, not dressed for the occasion it mentions, and ends 'See you soon'", () => {
    const away = poster(
      "me n barb r having a wk off for a rest, closed mon 4th jan til thurs 7th, back open fri 8th, happy new yr to all our lovely regulars x",
    );
    expect(away.motifs).not.toContain("fireworks");
    expect(away.signOff).toBe("See you soon");
    expect(poster("quiz night thursday 8pm").signOff).toBe("See you there");
  });
});

describe("a poster for a brief that says several things at once", () => {
  it("a kids' party: no drink drawn, the price with what it includes, and 'Book at the bar' as asked", () => {
    const content = poster(
      "kids xmas party sat 19th 2-4pm, santa visiting £6 per child inc a present, book at the bar",
    );
    expect(content.motifs).not.toContain("pint");
    expect(content.motifs).not.toContain("wineGlass");
    expect(content.offers).toEqual(["£6 per child including a present"]);
    expect(content.body).toBe("Santa visiting");
    expect(content.overlay).toBe("Book at the bar");
  });

  it("a festival shows both its days, and its line-up a night at a time", () => {
    const content = poster(
      "beer festival fri 11th - sun 13th, 20 ales & ciders, £5 entry inc glass, fri the dead ringers sat velvet haze sun afternoon folk session",
    );
    expect(content.when).toEqual(["Friday 11th – Sunday 13th"]);
    expect(content.body).toBe(
      "20 ales & ciders. Friday: The Dead Ringers. Saturday: Velvet Haze. Sunday afternoon: folk session",
    );
  });

  it("an emoji between two thoughts ends the first: the closure is never glued onto the fizz", () => {
    const content = poster(
      "NYE party thurs 31st w/ DJ Gaz from 9, £10 on the door, free glass of fizz at midnight 🥂 closed new years day to give the staff a rest",
    );
    expect(content.body).toMatch(/fizz at midnight\. Closed New Year's Day/);
  });

  it("'8pm till late' is the time, not a body line repeating the headline", () => {
    const content = poster("hogmanay ceilidh thurs 31st 8pm till late, tickets £15 inc stovies");
    expect(content.when).toEqual(["Thursday · 31st · 8pm till late"]);
    expect(content.body).toBeNull();
  });

  it("a deal and a quiz typed in one breath are listed a line each, never 'Monday · 8pm'", () => {
    const content = poster("pie n pint £12 mon-thurs 12-8 quiz weds 8pm");
    expect(content.when).toEqual(["Mon-Thu · Pie and Pint · 12-8 · £12", "Wed · Quiz · 8pm"]);
  });
});

describe("a poster says each fact of a mixed brief on its own thing (poster readers P and Q)", () => {
  it("shows the days an offer runs across, never its first day alone", () => {
    expect(poster("kids eat free with every adult main mon-thurs til xmas 12-6").when).toEqual([
      "Monday – Thursday · 12-6",
    ]);
    expect(poster("champions league tues & wed 8pm, bucket of 5 buds £15 all game").when).toEqual([
      "Tuesday & Wednesday · 8pm",
    ]);
  });

  it("keeps the children's price apart from the adults', and a '+' off the deal it joins on", () => {
    expect(poster("sunday roast £14.95 kids £8, football on the big screen from 2").offers).toEqual([
      "£14.95",
      "Kids £8",
    ]);
    expect(
      poster("quiz back tmrw after the refurb 8pm, £50 jackpot, max 6 per team, + wings 2 for £8").offers,
    ).toContain("Wings 2 for £8");
    expect(poster("burger and beer night thursday, any burger + a pint £12.50").offers).toEqual([
      "Any burger + a pint £12.50",
    ]);
    expect(
      poster("utd v liverpool sun 4.30 on all screens + pie n a pint £9.50 while the games on").offers,
    ).toEqual(["Pie and a pint £9.50 while the game's on"]);
  });

  it("a closure's badge is the closed day, with the reopening's time left to the line below", () => {
    const closed = poster(
      "closed wed 9th for staff xmas do, back open thurs 10th from 12 w/ £2.50 pints all day",
    );
    expect(closed.when).toEqual(["9th"]);
    expect(closed.body).toMatch(/Back open Thursday 10th from 12/);
  });

  it("asks for a table only for the meal the poster is about", () => {
    expect(poster("carols round the tree fri 18th 7pm, mince pies on the bar").overlay).toBeNull();
    expect(poster("xmas hrs xmas eve 11-11 xmas day 12-2 drinks only boxing day 12-10").overlay).toBeNull();
    expect(poster("kids eat free with every adult main mon-thurs til xmas 12-6").overlay).toBeNull();
    expect(poster("kids eat free with every adult main mon-thurs til xmas 12-6").motifs).not.toContain(
      "pint",
    );
    expect(poster("christmas dinner 3 courses £29.95").overlay).toBe("Book your table");
  });
});

describe("a poster's badge says when the thing is on, not another thing's hours (poster reader P)", () => {
  it("a deposit deadline stays with the deposit; 'til 1am' is how late, 'happy hour 5-7' is the happy hour's", () => {
    const christmas = poster(
      "xmas day bookings now open!! 4 courses £65pp kids £30, £10 deposit pp by 12th dec",
    );
    expect(christmas.when).toEqual([]);
    expect(christmas.offers).toContain("£10 deposit pp by 12th December");
    expect(
      poster("nye party £25 tkts inc buffet & fizz at midnight, dj gaz til 1am, over 18s only").when,
    ).toEqual(["Till 1am"]);
    // "from thurs 10th": the first of many days, said as such (poster reader S).
    expect(poster("darts world champs on tv from thurs 10th, happy hour 5-7 £3.50 pints").when).toEqual([
      "From Thursday · 10th",
    ]);
  });

  it("keeps 'Big Fight' whole and a roast's hours with its price beside a match", () => {
    expect(
      poster("big fight sat 19th on the big screen doors 8pm, pizza & pint £12, free entry").headline,
    ).toBe("Big Fight");
    expect(
      poster(
        "man utd v liverpool sun 4.30 on tv + sunday roast 12-4 £14.95 kids £8, bookin advised for families",
      ).offers,
    ).toEqual(["Roast 12-4 £14.95", "Kids £8"]);
  });
});

describe("a children's Christmas party (poster reader Q)", () => {
  it("is no Christmas party booking, and 'santa visitin' is spelled out", () => {
    const kids = poster("kids xmas party sat 12th 2-4pm, santa visitin 🎅");
    expect(kids.overlay).toBeNull();
    expect(kids.body).toBe("Santa visiting");
  });
});

describe("a poster headed 'Closed' (poster reader P)", () => {
  it("is drawn as the pub, and 'sorry folks' is no folk night", () => {
    const closed = poster("closed mon 7th for staff xmas do 🎉 back tues from 12, sorry folks!");
    expect(closed.motifs).not.toContain("microphone");
    expect(closed.motifs).not.toContain("notes");
    expect(closed.signOff).toBe("See you soon");
  });
});

describe("mixed briefs a landlord types (session 15)", () => {
  it("draws a rugby ball for sides whose names say rugby, and writes Hull KR as it is known", () => {
    const league = poster("leeds rhinos v hull kr friday 7.45 on sky sports");
    expect(league.headline.replace(/\u00a0/g, " ")).toBe("Leeds Rhinos v Hull KR");
    expect(league.motifs).toContain("rugby");
    expect(league.motifs).not.toContain("football");
    expect(poster("wigan v saints fri 8pm on sky, pie n pint £9").motifs).toContain("rugby");
    expect(poster("sale sharks v saracens sat 3pm").motifs).toContain("rugby");
    // A hospice named after the saint is no rugby match.
    expect(poster("quiz for st helens hospice thurs 8pm £1 a head").motifs).not.toContain("rugby");
  });

  it("keeps Fish Friday's day in its name, a dish pair whole and both sittings on the badge", () => {
    const fish = poster("Fish fri £10 cod & chips 12-2 & 5-8 plus £1 off cider");
    expect(fish.headline).toBe("Fish Friday");
    expect(fish.offers).toEqual(["£10 cod & chips", "Plus £1 off cider"]);
    expect(fish.when).toEqual(["12-2 & 5-8"]);
    expect(fish.body).toBeNull();
    // The food is the picture; the cider's pint may stand beside it.
    expect(fish.motifs[0]).toBe("plate");
    expect(poster("taco tues 2 for £8 from 5").headline).toBe("Taco Tuesday");
    const roast = poster("sunday roast 12-3 and 6-8 £14.95");
    expect(roast.when).toEqual(["12-3 & 6-8"]);
    expect(roast.offers).toEqual(["£14.95"]);
  });

  it("heads a festival with its name and lists its nights under its days", () => {
    const fest = poster("beer fest fri 11th - sun 13th, 30 real ales, band sat 8pm, bbq sun");
    expect(fest.headline).toBe("Beer Fest");
    expect(fest.when).toEqual(["Friday 11th – Sunday 13th", "Sat · Band · 8pm", "Sun · BBQ"]);
    expect(fest.body).toBe("30 real ales");
    const winter = poster("winter beer festival fri-sun, 20 ales, live music sat, food all weekend");
    expect(winter.headline).toBe("Winter Beer Festival");
    expect(winter.when[0]).toBe("Friday – Sunday");
    // A week of different nights is still "What's On".
    expect(poster("quiz tues 8pm, live music sat 9pm, roast sun 12-4").headline).toBe("What's On");
  });
});

describe("poster reader R (session 15)", () => {
  it("keeps a condition with its offer, names' capitals on offers, and St Helens without an apostrophe", () => {
    const calcutta = poster(
      "england v scotland calcutta cup sat 2.15 on big screen, bucket of 5 bud £15 if u wear ur shirt",
    );
    expect(calcutta.offers).toEqual(["Bucket of 5 Bud £15 if you wear your shirt"]);
    expect(calcutta.motifs).toContain("rugby");
    const saints = poster(
      "st helens v warrington sat 3pm plus racing from kempton on from 1, 2 pints carling £7",
    );
    expect(saints.headline.replace(/\u00a0/g, " ")).toBe("St Helens v Warrington");
    expect(saints.offers).toEqual(["2 pints Carling £7"]);
  });

  it("reads 'fri nite folk' as Friday's folk, and 'w' as 'with'", () => {
    const fest = poster(
      "beer fest fri 11 - sun 13 dec 20 real ales n ciders, fri nite folk w/ barley mow band, sat dj dave, sun family day w bouncy castle 🍺",
    );
    expect(fest.when).toContain("Fri · Folk with Barley Mow Band");
    expect(fest.when).toContain("Sat · DJ Dave");
    expect(fest.body).not.toMatch(/\bW\b/);
  });
});

describe("a poster of the pub's hours and of a menu's sittings (poster reader R)", () => {
  it("lists the hours as the brief gives them, with what is shut, under the notice's own name", () => {
    const hours = poster(
      "xmas opening hrs mon-thurs 4-11, fri n sat 12-late, sun 12-8, kitchen shut mondays",
    );
    expect(hours.headline).toBe("Christmas Hours");
    expect(hours.when).toEqual([
      "Monday-Thursday · 4-11",
      "Friday and Saturday · 12-late",
      "Sunday · 12-8",
      "Mondays · Kitchen Shut",
    ]);
  });

  it("keeps a sitting's start, and leaves 'book ahead' to the booking button", () => {
    const menu = poster(
      "xmas menu lunch 12-2.30 2 courses £12.95, eves 5.30-9 3 courses £19.95, book ahead pls",
    );
    expect(menu.when).toEqual(["12-2.30"]);
    // The evening sitting's hours are printed; "book ahead pls" is not.
    expect(menu.body).toBe("Evenings 5.30-9");
    expect(menu.overlay).toMatch(/^Book/);
  });
});

describe("poster reader S (session 15)", () => {
  it("shows a festival's run of dates, and no booking button on a closed kitchen", () => {
    const fest = poster(
      "beer fest 11-13 dec 20+ cask ales n ciders, live music sat nite, £5 entry incl glass 🍺",
    );
    // The live music keeps its night under the festival's dates.
    expect(fest.when).toEqual(["11th – 13th December", "Sat night · Live Music"]);
    const kitchen = poster(
      "kitchen closed mon 7th for refurb, back tues w/ new menu n 2 for £15 mains all week",
    );
    expect(kitchen.overlay).toBeNull();
  });

  it("keeps a band's capitals in the body", () => {
    expect(poster("live music fri w/ the dirty harrys 9pm free entry").body).toBe("Dirty Harrys");
  });
});

describe("poster reader S's mixed briefs (session 16)", () => {
  it("puts each price with its own thing and who pays it", () => {
    const lunch = poster(
      "xmas day lunch 3 courses £65 adults £30 kids, sittings 12.30 n 3pm, £10pp deposit to book",
    );
    expect(lunch.offers).toEqual(["3 courses £65 adults", "£30 kids", "£10 pp deposit"]);
    expect(lunch.when).toEqual(["Sittings 12.30 & 3pm"]);
    expect(lunch.body).toBeNull();
    const burger = poster("burger n pint £12 mon-thurs 5-9, plus curry club weds £10 incl a drink");
    expect(burger.offers).toEqual(["£12", "Curry club Wednesday £10 including a drink"]);
    const closed = poster(
      "closed tmrw weds 2nd for staff do sorry!! back thurs 12 noon, mulled wine £4 all wk",
    );
    expect(closed.offers).toEqual(["Mulled wine £4 all week"]);
    expect(closed.body).toBe("Staff do. Back Thursday 12 noon");
    const nye = poster("nye party £25pp incl buffet n glass of fizz, dj from 8, tickets behind the bar 🎉");
    expect(nye.offers).toEqual(["£25 pp including buffet and glass of fizz"]);
    expect(nye.body ?? "").not.toMatch(/tickets/i);
  });

  it("keeps 'approx', 'from' and the night on the badge", () => {
    expect(poster("boxing sat nite main event approx 10pm, £4 pints, no entry after 11").when).toEqual([
      "Saturday night · Approx 10pm",
    ]);
    expect(
      poster("world darts champs from fri 11th every session live, happy hr 5-7 £3.50 pints").when,
    ).toEqual(["From Friday · 11th"]);
  });

  it("lists every night of a line-up with its act, and names the charity and the UK", () => {
    const lineUp = poster(
      "fri 4th the velvet spoons live 9pm, sat 5th dj kaz til late, sun 6th acoustic sesh w/ molly rae 4pm 🎸",
    );
    expect(lineUp.when).toEqual([
      "Fri 4th · The Velvet Spoons · 9pm",
      "Sat 5th · DJ Kaz · till late",
      "Sun 6th · Acoustic with Molly Rae · 4pm",
    ]);
    expect(lineUp.body).toBeNull();
    expect(
      poster(
        "charity quiz for macmillan fri 11th 7.30 £3pp, raffle n cake stall, every penny goes to charity",
      ).headline,
    ).toBe("Charity Quiz for Macmillan");
    expect(poster("uk snooker final on sun from 1pm then quiz at 8").headline).toBe("UK Snooker Final");
    expect(
      poster("man utd v liverpool sun 4.30 ko, kids eat free sun lunch w/ every adult main 12-4").body,
    ).toMatch(/12-4/);
  });
});

describe("poster reader T (session 16)", () => {
  it("keeps a deal's condition and its next deal apart, and draws no football for 'not on match days'", () => {
    const happy = poster("happy hr mon-fri 5-7 all pints £3.50 cocktails 2 for £12 🍹 not on match days");
    expect(happy.offers).toEqual(["All pints £3.50", "Cocktails 2 for £12"]);
    expect(happy.motifs).not.toContain("football");
    expect(
      poster("footy sun 13th liverpool v man utd 4.30 ko, bucket of 5 buds £15, wings n fries £9 till ko ⚽")
        .offers,
    ).toContain("Wings and fries £9 till kick-off");
  });

  it("says 'approx' on the ring walks, and sets unrelated leftovers apart as sentences", () => {
    // Session 18: the ring walks' time stays with them ("Approx 10pm" alone read as the fight's start).
    const fight = poster("big fight sat 12th on the big screen ringwalks aprox 10pm £5 on the door");
    expect(fight.when).toEqual(["Saturday · 12th"]);
    expect(fight.body).toBe("On the big screen, ring walks approx 10pm");
    expect(
      poster(
        "boxing day racing on all screens from 12, bacon rolls £4, sweepstake £2 a go proceeds to air ambulance",
      ).body,
    ).toBe("On all screens. Proceeds to Air Ambulance");
  });
});

describe("poster reader T's art and badges (session 16)", () => {
  it("draws what the headline is about, and the sport named first", () => {
    expect(
      poster("sun roast £14.95 12-4, kids roast £7.50, then live music w/ the velvet crows from 5 🎸")
        .motifs[0],
    ).toBe("plate");
    expect(
      poster("rugby sat saints v tigers 3pm then footy at 5.30 arsenal v spurs, pints £4 during both games")
        .motifs[0],
    ).toBe("rugby");
    expect(
      poster("xmas eve open 11am til late dj from 8, xmas day 12-2 drinks only no food, boxing day 12-11 🎄")
        .motifs,
    ).not.toContain("plate");
  });

  it("says where a moved night is now, and leaves a later thing's time to it", () => {
    const quiz = poster("quiz moved from tues to weds this wk cos of the darts, £1pp, jackpot £150 ⭐");
    expect(quiz.when).toEqual(["Now on Wednesday this week"]);
    expect(quiz.body).toBe("Because of the darts");
    const jumper = poster(
      "xmas jumper day fri 18th wear a jumper get 10% off ur bill, mulled wine £4.50, carols w/ st marys choir 7pm",
    );
    expect(jumper.when).toEqual(["Friday · 18th"]);
    expect(jumper.body).toMatch(/Carols with St Mary's Choir 7pm/);
  });
});

describe("poster reader U (session 16)", () => {
  it("keeps two deals apart, a festival's dates whole, and a run of sessions to its last day", () => {
    expect(poster("happy hour mon-fri 5-7 £3.50 pints & £5 cocktails, not on bank hols").offers).toEqual([
      "£3.50 pints",
      "£5 cocktails",
    ]);
    const fest = poster(
      "beer festival fri 11th - sun 13th dec 20+ real ales n ciders, live music sat w/ fenland folk, £5 entry inc glass 🍺",
    );
    expect(fest.when).toEqual(["Friday 11th – Sunday 13th", "Sat · Live Music with Fenland Folk"]);
    expect(
      poster("darts worlds start thurs 17th every session live til 3rd jan, bucket of 5 peronis £20").when,
    ).toEqual(["Thursday · 17th · Till 3rd January"]);
    expect(poster("charity quiz for macmillan fri 8pm £3 pp teams of 6 max, raffle aswell").body).toMatch(
      /Raffle as well/,
    );
  });
});

describe("a second match on a poster (sessions 16 and 18)", () => {
  it("writes both sides with their capitals, each match on its own line with its kick-off", () => {
    const double = poster(
      "rugby sat saints v tigers 3pm then footy at 5.30 arsenal v spurs, pints £4 during both games",
    );
    expect(double.when).toEqual(["Sat · Saints v Tigers · 3pm", "Sat · Arsenal v Spurs · 5.30"]);
    expect(double.headline).toBe("Live Rugby & Football");
    expect(double.body ?? "").not.toMatch(/footy|then/i);
  });
});

describe("poster reader U's leftovers (session 17)", () => {
  it("keeps each thing's own words and times: the act's band, the baps' hour, the deal's days", () => {
    const lineUp = poster(
      "live music this wkend: fri the jukebox rebels, sat sarah kane (acoustic), sun jazz brunch w/ the blue notes 1-4",
    );
    expect(lineUp.headline).toBe("Live Music This Weekend");
    expect(lineUp.when).toContain("Sun · Jazz Brunch with the Blue Notes · 1-4");
    expect(lineUp.body).toBeNull();
    const racing = poster(
      "cheltenham fri & sat racing on all tvs, prosecco £4 a glass, bacon baps from 11am",
    );
    expect(racing.when).toEqual(["Friday & Saturday"]);
    expect(racing.body).toBe("Racing on all TVs. Bacon baps from 11am");
    expect(poster("kids eat free w/ every adult main sun 12-4 face painting from 1 🎨").body).toMatch(
      /^With every adult main\. /,
    );
  });

  it("says the doors and a request to book once, and leaves the facts either side apart", () => {
    expect(
      poster("boxing sat nite joshua fight on big screen doors 7pm no entry after 10, bucket of 5 buds £15")
        .body,
    ).toBe("Joshua fight on the big screen. No entry after 10");
    expect(
      poster(
        "arsenal v spurs sun 4.30 on 3 screens booking advised, open 12 for food, 2 for 1 wings til kick off",
      ).body,
    ).toMatch(/^On 3 screens\. Open 12 for food/);
  });
});

describe("poster reader V (session 17)", () => {
  it("lists a line-up under its own lead, with whole names and a holiday's night", () => {
    const week = poster(
      "xmas week line up fri 18th dead cat bounce, sat 19th jenny & the jets, xmas eve dj kev til late",
    );
    expect(week.headline).toBe("Christmas Week Line Up");
    expect(week.when).toEqual([
      "Fri 18th · Dead Cat Bounce",
      "Sat 19th · Jenny & the Jets",
      "Christmas Eve · DJ Kev · till late",
    ]);
    expect(week.body).toBeNull();
    expect(poster("live music fri 9pm the rusty nails 🎸").body).toBe("The Rusty Nails");
  });

  it("gives a second thing its own time, and a weekly night, a run of days and the pub's hours their words", () => {
    const burgers = poster("2 for £15 burgers every weds + quiz from 8, teams max 6");
    expect(burgers.when).toEqual(["Every Wednesday"]);
    expect(burgers.body).toBe("Quiz from 8, teams max 6");
    const mic = poster("open mic every thurs 8.30 sign up from 8, half price cocktails 8-10");
    expect(mic.when).toEqual(["Every Thursday · 8.30"]);
    expect(mic.body).toMatch(/^Sign up from 8\. /);
    const darts = poster(
      "darts worlds from 11th dec every session live, 2 pints + nachos £12, book ur table for the final 3rd jan 🎯",
    );
    expect(darts.when).toEqual(["From 11th December"]);
    expect(darts.body).toMatch(/Book your table for the final on 3rd January/);
    expect(poster("boxing day racing from kempton on tv, open 12-11, bacon butties £4 til 12").when).toEqual([
      "Open 12-11",
    ]);
  });

  it("says a reopening's deal with the reopening, under a closed day", () => {
    const closed = poster("closed mon 7th for refurb 😬 back tues 8th w/ £3 pints all day");
    expect(closed.offers).toEqual([]);
    expect(closed.body).toBe("Closed for refurb. Back Tuesday 8th with £3 pints all day");
    expect(
      poster("big fight sat nite on box office, £10 on the door, doors 10pm ringwalks approx 11.30 🥊").body,
    ).toMatch(/^On box office\. /i);
  });

  it("draws a pie for a pie, never a roast dinner", () => {
    expect(poster("pie n pint £12 wed nite + quiz from 8.30 free entry").motifs[0]).toBe("pie");
    expect(
      poster("man utd v liverpool sun 4.30 ko, pie & a pint £10, big screen + 3 tvs ⚽").motifs,
    ).not.toContain("plate");
    expect(
      poster(
        "xmas jumper day fri 18th wear one get £1 off ur pint, money to save the children, free mince pies 🎄",
      ).motifs,
    ).toContain("pie");
  });

  it("leaves no scrap of a phrase behind", () => {
    expect(poster("sunday roast £14.95 12-4 book ahead its busy").body).toBe("It's busy");
    const nye = poster(
      "nye party £25pp inc buffet + glass of fizz at midnite, tickets behind bar, over 18s only",
    );
    expect(nye.offers).toEqual(["£25 pp including buffet + glass of fizz at midnight"]);
    expect(nye.body).toBe("Over 18s only");
    expect(poster("kids xmas party sun 13th 2-4pm w/ santa 🎅").body).toBe("With Santa");
    expect(
      poster(
        "six nations eng v wales sat 6th feb ko 4.45 on all screens, wings £6 a basket while the match is on 🏉",
      ).body,
    ).toBe("On all screens. While the match is on");
  });
});

describe("poster reader W (session 17)", () => {
  it("keeps what a price includes, a team's size and a deal's hours with the price", () => {
    const fight = poster(
      "boxing sat nite joshua fight live, ring walk approx 10.30pm, £5 entry on the door includes a bottle of bud",
    );
    expect(fight.offers).toEqual(["£5 entry on the door includes a bottle of Bud"]);
    expect(fight.when).toEqual(["Saturday night"]);
    expect(fight.body).toBe("Joshua fight live. Ring walk approx 10.30pm");
    expect(
      poster("charity quiz fri 4th 7.30 for macmillan £20 a team of 4, raffle prizes n a cake stall").offers,
    ).toEqual(["£20 a team of 4"]);
    const racing = poster(
      "cheltenham gold cup fri 19th march, sweepstake £2 a go, curry n a pint £12 all day",
    );
    expect(racing.when).toEqual(["Friday · 19th March"]);
    expect(racing.offers).toContain("Curry and a pint £12 all day");
  });

  it("keeps a day's hours no badge shows, and 'from' only with what it is from", () => {
    expect(poster("closed xmas day, boxing day open 12-6 only, nye open til 1am").body).toBe(
      "Boxing Day open 12-6 only. New Year's Eve open till 1am",
    );
    expect(
      poster("price of a pint going up 20p from mon cos of brewery costs, sorry, happy hr stays 4-6 mon-fri")
        .body,
    ).toBe("20p because brewery costs. Happy hour stays 4-6");
    expect(poster("grand national sat 5.15pm, sweepstake £2 a horse 🏇").offers).toEqual([
      "Sweepstake £2 a horse",
    ]);
  });

  it("leaves no 'from' without its hour, and a night's name without what to bring", () => {
    expect(
      poster("leaving do for our sam fri 11th from 7 after 6yrs behind the bar 😢 free buffet come say bye")
        .body,
    ).toMatch(/^Our Sam after 6 years behind the bar\./);
    expect(
      poster(
        "live music this wkend: fri the dead beats, sat sarah-jane acoustic 9pm, sun jam session from 4 bring ur instrument",
      ).when,
    ).toContain("Sun · Jam Session · from 4");
  });
});

describe("poster reader X (session 17)", () => {
  it("says what a price is for and when a night starts", () => {
    expect(
      poster(
        "winter beer fest thurs 10th - sun 13th 20+ real ales n ciders, live folk fri n sat nite, thirds from £1.50 🍺",
      ).offers,
    ).toEqual(["Thirds from £1.50"]);
    expect(poster("tues quiz 8pm £1pp cash prize + curry club same nite any curry £9.95").offers).toEqual([
      "£1 pp",
      "Curry club same night any curry £9.95",
    ]);
    expect(
      poster(
        "fri 11th the weekend wizards live 9pm, sat 12th dj mikey 10 til late, sun 13th acoustic w/ sarah jane 4pm",
      ).when,
    ).toContain("Sat 12th · DJ Mikey · 10 till late");
    expect(
      poster("aj fight sat nite ring walks approx 10.30pm, doors 8, £5 entry incl a pint 🥊").headline,
    ).toBe("AJ Fight");
    const roast = poster("sunday roast back on 12-4 £15.50 kids £8.50");
    expect(roast.headline).toBe("Sunday Roast Is Back");
    expect(roast.offers).toEqual(["£15.50", "Kids £8.50"]);
    const match = poster(
      "man utd v liverpool sun 4.30 ko on all screens, wings n a pint £10 during the match, no kids after 7",
    );
    expect(match.overlay).toBe("Kick-off 4.30");
    expect(match.body).toBe("On all screens. No kids after 7");
  });
});

describe("poster reader Y (session 17)", () => {
  it("draws a curry, wings and a pie as themselves, with no roast dinner beside them", () => {
    const curry = poster("curry club weds any curry £9.95");
    expect(curry.motifs[0]).toBe("curry");
    expect(curry.motifs).not.toContain("plate");
    expect(poster("wing wednesday 50p wings all nite").motifs[0]).toBe("wings");
    expect(poster("mulled wine £4 a glass til its gone").body ?? "").not.toMatch(/It's gone/);
  });
});

describe("poster reader Z (session 18)", () => {
  it("gives a match headed from a later clause its own day and time, and a deal before it its own", () => {
    const match = poster(
      "2 for £12 burgers mon-thurs 5-9 + pint of carling £3.50 while u watch the footy, man utd v liverpool sun 4.30",
    );
    expect(match.when).toEqual(["Sunday · 4.30"]);
    expect(match.offers).toEqual([
      "2 for £12 burgers, Monday – Thursday 5-9",
      "Pint of Carling £3.50 while you watch the footy",
    ]);
    expect(match.body).toBeNull();
  });

  it("keeps a deposit with its deadline and a happy hour's price with its hours", () => {
    const menu = poster(
      "xmas day menu 3 courses £65pp kids £30, deposit £20pp needed by 10th dec, few tables left",
    );
    expect(menu.offers).toContain("Deposit £20 pp needed by 10th December");
    expect(menu.body).toBe("Few tables left");
    const boxing = poster(
      "boxing sat nite joshua fight on the big screen, ring walk aprox 10pm, happy hour 6-8 all pints £3",
    );
    expect(boxing.offers).toEqual(["Happy hour 6-8: all pints £3"]);
    expect(poster("happy hour 5-7 cocktails £5").when).toEqual(["5-7"]);
  });

  it("heads a poster with what is on instead of what was called off", () => {
    const swap = poster(
      "tmrw (weds) quiz cancelled sorry!! back next wk. thurs karaoke from 9 instead w/ sharon 🎤",
    );
    expect(swap.headline).toMatch(/Karaoke/);
    expect(swap.headline).not.toMatch(/Quiz/);
    expect(swap.when.join(" ")).toMatch(/9/);
    expect(swap.body).toMatch(/^Quiz cancelled Wednesday\. Back next week\./);
  });

  it("lists a double-header's matches, a festival week's own event, and a racing day's first time", () => {
    const rugby = poster(
      "rugby sat: wales v ireland 2.15 & scotland v france 4.45, bacon butties £4 b4 kick off, doors 1pm",
    );
    expect(rugby.headline).toBe("Rugby Saturday");
    expect(rugby.when).toEqual(["Sat · Wales v Ireland · 2.15", "Sat · Scotland v France · 4.45"]);
    const ales = poster(
      "guest ale week mon 14th-sun 20th, all cask £3.80 a pint, meet the brewer thurs 17th 7pm",
    );
    expect(ales.headline).toBe("Guest Ale Week");
    expect(ales.when).toContain("Thu 17th · Meet the Brewer · 7pm");
    expect(ales.body).toBeNull();
    const racing = poster(
      "cheltenham fri 11th & sat 12th racing on all tvs from 12, local tipster in 1pm, prosecco £20 a bottle",
    );
    expect(racing.when).toEqual(["Friday 11th & Saturday 12th · From 12"]);
    expect(racing.body).toMatch(/tipster in at 1pm/);
    const steak = poster(
      "steak nite every thurs 2 x 8oz sirloin + bottle of wine £40, kids eat free sun w/ every adult main",
    );
    expect(steak.body).toBe("2 x 8oz sirloin + a bottle of wine. Kids eat free with every adult main");
    expect(
      poster("charity quiz thurs 10th 7.30 £2pp all proceeds to macmillan, raffle + cake stall, book ur team")
        .body,
    ).not.toMatch(/Your team/);
  });
});

describe("poster reader AA (session 18)", () => {
  it("keeps the ring walks' time with them, a deal's 'all night', and a date out of a ticket's price", () => {
    const fight = poster(
      "fury fight sat 19th ring walks approx 10pm, free entry, carling £4 a pint all nite 🥊",
    );
    expect(fight.when).toEqual(["Saturday · 19th"]);
    expect(fight.body).toBe("Ring walks approx 10pm");
    expect(fight.offers).toEqual(["Carling £4 a pint all night"]);
    expect(
      poster(
        "nye party 31st dec tickets £25 inc buffet + glass of fizz at midnite, dj til 1am, over 18s only 🎉",
      ).offers,
    ).toEqual(["Tickets £25 including buffet + glass of fizz at midnight"]);
    expect(
      poster(
        "footy this wk: tues arsenal v chelsea 7.45, sat man utd v liverpool 12.30 ko, sun spurs v villa 4.30 ⚽",
      ).when,
    ).toContain("Sat · Man Utd v Liverpool · 12.30");
  });
});
