import { describe, expect, it } from "vitest";
import { properCase } from "~/lib/content/proper-case";
import { type CheckedText, type CheckSources, checkPost, revisionNotes } from "~/lib/content/writing-check";

/** A post as a landlord would paste it: only the content matters unless a test says otherwise. */
function post(content: string, extra: Partial<CheckedText> = {}): CheckedText {
  return {
    platform: "facebook",
    headline: "Our news",
    content,
    hashtags: ["#PubLife"],
    callToAction: "Pop in and see us",
    ...extra,
  };
}

const codes = (content: string, sources: CheckSources, extra: Partial<CheckedText> = {}) =>
  checkPost(post(content, extra), sources).problems.map((problem) => problem.code);

const messages = (content: string, sources: CheckSources, extra: Partial<CheckedText> = {}) =>
  checkPost(post(content, extra), sources).problems.map((problem) => problem.message);

// Tuesday 1 December 2026, London. The built-in weather gave climate averages, not a forecast.
const TODAY = "2026-12-01";
const AVERAGES = { isForecast: false, condition: "rain", temperatureC: 8 };
const FORECAST = { isForecast: true, condition: "rain", temperatureC: 8 };

describe("writing check: what the issue saw (each must fail, naming the problem)", () => {
  const match = {
    brief: "£5 pints of guinness during the match and bacon butties at half time",
    today: TODAY,
  };

  it('"✨ Of Guinness during the match…" is half a sentence, and "💷 £5" says nothing about what it is for', () => {
    const content = [
      "Live Sport!",
      "",
      "Big screen, good company and a pint in your hand: that's the plan sorted.",
      "",
      "🍺 Guinness",
      "💷 £5",
      "✨ Of Guinness during the match and bacon butties at half time",
    ].join("\n");
    const found = codes(content, match);
    expect(found).toContain("fragment");
    expect(found).toContain("price_without_item");
    expect(messages(content, match)).toContain(
      '"£5" doesn\'t say what it\'s for: you wrote "£5 pints of guinness during the match and bacon butties at half time".',
    );
    expect(messages(content, match).some((message) => message.includes("Of Guinness during the match"))).toBe(
      true,
    );
  });

  it('a bare "💷 £5" line is a number on its own', () => {
    expect(codes("Pints of Guinness during the match.\n\n💷 £5", match)).toEqual(
      expect.arrayContaining(["fragment", "price_without_item"]),
    );
  });

  it('"…gets here first. saying. 😉" (Magic Mix) leaves a word on its own', () => {
    const brief = { brief: "Quiz night Thursday 8pm, £50 bar tab", today: TODAY };
    const content = [
      "🧠 Quiz night is back this Thursday at 8pm!",
      "Best seats go to whoever gets here first. saying. 😉",
      "🏆 £50 bar tab",
    ].join("\n");
    expect(codes(content, brief)).toContain("orphan_word");
    expect(messages(content, brief)).toContain('"saying." is a word left on its own.');
  });

  it('"is on on Wednesday" and the duplicate "Live on Sky Sports on Wednesday" / "2 December 2026" lines', () => {
    const brief = {
      brief: "Arsenal v Manchester United Wednesday 2 December 2026 live on Sky Sports",
      today: TODAY,
    };
    const content = [
      "📣 Arsenal v Manchester United is on on Wednesday, live on the big screen!",
      "",
      "📅 Wednesday 2 December",
      "⚽ Arsenal v Manchester United",
      "✨ Live on Sky Sports on Wednesday",
      "✨ 2 December 2026",
    ].join("\n");
    const found = messages(content, brief);
    expect(found).toContain('"on" is written twice in a row: "is on on Wednesday,".');
    expect(found.filter((message) => message.includes("already says"))).toHaveLength(2);
    expect(codes(content, brief).filter((code) => code === "repeated_line")).toHaveLength(2);
  });

  it('the deals angle\'s "Proper value: England v Ireland, £5." loses what the £5 is for', () => {
    const brief = { brief: "England v Ireland saturday, £5 pints all match", today: TODAY };
    const content =
      "💰 Proper value: England v Ireland, £5.\n\n🏉 England v Ireland on Saturday, live on the big screen.";
    expect(codes(content, brief)).toContain("price_without_item");
  });

  it("climate averages written as today's weather (\"It's chucking it down\") are not a forecast", () => {
    const brief = { brief: "Quiz night Tuesday 8pm", today: TODAY, weather: AVERAGES };
    const content =
      "🧠 Quiz night tonight at 8pm!\n\nIt's chucking it down, so leave the umbrella by the door and come in and dry off.";
    expect(codes(content, brief)).toContain("weather_not_forecast");
    expect(messages(content, brief)[0]).toMatch(/climate averages for your area, not a forecast/);
    // The same line against a real forecast of rain is fine.
    expect(codes(content, { ...brief, weather: FORECAST })).toEqual([]);
  });

  it("a Sunday-roast post gets no match, no occasion and no quiz it did not ask for", () => {
    const brief = {
      brief: "sunday roast £16.95",
      today: TODAY,
      fixtures: [{ text: "Bayer Leverkusen v Arsenal", date: TODAY, kickoff: "20:00" }],
    };
    const content = [
      "😋 Sunday roast, £16.95. Need we say more?",
      "",
      "And with Bayer Leverkusen v Arsenal tonight, it's a big week to be down the pub.",
      "Christmas party season is on Tuesday, too.",
      "Also coming up tomorrow: Quiz.",
    ].join("\n");
    const found = codes(content, brief);
    expect(found).toEqual(
      expect.arrayContaining(["unasked_sport", "unasked_occasion", "unasked_event", "invented_day"]),
    );
    expect(messages(content, brief)).toEqual(
      expect.arrayContaining([
        'Brings in sport ("Bayer Leverkusen v Arsenal") when your post isn\'t about sport.',
        'Mentions "Christmas party season", which you didn\'t ask for.',
        'Mentions "Quiz", which you didn\'t ask for.',
        '"tomorrow" is a day you didn\'t give.',
        '"Tuesday" is a day you didn\'t give.',
      ]),
    );
  });
});

