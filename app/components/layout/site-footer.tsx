import { Link } from "react-router";

const LINKS = [
  { to: "/help", label: "Help Center" },
  { to: "/help#api", label: "API Docs" },
  { to: "/help#about", label: "About" },
  { to: "/contact", label: "Contact" },
  { to: "/privacy", label: "Privacy" },
  { to: "/terms", label: "Terms" },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t border-stone-200 bg-brand-900 text-brand-100">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between">
        <p className="font-display text-lg font-bold text-white">Full House</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="mx-auto max-w-6xl px-4 pb-6 text-xs text-brand-200">
        © {new Date().getFullYear()} Full House. Marketing for UK pubs and bars.
      </p>
    </footer>
  );
}
