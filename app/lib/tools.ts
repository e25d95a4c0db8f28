/** The four tools, as the home page and header present them. `available` flips as each one ships. */
export const TOOLS = [
  {
    path: "/dashboard",
    name: "Content Creator",
    description: "Posts for Facebook, Instagram and TikTok from a sentence or your voice.",
    icon: "📣",
    available: true,
  },
  {
    path: "/image-generator",
    name: "Images & Posters",
    description: "Posters with your words on them, sized for social and the window.",
    icon: "🖼️",
    available: true,
  },
  {
    path: "/sports",
    name: "Sports Fixtures",
    description: "UK fixtures with TV channels, favourite teams and match reminders.",
    icon: "⚽",
    available: true,
  },
  {
    path: "/quiz-generator",
    name: "Pub Quiz",
    description: "Forty checked questions in seconds, with a host screen for the TV.",
    icon: "🧠",
    available: true,
  },
] as const;