describe("writing check: the facts the brief gives appear as given", () => {
  const roast = { brief: "Sunday roast £16.95, booking recommended", today: TODAY };

  it("a price keeps its £ and pence exactly as written", () => {
    expect(codes("🍽️ Sunday roast, £16.95. Booking recommended.", roast)).toEqual([]);
    expect(codes("🍽️ Sunday roast · 16.95", roast)).toContain("missing_price");
    expect(codes("🍽️ Sunday roast, £17.", roast)).toEqual(
      expect.arrayContaining(["missing_price", "invented_price"]),
    );
    expect(codes("🍽️ £5.00 pints.", { brief: "£5 pints friday" })).toContain("price_changed");
  });

  it("says what each price is for, in the same sentence", () => {
    const brief = { brief: "quiz thurs 8pm, £1 a head, £50 bar tab for the winners", today: TODAY };
    const good = "🧠 Quiz night this Thursday at 8pm.\n\n💷 £1 a head\n🏆 £50 bar tab for the winners";
    expect(codes(good, brief)).toEqual([]);
    // £25pp and "£25 per person" say the same thing.
    expect(
      codes("Christmas menu, £25 per person, every day in December.", {
        brief: "xmas menu £25pp all december",
      }),
    ).not.toContain("price_without_item");
  });

  it("times, days and dates: the same time in any form, tonight for today's day", () => {
    const brief = { brief: "Karaoke fri from 9, free entry", today: "2026-12-04" };
    expect(codes("🎤 Karaoke tonight from 9pm! Free entry.", brief)).toEqual([]);
    expect(codes("🎤 Karaoke this Friday! Free entry.", brief)).toContain("missing_time");
    expect(codes("🎤 Karaoke from 9pm! Free entry.", brief)).toContain("missing_day");
    expect(codes("🎤 Karaoke on Saturday from 9pm! Free entry.", brief)).toEqual(
      expect.arrayContaining(["missing_day", "invented_day"]),
    );
    expect(codes("Happy hour 5-7pm, Monday to Friday.", { brief: "happy hour mon-fri 5-7pm" })).toEqual([]);
    expect(codes("Open from 12 on Boxing Day.", { brief: "Open from 12 boxing day" })).toEqual([]);
    expect(codes("Closed on Monday.", { brief: "closed monday 3rd march for refurb" })).toEqual(
      expect.arrayContaining(["missing_date"]),
    );
  });

  it("names: teams, acts, dishes, drinks and events (a slip of one letter in a long name is still the name)", () => {
    expect(
      codes("🎶 Live music with The Rusty Nails on Saturday!", {
        brief: "live music sat with the rusty nails",
      }),
    ).toEqual([]);
    expect(codes("🎶 Live music on Saturday!", { brief: "live music sat with the rusty nails" })).toContain(
      "missing_name",
    );
    expect(
      codes("⚽ Arsenal v Chelsea on Sunday at 4:30pm.", { brief: "arsnal v chelsea sun 4.30" }),
    ).toEqual([]);
    expect(codes("⚽ Arsenal on Sunday at 4:30pm.", { brief: "arsenal v chelsea sun 4.30" })).toContain(
      "missing_name",
    );
    expect(codes("Fish and chips on Friday.", { brief: "fish n chips friday" })).toEqual([]);
    expect(codes("Pints on Friday.", { brief: "fish n chips friday, pints" })).toContain("missing_name");
  });
});

describe("writing check: nothing stated that no source gave", () => {
  it("no offer, price or time the brief did not mention", () => {
    const brief = { brief: "Live music Saturday with The Rusty Nails" };
    expect(
      codes("🎶 Live music with The Rusty Nails on Saturday. Free pint with every ticket!", brief),
    ).toContain("invented_offer");
    expect(codes("🎶 Live music with The Rusty Nails on Saturday at 9pm.", brief)).toContain("invented_time");
    expect(codes("🎶 Live music with The Rusty Nails on Saturday. Tickets £10.", brief)).toContain(
      "invented_price",
    );
    expect(codes("🎶 Live music with The Rusty Nails on Saturday. Half price cocktails!", brief)).toContain(
      "invented_offer",
    );
  });

  it("sport when the brief, the angle or the hand-off is about sport, each listed fixture once", () => {
    const fixtures = [{ text: "England v Wales", date: "2026-12-05", kickoff: "20:00" }];
    const roast = { brief: "Sunday roast £14.95", today: TODAY, fixtures };
    expect(codes("🍽️ Sunday roast £14.95. Big screen ready for the football!", roast)).toContain(
      "unasked_sport",
    );
    const angled = { ...roast, refinements: { angle: "match_day" as const } };
    expect(
      codes("🍽️ Sunday roast £14.95.\n🏟️ Match day bonus: England v Wales is on Saturday at 8pm.", angled),
    ).toEqual([]);
    expect(
      codes(
        "🍽️ Sunday roast £14.95.\n🏟️ England v Wales is on Saturday at 8pm.\nEngland v Wales: be there.",
        angled,
      ),
    ).toContain("sport_repeated");
    expect(codes("🍽️ Sunday roast £14.95.\n🏟️ Spain v Italy on Saturday.", angled)).toContain(
      "invented_fixture",
    );
    const handOff = {
      brief:
        "Showing England v Wales (Six Nations) live on ITV on Saturday 28 November 2026 at 16:45. Come and watch it with us!",
      today: "2026-11-25",
    };
    expect(
      codes(
        "🏉 England v Wales in the Six Nations, live on ITV on Saturday 28 November at 4:45pm. Come and watch it with us!",
        handOff,
      ),
    ).toEqual([]);
  });

  it("weather from a forecast must match it, and never from averages", () => {
    const brief = { brief: "Quiz night tonight 8pm", today: TODAY };
    const sunny = "🧠 Quiz night tonight at 8pm! Sun's out, so come early.";
    expect(codes(sunny, { ...brief, weather: FORECAST })).toContain("weather_mismatch");
    expect(codes(sunny, { ...brief, weather: AVERAGES })).toContain("weather_not_forecast");
    expect(
      codes("🧠 Quiz night tonight at 8pm! Whatever the weather, it's warm in here.", {
        ...brief,
        weather: AVERAGES,
      }),
    ).toEqual([]);
    expect(
      codes("🧠 Quiz night tonight at 8pm. It's 14°C out there!", { ...brief, weather: FORECAST }),
    ).toContain("weather_mismatch");
    // The landlord's own weather plan may be repeated.
    expect(
      codes("BBQ in the beer garden on Saturday if it's sunny.", {
        brief: "bbq in the garden sat if its sunny",
      }),
    ).toEqual([]);
  });
});

