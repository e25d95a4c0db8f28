import { Link } from "react-router";
import { BLOG_URL } from "./landing-header";

type FooterLink = { label: string; to: string } | { label: string; href: string };

const COLUMNS: Array<{ title: string; links: FooterLink[] }> = [
  {
    title: "Product",
    links: [
      { label: "Pricing", to: "/pricing" },
      { label: "Sports fixtures", to: "/sports" },
      { label: "AI images", to: "/image-generator" },
      { label: "Quiz generator", to: "/quiz-generator" },
    ],
  },
  {
    title: "Resources",
    links: [
      { label: "Help Center", to: "/help" },
      { label: "API Docs", to: "/help#api" },
      { label: "Blog", href: BLOG_URL },
      { label: "Pub quiz nights", to: "/quiz-night" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About", to: "/help#about" },
      { label: "Contact", to: "/contact" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy", to: "/privacy" },
      { label: "Terms", to: "/terms" },
    ],
  },
];

const LINK_CLASS = "text-brand-100 hover:text-white hover:underline";

/** The fuller landing's four-column footer. */
export function LandingFooter() {
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <div className="max-w-sm">
          <p className="font-display text-2xl font-bold text-white">Full House</p>
          <p className="mt-2 text-sm">
            Posts, posters, quizzes and fixture reminders for UK pubs and bars. Made for landlords, not
            marketers.
          </p>
        </div>
        <nav aria-label="Footer" className="mt-10">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-8 md:grid-cols-4">
            {COLUMNS.map((column) => (
              <li key={column.title}>
                <h2 className="text-sm font-bold tracking-wide text-brass-300 uppercase">{column.title}</h2>
                <ul className="mt-3 space-y-2 text-sm">
                  {column.links.map((link) => (
                    <li key={link.label}>
                      {"href" in link ? (
                        <a href={link.href} rel="noopener" className={LINK_CLASS}>
                          {link.label}
                        </a>
                      ) : (
                        <Link to={link.to} className={LINK_CLASS}>
                          {link.label}
                        </Link>
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-10 border-t border-white/15 pt-6 text-xs text-brand-200">
          © {new Date().getFullYear()} Full House. Prices exclude VAT. Please drink responsibly.
        </p>
      </div>
    </footer>
  );
}
