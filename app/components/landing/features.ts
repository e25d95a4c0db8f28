/** The six things Full House does, as the landing pages describe them. */
export const FEATURES = [
  {
    icon: "📣",
    title: "Posts for every platform",
    body: "Facebook, Instagram and TikTok posts written for your pub in seconds, with hashtags and a call to action.",
  },
  {
    icon: "🎙️",
    title: "Just say it",
    body: "Talk to Full House between pulling pints. It turns what you say into ready-to-post copy.",
  },
  {
    icon: "⚽",
    title: "Never miss a big game",
    body: "UK fixtures with the TV channel, and reminders before the matches your regulars care about — posts already written.",
  },
  {
    icon: "🧠",
    title: "Pub quiz in seconds",
    body: "Forty questions with sources you can check, rounds, a picture round and a host screen for the pub TV.",
  },
  {
    icon: "🖼️",
    title: "Posters and images",
    body: "Eye-catching posters with your words on them, sized for social media and for the window.",
  },
  {
    icon: "🌦️",
    title: "Knows the weather and the season",
    body: "Sunny weekend? Beer garden. Bonfire Night, Six Nations, Christmas parties — the copy fits the week.",
  },
] as const;