describe("writing check: prose and platforms", () => {
  const brief = { brief: "Quiz night Thursday 8pm" };
  const good = "🧠 Quiz night this Thursday at 8pm!";

  it("a clean post passes", () => {
    expect(checkPost(post(good), brief)).toEqual({ passed: true, problems: [] });
  });

  it("stray punctuation, open brackets, unfilled blanks and lines starting small", () => {
    expect(codes(`${good}\nSee you there ,`, brief)).toContain("dangling_punctuation");
    expect(codes(`${good}\nPens out (and phones away.`, brief)).toContain("dangling_punctuation");
    expect(codes(`${good}\nSee you {when}!`, brief)).toContain("placeholder");
    expect(codes(`${good}\nsee you there!`, brief)).toContain("fragment");
    expect(codes(`${good}\nBring your mates and.`, brief)).toContain("fragment");
    // A time taken out of its line leaves the word that led to it.
    expect(codes(`${good}\n📺 Ring walks about`, brief)).toContain("fragment");
    expect(codes(`${good}\n🎶 Doors open from`, brief)).toContain("fragment");
    expect(codes(`${good}\n✨ Drop a new toy at the bar before`, brief)).toContain("fragment");
    expect(codes(`${good}\n🕒 5 days including`, brief)).toContain("fragment");
    expect(codes(`${good}\n🕒 5 days including weekends`, brief)).not.toContain("fragment");
    // "after" may stand for "afterwards": the landlord's own "free bacon sandwich after" is whole.
    expect(codes(`${good}\n🍽️ Free bacon sandwich after`, brief)).not.toContain("fragment");
    expect(codes(`${good}\nWhat are you waiting for?`, brief)).not.toContain("fragment");
    // A verb's own "about" or "by" needs nothing after it.
    expect(codes(`${good}\n✨ Only 40 left so don't hang about`, brief)).not.toContain("fragment");
    expect(codes(`${good}\n✨ Pop by`, brief)).not.toContain("fragment");
  });

  it("British spelling", () => {
    expect(messages(`${good}\nYour favorite night, in the center of town.`, brief)).toEqual(
      expect.arrayContaining([
        '"favorite" is the American spelling: write "favourite".',
        '"center" is the American spelling: write "centre".',
      ]),
    );
    expect(codes(`${good}\nOur organised, colourful, cosy quiz.`, brief)).toEqual([]);
  });

  it("Instagram: 2,200 characters and 30 hashtags; TikTok: 5 hashtags; none twice and all working", () => {
    const tags = (n: number) =>
      Array.from({ length: n }, (_, i) => `#Pub${String.fromCharCode(65 + (i % 26))}${i}`);
    expect(codes(good, brief, { platform: "instagram", hashtags: tags(30) })).toEqual([]);
    expect(codes(good, brief, { platform: "instagram", hashtags: tags(31) })).toContain("too_many_hashtags");
    expect(codes(good, brief, { platform: "tiktok", hashtags: tags(6) })).toContain("too_many_hashtags");
    expect(codes(`${good}\n${"Great night. ".repeat(180)}`, brief, { platform: "instagram" })).toContain(
      "too_long",
    );
    expect(codes(good, brief, { hashtags: ["#QuizNight", "#quiznight"] })).toContain("duplicate_hashtag");
    expect(codes(good, brief, { hashtags: ["#Fish&Chips", "#2024"] })).toEqual([
      "invalid_hashtag",
      "invalid_hashtag",
    ]);
  });

  it("gives a rewrite its notes, one per problem and platform", () => {
    const quality = checkPost(post("Quiz night is on on Thursday at 8pm."), brief);
    expect(revisionNotes([{ platform: "facebook", quality }])).toEqual([
      'facebook: "on" is written twice in a row: "is on on Thursday".',
    ]);
  });
});

describe("writing check: one voice, saying each thing once (what the lead saw in built-in output)", () => {
  const staff = { brief: "staff wanted - bar staff evenings and weekends, apply within", today: TODAY };
  const closure = { brief: "closed monday 7th dec for a family funeral, back tuesday 12pm", today: TODAY };

  it('"Staff wanted: Weekends" then "✨ Bar staff evenings" splits and turns round "evenings and weekends"', () => {
    const broken = "👋 We're hiring!\n\n👋 Staff wanted: Weekends\n✨ Bar staff evenings\n✨ Apply within";
    expect(codes(broken, staff)).toContain("split_phrase");
    expect(messages(broken, staff).join("\n")).toContain('"evenings … weekends"');
    const good = "👋 We're hiring!\n\n👋 Staff wanted: Evenings and weekends\n✨ Bar staff\n✨ Apply within";
    expect(codes(good, staff)).toEqual([]);
    expect(codes("Staff wanted: bar staff for evenings and weekends. Apply within.", staff)).toEqual([]);
  });

  it("no weather on a job advert or a closure, even said as a maybe; weather stays on posts about being outside", () => {
    const job =
      "👋 We're hiring: bar staff, evenings and weekends.\n\nWhatever the weather, a winter evening is better down the pub.\n\nApply within.";
    expect(codes(job, staff)).toContain("weather_on_notice");
    const shut =
      "📢 Please note: we're closed on Monday 7th December for a family funeral.\n\nGrey skies and drizzle outside; warm pub and good company inside.\n\n📅 Back Tuesday, 12pm";
    expect(codes(shut, { ...closure, weather: FORECAST })).toContain("weather_on_notice");
    expect(
      codes(
        "📢 Please note: we're closed on Monday 7th December for a family funeral.\n\n📅 Back Tuesday, 12pm",
        closure,
      ),
    ).toEqual([]);
    // A closure caused by the weather may say so, and a garden post may hope for sun.
    const snow = { brief: "the pub is closed today due to the snow, stay safe all", today: TODAY };
    expect(codes("📢 We're closed today due to the snow. Stay safe, all!", snow)).toEqual([]);
    const garden = { brief: "beer garden open this weekend, bbq saturday from 1pm", today: TODAY };
    expect(
      codes(
        "🌿 Beer garden open this weekend!\n\nWhatever the weather, there's a table with your name on it.\n\n🍔 BBQ: Saturday from 1pm",
        garden,
      ),
    ).toEqual([]);
  });

  it("a closure that thanks three times, or says sorry twice, says the same thing twice", () => {
    const thanks = [
      "📢 Heads up: kitchen closed tonight.",
      "",
      "Thanks for your patience, and see you very soon.",
      "",
      "✨ Bar open as normal",
      "",
      "Thank you for understanding. Cheers for bearing with us!",
    ].join("\n");
    const kitchen = { brief: "kitchen closed tonight sorry, bar open as normal", today: TODAY };
    expect(codes(thanks, kitchen).filter((code) => code === "repeated_sentiment")).toHaveLength(2);
    expect(messages(thanks, kitchen)[0]).toContain("says the same thanks as");
    const sorry =
      "📢 Kitchen closed tonight. Sorry, everyone!\n\n✨ Bar open as normal\n\nApologies for any inconvenience.";
    expect(codes(sorry, kitchen)).toContain("repeated_sentiment");
    const invited = "Come on down for the quiz on Thursday at 8pm!\n\nPop in and bring your brains.";
    expect(codes(invited, { brief: "quiz thursday 8pm", today: TODAY })).toContain("repeated_sentiment");
    // One sorry and one thanks are two different things, said once each.
    const good =
      "📢 Heads up: kitchen closed tonight. Sorry for any inconvenience.\n\n✨ Bar open as normal\n\nThanks for bearing with us. See you soon!";
    expect(codes(good, kitchen)).toEqual([]);
  });

  it('"✨ Sorry all" set out as a list item is a sentence, not a bullet', () => {
    const kitchen = { brief: "sorry all, kitchen closed tonight, bar open as normal", today: TODAY };
    const broken = "📢 Kitchen closed: Tonight\n✨ Sorry all\n✨ Bar open as normal";
    expect(codes(broken, kitchen)).toContain("greeting_as_list_item");
    expect(codes("👋 Hi all\n📢 Kitchen closed: Tonight", kitchen)).toContain("greeting_as_list_item");
    expect(codes("Sorry all: the kitchen's closed tonight.\n\n✨ Bar open as normal", kitchen)).toEqual([]);
  });
});

describe("writing check: what last session's reading of built-in posts found", () => {
  it('"christmas party bookings now open" without "bookings now open" has lost the news; "chef wanted" without wanting is no advert', () => {
    const brief = { brief: "christmas party bookings now open", today: TODAY };
    const lost = "🎉 Coming up at The Red Lion: Christmas party, and you're invited.\n\n🎉 Christmas party";
    expect(messages(lost, brief)).toContain('Your news "bookings now open" isn\'t in the post.');
    expect(codes(`${lost}\n📞 Bookings now open`, brief)).not.toContain("missing_announcement");
    for (const [said, post] of [
      ["new years eve tickets on sale £15", "🎉 New Year's Eve: £15 a ticket"],
      ["now taking bookings for christmas day", "📣 Christmas Day at the pub!"],
      ["reopening friday after the refurb", "🕚 Open again this Friday after the refurb."],
      ["chef wanted full time", "👋 Chef\n🕒 Full time"],
    ] as const)
      expect(codes(post, { brief: said, today: TODAY })).toContain("missing_announcement");
    // "No booking needed" is not a job: nothing to keep but the words themselves.
    expect(
      codes("🎶 Open mic Friday, just turn up.", { brief: "open mic fri, no booking needed", today: TODAY }),
    ).not.toContain("missing_announcement");
  });

  it('one match with food is one event, not "Your week, sorted"', () => {
    const brief = { brief: "six nations – wales v england saturday, bacon butties from 12", today: TODAY };
    const roundUp = [
      "📣 Your week at The Red Lion, sorted.",
      "",
      "Something for everyone: pick a night, or come to them all.",
      "",
      "📺 Wales v England (Six Nations): Saturday",
      "🍽️ Bacon butties from 12",
    ].join("\n");
    expect(codes(roundUp, brief)).toContain("round_up_of_one");
    // Two nights are a week's round-up.
    expect(
      codes("📣 Your week at The Red Lion, sorted.\n\n🧠 Quiz: Tuesday\n🎤 Karaoke: Friday", {
        brief: "quiz tues, karaoke fri",
        today: TODAY,
      }),
    ).not.toContain("round_up_of_one");
  });

  it('names keep their capitals: "the rusty nails", "ask for mike", a beer called Landlord', () => {
    expect(
      messages("🎶 Live music with the rusty nails: Saturday, from 9pm", {
        brief: "live music sat with the rusty nails from 9pm",
        today: TODAY,
      }),
    ).toContain('"the rusty nails" is a name: write it with capitals, as "The Rusty Nails".');
    expect(
      codes("🎶 The Rusty Nails live Friday 9pm!", { brief: "the rusty nails live fri 9pm", today: TODAY }),
    ).not.toContain("name_case");
    const job = { brief: "bar staff wanted evenings and weekends ask for mike", today: TODAY };
    expect(codes("👋 Bar staff wanted\n🕒 Evenings and weekends\n📝 Ask for mike", job)).toContain(
      "name_case",
    );
    expect(codes("👋 Bar staff wanted\n🕒 Evenings and weekends", job)).toContain("missing_name");
    expect(codes("👋 Bar staff wanted\n🕒 Evenings and weekends\n📝 Ask for Mike", job)).toEqual([]);
    // "ask for details" names nobody.
    expect(
      codes("👋 Bar staff wanted. Ask for details.", {
        brief: "bar staff wanted ask for details",
        today: TODAY,
      }),
    ).toEqual([]);
    const beer = { brief: "timothy taylor landlord back on the bar £4.20 a pint", today: TODAY };
    expect(codes("📣 Timothy taylor landlord back on the bar, £4.20 a pint!", beer)).toContain("name_case");
    expect(codes("📣 Timothy Taylor's Landlord back on the bar, £4.20 a pint!", beer)).toEqual([]);
  });

  it('"💷 £16.95 booking recommended" glues a price to a booking note', () => {
    const brief = { brief: "sunday roast £16.95 booking recommended", today: TODAY };
    expect(codes("🍽️ Sunday roast\n💷 £16.95 booking recommended", brief)).toEqual(
      expect.arrayContaining(["price_glued", "price_without_item"]),
    );
    expect(codes("🍽️ Sunday roast: £16.95\n📌 Booking recommended", brief)).toEqual([]);
  });

  it("a Mother's Day lunch never gets \"crispy roast potatoes\" nobody offered; the brief's own dishes in any order are fine", () => {
    const brief = { brief: "mothers day lunch sunday 3 courses £28.95", today: TODAY };
    const invented =
      "🍴 Mother's Day lunch, this Sunday.\n\nCrispy roast potatoes, proper gravy and all the trimmings.\n\n🍽️ Mother's Day lunch: Sunday\n💷 3 courses £28.95";
    expect(messages(invented, brief)).toContain(
      '"roast potatoes" isn\'t on your brief: say only the food and drink you gave.',
    );
    expect(
      codes(
        "Ale, lager or cider: what are you having?\n\n🍽️ Mother's Day lunch: Sunday, 3 courses £28.95",
        brief,
      ),
    ).toContain("invented_food");
    expect(
      codes("😋 Sunday roast, this Sunday from 12.\n\n🍽️ Sunday roast: £15", {
        brief: "roast sun from 12 £15",
        today: TODAY,
      }),
    ).toEqual([]);
  });

  it("a closure or a job advert is passed on plainly, never sold like a night out (Magic Mix on a closure)", () => {
    const closure = { brief: "closing early tonight at 9pm for staff training", today: TODAY };
    const sold = [
      "📢 Heads up: we're closing early for staff training tonight.",
      "Your sofa will understand. Probably. 😉",
      "Nights like this don't wait around. Don't miss out.",
      "📢 Closing early for staff training: Tonight, 9pm",
      "Don't miss it.",
    ].join("\n");
    expect(codes(sold, closure).filter((code) => code === "hype_on_notice").length).toBeGreaterThanOrEqual(3);
    expect(
      codes("👋 Chef wanted\n🕒 Full time\nOnce the tables are gone, they're gone.", {
        brief: "chef wanted full time",
        today: TODAY,
      }),
    ).toContain("hype_on_notice");
    // A darts league wanting teams is a night out after all.
    expect(
      codes("🎯 Teams wanted for the league. Don't miss out!", {
        brief: "new dartboard in the back room, teams wanted for the league",
        today: TODAY,
      }),
    ).not.toContain("hype_on_notice");
    // A match is a night out, even when the kitchen is shut for it.
    expect(
      codes("📺 Leeds v Sunderland: Boxing Day, 3pm\n🚫 No food, just bar snacks\nDon't miss it.", {
        brief: "boxing day leeds v sunderland ko 3pm, no food just bar snacks cos chef is off",
        today: TODAY,
      }),
    ).not.toContain("hype_on_notice");
  });
});

describe("writing check: what the lead's reading of built-in posts found (each passed before)", () => {
  it("the same run of four words in two sentences of a post is a stock phrase said twice", () => {
    const brief = "live music sat 9pm - stevie b acoustic covers, free entry";
    const content = [
      "🎶 Live music at The Crown, Saturday at 9pm.",
      "",
      "Good tunes, good company and a pint in your hand: that's the night sorted.",
      "Expect proper live music, a cracking atmosphere and a pint in your hand.",
      "",
      "🎶 Live music: Saturday, 9pm",
      "✨ Stevie B acoustic covers",
      "✨ Free entry",
    ].join("\n");
    expect(messages(content, { brief, today: TODAY })).toContainEqual(
      expect.stringContaining('"and a pint in" is said twice'),
    );
    // Names, dates and the landlord's own words may be said twice: they are the facts.
    const facts = [
      "🎶 Live music at The Crown, on Saturday 5 December!",
      "Stevie B acoustic covers all night.",
      "See you at The Crown on Saturday 5 December!",
      "Stevie B acoustic covers, free entry.",
    ].join("\n");
    expect(codes(facts, { brief, today: TODAY })).not.toContain("repeated_phrase");
  });

  it('"💷 On: hobgoblin ruby" is half a sentence, and a beer, a hospice, a pub and an act in small letters are names', () => {
    const ale = { brief: "new guest ale on: hobgoblin ruby 4.5% £4.20 a pint", today: TODAY };
    const said = messages("🍻 New guest ale\n💷 On: hobgoblin ruby 4.5% £4.20 a pint", ale);
    expect(said).toContainEqual(expect.stringContaining("isn't a whole sentence"));
    expect(said).toContainEqual(expect.stringContaining('write "Hobgoblin"'));
    expect(codes("🍻 New guest ale\n🍺 Hobgoblin Ruby (4.5%): £4.20 a pint", ale)).toEqual([]);
    const hospice = "xmas jumper day fri 11th dec, all money to st michaels hospice";
    expect(messages("💛 All money to st michaels hospice", { brief: hospice, today: TODAY })).toContainEqual(
      expect.stringContaining(`write "St"`),
    );
    const darts = "darts league home match tonight 7.30 vs the plough";
    expect(messages("✨ Home match v the plough", { brief: darts, today: TODAY })).toContainEqual(
      expect.stringContaining(`write "The"`),
    );
    const music = "live music sat 9pm - stevie b acoustic covers";
    expect(messages("✨ Stevie b acoustic covers", { brief: music, today: TODAY })).toContainEqual(
      expect.stringContaining(`write "B"`),
    );
    // "may" is a month only beside a date; "Arsenal v Chelsea is on" has its names already.
    expect(
      codes("You may want to book. Arsenal v Chelsea is on at 4pm.", { brief: "x", today: TODAY }),
    ).not.toContain("lower_case_name");
  });
});

describe("writing check: what the lead's third reading found (each fault a landlord would notice)", () => {
  it('a phone in front of "Pool table free all day" is the wrong emoji; a number to ring is not', () => {
    const brief = { brief: "pool table free all day, darts tonight 8pm", today: TODAY };
    expect(codes("🎯 Darts: Tonight, 8pm\n📞 Pool table free all day", brief)).toContain("emoji_mismatch");
    expect(codes("🎯 Darts: Tonight, 8pm\n🎱 Pool table free all day", brief)).toEqual([]);
    const ring = { brief: "private hire available, ring 01632 960123", today: TODAY };
    expect(codes("🎈 Private hire available\n📞 Ring 01632 960123", ring)).not.toContain("emoji_mismatch");
  });

  it("bingo is not a team quiz: no 'your team is needed', no team names, no 🧠", () => {
    const bingo = { brief: "bingo tonight 7pm eyes down, £1 a book", today: TODAY };
    const quizzy = "🧠 Bingo night is on, and your team is needed.\n\n🎱 Bingo: Tonight, 7pm, £1 a book";
    expect(codes(quizzy, bingo)).toContain("wrong_night");
    expect(
      codes("🍀 Feeling lucky? Bingo tonight at 7pm.\n\n🎱 Bingo: Tonight, 7pm, £1 a book", bingo),
    ).toEqual([]);
    for (const brief of ["karaoke fri 9pm", "race night fri 7.30, £1 a horse", "meat raffle sunday 4pm"])
      expect(codes("Round up your team and pick a team name.", { brief, today: TODAY })).toContain(
        "wrong_night",
      );
    // A quiz has teams.
    const quiz = { brief: "quiz night thurs 8pm", today: TODAY };
    expect(
      codes("🧠 Quiz night is on, and your team is needed.\n\n🧠 Quiz night: Thursday, 8pm", quiz),
    ).not.toContain("wrong_night");
  });

  it('"Eyes down" listed and then signed off with ("Eyes down. See you on Thursday!") is said twice', () => {
    const bingo = { brief: "bingo thurs 8pm eyes down", today: TODAY };
    const twice = "🎱 Bingo: Thursday, 8pm\n🎱 Eyes down\n\nEyes down. See you on Thursday!";
    expect(messages(twice, bingo)).toContainEqual(
      expect.stringContaining('"Eyes down" is in the list and said again'),
    );
    expect(codes("🎱 Bingo: Thursday, 8pm\n🎱 Eyes down\n\nDabbers ready. See you there!", bingo)).toEqual(
      [],
    );
    // A name opening a sentence is not a phrase said twice.
    const menu = { brief: "new menu out now", today: TODAY };
    expect(codes("🍴 New menu at The Red Lion!\n\n🍽️ New menu\n✨ Out now", menu)).not.toContain(
      "repeated_phrase",
    );
  });

  it('"No food just drinks" needs its comma', () => {
    const brief = { brief: "no food just drinks tonight", today: TODAY };
    expect(messages("📢 No food just drinks: Tonight", brief)).toContainEqual(
      expect.stringContaining('put a comma in ("No food, just")'),
    );
    expect(codes("📢 No food, just drinks: Tonight", brief)).toEqual([]);
    expect(codes("📢 Card only, sorry no cash", { brief: "card only, sorry no cash", today: TODAY })).toEqual(
      [],
    );
    expect(codes("💳 Sorry no cash", { brief: "sorry no cash", today: TODAY })).toContain("missing_comma");
  });

  it("a night-time hashtag on a daytime plan: #WinterNights under 'boxing day opening 12-6' or a 12-4 roast", () => {
    for (const brief of ["boxing day opening 12-6", "sunday roast 12-4 £14.95"]) {
      const sources = { brief, today: TODAY };
      expect(
        codes("🕚 Open on Boxing Day, 12-6\n🍽️ Sunday roast: 12-4, £14.95", sources, {
          hashtags: ["#WinterNights"],
        }),
      ).toContain("night_tag_in_daytime");
    }
    // At night, or when the brief names the night, the tag fits.
    expect(
      codes(
        "🧠 Quiz night: Thursday, 8pm",
        { brief: "quiz night thurs 8pm", today: TODAY },
        { hashtags: ["#QuizNight", "#WinterNights"] },
      ),
    ).toEqual([]);
    expect(
      codes(
        "🥃 Burns Night supper: Saturday 25 January, 12-4",
        { brief: "burns night supper sat 25th jan 12-4", today: TODAY },
        { hashtags: ["#BurnsNight"] },
      ),
    ).not.toContain("night_tag_in_daytime");
  });

  it("'no booking, just turn up' then 'Book your table' contradicts the landlord", () => {
    const brief = { brief: "sunday roast 12-4 £14.95, no booking just turn up", today: TODAY };
    const roast = "🍽️ Sunday roast: 12-4, £14.95\n✨ No booking, just turn up";
    expect(codes(`${roast}\n\nBook a table and bring your appetite.`, brief)).toContain(
      "booking_contradicted",
    );
    expect(codes(roast, brief, { callToAction: "Book your table via the link in our bio" })).toContain(
      "booking_contradicted",
    );
    expect(codes(`${roast}\n\nCome hungry: the kitchen will take care of the rest.`, brief)).toEqual([]);
  });

  it("the days the brief gives survive: 'every day', 'weekends', 'mon-fri'", () => {
    const daily = { brief: "food served 12-9 every day", today: TODAY };
    expect(codes("📣 Food served 12-9!", daily)).toContain("missing_day");
    expect(codes("📣 Food served 12-9 every day!", daily)).toEqual([]);
    const weekends = { brief: "food 12-9 mon-fri, 12-6 weekends", today: TODAY };
    expect(messages("🍽️ Food: Monday-Friday, 12-9\n🍽️ Food: 12-6", weekends)).toContain(
      'Your day "weekends" isn\'t in the post.',
    );
    expect(codes("🍽️ Food: Monday-Friday, 12-9\n🍽️ Food: Weekends, 12-6", weekends)).toEqual([]);
    expect(codes("🍽️ Food: Monday, 12-9\n🍽️ Food: Weekends, 12-6", weekends)).toContain("missing_day");
  });

  it("names before Brewery, FC, Town, Band… get capitals; ordinary words do not", () => {
    const brief = { brief: "saltaire brewery tap takeover sat from 12", today: TODAY };
    expect(messages("🍺 Tap takeover from saltaire brewery: Saturday, from 12", brief)).toContainEqual(
      expect.stringContaining('write "Saltaire"'),
    );
    expect(codes("🍺 Saltaire Brewery tap takeover: Saturday, from 12", brief)).toEqual([]);
    for (const fine of [
      "Beers from the local brewery and a craft brewery down the road.",
      "A cracking band, a tribute band and the brass band, back in town.",
      "See you in the city centre.",
    ])
      expect(codes(fine, { brief: "x", today: TODAY })).not.toContain("lower_case_name");
  });

  it("'vs the plough' is a side with a name; 'against the clock' and 'v the rest of the pub' are not", () => {
    const darts = { brief: "darts match v the plough fri 8pm", today: TODAY };
    expect(codes("🎯 Darts match: Friday, 8pm\n✨ Against the plough", darts)).toContain("lower_case_name");
    for (const phrase of ["race against the clock", "against the odds", "v the rest of the pub"])
      expect(codes(`✨ Darts ${phrase}`, { brief: `darts ${phrase}`, today: TODAY })).not.toContain(
        "lower_case_name",
      );
  });
});

describe("writing check: issue #18, the lead's fourth reading (each a landlord would fix by hand)", () => {
  it('a list line that is only a time or its condition ("✨ Before 5") has lost what it qualifies', () => {
    const brief = { brief: "kids eat free weekdays before 5", today: TODAY };
    expect(codes("🍽️ Kids eat free: Weekdays\n✨ Before 5", brief)).toContain("orphan_time");
    expect(codes("🍽️ Kids eat free: Weekdays\n⏰ From 7", brief)).toContain("orphan_time");
    const quiz = { brief: "quiz night thurs 8pm", today: TODAY };
    expect(codes("🧠 Quiz night: Thursday\n✨ 8pm", quiz)).toContain("orphan_time");
    expect(codes("🍽️ Kids eat free: Weekdays, before 5", brief)).toEqual([]);
    // Doors at a time says what the time is for.
    const doors = { brief: "leeds v sheff wed sat 3pm, doors 1pm", today: TODAY };
    expect(codes("📺 Leeds v Sheff Wed: Saturday, 3pm\n✨ Doors 1pm", doors)).not.toContain("orphan_time");
    // A happening with its own time is fine.
    const takeover = { brief: "tap takeover fri, meet the brewer from 7", today: TODAY };
    expect(codes("🍺 Tap takeover: Friday\n✨ Meet the brewer from 7", takeover)).not.toContain(
      "orphan_time",
    );
  });

  it('a day word inside a name ("Darts tonight against the clock challenge: 8pm") goes after it, once', () => {
    const brief = { brief: "darts tonight against the clock challenge 8pm", today: TODAY };
    expect(codes("🎯 Darts tonight against the clock challenge: 8pm", brief)).toContain("time_in_name");
    expect(codes("🎯 Darts tonight: Tonight, 8pm", brief)).toContain("time_in_name");
    expect(
      codes("🎯 Darts against the clock challenge: Tonight, 8pm", brief, {
        headline: "Darts tonight against the clock challenge",
      }),
    ).toContain("time_in_name");
    expect(
      codes("🎯 Darts against the clock challenge: Tonight, 8pm", brief, {
        headline: "Darts against the clock challenge",
      }),
    ).toEqual([]);
    // "Quiz tonight" as a name with its time after the colon, or "tonight at 8pm", is fine.
    const quiz = { brief: "quiz tonight 8pm", today: TODAY };
    expect(codes("🧠 Quiz tonight: 8pm", quiz, { headline: "Quiz tonight at 8pm" })).toEqual([]);
  });

  it("darts, snooker or boxing with no telly words: a screen, a channel or 'the sound up' is invented", () => {
    for (const brief of ["darts tonight", "snooker tonight", "boxing sat night"]) {
      const sources = { brief, today: TODAY };
      expect(codes("📺 On the big screen tonight.", sources)).toContain("invented_broadcast");
      expect(codes("📺 Live on Sky Sports", sources)).toContain("invented_broadcast");
      expect(codes("Every arrow, the sound up, and a proper atmosphere.", sources)).toContain(
        "invented_broadcast",
      );
    }
    expect(
      codes("📣 Darts tonight!\n\nRound up the gang and make a night of it.", {
        brief: "darts tonight",
        today: TODAY,
      }),
    ).toEqual([]);
    // The brief said it is on the telly, or a fixture from the TV list is named.
    const sky = { brief: "darts tonight from 7 on sky", today: TODAY };
    expect(codes("🎯 Darts: Tonight, from 7\n📺 Live on Sky", sky)).not.toContain("invented_broadcast");
    const listed = {
      brief: "darts tonight",
      today: TODAY,
      fixtures: [{ text: "Bayer Leverkusen v Arsenal", date: TODAY, kickoff: "20:00" }],
      refinements: { angle: "match_day" as const },
    };
    expect(
      codes(
        "🎯 Darts: Tonight\n🏟️ Match day bonus: Bayer Leverkusen v Arsenal is tonight (8pm), and it'll be on our screens.",
        listed,
      ),
    ).not.toContain("invented_broadcast");
  });

  it('"✨ All day" on a line of its own, an apology as a bullet, and a time run into a price', () => {
    const closed = {
      brief: "closed all day wednesday for a private function, sorry for any inconvenience",
      today: TODAY,
    };
    expect(codes("📢 Closed: Wednesday\n✨ All day\n✨ For a private function", closed)).toContain(
      "orphan_time",
    );
    expect(
      codes("📢 Closed for a private function: All day Wednesday\n✨ Sorry for any inconvenience", closed),
    ).toContain("greeting_as_list_item");
    expect(
      codes("Sorry for any inconvenience.\n\n📢 Closed for a private function: All day Wednesday", closed),
    ).toEqual([]);
    const breakfast = { brief: "spurs v arsenal sat 12.30, full english served from 10 £9.95", today: TODAY };
    expect(messages("💷 Full English served from 10 £9.95", breakfast)).toContainEqual(
      expect.stringContaining('put a comma in ("from 10, £9.95")'),
    );
    expect(
      codes("📺 Spurs v Arsenal: Saturday, 12.30\n💷 Full English served from 10, £9.95", breakfast),
    ).toEqual([]);
  });

  it("'meet the brewer from 7' keeps its time: the takeover is not on from 7", () => {
    const brief = { brief: "tap takeover w/ cloudwater fri, meet the brewer from 7", today: TODAY };
    expect(codes("🍺 Tap takeover with Cloudwater: Friday, from 7\n✨ Meet the brewer", brief)).toContain(
      "time_on_wrong_thing",
    );
    expect(codes("🍺 Tap takeover with Cloudwater: Friday\n✨ Meet the brewer from 7", brief)).toEqual([]);
    // The event's own time, given beside it, is the event's.
    const own = { brief: "north brewing tap takeover fri from 5pm, meet the brewer 7pm", today: TODAY };
    expect(codes("🍺 North Brewing tap takeover: Friday, from 5pm\n✨ Meet the brewer 7pm", own)).toEqual([]);
  });
});

describe("writing check: briefs that mix facts, conditions and news (session 9)", () => {
  it("a night the brief calls off is never written as going ahead", () => {
    const cancelled = { brief: "tonights quiz cancelled due to staff illness, back next week", today: TODAY };
    expect(
      codes(
        "🧠 Tonights quiz is on, and your team is needed.\n\n🧠 Tonights quiz\n✨ Cancelled due to staff illness\n\nGet your team together and we'll see you there.",
        cancelled,
      ),
    ).toContain("called_off_written_as_on");
    expect(
      codes("📢 Heads up: tonight's quiz cancelled due to staff illness.\n\n✨ Back next week", cancelled),
    ).not.toContain("called_off_written_as_on");
    expect(
      codes("🧠 Quiz is still on tonight, see you there!", {
        brief: "quiz NOT cancelled, still on tonight",
        today: TODAY,
      }),
    ).not.toContain("called_off_written_as_on");
  });

  it("a weekday and a date that disagree are questioned, months from an occasion included", () => {
    const boiler = {
      brief: "closed monday 8th for boiler repair sorry folks back tues as normal",
      today: TODAY,
    };
    expect(messages("📢 Closed for boiler repair: Monday 8th", boiler)).toContain(
      '"Monday 8th": the 8th is a Tuesday. Check the day or the date.',
    );
    expect(codes("📢 Closed for boiler repair: Tuesday 8th", boiler)).not.toContain("weekday_date_mismatch");
    // Halloween fixes the month: Saturday 31st October, not a Thursday in December.
    const halloween = { brief: "halloween party sat 31st, fancy dress", today: TODAY };
    expect(codes("🎃 Halloween party: Saturday 31st", halloween)).not.toContain("weekday_date_mismatch");
    // With no month, next month's date may be the one meant (Friday 8th January).
    expect(codes("📢 Closed: Friday 8th", { brief: "closed fri 8th", today: TODAY })).not.toContain(
      "weekday_date_mismatch",
    );
  });

  it("an old price beside the new one, '11-late' and hours over two occasion days are read right", () => {
    const rise = {
      brief: "sunday roast now £15.95 was £14.50 sorry costs gone up still inc yorkshire pud + all trimmings",
      today: TODAY,
    };
    expect(codes("🍽️ Sunday roast: now £15.95, was £14.50", rise)).not.toContain("price_without_item");
    const hours = {
      brief:
        "christmas eve open 11-late last food orders 6 kitchen closed xmas day pub open 12-3 drinks only",
      today: TODAY,
    };
    const post =
      "🕚 Open: Christmas Eve, 11-late\n🍽️ Last food orders 6\n📢 Kitchen closed: Christmas Day\n✨ Pub open 12-3";
    expect(codes(post, hours)).not.toContain("missing_time");
    expect(codes(`${post}\nSomething for everyone: pick a night, or come to them all.`, hours)).not.toContain(
      "round_up_of_one",
    );
  });
});

describe("writing check: facts typed in one breath (session 10)", () => {
  const tapas = { brief: "tapas night fri 11th 6-9 any 3 plates £15", today: TODAY };

  it("a headline that is the brief pasted in runs its facts together", () => {
    expect(messages("📣 Tapas night Friday 11th 6-9 any 3 plates £15!", tapas)).toContain(
      '"6-9 any 3 plates £15" runs two facts together: give each its own line or put a comma between them.',
    );
    expect(
      codes(
        "🍴 Tapas night, Friday 11th from 6-9.\n\n🍽️ Tapas night: Friday 11th, 6-9\n💷 Any 3 plates £15",
        tapas,
      ),
    ).not.toContain("facts_run_together");
  });

  it("a list line with a time and then a new thing, or a fact and then what to do, is two lines", () => {
    const darts = { brief: "darts exhibition thurs 17th doors 6.30 tickets £15 from the bar", today: TODAY };
    expect(
      codes("🎯 Darts exhibition: Thursday 17th\n💷 Doors 6.30 tickets £15 from the bar", darts),
    ).toContain("facts_run_together");
    const grotto = {
      brief: "santa grotto sat 19th 11-2 £6 inc present + photo under 10s book at bar",
      today: TODAY,
    };
    expect(
      messages("🎅 Santa grotto: Saturday 19th, 11-2\n📌 Photo under 10s book at bar", grotto),
    ).toContain(
      '"under 10s book at bar" runs a fact into what to do: put a comma or a new line between them.',
    );
    // Joined by a word, or a book that is a thing: one thought.
    expect(
      codes("🍺 £3.50 a pint till 7pm\n🎱 £5 a book, cash prizes", {
        brief: "£3.50 a pint till 7pm, bingo £5 a book cash prizes",
        today: TODAY,
      }),
    ).not.toContain("facts_run_together");
    expect(
      codes("📚 Book club: Monday, 7pm\n📌 Tables book up fast", {
        brief: "book club mon 7pm tables book up fast",
        today: TODAY,
      }),
    ).not.toContain("facts_run_together");
  });

  it("hours for two occasions that share words are two facts, not a repeat", () => {
    const hours = { brief: "nye 12-1am nyd 12-8", today: TODAY };
    expect(
      codes("🕚 Opening hours\n✨ New Year's Eve: 12-1am\n✨ New Year's Day: 12-8", hours),
    ).not.toContain("repeated_line");
  });
});

describe("writing check: prices and fixtures read as a landlord means them (session 10)", () => {
  it("'£5 a book' is for the book, and '£14.95 2 courses £18' gives the courses to the £18", () => {
    const bingo = { brief: "bingo night wed 9th dec eyes down 8pm £5 a book", today: TODAY };
    expect(codes("🎱 Bingo night: Wednesday 9th December, £5 a book\n🎱 Eyes down 8pm", bingo)).not.toContain(
      "price_without_item",
    );
    const roast = { brief: "sunday roast back this sun 6th 12-4 £14.95 2 courses £18", today: TODAY };
    expect(
      codes("🍽️ Sunday roast back: This Sunday 6th, 12-4, £14.95\n💷 2 courses £18", roast),
    ).not.toContain("price_without_item");
  });

  it("a date before 'v' is no team, and a match the brief names at a pool night is the landlord's own", () => {
    const pool = {
      brief: "pool team lost 5-4 at the plough, next home game tues 12th jan v the bell 8pm",
      today: TODAY,
    };
    expect(codes("🎱 Next home game Tuesday 12th January v The Bell, 8pm", pool)).not.toContain(
      "unasked_sport",
    );
    expect(
      codes("🍽️ Sunday roast, £14, then Leeds v Arsenal", { brief: "sunday roast £14", today: TODAY }),
    ).toContain("unasked_sport");
  });
});

describe("writing check: a remembrance night in December is not Remembrance Sunday (session 10)", () => {
  it("takes no month from 'remembrance' alone", () => {
    const brief = {
      brief: "remembrance nite for our old landlord bert who passed in nov sat 19th from 7",
      today: TODAY,
    };
    expect(codes("🕊️ Remembrance night for Bert: Saturday 19th, from 7", brief)).not.toContain(
      "weekday_date_mismatch",
    );
  });
});

describe("a link or an e-mail address is never a name to capitalise", () => {
  it("'redlion-leeds.example' in the contact lines passes; 'leeds' said in words does not", () => {
    const post =
      "📣 Quiz night on Thursday at 8pm.\n\n🔗 https://redlion-leeds.example/book\n✉️ hello@redlion-leeds.example";
    expect(codes(post, { brief: "quiz thursday 8pm" })).not.toContain("lower_case_name");
    expect(
      codes("📣 Quiz night on Thursday at 8pm.\n\n✨ Wear your leeds shirts", { brief: "quiz thursday 8pm" }),
    ).toContain("lower_case_name");
  });

  it("a day, a month, a brand or a race inside a link is left as the pub wrote it", () => {
    const post =
      "📣 Quiz night on Thursday at 8pm.\n\n🔗 www.friday-brewdog.co.uk/december\n✉️ tingle.creek@kingsarms.pub";
    expect(codes(post, { brief: "quiz thursday 8pm" })).not.toContain("lower_case_name");
    expect(properCase("book at www.friday-brewdog.co.uk/december by friday")).toBe(
      "Book at www.friday-brewdog.co.uk/december by Friday",
    );
  });
});

describe("writing check: a priced meal beside a closure (session 18)", () => {
  it("lets a Christmas lunch be sold when the same brief closes the kitchen another day", () => {
    const brief =
      "xmas day lunch 4 courses £65pp, £20 deposit needed, last few tables left. kitchen closed boxing day";
    const lunch =
      "🍽️ Christmas Day lunch\n💷 4 courses £65pp\n💷 £20 deposit needed\n📢 Kitchen: closed on Boxing Day\n\nBest seats go to whoever gets here first.";
    expect(codes(lunch, { brief, today: TODAY })).not.toContain("hype_on_notice");
    expect(
      codes("📢 Kitchen closed on Monday.\n\nDon't miss it.", { brief: "kitchen closed mon", today: TODAY }),
    ).toContain("hype_on_notice");
  });
});
